"""Any agency's transit: the simulated Peninsula Bus from the home page, a stop found by name, its live board with
the agency's delays and the alert for its moved stop, and a trip stop by stop with its bus, in English and Chinese; the
board refreshing itself on the agency's clock, and marked stale when it cannot; the stops near the rider."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import BASE_URL, allow_location, refuse_location, screenshot, set_offline, start_browser, visible, wait


def test_a_stop_found_by_name_shows_live_departures_and_its_alert():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/")
        visible(driver, "a.system-card[href='/transit']").click()
        visible(driver, ".transit-agencies a").click()
        query = visible(driver, "#transit-query")
        query.send_keys("beach park", Keys.ENTER)
        visible(driver, "#transit-stops a").click()
        rows = wait(driver, lambda _: driver.find_elements(By.CSS_SELECTOR, "#transit-board .transit-departure"))
        assert rows and all(row.find_element(By.CSS_SELECTOR, ".transit-route").text == "20" for row in rows)
        states = [row.find_element(By.CSS_SELECTOR, ".row-sub").text for row in rows]
        assert any("late" in state or "early" in state or "on time" in state for state in states), states
        assert "stop moved" in visible(driver, ".transit-alert summary").text
        assert driver.find_element(By.ID, "transit-freshness").text.startswith("Live")
        screenshot(driver, "transit-board")

        rows[0].find_element(By.CSS_SELECTOR, "a").click()
        calls = wait(driver, lambda _: driver.find_elements(By.CSS_SELECTOR, "#transit-calls .transit-call"))
        assert len(calls) == 12
        assert driver.find_elements(By.CSS_SELECTOR, "#transit-calls .transit-call.here")
        screenshot(driver, "transit-trip")
    finally:
        driver.quit()


def test_the_board_speaks_chinese():
    driver = start_browser()
    try:
        driver.get(f"{BASE_URL}/transit/peninsula-bus/stops/hub")
        visible(driver, "#transit-board")
        text = driver.find_element(By.ID, "transit-freshness").text
        assert "即時資料" in text or "時間表" in text
        screenshot(driver, "transit-board-zh")
    finally:
        driver.quit()


AGENCY_HOUR = """return new Intl.DateTimeFormat('en-GB', {hour: '2-digit', hour12: false, timeZone: 'America/Los_Angeles'})
  .format(new Date());"""


def test_the_board_refreshes_in_place_and_is_marked_stale_when_it_cannot():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/transit/peninsula-bus/stops/hub")
        visible(driver, "#transit-board")
        # a row that only this page has: a refresh swaps in the server's block without it
        driver.execute_script(
            "document.getElementById('transit-board').prepend(Object.assign(document.createElement('li'), {id: 'drawn-here'}))")
        hours = {driver.execute_script(AGENCY_HOUR)}
        visible(driver, "#refresh").click()
        wait(driver, lambda _: not driver.find_elements(By.ID, "drawn-here"))
        hours.add(driver.execute_script(AGENCY_HOUR))
        assert driver.find_elements(By.CSS_SELECTOR, "#transit-board .transit-departure")
        status = driver.find_element(By.ID, "refresh-status").text
        # "Updated 14:05:09" on Peninsula Bus's clock, not the visitor's or Hong Kong's
        assert status.startswith("Updated ") and status.split()[-1][:2] in hours, (status, hours)

        set_offline(driver, True)
        wait(driver, lambda _: driver.find_element(By.ID, "refresh").is_enabled())
        driver.find_element(By.ID, "refresh").click()
        wait(driver, lambda _: "stale" in driver.find_element(By.ID, "live-block").get_attribute("class"))
        assert driver.find_elements(By.CSS_SELECTOR, "#transit-board .transit-departure")
        screenshot(driver, "transit-board-offline")
    finally:
        set_offline(driver, False)
        driver.quit()


HUB = (37.5372, -122.2975)


def test_stops_near_the_rider_come_nearest_first_with_their_distances():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        allow_location(driver, HUB)
        driver.get(f"{BASE_URL}/transit/peninsula-bus")
        visible(driver, "#transit-near-me").click()
        rows = wait(driver, lambda _: driver.find_elements(By.CSS_SELECTOR, "#transit-stops a"))
        assert rows[0].find_element(By.CSS_SELECTOR, ".row-title").text == "Hillsdale Transit Center"
        distances = [row.find_element(By.CSS_SELECTOR, ".row-sub").text.split(" · ")[0] for row in rows]
        assert distances[0] == "0 m" and all(text.endswith(" m") for text in distances), distances
        screenshot(driver, "transit-nearby")
    finally:
        driver.quit()


def test_without_a_position_the_page_says_to_search_by_name():
    driver = start_browser()
    try:
        refuse_location(driver)
        driver.get(f"{BASE_URL}/transit/peninsula-bus")
        visible(driver, "#transit-near-me").click()
        note = visible(driver, "#transit-location-note")
        assert "名稱" in note.text
        assert not driver.find_elements(By.CSS_SELECTOR, "#transit-stops a")
        screenshot(driver, "transit-nearby-refused-zh")
    finally:
        driver.quit()
