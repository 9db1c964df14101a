"""Caltrain's tab bar and stations tab: trains, stations, alerts, events and insights one tap apart on every Caltrain page; the line
north to south, where "From here" or "To here" makes a station that end of the trip (the other end kept, or swapped
when it was that station) and opens the trains between them. In English in the light and in Chinese in the dark."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import BASE_URL, api, emulate_scheme, refuse_location, screenshot, start_browser, tap, visible, wait

CASES = [
    ("en-GB,en;q=0.9", "light", ["Trains", "Stations", "Alerts", "Events", "Insights"]),
    ("zh-HK,zh;q=0.9", "dark", ["班次", "車站", "通告", "活動", "統計"]),
]


def chosen(driver):
    wait(driver, lambda _: driver.current_url == f"{BASE_URL}/caltrain")
    visible(driver, "#caltrain-from")
    return (
        Select(driver.find_element(By.ID, "caltrain-from")).first_selected_option.get_attribute("value"),
        Select(driver.find_element(By.ID, "caltrain-to")).first_selected_option.get_attribute("value"),
    )


def choose(driver, station, end):
    driver.get(f"{BASE_URL}/caltrain/stations")
    tap(driver, visible(driver, f"li.station[data-station='{station}'] button[data-end='{end}']"))


@pytest.mark.parametrize("accept_language,scheme,tabs", CASES)
def test_the_stations_tab_sets_either_end_of_the_trip(accept_language, scheme, tabs):
    driver = start_browser(accept_language)
    try:
        refuse_location(driver)
        emulate_scheme(driver, scheme)
        stations = [station["id"] for station in api("/caltrain/stations")["stations"]]
        pages = ("/caltrain", "/caltrain/stations", "/caltrain/alerts", "/caltrain/events", "/caltrain/insights")
        for current, page in enumerate(pages):
            driver.get(f"{BASE_URL}{page}")
            labels = [tab.text for tab in driver.find_elements(By.CSS_SELECTOR, ".tabbar a")]
            assert labels == tabs, page
            assert driver.find_elements(By.CSS_SELECTOR, ".tabbar a")[current].get_attribute("aria-current") == "page"

        driver.get(f"{BASE_URL}/caltrain/stations")
        listed = [item.get_attribute("data-station") for item in driver.find_elements(By.CSS_SELECTOR, "li.station")]
        assert listed == stations
        assert driver.execute_script("return document.documentElement.scrollWidth - innerWidth") <= 0
        screenshot(driver, f"caltrain-stations-{scheme}-{accept_language[:2]}")

        choose(driver, stations[5], "to")
        origin, destination = chosen(driver)
        assert destination == stations[5]
        choose(driver, stations[-1], "from")
        assert chosen(driver) == (stations[-1], stations[5])
        # the station already at the other end swaps places with this end
        choose(driver, stations[5], "from")
        assert chosen(driver) == (stations[5], stations[-1])
    finally:
        driver.quit()
