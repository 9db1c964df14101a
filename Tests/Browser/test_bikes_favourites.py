"""London bikes favourites: docks saved from a search, sorted by distance from the visitor, by name and by hand,
and an offline banner that says how old the counts are."""

import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import BASE_URL, allow_location, api, page_fetch, screenshot, set_offline, start_browser, tap, visible, wait

TRAFALGAR_SQUARE = (51.5080, -0.1281)


def london_browser(accept_language):
    driver = start_browser(accept_language)
    allow_location(driver, TRAFALGAR_SQUARE)
    return driver


def save(driver, *docks):
    for dock in docks:
        answer = page_fetch(driver, "POST", "/bikes/favourites", {"dock_id": dock})
        assert answer["status"] == 201, answer


def favourites(driver):
    """The device's favourite docks in the order saved by hand."""
    answer = page_fetch(driver, "GET", "/bikes/favourites?sort=manual")
    assert answer["status"] == 200, answer
    return json.loads(answer["body"])["favourites"]


def listed(driver):
    return [row.get_attribute("data-dock") for row in driver.find_elements(By.CSS_SELECTOR, "#bikes-list .dock-row")]


def test_favourites_by_distance_name_and_hand():
    driver = london_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/bikes")
        # sorting by distance asks for the visitor's position and comes back with it
        wait(driver, lambda _: "near=" in driver.current_url)
        save(driver, "BikePoints_1", "BikePoints_2", "BikePoints_3", "BikePoints_4")
        driver.refresh()
        visible(driver, "#bikes-list .dock-row")
        assert sorted(listed(driver)) == ["BikePoints_1", "BikePoints_2", "BikePoints_3", "BikePoints_4"]
        bars = driver.find_elements(By.CSS_SELECTOR, "#bikes-list .distance span:last-child")
        metres = [int(bar.text.split()[0]) for bar in bars]
        assert metres == sorted(metres)
        donut = driver.find_element(By.CSS_SELECTOR, "#bikes-list svg.donut")
        # "1 space" or "6 spaces": the counts are the simulator's
        assert "bike" in donut.get_attribute("aria-label") and "space" in donut.get_attribute("aria-label")
        screenshot(driver, "bikes-favourites-en")

        tap(driver, driver.find_element(By.LINK_TEXT, "Name"))
        wait(driver, lambda _: "sort=name" in driver.current_url)
        names = [link.text for link in driver.find_elements(By.CSS_SELECTOR, "#bikes-list .dock-name")]
        assert names == sorted(names, key=str.casefold)

        tap(driver, driver.find_element(By.LINK_TEXT, "My order"))
        wait(driver, lambda _: "sort=manual" in driver.current_url)
        assert listed(driver) == ["BikePoints_1", "BikePoints_2", "BikePoints_3", "BikePoints_4"]
        ids = [int(row.get_attribute("data-favourite")) for row in driver.find_elements(By.CSS_SELECTOR, "#bikes-list .dock-row")]
        answer = page_fetch(driver, "POST", "/bikes/favourites/reorder", {"ids": list(reversed(ids))})
        assert answer["status"] == 200, answer
        driver.refresh()
        visible(driver, "#bikes-list .dock-row")
        assert listed(driver) == ["BikePoints_4", "BikePoints_3", "BikePoints_2", "BikePoints_1"]
        assert driver.find_elements(By.CSS_SELECTOR, "#bikes-list.manual .dock-row .drag-grip")
    finally:
        driver.quit()


