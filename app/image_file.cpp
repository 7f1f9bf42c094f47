#include "app/image_file.h"

#include <cstddef>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <system_error>

#include <SDL.h>
#include <SDL_image.h>

#include "engine/png_header.h"

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

std::string readPngSize(const std::string& path, int64_t& width, int64_t& height) {
    return readPngHeaderSize(path, width, height);
}

std::string loadPng(const std::string& path, RgbaImage& image) {
    int64_t width = 0;
    int64_t height = 0;
    if (std::string error = readPngSize(path, width, height); !error.empty()) return error;
    const std::string claimed = std::to_string(width) + "x" + std::to_string(height);
    if (width == 0 || height == 0) return path + ": image is " + claimed + ", an empty image";
    if (width > kMaxImageSide || height > kMaxImageSide)
        return path + ": image is " + claimed + ", more than " + std::to_string(kMaxImageSide) + " pixels per side";
    if (width * height > kMaxImagePixels)
        return path + ": image is " + claimed + " (" + std::to_string(width * height) + " pixels), more than " +
               std::to_string(kMaxImagePixels) + " pixels (64 MiB of RGBA)";
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
