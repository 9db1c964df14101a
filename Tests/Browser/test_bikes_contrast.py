"""Every visible text of the London bikes pages keeps the app's contrast (at least 7:1) against what is behind it, in
the dark and the light colour scheme."""

import pytest

from browser import BASE_URL, emulate_scheme, page_fetch, start_browser, visible
from test_contrast import checked

PAGES = ["/bikes?sort=manual&q=waterloo", "/bikes/map?c=51.5080,-0.1281&z=17", "/bikes/docks/BikePoints_1", "/bikes/about"]


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_the_bikes_pages_keep_their_contrast(scheme):
    driver = start_browser("en-GB,en;q=0.9")
    emulate_scheme(driver, scheme)
    try:
        driver.get(f"{BASE_URL}/bikes/about")
        assert page_fetch(driver, "POST", "/bikes/favourites", {"dock_id": "BikePoints_3"})["status"] == 201
        failures = []
        for page in PAGES:
            driver.get(f"{BASE_URL}{page}")
            visible(driver, "main")
            failures += checked(driver, page)
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride", {"width": 200, "height": 240, "deviceScaleFactor": 1, "mobile": True}
        )
        driver.get(f"{BASE_URL}/bikes/watch")
        visible(driver, ".watch-row")
        failures += checked(driver, "/bikes/watch")
        assert failures == []
    finally:
        driver.quit()
