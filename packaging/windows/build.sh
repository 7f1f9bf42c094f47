#!/usr/bin/env bash
# The Windows build (DECISIONS "Windows build"), made on Debian with MinGW-w64: the dependencies from Debian's source
# packages (build_deps.sh, built once into build/windows/deps), gaitlab cross-compiled into build/windows/gaitlab,
# installed into build/windows/stage/gaitlab-<version>-windows-x64 with the DLLs it loads and their licences, and
# zipped to out/packages/gaitlab-<version>-windows-x64.zip.
#
# usage: packaging/windows/build.sh    (run by ./dev windows; prints the folder and the zip it made)
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
cd "$ROOT"
JOBS=$(nproc 2>/dev/null || echo 2)
WIN=$ROOT/build/windows
PREFIX=$WIN/deps/prefix
MINGW=x86_64-w64-mingw32

packaging/windows/build_deps.sh "$WIN/deps"

echo "windows: building gaitlab.exe"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S "$ROOT" -B "$WIN/gaitlab" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF \
  -DCMAKE_TOOLCHAIN_FILE="$ROOT/packaging/windows/mingw-w64.cmake" -DGAITLAB_WINDOWS_DEPS="$PREFIX" \
  "${launcher[@]}" >"$WIN/configure.log" 2>&1 || {
  tail -n 30 "$WIN/configure.log" >&2
  exit 1
}
cmake --build "$WIN/gaitlab" -j "$JOBS" >"$WIN/build.log" 2>&1 || {
  grep -E "error|FAILED" "$WIN/build.log" | head -n 30 >&2
  exit 1
}

version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$WIN/gaitlab/CMakeCache.txt")
name=gaitlab-$version-windows-x64
stage=$WIN/stage/$name
rm -rf "$WIN/stage"
cmake --install "$WIN/gaitlab" --prefix "$stage" --strip >"$WIN/install.log" 2>&1 || {
  tail -n 30 "$WIN/install.log" >&2
  exit 1
}

# The DLLs: every import of the program and of each DLL copied, found among the ones built here and MinGW's runtime
# (libstdc++, libgcc, winpthread); an import found in neither is one of Windows' own (KERNEL32, USER32, msvcrt...).
dll_dirs=("$PREFIX/bin" /usr/lib/gcc/$MINGW/*-posix /usr/$MINGW/lib)
queue=("$stage/gaitlab.exe")
: >"$WIN/windows-dlls.txt"
while [ ${#queue[@]} -gt 0 ]; do
  pe=${queue[0]}
  queue=("${queue[@]:1}")
  for dll in $($MINGW-objdump -p "$pe" | sed -n 's/^[[:space:]]*DLL Name: //p'); do
    [ -n "$(find "$stage" -maxdepth 1 -iname "$dll")" ] && continue
    found=$(find "${dll_dirs[@]}" -maxdepth 1 -iname "$dll" 2>/dev/null | sed -n 1p)
    if [ -n "$found" ]; then
      cp "$found" "$stage/"
      $MINGW-strip --strip-unneeded "$stage/$(basename "$found")"
      queue+=("$stage/$(basename "$found")")
    else
      grep -qix "$dll" "$WIN/windows-dlls.txt" || echo "$dll" >>"$WIN/windows-dlls.txt"
    fi
  done
done

# Each library's licence, as its terms ask of a binary copy.
licences=$stage/licenses
mkdir -p "$licences"
copy_licence() {  # name, file
  [ -f "$2" ] && cp "$2" "$licences/$1.txt"
}
src=$WIN/deps/src
copy_licence SDL2 "$(find "$src" -maxdepth 2 -path "*libsdl2-[0-9]*/LICENSE.txt" | sed -n 1p)"
copy_licence SDL2_image "$(find "$src" -maxdepth 2 -path "*libsdl2-image-*/LICENSE.txt" | sed -n 1p)"
copy_licence imgui "$(find "$src" -maxdepth 2 -path "*imgui-*/LICENSE.txt" | sed -n 1p)"
copy_licence libepoxy "$(find "$src" -maxdepth 2 -path "*libepoxy-*/COPYING" | sed -n 1p)"
copy_licence giflib "$(find "$src" -maxdepth 2 -path "*giflib-*/COPYING" | sed -n 1p)"
copy_licence libwebp "$(find "$src" -maxdepth 2 -path "*libwebp-*/COPYING" | sed -n 1p)"
copy_licence libwebp-PATENTS "$(find "$src" -maxdepth 2 -path "*libwebp-*/PATENTS" | sed -n 1p)"
# Compiled into gaitlab.exe from their Debian packages' headers.
copy_licence CLI11 /usr/share/doc/libcli11-dev/copyright
copy_licence nlohmann-json /usr/share/doc/nlohmann-json3-dev/copyright
copy_licence glm /usr/share/doc/libglm-dev/copyright
copy_licence gcc-runtime-libstdc++-libgcc /usr/share/doc/gcc-mingw-w64-base/copyright
copy_licence mingw-w64-winpthread /usr/share/doc/mingw-w64-common/copyright

mkdir -p "$ROOT/out/packages"
rm -f "$ROOT/out/packages/$name.zip"
(cd "$WIN/stage" && zip -q -r -9 "$ROOT/out/packages/$name.zip" "$name")
echo "windows: $(ls "$stage" | grep -ci '\.dll$') DLLs beside gaitlab.exe; Windows' own: $(tr '\n' ' ' <"$WIN/windows-dlls.txt")"
echo "windows: wrote out/packages/$name.zip (from build/windows/stage/$name)"
