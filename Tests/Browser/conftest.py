"""Fixtures of the browser scenarios: a fresh phone-sized Chromium per test, located at Central unless told."""

import pytest

from browser import CENTRAL, allow_location, start_browser


@pytest.fixture
def driver():
    browser = start_browser()
    allow_location(browser, CENTRAL)
    yield browser
    browser.quit()
