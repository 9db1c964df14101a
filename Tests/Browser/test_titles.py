"""Page titles at a phone's width: a route's number and operators are never cut, and a title too long for the bar
ends with an ellipsis rather than a clipped letter, in English and Chinese."""

import pytest
from selenium.webdriver.common.by import By

from browser import BASE_URL, api, screenshot, visible


def a_joint_route_key():
    for group in api("/routes?prefix=")["routes"]:
        for direction in group["directions"]:
            if direction.get("joint_route"):
                return direction["variant"]["key"]
    raise AssertionError("the demo network has no joint route")


def clipped(driver, element):
    return driver.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth", element)


@pytest.mark.parametrize("language", ["en", "tc", "sc"])
def test_a_joint_routes_badge_is_whole_and_its_heading_ends_with_an_ellipsis(driver, language):
    key = a_joint_route_key()
    driver.get(f"{BASE_URL}/hk/routes")
    driver.add_cookie({"name": "nextstop_lang", "value": language, "path": "/"})
    driver.get(f"{BASE_URL}/hk/routes/{key}")

    badge = visible(driver, ".page-title .badge")
    assert not clipped(driver, badge)
    assert badge.text.startswith(api(f"/routes/{key}")["variant"]["route"])
    heading = driver.find_element(By.CSS_SELECTOR, ".page-title .title-text")
    if clipped(driver, heading):
        assert heading.value_of_css_property("text-overflow") == "ellipsis"
    screenshot(driver, f"route-joint-title-{language}")


def test_a_long_stop_name_as_title_ends_with_an_ellipsis(english):
    stops = [match["stop"] for query in ("road", "street", "estate", "station") for match in api(f"/stops?q={query}&limit=100")["stops"]]
    longest = max(stops, key=lambda stop: len(stop["name"]["en"]))
    english.get(f"{BASE_URL}/hk/stops/{longest['id']}")

    title = visible(english, ".page-title .title-text")
    assert clipped(english, title), "the longest name should not fit a phone's top bar"
    assert title.value_of_css_property("text-overflow") == "ellipsis"
    screenshot(english, "stop-long-title-english")
