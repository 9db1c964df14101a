#!/usr/bin/env python3
"""Fails when Package.swift has an arrow that docs/ARCHITECTURE.md says must never exist.

Reads `swift package dump-package` on standard input. Each rule names what a target may depend on; test targets
are free to depend on more.
"""
import json
import sys

# The systems' own modules: the core and, for transit feeds, GTFS; never another system, never a provider.
SLICES = {"HongKongBus", "HongKongRail", "Caltrain", "AskHongKong", "Bikes"}
# Modules that hold no system of their own and import Foundation-level code only.
PORTABLE = {"NextStopCore": set(), "GTFS": {"NextStopCore", "ZIPFoundation", "CZlibShim"}}
# The dataset pipeline, for any kind of dataset.
PIPELINE = {"NextStopDataset", "DatasetDistribution"}
# The only targets that may link each heavy product.
PRODUCT_HOMES = {
    "Hummingbird": {"NextStopServer", "Simulator"},
    "GRDB": {"SQLiteStorage"},
    "PostgresNIO": {"PostgresStorage"},
    "AsyncHTTPClient": {"LiveTransport"},
    "NIOCore": {"LiveTransport", "NextStopServer"},
    "NIOHTTP1": {"LiveTransport", "NextStopServer"},
    "NIOHTTPTypes": {"NextStopServer"},
    "ArgumentParser": {"NextStopCLI"},
    "Mustache": {"NextStopServer"},
    "SwiftProtobuf": {"Providers"},
}
# Web Push's protocol: swift-crypto over the core's HTTPTransport, whichever transport and store it is handed.
PUSH = {"NextStopCore", "NextStopDataset", "Crypto"}
# Targets the server must never reach: it is handed its stores, transport and datasets by the CLI.
SERVER_NEVER = {"SQLiteStorage", "PostgresStorage", "LiveTransport", "Collector", "Simulator", "NextStopCLI"}


def dependencies(target):
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def main():
    package = json.load(sys.stdin)
    problems = []
    for target in package["targets"]:
        if target["type"] == "test":
            continue
        name, needs = target["name"], dependencies(target)
        if name in SLICES:
            allowed = {"NextStopCore", "GTFS"}
            problems += [f"{name} -> {need}: a system depends only on the core and GTFS" for need in needs - allowed]
        if name in PORTABLE:
            extra = needs - PORTABLE[name]
            problems += [f"{name} -> {need}: {name} stays Foundation-only" for need in extra]
        if name in PIPELINE:
            problems += [f"{name} -> {need}: the dataset pipeline names no system; a kind lives with its system"
                         for need in needs & SLICES]
        if name == "Providers":
            # GTFS-Realtime arrives as protobuf; its generated decoder is part of the 511 provider.
            allowed = {"NextStopCore", "GTFS", "SwiftProtobuf"} | SLICES
            problems += [f"Providers -> {need}: providers map wire shapes to core and system types only"
                         for need in needs - allowed]
        if name == "WebPush":
            problems += [f"WebPush -> {need}: the push protocol is handed its transport, it names no system or store"
                         for need in needs - PUSH]
        for product, homes in PRODUCT_HOMES.items():
            if product in needs and name not in homes:
                problems.append(f"{name} -> {product}: only {', '.join(sorted(homes))} may link it")
        if name == "NextStopServer":
            problems += [f"NextStopServer -> {need}: the CLI hands the server its parts" for need in needs & SERVER_NEVER]
    for problem in problems:
        print(f"module graph: {problem}")
    print(f"module graph: {len(problems)} forbidden arrows in {len(package['targets'])} targets")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
