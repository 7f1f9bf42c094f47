// Basic value types shared by the whole engine: hexes, pixel vectors, map size.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>

#include <glm/vec2.hpp>

namespace gaitlab {

/// Pixel vector or pixel position, int32 components, screen Y grows downward.
using ipos = glm::ivec2;

/// The larger of |x| and |y|, px: how far a pixel vector reaches on the pixel grid (a slide's size in the gait
/// metrics, DECISIONS "Gait metrics").
[[nodiscard]] inline int chebyshevLength(ipos p) { return std::max(std::abs(p.x), std::abs(p.y)); }

/// Raw hex coordinates in FOnline's zig-zag layout (§1.2).
struct Hex {
    int32_t x = 0;
    int32_t y = 0;
    friend bool operator==(const Hex&, const Hex&) = default;
};

/// "(x, y)": how messages name a hex.
[[nodiscard]] inline std::string hexText(Hex h) { return "(" + std::to_string(h.x) + ", " + std::to_string(h.y) + ")"; }

/// Map size in hexes; a hex is inside when 0 <= x < width and 0 <= y < height.
struct MapSize {
    int32_t width = 0;
    int32_t height = 0;
    [[nodiscard]] bool contains(Hex h) const { return h.x >= 0 && h.y >= 0 && h.x < width && h.y < height; }
};

/// A rectangle of map pixels, half-open: min is inside, max is not (e.g. the pixels a camera shows).
struct MapRect {
    ipos min{0, 0};
    ipos max{0, 0};
    [[nodiscard]] bool empty() const { return max.x <= min.x || max.y <= min.y; }
    /// True when the half-open rectangle [top_left, top_left + size) shares a pixel with this one.
    [[nodiscard]] bool overlaps(ipos top_left, ipos size) const {
        return top_left.x < max.x && top_left.x + size.x > min.x && top_left.y < max.y && top_left.y + size.y > min.y;
    }
    friend bool operator==(const MapRect&, const MapRect&) = default;
};

/// A hex plus an integer sub-hex pixel offset from its centre (HexOffset).
struct HexAndOffset {
    Hex hex;
    ipos offset{0, 0};
};

}  // namespace gaitlab
