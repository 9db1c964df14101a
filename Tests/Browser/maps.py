"""Reading a Leaflet map as a rider sees it: where a position should fall on screen by Web Mercator from the map's
own centre and zoom, where an element's middle is, and the corners of a drawn line. Every position is in the
viewport's pixels, wherever the page is scrolled."""

import math
import re

from selenium.webdriver.common.by import By


def world_pixel(lat, lon, zoom):
    """Web Mercator: where a position falls on the whole world's map at `zoom`, in CSS pixels."""
    size = 256 * 2**zoom
    sine = math.sin(math.radians(lat))
    return (lon + 180) / 360 * size, (0.5 - math.log((1 + sine) / (1 - sine)) / (4 * math.pi)) * size


def box(element):
    """The element's box in the viewport: x, y, width, height."""
    return element.parent.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}",
        element,
    )


def projector(driver, selector):
    """Where a position should appear on screen, from the map's `data-centre` and `data-zoom`."""
    element = driver.find_element(By.CSS_SELECTOR, selector)
    zoom = int(element.get_attribute("data-zoom"))
    middle = world_pixel(*map(float, element.get_attribute("data-centre").split(",")), zoom)
    frame = box(element)

    def project(lat, lon):
        x, y = world_pixel(lat, lon, zoom)
        return frame["x"] + frame["width"] / 2 + x - middle[0], frame["y"] + frame["height"] / 2 + y - middle[1]

    return project


def centre(element):
    frame = box(element)
    return frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2


def near(a, b, tolerance=2):
    return abs(a[0] - b[0]) <= tolerance and abs(a[1] - b[1]) <= tolerance


def line_points(driver, selector):
    """The corners of the map's drawn line, on screen: its SVG path's points placed by the SVG's box and viewBox."""
    path = driver.find_element(By.CSS_SELECTOR, f"{selector} path.map-line")
    svg = path.find_element(By.XPATH, "ancestor::*[local-name()='svg']")
    left, top, _, _ = map(float, svg.get_dom_attribute("viewBox").split())
    frame = box(svg)
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", path.get_dom_attribute("d"))]
    return [(frame["x"] + x - left, frame["y"] + y - top) for x, y in zip(numbers[::2], numbers[1::2])]


def distance_to_segment(point, start, end):
    """How far `point` lies from the segment `start`–`end`, in the same units."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = dx * dx + dy * dy
    along = 0 if length == 0 else max(0, min(1, ((point[0] - start[0]) * dx + (point[1] - start[1]) * dy) / length))
    return math.hypot(point[0] - start[0] - along * dx, point[1] - start[1] - along * dy)
