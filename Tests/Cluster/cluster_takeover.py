"""After the leader is killed: how long until the simulator sees the next /BikePoint poll, and until a surviving
server says on /healthz that it leads."""

import threading
import time

from cluster_processes import health

TFL_POLL_PATH = "/BikePoint"


def bike_polls(counts):
    return counts["paths"].get(TFL_POLL_PATH, 0)


class TakeoverWatch(threading.Thread):
    """Polls the simulator's counts every 0.2 s and the survivors' /healthz every 0.5 s, from the kill on."""

    def __init__(self, read_counts, polls_at_kill, killed_at, survivors, give_up_after):
        super().__init__(daemon=True)
        self.read_counts = read_counts
        self.polls_at_kill = polls_at_kill
        self.killed_at = killed_at
        self.survivors = survivors
        self.deadline = killed_at + give_up_after
        self.poll_after = None  # seconds from the kill to the next /BikePoint request
        self.leader_after = None  # seconds from the kill until a survivor's /healthz says "leading"
        self.reports_polling = True  # false once /healthz shows it has no "polling" field

    def run(self):
        next_health = 0.0
        while time.monotonic() < self.deadline and not self._done():
            now = time.monotonic()
            if self.poll_after is None:
                try:
                    if bike_polls(self.read_counts()) > self.polls_at_kill:
                        self.poll_after = time.monotonic() - self.killed_at
                except OSError:
                    pass
            if self.leader_after is None and self.reports_polling and now >= next_health:
                next_health = now + 0.5
                self._check_health()
            time.sleep(0.2)

    def _check_health(self):
        for url in self.survivors.values():
            body = health(url, timeout=1.0)
            if body is None:
                continue
            if "polling" not in body:
                self.reports_polling = False
                return
            if body["polling"] == "leading":
                self.leader_after = time.monotonic() - self.killed_at
                return

    def _done(self):
        return self.poll_after is not None and (self.leader_after is not None or not self.reports_polling)
