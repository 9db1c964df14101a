"""The London bikes map: Leaflet over the simulator's tiles, every dock as its donut where its coordinates project,
clusters whose donuts sum their docks, unusable docks greyed, a pin that opens a popup whose star saves and removes
the dock, a refresh that leaves the map where it is, and a page that still works without Leaflet."""

import json
import re
import time
import urllib.request

from selenium.webdriver.common.by import By

from browser import BASE_URL, allow_location, page_fetch, screenshot, start_browser, tap, visible, wait
from maps import centre, near, projector

COUNT = re.compile(r"^(\?|\d+) (standard bikes?|e-bikes?|spaces?)$")
TRAFALGAR_SQUARE = (51.5080, -0.1281)
COLOURS = {"standard": "rgb(236, 0, 0)", "ebikes": "rgb(12, 17, 177)", "spaces": "rgb(117, 117, 117)"}


def gbfs(feed):
    with urllib.request.urlopen(f"{BASE_URL}/gbfs/london/{feed}.json", timeout=30) as response:
        return json.loads(response.read())["data"]


def stations():
    """Every dock's name, position and counts, read from the published GBFS feeds rather than from the page."""
    electric = {kind["vehicle_type_id"] for kind in gbfs("vehicle_types")["vehicle_types"] if kind["propulsion_type"] != "human"}
    status = {station["station_id"]: station for station in gbfs("station_status")["stations"]}
    docks = {}
    for station in gbfs("station_information")["stations"]:
        state = status[station["station_id"]]
        ebikes = sum(kind["count"] for kind in state["vehicle_types_available"] if kind["vehicle_type_id"] in electric)
        docks[station["station_id"]] = {
            **station, "bikes": state["num_bikes_available"], "ebikes": ebikes, "spaces": state["num_docks_available"],
            "usable": state["is_installed"] and state["is_renting"],
        }
    return docks


def open_map(driver, address):
    driver.get(f"{BASE_URL}{address}")
    wait(driver, lambda _: driver.find_element(By.ID, "map").get_attribute("data-ready") == "true")


def test_every_pin_sits_where_its_dock_projects_as_a_donut_of_its_counts_on_the_simulated_tiles():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        open_map(driver, f"/bikes/map?c={TRAFALGAR_SQUARE[0]},{TRAFALGAR_SQUARE[1]}&z=17")
        docks = stations()
        tiles = driver.find_elements(By.CSS_SELECTOR, "#map img.leaflet-tile")
        assert tiles and all("/tiles/17/" in tile.get_attribute("src") for tile in tiles)
        wait(driver, lambda _: driver.find_elements(By.CSS_SELECTOR, "#map img.leaflet-tile-loaded"))
        pins = driver.find_elements(By.CSS_SELECTOR, "#map .dock-pin")
        assert pins
        project = projector(driver, "#map")
        assert driver.find_element(By.ID, "map").get_attribute("data-zoom") == "17"
        for pin in pins:
            dock = docks[pin.find_element(By.TAG_NAME, "svg").get_attribute("data-dock")]
            assert near(centre(pin), project(dock["lat"], dock["lon"])), (dock["name"], centre(pin))
            # the donut's segments in the seed's colours, as rendered, and the bikes' total in the middle
            for segment in pin.find_elements(By.CSS_SELECTOR, "circle[data-kind]"):
                kind = segment.get_attribute("data-kind")
                assert driver.execute_script("return getComputedStyle(arguments[0]).stroke", segment) == COLOURS[kind]
                share = float(segment.get_attribute("stroke-dasharray").split()[0])
                counts = {"standard": dock["bikes"] - dock["ebikes"], "ebikes": dock["ebikes"], "spaces": dock["spaces"]}
                assert abs(share - 100 * counts[kind] / max(1, sum(counts.values()))) < 0.01
            assert pin.find_element(By.TAG_NAME, "text").text == str(dock["bikes"])
            assert ("greyed" in pin.get_attribute("class")) == (not dock["usable"])
        screenshot(driver, "bikes-map-en")
    finally:
        driver.quit()


def london_bikes():
    """The bikes at every dock in London (TfL's test dock at 0, 0 lies far outside any view of it)."""
    return sum(dock["bikes"] for dock in stations().values() if dock["lat"] > 50)


