#!/usr/bin/env python3
"""Scale check: PostgreSQL, three `nextstop serve` and nginx on loopback, the simulator as every upstream.

Measures one server alone, then the cluster of three under the same load while killing (kill -9) one server, then
the poll leader; reports requests served, errors, p99, upstream requests per minute at the simulator, how long until
a new leader polls, and whether every acknowledged favourite survived. See Tests/Cluster/README.md.
"""

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.parse
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import cluster_http  # noqa: E402
import cluster_report  # noqa: E402
import cluster_workload  # noqa: E402
import cluster_wrk  # noqa: E402
from cluster_favourites import FavouritesWriter  # noqa: E402
from cluster_processes import (  # noqa: E402
    BenchError, Children, collect_dataset, free_port, health, start_nginx, start_server, start_simulator,
    wait_healthy)
from cluster_takeover import TakeoverWatch, bike_polls  # noqa: E402

DEFAULT_POSTGRES = "postgres://nextstop:nextstop@127.0.0.1:5432/nextstop_test"
DEFAULT_BINARY = Path(__file__).resolve().parents[2] / ".build" / "release" / "nextstop"
# The real network's size: the tiny one does not pass a collection's validation.
SCALE = "hk"
# Variables that would point a server somewhere else than this run's simulator, data and database.
UNSET = ("NEXTSTOP_DATABASE_URL", "NEXTSTOP_DATA", "NEXTSTOP_HOST", "NEXTSTOP_PORT", "NEXTSTOP_DATASET_URL")


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(DEFAULT_BINARY), help="nextstop (default: the release build)")
    parser.add_argument("--postgres", default=os.environ.get("NEXTSTOP_TEST_POSTGRES_URL", DEFAULT_POSTGRES),
                        help="PostgreSQL URL; each phase uses a fresh schema in it, dropped at the end")
    parser.add_argument("--duration", type=int, default=30, help="seconds of load in each phase")
    parser.add_argument("--clients", type=int, default=1000, help="concurrent connections through nginx")
    parser.add_argument("--warmup", type=int, default=10,
                        help="seconds of the same load before each phase, reported apart (0: measure from cold)")
    parser.add_argument("--servers", type=int, default=3, help="servers in the cluster")
    parser.add_argument("--places", type=int, default=12,
                        help="stops whose neighbourhoods the load asks arrivals near (more: more upstream demand)")
    parser.add_argument("--writes-per-second", type=float, default=5.0, help="favourites saved a second")
    parser.add_argument("--wrk-timeout", type=int, default=10, help="seconds before wrk counts a request timed out")
    parser.add_argument("--takeover-wait", type=float, default=120.0,
                        help="seconds to wait for a poll after the leader is killed")
    parser.add_argument("--max-fails", type=int, default=3,
                        help="nginx's max_fails per server, as in deploy/nginx.conf; 0 never leaves a server out")
    parser.add_argument("--skip-one", action="store_true", help="measure the cluster only")
    parser.add_argument("--nginx", default=shutil.which("nginx") or "/usr/sbin/nginx")
    parser.add_argument("--wrk", default=shutil.which("wrk") or "/usr/bin/wrk")
    parser.add_argument("--json", metavar="PATH", help="also write the results as JSON")
    parser.add_argument("--keep", action="store_true", help="keep the temporary directory (logs, data, configs)")
    args = parser.parse_args()
    if args.duration < 3 or args.clients < 1 or args.servers < 3 or args.places < 1 or args.warmup < 0:
        parser.error("--duration must be at least 3, --clients and --places at least 1, --servers at least 3, "
                     "--warmup not negative")
    return args


def database_url(base, schema):
    """`base` with `schema=NAME` (replacing any schema it had)."""
    parts = urllib.parse.urlsplit(base)
    query = [(k, v) for k, v in urllib.parse.parse_qsl(parts.query) if k != "schema"] + [("schema", schema)]
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(query)))


def psql(base, sql):
    """Runs `sql` with psql on `base`, without the options only NextStop reads (schema, pool)."""
    parts = urllib.parse.urlsplit(base)
    query = [(k, v) for k, v in urllib.parse.parse_qsl(parts.query) if k not in ("schema", "pool")]
    url = urllib.parse.urlunsplit(
        parts._replace(scheme="postgresql", query=urllib.parse.urlencode(query)))
    return subprocess.run(["psql", url, "-v", "ON_ERROR_STOP=1", "-qAt", "-c", sql], capture_output=True, text=True,
                          timeout=30, env=os.environ | {"PGCONNECT_TIMEOUT": "5"})


