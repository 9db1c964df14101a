"""The rehearsal's PostgreSQL and nginx, started as compose's `postgres` and `nginx` services would be, from Debian's
packages, each with every path in the rehearsal's folder."""

import glob
import os
import subprocess
import time

import cluster_processes


def _postgres_binary(name):
    found = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    if not found:
        raise cluster_processes.BenchError(f"PostgreSQL's {name} is not installed (apt-get install postgresql)")
    return found[-1]


def start_postgres(children, service, work):
    """A fresh cluster at the service's address, with the user, database and password compose's environment names."""
    data = work / "postgres"
    data.mkdir()
    shutil_own(data)
    as_postgres = ["runuser", "-u", "postgres", "--"]
    subprocess.run(as_postgres + [_postgres_binary("initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    process = children.start("postgres", as_postgres + [
        _postgres_binary("postgres"), "-D", str(data), "-k", str(data), "-c", f"listen_addresses={service.address}",
        "-p", "5432"])
    user, database = service.environment["POSTGRES_USER"], service.environment["POSTGRES_DB"]
    password = service.environment["POSTGRES_PASSWORD"]
    psql = as_postgres + [_postgres_binary("psql"), "-h", service.address, "-U", "postgres", "-q", "-v",
                          "ON_ERROR_STOP=1"]

    def answers():
        return subprocess.run(psql + ["-c", "SELECT 1"], capture_output=True).returncode == 0

    cluster_processes.wait_until("accept connections", answers, process, children, "postgres", timeout=60)
    subprocess.run(psql, input=f"CREATE ROLE {user} LOGIN PASSWORD '{password}';\n"
                   f"CREATE DATABASE {database} OWNER {user};\n", text=True, check=True)


def shutil_own(path):
    """Hands `path` to the postgres user, who runs the database server."""
    subprocess.run(["chown", "postgres:postgres", str(path)], check=True)


def start_nginx(children, service, work, site_config):
    """nginx with `site_config` included as it is, as compose mounts it into conf.d; returns its URL. Its connections
    to the servers leave from the service's own address, as a container's do."""
    folder = work / "nginx"
    folder.mkdir()
    (folder / "nginx.conf").write_text(f"""worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
user root;
events {{ worker_connections 1024; }}
http {{
    access_log off;
    client_body_temp_path {folder}/body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    proxy_bind {service.address};
    include {site_config};
}}
""")
    nginx = "/usr/sbin/nginx"
    if not os.path.exists(nginx):
        raise cluster_processes.BenchError("nginx is not installed (apt-get install nginx)")
    process = children.start("nginx", [nginx, "-c", str(folder / "nginx.conf"), "-g", "daemon off;"])
    time.sleep(1)
    if process.poll() is not None:
        raise cluster_processes.BenchError(f"nginx exited: {children.log_tail('nginx')}")
    return "http://127.0.0.1:80"
