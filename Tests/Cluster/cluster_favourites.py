"""Favourites saved through nginx at a steady rate during a run, and read back after it."""

import collections
import secrets
import threading
import time
from dataclasses import dataclass

import cluster_http

DEVICE_HEADER = "X-NextStop-Device"
# Below the 200 favourites one owner may keep: a device that reaches it hands over to a new one.
PER_DEVICE = 190


@dataclass
class FavouritesOutcome:
    written: int  # acknowledged with 201
    present: int  # of those, found in their device's list afterwards
    unread: int  # of those, on devices whose list could not be read back
    refused: int  # answered something else, or not at all
    refusals: dict  # by status ("no answer" for a connection that failed)


class FavouritesWriter:
    """One thread per writer, each saving distinct (stop, route) favourites for its own devices at its share of
    the rate, so a slow answer delays one writer only."""

    def __init__(self, base_url, pairs, per_second, writers=4):
        self.base_url = base_url
        self.pairs = pairs
        self.interval = writers / per_second if per_second > 0 else None
        self.writers = writers
        self.stopping = threading.Event()
        self.lock = threading.Lock()
        self.acknowledged = collections.defaultdict(set)  # device token -> favourite ids
        self.refusals = collections.Counter()
        self.threads = [threading.Thread(target=self._write, args=(n,), daemon=True) for n in range(writers)]

    def start(self):
        if self.interval is None or not self.pairs:
            return
        for thread in self.threads:
            thread.start()

    def stop(self):
        self.stopping.set()
        for thread in self.threads:
            if thread.is_alive():
                thread.join(timeout=15)

    def _write(self, number):
        token = secrets.token_urlsafe(32)
        saved = 0
        next_at = time.monotonic() + self.interval * number / self.writers
        while not self.stopping.wait(max(0.0, next_at - time.monotonic())):
            next_at += self.interval
            if saved == PER_DEVICE or saved == len(self.pairs):
                token, saved = secrets.token_urlsafe(32), 0
            stop_id, route_key = self.pairs[(saved + number * 17) % len(self.pairs)]
            saved += 1
            try:
                status, body = cluster_http.request(
                    "POST", self.base_url + "/api/v1/favourites", {"stop_id": stop_id, "route_key": route_key},
                    headers={DEVICE_HEADER: token}, timeout=30)
            except OSError:
                status, body = "no answer", None
            with self.lock:
                if status == 201 and isinstance(body, dict) and "id" in body:
                    self.acknowledged[token].add(body["id"])
                else:
                    self.refusals[str(status)] += 1

    def outcome(self):
        """Reads every device's list back; call after `stop`."""
        present = unread = 0
        for token, ids in self.acknowledged.items():
            status, body = self._read(token)
            if status == 200 and isinstance(body, dict):
                present += len(ids & {favourite["id"] for favourite in body.get("favourites", [])})
            else:
                unread += len(ids)
        written = sum(len(ids) for ids in self.acknowledged.values())
        return FavouritesOutcome(
            written=written, present=present, unread=unread, refused=sum(self.refusals.values()),
            refusals=dict(self.refusals))

    def _read(self, token, attempts=6):
        """A device's list: (status, body), trying again after a failure."""
        status, body = None, None
        for attempt in range(attempts):
            try:
                status, body = cluster_http.request(
                    "GET", self.base_url + "/api/v1/favourites", headers={DEVICE_HEADER: token}, timeout=30)
            except OSError:
                status, body = None, None
            if status == 200 or attempt == attempts - 1:
                break
            time.sleep(1 + attempt)
        return status, body
