"""Caltrain's events tab: what is on near any station today and on each of the six days after it, the station
starting as the chosen trip's destination; a day's events show once the server has fetched them, a day without any
says so. In English in the light and in Chinese in the dark."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import BASE_URL, api, emulate_scheme, refuse_location, screenshot, start_browser, tap, visible, wait

CASES = [
    ("en-GB,en;q=0.9", "light", "Today", "Tomorrow", "Within 5 miles of", "Nothing on nearby"),
    ("zh-HK,zh;q=0.9", "dark", "今天", "明天", "附近 5 英里內", "這天附近沒有活動"),
]


def shown(driver):
    """The events listed, once the day's answer is known: each item's text, or the status line's."""
    def settled(_):
        status = driver.find_elements(By.CSS_SELECTOR, "#events-results p.status")
        items = driver.find_elements(By.CSS_SELECTOR, "#events-results li.caltrain-event")
        if items:
            return [item.text for item in items]
        return status and status[0].text not in ("Loading…", "載入中…") and [status[0].text]
    return wait(driver, settled, timeout=20)


@pytest.mark.parametrize("accept_language,scheme,today,tomorrow,heading,nothing", CASES)
def test_events_near_any_station_on_any_of_seven_days(accept_language, scheme, today, tomorrow, heading, nothing):
    driver = start_browser(accept_language)
    try:
        refuse_location(driver)
        emulate_scheme(driver, scheme)
        stations = [station["id"] for station in api("/caltrain/stations")["stations"]]
        driver.get(f"{BASE_URL}/caltrain")
        driver.execute_script(
            "localStorage.setItem('nextstop.caltrain.pair', JSON.stringify({from: arguments[0], to: arguments[1]}))",
            stations[-1], stations[0])
        driver.get(f"{BASE_URL}/caltrain/events")
        assert Select(visible(driver, "#events-station")).first_selected_option.get_attribute("value") == stations[0]
        days = wait(driver, lambda _: [b.text for b in driver.find_elements(By.CSS_SELECTOR, "#events-days button")])
        assert len(days) == 7 and days[:2] == [today, tomorrow]
        assert heading in visible(driver, "#events-results h2").text

        # every day and a few stations answer with the server's events for exactly that station and day
        seen_something = seen_nothing = False
        for station in stations[:4]:
            Select(driver.find_element(By.ID, "events-station")).select_by_value(station)
            for index in (0, 3, 6):
                tap(driver, driver.find_elements(By.CSS_SELECTOR, "#events-days button")[index])
                wait(driver, lambda _: driver.find_elements(By.CSS_SELECTOR, "#events-days button")[index]
                     .get_attribute("aria-pressed") == "true")
                listed = shown(driver)
                day = driver.find_elements(By.CSS_SELECTOR, "#events-days button")[index].get_attribute("data-day")
                answer = api(f"/caltrain/events?station={station}&date={day}")
                names = [event["name"] for event in answer.get("events", [])]
                if names:
                    seen_something = True
                    assert [text.split(" · ")[0] for text in listed] == names
                    screenshot(driver, f"caltrain-events-{scheme}-{accept_language[:2]}")
                else:
                    seen_nothing = True
                    assert nothing in listed[0]
        assert seen_something and seen_nothing
        assert driver.execute_script("return document.documentElement.scrollWidth - innerWidth") <= 0
    finally:
        driver.quit()
