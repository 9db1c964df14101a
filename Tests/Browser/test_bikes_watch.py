"""The watch view: the same favourites at 200 × 240, big numbers, distance or name."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, page_fetch, screenshot, start_browser, visible, wait


def test_the_watch_view_fits_a_watch_and_lists_the_favourites():
    driver = start_browser("zh-HK,zh;q=0.9")
    try:
        driver.get(f"{BASE_URL}/bikes/about")
        for dock in ("BikePoints_1", "BikePoints_2"):
            assert page_fetch(driver, "POST", "/bikes/favourites", {"dock_id": dock})["status"] == 201
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {"width": 200, "height": 240, "deviceScaleFactor": 1, "mobile": True}
        )
        driver.get(f"{BASE_URL}/bikes/watch?near=51.5080,-0.1281")
        rows = driver.find_elements(By.CSS_SELECTOR, ".watch-row")
        assert len(rows) == 2
        assert driver.execute_script("return document.documentElement.scrollWidth") <= 200
        counts = visible(driver, ".watch-counts")
        assert float(driver.execute_script("return getComputedStyle(arguments[0]).fontSize", counts).rstrip("px")) >= 24
        screenshot(driver, "bikes-watch-tc")
        driver.find_elements(By.CSS_SELECTOR, ".watch-sort a")[1].click()
        wait(driver, lambda _: "sort=name" in driver.current_url)
        names = [name.text for name in driver.find_elements(By.CSS_SELECTOR, ".watch-name")]
        assert names == sorted(names, key=str.casefold)
    finally:
        driver.quit()
