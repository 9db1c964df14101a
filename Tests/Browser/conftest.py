"""Fixtures of the browser scenarios: a fresh phone-sized Chromium per test, located at Central unless told, asking
for Traditional Chinese or, as `english`, for English."""

import pytest

from browser import CENTRAL, allow_location, start_browser


@pytest.fixture
def driver():
    browser = start_browser()
    allow_location(browser, CENTRAL)
    yield browser
    browser.quit()


@pytest.fixture
def english():
    browser = start_browser("en-GB,en;q=0.9")
    allow_location(browser, CENTRAL)
    yield browser
    browser.quit()
