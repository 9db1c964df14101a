"""Caltrain from the home page: two stations, the next trains with their arrival, and the pair remembered."""

import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from browser import BASE_URL, allow_location, api, screenshot, set_offline, start_browser, tap, visible, wait

ICONS = {"sun", "cloud", "fog", "drizzle", "rain", "snow", "storm", "ice"}


def test_next_trains_between_two_stations_and_the_pair_is_remembered(driver):
    driver.get(f"{BASE_URL}/")
    visible(driver, "a.system-card[href='/caltrain']").click()
    wait(driver, lambda _: driver.current_url == f"{BASE_URL}/caltrain")

    Select(driver.find_element(By.ID, "caltrain-from")).select_by_value("mountain_view")
    Select(driver.find_element(By.ID, "caltrain-to")).select_by_value("sf")
    # Read inside the wait: the board redraws its trains when live times arrive, which can replace a row just found.
    visible(driver, ".caltrain-train")
    train = wait(driver, lambda _: next((row.text for row in driver.find_elements(By.CSS_SELECTOR, ".caltrain-train") if row.text), False))
    assert "列車" in train and "→" in train
    screenshot(driver, "caltrain")

    driver.find_element(By.ID, "caltrain-swap").click()
    wait(driver, lambda _: Select(driver.find_element(By.ID, "caltrain-from")).first_selected_option.get_attribute("value") == "sf")
    driver.get(f"{BASE_URL}/caltrain")
    visible(driver, ".caltrain-train")
    assert Select(driver.find_element(By.ID, "caltrain-from")).first_selected_option.get_attribute("value") == "sf"
    assert Select(driver.find_element(By.ID, "caltrain-to")).first_selected_option.get_attribute("value") == "mountain_view"
    assert driver.find_elements(By.CSS_SELECTOR, ".home-link")