@pytest.mark.parametrize("accept_language", ["en-GB,en;q=0.9", "zh-HK,zh;q=0.9", "zh-CN,zh;q=0.9"])
def test_my_order_moves_a_dock_with_the_arrow_buttons(accept_language):
    driver = london_browser(accept_language)
    try:
        driver.get(f"{BASE_URL}/bikes/about")
        save(driver, "BikePoints_1", "BikePoints_2", "BikePoints_3")
        driver.get(f"{BASE_URL}/bikes?sort=manual")
        assert listed(driver) == ["BikePoints_1", "BikePoints_2", "BikePoints_3"]

        tap(driver, driver.find_element(By.CSS_SELECTOR, "#bikes-list .dock-row[data-dock='BikePoints_1'] .move[data-move='1']"))
        wait(driver, lambda _: listed(driver) == ["BikePoints_2", "BikePoints_1", "BikePoints_3"])
        tap(driver, driver.find_element(By.CSS_SELECTOR, "#bikes-list .dock-row[data-dock='BikePoints_3'] .move[data-move='-1']"))
        wait(driver, lambda _: listed(driver) == ["BikePoints_2", "BikePoints_3", "BikePoints_1"])
        screenshot(driver, f"bikes-my-order-buttons-{accept_language[:5]}")

        # the order is saved, not only shown
        wait(driver, lambda _: [f["dock_id"] for f in favourites(driver)] == ["BikePoints_2", "BikePoints_3", "BikePoints_1"])
    finally:
        driver.quit()


@pytest.mark.parametrize(
    "accept_language, names",
    [
        ("en-GB,en;q=0.9", ["Standard bikes", "E-bikes", "Spaces"]),
        ("zh-HK,zh;q=0.9", ["普通單車", "電動單車", "空位"]),
        ("zh-CN,zh;q=0.9", ["普通单车", "电动单车", "空位"]),
    ],
)
def test_the_donut_colours_have_a_key_and_the_e_bike_blue_a_light_ring(accept_language, names):
    driver = london_browser(accept_language)
    try:
        driver.get(f"{BASE_URL}/bikes?sort=name&q=Waterloo")
        legend = visible(driver, ".donut-legend")
        assert [entry.text for entry in legend.find_elements(By.TAG_NAME, "li")] == names
        e_bike_segments = driver.find_elements(By.CSS_SELECTOR, "svg.donut circle[stroke='rgb(12,17,177)']")
        for segment in e_bike_segments:
            ring = segment.find_element(By.XPATH, "preceding-sibling::*[1]")
            assert ring.get_attribute("stroke") == "rgb(200,204,255)"
            assert ring.get_attribute("stroke-dasharray") == segment.get_attribute("stroke-dasharray")
        screenshot(driver, f"bikes-legend-{accept_language[:5]}")
    finally:
        driver.quit()


def test_a_dock_found_by_name_is_starred_into_the_list():
    driver = london_browser("zh-HK,zh;q=0.9")
    try:
        driver.get(f"{BASE_URL}/bikes?sort=name&q=waterloo")
        star = visible(driver, "#bikes-results button.star")
        dock = star.get_attribute("data-dock")
        screenshot(driver, "bikes-search-tc")
        tap(driver, star)
        wait(driver, lambda _: dock in listed(driver))
        assert driver.find_element(By.CSS_SELECTOR, f"#bikes-list .dock-row[data-dock='{dock}'] button.star.on")
    finally:
        driver.quit()


def test_offline_shows_the_banner_with_the_age_of_the_counts():
    driver = london_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/bikes?sort=name")
        visible(driver, "#bikes-live")
        set_offline(driver, True)
        driver.execute_script("window.dispatchEvent(new Event('offline'))")
        banner = visible(driver, "#offline-banner")
        assert banner.text.endswith(" s)")
        screenshot(driver, "bikes-offline-en")
        set_offline(driver, False)
        driver.execute_script("window.dispatchEvent(new Event('online'))")
        wait(driver, lambda _: not driver.find_element(By.ID, "offline-banner").is_displayed())
    finally:
        driver.quit()


