"""The watch view: the same favourites at 200 × 240, big numbers beside a small donut, sorted by distance with a bar
per dock, or by name in one tap; in Chinese and in English."""

import re

import pytest
from selenium.webdriver.common.by import By

from browser import BASE_URL, page_fetch, screenshot, start_browser, visible, wait


@pytest.mark.parametrize("accept_language", ["zh-HK,zh;q=0.9", "en-GB,en;q=0.9"])
def test_the_watch_view_fits_a_watch_and_lists_the_favourites(accept_language):
    driver = start_browser(accept_language)
    try:
        driver.get(f"{BASE_URL}/bikes/about")
        for dock in ("BikePoints_1", "BikePoints_2", "BikePoints_3"):
            assert page_fetch(driver, "POST", "/bikes/favourites", {"dock_id": dock})["status"] == 201
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {"width": 200, "height": 240, "deviceScaleFactor": 1, "mobile": True}
        )
        driver.get(f"{BASE_URL}/bikes/watch?near=51.5080,-0.1281")
        rows = driver.find_elements(By.CSS_SELECTOR, ".watch-row")
        assert len(rows) == 3
        assert driver.execute_script("return document.documentElement.scrollWidth") <= 200
        counts = visible(driver, ".watch-counts")
        assert float(driver.execute_script("return getComputedStyle(arguments[0]).fontSize", counts).rstrip("px")) >= 24
        for row in rows:
            donut = row.find_element(By.CSS_SELECTOR, ".watch-live svg.donut")
            assert 28 <= donut.size["width"] <= 40
        bars = [float(rect.get_attribute("width")) for rect in driver.find_elements(By.CSS_SELECTOR, ".watch-distance rect")]
        metres = [int(re.search(r"\d+", text.text).group()) for text in driver.find_elements(By.CSS_SELECTOR, ".watch-distance span")]
        assert len(bars) == 3 and bars == sorted(bars) and bars[-1] == 100
        assert metres == sorted(metres)
        screenshot(driver, f"bikes-watch-{accept_language[:2]}")
        driver.find_elements(By.CSS_SELECTOR, ".watch-sort a")[1].click()
        wait(driver, lambda _: "sort=name" in driver.current_url)
        names = [name.text for name in driver.find_elements(By.CSS_SELECTOR, ".watch-name")]
        assert names == sorted(names, key=str.casefold)
    finally:
        driver.quit()
