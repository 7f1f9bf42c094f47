#!/usr/bin/env bash
# The Windows build runs and agrees with the Linux build (DECISIONS "Windows build"): the unzipped folder's
# gaitlab.exe, run under Wine from an unrelated folder, prints the same --help and inspect, writes the same
# gen-assets files (text byte for byte, pictures pixel for pixel), renders a scenario headless under Xvfb whose
# trace is byte-identical and whose frames are pixel-identical to the Linux build's, and judges walks with the same
# verdicts and figures; its settings go to %APPDATA%/%LOCALAPPDATA%, nothing beside the program.
#
# usage: check_wine.sh WINDOWS_ZIP LINUX_GAITLAB SOURCE_DIR   (WINEPREFIX: a Wine prefix of its own, made if missing)
set -u
zip=$1
linux=$(realpath "$2")
src=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

export WINEDEBUG=-all
export WINEDLLOVERRIDES="mscoree,mshtml="  # no Mono or Gecko install prompt in a new prefix
export WINEPREFIX=${WINEPREFIX:-$tmp/wineprefix}
# A sanitizer build of the Linux program reports Mesa's allocations at exit as leaks (DECISIONS "B4.6").
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)
[ -x "$wine" ] || { echo "FAIL: no wine64 (Debian package wine64)"; exit 1; }
trap '"$wineserver" -k 2>/dev/null; rm -rf "$tmp"' EXIT
if [ ! -f "$WINEPREFIX/system.reg" ]; then
  mkdir -p "$WINEPREFIX"
  env -u DISPLAY "$wine" wineboot -i >"$tmp/wineboot.log" 2>&1
fi

unzip -q "$zip" -d "$tmp/unzipped" || { echo "FAIL: unzip $zip"; exit 1; }
program_dir=$(find "$tmp/unzipped" -mindepth 1 -maxdepth 1 -type d | sed -n 1p)
exe=$program_dir/gaitlab.exe
[ -f "$exe" ] || { echo "FAIL: no gaitlab.exe in $zip"; exit 1; }
files_before=$(cd "$program_dir" && find . | sort)

work=$tmp/work
mkdir -p "$work"
cd "$work" || exit 1
# Wine's Z: drive is the Linux root: a Linux path with / turned into \ is the same file for the program.
winpath() { echo "Z:${1//\//\\}"; }
# Text the Windows program printed, with its line ends and the spelling of its own paths made Linux's.
unwin() { tr -d '\r' | sed -e 's|Z:\\|/|g' -e 's|\\|/|g' -e 's|%APPDATA%/gaitlab/layout.ini|~/.config/gaitlab/layout.ini|'; }
# Settings and records go to the Windows user folders; the Linux runs get their own.
export XDG_CONFIG_HOME=$tmp/linux-config XDG_STATE_HOME=$tmp/linux-state
win() { env -u XDG_CONFIG_HOME -u XDG_STATE_HOME -u DISPLAY "$wine" "$exe" "$@"; }
pixels() { identify -format '%# %wx%h' "$1" 2>/dev/null; }

# --help: the same text, but for the program's own path in the usage line. Standard output only: Wine may add
# notes of its own on standard error.
win --help >"$tmp/help.win" 2>"$tmp/help.win.err" || fail "--help exited $? ($(head -2 "$tmp/help.win.err"))"
"$linux" --help >"$tmp/help.linux" 2>/dev/null
if diff <(unwin <"$tmp/help.win" | sed 2d) <(sed 2d "$tmp/help.linux") >"$tmp/help.diff"; then
  pass "--help is the Linux build's"
else
  fail "--help differs: $(head -5 "$tmp/help.diff")"
fi

# inspect: the same report of the shipped walk.
cp "$src/assets/critters/humanoid/walk.fofrm" "$work/walk.fofrm"
cp -r "$src/assets/critters/humanoid/walk" "$work/walk"
win inspect walk.fofrm >"$tmp/inspect.win" 2>"$tmp/inspect.win.err" ||
  fail "inspect exited $? ($(head -2 "$tmp/inspect.win.err"))"
