"""Rehearses deploy/ as shipped: compose.yaml's services with their commands, flags and environment, nginx with
deploy/nginx.conf as it is, PostgreSQL from Debian and `nextstop simulate` as every upstream, all inside a network
namespace of their own (see rehearsal_compose.py for how compose's network is laid on loopback), then checks what
users of the deployment rely on. Needs root (the namespace), nginx, PostgreSQL's server binaries and PyYAML.

    python3 Tests/Cluster/rehearse_deploy.py [--binary .build/debug/nextstop]

Prints one line per check and `N passed, N failed`; exits non-zero when a check fails or something cannot start.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import cluster_http
import cluster_processes
import rehearsal_checks
from rehearsal_compose import Compose
from rehearsal_processes import start_nginx, start_postgres

ROOT = Path(__file__).resolve().parents[2]


def arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", default=str(ROOT / ".build/debug/nextstop"))
    parser.add_argument("--compose", default=str(ROOT / "deploy/compose.yaml"))
    parser.add_argument("--inside", help=argparse.SUPPRESS)
    return parser.parse_args()


def outside(args):
    """Makes the namespace and its hosts file, runs the rehearsal in it, and removes both whatever happens."""
    name = f"nextstop-rehearsal-{os.getpid()}"
    work = Path(tempfile.mkdtemp(prefix="nextstop-rehearsal-"))
    os.chmod(work, 0o755)  # PostgreSQL runs as its own user inside
    hosts_dir = Path("/etc/netns") / name
    try:
        subprocess.run(["ip", "netns", "add", name], check=True)
        hosts_dir.mkdir(parents=True)
        variables = rehearsal_variables(args.binary, work)
        (hosts_dir / "hosts").write_text(Compose(args.compose, variables).hosts_file())
        (work / "variables.json").write_text(json.dumps(variables))
        return subprocess.run(
            ["ip", "netns", "exec", name, sys.executable, __file__, "--binary", args.binary, "--compose", args.compose,
             "--inside", str(work)]).returncode
    finally:
        subprocess.run(["ip", "netns", "delete", name], check=False)
        shutil.rmtree(hosts_dir, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)


def rehearsal_variables(binary, work):
    """deploy/.env as an operator writes it: a database password and the public half of a key made by keygen."""
    made = subprocess.run([binary, "keygen", str(work / "signing.key")], capture_output=True, text=True, check=True)
    return {
        "POSTGRES_PASSWORD": "rehearsal-password", "NEXTSTOP_PUBLIC_KEY": made.stdout.strip(),
        "SIGNING_KEY_FILE": str(work / "signing.key"),
    }


def inside(args):
    work = Path(args.inside)
    subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
    variables = json.loads((work / "variables.json").read_text())
    compose = Compose(args.compose, variables)
    children = cluster_processes.Children(work)
    try:
        deployment = start(compose, children, work, args.binary, variables)
        results = rehearsal_checks.run_all(deployment)
    except (cluster_processes.BenchError, subprocess.CalledProcessError) as error:
        print(f"rehearsal could not start: {error}")
        return 1
    finally:
        children.stop_all()
    failed = [name for name, passed in results if not passed]
    print(f"{len(results) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


def start(compose, children, work, binary, variables):
    """Every service in compose's order, each started once what it depends on answers."""
    simulator_root, upstreams = cluster_processes.start_simulator(children, binary, "hk", 7)
    secrets = {"signing_key": Path(variables["SIGNING_KEY_FILE"])}
    deployment = rehearsal_checks.Deployment(binary=binary, work=work, children=children, public_key=variables[
        "NEXTSTOP_PUBLIC_KEY"], simulator=simulator_root)
    for service in compose.start_order():
        if service.image and service.image.startswith("postgres"):
            start_postgres(children, service, work)
        elif service.image and service.image.startswith("nginx"):
            deployment.proxy = start_nginx(children, service, work, ROOT / "deploy" / "nginx.conf")
        elif service.is_server:
            data = work / service.name
            data.mkdir()
            if "--collect-every" in service.command:
                seed_publisher(binary, data, upstreams, work)
            environment = {**os.environ, **upstreams, **service.environment}
            process = children.start(service.name, service.server_argv(binary, data, secrets), env=environment)
            url = f"http://{service.address}:{service.port()}"
            wait_ready(children, service.name, process, url)
            deployment.servers[service.name] = url
    return deployment


def seed_publisher(binary, data, upstreams, work):
    """The publisher's first collection, done beforehand: the simulator's tiny network is below `serve`'s validation
    minimums, and a real crawl paced for the operators takes minutes."""
    cluster_processes.collect_dataset(binary, data, {**os.environ, **upstreams}, work / "collect.log")


def wait_ready(children, name, process, url, timeout=300):
    def ready():
        try:
            return cluster_http.request("GET", url + "/readyz", timeout=2)[0] == 200
        except OSError:
            return False

    cluster_processes.wait_until("answer /readyz with 200", ready, process, children, name, timeout)


if __name__ == "__main__":
    arguments_given = arguments()
    if os.geteuid() != 0:
        print("rehearsal could not start: it needs root to make its network namespace")
        sys.exit(1)
    sys.exit(inside(arguments_given) if arguments_given.inside else outside(arguments_given))
