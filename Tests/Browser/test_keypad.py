"""The keypad stays put: docked above the tab bar, the same key positions whatever is typed, at most 40 % of a phone
screen; on a route page the open stop's buttons are never under the tab bar."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, allow_location, api, enabled_keys, screenshot, visible, wait

PHONE_HEIGHT = 844


def rect(element):
    box = element.rect
    return (round(box["x"]), round(box["y"]), round(box["width"]), round(box["height"]))


def key_positions(driver):
    return {key.get_attribute("data-key") or key.get_attribute("id"): rect(key)
            for key in driver.find_elements(By.CSS_SELECTOR, ".keypad .key")}


def tabbar_top(driver):
    return driver.find_element(By.CSS_SELECTOR, ".tabbar").rect["y"]


def test_keys_do_not_move_as_the_number_changes(driver):
    driver.get(f"{BASE_URL}/hk/routes")
    wait(driver, lambda _: enabled_keys(driver) == set(api("/routes?prefix=")["next_keys"]))
    dock = driver.find_element(By.CSS_SELECTOR, ".route-search")
    before = key_positions(driver)

    # The dock sits on the tab bar and takes at most 40 % of the screen.
    assert dock.rect["height"] <= 0.4 * PHONE_HEIGHT
    assert abs(dock.rect["y"] + dock.rect["height"] - tabbar_top(driver)) <= 1
    assert all(y >= dock.rect["y"] and y + h <= tabbar_top(driver) for (_, y, _, h) in before.values())

    # Typing a key and taking it back leaves every key where it was.
    first = sorted(enabled_keys(driver))[0]
    driver.find_element(By.CSS_SELECTOR, f'.key[data-key="{first}"]').click()
    wait(driver, lambda _: driver.find_element(By.ID, "prefix").text == first)
    wait(driver, lambda _: enabled_keys(driver) == set(api(f"/routes?prefix={first}")["next_keys"]))
    assert key_positions(driver) == before
    results = visible(driver, "#route-results .route-group")
    assert results.rect["y"] < dock.rect["y"]
    screenshot(driver, "keypad-typed")

    driver.find_element(By.ID, "key-backspace").click()
    wait(driver, lambda _: driver.find_element(By.ID, "prefix").text == "")
    assert key_positions(driver) == before


def test_an_opened_stop_keeps_its_buttons_above_the_tab_bar(driver):
    key = api("/routes?prefix=1")["routes"][0]["directions"][0]["variant"]["key"]
    stops = api(f"/routes/{key}")["stops"]
    stop = stops[-3]["stop"]
    allow_location(driver, (stop["lat"], stop["lon"]))
    driver.get(f"{BASE_URL}/hk/routes/{key}")
    visible(driver, "li.stop.open .arrival-group, li.stop.open .status")
    actions = visible(driver, "li.stop.open .panel-actions")
    wait(driver, lambda _: actions.rect["y"] + actions.rect["height"] <= tabbar_top(driver))