@pytest.mark.parametrize("page", ["/bikes?sort=name", "/bikes/watch?sort=name", "/bikes/map?c=51.5080,-0.1281&z=17"])
def test_a_page_opened_offline_says_so_at_once_with_the_age_of_its_counts(page):
    driver = london_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/bikes/about")
        driver.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[0]())")
        driver.get(f"{BASE_URL}{page}")
        wait(driver, lambda _: driver.execute_script("return Boolean(navigator.serviceWorker.controller)"))

        set_offline(driver, True)
        driver.refresh()
        banner = visible(driver, "#offline-banner", timeout=5)
        assert banner.text.startswith("Offline") and banner.text.endswith(" s)")
        screenshot(driver, f"bikes-opened-offline-{page.split('?')[0].strip('/').replace('/', '-')}")
    finally:
        set_offline(driver, False)
        driver.quit()


def set_levels(driver, levels):
    """Types `levels` (kind to text, "" for no alert) into a favourite dock's form and saves them."""
    for kind, text in levels.items():
        field = visible(driver, f"#alert-{kind}")
        field.clear()
        if text:
            field.send_keys(text)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "#alert-levels button[type=submit]"))


@pytest.mark.parametrize(
    "accept_language,saved_word", [("en-GB,en;q=0.9", "Saved"), ("zh-HK,zh;q=0.9", "已儲存"), ("zh-CN,zh;q=0.9", "已储存")]
)
def test_each_favourite_keeps_its_own_alert_levels_per_kind(accept_language, saved_word):
    driver = london_browser(accept_language)
    try:
        driver.get(f"{BASE_URL}/bikes/about")
        save(driver, "BikePoints_5", "BikePoints_6")
        driver.get(f"{BASE_URL}/bikes/docks/BikePoints_5")
        # a favourite never set alerts at 0 of each kind
        assert [visible(driver, f"#alert-{kind}").get_attribute("value") for kind in ("bikes", "ebikes", "spaces")] == ["0", "0", "0"]
        set_levels(driver, {"bikes": "50", "ebikes": "", "spaces": "50"})
        wait(driver, lambda _: driver.find_element(By.ID, "alert-levels-status").text == saved_word)
        screenshot(driver, f"bikes-alert-levels-{accept_language[:5]}")

        # the levels stay with the favourite, not the address: a fresh visit of the dock's page shows them
        driver.get(f"{BASE_URL}/bikes/docks/BikePoints_5")
        assert [visible(driver, f"#alert-{kind}").get_attribute("value") for kind in ("bikes", "ebikes", "spaces")] == ["50", "", "50"]
        driver.get(f"{BASE_URL}/bikes/docks/BikePoints_6")
        assert visible(driver, "#alert-bikes").get_attribute("value") == "0"

        # a level out of range is refused with the server's message and changes nothing
        driver.get(f"{BASE_URL}/bikes/docks/BikePoints_6")
        driver.execute_script("document.getElementById('alert-spaces').removeAttribute('max')")
        set_levels(driver, {"spaces": "51"})
        wait(driver, lambda _: "spaces" in driver.find_element(By.ID, "alert-levels-status").text)
        assert page_fetch(driver, "GET", "/bikes/favourites?sort=manual")["status"] == 200
        levels = {row["dock_id"]: row["alert_at"] for row in favourites(driver)}
        assert levels["BikePoints_6"] == {"bikes": 0, "ebikes": 0, "spaces": 0}
        assert levels["BikePoints_5"] == {"bikes": 50, "ebikes": None, "spaces": 50}
    finally:
        driver.quit()


def a_dock_with_spaces(driver):
    """The first of London's first docks that is usable with some spaces free, and its count of spaces.

    Saving a dock lists the favourites, which starts any shortage at a new favourite's level of 0: a dock full at that
    moment has its shortage of spaces told of then, and raising the level later rightly alerts nothing more. The
    simulated counts follow the time of day, so which docks are full depends on when the test runs."""
    for number in range(5, 40):
        dock = json.loads(page_fetch(driver, "GET", f"/bikes/docks/BikePoints_{number}")["body"])["dock"]
        if dock["installed"] and not dock["locked"] and 0 < (dock["spaces"] or 0) <= 48:
            return dock["id"], dock["spaces"]
    raise AssertionError("no usable dock with spaces among the first docks")


