"""Linking a second device from the web: the settings lead to a page showing a QR code of a link carrying the
invitation's secret (the code encodes exactly that address) and a 6-character code; a device opening the link joins
the list at once, a device typing the code joins once the first confirms, and a device with nothing saved is told
to save something first. Each device lists the list's devices, and either unlinks the other or leaves (two taps). In
English in the light and in Chinese in the dark."""

import json
import re

import pytest
import qrcode
import qrcode.util
from qrcode.constants import ERROR_CORRECT_M
from selenium.webdriver.common.by import By

from browser import BASE_URL, add_favourite_from_page, api, emulate_scheme, page_fetch, screenshot, start_browser, tap, visible, wait

KEEP_INVITATION = """
const realFetch = window.fetch.bind(window);
window.fetch = async (...args) => {
  const response = await realFetch(...args);
  if (String(args[0]).endsWith('/api/v1/link-codes') && response.ok) window.invitation = await response.clone().json();
  return response;
};
"""
CASES = [("en-GB,en;q=0.9", "light", "Linked", "now confirm"), ("zh-HK,zh;q=0.9", "dark", "已連結", "請在另一部裝置按確認")]


def favourite_ids(driver):
    return sorted(favourite["stop_id"] for favourite in json.loads(page_fetch(driver, "GET", "/favourites")["body"])["favourites"])


def shown_modules(driver):
    """The dark modules the page's QR code draws, as (row, column) without the 4-module quiet zone."""
    path = driver.find_element(By.CSS_SELECTOR, "#link-qr svg.qr-code path").get_attribute("d")
    return {(int(row) - 4, int(column) - 4) for column, row in re.findall(r"M(\d+) (\d+)h1v1h-1z", path)}


def reference_masks(address):
    """The dark modules of `address` as PyPI's `qrcode` encodes it at level M, in its smallest version, per mask."""
    codes = []
    for mask in range(8):
        code = qrcode.QRCode(error_correction=ERROR_CORRECT_M, border=0, mask_pattern=mask)
        code.add_data(qrcode.util.QRData(address.encode(), mode=qrcode.util.MODE_8BIT_BYTE))
        code.make(fit=True)
        codes.append({(r, c) for r, row in enumerate(code.get_matrix()) for c, dark in enumerate(row) if dark})
    return codes


def inviter(accept_language, scheme):
    driver = start_browser(accept_language)
    emulate_scheme(driver, scheme)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": KEEP_INVITATION})
    driver.get(f"{BASE_URL}/settings")
    stops = api("/nearby?lat=22.2819&lon=114.1582&limit=2")["stops"]
    for stop in stops:
        add_favourite_from_page(driver, stop["id"])
    tap(driver, driver.find_element(By.CSS_SELECTOR, "main a[href='/link']"))
    wait(driver, lambda _: driver.current_url == f"{BASE_URL}/link")
    tap(driver, visible(driver, "#link-create"))
    visible(driver, "#link-qr svg.qr-code")
    return driver


@pytest.mark.parametrize("accept_language,scheme,linked,confirm_there", CASES)
def test_a_device_opening_the_qr_codes_link_joins_the_list(accept_language, scheme, linked, confirm_there):
    first = inviter(accept_language, scheme)
    second = start_browser(accept_language)
    try:
        invitation = wait(first, lambda _: first.execute_script("return window.invitation"))
        address = f"{BASE_URL}/link#{invitation['secret']}"
        assert shown_modules(first) in reference_masks(address)
        assert first.find_element(By.ID, "link-code").text == invitation["code"]
        assert re.fullmatch(r"[2-9ABCDEFGHJKMNPQRSTUVWXYZ]{6}", invitation["code"])
        screenshot(first, f"link-invitation-{scheme}-{accept_language[:2]}")

        second.get(address)
        wait(second, lambda _: linked in second.find_element(By.ID, "link-enter-status").text)
        assert "#" not in second.current_url
        assert favourite_ids(second) == favourite_ids(first) and len(favourite_ids(second)) == 2
    finally:
        first.quit()
        second.quit()


