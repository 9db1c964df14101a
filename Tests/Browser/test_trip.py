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
    visible(driver, f"#trip-to-list [data-stop='{later['id']}']").click()
    visible(driver, ".trip-option")
    wait(driver, lambda _: f"to={later['id']}" in driver.current_url)


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
