"""The browser, the server under test and the helpers every scenario shares."""

import json
import os
import pathlib
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

BASE_URL = os.environ.get("NEXTSTOP_URL", "http://127.0.0.1:8090").rstrip("/")
SCREENSHOTS = pathlib.Path(os.environ.get("SCREENSHOTS_DIR", ".ci/screenshots"))
CENTRAL = (22.2819, 114.1582)
MONG_KOK = (22.3193, 114.1694)
WAIT_S = 15


def api(path, body=None):
    """Calls the server's JSON API directly (no cookie): what the page should agree with."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(
        f"{BASE_URL}/api/v1{path}", data=data, headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read() or b"null")


def start_browser(accept_language="zh-HK,zh;q=0.9"):
    """Headless Chromium at a phone's size, with a fresh profile, asking for `accept_language` (a Hong Kong phone's
    by default, so the first visit is in Traditional Chinese)."""
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM_BIN", "/usr/bin/chromium")
    options.add_experimental_option("prefs", {"intl.accept_languages": accept_language})
    options.add_argument(f"--lang={accept_language.split(',')[0]}")
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=390,844"):
        options.add_argument(argument)
    service = webdriver.ChromeService(executable_path=os.environ.get("CHROMEDRIVER_BIN", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_script_timeout(WAIT_S)
    # Headless windows cannot be narrower than 500 px: emulate the phone's viewport instead.
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride", {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True}
    )
    return driver


def allow_location(driver, place):
    """The browser grants geolocation and reports `place` (lat, lon)."""
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": BASE_URL, "permissions": ["geolocation"]})
    driver.execute_cdp_cmd(
        "Emulation.setGeolocationOverride", {"latitude": place[0], "longitude": place[1], "accuracy": 30}
    )


def refuse_location(driver):
    """The browser refuses geolocation, as when the visitor says no."""
    driver.execute_cdp_cmd(
        "Browser.setPermission",
        {"origin": BASE_URL, "permission": {"name": "geolocation"}, "setting": "denied"},
    )


def emulate_scheme(driver, scheme):
    """The browser's system asks for the `light` or `dark` colour scheme."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def set_offline(driver, offline):
    """Cuts the page (and its service worker) off the network, or reconnects it."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd(
        "Network.emulateNetworkConditions",
        {"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1},
    )


def wait(driver, condition, timeout=WAIT_S):
    """Waits for `condition`, looking again when the page replaced an element it was reading."""
    return WebDriverWait(driver, timeout, ignored_exceptions=[StaleElementReferenceException]).until(condition)


def visible(driver, selector, timeout=WAIT_S):
    return wait(driver, expected_conditions.visibility_of_element_located((By.CSS_SELECTOR, selector)), timeout)


def screenshot(driver, name):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(SCREENSHOTS / f"{name}.png"))


def page_fetch(driver, method, path, body=None):
    """Calls the API from the page, with its cookies, as the app does; returns {status, body}."""
    return driver.execute_async_script(
        """
        const [method, path, body, done] = arguments;
        fetch('/api/v1' + path, {method, credentials: 'same-origin',
            headers: {'Content-Type': 'application/json'}, body: body === null ? undefined : JSON.stringify(body)})
          .then(async (response) => done({status: response.status, body: await response.text()}))
          .catch((error) => done({status: 0, body: String(error)}));
        """,
        method,
        path,
        body,
    )


def enabled_keys(driver):
    """The keypad's keys that can be pressed now."""
    return {key.get_attribute("data-key") for key in driver.find_elements(By.CSS_SELECTOR, ".key[data-key]") if key.is_enabled()}


def add_favourite_from_page(driver, stop_id, route_key=None):
    """Saves a favourite through the API with the page's cookies, as the star does; returns its id."""
    answer = page_fetch(driver, "POST", "/favourites", {"stop_id": stop_id, "route_key": route_key})
    assert answer["status"] == 201, answer
    return json.loads(answer["body"])["id"]


def favourites_from_page(driver):
    """The visitor's favourites list as the API answers the page."""
    answer = page_fetch(driver, "GET", "/favourites")
    assert answer["status"] == 200, answer
    return json.loads(answer["body"])


def tap(driver, element):
    """Clicks `element` after bringing it to the middle of the screen, clear of the fixed tab bar."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def age_page(driver, seconds):
    """Moves the page's clock `seconds` ahead, as if that long had passed since its last refresh."""
    driver.execute_script(
        "const shift = arguments[0] * 1000; const now = Date.now.bind(Date); Date.now = () => now() + shift;", seconds
    )
