"""Assets cached properly: every script, style and icon a page loads is at a versioned address (`?v=`), which the
service worker keeps from its install and answers from its cache first; the home page shows each system with its
own icon. In English in the light and in Chinese in the dark."""

import pytest
from selenium.webdriver.common.by import By

from browser import BASE_URL, emulate_scheme, screenshot, start_browser, visible, wait

PAGE_ASSETS = """
return performance.getEntriesByType('resource')
  .map((entry) => ({url: new URL(entry.name), workerStart: entry.workerStart}))
  .filter(({url}) => url.origin === location.origin && url.pathname.startsWith('/assets/')
    && !url.pathname.startsWith('/assets/leaflet/'))
  .map(({url, workerStart}) => ({address: url.pathname + url.search, workerStart}));
"""

CACHED = """
const done = arguments[0];
caches.keys()
  .then((names) => Promise.all(names.map((name) => caches.open(name).then((cache) => cache.keys()))))
  .then((lists) => done(lists.flat().map((request) => { const url = new URL(request.url); return url.pathname + url.search; })));
"""


@pytest.mark.parametrize("accept_language,scheme", [("en-GB,en;q=0.9", "light"), ("zh-HK,zh;q=0.9", "dark")])
def test_a_pages_assets_are_versioned_and_served_from_the_workers_cache(accept_language, scheme):
    driver = start_browser(accept_language)
    try:
        emulate_scheme(driver, scheme)
        driver.get(f"{BASE_URL}/hk/routes")
        visible(driver, "#nearby-list .row-link")
        driver.execute_async_script("navigator.serviceWorker.ready.then(() => arguments[0]())")
        driver.refresh()
        wait(driver, lambda _: driver.execute_script("return Boolean(navigator.serviceWorker.controller)"))
        visible(driver, "#nearby-list .row-link")

        assets = driver.execute_script(PAGE_ASSETS)
        addresses = {asset["address"] for asset in assets}
        assert any(address.startswith("/assets/app.css?v=") for address in addresses), addresses
        assert any(address.startswith("/assets/core.js?v=") for address in addresses), addresses
        assert all("?v=" in address for address in addresses), addresses
        # the worker answered them, from what it keeps
        assert all(asset["workerStart"] > 0 for asset in assets), assets
        cached = set(driver.execute_async_script(CACHED))
        assert addresses <= cached, addresses - cached

        driver.get(f"{BASE_URL}/")
        icons = driver.find_elements(By.CSS_SELECTOR, "a.system-card img.system-icon")
        # Hong Kong buses, Caltrain, any agency (Peninsula Bus), bikes and Ask
        assert len(icons) == 6
        assert len({icon.get_attribute("src") for icon in icons}) == 6
        assert all(driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", icon) for icon in icons)
        screenshot(driver, f"home-icons-{scheme}-{accept_language[:2]}")
    finally:
        driver.quit()
