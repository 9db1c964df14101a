"""Searching a route with the keypad, opening it, reading arrivals, favouriting the stop and finding it under 我的."""

import re

from selenium.webdriver.common.by import By

from browser import BASE_URL, allow_location, api, enabled_keys, screenshot, visible, wait


def a_route_to_type():
    """A regular KMB route whose number has a digit and a letter, so typing it exercises both kinds of key."""
    routes = api("/routes?prefix=")["routes"]
    for group in routes:
        number = group["route"]
        if len(number) >= 2 and re.fullmatch(r"[0-9]+[A-Z]", number) and group["companies"] == ["KMB"]:
            return number, group["directions"][0]["variant"]["key"]
    raise AssertionError("the demo network has no route like 12A")


def test_search_open_favourite_and_find_under_mine(driver):
    number, key = a_route_to_type()
    stops = api(f"/routes/{key}")["stops"]
    stop = stops[len(stops) // 2]["stop"]
    allow_location(driver, (stop["lat"], stop["lon"]))
    driver.get(f"{BASE_URL}/hk/routes")
    visible(driver, "#nearby-list .row-link")
    screenshot(driver, "tab-routes")

    # Type the number: before each key, only the keys that lead to a route are enabled.
    typed = ""
    for character in number:
        expected = set(api(f"/routes?prefix={typed}")["next_keys"])
        wait(driver, lambda _: enabled_keys(driver) == expected)
        assert character in expected
        driver.find_element(By.CSS_SELECTOR, f'.key[data-key="{character}"]').click()
        typed += character
        wait(driver, lambda _: driver.find_element(By.ID, "prefix").text == typed)
    expected = set(api(f"/routes?prefix={typed}")["next_keys"])
    wait(driver, lambda _: enabled_keys(driver) == expected)

    # Open the route from the results.
    link = visible(driver, f'#route-results a[href="/hk/routes/{key.replace(":", "%3A")}"]')
    link.click()
    wait(driver, lambda _: "/routes/" in driver.current_url and "prefix" not in driver.current_url)

    # The stop nearest the visitor is open, with its arrivals.
    nearest = api(f"/routes/{key}?near={stop['lat']},{stop['lon']}")["nearest_seq"]
    opened = visible(driver, "li.stop.open")
    assert opened.get_attribute("data-seq") == str(nearest)
    stop_id = opened.get_attribute("data-stop")
    times = visible(driver, "li.stop.open .arrival-group .eta")
    assert re.search(r"\d+ 分鐘|-|原定班次|班次", times.text)
    screenshot(driver, "route-detail")

    # Refreshing on demand cools down for 5 s, visibly.
    refresh = driver.find_element(By.CSS_SELECTOR, "li.stop.open .refresh")
    refresh.click()
    assert not refresh.is_enabled()
    assert re.fullmatch(r"\d 秒", refresh.text)
    wait(driver, lambda _: refresh.is_enabled(), timeout=8)
    assert refresh.text == "更新"

    # Favourite the stop on this route.
    star = driver.find_element(By.CSS_SELECTOR, "li.stop.open .star")
    wait(driver, lambda _: star.get_attribute("aria-pressed") == "false")
    star.click()
    wait(driver, lambda _: star.get_attribute("aria-pressed") == "true")

    # It is under 我的, also after a reload, and 我的 is now where the app opens.
    driver.get(f"{BASE_URL}/hk/favourites")
    driver.refresh()
    card = visible(driver, ".favourite")
    # The badge names its operator in text beside the number, not by colour alone.
    route_text, operator = card.find_element(By.CSS_SELECTOR, ".badge").text.split("\n")
    assert route_text == number and operator in ("九巴", "城巴")
    href = card.find_element(By.CSS_SELECTOR, "a.favourite-link").get_attribute("href")
    assert href == f"{BASE_URL}/hk/routes/{key.replace(':', '%3A')}?stop={stop_id}"
    visible(driver, ".favourite .arrival-group, .favourite .status")
    # The card's own heading names the route: its times are not headed again, nor joined by other routes' or ends'.
    assert not card.find_elements(By.CSS_SELECTOR, ".arrivals .arrival-head")
    screenshot(driver, "tab-favourites")
    driver.get(f"{BASE_URL}/hk")
    wait(driver, lambda _: driver.current_url.endswith("/favourites"))
