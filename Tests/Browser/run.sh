#!/usr/bin/env bash
# Browser tests: starts `nextstop demo` on a free port, runs the pytest scenarios against it in headless Chromium,
# and always stops the server. Installs nothing: Chromium, chromedriver, selenium and pytest must be there.
# NEXTSTOP_BIN picks the binary (default .build/debug/nextstop); screenshots go to SCREENSHOTS_DIR
# (default .ci/screenshots). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/../.."

binary=${NEXTSTOP_BIN:-.build/debug/nextstop}
screenshots=${SCREENSHOTS_DIR:-.ci/screenshots}
mkdir -p "$screenshots"
work=$(mktemp -d)
log="$work/server.log"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')

"$binary" demo --data "$work/data" --port "$port" > "$log" 2>&1 &
server=$!
stop_server() {
    kill "$server" 2> /dev/null || true
    wait "$server" 2> /dev/null || true
    rm -rf "$work"
}
trap stop_server EXIT

# The first start collects the synthetic network (about 15 s) before it serves.
for _ in $(seq 1 240); do
    if grep -q "serving the web app" "$log"; then break; fi
    if ! kill -0 "$server" 2> /dev/null; then
        echo "nextstop demo exited before serving:" >&2
        cat "$log" >&2
        exit 1
    fi
    sleep 0.5
done
if ! grep -q "serving the web app" "$log"; then
    echo "nextstop demo did not start serving within 120 s:" >&2
    cat "$log" >&2
    exit 1
fi

status=0
NEXTSTOP_URL="http://127.0.0.1:$port" SCREENSHOTS_DIR="$screenshots" \
    python3 -m pytest -p no:cacheprovider -q Tests/Browser "$@" || status=$?
if [ "$status" -ne 0 ]; then
    echo "== server log (last 50 lines)" >&2
    tail -n 50 "$log" >&2
fi
exit "$status"
