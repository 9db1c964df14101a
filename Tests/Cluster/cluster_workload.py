"""What the load asks for: requests the web app makes, over ids and places read from a running server."""

import json
import random
import urllib.parse
from dataclasses import dataclass, field

import cluster_http

# Places in London the simulated docks are spread around.
LONDON = [(51.5101, -0.1200), (51.5033, -0.1195), (51.5155, -0.0922), (51.4995, -0.1357), (51.5226, -0.1571)]
QUESTIONS = [
    "What's the weather?", "Air quality in Mong Kok", "Any typhoon warning?", "Will it rain tomorrow?",
    "天氣點呀?", "AQHI in Central",
]


@dataclass
class Workload:
    stops: list = field(default_factory=list)  # (id, lat, lon, name)
    routes: list = field(default_factory=list)  # route keys, like KMB:1:O:1
    route_numbers: list = field(default_factory=list)
    pairs: list = field(default_factory=list)  # (stop id, route key): what the favourites writer saves
    trips: list = field(default_factory=list)  # ((lat, lon), (lat, lon)) of two stops on one route
    stations: list = field(default_factory=list)  # Caltrain station ids

    def requests(self, places, seed=1):
        """(weight, method, path, body) of every request the load mixes, weighted as the app uses them.

        Arrivals are asked near `places` stops (and at three times as many stops): every distinct stop costs upstream
        requests each time its cached arrivals expire, and a server spaces its requests to one upstream host (20 a
        second), a limit the simulator reaches sooner than the operators would, since it serves every upstream at one
        address. Beyond it answers wait, then fail, and the counts measure the limit instead of the demand.
        """
        pick = random.Random(seed)
        mix = []

        def add(weight, path, method="GET", body=None):
            mix.append((weight, method, path, body))

        for _, lat, lon, _ in self.stops[:places]:
            add(6, f"/api/v1/nearby?lat={lat:.6f}&lon={lon:.6f}&limit=20&arrivals=1")
        for stop_id, _, _, _ in self.stops[: places * 3]:
            add(4, f"/api/v1/stops/{stop_id}/arrivals")
        for number in self.route_numbers[:30]:
            add(2, "/api/v1/routes?prefix=" + urllib.parse.quote(number[: pick.randint(1, len(number))]))
        for key in self.routes[:30]:
            _, lat, lon, _ = pick.choice(self.stops)
            add(2, f"/api/v1/routes/{urllib.parse.quote(key)}?near={lat:.6f},{lon:.6f}")
        for _, _, _, name in self.stops[:20]:
            word = (name.split() or ["Road"])[0]
            add(1, "/api/v1/stops?q=" + urllib.parse.quote(word) + "&limit=10")
        for (from_lat, from_lon), (to_lat, to_lon) in self.trips[: max(1, places // 2)]:
            add(2, f"/api/v1/trips?from={from_lat:.6f},{from_lon:.6f}&to={to_lat:.6f},{to_lon:.6f}&arrivals=1")
        for lat, lon in LONDON:
            add(8, f"/api/v1/bikes/near?lat={lat}&lon={lon}&limit=10")
        for _ in range(min(10, len(self.stations) // 2)):
            origin, destination = pick.sample(self.stations, 2)
            add(4, f"/api/v1/caltrain/trains?from={origin}&to={destination}")
        for question in QUESTIONS:
            add(3, "/api/v1/ask", "POST", json.dumps({"text": question}, ensure_ascii=False))
        return mix


def sample(base_url, routes_wanted=25):
    """Reads route keys, stops and Caltrain stations from the server at `base_url`."""
    work = Workload()
    numbers = []
    for prefix in "123456789":
        listing = cluster_http.get_json(f"{base_url}/api/v1/routes?prefix={prefix}", timeout=30)
        for route in listing.get("routes", [])[:3]:
            numbers.append(route["route"])
            for direction in route.get("directions", []):
                work.routes.append(direction["variant"]["key"])
    work.route_numbers = numbers
    seen = set()
    for key in work.routes[:routes_wanted]:
        detail = cluster_http.get_json(f"{base_url}/api/v1/routes/{urllib.parse.quote(key)}", timeout=30)
        stops = [entry["stop"] for entry in detail.get("stops", []) if not entry["stop"].get("placeholder")]
        for stop in stops:
            work.pairs.append((stop["id"], key))
            if stop["id"] not in seen:
                seen.add(stop["id"])
                work.stops.append((stop["id"], stop["lat"], stop["lon"], stop["name"]["en"]))
        if len(stops) >= 2:
            work.trips.append(((stops[0]["lat"], stops[0]["lon"]), (stops[-1]["lat"], stops[-1]["lon"])))
    random.Random(7).shuffle(work.stops)
    random.Random(7).shuffle(work.pairs)
    try:
        stations = cluster_http.get_json(f"{base_url}/api/v1/caltrain/stations", timeout=30)
        work.stations = [station["id"] for station in stations.get("stations", [])]
    except OSError:
        work.stations = []  # the timetable is not loaded yet: the load leaves Caltrain out
    if not work.stops:
        raise OSError("the server lists no stops")
    return work
