"""JSON over HTTP with the standard library, for talking to the servers, nginx and the simulator."""

import json
import urllib.error
import urllib.request


def request(method, url, body=None, headers=None, timeout=5.0):
    """Sends one request and returns (status, decoded JSON body or None).

    An HTTP error status is returned, not raised; a connection that fails raises OSError.
    """
    data = None if body is None else json.dumps(body).encode()
    outgoing = urllib.request.Request(url, data=data, method=method)
    outgoing.add_header("Accept", "application/json")
    if data is not None:
        outgoing.add_header("Content-Type", "application/json")
    for name, value in (headers or {}).items():
        outgoing.add_header(name, value)
    try:
        with urllib.request.urlopen(outgoing, timeout=timeout) as response:
            return response.status, _decoded(response.read())
    except urllib.error.HTTPError as error:
        return error.code, _decoded(error.read())


def get_json(url, timeout=5.0):
    """The JSON of a 200 answer; anything else raises OSError."""
    status, body = request("GET", url, timeout=timeout)
    if status != 200:
        raise OSError(f"GET {url} answered {status}")
    return body


def _decoded(raw):
    try:
        return json.loads(raw) if raw else None
    except ValueError:
        return None
