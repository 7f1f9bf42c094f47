#include "app/assetgen/png_file.h"

#include <stdexcept>
#include <string>

#include <SDL.h>
#include <SDL_image.h>

namespace gaitlab::assetgen {

void writePngFile(const Image& image, const std::filesystem::path& path) {
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(const_cast<uint8_t*>(image.rgba.data()), image.width,
                                                              image.height, 32, image.width * 4,
                                                              SDL_PIXELFORMAT_RGBA32);
    if (surface == nullptr) {
        throw std::runtime_error("cannot create a surface for " + path.string() + ": " + SDL_GetError());
    }
    const int rc = IMG_SavePNG(surface, path.string().c_str());
    SDL_FreeSurface(surface);
    if (rc != 0) {
        throw std::runtime_error("cannot write " + path.string() + ": " + SDL_GetError());
    }
}

} // namespace gaitlab::assetgen
