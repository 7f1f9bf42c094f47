#!/usr/bin/env bash
# An installed copy runs without the source tree (DECISIONS "Installed copies"): `cmake --install` into a temporary
# prefix puts the program, assets, shaders, desktop entry and docs where they belong; the installed program, run
# from an unrelated folder, inspects a sprite, renders a scenario headless (trace byte-identical to the build
# tree's program) and accepts a walk; without its installed assets it fails naming the installed folder instead
# of reaching for the source tree. Usage: check_install.sh BUILD_DIR SOURCE_DIR
set -u
build=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export SDL_VIDEODRIVER=offscreen
unset DISPLAY WAYLAND_DISPLAY
# A sanitizer build reports Mesa's allocations at exit as leaks (DECISIONS "B4.6"): exit statuses are tested here.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

prefix=$tmp/prefix
if ! cmake --install "$build" --prefix "$prefix" >"$tmp/install.log" 2>&1; then
    cat "$tmp/install.log"
    echo "FAIL: cmake --install"
    exit 1
fi
for f in bin/gaitlab share/gaitlab/assets/maps/demo.json share/gaitlab/assets/critters/humanoid/walk.fofrm \
    share/gaitlab/shaders/sprite.vert share/applications/gaitlab.desktop share/doc/gaitlab/README.md \
    share/doc/gaitlab/docs/USER_GUIDE.md share/doc/gaitlab/assets/screenshots/client.png; do
    [ -f "$prefix/$f" ] || fail "not installed: $f"
done
[ -e "$prefix/share/gaitlab/assets/screenshots" ] && fail "the screenshots belong with the docs, not the assets"

# The installed program, run from a folder that is neither the source nor the build tree.
work=$tmp/work
mkdir -p "$work"
cd "$work" || exit 1
bin=$prefix/bin/gaitlab
"$bin" --help >"$tmp/help.txt" 2>&1 || fail "--help exited $?"
grep -q "accept" "$tmp/help.txt" || fail "--help does not list accept"
cp "$src/assets/critters/humanoid/walk.fofrm" "$work/walk.fofrm"
cp -r "$src/assets/critters/humanoid/walk" "$work/walk"
"$bin" inspect walk.fofrm >"$tmp/inspect.txt" 2>&1 || fail "inspect exited $?"
grep -q "natural walk speed" "$tmp/inspect.txt" || fail "inspect printed no natural walk speed"
"$bin" render --scenario turn --seconds 1 --every 50 --out "$work/render" >"$tmp/render.log" 2>&1 ||
    fail "render exited $? ($(tail -2 "$tmp/render.log"))"
"$build/app/gaitlab" render --scenario turn --seconds 1 --every 50 --out "$tmp/render-build" >/dev/null 2>&1 ||
    fail "the build tree's render exited $?"
cmp -s "$work/render/trace.csv" "$tmp/render-build/trace.csv" || fail "the installed render's trace differs"
"$bin" accept walk.fofrm --scenario walk-70 --out "$work/accept" >"$tmp/accept.log" 2>&1
status=$?
[ "$status" -le 1 ] || fail "accept exited $status ($(tail -2 "$tmp/accept.log"))"
[ -f "$work/accept/report.json" ] || fail "accept wrote no report.json"
ls -A "$prefix/bin" | grep -qv '^gaitlab$' && fail "the program wrote beside itself: $(ls -A "$prefix/bin")"

# Without its assets the installed copy says where it looked; it never uses the source tree's.
mv "$prefix/share/gaitlab/assets" "$prefix/share/gaitlab/moved"
# (render still writes its frames, the missing art drawn as placeholders, as with any missing asset.)
"$bin" render --scenario turn --seconds 1 --out "$work/render2" >"$tmp/missing.log" 2>&1
grep -q "$prefix/share/gaitlab/assets" "$tmp/missing.log" ||
    fail "the error does not name the installed assets folder: $(head -3 "$tmp/missing.log")"
grep -q "$src/assets" "$tmp/missing.log" && fail "the installed copy reached for the source tree's assets"
cmp -s "$work/render2/trace.csv" "$tmp/render-build/trace.csv" && fail "rendered the same without its assets"

if [ "$failures" -ne 0 ]; then
    echo "install: $failures check(s) failed"
    exit 1
fi
echo "install: the installed copy inspects, renders (trace identical to the build's) and accepts without the source tree"
