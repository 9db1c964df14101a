"""Every visible text on every page keeps WCAG AAA contrast (at least 7:1) against what is behind it, in the dark
and the light colour scheme."""

import pytest
from selenium.webdriver.common.by import By

from browser import BASE_URL, CENTRAL, add_favourite_from_page, age_page, api, emulate_scheme, visible, wait

MINIMUM = 7.0

# For each element with text of its own: its colour over the first opaque background up its ancestors, with every
# translucent layer between blended in, as the browser paints it.
CONTRAST_SCRIPT = """
const parse = (text) => {
  const numbers = (text.match(/[\\d.]+/g) || []).map(Number);
  if (numbers.length < 3) return null;
  return { r: numbers[0], g: numbers[1], b: numbers[2], a: numbers.length > 3 ? numbers[3] : 1 };
};
const over = (top, bottom) => ({
  r: top.r * top.a + bottom.r * (1 - top.a),
  g: top.g * top.a + bottom.g * (1 - top.a),
  b: top.b * top.a + bottom.b * (1 - top.a),
  a: 1,
});
const luminance = (c) => {
  const channel = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
};
const background = (element) => {
  const layers = [];
  for (let node = element; node; node = node.parentElement) {
    const colour = parse(getComputedStyle(node).backgroundColor);
    if (colour && colour.a > 0) layers.push(colour);
    if (colour && colour.a >= 1) break;
  }
  let result = { r: 255, g: 255, b: 255, a: 1 };
  for (const layer of layers.reverse()) result = over(layer, result);
  return result;
};
const results = [];
for (const element of document.body.querySelectorAll('*')) {
  if (['SCRIPT', 'STYLE', 'OPTION', 'svg', 'path'].includes(element.tagName)) continue;
  const ownText = [...element.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim();
  if (!ownText) continue;
  const style = getComputedStyle(element);
  const box = element.getBoundingClientRect();
  if (style.visibility === 'hidden' || box.width === 0 || box.height === 0 || !element.getClientRects().length) continue;
  const back = background(element);
  const fore = over(parse(style.color), back);
  const [light, dark] = [luminance(fore), luminance(back)].sort((a, b) => b - a);
  results.push({ text: ownText.slice(0, 40), ratio: (light + 0.05) / (dark + 0.05), tag: element.tagName, cls: element.className });
}
return results;
"""


def checked(driver, page):
    light = driver.execute_script("return matchMedia('(prefers-color-scheme: light)').matches")
    page = f"{page} ({'light' if light else 'dark'})"
    results = driver.execute_script(CONTRAST_SCRIPT)
    assert results, f"{page}: no text found"
    return [f"{page}: {r['text']!r} <{r['tag']} class={r['cls']!r}> {r['ratio']:.2f}" for r in results if r["ratio"] < MINIMUM]


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_every_text_has_aaa_contrast(driver, scheme):
    emulate_scheme(driver, scheme)
    stop = api(f"/nearby?lat={CENTRAL[0]}&lon={CENTRAL[1]}&limit=1")["routes"][0]
    driver.get(f"{BASE_URL}/hk/favourites")
    failures = checked(driver, "favourites (empty)")
    add_favourite_from_page(driver, stop["stop"]["id"], stop["variant"]["key"])
    add_favourite_from_page(driver, stop["stop"]["id"])

    pages = [
        ("/", ".system-card"),
        ("/hk/favourites", ".favourite .eta"),
        ("/hk/routes", "#nearby-list .eta"),
        ("/hk/routes?prefix=1", "#route-results .direction"),
        ("/hk/stops", "#nearby-list .row-link"),
        (f"/hk/stops/{stop['stop']['id']}", "#arrivals .eta"),
        (f"/hk/routes/{stop['variant']['key']}?stop={stop['stop']['id']}", "li.stop.open .eta"),
        ("/hk/routes/no-such-route", ".not-found"),
    ]
    for path, ready in pages:
        driver.get(f"{BASE_URL}{path}")
        visible(driver, ready)
        failures += checked(driver, path)

    # Edit mode, with its controls.
    driver.get(f"{BASE_URL}/hk/favourites")
    visible(driver, ".favourite .eta")
    driver.find_element(By.ID, "edit-toggle").click()
    wait(driver, lambda _: driver.find_elements(By.CSS_SELECTOR, ".edit-controls"))
    failures += checked(driver, "favourites (editing)")

    # The cooldown of a refresh button and the offline banner.
    driver.get(f"{BASE_URL}/hk/routes")
    visible(driver, "#nearby-list .eta")
    driver.find_element(By.ID, "refresh").click()
    driver.execute_script("document.getElementById('offline-banner').hidden = false")
    failures += checked(driver, "routes (cooling down, offline)")

    # Stale arrivals and a message.
    age_page(driver, 90)
    wait(driver, lambda _: "stale" in driver.find_element(By.ID, "refresh-status").get_attribute("class"))
    driver.execute_script("const toast = document.getElementById('toast'); toast.textContent = 'toast'; toast.hidden = false")
    failures += checked(driver, "routes (stale, toast)")

    # And in English.
    driver.find_element(By.CSS_SELECTOR, ".language-switch button[value='en']").click()
    wait(driver, lambda _: driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en")
    visible(driver, "#nearby-list .eta")
    failures += checked(driver, "routes (English)")

    assert not failures, "\n".join(failures)
