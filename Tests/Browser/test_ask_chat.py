"""Ask Hong Kong: questions in English and Chinese answered as bubbles with cards (never JSON), suggestion chips, a
follow-up in the same conversation, bad input answered with a message, dark and light themes, the last answers
shown again with their age when the server cannot be reached, and "buses near me" and the weather now from where the
browser says the rider is."""

import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import (
    BASE_URL,
    CENTRAL,
    allow_location,
    api,
    emulate_scheme,
    refuse_location,
    screenshot,
    set_offline,
    start_browser,
    visible,
    wait,
)


def ask(driver, question):
    """Types `question`, sends it, and waits for its answer: the newest bubble from the server."""
    before = len(driver.find_elements(By.CSS_SELECTOR, ".bubble.from-server"))
    field = driver.find_element(By.ID, "ask-text")
    field.clear()
    field.send_keys(question, Keys.ENTER)
    wait(driver, lambda _: len(driver.find_elements(By.CSS_SELECTOR, ".bubble.from-server")) > before)
    return driver.find_elements(By.CSS_SELECTOR, ".bubble.from-server")[-1]


def no_json_shown(driver):
    text = driver.find_element(By.ID, "ask-log").text
    return '"type"' not in text and "{" not in text


def test_english_question_draws_the_forecast_strip_and_a_chip_follows_up(english):
    driver = english
    driver.get(f"{BASE_URL}/")
    visible(driver, "a.system-card[href='/ask']").click()
    wait(driver, lambda _: driver.current_url == f"{BASE_URL}/ask")

    answer = ask(driver, "Will it rain tomorrow?")
    strip = answer.find_element(By.CSS_SELECTOR, ".card-weather-forecast .forecast-strip")
    assert len(strip.find_elements(By.CSS_SELECTOR, ".day")) == 9
    assert strip.find_elements(By.CSS_SELECTOR, ".psr")
    # Drawn, not an emoji the phone's fonts may lack.
    assert len(strip.find_elements(By.CSS_SELECTOR, ".day-icon svg.weather-icon")) == 9
    first_day = answer.find_element(By.CSS_SELECTOR, ".day.asked .day-date").text
    assert no_json_shown(driver)
    screenshot(driver, "ask-en")

    chip = next(chip for chip in driver.find_elements(By.CSS_SELECTOR, "#ask-chips .chip") if "day after" in chip.text)
    # The answer redraws the chips, so the clicked one is read before it goes.
    asked = chip.text
    chip.click()
    wait(driver, lambda _: len(driver.find_elements(By.CSS_SELECTOR, ".bubble.from-server .day.asked")) == 2)
    followed = driver.find_elements(By.CSS_SELECTOR, ".bubble.from-server .day.asked .day-date")[-1].text
    assert followed != first_day
    assert driver.find_elements(By.CSS_SELECTOR, ".bubble.from-visitor")[-1].text == asked


def test_chinese_questions_draw_weather_uv_and_rainfall_cards(driver):
    driver.get(f"{BASE_URL}/ask")
    now = ask(driver, "而家天氣點？")
    assert "°C" in now.find_element(By.CSS_SELECTOR, ".card-weather-now .now-temp").text
    assert "天文台" in now.text

    uv = ask(driver, "紫外線指數幾多？")
    card = uv.find_element(By.CSS_SELECTOR, ".card-weather-uv")
    assert card.find_elements(By.CSS_SELECTOR, ".gauge svg") or "晚間" in card.text

    rain = ask(driver, "各區雨量")
    assert rain.find_element(By.CSS_SELECTOR, ".card-weather-rainfall .card-title").text == "過去一小時雨量"

    warnings = ask(driver, "而家有咩警告？")
    assert warnings.find_elements(By.CSS_SELECTOR, ".card-weather-warnings")
    assert no_json_shown(driver)
    screenshot(driver, "ask-zh")


