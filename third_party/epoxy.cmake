# libepoxy (Debian: libepoxy-dev), the OpenGL loader render/ uses: PkgConfig::EPOXY. pkg-config only, no CMake config.
find_package(PkgConfig REQUIRED)
pkg_check_modules(EPOXY REQUIRED IMPORTED_TARGET epoxy)
