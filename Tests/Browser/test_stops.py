"""The stops tab: search a stop, open its page with every route's arrivals, save it, and find it among the recent;
the stops nearby each with the routes calling there."""

import pytest
from selenium.webdriver.common.by import By

from browser import (
    BASE_URL,
    CENTRAL,
    allow_location,
    api,
    emulate_scheme,
    favourites_from_page,
    screenshot,
    start_browser,
    tap,
    visible,
    wait,
)


def test_search_open_save_and_recent(driver):
    query = "Central"
    match = api(f"/stops?q={query}&limit=30")["stops"][0]["stop"]
    driver.get(f"{BASE_URL}/hk/stops")
    assert not driver.find_element(By.ID, "recent-stops").is_displayed()

    # Search by name; the first result is the API's first match.
    driver.find_element(By.ID, "stop-query").send_keys(query)
    first = visible(driver, "#stop-result-list .row-link")
    wait(driver, lambda _: first.find_element(By.CSS_SELECTOR, ".row-title").text == match["name"]["tc"])
    tap(driver, first)

    # The stop's page lists the routes calling there and their arrivals.
    wait(driver, lambda _: driver.current_url == f"{BASE_URL}/hk/stops/{match['id']}")
    visible(driver, "#arrivals .arrival-group, #arrivals .status")
    routes = driver.find_elements(By.CSS_SELECTOR, ".rows a.row-link")
    assert len(routes) == len(api(f"/stops/{match['id']}")["routes"])

    # Save the whole stop.
    star = driver.find_element(By.ID, "star")
    wait(driver, lambda _: star.get_attribute("aria-pressed") == "false")
    star.click()
    wait(driver, lambda _: star.get_attribute("aria-pressed") == "true")
    saved = favourites_from_page(driver)["favourites"]
    assert [(f["stop_id"], f.get("route_key")) for f in saved] == [(match["id"], None)]

    # Back on the tab, it is the most recent stop.
    driver.get(f"{BASE_URL}/hk/stops")
    recent = visible(driver, "#recent-list .row-link")
    assert recent.get_attribute("href") == f"{BASE_URL}/hk/stops/{match['id']}"
    assert recent.text.startswith(match["name"]["tc"])

    # In 我的, the whole stop's card says which way its buses go, as the search did.
    towards = api(f"/stops?q={query}&limit=30")["stops"][0].get("towards")
    driver.get(f"{BASE_URL}/hk/favourites")
    card = visible(driver, "#favourites .favourite")
    if towards:
        wait(driver, lambda _: card.find_element(By.CSS_SELECTOR, ".towards").text == f"開往 {towards['tc']} 方向")
    else:
        assert not card.find_elements(By.CSS_SELECTOR, ".towards")
    screenshot(driver, "favourites-whole-stop-zh")


@pytest.mark.parametrize("accept_language,scheme", [("en-GB,en;q=0.9", "light"), ("zh-HK,zh;q=0.9", "dark")])
def test_nearby_stops_list_their_routes_inline_up_to_fifty(accept_language, scheme):
    driver = start_browser(accept_language)
    try:
        allow_location(driver, CENTRAL)
        emulate_scheme(driver, scheme)
        expected = api(f"/nearby?lat={CENTRAL[0]}&lon={CENTRAL[1]}&limit=50&routes=1")["stops"]
        assert len(expected) == 50
        driver.get(f"{BASE_URL}/hk/stops")
        visible(driver, "#nearby-list .row-link")
        rows = driver.find_elements(By.CSS_SELECTOR, "#nearby-list li")
        assert len(rows) == len(expected)
        for row, stop in list(zip(rows, expected))[:10]:
            shown = [badge.text.split("\n")[0] for badge in row.find_elements(By.CSS_SELECTOR, ".route-badges .badge")]
            assert shown == [route["route"] for route in stop["routes"][:8]], stop["id"]
            more = row.find_elements(By.CSS_SELECTOR, ".route-badges .more")
            assert [element.text for element in more] == ([f"+{len(stop['routes']) - 8}"] if len(stop["routes"]) > 8 else [])
        driver.execute_script("document.getElementById('nearby-list').scrollIntoView()")
        screenshot(driver, f"stops-nearby-routes-{scheme}-{accept_language[:2]}")
    finally:
        driver.quit()