def test_bad_input_is_answered_with_a_message(english):
    driver = english
    driver.get(f"{BASE_URL}/ask")
    answer = ask(driver, "   ")
    assert "notice" in answer.get_attribute("class")
    assert "empty" in answer.text


def test_voice_button_only_where_the_browser_recognises_speech(english):
    driver = english
    driver.get(f"{BASE_URL}/ask")
    visible(driver, "#ask-form")
    offered = driver.execute_script("return Boolean(window.SpeechRecognition || window.webkitSpeechRecognition)")
    wait(driver, lambda _: driver.find_element(By.ID, "ask-voice").is_displayed() == offered)


def test_light_and_dark_follow_the_system(english):
    driver = english
    for scheme in ("light", "dark"):
        emulate_scheme(driver, scheme)
        driver.get(f"{BASE_URL}/ask")
        ask(driver, "Weather now?")
        background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        channels = [int(part) for part in background[background.index("(") + 1 : background.index(")")].split(",")[:3]]
        assert (sum(channels) > 600) == (scheme == "light"), background
        screenshot(driver, f"ask-{scheme}")


def test_offline_the_last_answer_is_shown_with_its_age(driver):
    driver.get(f"{BASE_URL}/ask")
    ask(driver, "聽日會唔會落雨？")
    set_offline(driver, True)
    try:
        kept = ask(driver, "聽日會唔會落雨？")
        assert "kept" in kept.get_attribute("class")
        assert "分鐘前" in kept.find_element(By.CSS_SELECTOR, ".card-age").text
        assert kept.find_elements(By.CSS_SELECTOR, ".forecast-strip .day")
        missing = ask(driver, "紫外線指數幾多？")
        assert "離線" in missing.text
        screenshot(driver, "ask-offline")
    finally:
        set_offline(driver, False)
    # Reopened, the page shows the kept answers under their questions.
    driver.get(f"{BASE_URL}/ask")
    wait(driver, lambda _: driver.find_elements(By.CSS_SELECTOR, ".bubble.kept .forecast-strip"))


CANTONESE_ONLY = ("唔", "咩", "嘅", "而家", "聽日", "听日", "邊", "边度", "點樣", "点样")


def test_simplified_chips_are_mandarin_and_a_bus_chip_names_a_route_that_runs():
    browser = start_browser("zh-CN,zh;q=0.9")
    try:
        browser.get(f"{BASE_URL}/ask")
        chips = [chip.text for chip in browser.find_elements(By.CSS_SELECTOR, "#ask-chips .chip")]
        assert chips and not any(word in chip for chip in chips for word in CANTONESE_ONLY), chips
        assert not any(word in browser.find_element(By.ID, "ask-text").get_attribute("placeholder")
                       for word in CANTONESE_ONLY)

        ask(browser, "旺角附近有什么巴士？")
        chips = [chip.text for chip in browser.find_elements(By.CSS_SELECTOR, "#ask-chips .chip")]
        assert not any(word in chip for chip in chips for word in CANTONESE_ONLY), chips
        routes = [chip.split("几时到")[0] for chip in chips if "几时到" in chip]
        assert routes, chips
        for route in routes:
            found = [group["route"] for group in api(f"/routes?prefix={route}")["routes"]]
            assert route in found, f"a chip asks about route {route}, which does not run"
        screenshot(browser, "ask-zh-hans-chips")
    finally:
        browser.quit()


