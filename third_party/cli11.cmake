# CLI11 (Debian: libcli11-dev), header-only: CLI11::CLI11. The command line in app/.
find_package(CLI11 CONFIG REQUIRED)
