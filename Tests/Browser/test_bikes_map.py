"""The London bikes map: every dock over the Thames with no tile server, clusters that zoom in, and a dock's page
with its donut and a star."""

from selenium.webdriver.common.by import By

from browser import BASE_URL, screenshot, start_browser, tap, visible, wait


def test_clusters_zoom_in_to_docks_and_a_dock_can_be_starred():
    driver = start_browser("en-GB,en;q=0.9")
    try:
        driver.get(f"{BASE_URL}/bikes/map")
        visible(driver, "svg.dock-map polyline.thames")
        clusters = driver.find_elements(By.CSS_SELECTOR, "svg.dock-map a.cluster")
        assert clusters
        screenshot(driver, "bikes-map-en")
        driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", clusters[0])
        wait(driver, lambda _: "z=2" in driver.current_url)

        driver.get(f"{BASE_URL}/bikes/map?z=5&c=51.5080,-0.1281")
        pins = driver.find_elements(By.CSS_SELECTOR, "svg.dock-map a.pin")
        assert pins and not driver.find_elements(By.CSS_SELECTOR, "svg.dock-map a.cluster")
        screenshot(driver, "bikes-map-zoomed-en")
        driver.execute_script("arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}))", pins[0])
        wait(driver, lambda _: "/bikes/docks/" in driver.current_url)
        donut = visible(driver, ".dock-page svg.donut")
        assert donut.get_attribute("role") == "img"
        tap(driver, driver.find_element(By.CSS_SELECTOR, ".dock-page button.star"))
        visible(driver, ".dock-page button.star.on")
        screenshot(driver, "bikes-dock-en")
    finally:
        driver.quit()