def test_zoomed_out_the_docks_cluster_and_the_clusters_donuts_sum_every_docks_bikes():
    driver = start_browser("zh-HK,zh;q=0.9")
    try:
        before = london_bikes()
        open_map(driver, "/bikes/map?c=51.5100,-0.1170&z=10")
        clusters = driver.find_elements(By.CSS_SELECTOR, "#map .dock-cluster")
        assert clusters
        shown = sum(int(marker.find_element(By.TAG_NAME, "text").text) for marker in clusters)
        shown += sum(int(pin.find_element(By.TAG_NAME, "text").text) for pin in driver.find_elements(By.CSS_SELECTOR, "#map .dock-pin"))
        # The counts move at every 30 s poll: the page drew the poll before it opened or one after.
        assert shown in {before, london_bikes()}
        screenshot(driver, "bikes-map-clusters-zh")
        tap(driver, clusters[0])
        wait(driver, lambda _: "z=10" not in driver.current_url)
    finally:
        driver.quit()


def test_an_unusable_dock_is_greyed():
    docks = [dock for dock in stations().values() if not dock["usable"] and dock["lat"] > 50]
    assert docks, "the simulated docks include locked and uninstalled ones"
    driver = start_browser("en-GB,en;q=0.9")
    try:
        open_map(driver, f"/bikes/map?c={docks[0]['lat']},{docks[0]['lon']}&z=19")
        donut = visible(driver, f"#map .dock-pin svg[data-dock=\"{docks[0]['station_id']}\"]")
        assert "greyed" in donut.find_element(By.XPATH, "..").get_attribute("class")
    finally:
        driver.quit()


def test_the_map_opens_on_the_rider_and_keeps_its_place_through_a_refresh():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        allow_location(driver, (51.5033, -0.1195))
        open_map(driver, "/bikes/map")
        assert "c=51.50330%2C-0.11950&z=16" in driver.current_url
        assert not driver.find_element(By.ID, "map-note").is_displayed()
        tap(driver, driver.find_element(By.CSS_SELECTOR, "#map .leaflet-control-zoom-in"))
        wait(driver, lambda _: "z=17" in driver.current_url)
        place = driver.current_url
        fetched = "return performance.getEntriesByType('resource').filter((e) => e.name.endsWith('station_status.json')).length"
        before = driver.execute_script(fetched)
        time.sleep(32)
        assert driver.execute_script(fetched) > before
        assert driver.current_url == place
        assert driver.find_elements(By.CSS_SELECTOR, "#map .dock-pin")
    finally:
        driver.quit()


def test_a_pin_opens_a_popup_whose_star_saves_and_removes_the_dock():
    for language, name in (("en-GB,en;q=0.9", "en"), ("zh-HK,zh;q=0.9", "zh")):
        driver = start_browser(language)
        try:
            open_map(driver, f"/bikes/map?c={TRAFALGAR_SQUARE[0]},{TRAFALGAR_SQUARE[1]}&z=17")
            pin = visible(driver, "#map .dock-pin")
            tap(driver, pin)
            popup = visible(driver, "#dock-popup .dock-popup-body")
            assert "/bikes/map" in driver.current_url
            dock = popup.get_attribute("data-dock")
            assert popup.find_element(By.TAG_NAME, "h2").text == pin.get_attribute("title")
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
            tap(driver, driver.find_element(By.CSS_SELECTOR, "#dock-popup button.star.on"))
            wait(driver, lambda _: not driver.find_elements(By.CSS_SELECTOR, "#dock-popup button.star.on"))
            assert dock not in saved_docks(driver)

            tap(driver, driver.find_element(By.CSS_SELECTOR, "#dock-popup .popup-close"))
            wait(driver, lambda _: not driver.find_element(By.ID, "dock-popup").is_displayed())
        finally:
            driver.quit()


def test_without_leaflet_the_map_says_so_and_the_section_works_on():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        driver.execute_cdp_cmd("Network.enable", {})
        driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/assets/leaflet/*"]})
        driver.get(f"{BASE_URL}/bikes/map")
        wait(driver, lambda _: "map-unavailable" in driver.find_element(By.ID, "map").get_attribute("class"))
        assert "Leaflet" in driver.find_element(By.ID, "map").text
        screenshot(driver, "bikes-map-unavailable-en")
        tap(driver, driver.find_element(By.CSS_SELECTOR, ".tabbar a[data-tab='bikes-favourites']"))
        visible(driver, "#bikes-live")
    finally:
        driver.quit()


def test_a_dock_page_shows_its_donut_and_a_star():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/bikes/docks/BikePoints_1")
        donut = visible(driver, ".dock-page svg.donut")
        assert donut.get_attribute("role") == "img"
        tap(driver, driver.find_element(By.CSS_SELECTOR, ".dock-page button.star"))
        visible(driver, ".dock-page button.star.on")
        screenshot(driver, "bikes-dock-en")
    finally:
        driver.quit()


def saved_docks(driver):
    answer = page_fetch(driver, "GET", "/bikes/favourites")
    assert answer["status"] == 200, answer
    return [row["dock_id"] for row in json.loads(answer["body"])["favourites"]]
