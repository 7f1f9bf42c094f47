#!/usr/bin/env bash
# SIGTERM and SIGINT stop `render`, `accept` and the client with 128 + the signal number, leaving whole files
# (docs/DECISIONS.md "Stopping on a signal"). Usage: check_stop_signals.sh GAITLAB_BINARY
set -u
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_VIDEODRIVER=offscreen
unset DISPLAY WAYLAND_DISPLAY
# A sanitizer build reports Mesa's and EGL's allocations at exit as leaks and exits 1 (DECISIONS "B4.6"): the
# exit status is what is tested here, so leak checking is off for these runs.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

wait_for() {  # until FILE exists or has TEXT (grep -q), at most SECONDS
    local file=$1 seconds=$2 text=${3:-}
    for _ in $(seq 1 $((seconds * 10))); do
        if [ -z "$text" ] && [ -e "$file" ]; then return 0; fi
        if [ -n "$text" ] && grep -q -- "$text" "$file" 2>/dev/null; then return 0; fi
        sleep 0.1
    done
    return 1
}

# Sends SIGNAL to PID and waits for it; sets `status` and `took` (seconds). A process still alive after 20 s fails
# (the watcher ends any command one second after the signal) and is killed.
stop() {
    local pid=$1 signal=$2
    local start=$SECONDS
    kill "-$signal" "$pid"
    for _ in $(seq 1 200); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
        fail "pid $pid still runs 20 s after SIG$signal"
        kill -KILL "$pid"
    fi
    wait "$pid"
    status=$?
    took=$((SECONDS - start))
}

png_whole() {  # the PNG signature at the start and the IEND chunk at the end
    [ "$(head -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "89504e470d0a1a0a" ] &&
        [ "$(tail -c 8 "$1" | od -An -tx1 | tr -d ' \n')" = "49454e44ae426082" ]
}

# 1. render, SIGTERM once frames are being written.
"$bin" render --scenario straight-walk --seconds 3600 --every 5 --size 160x160 --no-overlay --out "$tmp/render" \
    2>"$tmp/render.err" &
pid=$!
if wait_for "$tmp/render/frame_00010.png" 300; then
    stop "$pid" TERM
    echo "render: exit $status ${took}s after SIGTERM"
    [ "$status" = 143 ] || fail "render exited $status after SIGTERM, expected 143"
    grep -q "stopped by SIGTERM" "$tmp/render.err" || fail "render did not say it was stopped: $(cat "$tmp/render.err")"
    [ -e "$tmp/render/montage.png" ] && fail "render made a montage of part of a run"
    [ -s "$tmp/render/trace.csv" ] || fail "render left no trace"
    frames=0
    for f in "$tmp"/render/frame_*.png; do
        png_whole "$f" || fail "$f is not a whole PNG"
        frames=$((frames + 1))
    done
    [ "$frames" -ge 2 ] || fail "render kept $frames frames"
else
    fail "render wrote no frame: $(cat "$tmp/render.err")"
    kill -KILL "$pid"
fi

# 2. accept, SIGINT once it has started its scenarios: no report of part of a run.
"$bin" accept --seconds 600 --out "$tmp/accept" >"$tmp/accept.out" 2>"$tmp/accept.err" &
pid=$!
if wait_for "$tmp/accept.err" 300 "accept: \["; then
    stop "$pid" INT
    echo "accept: exit $status ${took}s after SIGINT"
    [ "$status" = 130 ] || fail "accept exited $status after SIGINT, expected 130"
    grep -q "stopped by SIGINT" "$tmp/accept.err" || fail "accept did not say it was stopped: $(cat "$tmp/accept.err")"
    [ -e "$tmp/accept/report.html" ] && fail "accept wrote a report of part of its run"
else
    fail "accept did not start: $(cat "$tmp/accept.err")"
    kill -KILL "$pid"
fi

# 3. the client, SIGTERM while it runs: it closes as a closed window does and writes its layout.
"$bin" --layout "$tmp/layout.ini" --size 640x360 >"$tmp/client.out" 2>"$tmp/client.err" &
pid=$!
sleep 5
if kill -0 "$pid" 2>/dev/null; then
    stop "$pid" TERM
    echo "client: exit $status ${took}s after SIGTERM"
    [ "$status" = 143 ] || fail "the client exited $status after SIGTERM, expected 143"
    grep -q "stopped by SIGTERM" "$tmp/client.err" || fail "the client did not say it was stopped"
    [ -s "$tmp/layout.ini" ] || fail "the client stopped without writing its layout"
else
    wait "$pid"
    fail "the client ended by itself ($?): $(cat "$tmp/client.err")"
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures failure(s)"
    exit 1
fi
echo "render, accept and the client stop on SIGTERM and SIGINT"
