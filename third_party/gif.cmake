# giflib (Debian: libgif-dev), the GIF encoder and decoder of recordings: GIF::GIF through CMake's FindGIF.
find_package(GIF 5 REQUIRED)
