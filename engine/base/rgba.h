// The colour every image, tint and line uses: 8-bit RGBA.
#pragma once

#include <cstdint>

namespace gaitlab {

/// 8-bit RGBA colour, used as a sprite tint (multiplied with the texel), a line colour and an image pixel.
struct Rgba8 {
    uint8_t r = 255, g = 255, b = 255, a = 255;
    friend bool operator==(const Rgba8&, const Rgba8&) = default;
};

}  // namespace gaitlab
