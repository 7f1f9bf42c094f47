# zlib (Debian: zlib1g-dev): ZLIB::ZLIB through CMake's FindZLIB. Tests only: they write PNG chunks with their CRC32.
find_package(ZLIB REQUIRED)
