# doctest (Debian: doctest-dev), header-only: doctest::doctest. Found only with BUILD_TESTING. Its config file also
# puts its own directory on CMAKE_MODULE_PATH, so tests/ can include(doctest) for doctest_discover_tests.
find_package(doctest CONFIG REQUIRED)
