"""The Caltrain line on the map: its stations joined north to south, and each running train drawn with its number
on the line between the stations its times say, as the server's positions place it."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, api, screenshot, wait
from maps import centre, distance_to_segment, line_points, near, projector


def test_the_running_trains_sit_on_the_line_between_the_stations_their_times_say(english):
    english.get(f"{BASE_URL}/caltrain")
    wait(english, lambda _: english.find_element(By.ID, "caltrain-map").get_attribute("data-ready") == "true")
    english.execute_script("document.getElementById('caltrain-map').scrollIntoView()")
    before = api("/caltrain/positions")
    project = projector(english, "#caltrain-map")
    stations = [station for station in api("/caltrain/stations")["stations"] if "lat" in station]
    corners = line_points(english, "#caltrain-map")
    assert len(corners) == len(stations)
    for station, corner in zip(stations, corners):
        assert near(corner, project(station["lat"], station["lon"])), station["name"]

    pins = english.find_elements(By.CSS_SELECTOR, "#caltrain-map .train-pin")
    after = api("/caltrain/positions")
    assert {pin.get_attribute("data-number") for pin in pins} <= {train["number"] for train in before["trains"] + after["trains"]}
    assert pins or not (before["trains"] or after["trains"])
    for pin in pins:
        placed = [train for train in before["trains"] + after["trains"] if train["number"] == pin.get_attribute("data-number")]
        # between the stations one of the two answers names, wherever the train was when the page asked
        assert any(
            distance_to_segment(
                centre(pin),
                project(train["previous_station"]["lat"], train["previous_station"]["lon"]),
                project(*(lambda s: (s["lat"], s["lon"]))(train["next_station"] or train["previous_station"])),
            )
            <= 2
            for train in placed
        ), pin.get_attribute("data-number")
        assert ("north" in pin.get_attribute("class")) == (placed[0]["direction"] == "N")
    screenshot(english, "caltrain-line-map-en")
