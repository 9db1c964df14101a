"""Switching to English and back: the server renders the chosen language, names included."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, api, screenshot, visible, wait


def tab_labels(driver):
    return [label.text for label in driver.find_elements(By.CSS_SELECTOR, ".tabbar a span")]


def switch_language(driver, lang):
    driver.find_element(By.CSS_SELECTOR, ".language-switch button").click()
    wait(driver, lambda _: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang)


def test_switch_to_english_and_back(driver):
    key = api("/routes?prefix=1")["routes"][0]["directions"][0]["variant"]["key"]
    first_stop = api(f"/routes/{key}")["stops"][0]["stop"]
    driver.get(f"{BASE_URL}/hk/routes/{key}")
    assert tab_labels(driver) == ["我的", "路線", "站點", "行程"]
    assert driver.find_element(By.CSS_SELECTOR, ".stop-name").text == first_stop["name"]["tc"]
    opened = visible(driver, "li.stop.open").get_attribute("data-stop")

    switch_language(driver, "en")
    # The same page comes back in English, the same stop open, names included.
    assert driver.current_url == f"{BASE_URL}/hk/routes/{key}?stop={opened}"
    assert visible(driver, "li.stop.open").get_attribute("data-stop") == opened
    assert tab_labels(driver) == ["Favourites", "Routes", "Stops", "Trip"]
    assert driver.find_element(By.CSS_SELECTOR, ".stop-name").text == first_stop["name"]["en"]
    assert driver.find_element(By.CSS_SELECTOR, ".language-switch button").text == "繁中"

    # The choice is remembered, and the page script speaks English too.
    driver.get(f"{BASE_URL}/hk/routes")
    visible(driver, "#nearby-list .row-link")
    assert driver.find_element(By.ID, "refresh").text == "Refresh"
    assert "min" in driver.find_element(By.CSS_SELECTOR, "#nearby-list").text
    screenshot(driver, "english")

    switch_language(driver, "zh-Hant-HK")
    assert driver.current_url == f"{BASE_URL}/hk/routes"
    assert tab_labels(driver) == ["我的", "路線", "站點", "行程"]