"$linux" inspect walk.fofrm >"$tmp/inspect.linux" 2>/dev/null
if diff <(unwin <"$tmp/inspect.win") "$tmp/inspect.linux" >"$tmp/inspect.diff"; then
  pass "inspect prints what the Linux build prints ($(wc -l <"$tmp/inspect.linux") lines)"
else
  fail "inspect differs: $(head -5 "$tmp/inspect.diff")"
fi

# gen-assets: the same files; text byte for byte, PNG pixel for pixel (the two builds' PNG encoders differ).
win gen-assets --out "$(winpath "$work/gen-win")" >"$tmp/gen.win" 2>&1 || fail "gen-assets exited $?"
"$linux" gen-assets --out "$work/gen-linux" >"$tmp/gen.linux" 2>&1
if diff <(cd "$work/gen-win" && find . -type f | sort) <(cd "$work/gen-linux" && find . -type f | sort) >/dev/null; then
  differing=0
  count=0
  while IFS= read -r f; do
    count=$((count + 1))
    case $f in
    *.png) [ "$(pixels "$work/gen-win/$f")" = "$(pixels "$work/gen-linux/$f")" ] || differing=$((differing + 1)) ;;
    *) cmp -s "$work/gen-win/$f" "$work/gen-linux/$f" || differing=$((differing + 1)) ;;
    esac
  done < <(cd "$work/gen-linux" && find . -type f | sort)
  [ "$count" -gt 100 ] || fail "gen-assets wrote only $count files"
  [ "$differing" -eq 0 ] && pass "gen-assets: $count files, the Linux build's" || fail "gen-assets: $differing of $count files differ"
else
  fail "gen-assets wrote other files than the Linux build"
fi

# render, headless: a hidden window on Xvfb through Wine's OpenGL (Mesa's llvmpipe underneath). Wine's server
# and desktop, still up from the runs without a display, would keep those: they are ended first.
"$wineserver" -k 2>/dev/null
"$wineserver" -w 2>/dev/null  # until it has gone: a program started meanwhile would join the old server
# Twice into one folder: the second run removes the first one's files, vouched for by the output record in
# %LOCALAPPDATA%, without a word. The GIF's frames wait in a delete-on-close scratch file.
for pass_no in 1 2; do
  xvfb-run -a -s "-screen 0 1280x1024x24" env -u XDG_CONFIG_HOME -u XDG_STATE_HOME "$wine" "$exe" render \
    --scenario turn --seconds 1 --every 50 --gif "$(winpath "$work/render-win.gif")" \
    --out "$(winpath "$work/render-win")" >"$tmp/render.win" 2>&1 ||
    fail "render exited $? ($(tail -2 "$tmp/render.win" | unwin))"
  [ "$pass_no" = 1 ] || ! grep -q "vouch\|kept" "$tmp/render.win" ||
    fail "render into its own folder again: $(grep -m1 "vouch\|kept" "$tmp/render.win" | unwin)"
done
env -u DISPLAY SDL_VIDEODRIVER=offscreen "$linux" render --scenario turn --seconds 1 --every 50 \
  --gif "$work/render-linux.gif" --out "$work/render-linux" >"$tmp/render.linux" 2>&1 ||
  fail "the Linux render exited $?"
cmp -s "$work/render-win.gif" "$work/render-linux.gif" &&
  pass "render --gif: byte-identical ($(wc -c <"$work/render-linux.gif") bytes)" || fail "render --gif: the GIFs differ"
for f in trace.csv trace.json; do
  if cmp -s "$work/render-win/$f" "$work/render-linux/$f"; then
    pass "render: $f byte-identical ($(wc -c <"$work/render-linux/$f") bytes)"
  else
    fail "render: $f differs"
  fi
done
frames=0
for f in "$work/render-linux"/frame_*.png "$work/render-linux/montage.png"; do
  [ -f "$f" ] || continue
  frames=$((frames + 1))
  [ "$(pixels "$work/render-win/$(basename "$f")")" = "$(pixels "$f")" ] || fail "render: $(basename "$f") pixels differ"
