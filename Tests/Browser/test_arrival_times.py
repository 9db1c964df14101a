"""Arrival times never read as repeats: KMB answers one bus once per service type of its route, and the page shows
it once, in Chinese on a stop's page and in English among the routes nearby."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, allow_location, api, screenshot, visible, wait

# Every departures list the API answers comes back with each bus three times: under another service type with its
# destination in capitals, as KMB answers a stop served by two service types of one route, and from the other operator
# of a joint route, which names the destination its own way.
EACH_BUS_THRICE = """
const realFetch = window.fetch.bind(window);
window.fetch = async (...args) => {
  const response = await realFetch(...args);
  if (!String(args[0]?.url ?? args[0]).includes('/api/v1/')) return response;
  const body = await response.clone().json().catch(() => null);
  if (!body) return response;
  const twice = JSON.parse(JSON.stringify(body), (key, value) => key === 'departures' && Array.isArray(value)
    ? value.flatMap((departure) => [departure, {
      ...departure,
      service_type: departure.service_type + 1,
      destination: { ...departure.destination, en: departure.destination.en.toUpperCase() },
    }, {
      ...departure,
      company: departure.company === 'KMB' ? 'CTB' : 'KMB',
      destination: { ...departure.destination, en: `${departure.destination.en} Bus Terminus` },
    }])
    : value);
  return new Response(JSON.stringify(twice), { status: response.status, headers: response.headers });
};
"""


def answers_each_bus_thrice(driver):
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": EACH_BUS_THRICE})


def chip_texts(container):
    return [chip.text for chip in container.find_elements(By.CSS_SELECTOR, ".eta")]


def a_stop_with_timed_buses():
    for group in api("/routes?prefix=")["routes"][:20]:
        key = group["directions"][0]["variant"]["key"]
        for entry in api(f"/routes/{key}")["stops"][:3]:
            stop = entry["stop"]
            if any(departure.get("eta") for departure in api(f"/stops/{stop['id']}/arrivals")["departures"]):
                return stop
    raise AssertionError("no stop of the demo network has a bus with a time now")


def test_a_bus_answered_under_two_service_types_shows_once_on_a_stop_page(driver):
    stop = a_stop_with_timed_buses()
    answers_each_bus_thrice(driver)
    driver.get(f"{BASE_URL}/hk/stops/{stop['id']}")

    visible(driver, "#arrivals .etas .eta")
    groups = driver.find_elements(By.CSS_SELECTOR, "#arrivals .etas")
    for group in groups:
        texts = chip_texts(group)
        assert len(texts) == len(set(texts)), texts
    screenshot(driver, "arrivals-each-bus-once")


def test_a_bus_answered_under_two_service_types_shows_once_among_routes_nearby(english):
    stop = a_stop_with_timed_buses()
    allow_location(english, (stop["lat"], stop["lon"]))
    answers_each_bus_thrice(english)
    english.get(f"{BASE_URL}/hk/routes")

    wait(english, lambda _: english.find_elements(By.CSS_SELECTOR, "#nearby-list .row-etas .eta:not(.no-time)"))
    for row in english.find_elements(By.CSS_SELECTOR, "#nearby-list .row-etas"):
        texts = chip_texts(row)
        assert len(texts) == len(set(texts)), texts
    screenshot(english, "routes-nearby-each-bus-once-english")
