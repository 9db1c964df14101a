"""The offline banner: shown when the server cannot be reached, even on a page the service worker serves from its
cache, and gone once the server answers again."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, age_page, api, screenshot, set_offline, visible, wait


def banner(driver):
    return driver.find_element(By.ID, "offline-banner")


def test_offline_banner_comes_and_goes(driver):
    driver.get(f"{BASE_URL}/hk/routes")
    visible(driver, "#nearby-list .row-link")
    assert not banner(driver).is_displayed()
    # Let the service worker take over, so the app can open without a network.
    driver.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[0]())")
    driver.refresh()
    wait(driver, lambda _: driver.execute_script("return Boolean(navigator.serviceWorker.controller)"))

    set_offline(driver, True)
    try:
        driver.find_element(By.ID, "refresh").click()
        wait(driver, lambda _: banner(driver).is_displayed())
        # Refreshes keep failing: once the last good one is too old, the arrivals are marked stale.
        age_page(driver, 90)
        status = driver.find_element(By.ID, "refresh-status")
        wait(driver, lambda _: "離線：顯示" in status.text and "stale" in status.get_attribute("class"))
        assert "stale" in driver.find_element(By.ID, "nearby-routes").get_attribute("class")
        # Reopened without a network, the app still opens and says it is offline.
        driver.get(f"{BASE_URL}/hk/stops")
        wait(driver, lambda _: banner(driver).is_displayed())
        assert driver.find_element(By.ID, "stop-query").is_displayed()
        screenshot(driver, "offline")
    finally:
        set_offline(driver, False)
    wait(driver, lambda _: not banner(driver).is_displayed())


def test_a_stop_says_offline_at_the_first_failed_refresh_with_the_age_of_its_times(english):
    stop_id = api("/stops?q=Central&limit=1")["stops"][0]["stop"]["id"]
    english.get(f"{BASE_URL}/hk/stops/{stop_id}")
    visible(english, "#arrivals .arrival-groups, #arrivals .status")
    status = english.find_element(By.ID, "refresh-status")
    wait(english, lambda _: "Updated" in status.text)

    set_offline(english, True)
    try:
        english.find_element(By.ID, "refresh").click()
        # At once, not 80 s later: the times shown are marked and dated.
        wait(english, lambda _: "Offline: showing what was saved at" in status.text and "min ago" in status.text)
        assert "stale" in english.find_element(By.ID, "arrivals").get_attribute("class")
        screenshot(english, "stop-offline-at-once")
    finally:
        set_offline(english, False)
    english.find_element(By.ID, "refresh").click()
    wait(english, lambda _: "Updated" in status.text)


def test_favourites_open_offline_with_their_saved_arrivals(driver):
    driver.get(f"{BASE_URL}/hk/stops")
    driver.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[0]())")
    stop_id = api("/stops?q=Central&limit=1")["stops"][0]["stop"]["id"]
    driver.get(f"{BASE_URL}/hk/stops/{stop_id}")
    star = visible(driver, ".star")
    wait(driver, lambda _: star.get_attribute("aria-pressed") == "false")
    star.click()
    wait(driver, lambda _: star.get_attribute("aria-pressed") == "true")
    driver.get(f"{BASE_URL}/hk/favourites")
    visible(driver, ".favourite .arrival-group, .favourite .status")
    wait(driver, lambda _: driver.execute_script("return Boolean(navigator.serviceWorker.controller)"))

    set_offline(driver, True)
    try:
        driver.refresh()
        status = visible(driver, "#favourites-status")
        wait(driver, lambda _: "離線：顯示" in status.text)
        assert driver.find_elements(By.CSS_SELECTOR, ".favourite")
        assert "stale" in driver.find_element(By.CSS_SELECTOR, ".favourite .arrivals").get_attribute("class")
        screenshot(driver, "favourites-offline")
    finally:
        set_offline(driver, False)


def test_the_page_for_pages_never_opened_is_kept_for_offline(driver):
    # Page-level network emulation does not reach the service worker's own fetches, so this checks what the worker
    # falls back on: its copy of /offline, which says the page was never opened here.
    driver.get(f"{BASE_URL}/hk/routes")
    driver.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[0]())")
    text = driver.execute_async_script(
        "caches.match('/offline').then((r) => r ? r.text() : '').then(arguments[0])"
    )
    assert "未曾開啟" in text
