"""Settings and privacy, one tap from every section: the gear in every page's top bar opens the settings (display,
and forgetting what this browser keeps), which lead to the privacy page saying what is stored. In English in the
light and in Chinese in the dark."""

import pytest
from selenium.webdriver.common.by import By

from browser import BASE_URL, emulate_scheme, screenshot, start_browser, tap, visible, wait

SECTIONS = ["/", "/hk/routes", "/hk/stops", "/hk/favourites", "/hk/trip", "/caltrain", "/caltrain/alerts", "/bikes",
            "/bikes/map", "/bikes/about", "/ask", "/privacy"]
CASES = [
    ("en-GB,en;q=0.9", "light", "Settings", "Privacy", "10 minutes", "Forgotten"),
    ("zh-HK,zh;q=0.9", "dark", "設定", "私隱", "10 分鐘", "已清除"),
]


@pytest.mark.parametrize("accept_language,scheme,settings,privacy,ten_minutes,forgotten", CASES)
def test_settings_and_privacy_are_a_tap_away_from_every_section(
    accept_language, scheme, settings, privacy, ten_minutes, forgotten
):
    driver = start_browser(accept_language)
    try:
        emulate_scheme(driver, scheme)
        for page in SECTIONS:
            driver.get(f"{BASE_URL}{page}")
            gear = visible(driver, ".topbar a.settings-link")
            assert gear.get_attribute("aria-label") == settings, page
            assert gear.location["y"] + gear.size["height"] <= 72, page
        tap(driver, gear)
        wait(driver, lambda _: driver.current_url == f"{BASE_URL}/settings")
        assert driver.find_element(By.CSS_SELECTOR, ".page-title").text == settings
        assert driver.find_elements(By.CSS_SELECTOR, ".display-settings button[name='theme']")
        screenshot(driver, f"settings-{scheme}-{accept_language[:2]}")

        # forgetting clears what the pages kept in this browser, and keeps the device's cookie
        driver.execute_script("localStorage.setItem('nextstop.location', '{}'); sessionStorage.setItem('bikes.located', '1')")
        tap(driver, driver.find_element(By.ID, "forget-browser"))
        wait(driver, lambda _: forgotten in driver.find_element(By.ID, "forget-status").text)
        assert driver.execute_script("return localStorage.length + sessionStorage.length") == 0

        tap(driver, driver.find_element(By.CSS_SELECTOR, "main a[href='/privacy']"))
        wait(driver, lambda _: driver.current_url == f"{BASE_URL}/privacy")
        text = visible(driver, "section.privacy").text
        assert driver.find_element(By.CSS_SELECTOR, ".page-title").text == privacy
        assert text.count(ten_minutes) >= 3 and "OpenStreetMap" in text
        assert driver.execute_script("return document.documentElement.scrollWidth - innerWidth") <= 0
        screenshot(driver, f"privacy-{scheme}-{accept_language[:2]}")
    finally:
        driver.quit()
