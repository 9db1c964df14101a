"""London bikes favourites: docks saved from a search, sorted by distance from the visitor, by name and by hand,
and an offline banner that says how old the counts are."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, allow_location, page_fetch, screenshot, set_offline, start_browser, tap, visible, wait

TRAFALGAR_SQUARE = (51.5080, -0.1281)


def london_browser(accept_language):
    driver = start_browser(accept_language)
    allow_location(driver, TRAFALGAR_SQUARE)
    return driver


def save(driver, *docks):
    for dock in docks:
        answer = page_fetch(driver, "POST", "/bikes/favourites", {"dock_id": dock})
        assert answer["status"] == 201, answer


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
        assert "bikes" in donut.get_attribute("aria-label") and "spaces" in donut.get_attribute("aria-label")
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
        assert driver.find_elements(By.CSS_SELECTOR, "#bikes-list.manual .dock-row[draggable='true']")
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


def test_a_shortage_alerts_once_with_the_nearest_docks_that_have_some():
    driver = london_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/bikes?sort=manual")
        save(driver, "BikePoints_5")
        # every count is at or below 50, so each of bikes, e-bikes and spaces is a shortage at once
        field = visible(driver, "#bikes-threshold")
        field.clear()
        field.send_keys("50")
        tap(driver, driver.find_element(By.CSS_SELECTOR, "form.threshold button"))
        wait(driver, lambda _: "threshold=50" in driver.current_url)
        alerts = driver.find_elements(By.CSS_SELECTOR, ".bikes-alert[role='alert']")
        assert len(alerts) == 3
        screenshot(driver, "bikes-alerts-en")
        driver.refresh()
        visible(driver, "#bikes-list .dock-row")
        assert not driver.find_elements(By.CSS_SELECTOR, ".bikes-alert")
    finally:
        driver.quit()
