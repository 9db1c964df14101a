"""Arrivals and a route's line read at a glance: in every group of arrivals the next bus is the largest and boldest
chip and the ones after it quieter; a route's stop line is green at its first stop, red at its last and blue
between, with the open stop filled. In English in the light and in Chinese in the dark."""

from collections import Counter

import pytest
from selenium.webdriver.common.by import By

from browser import BASE_URL, api, emulate_scheme, screenshot, start_browser, visible

LANGUAGES = {"en": "en-GB,en;q=0.9", "tc": "zh-HK,zh;q=0.9"}


def a_stop_with_a_route_timed_twice():
    """A stop of the demo network where some route's next two buses both have times now."""
    for group in api("/routes?prefix=")["routes"][:30]:
        key = group["directions"][0]["variant"]["key"]
        for entry in api(f"/routes/{key}")["stops"][:3]:
            departures = api(f"/stops/{entry['stop']['id']}/arrivals")["departures"]
            if max(Counter(d["route"] for d in departures if d.get("eta")).values(), default=0) >= 2:
                return entry["stop"]
    raise AssertionError("no stop of the demo network has a route with two timed buses now")


def style(driver, element, *properties):
    return driver.execute_script(
        "const style = getComputedStyle(arguments[0]); return arguments[1].map((name) => style.getPropertyValue(name))",
        element,
        list(properties),
    )


def rgb(colour):
    return tuple(int(part) for part in colour[colour.index("(") + 1 : colour.index(")")].split(",")[:3])


@pytest.mark.parametrize("language,scheme", [("en", "light"), ("tc", "dark")])
def test_the_next_bus_stands_out_and_the_later_ones_are_quieter(language, scheme):
    driver = start_browser(LANGUAGES[language])
    try:
        emulate_scheme(driver, scheme)
        stop = a_stop_with_a_route_timed_twice()
        driver.get(f"{BASE_URL}/hk/stops/{stop['id']}")
        visible(driver, "#arrivals .etas .eta .minutes")
        compared = 0
        for group in driver.find_elements(By.CSS_SELECTOR, "#arrivals .arrival-group .etas"):
            minutes = group.find_elements(By.CSS_SELECTOR, ".eta .minutes")
            if len(minutes) < 2:
                continue
            first_size, first_weight, first_colour = style(driver, minutes[0], "font-size", "font-weight", "color")
            for later in minutes[1:]:
                size, weight, colour = style(driver, later, "font-size", "font-weight", "color")
                assert float(first_size[:-2]) >= 1.3 * float(size[:-2]), (first_size, size)
                assert int(first_weight) > int(weight)
                assert rgb(colour) != rgb(first_colour)
            compared += 1
        assert compared > 0
        driver.execute_script("document.getElementById('arrivals').scrollIntoView()")
        screenshot(driver, f"glance-arrivals-{scheme}-{language}")
    finally:
        driver.quit()


@pytest.mark.parametrize("language,scheme", [("en", "light"), ("tc", "dark")])
def test_a_route_line_runs_green_blue_red_with_the_open_stop_filled(language, scheme):
    driver = start_browser(LANGUAGES[language])
    try:
        emulate_scheme(driver, scheme)
        key = api("/routes?prefix=1")["routes"][0]["directions"][0]["variant"]["key"]
        stops = api(f"/routes/{key}")["stops"]
        driver.get(f"{BASE_URL}/hk/routes/{key}?stop={stops[1]['stop']['id']}")
        visible(driver, "li.stop.open .stop-panel")
        circles = driver.find_elements(By.CSS_SELECTOR, "#stop-line .seq")
        assert len(circles) == len(stops)
        first, last, between = (rgb(style(driver, circles[i], "border-top-color")[0]) for i in (0, -1, 2))
        green, red, blue = (max(range(3), key=lambda i: colour[i]) for colour in (first, last, between))
        assert (green, red, blue) == (1, 0, 2), (first, last, between)
        accent = rgb(style(driver, driver.find_element(By.CSS_SELECTOR, "li.stop.open .seq"), "background-color")[0])
        assert accent == rgb(style(driver, circles[1], "border-top-color")[0]) != rgb(style(driver, circles[2], "background-color")[0])
        screenshot(driver, f"glance-route-{scheme}-{language}")
    finally:
        driver.quit()
