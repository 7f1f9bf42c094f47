// What one sprite may cost, so a small hostile file cannot take the program's memory or time (README "Limits").
// Every reader that builds frames checks these and names the file and the place that crosses a limit.
#pragma once

#include <cstddef>
#include <cstdint>

namespace gaitlab {

/// FOFRM files open at once along one chain of nested references, the outermost included.
inline constexpr int kMaxFofrmDepth = 64;
/// Frames of one direction of a sprite after a FOFRM's references are flattened.
inline constexpr std::size_t kMaxSpriteFrames = 65536;
/// RGBA bytes of one sprite over all its frames and directions: embedded pixels (FRM pixels, a FOFRM's flattened
/// children) and a FOFRM's image frames as they will be decoded, width x height x 4 from the PNG header, once per
/// frame that shows the image (each frame holds its own copy; DECISIONS "Decoded image frames count"): 256 MiB, an
/// 8192x8192 image.
inline constexpr std::uint64_t kMaxSpritePixelBytes = std::uint64_t{256} << 20;

}  // namespace gaitlab
