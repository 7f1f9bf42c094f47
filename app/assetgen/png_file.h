// Writing generated images as PNG files through SDL2_image (byte-for-byte reproducible for the same library).
#pragma once

#include <filesystem>

#include "app/assetgen/raster.h"

namespace gaitlab::assetgen {

/// Writes `image` (RGBA8, row 0 at the top) to `path`. Throws std::runtime_error naming the file when SDL cannot
/// create the surface or IMG_SavePNG fails.
void writePngFile(const Image& image, const std::filesystem::path& path);

} // namespace gaitlab::assetgen