done
[ "$frames" -ge 2 ] && pass "render: $frames pictures compared" || fail "render: the Linux build wrote $frames pictures"

# accept: the shipped humanoid's walking scenarios and a walk from a folder: the same verdicts and figures.
verdicts() { jq -S '[paths(scalars) as $p | select($p[-1] == "verdict" or $p[-1] == "value")
                     | {key: ($p | map(tostring) | join(".")), value: getpath($p)}]' "$1"; }
for run in shipped walk; do
  [ "$run" = walk ] && set -- walk.fofrm --scenario walk-70 || set --
  win accept "$@" --out "$(winpath "$work/accept-$run-win")" >"$tmp/accept-$run.win" 2>&1
  status_win=$?
  "$linux" accept "$@" --out "$work/accept-$run-linux" >"$tmp/accept-$run.linux" 2>&1
  status_linux=$?
  [ "$status_win" = "$status_linux" ] || fail "accept ($run) exited $status_win, the Linux build $status_linux"
  if [ -f "$work/accept-$run-win/report.json" ] &&
    diff <(verdicts "$work/accept-$run-win/report.json") <(verdicts "$work/accept-$run-linux/report.json") >"$tmp/v.diff"; then
    pass "accept ($run): $(verdicts "$work/accept-$run-linux/report.json" | grep -c '"key"') verdicts and figures equal, exit $status_win"
  else
    fail "accept ($run): the reports differ: $(head -6 "$tmp/v.diff" 2>/dev/null)"
  fi
done

# Names outside ASCII (DECISIONS "Windows build"): the program in such a folder finds its assets; art in such a
# folder is read, and an output may go there; a new name outside ASCII is refused, naming it, before anything runs.
moved="$tmp/Программы é"
mkdir -p "$moved" "$work/Арт ü"
cp -r "$program_dir" "$moved/"
exe=$moved/$(basename "$program_dir")/gaitlab.exe
cp -r "$work/walk.fofrm" "$work/walk" "$work/Арт ü/"
win accept "Арт ü/walk.fofrm" --scenario walk-70 --out "Арт ü/report" >"$tmp/accept-u8.win" 2>&1
status=$?
[ "$status" -le 1 ] && [ -f "$work/Арт ü/report/report.json" ] &&
  pass "accept from and into folders named outside ASCII, the program in one too (exit $status)" ||
  fail "accept with folders named outside ASCII exited $status: $(tail -2 "$tmp/accept-u8.win" | unwin)"
win accept walk.fofrm --scenario walk-70 --out "Отчёт" >"$tmp/accept-new.win" 2>&1
status=$?
if [ "$status" = 2 ] && grep -q "Отчёт.*outside ASCII" "$tmp/accept-new.win" && [ ! -e "$work/Отчёт" ]; then
  pass "a new output name outside ASCII is refused by name"
else
  fail "a new output name outside ASCII: exit $status, $(head -2 "$tmp/accept-new.win" | unwin)"
fi
exe=$program_dir/gaitlab.exe

# Windows' device names are outputs refused before anything runs, as /dev/null is on Linux.
win contacts walk.fofrm --out "sub/nul.json" >"$tmp/device.win" 2>&1
status=$?
[ "$status" = 2 ] && grep -q "names a Windows device" "$tmp/device.win" && pass "an output named NUL is refused" ||
  fail "an output named NUL: exit $status, $(head -2 "$tmp/device.win" | unwin)"

# Nothing beside the program; the output record went to %LOCALAPPDATA%\gaitlab.
[ "$(cd "$program_dir" && find . | sort)" = "$files_before" ] || fail "the program wrote beside itself"
record=$(find "$WINEPREFIX/drive_c/users" -path "*gaitlab/outputs.tsv" 2>/dev/null | sed -n 1p)
[ -n "$record" ] && pass "outputs recorded in the Windows user's folder" || fail "no outputs.tsv under %LOCALAPPDATA%\\gaitlab"

if [ "$failures" -ne 0 ]; then
  echo "$failures check(s) of the Windows build failed"
  exit 1
fi
echo "the Windows build under Wine agrees with the Linux build"
