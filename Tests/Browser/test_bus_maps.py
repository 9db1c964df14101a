"""Hong Kong buses on the map: a route as a line through each of its stops (green first, red last, blue between)
whose dots open their stop in the list, the stops near the rider, each a tap away from its arrivals, and a trip's
rides through the stops they pass."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, CENTRAL, allow_location, api, screenshot, start_browser, tap, visible, wait
from maps import centre, line_points, near, projector

ROUTE = "CTB:1:O:1"


def test_a_route_is_a_line_through_each_of_its_stops_and_a_dot_opens_its_stop():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/hk/routes/{ROUTE}")
        wait(driver, lambda _: driver.find_element(By.ID, "route-map").get_attribute("data-ready") == "true")
        driver.execute_script("window.scrollTo(0, 0)")
        project = projector(driver, "#route-map")
        stops = [
            (item.get_attribute("data-stop"), *map(float, item.get_attribute("data-position").split(",")))
            for item in driver.find_elements(By.CSS_SELECTOR, "#stop-line li.stop[data-position]")
        ]
        assert len(stops) > 3
        corners = line_points(driver, "#route-map")
        assert len(corners) == len(stops)
        for (stop, lat, lon), corner in zip(stops, corners):
            dot = driver.find_element(By.CSS_SELECTOR, f"#route-map .dot[data-stop='{stop}']")
            assert near(centre(dot), project(lat, lon)), (stop, centre(dot), project(lat, lon))
            assert near(corner, project(lat, lon)), (stop, corner, project(lat, lon))
        first = driver.find_element(By.CSS_SELECTOR, f"#route-map .dot[data-stop='{stops[0][0]}']")
        last = driver.find_element(By.CSS_SELECTOR, f"#route-map .dot[data-stop='{stops[-1][0]}']")
        assert "first" in first.find_element(By.XPATH, "..").get_attribute("class")
        assert "last" in last.find_element(By.XPATH, "..").get_attribute("class")
        screenshot(driver, "bus-route-map-en")

        chosen = stops[len(stops) // 2][0]
        tap(driver, driver.find_element(By.CSS_SELECTOR, f"#route-map .dot[data-stop='{chosen}']").find_element(By.XPATH, ".."))
        wait(driver, lambda _: driver.find_element(By.CSS_SELECTOR, "#stop-line li.stop.open").get_attribute("data-stop") == chosen)
        ringed = driver.find_element(By.CSS_SELECTOR, "#route-map .stop-dot.chosen .dot")
        assert ringed.get_attribute("data-stop") == chosen
    finally:
        driver.quit()


def test_the_stops_near_the_rider_are_on_the_map_and_a_tap_leads_to_arrivals():
    driver = start_browser("zh-HK,zh;q=0.9")
    try:
        allow_location(driver, CENTRAL)
        driver.get(f"{BASE_URL}/hk/stops")
        wait(driver, lambda _: driver.find_element(By.ID, "nearby-map").get_attribute("data-ready") == "true")
        listed = {row.get_attribute("href").rsplit("/", 1)[1] for row in driver.find_elements(By.CSS_SELECTOR, "#nearby-list a")}
        dots = driver.find_elements(By.CSS_SELECTOR, "#nearby-map .stop-dot .dot")
        assert listed and {dot.get_attribute("data-stop") for dot in dots} == listed
        project = projector(driver, "#nearby-map")
        rider = driver.find_element(By.CSS_SELECTOR, "#nearby-map .rider-dot .dot")
        assert near(centre(rider), project(*CENTRAL))
        screenshot(driver, "bus-nearby-map-zh")
        target = dots[0].get_attribute("data-stop")
        tap(driver, dots[0].find_element(By.XPATH, ".."))
        wait(driver, lambda _: driver.current_url.endswith(f"/hk/stops/{target}"))
        visible(driver, ".arrivals")
    finally:
        driver.quit()


def test_a_trip_rides_through_the_stops_of_its_route_from_boarding_to_alighting():
    stops = [entry["stop"] for entry in api(f"/routes/{ROUTE}")["stops"]]
    driver = start_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/hk/trip?from={stops[0]['id']}&to={stops[7]['id']}")
        wait(driver, lambda _: driver.find_element(By.ID, "trip-map").get_attribute("data-ready") == "true")
        driver.execute_script("window.scrollTo(0, 0)")
        option = driver.find_element(By.CSS_SELECTOR, ".trip-option[aria-current]")
        assert option.find_element(By.CSS_SELECTOR, ".badge").text.startswith("1")
        project = projector(driver, "#trip-map")
        corners = line_points(driver, "#trip-map")
        assert len(corners) == 8
        for stop, corner in zip(stops[:8], corners):
            assert near(corner, project(stop["lat"], stop["lon"])), stop["id"]
        screenshot(driver, "bus-trip-map-en")
    finally:
        driver.quit()
