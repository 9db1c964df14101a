"""deploy/compose.yaml read as Docker Compose reads it, and laid out on loopback for the deployment rehearsal.

Compose gives every service a fixed address on the 172.28.0.0/24 bridge network; the rehearsal runs each service at
the same address moved to loopback (172.28.0.11 becomes 127.28.0.11) inside a network namespace of its own, whose
hosts file names them as Docker's DNS would. Commands, flags and environment are compose's, with only these
translations: those addresses, volumes to folders, secrets to files, the image's entry point to the built binary.
"""

import re
from pathlib import Path

import yaml

BRIDGE_PREFIX = "172.28."
LOOPBACK_PREFIX = "127.28."


class ComposeError(Exception):
    """compose.yaml says something the rehearsal cannot reproduce; the message says what."""


def loopback(text):
    """Every bridge address in `text` moved to loopback."""
    return text.replace(BRIDGE_PREFIX, LOOPBACK_PREFIX)


def substitute(text, variables):
    """Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?error}` in `text`, from `variables`."""
    def value(match):
        name, operator, argument = match.group(1), match.group(2), match.group(3) or ""
        given = variables.get(name, "")
        if operator == ":?" and not given:
            raise ComposeError(f"{name} is required: {argument}")
        if operator == ":-" and not given:
            return argument
        return given

    return re.sub(r"\$\{(\w+)(?:(:[-?])([^}]*))?\}", value, text)


class Service:
    """One compose service as the rehearsal runs it."""

    def __init__(self, name, definition, variables):
        self.name = name
        self.definition = definition
        networks = definition.get("networks") or {}
        addresses = [n.get("ipv4_address") for n in networks.values() if isinstance(n, dict)]
        if not addresses or not addresses[0]:
            raise ComposeError(f"service {name} has no fixed ipv4_address")
        self.address = loopback(addresses[0])
        self.command = [loopback(substitute(str(part), variables)) for part in definition.get("command") or []]
        environment = definition.get("environment") or {}
        self.environment = {k: loopback(substitute(str(v), variables)) for k, v in environment.items()}
        depends = definition.get("depends_on") or {}
        self.depends_on = list(depends) if isinstance(depends, (dict, list)) else []
        self.secrets = list(definition.get("secrets") or [])
        self.image = definition.get("image")

    @property
    def is_server(self):
        return "build" in self.definition

    def server_argv(self, binary, data_dir, secret_files):
        """The command with the image's entry point, volumes and secrets as the rehearsal has them; 0.0.0.0 (every
        interface of the container) is the service's own address, since every service shares one loopback here."""
        argv = [binary]
        for part in self.command:
            if part == "/data":
                part = str(data_dir)
            elif part.startswith("/run/secrets/"):
                part = str(secret_files[part.removeprefix("/run/secrets/")])
            elif part == "0.0.0.0":
                part = self.address
            argv.append(part)
        return argv

    def port(self):
        """The port the command listens on."""
        return int(self.command[self.command.index("--port") + 1])


class Compose:
    """The services of a compose file in the order their `depends_on` allows them to start."""

    def __init__(self, path, variables):
        document = yaml.safe_load(Path(path).read_text())
        self.services = {name: Service(name, d, variables) for name, d in document["services"].items()}
        self.secret_sources = {
            name: Path(path).parent / spec["file"] for name, spec in (document.get("secrets") or {}).items()}

    def start_order(self):
        ordered, placed = [], set()
        while len(ordered) < len(self.services):
            ready = [s for s in self.services.values()
                     if s.name not in placed and all(d in placed for d in s.depends_on)]
            if not ready:
                raise ComposeError("depends_on has a cycle")
            for service in ready:
                ordered.append(service)
                placed.add(service.name)
        return ordered

    def hosts_file(self):
        """What Docker's DNS answers, as a hosts file."""
        lines = ["127.0.0.1 localhost"]
        lines += [f"{s.address} {s.name}" for s in self.services.values()]
        return "\n".join(lines) + "\n"
