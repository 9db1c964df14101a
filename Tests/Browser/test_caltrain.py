"""Caltrain from the home page: two stations, the next trains with their arrival, and the pair remembered."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import BASE_URL, screenshot, visible, wait


def test_next_trains_between_two_stations_and_the_pair_is_remembered(driver):
    driver.get(f"{BASE_URL}/")
    visible(driver, "a.system-card[href='/caltrain']").click()
    wait(driver, lambda _: driver.current_url == f"{BASE_URL}/caltrain")

    Select(driver.find_element(By.ID, "caltrain-from")).select_by_value("mountain_view")
    Select(driver.find_element(By.ID, "caltrain-to")).select_by_value("sf")
    train = visible(driver, ".caltrain-train")
    assert "列車" in train.text and "→" in train.text
    screenshot(driver, "caltrain")

    driver.find_element(By.ID, "caltrain-swap").click()
    wait(driver, lambda _: Select(driver.find_element(By.ID, "caltrain-from")).first_selected_option.get_attribute("value") == "sf")
    driver.get(f"{BASE_URL}/caltrain")
    visible(driver, ".caltrain-train")
    assert Select(driver.find_element(By.ID, "caltrain-from")).first_selected_option.get_attribute("value") == "sf"
    assert Select(driver.find_element(By.ID, "caltrain-to")).first_selected_option.get_attribute("value") == "mountain_view"
    assert driver.find_elements(By.CSS_SELECTOR, ".home-link")


def test_live_board_with_delay_badges_alerts_banner_and_weather(driver):
    # The demo's simulated 511 keeps a standing notice at San Francisco's first platform, so a trip there shows it.
    driver.get(f"{BASE_URL}/caltrain")
    Select(driver.find_element(By.ID, "caltrain-from")).select_by_value("mountain_view")
    Select(driver.find_element(By.ID, "caltrain-to")).select_by_value("sf")
    visible(driver, ".caltrain-train")
    badges = driver.find_elements(By.CSS_SELECTOR, ".caltrain-train .delay")
    assert len(badges) == len(driver.find_elements(By.CSS_SELECTOR, ".caltrain-train"))
    assert all(badge.text for badge in badges)
    weather = visible(driver, ".caltrain-weather")
    assert "°F" in weather.text and "°C" in weather.text

    alert = visible(driver, ".caltrain-alert")
    assert "Construction" in alert.find_element(By.TAG_NAME, "summary").text
    alert.find_element(By.TAG_NAME, "summary").click()
    wait(driver, lambda _: alert.get_attribute("open") is not None)
    assert "main entrance" in alert.find_element(By.TAG_NAME, "p").text
    screenshot(driver, "caltrain-live-zh")

    driver.find_element(By.CSS_SELECTOR, ".language-switch button[value='en']").click()
    wait(driver, lambda _: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en")
    visible(driver, ".caltrain-train")
    visible(driver, ".caltrain-alert")
    assert visible(driver, ".caltrain-weather").text.startswith(("☀", "☁", "🌫", "🌦", "🌧", "❄", "⛈", "🧊"))
    screenshot(driver, "caltrain-live-en")
