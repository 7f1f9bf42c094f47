# libwebp (Debian: libwebp-dev): the animation encoder (libwebpmux) of recordings and, in the tests, the
# decoder (libwebpdemux): PkgConfig::WEBP.
find_package(PkgConfig REQUIRED)
pkg_check_modules(WEBP REQUIRED IMPORTED_TARGET libwebp libwebpmux libwebpdemux)
