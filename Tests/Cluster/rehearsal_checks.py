"""What users of the deployment rely on, checked against the rehearsal's running services."""

import http.client
import json
import os
import signal
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import cluster_http
import cluster_report


@dataclass
class Deployment:
    binary: str
    work: Path
    children: object
    public_key: str
    simulator: str
    proxy: str = ""
    servers: dict = field(default_factory=dict)


def from_address(source, url, method="GET", body=None, headers=None):
    """One request sent from the loopback address `source`, as a browser on another machine would reach nginx."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port or 80, timeout=10, source_address=(source, 0))
    try:
        data = None if body is None else json.dumps(body)
        sent = {"Content-Type": "application/json"} if data else {}
        connection.request(method, parts.path + (f"?{parts.query}" if parts.query else ""), data, {**sent, **(headers or {})})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def separate_rate_limits(deployment):
    """A browser that runs through its budget is refused; another behind the same nginx is not."""
    url = deployment.proxy + "/api/v1/stops?q=a"
    statuses = [from_address("127.0.0.100", url)[0] for _ in range(450)]
    other = from_address("127.0.0.101", url)[0]
    return 429 in statuses and other == 200, f"first browser {statuses.count(429)} × 429, second {other}"


def separate_link_guards(deployment):
    """Wrong link codes from one browser lock that browser out, not another."""
    url = deployment.proxy + "/api/v1/link"
    device = {"X-NextStop-Device": "rehearsal-guesser-device-000001"}
    guesses = [from_address("127.0.0.102", url, "POST", {"code": "ZZZZZZ"}, device)[0] for _ in range(20)]
    other = from_address("127.0.0.103", url, "POST", {"code": "ZZZZZZ"}, device)[0]
    return 429 in guesses and other == 400, f"guesser {guesses.count(429)} × 429, another browser {other}"


def favourite_everywhere(deployment):
    """A favourite saved through one server is listed through every other."""
    device = {"X-NextStop-Device": "rehearsal-favourites-device-01"}
    stops = cluster_http.get_json(deployment.proxy + "/api/v1/stops?q=a")
    stop_id = (stops.get("stops") or [{"stop": {}}])[0]["stop"].get("id")
    servers = list(deployment.servers.values())
    saved = cluster_http.request("POST", servers[0] + "/api/v1/favourites", {"stop_id": stop_id}, device)[0]
    listed = [cluster_http.request("GET", s + "/api/v1/favourites", headers=device)[1] for s in servers[1:]]
    found = all(any(f.get("stop_id") == stop_id for f in (body or {}).get("favourites", [])) for body in listed)
    return saved == 201 and found, f"saved {saved} on one server, listed on the others: {found}"


def ask_follow_up_elsewhere(deployment):
    """A follow-up question answered by another server continues the conversation."""
    first_server, second_server = list(deployment.servers.values())[:2]
    deadline = time.monotonic() + 60
    while True:
        status, first = cluster_http.request("POST", first_server + "/api/v1/ask", {"text": "Will it rain tomorrow?"})
        if status == 200 or time.monotonic() > deadline:
            break
        time.sleep(1)
    conversation = (first or {}).get("conversation_id")
    status, follow_up = cluster_http.request(
        "POST", second_server + "/api/v1/ask", {"text": "And the day after?", "conversation_id": conversation})
    continued = status == 200 and follow_up.get("conversation_id") == conversation
    return continued and follow_up.get("intent") == "weather.forecast", f"follow-up {status}, continued {continued}"


def upstream_calls_of_one_server(deployment):
    """Arrivals asked of the cluster through nginx cost the operator no more than the same asked of one server:
    one set of stops is asked three times of the publisher alone, another as often through nginx (so each server
    answers it once), and the simulator counts the operators' requests of each."""
    # KMB's stops (16-character ids), which cost one call each whatever routes call there (API-NOTES §KMB), so the
    # two sets cost alike; a Citybus stop costs one call per route.
    matches = cluster_http.get_json(deployment.proxy + "/api/v1/stops?q=a&limit=200")["stops"]
    stops = [match["stop"]["id"] for match in matches if len(match["stop"]["id"]) == 16]
    if len(stops) < 20:
        return False, f"only {len(stops)} KMB stops to ask about"
    publisher = deployment.servers["publisher"]

    def operator_calls(base_url, stop_ids):
        before = cluster_http.get_json(deployment.simulator + "/simulator/requests")
        for stop_id in stop_ids:
            for _ in range(3):
                cluster_http.request("GET", f"{base_url}/api/v1/stops/{stop_id}/arrivals", timeout=10)
        after = cluster_http.get_json(deployment.simulator + "/simulator/requests")
        counts = cluster_report.by_source(before, after)
        return counts["KMB"]

    one = operator_calls(publisher, stops[:10])
    cluster = operator_calls(deployment.proxy, stops[10:20])
    ratio = cluster / one if one else float("inf")
    return ratio <= 1 + cluster_report.TARGET_RATIO, f"{cluster} calls through nginx, {one} of one server: {ratio:.2f}×"


