"""Pull-to-refresh with a finger: a pull from a page's top shows a strip that follows it, says when letting go will
refresh and refreshes once let go; a short pull changes nothing. On a bus stop's page in Chinese, a route's page in
English and the London bikes favourites in the dark."""

import pytest

from browser import BASE_URL, CENTRAL, api, emulate_scheme, screenshot, visible, wait


def fetches(driver, address_part):
    """How many requests the page made to addresses containing `address_part`."""
    return driver.execute_script(
        "return performance.getEntriesByType('resource').filter((entry) => entry.name.includes(arguments[0])).length",
        address_part,
    )


def touch(driver, kind, y=None):
    points = [] if y is None else [{"x": 195, "y": y}]
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def pull(driver, distance, name):
    """Drags a finger down the page by `distance` px from near its top, screenshots the strip, and lets go."""
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    driver.execute_script("window.scrollTo(0, 0)")
    touch(driver, "touchStart", 150)
    for step in range(1, 6):
        touch(driver, "touchMove", 150 + distance * step / 5)
    strip = driver.execute_script(
        "const strip = document.querySelector('.pull-strip');"
        "return {text: strip.textContent, bottom: strip.getBoundingClientRect().bottom}"
    )
    screenshot(driver, name)
    touch(driver, "touchEnd")
    return strip


def refreshes_on_a_long_pull_only(driver, address_part, name, release_text, pull_text):
    before = fetches(driver, address_part)
    short = pull(driver, 60, f"{name}-short")
    assert short["text"] == pull_text and short["bottom"] > 0, short
    wait(driver, lambda _: driver.execute_script("return document.querySelector('.pull-strip').getBoundingClientRect().bottom") <= 0)
    assert fetches(driver, address_part) == before
    long = pull(driver, 200, name)
    assert long["text"] == release_text and long["bottom"] > 0, long
    wait(driver, lambda _: fetches(driver, address_part) == before + 1)
    wait(driver, lambda _: driver.execute_script("return document.querySelector('.pull-strip').getBoundingClientRect().bottom") <= 0)


def test_pulling_a_stop_page_down_refreshes_its_arrivals(driver):
    stop = api(f"/nearby?lat={CENTRAL[0]}&lon={CENTRAL[1]}&limit=1")["stops"][0]
    driver.get(f"{BASE_URL}/hk/stops/{stop['id']}")
    wait(driver, lambda _: driver.find_element("id", "refresh-status").text.startswith("更新於"))
    refreshes_on_a_long_pull_only(driver, "/arrivals", "pull-stop-tc", "放開即更新", "下拉更新")
    # the pull is a refresh asked for, so the button cools down as after a tap
    wait(driver, lambda _: driver.find_element("id", "refresh").get_attribute("disabled") == "true")


def test_pulling_a_route_page_down_refreshes_the_open_stop(english):
    key = api("/routes?prefix=1")["routes"][0]["directions"][0]["variant"]["key"]
    english.get(f"{BASE_URL}/hk/routes/{key}")
    visible(english, "li.stop.open .refresh-status")
    wait(english, lambda _: english.find_element("css selector", "li.stop.open .refresh-status").text.startswith("Updated"))
    refreshes_on_a_long_pull_only(english, "/arrivals", "pull-route-en", "Release to refresh", "Pull down to refresh")


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_pulling_the_bikes_favourites_down_refreshes_the_counts(english, scheme):
    emulate_scheme(english, scheme)
    english.get(f"{BASE_URL}/bikes?sort=name")
    live = visible(english, "#bikes-live").get_attribute("data-live").split("?")[0]
    refreshes_on_a_long_pull_only(english, live, f"pull-bikes-{scheme}-en", "Release to refresh", "Pull down to refresh")
