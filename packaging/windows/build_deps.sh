#!/usr/bin/env bash
# Builds gaitlab's Windows dependencies with Debian's MinGW-w64 from Debian's own source packages (docs/DECISIONS.md
# "Windows build"): SDL2, SDL2_image, Dear ImGui (with its SDL2 and OpenGL3 backends), libepoxy, giflib and libwebp.
# The header-only libraries (glm, nlohmann-json, CLI11) are copied from their Debian -dev packages as they are.
#
# usage: packaging/windows/build_deps.sh DEPS_FOLDER
# Sources go to DEPS_FOLDER/src, builds to DEPS_FOLDER/build, everything installs into DEPS_FOLDER/prefix. Each
# library is built once: DEPS_FOLDER/prefix/.built-<name> marks it done (delete the folder to rebuild all).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
DEPS=$(mkdir -p "$1" && cd "$1" && pwd)
SRC=$DEPS/src
BUILD=$DEPS/build
PREFIX=$DEPS/prefix
JOBS=$(nproc 2>/dev/null || echo 2)
MINGW=x86_64-w64-mingw32
CC=$MINGW-gcc-posix
CXX=$MINGW-g++-posix
AR=$MINGW-gcc-ar-posix
mkdir -p "$SRC" "$BUILD" "$PREFIX/include" "$PREFIX/lib/pkgconfig" "$PREFIX/bin"
log() { echo "windows deps: $*"; }

# Debian source package -> SOURCE_DIR, its unpacked source with Debian's patches applied (dpkg-source, as
# `apt-get source` does). Where the archive lacks the Debian part of a source package, the upstream tarball is
# built as it is, and the log says so.
fetch_source() {  # package
  local package=$1
  SOURCE_DIR=$(find "$SRC" -mindepth 1 -maxdepth 1 -type d -name "${package}-[0-9]*" | sed -n 1p)
  [ -n "$SOURCE_DIR" ] && return 0
  log "fetching the Debian source of $package"
  if (cd "$SRC" && apt-get source -qq "$package" >"$SRC/$package.log" 2>&1); then
    SOURCE_DIR=$(find "$SRC" -mindepth 1 -maxdepth 1 -type d -name "${package}-[0-9]*" | sed -n 1p)
    [ -n "$SOURCE_DIR" ] && return 0
  fi
  (cd "$SRC" && apt-get source -qq --download-only --tar-only "$package" >>"$SRC/$package.log" 2>&1) || true
  local tarball
  tarball=$(find "$SRC" -maxdepth 1 -name "${package}_*.orig.tar.*" ! -name "*.asc" | sed -n 1p)
  if [ -z "$tarball" ]; then
    echo "windows deps: could not download the source package '$package' (see $SRC/$package.log). apt needs a" >&2
    echo "  deb-src entry for the Debian archive (./dev windows adds one when run as root; README 'Windows')." >&2
    exit 1
  fi
  log "$package: the archive has no Debian part to go with $(basename "$tarball"); building it without Debian's patches"
  local top version
  top=$(tar -tf "$tarball" | sed -n 1p | cut -d/ -f1)  # sed reads on: head would stop tar (pipefail)
  version=$(basename "$tarball" | sed "s/^${package}_\(.*\)\.orig\.tar\..*/\1/")
  tar -xf "$tarball" -C "$SRC"
  [ "$top" = "$package-$version" ] || mv "$SRC/$top" "$SRC/$package-$version"
  SOURCE_DIR=$SRC/$package-$version
}

done_already() { [ -f "$PREFIX/.built-$1" ]; }
mark_done() { touch "$PREFIX/.built-$1"; }