def timetable_downloaded_once(deployment):
    """Every server serves Caltrain's and the simulated bus agency's timetables, each downloaded from its agency once
    for the whole cluster."""
    counts = cluster_http.get_json(deployment.simulator + "/simulator/requests")["paths"]
    downloads = {path: total for path, total in counts.items() if path.endswith(".zip")}
    served = [
        cluster_http.request("GET", f"{url}{path}")[0] for url in deployment.servers.values()
        for path in ("/api/v1/caltrain/stations", "/api/v1/transit/peninsula-bus/stops?q=hill")]
    once = len(downloads) == 2 and set(downloads.values()) == {1}
    return once and served == [200] * len(served), f"downloads {downloads}, answered {served}"


def update(deployment, source, data_dir, *extra):
    return subprocess.run(
        [deployment.binary, "update", "--from", source, "--public-key", deployment.public_key, "--data", str(data_dir),
         *extra], capture_output=True, text=True, timeout=120)


def update_through_nginx(deployment):
    """`nextstop update` through nginx installs the signed dataset, and checks it again on every try, whichever
    server answers."""
    data_dir = deployment.work / "update-client"
    runs = [update(deployment, deployment.proxy + "/datasets/hk-bus/", data_dir, *(["--force"] if i else []))
            for i in range(4)]
    passed = all(run.returncode == 0 for run in runs)
    return passed, " | ".join((run.stdout or run.stderr).strip().splitlines()[-1] for run in runs if run.stdout or run.stderr)


def mirrors_outlive_publisher(deployment):
    """After `kill -9` of the publisher, each mirror still serves the last signed version."""
    deployment.children.kill("publisher")
    mirrors = [url for name, url in deployment.servers.items() if name != "publisher"]
    runs = [update(deployment, url + "/datasets/hk-bus/", deployment.work / f"after-{i}", "--force")
            for i, url in enumerate(mirrors)]
    passed = all(run.returncode == 0 for run in runs)
    return passed, f"{sum(run.returncode == 0 for run in runs)} of {len(mirrors)} mirrors installed from"


def timed_favourites_call(url, stop_id, index):
    """How one favourites write or read through `url` ended (its status, or the connection error) and after how many
    seconds."""
    device = {"X-NextStop-Device": f"rehearsal-frozen-device-{index:06d}"}
    started = time.monotonic()
    try:
        if index % 2:
            status = cluster_http.request("GET", url + "/api/v1/favourites", headers=device, timeout=60)[0]
        else:
            status = cluster_http.request("POST", url + "/api/v1/favourites", {"stop_id": stop_id}, device, timeout=60)[0]
    except OSError as error:
        status = type(error).__name__  # a connection closed as the server stops has ended too
    return status, time.monotonic() - started


def process_tree(root):
    """`root` and every process descended from it (PostgreSQL puts each backend in a session of its own, so a
    process group does not reach them)."""
    parents = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parents[int(entry.name)] = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                pass
    tree = {root}
    while grown := {pid for pid, parent in parents.items() if parent in tree} - tree:
        tree |= grown
    return tree


def signal_tree(root, number):
    for pid in process_tree(root):
        try:
            os.kill(pid, number)
        except ProcessLookupError:
            pass


def stops_with_database_frozen(deployment):
    """With PostgreSQL frozen (kill -STOP) under favourites load, every request ends within 12 s, and a server told
    to stop (SIGTERM) exits within 10 s."""
    postgres = deployment.children.running["postgres"]
    name, url = [(name, url) for name, url in deployment.servers.items() if name != "publisher"][-1]
    stop_id = cluster_http.get_json(url + "/api/v1/stops?q=a")["stops"][0]["stop"]["id"]
    signal_tree(postgres.pid, signal.SIGSTOP)
    try:
        with ThreadPoolExecutor(24) as pool:
            calls = [pool.submit(timed_favourites_call, url, stop_id, index) for index in range(24)]
            time.sleep(1)
            process = deployment.children.running[name]
            stopping = time.monotonic()
            deployment.children.stop(name, grace=30)
            stopped = time.monotonic() - stopping
            outcomes = [call.result() for call in calls]
    finally:
        signal_tree(postgres.pid, signal.SIGCONT)
    longest = max(seconds for _, seconds in outcomes)
    statuses = sorted({str(status) for status, _ in outcomes})
    passed = stopped <= 10 and longest <= 12 and process.returncode is not None
    return passed, (f"slowest of {len(outcomes)} favourites calls {longest:.1f} s (ended {', '.join(statuses)}), "
                    f"{name} stopped {stopped:.1f} s after SIGTERM")


CHECKS = [
    timetable_downloaded_once, upstream_calls_of_one_server, separate_rate_limits, separate_link_guards, favourite_everywhere,
    ask_follow_up_elsewhere, update_through_nginx, mirrors_outlive_publisher, stops_with_database_frozen,
]


def run_all(deployment):
    results = []
    for check in CHECKS:
        try:
            passed, detail = check(deployment)
        except Exception as error:  # a check that cannot run has failed; the others still run
            passed, detail = False, f"{type(error).__name__}: {error}"
        print(f"{'PASS' if passed else 'FAIL'} {check.__name__.replace('_', ' ')}: {detail}", flush=True)
        results.append((check.__name__, passed))
    return results
