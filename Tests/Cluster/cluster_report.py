"""Upstream counts by source, and the table and JSON a run reports."""

import json

# Path prefixes of each source at the simulator, first match wins (Open-Meteo's /v1/forecast after KMB's /v1/…).
SOURCES = [
    ("/BikePoint", ("/BikePoint", "/Place/")),
    ("KMB", ("/v1/transport/kmb/",)),
    ("Citybus", ("/v2/transport/citybus/",)),
    ("HKO", ("/weatherAPI/",)),
    ("AQHI", ("/epd/",)),
    ("511", ("/transit/",)),
    ("Open-Meteo", ("/v1/forecast",)),
]
OTHER = "other"
TARGET_RATIO = 0.05


def by_source(before, after):
    """Requests between two `/simulator/requests` snapshots, by source."""
    counts = {name: 0 for name, _ in SOURCES}
    counts[OTHER] = 0
    for path, total in after["paths"].items():
        grown = total - before["paths"].get(path, 0)
        if grown:
            name = next((name for name, prefixes in SOURCES if path.startswith(prefixes)), OTHER)
            counts[name] += grown
    return counts


def per_minute(counts, seconds):
    return {name: count * 60.0 / seconds for name, count in counts.items()} if seconds > 0 else {}


def _number(value, digits=0):
    if value is None:
        return "-"
    return f"{value:,.{digits}f}"


def _ratio(one, cluster):
    if not one or cluster is None:
        return ""
    return f"{cluster / one:.2f}x"


def table(phases):
    """The report as text: one column per phase (`one server`, `cluster`), then cluster/one for the rates."""
    names = list(phases)
    rows = [("", *names, "cluster/one")]

    def row(label, values, ratio=""):
        rows.append((label, *values, ratio))

    def each(key):
        return [phases[name].get(key) for name in names]

    row("warm-up errors (not counted)", [_number(v) for v in each("warmup_errors")])
    row("requests answered", [_number(v) for v in each("requests")])
    row("requests/s", [_number(v, 1) for v in each("requests_per_second")])
    row("requests served (2xx)", [_number(v) for v in each("served")])
    row("errors (5xx + socket)", [_number(v) for v in each("errors")])
    row("non-2xx answers", [_number(v) for v in each("non_2xx")])
    row("  5xx from a server", [_number(v) for v in each("app_errors")])
    row("  5xx from nginx", [_number(v) for v in each("proxy_errors")])
    row("  socket errors", [_number(v) for v in each("socket_errors")])
    row("p99 latency (ms)", [_number(v) for v in each("p99_ms")])
    rates = each("upstream_per_minute")
    first = rates[0] or {}
    for source in ["total"] + [name for name, _ in SOURCES] + [OTHER]:
        values = [(rate or {}).get(source) for rate in rates]
        label = "upstream requests/min" if source == "total" else f"  {source}"
        row(label, [_number(v, 1) for v in values], _ratio(first.get(source), values[-1]) if len(values) > 1 else "")
    row("favourites written / present", [
        "-" if f is None else f"{f['written']} / {f['present']}" for f in each("favourites")])
    row("favourite writes refused", [
        "-" if f is None else str(f["refused"]) + (f" {f['refusals']}" if f["refusals"] else "")
        for f in each("favourites")])
    row("polling (/healthz)", [", ".join(v) if v else "-" for v in each("polling")])
    row("killed", [", ".join(v) if v else "-" for v in each("killed")])
    row("new leader polls after (s)", [_number(v, 1) for v in each("takeover_poll_s")])
    row("new leader on /healthz after (s)", [_number(v, 1) for v in each("takeover_health_s")])
    widths = [max(len(str(r[i])) for r in rows) for i in range(len(rows[0]))]
    lines = []
    for r in rows:
        cells = [str(r[0]).ljust(widths[0])] + [str(c).rjust(w) for c, w in zip(r[1:], widths[1:])]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def verdicts(phases):
    """One line per target of the check, saying whether this run met it."""
    one, cluster = phases.get("one server"), phases.get("cluster")
    lines = []
    if one and cluster:
        base, seen = one["upstream_per_minute"]["total"], cluster["upstream_per_minute"]["total"]
        if base:
            within = abs(seen / base - 1) <= TARGET_RATIO
            lines.append(
                f"upstream requests/min: cluster {seen:.1f} vs one server {base:.1f} "
                f"({(seen / base - 1) * 100:+.1f} %): {'within' if within else 'outside'} the ±5 % target")
    if cluster:
        favourites = cluster.get("favourites") or {}
        if favourites:
            missing = favourites["written"] - favourites["present"] - favourites["unread"]
            unread = f", {favourites['unread']} could not be read back" if favourites["unread"] else ""
            lines.append(
                f"favourites: {missing} of {favourites['written']} acknowledged writes missing after the run{unread}")
        if cluster.get("takeover_poll_s") is None and cluster.get("killed"):
            lines.append("takeover: no /BikePoint request reached the simulator after the leader was killed")
    return "\n".join(lines)


def write_json(path, settings, phases):
    with open(path, "w") as out:
        json.dump({"settings": settings, "phases": phases}, out, indent=2, sort_keys=True)
        out.write("\n")
