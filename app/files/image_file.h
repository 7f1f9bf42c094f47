// Image file I/O: PNG read and write of RgbaImage through SDL2_image, with the image size limits. Every image file the program reads or
// writes goes through here (asset generator, frame and tile loading, captures and montages), so they all
// share one encoder call: the generator's PNGs stay byte-for-byte reproducible for the same library (D23).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "render/rgba_image.h"

namespace gaitlab {

/// Writes `image` (RGBA8, row 0 at the top) as a PNG. Returns "" on success, else the error text naming the
/// file: "<path>: nothing to save (empty image)", "<path>: cannot create an SDL surface: ..." or
/// "<path>: cannot write PNG: ..." (SDL's message).
[[nodiscard]] std::string savePng(const RgbaImage& image, const std::string& path);
/// savePng for callers that stop on the first failure: throws std::runtime_error with savePng's error text.
void writePngFile(const RgbaImage& image, const std::filesystem::path& path);
/// The PNG file content savePng would write for `image`, in memory (for a page that carries its images inline).
/// Throws std::runtime_error "nothing to encode (empty image)" or "cannot encode PNG: ..." (SDL's message).
[[nodiscard]] std::vector<uint8_t> encodePng(const RgbaImage& image);
/// Largest width or height of an image read (libpng's own default limit, PNG_USER_WIDTH_MAX).
inline constexpr int kMaxImageSide = 1000000;
/// Largest image read, in pixels: 16 Mi pixels, 64 MiB of decoded RGBA (e.g. 4096x4096 or 70000x239).
inline constexpr long long kMaxImagePixels = 16LL * 1024 * 1024;

/// Width and height of a PNG from its header (the signature, then IHDR's width at bytes 16..19 and height at
/// 20..23, big-endian), without decoding. Returns "" on success, else the error naming the file:
/// "<path>: cannot read image: no such file", "<path>: cannot read image: not a regular file" (a directory, FIFO or
/// device is never opened), "<path>: cannot read image: cannot open the file",
/// "<path>: not a PNG file: the signature is wrong", "<path>: not a PNG file: truncated header (N bytes)" or
/// "<path>: not a PNG file: the first chunk is not a 13-byte IHDR".
[[nodiscard]] std::string readPngSize(const std::string& path, int64_t& width, int64_t& height);
/// Reads a PNG into RGBA8. The header is read first (readPngSize) and an image past the limits is refused before
/// anything is decoded: "<path>: image is WxH, more than 1000000 pixels per side" (kMaxImageSide) or
/// "<path>: image is WxH (N pixels), more than 16777216 pixels (64 MiB of RGBA)" (kMaxImagePixels); a zero side
/// is "<path>: image is WxH, an empty image". Returns "" on success, else the error text naming the file
/// (`image` is then left unchanged).
/// Colour profiles are not applied: the pixels are used as stored. An iCCP chunk (an embedded ICC profile) is
/// dropped before decoding, so libpng prints nothing about it to stderr, and `warning`, when given, is set to
/// "<path>: colour profile ignored: pixels used as stored (iCCP chunk '<profile name>')" (D25: the file means
/// what gaitlab makes of it); "" for a PNG without one. An sRGB chunk needs no warning: it says the pixels are
/// sRGB, which is how they are shown.
[[nodiscard]] std::string loadPng(const std::string& path, RgbaImage& image, std::string* warning = nullptr);

}  // namespace gaitlab
