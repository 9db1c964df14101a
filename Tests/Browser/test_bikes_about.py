"""The London bikes' about page: the app's name and version, a hire bike drawn for the project, and where the data
comes from under TfL's terms, in English in the light and in Chinese in the dark."""

import pytest
from selenium.webdriver.common.by import By

from browser import BASE_URL, emulate_scheme, screenshot, start_browser, visible

CASES = [
    ("en-GB,en;q=0.9", "light", "NextStop London bikes", "Version"),
    ("zh-HK,zh;q=0.9", "dark", "NextStop 倫敦單車", "版本"),
]


@pytest.mark.parametrize("accept_language,scheme,name,version", CASES)
def test_about_names_the_app_draws_a_hire_bike_and_credits_tfl(accept_language, scheme, name, version):
    driver = start_browser(accept_language)
    try:
        emulate_scheme(driver, scheme)
        driver.get(f"{BASE_URL}/bikes/about")
        about = visible(driver, "section.about")
        assert about.find_element(By.TAG_NAME, "h2").text == name
        assert any(line.text.startswith(version) for line in about.find_elements(By.TAG_NAME, "p"))
        picture = about.find_element(By.CSS_SELECTOR, "figure.hire-bike svg[role='img']")
        assert picture.size["width"] >= 250 and picture.size["height"] >= 150
        caption = driver.find_element(By.ID, picture.get_attribute("aria-labelledby")).text
        assert "NextStop" in caption
        sources = about.find_element(By.CSS_SELECTOR, ".sources").text
        assert "Powered by TfL Open Data" in sources and "OpenStreetMap" in sources
        terms = about.find_element(By.CSS_SELECTOR, ".sources a[href*='tfl.gov.uk']")
        assert terms.get_attribute("href") == "https://tfl.gov.uk/corporate/terms-and-conditions/transport-data-service"
        assert driver.execute_script("return document.documentElement.scrollWidth - innerWidth") <= 0
        screenshot(driver, f"bikes-about-{scheme}-{accept_language[:2]}")
    finally:
        driver.quit()
