"""Managing favourites in 我的: create, rename, reorder and delete categories; move, reorder and delete favourites."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from browser import (
    BASE_URL,
    CENTRAL,
    add_favourite_from_page,
    api,
    favourites_from_page,
    screenshot,
    tap,
    visible,
    wait,
)


def section_names(driver):
    return [heading.text for heading in driver.find_elements(By.CSS_SELECTOR, "#favourites .category-head h2")]


def section(driver, name):
    if name == "未分類":
        return driver.find_element(By.CSS_SELECTOR, '#favourites section.category[data-category="none"]')
    for candidate in driver.find_elements(By.CSS_SELECTOR, "#favourites section.category"):
        if candidate.find_element(By.CSS_SELECTOR, ".category-head h2").text == name:
            return candidate
    raise AssertionError(f"no section {name}")


def card_ids(driver, name):
    return [card.get_attribute("data-id") for card in section(driver, name).find_elements(By.CSS_SELECTOR, ".favourite")]


def create_category(driver, name):
    field = driver.find_element(By.ID, "category-name")
    field.clear()
    field.send_keys(name)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "#new-category button[type=submit]"))
    wait(driver, lambda _: name in section_names(driver))


def move_to(driver, favourite_id, category):
    card = driver.find_element(By.CSS_SELECTOR, f'.favourite[data-id="{favourite_id}"]')
    select = card.find_element(By.CSS_SELECTOR, "select")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", select)
    Select(select).select_by_visible_text(category)
    wait(driver, lambda _: favourite_id in card_ids(driver, category))


def test_categories_and_order(driver):
    driver.get(f"{BASE_URL}/hk/favourites")
    visible(driver, "#empty-state")
    stops = api(f"/nearby?lat={CENTRAL[0]}&lon={CENTRAL[1]}&limit=3")["stops"]
    first, second = (str(add_favourite_from_page(driver, stop["id"])) for stop in stops[:2])
    driver.refresh()
    wait(driver, lambda _: card_ids(driver, "未分類") == [first, second])

    driver.find_element(By.ID, "edit-toggle").click()
    create_category(driver, "上班")
    create_category(driver, "回家")
    assert section_names(driver) == ["未分類", "上班", "回家"]

    # Move both favourites into 上班, then swap them.
    move_to(driver, first, "上班")
    move_to(driver, second, "上班")
    assert card_ids(driver, "上班") == [first, second]
    tap(driver, section(driver, "上班").find_element(By.CSS_SELECTOR, f'.favourite[data-id="{second}"] [aria-label="上移"]'))
    wait(driver, lambda _: card_ids(driver, "上班") == [second, first])
    screenshot(driver, "favourites-editing")

    # Put 回家 first, rename it.
    tap(driver, section(driver, "回家").find_element(By.CSS_SELECTOR, '.edit-controls [aria-label="上移"]'))
    wait(driver, lambda _: section_names(driver) == ["回家", "上班"])
    rename = section(driver, "回家").find_element(By.CSS_SELECTOR, ".edit-controls input")
    rename.clear()
    rename.send_keys("放工")
    tap(driver, section(driver, "回家").find_element(By.CSS_SELECTOR, ".edit-controls button[type=submit]"))
    wait(driver, lambda _: section_names(driver) == ["放工", "上班"])

    # The server kept all of it.
    saved = favourites_from_page(driver)
    assert [category["name"] for category in saved["categories"]] == ["放工", "上班"]
    assert [str(favourite["id"]) for favourite in saved["favourites"]] == [second, first]

    # Deleting 上班 returns its favourites to 未分類; deleting a favourite removes it.
    tap(driver, section(driver, "上班").find_element(By.CSS_SELECTOR, ".category-head + .edit-controls .danger"))
    wait(driver, lambda _: section_names(driver) == ["未分類", "放工"])
    assert sorted(card_ids(driver, "未分類")) == sorted([first, second])
    tap(driver, driver.find_element(By.CSS_SELECTOR, f'.favourite[data-id="{first}"] .danger'))
    wait(driver, lambda _: card_ids(driver, "未分類") == [second])

    # Leaving edit mode hides the controls and the empty category.
    tap(driver, driver.find_element(By.ID, "edit-toggle"))
    wait(driver, lambda _: section_names(driver) == ["未分類"])
    assert not driver.find_elements(By.CSS_SELECTOR, ".edit-controls")
