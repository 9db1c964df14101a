"""Caltrain insights, kept in this browser: "I took this" on a train counts the trip; the insights tab adds up the
trips, the streak of days in a row (Pacific time), the miles along the line and the CO₂ a car would have emitted
over them at the EPA's 400 g a mile, and a trip can be taken off again. In English in the light and in Chinese in
the dark."""

import json
import math
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from selenium.webdriver.common.by import By

from browser import BASE_URL, api, emulate_scheme, refuse_location, screenshot, start_browser, tap, visible, wait

CASES = [("en-GB,en;q=0.9", "light", "1 day", "Delete"), ("zh-HK,zh;q=0.9", "dark", "1 日", "刪除")]


def miles_along(stations, start, end):
    """The straight hops between the stations from `start` to `end`, in miles: the figure the page should show."""
    ids = [station["id"] for station in stations]
    a, b = sorted((ids.index(start), ids.index(end)))
    metres = 0.0
    for one, other in zip(stations[a:b], stations[a + 1 : b + 1]):
        lat1, lat2 = math.radians(one["lat"]), math.radians(other["lat"])
        d_lat, d_lon = lat2 - lat1, math.radians(other["lon"] - one["lon"])
        h = math.sin(d_lat / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin(d_lon / 2) ** 2
        metres += 2 * 6_371_000 * math.asin(math.sqrt(h))
    return metres / 1609.344


def figures(driver):
    values = driver.find_elements(By.CSS_SELECTOR, "#insight-figures dd")
    return [value.text for value in values]


@pytest.mark.parametrize("accept_language,scheme,one_day,delete", CASES)
def test_a_trip_taken_is_counted_with_its_distance_and_co2_and_can_be_removed(accept_language, scheme, one_day, delete):
    driver = start_browser(accept_language)
    try:
        refuse_location(driver)
        emulate_scheme(driver, scheme)
        driver.get(f"{BASE_URL}/caltrain/insights")
        assert visible(driver, "#insight-empty").is_displayed()
        driver.execute_script("localStorage.setItem('nextstop.caltrain.pair', JSON.stringify({from: 'sf', to: 'mountain_view'}))")
        driver.get(f"{BASE_URL}/caltrain")
        took = visible(driver, ".caltrain-train .took")
        tap(driver, took)
        wait(driver, lambda _: driver.find_element(By.CSS_SELECTOR, ".caltrain-train .took").get_attribute("aria-pressed") == "true")

        driver.get(f"{BASE_URL}/caltrain/insights")
        visible(driver, "#insight-figures dd")
        miles = miles_along(api("/caltrain/stations")["stations"], "sf", "mountain_view")
        trips, streak, distance, co2 = figures(driver)
        assert (trips, streak) == ("1", one_day)
        assert distance.startswith(f"{miles:.1f} ") and f"{miles * 1.609344:.1f}" in distance
        assert co2.startswith(f"{miles * 0.4:.1f} ")
        assert "EPA-420-F-23-014" in driver.find_element(By.ID, "insight-factor").text
        screenshot(driver, f"caltrain-insights-{scheme}-{accept_language[:2]}")

        tap(driver, driver.find_element(By.CSS_SELECTOR, "#insight-trips .insight-trip button"))
        wait(driver, lambda _: figures(driver)[0] == "0")
        assert driver.find_element(By.ID, "insight-empty").is_displayed()
        assert delete in driver.page_source
    finally:
        driver.quit()


def test_the_streak_counts_days_in_a_row_up_to_today_or_yesterday(english):
    today = datetime.now(ZoneInfo("America/Los_Angeles")).date()
    trip = lambda days_ago, train: {"id": f"{days_ago}:{train}", "train": train, "day": str(today - timedelta(days=days_ago)),
                                     "from": "sf", "to": "millbrae", "fromName": "San Francisco", "toName": "Millbrae", "miles": 13.6}
    english.get(f"{BASE_URL}/caltrain/insights")
    for trips, streak in (
        ([trip(0, "101"), trip(1, "102"), trip(2, "103"), trip(4, "104")], "3 days"),
        ([trip(1, "102"), trip(2, "103")], "2 days"),
        ([trip(2, "103"), trip(3, "104")], "0 days"),
    ):
        english.execute_script("localStorage.setItem('nextstop.caltrain.trips', arguments[0])", json.dumps(trips))
        english.refresh()
        visible(english, "#insight-figures dd")
        assert figures(english)[:2] == [str(len(trips)), streak]
