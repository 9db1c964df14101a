"""Two bike systems on one server: London (TfL) and the simulator's Oslo, read from its GBFS 3.0 feeds. Each has
its own pages, switched between at the top; a dock starred in Oslo is Oslo's favourite alone, and Oslo's map opens
on Oslo's docks for a rider in London."""

import json

import pytest
from selenium.webdriver.common.by import By

from browser import (
    BASE_URL,
    allow_location,
    api,
    emulate_scheme,
    page_fetch,
    screenshot,
    start_browser,
    tap,
    visible,
    wait,
)

TRAFALGAR_SQUARE = (51.5080, -0.1281)


def favourite_docks(driver, system):
    answer = page_fetch(driver, "GET", f"/bikes/{system}/favourites?sort=manual")
    assert answer["status"] == 200, answer
    return [row["dock_id"] for row in json.loads(answer["body"])["favourites"]]


@pytest.mark.parametrize(
    "accept_language, scheme, switch_to_london",
    [("en-GB,en;q=0.9", "light", "London"), ("zh-HK,zh;q=0.9", "dark", "London")],
)
def test_a_dock_starred_in_oslo_is_oslos_alone(accept_language, scheme, switch_to_london):
    oslo = api("/bikes/oslo/near?lat=59.913&lon=10.75&limit=1")["docks"][0]
    driver = start_browser(accept_language)
    emulate_scheme(driver, scheme)
    try:
        driver.get(f"{BASE_URL}/bikes/oslo?q={oslo['name'].split()[0]}")
        current = visible(driver, "nav.systems a[aria-current=true]")
        assert current.text == "Oslo City Bike"
        star = visible(driver, f".dock-row[data-dock='{oslo['id']}'] button.star")
        tap(driver, star)
        wait(driver, lambda _: favourite_docks(driver, "oslo") == [oslo["id"]])
        assert favourite_docks(driver, "london") == []
        driver.get(f"{BASE_URL}/bikes/oslo")
        row = visible(driver, f"#bikes-list .dock-row[data-dock='{oslo['id']}']")
        assert row.find_element(By.CSS_SELECTOR, ".dock-name").get_attribute("href").endswith(
            f"/bikes/oslo/docks/{oslo['id']}"
        )
        screenshot(driver, f"bike-systems-oslo-{scheme}")
        tap(driver, driver.find_element(By.LINK_TEXT, switch_to_london))
        wait(driver, lambda _: driver.current_url.rstrip("/").endswith("/bikes/london"))
        assert driver.find_elements(By.CSS_SELECTOR, "#bikes-list .dock-row") == []
    finally:
        driver.quit()


def test_oslos_map_opens_on_oslo_for_a_rider_in_london():
    driver = start_browser("en-GB,en;q=0.9")
    allow_location(driver, TRAFALGAR_SQUARE)
    try:
        driver.get(f"{BASE_URL}/bikes/oslo/map")
        wait(driver, lambda _: driver.find_element(By.ID, "map").get_attribute("data-ready") == "true")
        lat, lon = map(float, driver.find_element(By.ID, "map").get_attribute("data-centre").split(","))
        assert 59.8 < lat < 60.0 and 10.6 < lon < 10.9
        note = visible(driver, "#map-note")
        assert "Oslo City Bike" in note.text
        pins = driver.find_elements(By.CSS_SELECTOR, ".leaflet-marker-icon")
        assert pins, "no dock drawn"
        screenshot(driver, "bike-systems-oslo-map")
    finally:
        driver.quit()
