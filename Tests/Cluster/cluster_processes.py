"""The processes of a cluster run: the simulator, the servers, nginx and wrk, each logging to its own file."""

import os
import re
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path

import cluster_http


class BenchError(Exception):
    """Something the bench needs could not start; its message is the one line printed."""


class Children:
    """Every process the bench started, so that all of them end however the bench ends.

    Each child runs in its own session: Ctrl-C reaches the bench alone, which then stops the children in order, and
    a child's own children (nginx's workers) end with it.
    """

    def __init__(self, log_dir):
        self.log_dir = Path(log_dir)
        self.running = {}

    def start(self, name, argv, env=None):
        with open(self.log_path(name), "ab") as log:
            process = subprocess.Popen(
                argv, stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env,
                start_new_session=True)
        self.running[name] = process
        return process

    def log_path(self, name):
        return self.log_dir / f"{name}.log"

    def log_tail(self, name, lines=5):
        try:
            text = self.log_path(name).read_text(errors="replace")
        except OSError:
            return ""
        return " | ".join(line.strip() for line in text.strip().splitlines()[-lines:])

    def kill(self, name):
        """kill -9 of the process alone, as a crash would end it."""
        process = self.running[name]
        process.send_signal(signal.SIGKILL)
        process.wait()

    def stop(self, name, grace=10.0):
        """SIGTERM to the child's process group, then SIGKILL after `grace` seconds."""
        process = self.running.pop(name, None)
        if process is None:
            return
        _signal_group(process, signal.SIGTERM)
        try:
            process.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            _signal_group(process, signal.SIGKILL)
            process.wait()
        _signal_group(process, signal.SIGKILL)  # what it left behind, if anything

    def stop_all(self):
        for name in reversed(list(self.running)):
            self.stop(name)


def _signal_group(process, number):
    try:
        os.killpg(process.pid, number)
    except (ProcessLookupError, PermissionError):
        pass


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(what, check, process, children, name, timeout):
    """Calls `check` until it returns something, the process exits (BenchError), or `timeout` passes."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise BenchError(f"{name} exited ({process.returncode}) before {what}: {children.log_tail(name)}")
        found = check()
        if found:
            return found
        time.sleep(0.2)
    raise BenchError(f"{name} did not {what} within {timeout:.0f} s: {children.log_tail(name)}")


def start_simulator(children, binary, scale, seed):
    """`nextstop simulate` on a free port; returns its root URL and the NEXTSTOP_* variables it printed."""
    process = children.start(
        "simulator", [binary, "simulate", "--port", "0", "--scale", scale, "--seed", str(seed)])

    def printed():
        text = children.log_path("simulator").read_text(errors="replace")
        root = re.search(r"simulator listening on (\S+)", text)
        return root and (root.group(1), dict(re.findall(r"^\s*(NEXTSTOP_\w+)=(\S+)\s*$", text, re.M)))

    return wait_until("listen", printed, process, children, "simulator", timeout=60)


def collect_dataset(binary, data_dir, environment, log_path):
    """Collects the simulator's network once, into `data_dir`; the servers start from copies of it."""
    argv = [binary, "collect", "hk-bus", "--data", str(data_dir), "--spacing-ms", "0", "--min-routes", "1",
            "--min-stops", "1"]
    with open(log_path, "wb") as log:
        finished = subprocess.run(argv, stdout=log, stderr=subprocess.STDOUT, env=environment, timeout=900)
    if finished.returncode != 0:
        tail = Path(log_path).read_text(errors="replace").strip().splitlines()[-3:]
        raise BenchError(f"collecting the simulator's network failed: {' | '.join(tail)}")


def start_server(children, name, binary, port, database_url, data_dir, seed_data, environment):
    """`nextstop serve` on `port` over a copy of the collected dataset, without the per-client rate limit."""
    shutil.copytree(Path(seed_data) / "hk-bus", Path(data_dir) / "hk-bus", symlinks=True)
    return children.start(name, [
        binary, "serve", "--port", str(port), "--database", database_url, "--data", str(data_dir), "--rate-limit", "0",
    ], env=environment)


def health(base_url, timeout=2.0):
    """The server's /healthz, or None when it does not answer."""
    try:
        return cluster_http.get_json(base_url + "/healthz", timeout=timeout)
    except OSError:
        return None


def wait_healthy(children, name, base_url, timeout=300):
    def answered():
        body = health(base_url)
        return body if body and body.get("status") in ("ok", "degraded") else None

    return wait_until("answer /healthz", answered, children.running[name], children, name, timeout)


def nginx_config(directory, port, server_ports, max_fails=3):
    servers = "\n".join(
        f"        server 127.0.0.1:{p} max_fails={max_fails} fail_timeout=5s;" for p in server_ports)
    # nginx started by root runs its workers as nobody, who cannot enter the bench's private temporary directory.
    user = "user root;" if os.geteuid() == 0 else ""
    return f"""# A cluster run's nginx: deploy/nginx.conf's upstream and proxy settings on loopback.
worker_processes 1;
worker_rlimit_nofile 16384;
pid {directory}/nginx.pid;
error_log {directory}/nginx-error.log warn;
{user}
events {{
    worker_connections 8192;
}}
http {{
    access_log off;
    client_body_temp_path {directory}/body;
    proxy_temp_path {directory}/proxy;
    fastcgi_temp_path {directory}/fastcgi;
    uwsgi_temp_path {directory}/uwsgi;
    scgi_temp_path {directory}/scgi;

    upstream nextstop {{
{servers}
        keepalive 64;
    }}

    server {{
        listen 127.0.0.1:{port};

        gzip on;
        gzip_proxied any;
        gzip_min_length 512;
        gzip_vary on;
        gzip_types application/json application/geo+json application/javascript text/css text/plain image/svg+xml
                   application/manifest+json;

        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_connect_timeout 2s;
        proxy_read_timeout 30s;
        proxy_next_upstream error timeout;
        proxy_next_upstream_tries {len(server_ports)};

        location / {{
            proxy_pass http://nextstop;
        }}
    }}
}}
"""


def start_nginx(children, name, nginx, directory, server_ports, max_fails=3):
    """nginx in the foreground on a free port, in front of `server_ports`; returns its base URL."""
    directory = Path(directory)
    directory.mkdir(parents=True, exist_ok=True)
    port = free_port()
    config = directory / "nginx.conf"
    config.write_text(nginx_config(directory, port, server_ports, max_fails))
    process = children.start(name, [
        nginx, "-p", str(directory), "-c", str(config), "-e", str(directory / "nginx-error.log"), "-g", "daemon off;",
    ])
    base_url = f"http://127.0.0.1:{port}"
    wait_until("proxy /healthz", lambda: health(base_url), process, children, name, timeout=30)
    return base_url