def preflight(args):
    if not (os.path.isfile(args.binary) and os.access(args.binary, os.X_OK)):
        raise BenchError(f"no nextstop binary at {args.binary} (swift build -c release, or pass --binary)")
    for name, path in (("nginx", args.nginx), ("wrk", args.wrk)):
        if not (path and os.path.isfile(path) and os.access(path, os.X_OK)):
            raise BenchError(f"{name} is not installed (apt-get install {name}, or pass --{name} PATH)")
    if not shutil.which("psql"):
        raise BenchError("psql is not installed (apt-get install postgresql-client)")
    if not args.postgres.startswith(("postgres://", "postgresql://")):
        raise BenchError(f"--postgres must be a postgres:// URL, got {args.postgres}")
    try:
        answer = psql(args.postgres, "SELECT 1")
    except subprocess.TimeoutExpired:
        answer = None
    if answer is None or answer.returncode != 0:
        said = answer.stderr.strip().splitlines() if answer else []
        reason = said[0].removeprefix("psql: error: ") if said else "no answer"
        raise BenchError(f"PostgreSQL is unreachable at {_without_password(args.postgres)}: {reason}")


def _without_password(url):
    parts = urllib.parse.urlsplit(url)
    if parts.password is None:
        return url
    return urllib.parse.urlunsplit(parts._replace(netloc=parts.netloc.replace(":" + parts.password + "@", "@")))


def polling_states(servers):
    """name -> the `polling` field of its /healthz ("unknown" without one, "down" when it does not answer)."""
    states = {}
    for name, url in servers.items():
        body = health(url)
        states[name] = "down" if body is None else body.get("polling", "unknown")
    return states