def test_switching_language_keeps_the_conversation_and_says_a_new_one_starts(driver):
    driver.get(f"{BASE_URL}/ask")
    ask(driver, "而家天氣點？")
    ask(driver, "聽日會唔會落雨？")

    driver.find_element(By.CSS_SELECTOR, ".language-switch button[value='en']").click()
    wait(driver, lambda _: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en")

    questions = [bubble.text for bubble in driver.find_elements(By.CSS_SELECTOR, ".bubble.from-visitor")]
    assert questions == ["而家天氣點？", "聽日會唔會落雨？"]
    ages = [age.text for age in driver.find_elements(By.CSS_SELECTOR, ".bubble.kept .card-age")]
    assert len(ages) == 2 and all("Answered" in age and "Offline" not in age for age in ages), ages
    assert "new conversation in English" in driver.find_elements(By.CSS_SELECTOR, ".bubble.aside")[-1].text
    follow = ask(driver, "Weather now?")
    assert "°" in follow.text or follow.find_elements(By.CSS_SELECTOR, ".card-weather-now")
    screenshot(driver, "ask-language-switched")


def a_route_and_its_stop():
    """A route of the demo network and one of its stops, as the API names them."""
    group = api("/routes?prefix=")["routes"][0]
    detail = api(f"/routes/{group['directions'][0]['variant']['key']}")
    return group["route"], detail["stops"][len(detail["stops"]) // 2]["stop"]["name"]


def test_a_next_bus_question_naming_a_stop_in_chinese_is_answered_in_both_scripts(driver):
    route, name = a_route_and_its_stop()
    simplified = start_browser("zh-CN,zh;q=0.9")
    try:
        for browser, question in ((driver, f"{name['tc']} {route} 下一班幾時到"), (simplified, f"{name['sc']} {route} 下一班几时到")):
            browser.get(f"{BASE_URL}/ask")
            answer = ask(browser, question)
            assert "未能提供" not in answer.text, question
            assert route in answer.text and ("分鐘" in answer.text or "分钟" in answer.text or "班次" in answer.text), answer.text
            assert answer.find_elements(By.CSS_SELECTOR, ".bus-times li"), answer.text
        screenshot(simplified, "ask-zh-hans-next-bus")
    finally:
        simplified.quit()


def feedback_count(intent):
    """The server's count of answers marked wrong that were read as `intent`."""
    metrics = urllib.request.urlopen(f"{BASE_URL}/metrics").read().decode()
    line = next((line for line in metrics.splitlines() if line.startswith(f'nextstop_ask_feedback_total{{intent="{intent}"}}')), "")
    return float(line.split()[-1]) if line else 0.0


def test_an_answer_marked_wrong_is_sent_once_and_thanked(english):
    driver = english
    driver.get(f"{BASE_URL}/ask")
    before = feedback_count("weather.forecast")
    answer = ask(driver, "Will it rain tomorrow?")
    answer.find_element(By.CSS_SELECTOR, "button.wrong-answer").click()
    noted = wait(driver, lambda _: answer.find_elements(By.CSS_SELECTOR, ".wrong-noted"))
    assert noted[0].text == "Noted, thank you."
    assert not answer.find_elements(By.CSS_SELECTOR, "button.wrong-answer")
    assert feedback_count("weather.forecast") == before + 1
    screenshot(driver, "ask-wrong-answer")


def test_the_aqhi_gauge_compares_every_station_highest_first(english):
    driver = english
    driver.get(f"{BASE_URL}/ask")
    answer = ask(driver, "AQHI in Sha Tin")
    card = answer.find_element(By.CSS_SELECTOR, ".card-air-aqhi")
    assert card.find_elements(By.CSS_SELECTOR, ".gauge svg")
    symbols = [cell.text for cell in card.find_elements(By.CSS_SELECTOR, ".pollutant dt")]
    assert symbols[0] == "PM2.5" and "O₃" in symbols and "CO" not in symbols  # a general station measures no CO
    assert "µg/m³" in card.find_element(By.CSS_SELECTOR, ".pollutants figcaption").text
    # Folded away under its count, so the gauge stays the answer.
    rows = card.find_elements(By.CSS_SELECTOR, ".aqhi-bars li")
    assert rows and not rows[0].is_displayed()
    card.find_element(By.CSS_SELECTOR, "details.aqhi-districts summary").click()
    wait(driver, lambda _: rows[0].is_displayed())
    assert len(rows) == 18
    values = [11 if row.find_element(By.CSS_SELECTOR, ".aqhi-value").text == "10+"
              else int(row.find_element(By.CSS_SELECTOR, ".aqhi-value").text) for row in rows]
    assert values == sorted(values, reverse=True)
    # Each bar as long as its index (drawn through the CSSOM: the page's policy refuses style attributes).
    widths = [row.find_element(By.CSS_SELECTOR, ".aqhi-bar").size["width"] for row in rows]
    assert values[0] > values[-1] and widths[0] > widths[-1]
    assert all(abs(width / widths[0] - value / values[0]) < 0.05 for width, value in zip(widths, values))
    asked = card.find_elements(By.CSS_SELECTOR, ".aqhi-bars li.asked")
    assert len(asked) == 1 and asked[0].find_element(By.CSS_SELECTOR, ".aqhi-name").text == "Sha Tin"
    assert any("(roadside)" in row.text for row in rows)
    assert no_json_shown(driver)
    driver.execute_script("arguments[0].scrollIntoView()", card.find_element(By.CSS_SELECTOR, ".pollutants"))
    screenshot(driver, "ask-aqhi-districts")


@pytest.mark.parametrize("accept_language,scheme,question,near_you", [
    ("en-GB,en;q=0.9", "light", "Buses near me?", "Near you:"),
    ("zh-HK,zh;q=0.9", "dark", "附近有咩巴士", "你附近："),
])
def test_buses_near_me_are_the_stops_nearest_the_rider_with_distances_and_routes(accept_language, scheme, question, near_you):
    driver = start_browser(accept_language)
    try:
        allow_location(driver, CENTRAL)
        emulate_scheme(driver, scheme)
        driver.get(f"{BASE_URL}/ask")
        answer = ask(driver, question)
        assert near_you in answer.text
        rows = answer.find_elements(By.CSS_SELECTOR, ".card-bus-stops .bus-stops li")
        expected = api(f"/nearby?lat={CENTRAL[0]}&lon={CENTRAL[1]}&limit=6&routes=1")["stops"]
        assert len(rows) == len(expected)
        first = rows[0]
        name = expected[0]["name"]["en" if accept_language.startswith("en") else "tc"]
        assert name in first.find_element(By.CSS_SELECTOR, ".bus-stop-head").text
        assert f"{expected[0]['distance_m']}" in first.find_element(By.CSS_SELECTOR, ".bus-stop-head").text
        chips = [chip.text for chip in first.find_elements(By.CSS_SELECTOR, ".route-chip")]
        assert chips == list(dict.fromkeys(route["route"] for route in expected[0]["routes"]))
        assert no_json_shown(driver)
        screenshot(driver, f"ask-near-me-{scheme}-{accept_language[:2]}")
    finally:
        driver.quit()


def test_buses_near_me_without_a_location_asks_where(english):
    refuse_location(english)
    english.get(f"{BASE_URL}/ask")
    answer = ask(english, "Buses near me?")
    assert answer.text.startswith("Near where?")
    assert not answer.find_elements(By.CSS_SELECTOR, ".card-bus-stops")


@pytest.mark.parametrize("accept_language,scheme,question,station", [
    ("en-GB,en;q=0.9", "light", "What's the weather now?", "Sha Tin"),
    ("zh-HK,zh;q=0.9", "dark", "而家天氣點？", "沙田"),
])
def test_the_weather_now_is_the_station_nearest_the_rider(accept_language, scheme, question, station):
    driver = start_browser(accept_language)
    try:
        allow_location(driver, (22.394, 114.205))
        emulate_scheme(driver, scheme)
        driver.get(f"{BASE_URL}/ask")
        answer = ask(driver, question)
        card = answer.find_element(By.CSS_SELECTOR, ".card-weather-now")
        assert station in card.text and station in answer.text
        assert no_json_shown(driver)
        screenshot(driver, f"ask-weather-near-me-{scheme}-{accept_language[:2]}")
    finally:
        driver.quit()
