"""Reordering favourites with a finger: a row dragged by its grip moves among the others as the finger passes their
middles and the order is saved once let go (pointer events, so touch screens drag too); a drag that crosses no
middle saves nothing. The bus favourites in Chinese in the light, the bikes' "my order" in English in the dark; and
the bus favourites' empty state is a picture, not a bare line."""

import json

import pytest
from selenium.webdriver.common.by import By

from browser import (
    BASE_URL,
    add_favourite_from_page,
    api,
    emulate_scheme,
    page_fetch,
    screenshot,
    start_browser,
    tap,
    visible,
    wait,
)


def finger_drag(driver, grip, to_y, steps=8):
    """Drags `grip` with one finger from its centre to `to_y` (viewport pixels), in steps, then lifts the finger."""
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    box = driver.execute_script("const b = arguments[0].getBoundingClientRect(); return [b.x + b.width / 2, b.y + b.height / 2]", grip)
    x, y = box
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, steps + 1):
        point = {"x": x, "y": y + (to_y - y) * step / steps}
        driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def top_of(driver, element):
    return driver.execute_script("return arguments[0].getBoundingClientRect().top", element)


def saved_bus_order(driver):
    answer = page_fetch(driver, "GET", "/favourites")
    return [favourite["id"] for favourite in json.loads(answer["body"])["favourites"]]


def test_bus_favourites_reorder_by_a_finger_on_the_grip(driver):
    # a route at two of its stops: cards short enough for both grips to be on screen at once
    key = api("/routes?prefix=1")["routes"][0]["directions"][0]["variant"]["key"]
    stops = [entry["stop"] for entry in api(f"/routes/{key}")["stops"][:2]]
    driver.get(f"{BASE_URL}/hk/favourites")
    ids = [add_favourite_from_page(driver, stop["id"], key) for stop in stops]
    driver.get(f"{BASE_URL}/hk/favourites")
    tap(driver, visible(driver, "#edit-toggle"))
    visible(driver, "li.favourite .drag-grip")
    driver.execute_script("window.scrollTo(0, 0)")
    cards = driver.find_elements(By.CSS_SELECTOR, "li.favourite")
    grips = driver.find_elements(By.CSS_SELECTOR, "li.favourite .drag-grip")
    assert 0 < top_of(driver, cards[0]) < top_of(driver, grips[1]) < 700

    # a few pixels, no middle crossed: nothing moves and nothing is saved
    finger_drag(driver, grips[1], top_of(driver, grips[1]) - 5, steps=2)
    assert saved_bus_order(driver) == ids

    finger_drag(driver, grips[1], top_of(driver, cards[0]) + 4)
    wait(driver, lambda _: saved_bus_order(driver) == [ids[1], ids[0]])
    wait(driver, lambda _: [int(card.get_attribute("data-id")) for card in driver.find_elements(By.CSS_SELECTOR, "li.favourite")] == [ids[1], ids[0]])
    screenshot(driver, "drag-bus-favourites-tc")


def test_bike_docks_reorder_by_a_finger_in_my_order(english):
    emulate_scheme(english, "dark")
    english.get(f"{BASE_URL}/bikes/about")
    for dock in ("BikePoints_1", "BikePoints_2", "BikePoints_3"):
        assert page_fetch(english, "POST", "/bikes/favourites", {"dock_id": dock})["status"] == 201
    english.get(f"{BASE_URL}/bikes?sort=manual")
    rows = lambda: [row.get_attribute("data-dock") for row in english.find_elements(By.CSS_SELECTOR, "#bikes-list .dock-row")]
    visible(english, "#bikes-list .dock-row .drag-grip")
    assert rows() == ["BikePoints_1", "BikePoints_2", "BikePoints_3"]
    first = english.find_element(By.CSS_SELECTOR, "#bikes-list .dock-row")
    last_grip = english.find_elements(By.CSS_SELECTOR, "#bikes-list .dock-row .drag-grip")[-1]
    finger_drag(english, last_grip, top_of(english, first) + 4)
    saved = lambda: [entry["dock_id"] for entry in json.loads(page_fetch(english, "GET", "/bikes/favourites?sort=manual")["body"])["favourites"]]
    wait(english, lambda _: saved() == ["BikePoints_3", "BikePoints_1", "BikePoints_2"])
    english.refresh()
    assert visible(english, "#bikes-list .dock-row").get_attribute("data-dock") == "BikePoints_3"
    screenshot(english, "drag-bike-docks-dark-en")


@pytest.mark.parametrize("accept_language,scheme", [("en-GB,en;q=0.9", "light"), ("zh-HK,zh;q=0.9", "dark")])
def test_no_bus_favourites_shows_a_picture_and_the_ways_to_add_one(accept_language, scheme):
    driver = start_browser(accept_language)
    try:
        emulate_scheme(driver, scheme)
        driver.get(f"{BASE_URL}/hk/favourites")
        picture = visible(driver, "#empty-state svg.empty-picture")
        assert picture.size["width"] >= 180 and picture.size["height"] >= 120
        assert len(driver.find_elements(By.CSS_SELECTOR, "#empty-state a.button-link")) == 2
        screenshot(driver, f"favourites-empty-{scheme}-{accept_language[:2]}")
    finally:
        driver.quit()