def test_live_board_with_delay_badges_alerts_banner_and_weather(driver):
    # The demo's simulated 511 keeps a standing notice at San Francisco's first platform, so a trip there shows it.
    driver.get(f"{BASE_URL}/caltrain")
    Select(driver.find_element(By.ID, "caltrain-from")).select_by_value("mountain_view")
    Select(driver.find_element(By.ID, "caltrain-to")).select_by_value("sf")
    visible(driver, ".caltrain-train")
    badges = driver.find_elements(By.CSS_SELECTOR, ".caltrain-train .delay")
    assert len(badges) == len(driver.find_elements(By.CSS_SELECTOR, ".caltrain-train"))
    assert all(badge.text for badge in badges)
    weather = visible(driver, ".caltrain-weather")
    assert "°F" in weather.text and "°C" in weather.text
    # In Chinese, the weather and the kind of train are Chinese too (it read "Light freezing drizzle", "Weekend").
    assert not re.search(r"[A-Za-z]", weather.text.rsplit("·", 1)[1]), weather.text
    services = [tag.text for tag in driver.find_elements(By.CSS_SELECTOR, ".caltrain-train .tag")]
    assert services and not any(re.search(r"[A-Za-z]", service) for service in services), services

    # Trains running five minutes late or more have alerts of their own, listed beside the notice at some hours.
    visible(driver, ".caltrain-alert")
    alert = wait(driver, lambda _: next((
        alert for alert in driver.find_elements(By.CSS_SELECTOR, ".caltrain-alert")
        if "Construction" in alert.find_element(By.TAG_NAME, "summary").text), False))
    alert.find_element(By.TAG_NAME, "summary").click()
    wait(driver, lambda _: alert.get_attribute("open") is not None)
    assert "main entrance" in alert.find_element(By.TAG_NAME, "p").text
    screenshot(driver, "caltrain-live-zh")

    driver.find_element(By.CSS_SELECTOR, ".language-switch button[value='en']").click()
    wait(driver, lambda _: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en")
    visible(driver, ".caltrain-train")
    visible(driver, ".caltrain-alert")
    icon = visible(driver, ".caltrain-weather svg.weather-icon")
    assert icon.get_attribute("data-icon") in ICONS
    assert icon.size["width"] > 0 and icon.find_elements(By.CSS_SELECTOR, "path, circle")
    screenshot(driver, "caltrain-live-en")
    # "skips 1 station", never "1 stations": the phrase's singular form for a count of one, through the page's own
    # phrase function (which trains run, and so what they skip, depends on the hour the test runs at)
    phrases = driver.execute_async_script(
        """
        const done = arguments[0];
        import('/assets/core.js').then((core) => done([1, 2, 11].map((n) => core.t('caltrain_skips', { n }))));
        """
    )
    assert phrases == ["skips 1 station", "skips 2 stations", "skips 11 stations"]
    skips = [
        skip
        for train in driver.find_elements(By.CSS_SELECTOR, ".caltrain-train")
        for skip in re.findall(r"skips (\d+) (stations?)\b", train.text)
    ]
    assert all(noun == ("station" if count == "1" else "stations") for count, noun in skips)


def test_every_weather_icon_is_drawn_without_fonts(driver):
    # Each icon the server names for a WMO code is inline SVG: shapes with a size, never a glyph the fonts may lack.
    driver.get(f"{BASE_URL}/caltrain")
    drawn = driver.execute_async_script(
        """
        const [names, done] = arguments;
        import('/assets/weather-icons.js').then(({ weatherIcon }) => done(names.map((name) => {
          const icon = weatherIcon(name);
          document.body.append(icon);
          const box = icon.getBBox();
          const shapes = icon.querySelectorAll('path, circle').length;
          icon.remove();
          return { name, drawn: icon.dataset.icon, width: box.width, height: box.height, shapes, text: icon.textContent };
        })));
        """,
        sorted(ICONS),
    )
    for icon in drawn:
        assert icon["drawn"] == icon["name"], icon
        assert icon["width"] > 4 and icon["height"] > 4 and icon["shapes"] > 0 and icon["text"] == "", icon


def test_the_alerts_page_lists_every_alert_with_its_periods(driver):
    # linked from the section
    driver.get(f"{BASE_URL}/caltrain")
    tap(driver, visible(driver, "#caltrain-alerts-link"))
    wait(driver, lambda _: driver.current_url == f"{BASE_URL}/caltrain/alerts")
    alerts = driver.find_elements(By.CSS_SELECTOR, ".caltrain-alert-list > li")
    api_alerts = api("/caltrain/alerts?lang=zh")["alerts"]
    assert len(alerts) == len(api_alerts) > 0
    assert all(alert.find_elements(By.CSS_SELECTOR, ".caltrain-alert-periods li") for alert in alerts)
    assert "取得" in driver.find_element(By.ID, "caltrain-alerts-note").text
    screenshot(driver, "caltrain-alerts-zh")

    # and from the trip's banner, in English
    driver.get(f"{BASE_URL}/caltrain")
    driver.find_element(By.CSS_SELECTOR, ".language-switch button[value='en']").click()
    wait(driver, lambda _: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en")
    Select(driver.find_element(By.ID, "caltrain-from")).select_by_value("mountain_view")
    Select(driver.find_element(By.ID, "caltrain-to")).select_by_value("sf")
    visible(driver, ".caltrain-alerts a.caltrain-all-alerts").click()
    wait(driver, lambda _: driver.current_url == f"{BASE_URL}/caltrain/alerts")
    headers = [header.text for header in driver.find_elements(By.CSS_SELECTOR, ".caltrain-alert-list h2")]
    assert headers == [alert["header"] for alert in api("/caltrain/alerts?lang=en")["alerts"]]
    periods = [item.text for item in driver.find_elements(By.CSS_SELECTOR, ".caltrain-alert-periods li")]
    assert periods and all(text.startswith(("From ", "Until ", "In force")) for text in periods), periods
    screenshot(driver, "caltrain-alerts-en")


def test_the_saved_alerts_page_opened_offline_says_so(driver):
    driver.get(f"{BASE_URL}/caltrain/alerts")
    driver.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[0]())")
    driver.refresh()
    wait(driver, lambda _: driver.execute_script("return Boolean(navigator.serviceWorker.controller)"))
    set_offline(driver, True)
    try:
        driver.refresh()
        assert "離線" in visible(driver, "#offline-banner", timeout=5).text
        assert driver.find_element(By.ID, "caltrain-alerts-note").is_displayed()
        screenshot(driver, "caltrain-alerts-offline")
    finally:
        set_offline(driver, False)


@pytest.mark.parametrize("accept_language, saved, offline", [
    ("en-GB,en;q=0.9", "Offline: showing what was saved at", "Offline: the server can't be reached"),
    ("zh-HK,zh;q=0.9", "離線：顯示", "離線：未能連接"),
    ("zh-CN,zh;q=0.9", "离线：显示", "离线：未能连接"),
])
def test_trains_say_offline_with_the_age_of_what_is_shown(accept_language, saved, offline):
    driver = start_browser(accept_language)
    try:
        driver.get(f"{BASE_URL}/caltrain")
        Select(driver.find_element(By.ID, "caltrain-from")).select_by_value("mountain_view")
        Select(driver.find_element(By.ID, "caltrain-to")).select_by_value("sf")
        # the pair's own answer, not the default pair's trains still on screen
        wait(driver, lambda _: "San Francisco" in driver.find_element(By.CSS_SELECTOR, ".caltrain-weather").text)
        visible(driver, ".caltrain-train")
        set_offline(driver, True)

        # the same pair asked again: its trains stay, dated
        driver.execute_script("document.getElementById('caltrain-from').dispatchEvent(new Event('change'))")
        wait(driver, lambda _: saved in driver.find_element(By.ID, "caltrain-results").text)
        assert driver.find_elements(By.CSS_SELECTOR, ".caltrain-train")
        screenshot(driver, f"caltrain-offline-{accept_language[:5]}")

        # another pair: offline, not "couldn't be loaded"
        other = next(station["id"] for station in api("/caltrain/stations")["stations"] if station["id"] not in ("mountain_view", "sf"))
        Select(driver.find_element(By.ID, "caltrain-to")).select_by_value(other)
        wait(driver, lambda _: offline in driver.find_element(By.ID, "caltrain-results").text)
        assert not driver.find_elements(By.CSS_SELECTOR, ".caltrain-train")
    finally:
        set_offline(driver, False)
        driver.quit()


def test_tonights_events_show_on_the_first_load_above_the_trains(english):
    # Each destination's events are fetched after the first question about it, and some stations have none tonight:
    # for stations nobody has asked about yet, the page must show them without a reload whenever the API has some.
    stations = [station["id"] for station in api("/caltrain/stations")["stations"]]
    shown = 0
    for destination in stations[8:14]:
        english.get(f"{BASE_URL}/caltrain")
        Select(english.find_element(By.ID, "caltrain-from")).select_by_value("sf")
        Select(english.find_element(By.ID, "caltrain-to")).select_by_value(destination)
        visible(english, ".caltrain-train")
        known = wait(english, lambda _: api(f"/caltrain/trains?from=sf&to={destination}")["events_status"] == "known")
        assert known
        if not api(f"/caltrain/trains?from=sf&to={destination}")["events"]:
            continue
        events = visible(english, ".caltrain-events")
        first_train = english.find_element(By.CSS_SELECTOR, ".caltrain-train")
        assert events.location["y"] < first_train.location["y"]
        shown += 1
        if shown == 1:
            screenshot(english, "caltrain-events-first-load")
    assert shown, "no destination among those tried has events tonight in the simulation"


@pytest.mark.parametrize("typed, name", [("SF", "San Francisco"), ("diridon", "San Jose Diridon"), ("mtn view", "Mountain View")])
def test_a_station_is_typed_as_riders_type_it(english, typed, name):
    station = next(station["id"] for station in api("/caltrain/stations")["stations"] if station["name"] == name)
    english.get(f"{BASE_URL}/caltrain")
    visible(english, ".caltrain-train")
    field = english.find_element(By.ID, "caltrain-to-search")
    field.send_keys(typed)
    visible(english, "#caltrain-to-matches .station-match")
    # The list follows each key typed: wait for the one answering the whole text.
    wait(english, lambda _: english.find_element(
        By.CSS_SELECTOR, "#caltrain-to-matches .station-match").get_attribute("data-id") == station)
    if typed == "SF":
        screenshot(english, "caltrain-type-ahead")
    field.send_keys(Keys.ENTER)
    wait(english, lambda _: Select(english.find_element(By.ID, "caltrain-to")).first_selected_option.get_attribute("value") == station)
    visible(english, ".caltrain-train")


def test_the_first_visit_leaves_from_the_nearest_station(english):
    stations = api("/caltrain/stations")["stations"]
    mountain_view = next(station for station in stations if station["id"] == "mountain_view")
    allow_location(english, (mountain_view["lat"] + 0.002, mountain_view["lon"] - 0.002))
    english.get(f"{BASE_URL}/caltrain")
    wait(english, lambda _: Select(english.find_element(By.ID, "caltrain-from")).first_selected_option.get_attribute("value") == "mountain_view")