cmake_build() {  # name, source folder, cmake args...
  local name=$1 source=$2; shift 2
  cmake -S "$source" -B "$BUILD/$name" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_TOOLCHAIN_FILE="$HERE/mingw-w64.cmake" -DGAITLAB_WINDOWS_DEPS="$PREFIX" \
    -DCMAKE_INSTALL_PREFIX="$PREFIX" "$@" >"$BUILD/$name.log" 2>&1 || {
    tail -n 30 "$BUILD/$name.log" >&2
    exit 1
  }
  cmake --build "$BUILD/$name" -j "$JOBS" >>"$BUILD/$name.log" 2>&1 &&
    cmake --install "$BUILD/$name" >>"$BUILD/$name.log" 2>&1 || {
    tail -n 30 "$BUILD/$name.log" >&2
    exit 1
  }
}

header_only() {
  done_already headers && return 0
  log "copying glm, nlohmann-json and CLI11 from their Debian packages"
  # Their CMake configs find the headers relative to themselves (share/cmake/X -> ../../../include).
  for dir in glm nlohmann CLI; do cp -r "/usr/include/$dir" "$PREFIX/include/"; done
  mkdir -p "$PREFIX/share/cmake"
  for dir in glm nlohmann_json CLI11; do cp -r "/usr/share/cmake/$dir" "$PREFIX/share/cmake/"; done
  mark_done headers
}

sdl2() {
  done_already sdl2 && return 0
  fetch_source libsdl2
  log "building SDL2 ($(basename "$SOURCE_DIR"))"
  cmake_build sdl2 "$SOURCE_DIR" -DSDL_SHARED=ON -DSDL_STATIC=OFF -DSDL_TEST=OFF -DSDL_TESTS=OFF
  mark_done sdl2
}

sdl2_image() {
  done_already sdl2_image && return 0
  fetch_source libsdl2-image
  log "building SDL2_image ($(basename "$SOURCE_DIR"))"
  # PNG is read by stb_image and written by miniz, both inside the library: no libpng or zlib to carry. The
  # formats that need outside libraries are off.
  cmake_build sdl2_image "$SOURCE_DIR" -DBUILD_SHARED_LIBS=ON -DSDL2IMAGE_VENDORED=OFF -DSDL2IMAGE_SAMPLES=OFF \
    -DSDL2IMAGE_BACKEND_STB=ON -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF -DSDL2IMAGE_WEBP=OFF \
    -DSDL2IMAGE_SVG=OFF -DSDL2IMAGE_DEPS_SHARED=OFF
  # Its installed CMake config asks for libjpeg and libpng whenever JPEG and PNG are on, though the stb backend
  # has them inside the DLL: a program linking the DLL needs neither.
  sed -i '/find_dependency(\(JPEG\|PNG\))/d' "$PREFIX/lib/cmake/SDL2_image/SDL2_imageConfig.cmake"
  mark_done sdl2_image
}

imgui() {
  done_already imgui && return 0
  fetch_source imgui
  log "building Dear ImGui ($(basename "$SOURCE_DIR")) with its SDL2 and OpenGL3 backends"
  # The same sources and include layout as Debian's libimgui.a (<imgui.h>, <backends/imgui_impl_sdl.h>), but
  # with ImGui's own stb copies: Debian's build unbundles them for Linux only.
  local out=$BUILD/imgui
  mkdir -p "$out" "$PREFIX/include/imgui/backends"
  local objects=()
  for file in imgui.cpp imgui_demo.cpp imgui_draw.cpp imgui_tables.cpp imgui_widgets.cpp \
    backends/imgui_impl_sdl.cpp backends/imgui_impl_opengl3.cpp; do
    local object=$out/$(basename "${file%.cpp}").o
    $CXX -O2 -std=c++17 -I"$SOURCE_DIR" -I"$PREFIX/include/SDL2" -c "$SOURCE_DIR/$file" -o "$object"
    objects+=("$object")
  done
  rm -f "$PREFIX/lib/libimgui.a"
  $AR rcs "$PREFIX/lib/libimgui.a" "${objects[@]}"
  cp "$SOURCE_DIR"/*.h "$PREFIX/include/imgui/"
  cp "$SOURCE_DIR"/backends/imgui_impl_sdl.h "$SOURCE_DIR"/backends/imgui_impl_opengl3*.h \
    "$PREFIX/include/imgui/backends/"
  local version
  version=$(sed -n 's/^#define IMGUI_VERSION *"\([^"]*\)".*/\1/p' "$SOURCE_DIR/imgui.h")
  # A static library: what it calls comes after it on the link line. SDL2 by name, not sdl2.pc's Libs, which adds
  # SDL2main and -mwindows (a program without a console, where --help would print nothing). The clipboard is
  # user32's and the input method imm32's.
  cat >"$PREFIX/lib/pkgconfig/imgui.pc" <<EOF
prefix=$PREFIX
libdir=\${prefix}/lib
includedir=\${prefix}/include/imgui

Name: imgui
Description: Dear ImGui with its SDL2 and OpenGL3 backends (built for Windows)
Version: $version
Libs: -L\${libdir} -limgui -lSDL2 -limm32 -luser32
Cflags: -I\${includedir}
EOF
  mark_done imgui
}