def test_a_shortage_alerts_once_at_the_favourites_levels_with_the_nearest_docks_that_have_some():
    driver = london_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/bikes/about")
        dock, spaces = a_dock_with_spaces(driver)
        save(driver, dock)
        driver.get(f"{BASE_URL}/bikes/docks/{dock}")
        # watching spaces alone, a little above the dock's count, starts a shortage of spaces only; the slack covers a
        # count that moves before the list is read, and leaves docks with more spaces to offer
        level = spaces + 2
        set_levels(driver, {"bikes": "", "ebikes": "", "spaces": str(level)})
        wait(driver, lambda _: driver.find_element(By.ID, "alert-levels-status").text == "Saved")
        # with the position in the address, so the page is not loaded again to add it
        driver.get(f"{BASE_URL}/bikes?sort=manual&near={TRAFALGAR_SQUARE[0]},{TRAFALGAR_SQUARE[1]}")
        alerts = driver.find_elements(By.CSS_SELECTOR, ".bikes-alert[role='alert']")
        assert len(alerts) == 1
        assert "space" in alerts[0].find_element(By.TAG_NAME, "p").text
        # the docks offered for a shortage of spaces say how many spaces they have
        offered = alerts[0].find_elements(By.CSS_SELECTOR, "li .muted")
        assert offered
        for dock in offered:
            assert "space" in dock.text, dock.text
        screenshot(driver, "bikes-alerts-en")
        driver.refresh()
        visible(driver, "#bikes-list .dock-row")
        assert not driver.find_elements(By.CSS_SELECTOR, ".bikes-alert")
    finally:
        driver.quit()


@pytest.mark.parametrize("accept_language", ["en-GB,en;q=0.9", "zh-HK,zh;q=0.9", "zh-CN,zh;q=0.9"])
def test_every_visit_sorts_by_distance_once_the_position_is_granted(accept_language):
    driver = london_browser(accept_language)
    try:
        driver.get(f"{BASE_URL}/bikes")
        wait(driver, lambda _: "near=" in driver.current_url)
        save(driver, "BikePoints_1", "BikePoints_2", "BikePoints_3")

        # a later visit of the same session, by an address without the position
        driver.get(f"{BASE_URL}/bikes")
        wait(driver, lambda _: "near=" in driver.current_url)
        assert len(visible(driver, "#bikes-list").find_elements(By.CSS_SELECTOR, ".distance")) == 3
        driver.get(f"{BASE_URL}/bikes/watch")
        wait(driver, lambda _: "near=" in driver.current_url)
        wait(driver, lambda _: len(driver.find_elements(By.CSS_SELECTOR, ".watch-distance")) == 3)
        screenshot(driver, f"bikes-watch-distances-{accept_language[:5]}")
    finally:
        driver.quit()


def test_a_search_lists_the_docks_nearest_the_rider_first_with_their_distances():
    matches = api("/bikes/search?q=Waterloo&limit=100")["docks"]
    assert len(matches) >= 2
    standing_at = matches[-1]
    driver = start_browser("en-GB,en;q=0.9")
    try:
        allow_location(driver, (standing_at["lat"], standing_at["lon"]))
        driver.get(f"{BASE_URL}/bikes")
        wait(driver, lambda _: "near=" in driver.current_url)
        field = driver.find_element(By.ID, "bikes-q")
        field.send_keys("Waterloo", Keys.ENTER)

        first = visible(driver, "#bikes-results .dock-row")
        assert first.get_attribute("data-dock") == standing_at["id"]
        assert len(driver.find_elements(By.CSS_SELECTOR, "#bikes-results .distance")) == len(
            driver.find_elements(By.CSS_SELECTOR, "#bikes-results .dock-row")
        )
        screenshot(driver, "bikes-search-nearest-first-en")
    finally:
        driver.quit()
