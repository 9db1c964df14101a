"""Reminder bells and the reminders page: a bell beside a route at a stop, a Caltrain train, a dock and the Ask
warnings card keeps a reminder, asking the browser's permission only on the tap; the reminders page lists them,
turns one off and deletes another. Headless Chromium reaches no push service, so the browser's PushManager is
stubbed with a subscription in the real shape (RFC 8291's example keys); delivery itself is tested in the Swift
tests. In English in the light and in Chinese in the dark."""

import json

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from browser import BASE_URL, api, emulate_scheme, page_fetch, screenshot, start_browser, tap, visible, wait

# Replaces the browser's push service with a subscription kept in this browser, before any page script runs.
PUSH_STUB = """
(() => {
  const endpoint = () => localStorage.getItem('stub-push');
  const subscription = () => ({
    endpoint: endpoint(),
    toJSON() {
      return { endpoint: endpoint(), keys: {
        p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
        auth: 'BTBZMqHH6r4Tts7J_aSIgg' } };
    },
    unsubscribe: async () => { localStorage.removeItem('stub-push'); return true; },
  });
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem('stub-push', 'https://push.example.net/send/' + Math.random().toString(36).slice(2));
    return subscription();
  };
  PushManager.prototype.getSubscription = async function () { return endpoint() ? subscription() : null; };
})();
"""

CASES = [
    ("en-GB,en;q=0.9", "light", "Reminders", "The browser blocks notifications", "What are the warnings now?"),
    ("zh-HK,zh;q=0.9", "dark", "提醒", "瀏覽器不允許通知", "而家有咩警告？"),
]


def set_permission(driver, setting):
    driver.execute_cdp_cmd(
        "Browser.setPermission",
        {"origin": BASE_URL, "permission": {"name": "notifications"}, "setting": setting},
    )


def pressed(driver, selector):
    """Taps the first bell matching `selector` and waits until it is pressed."""
    bell = visible(driver, selector)
    tap(driver, bell)
    wait(driver, lambda _: driver.find_element(By.CSS_SELECTOR, selector).get_attribute("aria-pressed") == "true")


def kept(driver):
    answer = page_fetch(driver, "GET", "/reminders")
    assert answer["status"] == 200, answer
    return json.loads(answer["body"])["reminders"]


def open_stop(driver):
    stop = api("/stops?q=Central&limit=30")["stops"][0]["stop"]
    driver.get(f"{BASE_URL}/hk/stops/{stop['id']}")
    visible(driver, "#arrivals .arrival-head .bell")
    return stop


@pytest.mark.parametrize("accept_language,scheme,title,blocked,question", CASES)
def test_bells_keep_reminders_that_the_reminders_page_turns_off_and_deletes(accept_language, scheme, title, blocked, question):
    driver = start_browser(accept_language)
    try:
        emulate_scheme(driver, scheme)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PUSH_STUB})

        # A refused permission keeps nothing, and says how to allow notifications.
        open_stop(driver)
        assert driver.execute_script("return Notification.permission") == "default"
        set_permission(driver, "denied")
        tap(driver, driver.find_element(By.CSS_SELECTOR, "#arrivals .arrival-head .bell"))
        wait(driver, lambda _: blocked in driver.find_element(By.ID, "toast").text)
        assert kept(driver) == []

        # Allowed, each bell keeps its reminder: a route at a stop, a dock, a Caltrain train, the warnings.
        set_permission(driver, "granted")
        stop = open_stop(driver)
        pressed(driver, "#arrivals .arrival-head .bell")
        screenshot(driver, f"reminders-stop-{scheme}-{accept_language[:2]}")
        driver.get(f"{BASE_URL}/bikes/docks/BikePoints_5")
        pressed(driver, "#dock-remind .bell")
        driver.get(f"{BASE_URL}/caltrain")
        Select(driver.find_element(By.ID, "caltrain-from")).select_by_value("mountain_view")
        Select(driver.find_element(By.ID, "caltrain-to")).select_by_value("sf")
        # The board drawn for the pair chosen, not the one shown before it (its weather is the destination's).
        wait(driver, lambda _: "San Francisco" in visible(driver, ".caltrain-weather").text)
        pressed(driver, ".caltrain-train .bell")
        screenshot(driver, f"reminders-caltrain-{scheme}-{accept_language[:2]}")
        driver.get(f"{BASE_URL}/ask")
        visible(driver, "#ask-text").send_keys(question, Keys.ENTER)
        pressed(driver, ".card-remind .bell")
        reminders = kept(driver)
        caltrain = next(reminder for reminder in reminders if reminder["kind"] == "caltrain-trip")
        assert (caltrain["watch"]["from"], caltrain["watch"]["to"]) == ("mountain_view", "sf")
        assert sorted(reminder["kind"] for reminder in reminders) == ["bus-arrival", "caltrain-trip", "dock", "hk-warnings"]
        bus = next(reminder for reminder in reminders if reminder["kind"] == "bus-arrival")
        assert bus["watch"]["stop"] == stop["id"] and bus["watch"]["minutes"] == 5

        # The reminders page lists all four; one is turned off and another deleted with two taps.
        driver.get(f"{BASE_URL}/reminders")
        assert driver.title.startswith(title)
        wait(driver, lambda _: len(driver.find_elements(By.CSS_SELECTOR, "#reminder-list .reminder")) == 4)
        assert driver.find_element(By.ID, "reminders-browser").get_attribute("hidden") is not None
        assert all(row.find_element(By.CSS_SELECTOR, ".row-title").text for row in driver.find_elements(By.CSS_SELECTOR, ".reminder"))
        screenshot(driver, f"reminders-page-{scheme}-{accept_language[:2]}")
        first = driver.find_elements(By.CSS_SELECTOR, ".reminder")[0]
        tap(driver, first.find_element(By.CSS_SELECTOR, ".reminder-enabled"))
        wait(driver, lambda _: not next(r for r in kept(driver) if r["kind"] == "bus-arrival")["enabled"])
        delete = driver.find_elements(By.CSS_SELECTOR, ".reminder")[1].find_element(By.CSS_SELECTOR, "button.danger")
        tap(driver, delete)
        assert len(kept(driver)) == 4
        tap(driver, delete)
        wait(driver, lambda _: len(driver.find_elements(By.CSS_SELECTOR, "#reminder-list .reminder")) == 3)
        assert len(kept(driver)) == 3

        # The stop's bell shows the reminder turned off.
        open_stop(driver)
        wait(driver, lambda _: driver.find_element(By.CSS_SELECTOR, "#arrivals .arrival-head .bell").get_attribute("aria-pressed") == "false")
    finally:
        driver.quit()
