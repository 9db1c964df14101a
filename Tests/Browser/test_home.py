"""The home page lists the systems; each opens its own section, and old bus addresses still work."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, screenshot, visible, wait


def test_home_lists_systems_and_opens_the_bus_section(driver):
    driver.get(f"{BASE_URL}/")
    card = visible(driver, "a.system-card[href='/hk']")
    assert "香港巴士" in card.text
    assert not driver.find_elements(By.CSS_SELECTOR, ".tabbar")
    screenshot(driver, "home")

    card.click()
    wait(driver, lambda _: driver.current_url.startswith(f"{BASE_URL}/hk/"))
    assert len(driver.find_elements(By.CSS_SELECTOR, ".tabbar a")) == 4
    driver.find_element(By.CSS_SELECTOR, ".home-link").click()
    wait(driver, lambda _: driver.current_url == f"{BASE_URL}/")


def test_an_address_from_before_the_move_opens_the_same_page(driver):
    driver.get(f"{BASE_URL}/routes?prefix=1")
    wait(driver, lambda _: driver.current_url == f"{BASE_URL}/hk/routes?prefix=1")
    visible(driver, "#route-results .direction")


def test_an_unknown_address_is_a_page_with_the_way_home(driver):
    driver.get(f"{BASE_URL}/route/NOPE/extra")
    message = visible(driver, ".not-found")
    assert "沒有這個頁面" in message.text
    assert "error" not in driver.find_element(By.TAG_NAME, "body").text.lower()
    screenshot(driver, "not-found")
    message.find_element(By.CSS_SELECTOR, "a.button-link").click()
    wait(driver, lambda _: driver.current_url == f"{BASE_URL}/")
