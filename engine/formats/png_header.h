// The size of a PNG from its header alone (no decoding, no SDL): the engine's importers check atlas rectangles
// against it (DECISIONS "Importers"), and the app's image reader refuses oversized images with it before decoding.
#pragma once

#include <cstdint>
#include <string>

namespace gaitlab {

/// Width and height of a PNG from its header (the signature, then IHDR's width at bytes 16..19 and height at
/// 20..23, big-endian), without decoding. Returns "" on success, else the error naming the file:
/// "<path>: cannot read image: no such file", "<path>: cannot read image: not a regular file" (a directory, FIFO or
/// device is never opened), "<path>: cannot read image: cannot open the file",
/// "<path>: not a PNG file: the signature is wrong", "<path>: not a PNG file: truncated header (N bytes)" or
/// "<path>: not a PNG file: the first chunk is not a 13-byte IHDR".
[[nodiscard]] std::string readPngHeaderSize(const std::string& path, int64_t& width, int64_t& height);

}  // namespace gaitlab
