#!/usr/bin/env python3
"""Load a GTFS zip with gtfs_kit and with partridge, N times each, and print the median times as JSON.

    python bench/gtfs_baseline.py FEED.zip [--runs N]
    -> {"gtfs_kit_ms": 1234.5, "partridge_ms": 2345.6, "runs": 5}

Every run reads every table of the feed: gtfs_kit reads eagerly; partridge's raw feed is lazy, so each table is
touched (its length taken) inside the timed region. partridge.load_raw_feed is used rather than load_feed because
it reads every file without pruning rows by a view.
"""

import argparse
import json
import statistics
import sys
import time
import warnings

import gtfs_kit
import partridge

TABLES = ("agency", "stops", "routes", "trips", "stop_times", "calendar", "calendar_dates", "transfers", "feed_info")


def touch(feed) -> dict[str, int]:
    """Row count of each table, which forces a lazy loader to parse it."""
    counts = {}
    for name in TABLES:
        table = getattr(feed, name, None)
        counts[name] = 0 if table is None else len(table)
    return counts


def load_gtfs_kit(path: str) -> dict[str, int]:
    return touch(gtfs_kit.read_feed(path, dist_units="km"))


def load_partridge(path: str) -> dict[str, int]:
    return touch(partridge.load_raw_feed(path))


def median_ms(load, path: str, runs: int) -> tuple[float, dict[str, int]]:
    """Median wall time of `runs` loads in milliseconds, and the row counts the loads saw."""
    timings = []
    counts = None
    for _ in range(runs):
        start = time.perf_counter()
        counts = load(path)
        timings.append((time.perf_counter() - start) * 1000)
    return statistics.median(timings), counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("feed", help="path to a GTFS .zip")
    parser.add_argument("--runs", type=int, default=5, help="loads per library (default 5)")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    warnings.simplefilter("ignore")
    gtfs_kit_ms, gtfs_kit_counts = median_ms(load_gtfs_kit, args.feed, args.runs)
    partridge_ms, partridge_counts = median_ms(load_partridge, args.feed, args.runs)
    if gtfs_kit_counts != partridge_counts or gtfs_kit_counts["stop_times"] == 0:
        print(f"gtfs_baseline: the libraries disagree: {gtfs_kit_counts} vs {partridge_counts}", file=sys.stderr)
        return 1
    print(json.dumps({"gtfs_kit_ms": round(gtfs_kit_ms, 1), "partridge_ms": round(partridge_ms, 1), "runs": args.runs}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