class Bench:
    def __init__(self, args, work):
        self.args = args
        self.work = work
        self.children = Children(work / "logs")
        self.schemas = []
        self.simulator = None
        self.environment = None
        self.workload = None

    def prepare(self):
        root, printed = start_simulator(self.children, self.args.binary, SCALE, seed=1)
        self.simulator = root
        environment = {k: v for k, v in os.environ.items() if k not in UNSET}
        environment.setdefault("NEXTSTOP_LOG_LEVEL", "warning")
        self.environment = environment | printed
        print(f"simulator at {root} ({SCALE}); collecting its network", flush=True)
        collect_dataset(self.args.binary, self.work / "seed", self.environment, self.work / "logs" / "collect.log")

    def counts(self):
        return cluster_http.get_json(self.simulator + "/simulator/requests", timeout=10)

    def run_phase(self, label, tag, count, kills):
        args = self.args
        schema = f"bench_cluster_{os.getpid()}_{tag}"
        self.schemas.append(schema)
        url = database_url(args.postgres, schema)
        ports = [free_port() for _ in range(count)]
        servers = {}
        for number, port in enumerate(ports, start=1):
            name = f"{tag}-server{number}"
            start_server(self.children, name, args.binary, port, url, self.work / tag / f"server{number}",
                         self.work / "seed", self.environment)
            servers[name] = f"http://127.0.0.1:{port}"
        for name, base in servers.items():
            wait_healthy(self.children, name, base)
        proxy = start_nginx(
            self.children, f"{tag}-nginx", args.nginx, self.work / tag / "nginx", ports, args.max_fails)
        if self.workload is None:
            self.workload = cluster_workload.sample(proxy)
        script = self.work / "load.lua"
        script.write_text(cluster_wrk.lua_script(self.workload.requests(args.places)))
        print(f"{label}: {count} server(s) healthy behind nginx at {proxy}; {args.clients} clients for "
              f"{args.duration} s", flush=True)

        warmup = self._warm_up(tag, proxy, script)
        writer = FavouritesWriter(proxy, self.workload.pairs, args.writes_per_second)
        before = self.counts()
        start = time.monotonic()
        load = self.children.start(f"{tag}-wrk", cluster_wrk.command(
            args.wrk, proxy, script, args.clients, args.duration, args.wrk_timeout))
        writer.start()
        result = {"servers": count, "killed": [], "takeover_poll_s": None, "takeover_health_s": None,
                  "warmup_errors": warmup}
        watch = None
        self._sleep_until(start + args.duration / 3, load)
        states = polling_states(servers)
        result["polling"] = [f"{name.split('-')[-1]} {state}" for name, state in states.items()]
        if kills:
            watch = self._kill_follower_then_leader(servers, states, start, load, result)
        try:
            load.wait(timeout=args.duration + args.wrk_timeout + 60)
        except subprocess.TimeoutExpired:
            raise BenchError(f"wrk did not finish: {self.children.log_tail(f'{tag}-wrk')}")
        after = self.counts()
        window = time.monotonic() - start
        writer.stop()
        output = self.children.log_path(f"{tag}-wrk").read_text(errors="replace")
        measured = cluster_wrk.parse(output)
        if measured is None:
            raise BenchError(f"wrk reported nothing: {self.children.log_tail(f'{tag}-wrk')}")
        if watch is not None:
            watch.join()
            result["takeover_poll_s"], result["takeover_health_s"] = watch.poll_after, watch.leader_after
        counts = cluster_report.by_source(before, after)
        rates = cluster_report.per_minute(counts, window)
        rates["total"] = sum(counts.values()) * 60.0 / window
        result.update(
            requests=measured.requests, served=measured.ok, requests_per_second=measured.per_second,
            errors=measured.errors, non_2xx=measured.non_2xx, client_errors=measured.client_errors,
            server_errors=measured.server_errors, proxy_errors=measured.proxy_errors,
            app_errors=measured.server_errors - measured.proxy_errors, socket_errors=measured.socket_errors,
            p50_ms=measured.p50_ms, p99_ms=measured.p99_ms, max_ms=measured.max_ms, window_s=window,
            upstream_counts=counts, upstream_per_minute=rates,
            favourites=asdict(writer.outcome()))
        for name in [f"{tag}-nginx", *servers]:
            self.children.stop(name)
        self.children.stop(f"{tag}-wrk")
        return result

    def _warm_up(self, tag, proxy, script):
        """The same load for `--warmup` seconds, so the phase measures servers whose caches are warm, as they are
        after their first minute; returns the warm-up's errors (None without one)."""
        args = self.args
        if args.warmup == 0:
            return None
        name = f"{tag}-warmup"
        warm = self.children.start(name, cluster_wrk.command(
            args.wrk, proxy, script, args.clients, args.warmup, args.wrk_timeout))
        try:
            warm.wait(timeout=args.warmup + args.wrk_timeout + 60)
        except subprocess.TimeoutExpired:
            raise BenchError(f"wrk did not finish warming up: {self.children.log_tail(name)}")
        measured = cluster_wrk.parse(self.children.log_path(name).read_text(errors="replace"))
        return None if measured is None else measured.errors

    def _kill_follower_then_leader(self, servers, states, start, load, result):
        """kill -9 a server that does not lead now, then, at 2/3 of the run, the leader; returns the watch timing
        the takeover."""
        names = list(servers)
        leaders = [name for name, state in states.items() if state == "leading"]
        follower = next((name for name in names if name not in leaders), names[0])
        self._kill(follower, states[follower], start, result)
        self._sleep_until(start + 2 * self.args.duration / 3, load)
        survivors = {name: url for name, url in servers.items() if name != follower}
        states = polling_states(survivors)
        leaders = [name for name, state in states.items() if state == "leading"]
        leader = leaders[0] if leaders else next(iter(survivors))
        polls = bike_polls(self.counts())
        self._kill(leader, states[leader], start, result)
        killed_at = time.monotonic()
        survivors.pop(leader)
        watch = TakeoverWatch(self.counts, polls, killed_at, survivors, self.args.takeover_wait)
        watch.start()
        return watch

    def _kill(self, name, state, start, result):
        self.children.kill(name)
        result["killed"].append(f"{name.split('-')[-1]} ({state}) at {time.monotonic() - start:.1f} s")
        print(f"  kill -9 {name} ({state}) at {time.monotonic() - start:.1f} s", flush=True)

    @staticmethod
    def _sleep_until(moment, load):
        while time.monotonic() < moment and load.poll() is None:
            time.sleep(0.1)

    def cleanup(self):
        self.children.stop_all()
        for schema in self.schemas:
            try:
                dropped = psql(self.args.postgres, f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
                if dropped.returncode != 0:
                    print(f"bench_cluster: could not drop schema {schema}: {dropped.stderr.strip()}", file=sys.stderr)
            except subprocess.TimeoutExpired:
                print(f"bench_cluster: could not drop schema {schema}: psql timed out", file=sys.stderr)


def _interrupt(signum, frame):
    raise KeyboardInterrupt


def main():
    args = arguments()
    try:
        preflight(args)
    except BenchError as error:
        print(f"bench_cluster: {error}", file=sys.stderr)
        return 2
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, _interrupt)
    work = Path(tempfile.mkdtemp(prefix="nextstop-cluster-"))
    (work / "logs").mkdir()
    bench = Bench(args, work)
    failed = True
    try:
        bench.prepare()
        phases = {}
        if not args.skip_one:
            phases["one server"] = bench.run_phase("one server", "one", 1, kills=False)
        phases["cluster"] = bench.run_phase("cluster", "cluster", args.servers, kills=True)
        print()
        print(cluster_report.table(phases))
        print(cluster_report.verdicts(phases))
        if args.json:
            settings = {k: v for k, v in vars(args).items() if k not in ("postgres", "json", "keep")}
            cluster_report.write_json(args.json, settings, phases)
        failed = False
        return 0
    except (BenchError, OSError) as error:
        print(f"bench_cluster: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("bench_cluster: interrupted", file=sys.stderr)
        return 130
    finally:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        bench.cleanup()
        if failed or args.keep:
            print(f"bench_cluster: logs kept in {work / 'logs'}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
