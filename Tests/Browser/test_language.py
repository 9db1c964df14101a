"""Switching to English and back: the server renders the chosen language, names included."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, api, screenshot, start_browser, visible, wait


def tab_labels(driver):
    return [label.text for label in driver.find_elements(By.CSS_SELECTOR, ".tabbar a span")]


def switch_language(driver, code, lang):
    driver.find_element(By.CSS_SELECTOR, f".language-switch button[value='{code}']").click()
    wait(driver, lambda _: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang)


def switch_marks(driver):
    return [button.text for button in driver.find_elements(By.CSS_SELECTOR, ".language-switch button")]


def test_switch_to_english_and_back(driver):
    key = api("/routes?prefix=1")["routes"][0]["directions"][0]["variant"]["key"]
    first_stop = api(f"/routes/{key}")["stops"][0]["stop"]
    driver.get(f"{BASE_URL}/hk/routes/{key}")
    assert tab_labels(driver) == ["我的", "路線", "站點", "行程"]
    assert driver.find_element(By.CSS_SELECTOR, ".stop-name").text == first_stop["name"]["tc"]
    opened = visible(driver, "li.stop.open").get_attribute("data-stop")

    assert switch_marks(driver) == ["简", "EN"]
    switch_language(driver, "en", "en")
    # The same page comes back in English, the same stop open, names included.
    assert driver.current_url == f"{BASE_URL}/hk/routes/{key}?stop={opened}"
    assert visible(driver, "li.stop.open").get_attribute("data-stop") == opened
    assert tab_labels(driver) == ["Favourites", "Routes", "Stops", "Trip"]
    assert driver.find_element(By.CSS_SELECTOR, ".stop-name").text == first_stop["name"]["en"]
    assert switch_marks(driver) == ["繁", "简"]

    # The choice is remembered, and the page script speaks English too.
    driver.get(f"{BASE_URL}/hk/routes")
    visible(driver, "#nearby-list .row-link")
    assert driver.find_element(By.ID, "refresh").text == "Refresh"
    assert "min" in driver.find_element(By.CSS_SELECTOR, "#nearby-list").text
    screenshot(driver, "english")

    switch_language(driver, "tc", "zh-Hant-HK")
    assert driver.current_url == f"{BASE_URL}/hk/routes"
    assert tab_labels(driver) == ["我的", "路線", "站點", "行程"]


def test_a_first_visit_follows_the_browsers_languages():
    for accept, lang, heading in (("en-US,en", "en", "Search stops"), ("zh-CN,zh", "zh-Hans", "搜寻车站")):
        driver = start_browser(accept)
        try:
            driver.get(f"{BASE_URL}/hk/stops")
            assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang
            assert driver.find_element(By.CSS_SELECTOR, "label[for='stop-query']").text == heading
            if lang == "zh-Hans":
                visible(driver, "#nearby-list .row-link")
                screenshot(driver, "simplified")
        finally:
            driver.quit()
