// Basic value types shared by the whole engine: hexes, pixel vectors, map size.
#pragma once

#include <cstdint>

#include <glm/vec2.hpp>

namespace gaitlab {

/// Pixel vector or pixel position, int32 components, screen Y grows downward.
using ipos = glm::ivec2;

/// Raw hex coordinates in FOnline's zig-zag layout (§1.2).
struct Hex {
    int32_t x = 0;
    int32_t y = 0;
    friend bool operator==(const Hex&, const Hex&) = default;
};

/// Map size in hexes; a hex is inside when 0 <= x < width and 0 <= y < height.
struct MapSize {
    int32_t width = 0;
    int32_t height = 0;
    [[nodiscard]] bool contains(Hex h) const { return h.x >= 0 && h.y >= 0 && h.x < width && h.y < height; }
};

/// A hex plus an integer sub-hex pixel offset from its centre (HexOffset).
struct HexAndOffset {
    Hex hex;
    ipos offset{0, 0};
};

}  // namespace gaitlab
