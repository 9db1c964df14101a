"""The offline banner: shown when the server cannot be reached, even on a page the service worker serves from its
cache, and gone once the server answers again."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, age_page, screenshot, set_offline, visible, wait


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
        wait(driver, lambda _: "資料可能已過時" in status.text and "stale" in status.get_attribute("class"))
        assert "stale" in driver.find_element(By.ID, "nearby-routes").get_attribute("class")
        # Reopened without a network, the app still opens and says it is offline.
        driver.get(f"{BASE_URL}/hk/stops")
        wait(driver, lambda _: banner(driver).is_displayed())
        assert driver.find_element(By.ID, "stop-query").is_displayed()
        screenshot(driver, "offline")
    finally:
        set_offline(driver, False)
    wait(driver, lambda _: not banner(driver).is_displayed())
