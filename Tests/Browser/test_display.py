"""The display settings on the settings page: light or dark whatever the system says, remembered on every page, and a
text size that scales every section and still fits a phone."""

import pytest
from selenium.webdriver.common.by import By

from browser import BASE_URL, emulate_scheme, screenshot, start_browser, tap, visible, wait

PAGES = [
    "/", "/settings", "/privacy", "/link", "/hk/routes", "/hk/stops", "/hk/favourites", "/caltrain", "/caltrain/stations",
    "/caltrain/events", "/bikes", "/bikes/about", "/ask",
]


def background(driver):
    colour = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    return [int(part) for part in colour[colour.index("(") + 1 : colour.index(")")].split(",")[:3]]


def choose(driver, setting, value):
    driver.get(f"{BASE_URL}/settings")
    tap(driver, driver.find_element(By.CSS_SELECTOR, f".display-settings button[name='{setting}'][value='{value}']"))
    wait(driver, lambda _: driver.find_element(By.CSS_SELECTOR, f"button[name='{setting}'][value='{value}']").get_attribute("aria-pressed") == "true")


@pytest.mark.parametrize("system,chosen", [("dark", "light"), ("light", "dark")])
def test_a_chosen_scheme_holds_on_every_page_whatever_the_system_says(system, chosen):
    driver = start_browser("en-GB,en;q=0.9")
    try:
        emulate_scheme(driver, system)
        driver.get(f"{BASE_URL}/")
        assert (sum(background(driver)) > 600) == (system == "light")
        choose(driver, "theme", chosen)
        for page in PAGES:
            driver.get(f"{BASE_URL}{page}")
            visible(driver, "main")
            assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == chosen
            assert (sum(background(driver)) > 600) == (chosen == "light"), page
        screenshot(driver, f"display-{chosen}-ask-en")
        choose(driver, "theme", "system")
        assert (sum(background(driver)) > 600) == (system == "light")
    finally:
        driver.quit()


def test_a_larger_text_scales_every_section_and_the_pages_still_fit_the_phone():
    driver = start_browser("zh-HK,zh;q=0.9")
    try:
        driver.get(f"{BASE_URL}/hk/routes")
        visible(driver, "main")
        normal = driver.execute_script("return parseFloat(getComputedStyle(document.querySelector('.page-title')).fontSize)")
        choose(driver, "text", "larger")
        for page in PAGES:
            driver.get(f"{BASE_URL}{page}")
            visible(driver, "main")
            assert driver.execute_script("return getComputedStyle(document.documentElement).fontSize") == "20px"
            overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 0, (page, overflow)
            for key in driver.find_elements(By.CSS_SELECTOR, ".keypad .key"):
                assert key.rect["x"] + key.rect["width"] <= 390, (page, key.text)
        driver.get(f"{BASE_URL}/hk/routes")
        larger = driver.execute_script("return parseFloat(getComputedStyle(document.querySelector('.page-title')).fontSize)")
        assert larger >= normal * 1.2
        screenshot(driver, "display-larger-routes-tc")
    finally:
        driver.quit()


def test_at_200_percent_zoom_every_section_still_fits_the_phones_width():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        # A 390-pixel phone zoomed to 200 % lays pages out in 195 CSS pixels.
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {"width": 195, "height": 422, "deviceScaleFactor": 2, "mobile": True}
        )
        for page in PAGES:
            driver.get(f"{BASE_URL}{page}")
            visible(driver, "main")
            # a phone's browser widens its layout viewport to fit anything wider, so the width is checked as well (once
            # the page has settled: the first page is laid out at the window's own width before the override holds)
            assert wait(driver, lambda _: driver.execute_script("return window.innerWidth") == 195), page
            overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
            assert overflow <= 0, (page, overflow)
            for key in driver.find_elements(By.CSS_SELECTOR, ".keypad .key"):
                assert key.rect["x"] + key.rect["width"] <= 195, (page, key.text)
            # the title keeps a row of its own beside none of the top bar's buttons, which all stay on screen
            assert driver.find_element(By.CSS_SELECTOR, ".page-title").size["width"] >= 150, page
            for control in driver.find_elements(By.CSS_SELECTOR, ".topbar a, .topbar button"):
                assert control.location["x"] + control.size["width"] <= 195, (page, control.get_attribute("outerHTML")[:60])
        # the question still has a box to be typed in
        assert driver.find_element(By.ID, "ask-text").rect["width"] >= 120
        screenshot(driver, "display-zoom-200-ask-en")
    finally:
        driver.quit()
