"""From A to B: the trip tab finds the route between two stops, with its next buses; a stop page starts a trip."""

import re

import pytest
from selenium.webdriver.common.by import By

from browser import BASE_URL, api, screenshot, visible, wait


def two_stops_on_a_route():
    key = api("/routes?prefix=1")["routes"][0]["directions"][0]["variant"]["key"]
    stops = api(f"/routes/{key}")["stops"]
    return key, stops[0]["stop"], stops[min(3, len(stops) - 1)]["stop"]


def test_a_trip_between_two_stops_lists_the_route(driver):
    key, first, later = two_stops_on_a_route()
    driver.get(f"{BASE_URL}/hk/trip?from={first['id']}&to={later['id']}")

    option = visible(driver, ".trip-option")
    assert driver.find_element(By.ID, "trip-from").get_attribute("value") == first["name"]["tc"]
    assert driver.find_element(By.ID, "trip-to").get_attribute("value") == later["name"]["tc"]
    routes = [link.get_attribute("href") for link in driver.find_elements(By.CSS_SELECTOR, ".trip-option .trip-leg a")]
    assert any(key.replace(":", "%3A") in href for href in routes)
    assert "分鐘" in option.text
    assert driver.find_element(By.CSS_SELECTOR, ".tabbar a[data-tab='trip']").get_attribute("aria-current") == "page"
    screenshot(driver, "trip")


def test_a_stop_page_starts_a_trip_and_search_picks_the_end(driver):
    key, first, later = two_stops_on_a_route()
    driver.get(f"{BASE_URL}/hk/stops/{first['id']}")
    driver.find_element(By.CSS_SELECTOR, f"a[href='/hk/trip?from={first['id']}']").click()
    wait(driver, lambda _: driver.find_element(By.ID, "trip-from").get_attribute("value") == first["name"]["tc"])

    search = driver.find_element(By.ID, "trip-to")
    search.send_keys(later["name"]["tc"])
    suggestion = visible(driver, f"#trip-to-list [data-stops~='{later['id']}']")
    end = suggestion.get_attribute("data-end")
    suggestion.click()
    visible(driver, ".trip-option")
    wait(driver, lambda _: f"to={end}" in driver.current_url.replace("%3A", ":"))


STOP_CODE = re.compile(r"\s*\([A-Za-z0-9]{2,10}\)$")


@pytest.mark.parametrize("language", ["en", "tc", "sc"])
def test_an_estates_poles_are_one_end_offering_the_routes_of_any_of_them(driver, language):
    # the simulated estate has several poles named for it, each with its own stop code and routes
    found = api("/stops?q=Chuk%20Yuen%20Estate&limit=30")["stops"]
    poles = [hit["stop"] for hit in found if STOP_CODE.sub("", hit["stop"]["name"]["en"]) == "Chuk Yuen Estate"]
    assert len(poles) >= 2
    driver.get(f"{BASE_URL}/hk/trip")
    driver.add_cookie({"name": "nextstop_lang", "value": language, "path": "/"})
    driver.get(f"{BASE_URL}/hk/trip")

    driver.find_element(By.ID, "trip-from").send_keys(STOP_CODE.sub("", poles[0]["name"][language]))
    group = visible(driver, f"#trip-from-list [data-stops~='{poles[0]['id']}']")
    assert group.get_attribute("data-end").startswith("group:")
    members = group.get_attribute("data-stops").split()
    assert len(members) >= 2
    # one row for the poles near each other, not one per pole
    assert len(driver.find_elements(By.CSS_SELECTOR, "#trip-from-list [data-end]")) < len(poles)
    screenshot(driver, f"trip-stop-group-picker-{language}")

    # to the end of a route that calls at the group's last pole: every way from any pole is offered
    variant = api(f"/stops/{members[-1]}")["routes"][0]["variant"]
    destination = api(f"/routes/{variant['key']}")["stops"][-1]["stop"]
    end = group.get_attribute("data-end")
    driver.get(f"{BASE_URL}/hk/trip?from={end}&to={destination['id']}")
    visible(driver, ".trip-option")
    plan = api(f"/trips?from={end}&to={destination['id']}")
    assert {stop["id"] for stop in plan["from"]["group"]} >= set(members)
    assert all(option["legs"][0]["board"]["stop"]["id"] in members for option in plan["options"])
    # the route at the last pole is ridden from the group directly, whichever pole it calls at
    direct = [option["legs"][0]["variant"] for option in plan["options"] if len(option["legs"]) == 1]
    assert (variant["company"], variant["route"]) in {(ridden["company"], ridden["route"]) for ridden in direct}
    assert len(driver.find_elements(By.CSS_SELECTOR, ".trip-option")) == len(plan["options"])
    # the end reads as the place, without one pole's code
    first = api(f"/stops/{members[0]}")["stop"]["name"][language]
    assert driver.find_element(By.ID, "trip-from").get_attribute("value") == STOP_CODE.sub("", first)
    screenshot(driver, f"trip-stop-group-{language}")



def test_a_one_stop_trip_without_walking_reads_as_such_in_english(english):
    key, first, _ = two_stops_on_a_route()
    following = api(f"/routes/{key}")["stops"][1]["stop"]
    english.get(f"{BASE_URL}/hk/trip?from={first['id']}&to={following['id']}")

    option = visible(english, ".trip-option")
    wait(english, lambda _: "1 stop" in option.text)
    assert "1 stops" not in option.text
    # "0 m" as a distance, not the end of "10 min" among the times
    assert "No walking" in option.text and not re.search(r"(?<![\d.])0 m\b", option.text), option.text
    screenshot(english, "trip-one-stop-english")


@pytest.mark.parametrize(
    "language, kilometres, metres", [("en", "2.7 km", "950 m"), ("tc", "2.7 公里", "950 米"), ("sc", "2.7 公里", "950 米")]
)
def test_a_distance_over_a_kilometre_is_given_in_kilometres(driver, language, kilometres, metres):
    driver.get(f"{BASE_URL}/hk/trip")
    driver.add_cookie({"name": "nextstop_lang", "value": language, "path": "/"})
    driver.get(f"{BASE_URL}/hk/trip")
    texts = driver.execute_async_script(
        """
        const done = arguments[0];
        import('/assets/core.js').then((core) => done([core.distanceText(2735), core.distanceText(950)]));
        """
    )
    assert texts == [kilometres, metres]
