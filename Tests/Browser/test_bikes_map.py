"""The London bikes map: every dock over the Thames with no tile server, clusters that zoom in, a pin that opens a
popup (name, standard bikes, e-bikes, spaces, a star that works), and a dock's page with its donut and a star."""

import json
import re

from selenium.webdriver.common.by import By

from browser import BASE_URL, page_fetch, screenshot, start_browser, tap, visible, wait

COUNT = re.compile(r"^(\?|\d+) (standard bikes?|e-bikes?|spaces?)$")


def click(driver, element):
    driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}))", element)


def saved_docks(driver):
    answer = page_fetch(driver, "GET", "/bikes/favourites")
    assert answer["status"] == 200, answer
    return [row["dock_id"] for row in json.loads(answer["body"])["favourites"]]


def test_clusters_zoom_in_to_docks_and_a_dock_can_be_starred():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/bikes/map")
        visible(driver, "svg.dock-map polyline.thames")
        clusters = driver.find_elements(By.CSS_SELECTOR, "svg.dock-map a.cluster")
        assert clusters
        screenshot(driver, "bikes-map-en")
        click(driver, clusters[0])
        wait(driver, lambda _: "z=2" in driver.current_url)

        driver.get(f"{BASE_URL}/bikes/map?z=5&c=51.5080,-0.1281")
        pins = driver.find_elements(By.CSS_SELECTOR, "svg.dock-map a.pin")
        assert pins and not driver.find_elements(By.CSS_SELECTOR, "svg.dock-map a.cluster")
        screenshot(driver, "bikes-map-zoomed-en")
        driver.get(f"{BASE_URL}/bikes/docks/{pins[0].get_attribute('data-dock')}")
        donut = visible(driver, ".dock-page svg.donut")
        assert donut.get_attribute("role") == "img"
        tap(driver, driver.find_element(By.CSS_SELECTOR, ".dock-page button.star"))
        visible(driver, ".dock-page button.star.on")
        screenshot(driver, "bikes-dock-en")
    finally:
        driver.quit()


def test_a_pin_opens_a_popup_whose_star_saves_and_removes_the_dock():
    for language, name in (("en-GB,en;q=0.9", "en"), ("zh-HK,zh;q=0.9", "zh")):
        driver = start_browser(language)
        try:
            driver.get(f"{BASE_URL}/bikes/map?z=5&c=51.5080,-0.1281")
            pin = visible(driver, "svg.dock-map a.pin")
            dock = pin.get_attribute("data-dock")
            click(driver, pin)
            popup = visible(driver, "#dock-popup .dock-popup-body")
            # the map stays: the tap opened the popup instead of the dock's page
            assert "/bikes/map" in driver.current_url
            assert popup.get_attribute("data-dock") == dock
            counts = [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#dock-popup .popup-counts li")]
            assert len(counts) == 3
            if name == "en":
                assert all(COUNT.match(count) for count in counts), counts
            else:
                assert "架普通單車" in counts[0] and "個空位" in counts[2], counts
            screenshot(driver, f"bikes-map-popup-{name}")

            tap(driver, driver.find_element(By.CSS_SELECTOR, "#dock-popup button.star"))
            visible(driver, "#dock-popup button.star.on")
            assert dock in saved_docks(driver)
            screenshot(driver, f"bikes-map-popup-starred-{name}")
            tap(driver, driver.find_element(By.CSS_SELECTOR, "#dock-popup button.star.on"))
            wait(driver, lambda _: not driver.find_elements(By.CSS_SELECTOR, "#dock-popup button.star.on"))
            assert dock not in saved_docks(driver)

            tap(driver, driver.find_element(By.CSS_SELECTOR, "#dock-popup .popup-close"))
            wait(driver, lambda _: not driver.find_element(By.ID, "dock-popup").is_displayed())
        finally:
            driver.quit()
