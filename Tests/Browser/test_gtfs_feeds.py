"""Hong Kong's buses out as GTFS and GTFS-Realtime, read by other projects' readers: the static feed loads in
gtfs-kit (PyPI) with its frequencies, shapes and calendar, and the trip updates decode with the official
gtfs-realtime-bindings (PyPI), naming only trips and stops the static feed has, built from the arrivals riders
asked for."""

import io
import tempfile
import time
import urllib.request
import zipfile

import gtfs_kit
from google.transit import gtfs_realtime_pb2

from browser import BASE_URL, api


def fetch(path, headers=None):
    request = urllib.request.Request(f"{BASE_URL}{path}", headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=120) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def test_the_static_feed_loads_in_gtfs_kit_and_revalidates():
    status, headers, body = fetch("/gtfs/hk-bus.zip")
    assert status == 200 and headers["Content-Type"] == "application/zip"
    names = set(zipfile.ZipFile(io.BytesIO(body)).namelist())
    assert {"agency.txt", "stops.txt", "routes.txt", "trips.txt", "stop_times.txt", "frequencies.txt", "shapes.txt"} <= names
    with tempfile.NamedTemporaryFile(suffix=".zip") as file:
        file.write(body)
        file.flush()
        feed = gtfs_kit.read_feed(file.name, dist_units="km")
    assert set(feed.agency["agency_id"]) == {"KMB", "CTB"}
    assert len(feed.trips) >= len(feed.routes) > 100
    assert set(feed.frequencies["trip_id"]) == set(feed.trips["trip_id"])
    assert set(feed.stop_times["stop_id"]) <= set(feed.stops["stop_id"])
    assert feed.get_dates(), "the calendar runs on no day"
    sample = list(feed.routes["route_id"][:20])
    stats = gtfs_kit.compute_trip_stats(feed, route_ids=sample)
    assert (stats["distance"] > 0).all() and (stats["duration"] > 0).all()

    status, _, _ = fetch("/gtfs/hk-bus.zip", {"If-None-Match": headers["ETag"]})
    assert status == 304


def test_the_trip_updates_decode_with_the_official_bindings_and_name_the_static_feed():
    # Riders ask for a few stops' arrivals: the feed publishes what was fetched for them.
    stops = [match["stop"]["id"] for match in api("/stops?q=Central&limit=8")["stops"]]
    for stop in stops:
        api(f"/stops/{stop}/arrivals")
    status, headers, body = fetch("/gtfs-rt/hk-bus/trip-updates.pb")
    assert status == 200 and headers["Content-Type"] == "application/x-protobuf"
    message = gtfs_realtime_pb2.FeedMessage()
    message.ParseFromString(body)
    assert message.header.gtfs_realtime_version == "2.0"
    assert message.header.incrementality == gtfs_realtime_pb2.FeedHeader.FULL_DATASET
    assert abs(message.header.timestamp - time.time()) < 120
    assert message.entity, "no trip updates after riders asked for arrivals"

    _, _, static = fetch("/gtfs/hk-bus.zip")
    archive = zipfile.ZipFile(io.BytesIO(static))
    trips = {line.split(",")[2] for line in archive.read("trips.txt").decode().splitlines()[1:]}
    stop_ids = {line.split(",")[0] for line in archive.read("stops.txt").decode().splitlines()[1:]}
    reported = set()
    for entity in message.entity:
        update = entity.trip_update
        assert update.trip.trip_id in trips
        assert update.trip.schedule_relationship == gtfs_realtime_pb2.TripDescriptor.UNSCHEDULED
        assert len(update.trip.start_date) == 8 and len(update.trip.start_time) == 8
        (stop_update,) = update.stop_time_update
        assert stop_update.stop_id in stop_ids
        assert -120 < stop_update.arrival.time - time.time() < 4 * 3600
        reported.add(stop_update.stop_id)
    assert reported & set(stops)
