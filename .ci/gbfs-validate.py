#!/usr/bin/env python3
"""Checks GBFS files against the official GBFS JSON schemas, and what the schemas cannot say.

Usage: gbfs-validate.py SCHEMA_DIR DOCUMENT_DIR [--schema-only]. Each `<name>.json` in DOCUMENT_DIR is validated
with `jsonschema` (PyPI) against SCHEMA_DIR's file of the same name; then, unless --schema-only, every station in
station_status must be in station_information and the other way round, and each station's vehicle types must sum
to its bikes (`num_bikes_available`, or 3.0's `num_vehicles_available`).
Prints one line per problem and exits 1 if there is any.
"""
import json
import pathlib
import sys

import jsonschema


def main():
    schemas, documents = (pathlib.Path(argument) for argument in sys.argv[1:3])
    schema_only = "--schema-only" in sys.argv[3:]
    problems = []
    loaded = {}
    for path in sorted(documents.glob("*.json")):
        document = json.loads(path.read_text())
        loaded[path.stem] = document
        schema = json.loads((schemas / path.name).read_text())
        validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.FormatChecker())
        problems += [f"{path.name}: {'/'.join(map(str, error.absolute_path))}: {error.message}"
                     for error in validator.iter_errors(document)]
    statuses = loaded.get("station_status", {}).get("data", {}).get("stations", [])
    if not schema_only:
        problems += agreement(loaded, statuses)
    for problem in problems[:50]:
        print(f"gbfs: {problem}")
    print(f"gbfs: {len(loaded)} files, {len(statuses)} stations, {len(problems)} problems")
    sys.exit(1 if problems else 0)


def agreement(loaded, statuses):
    """What the schemas cannot say: the station files list the same stations, and types sum to the vehicles."""
    problems = []
    information = {station["station_id"] for station in loaded["station_information"]["data"]["stations"]}
    status_ids = {station["station_id"] for station in statuses}
    problems += [f"station_status: {sid} is not in station_information" for sid in sorted(status_ids - information)]
    problems += [f"station_information: {sid} has no status" for sid in sorted(information - status_ids)]
    for station in statuses:
        types = station.get("vehicle_types_available", [])
        vehicles = station.get("num_bikes_available", station.get("num_vehicles_available"))
        if types and sum(entry["count"] for entry in types) != vehicles:
            problems.append(f"station_status: {station['station_id']}'s vehicle types do not sum to its bikes")
    return problems


if __name__ == "__main__":
    main()
