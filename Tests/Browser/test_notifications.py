"""Notifications in the settings: the browser is asked for permission only when the rider taps "Turn on", and a
refusal says how to allow them. A real subscription needs a push service, which this machine cannot reach, so
delivery is tested against a push service on loopback in the Swift tests. In English in the light and in Chinese in
the dark."""

import pytest
from selenium.webdriver.common.by import By

from browser import BASE_URL, emulate_scheme, screenshot, start_browser, tap, visible, wait

CASES = [
    ("en-GB,en;q=0.9", "light", "Turn on notifications", "blocks notifications"),
    ("zh-HK,zh;q=0.9", "dark", "開啟通知", "瀏覽器不允許通知"),
]


def permission(driver):
    return driver.execute_script("return Notification.permission")


@pytest.mark.parametrize("accept_language,scheme,turn_on,blocked", CASES)
def test_notifications_are_asked_for_only_on_a_tap_and_a_refusal_says_what_to_do(accept_language, scheme, turn_on, blocked):
    driver = start_browser(accept_language)
    try:
        emulate_scheme(driver, scheme)
        driver.get(f"{BASE_URL}/settings")
        button = visible(driver, "#notify-on")
        assert button.text == turn_on
        # nothing was asked on opening the page
        assert permission(driver) == "default"
        assert driver.find_element(By.ID, "notify-test").get_attribute("hidden") is not None
        screenshot(driver, f"settings-notifications-{scheme}-{accept_language[:2]}")

        driver.execute_cdp_cmd(
            "Browser.setPermission",
            {"origin": BASE_URL, "permission": {"name": "notifications"}, "setting": "denied"},
        )
        tap(driver, button)
        wait(driver, lambda _: blocked in driver.find_element(By.ID, "notify-status").text)
        assert "error" in driver.find_element(By.ID, "notify-status").get_attribute("class")
        assert not button.get_attribute("hidden")
    finally:
        driver.quit()