@pytest.mark.parametrize("accept_language,scheme,linked,confirm_there", CASES)
def test_a_device_typing_the_code_joins_once_the_first_confirms(accept_language, scheme, linked, confirm_there):
    first = inviter(accept_language, scheme)
    second = start_browser(accept_language)
    try:
        code = visible(first, "#link-code").text
        second.get(f"{BASE_URL}/link")
        second.find_element(By.ID, "link-code-input").send_keys(code.lower())
        tap(second, second.find_element(By.CSS_SELECTOR, "#link-form button"))
        wait(second, lambda _: confirm_there in second.find_element(By.ID, "link-enter-status").text)
        assert favourite_ids(second) == []
        tap(first, first.find_element(By.ID, "link-confirm"))
        wait(first, lambda _: linked in first.find_element(By.ID, "link-show-status").text)
        assert favourite_ids(second) == favourite_ids(first)
        screenshot(second, f"link-entered-{scheme}-{accept_language[:2]}")
    finally:
        first.quit()
        second.quit()


def device_rows(driver):
    return [row.text for row in driver.find_elements(By.CSS_SELECTOR, "#link-device-list li .row-title")]


def unlink(driver, row_index, done_message):
    button = driver.find_elements(By.CSS_SELECTOR, "#link-device-list li button")[row_index]
    label = button.text
    tap(driver, button)
    wait(driver, lambda _: button.text != label)
    tap(driver, button)
    wait(driver, lambda _: done_message in driver.find_element(By.ID, "link-devices-status").text)


@pytest.mark.parametrize(
    "accept_language,scheme,rows,leaving,unlinked,alone,nothing_saved",
    [
        ("en-GB,en;q=0.9", "light", ["Another device", "This device"], False, "Unlinked", "Only this device", "not saved"),
        ("zh-HK,zh;q=0.9", "dark", ["另一部裝置", "這部裝置"], True, "已離開", "只有這部裝置", "仍未儲存"),
    ],
)
def test_either_device_unlinks_the_other_or_leaves(accept_language, scheme, rows, leaving, unlinked, alone, nothing_saved):
    first = inviter(accept_language, scheme)
    second = start_browser(accept_language)
    emulate_scheme(second, scheme)
    try:
        invitation = wait(first, lambda _: first.execute_script("return window.invitation"))
        second.get(f"{BASE_URL}/link#{invitation['secret']}")
        wait(second, lambda _: device_rows(second) == rows)
        assert len(favourite_ids(second)) == 2
        screenshot(second, f"link-devices-{scheme}-{accept_language[:2]}")
        first.get(f"{BASE_URL}/link")
        wait(first, lambda _: device_rows(first) == list(reversed(rows)))

        unlinking = second if leaving else first
        unlink(unlinking, 1, unlinked)
        assert device_rows(unlinking) == []
        screenshot(unlinking, f"link-unlinked-{scheme}-{accept_language[:2]}")
        assert favourite_ids(second) == []
        assert len(favourite_ids(first)) == 2
        for driver in (first, second):
            driver.get(f"{BASE_URL}/link")
        wait(first, lambda _: alone in first.find_element(By.ID, "link-devices-status").text)
        wait(second, lambda _: nothing_saved in second.find_element(By.ID, "link-devices-status").text)
    finally:
        first.quit()
        second.quit()


def test_a_device_with_nothing_saved_is_told_to_save_first_and_a_wrong_code_is_refused(english):
    english.get(f"{BASE_URL}/link")
    tap(english, visible(english, "#link-create"))
    wait(english, lambda _: "Save a favourite first" in english.find_element(By.ID, "link-show-status").text)
    assert not english.find_element(By.ID, "link-invitation").is_displayed()
    english.find_element(By.ID, "link-code-input").send_keys("ZZZZZZ")
    tap(english, english.find_element(By.CSS_SELECTOR, "#link-form button"))
    wait(english, lambda _: english.find_element(By.ID, "link-enter-status").text != "")
    assert "error" in english.find_element(By.ID, "link-enter-status").get_attribute("class")
