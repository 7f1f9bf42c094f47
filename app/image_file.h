// Image file I/O: PNG read and write of RgbaImage through SDL2_image. Every image file the program reads or
// writes goes through here (asset generator, frame and tile loading, captures and montages), so they all
// share one encoder call: the generator's PNGs stay byte-for-byte reproducible for the same library (D23).
#pragma once

#include <filesystem>
#include <string>

#include "render/rgba_image.h"

namespace gaitlab {

/// Writes `image` (RGBA8, row 0 at the top) as a PNG. Returns "" on success, else the error text naming the
/// file: "<path>: nothing to save (empty image)", "<path>: cannot create an SDL surface: ..." or
/// "<path>: cannot write PNG: ..." (SDL's message).
[[nodiscard]] std::string savePng(const RgbaImage& image, const std::string& path);
/// savePng for callers that stop on the first failure: throws std::runtime_error with savePng's error text.
void writePngFile(const RgbaImage& image, const std::filesystem::path& path);
/// Reads any image SDL2_image decodes (PNG) into RGBA8. Returns "" on success, else the error text naming
/// the file (`image` is then left unchanged).
[[nodiscard]] std::string loadPng(const std::string& path, RgbaImage& image);

}  // namespace gaitlab