epoxy() {
  done_already epoxy && return 0
  fetch_source libepoxy
  log "building libepoxy ($(basename "$SOURCE_DIR"))"
  rm -rf "$BUILD/epoxy"
  # WGL only: no EGL, GLX or X11 on Windows.
  meson setup "$BUILD/epoxy" "$SOURCE_DIR" --cross-file "$HERE/meson-cross.ini" --prefix "$PREFIX" \
    --libdir lib --buildtype release -Ddefault_library=shared -Degl=no -Dglx=no -Dx11=false -Dtests=false \
    -Ddocs=false >"$BUILD/epoxy.log" 2>&1 &&
    ninja -C "$BUILD/epoxy" -j "$JOBS" install >>"$BUILD/epoxy.log" 2>&1 || {
    tail -n 30 "$BUILD/epoxy.log" >&2
    exit 1
  }
  mark_done epoxy
}

giflib() {
  done_already giflib && return 0
  fetch_source giflib
  log "building giflib ($(basename "$SOURCE_DIR"))"
  # The library's own sources (its Makefile's LIBSRC, and quantize.c for GifQuantizeBuffer, which Debian's
  # libgif also holds) as a static library; its utilities are not needed.
  local out=$BUILD/giflib objects=()
  mkdir -p "$out"
  for file in dgif_lib.c egif_lib.c gifalloc.c gif_err.c gif_font.c gif_hash.c openbsd-reallocarray.c quantize.c; do
    $CC -O2 -c "$SOURCE_DIR/$file" -o "$out/${file%.c}.o"
    objects+=("$out/${file%.c}.o")
  done
  rm -f "$PREFIX/lib/libgif.a"
  $AR rcs "$PREFIX/lib/libgif.a" "${objects[@]}"
  cp "$SOURCE_DIR/gif_lib.h" "$PREFIX/include/"
  mark_done giflib
}

webp() {
  done_already webp && return 0
  fetch_source libwebp
  log "building libwebp ($(basename "$SOURCE_DIR"))"
  cmake_build webp "$SOURCE_DIR" -DBUILD_SHARED_LIBS=OFF -DWEBP_BUILD_ANIM_UTILS=OFF -DWEBP_BUILD_CWEBP=OFF \
    -DWEBP_BUILD_DWEBP=OFF -DWEBP_BUILD_GIF2WEBP=OFF -DWEBP_BUILD_IMG2WEBP=OFF -DWEBP_BUILD_VWEBP=OFF \
    -DWEBP_BUILD_WEBPINFO=OFF -DWEBP_BUILD_WEBPMUX=OFF -DWEBP_BUILD_EXTRAS=OFF -DWEBP_BUILD_LIBWEBPMUX=ON
  mark_done webp
}

header_only
sdl2
sdl2_image
imgui
epoxy
giflib
webp
log "ready in $PREFIX"
