"""Nearby stops from the browser's location, or from Central with a note when the location is refused."""

from urllib.parse import parse_qs, urlparse

from selenium.webdriver.common.by import By

from browser import BASE_URL, CENTRAL, MONG_KOK, allow_location, api, refuse_location, screenshot, visible, wait


def nearest_stop_name(place):
    stop = api(f"/nearby?lat={place[0]}&lon={place[1]}&limit=25")["stops"][0]
    return stop["name"]["tc"]


def first_nearby_title(driver):
    return visible(driver, "#nearby-list .row-link .row-title").text


def test_granted_location_lists_the_stops_there(driver):
    allow_location(driver, MONG_KOK)
    driver.get(f"{BASE_URL}/hk/stops")
    wait(driver, lambda _: first_nearby_title(driver) == nearest_stop_name(MONG_KOK))
    assert not driver.find_element(By.ID, "location-note").is_displayed()
    assert nearest_stop_name(MONG_KOK) != nearest_stop_name(CENTRAL)
    screenshot(driver, "tab-stops")


def test_refused_location_falls_back_to_central_with_a_note(driver):
    refuse_location(driver)
    driver.get(f"{BASE_URL}/hk/stops")
    note = visible(driver, "#location-note")
    wait(driver, lambda _: "中環" in note.text)
    wait(driver, lambda _: first_nearby_title(driver) == nearest_stop_name(CENTRAL))

    # The routes tab says the same.
    driver.get(f"{BASE_URL}/hk/routes")
    wait(driver, lambda _: "中環" in visible(driver, "#location-note").text)


def test_a_position_found_is_reused_for_ten_minutes_on_every_page_of_every_section(driver):
    allow_location(driver, MONG_KOK)
    driver.get(f"{BASE_URL}/hk/stops")
    wait(driver, lambda _: first_nearby_title(driver) == nearest_stop_name(MONG_KOK))
    # The browser would now refuse: the position found a moment ago is used without asking.
    refuse_location(driver)
    driver.get(f"{BASE_URL}/hk/trip")
    driver.get(f"{BASE_URL}/hk/stops")
    wait(driver, lambda _: first_nearby_title(driver) == nearest_stop_name(MONG_KOK))
    assert not driver.find_element(By.ID, "location-note").is_displayed()
    driver.get(f"{BASE_URL}/bikes")
    wait(driver, lambda _: parse_qs(urlparse(driver.current_url).query).get("near") == [f"{MONG_KOK[0]:.5f},{MONG_KOK[1]:.5f}"])

    # Eleven minutes on, it is asked for again, and refused.
    driver.execute_script(
        "const kept = JSON.parse(localStorage.getItem('nextstop.location'));"
        "kept.at -= 11 * 60000; localStorage.setItem('nextstop.location', JSON.stringify(kept));"
    )
    driver.get(f"{BASE_URL}/hk/stops")
    wait(driver, lambda _: "中環" in visible(driver, "#location-note").text)


def test_wider_radius_is_said(driver):
    # Off Pok Fu Lam the nearest stops are more than 1 km away: the API widens to 3 km and the page says so.
    place = (22.25, 114.10)
    assert api(f"/nearby?lat={place[0]}&lon={place[1]}&limit=25")["radius_m"] == 3000
    allow_location(driver, place)
    driver.get(f"{BASE_URL}/hk/stops")
    wait(driver, lambda _: first_nearby_title(driver) == nearest_stop_name(place))
    assert "3 公里" in visible(driver, "#radius-note").text
