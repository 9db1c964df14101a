"""The MTR from the home page: a line opened to its stations, a station's next trains each way with platforms and
minutes, the other lines calling there, in English, Traditional and Simplified Chinese; the board refreshing in place
and marked stale when it cannot."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, screenshot, set_offline, start_browser, visible, wait


def ways(driver):
    """Each way's heading with its trains' destinations, platforms and times due."""
    sections = wait(driver, lambda _: driver.find_elements(By.CSS_SELECTOR, "#live-block .mtr-way"))
    return [
        (
            section.find_element(By.TAG_NAME, "h3").text,
            [row.text.split("\n") for row in section.find_elements(By.CSS_SELECTOR, ".mtr-train")],
        )
        for section in sections
    ]


def test_a_station_found_from_its_line_shows_the_trains_each_way():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/")
        visible(driver, "a.system-card[href='/hk/mtr']").click()
        visible(driver, "#TKL summary").click()
        visible(driver, "#TKL a[data-station='TIK']").click()
        assert visible(driver, ".mtr-place").text == "TKL\nTiu Keng Leng"
        board = ways(driver)
        assert [heading for heading, _ in board] == ["To LOHAS Park / Po Lam", "To North Point"], board
        for _, trains in board:
            assert trains, board
            for destination, platform, due, time in trains:
                assert platform.startswith("Platform ") and (due == "Arriving" or due.endswith(" min")), trains
        assert {row[0] for row in board[1][1]} == {"North Point"}
        screenshot(driver, "mtr-board")

        visible(driver, ".mtr-others a.mtr-KTL").click()
        assert visible(driver, ".mtr-place").text == "KTL\nTiu Keng Leng"
        visible(driver, "a[href='/hk/mtr?line=KTL#KTL']").click()
        assert driver.find_element(By.ID, "KTL").get_attribute("open") is not None
        assert driver.find_element(By.ID, "TKL").get_attribute("open") is None
        screenshot(driver, "mtr-lines")
    finally:
        driver.quit()


def test_the_board_speaks_traditional_and_simplified_chinese():
    driver = start_browser()
    try:
        driver.get(f"{BASE_URL}/hk/mtr/EAL/SHS")
        assert visible(driver, ".mtr-place").text == "EAL\n上水"
        board = ways(driver)
        assert board[0][0] == "往羅湖 / 落馬洲" or board[0][0] == "往落馬洲 / 羅湖", board
        assert board[1][0] == "往金鐘", board
        assert all(row[1].endswith("號月台") for _, trains in board for row in trains), board
        screenshot(driver, "mtr-board-tc")

        visible(driver, ".language-switch button[value='sc']").click()
        assert visible(driver, ".mtr-place").text == "EAL\n上水"
        board = ways(driver)
        assert board[1][0] == "往金钟", board
        assert all(row[1].endswith("号月台") for _, trains in board for row in trains), board
        screenshot(driver, "mtr-board-sc")
    finally:
        driver.quit()


def test_the_board_refreshes_in_place_and_is_marked_stale_when_it_cannot():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/hk/mtr/AEL/KOW")
        ways(driver)
        driver.execute_script(
            "document.querySelector('#live-block .mtr-way').prepend(Object.assign(document.createElement('p'), {id: 'drawn-here'}))")
        visible(driver, "#refresh").click()
        wait(driver, lambda _: not driver.find_elements(By.ID, "drawn-here"))
        assert driver.find_element(By.ID, "refresh-status").text.startswith("Updated ")
        assert ways(driver)[0][0] == "To Airport & AsiaWorld-Expo"

        set_offline(driver, True)
        wait(driver, lambda _: driver.find_element(By.ID, "refresh").is_enabled())
        driver.find_element(By.ID, "refresh").click()
        wait(driver, lambda _: "stale" in driver.find_element(By.ID, "live-block").get_attribute("class"))
        assert ways(driver)[0][1]
        screenshot(driver, "mtr-board-offline")
    finally:
        set_offline(driver, False)
        driver.quit()
