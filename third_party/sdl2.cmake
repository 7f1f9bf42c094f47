# SDL2 (Debian: libsdl2-dev) and SDL2_image (Debian: libsdl2-image-dev): SDL2::SDL2 and SDL2_image::SDL2_image.
# Both packages ship CMake config files. app/ only; the engine and render never see SDL.
find_package(SDL2 CONFIG REQUIRED)
find_package(SDL2_image CONFIG REQUIRED)
