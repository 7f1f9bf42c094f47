#include "app/image_file.h"

#include <cstddef>
#include <cstring>
#include <stdexcept>

#include <SDL.h>
#include <SDL_image.h>

namespace gaitlab {

std::string savePng(const RgbaImage& image, const std::string& path) {
    if (image.empty()) return path + ": nothing to save (empty image)";
    SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormatFrom(const_cast<uint8_t*>(image.pixels.data()), image.width,
                                                              image.height, 32, image.width * 4,
                                                              SDL_PIXELFORMAT_RGBA32);
    if (surface == nullptr) return path + ": cannot create an SDL surface: " + SDL_GetError();
    const int result = IMG_SavePNG(surface, path.c_str());
    SDL_FreeSurface(surface);
    if (result != 0) return path + ": cannot write PNG: " + IMG_GetError();
    return {};
}

void writePngFile(const RgbaImage& image, const std::filesystem::path& path) {
    if (std::string error = savePng(image, path.string()); !error.empty()) throw std::runtime_error(error);
}

std::string loadPng(const std::string& path, RgbaImage& image) {
    SDL_Surface* loaded = IMG_Load(path.c_str());
    if (loaded == nullptr) return path + ": cannot load image: " + IMG_GetError();
    SDL_Surface* rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    if (rgba == nullptr) return path + ": cannot convert to RGBA: " + SDL_GetError();
    RgbaImage out(rgba->w, rgba->h);
    SDL_LockSurface(rgba);
    for (int y = 0; y < rgba->h; ++y)
        std::memcpy(out.pixels.data() + static_cast<std::size_t>(y) * static_cast<std::size_t>(rgba->w) * 4,
                    static_cast<const uint8_t*>(rgba->pixels) + static_cast<std::ptrdiff_t>(y) * rgba->pitch,
                    static_cast<std::size_t>(rgba->w) * 4);
    SDL_UnlockSurface(rgba);
    SDL_FreeSurface(rgba);
    image = std::move(out);
    return {};
}

}  // namespace gaitlab
