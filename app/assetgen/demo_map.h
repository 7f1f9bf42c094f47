// The demo map: 40x40 hexes, tile kinds in patches, about 10% blocked hexes in walls and rock clusters, the
// centre region (within 6 hexes of (20, 20)) always free. Deterministic: fixed seed, no clock.
#pragma once

#include "engine/hex_map.h"

namespace gaitlab::assetgen {

/// Tile names in kind order; blocked hexes use "rock".
inline constexpr int kGrassKind = 0;
inline constexpr int kDirtKind = 1;
inline constexpr int kStoneKind = 2;
inline constexpr int kRockKind = 3;

inline constexpr Hex kDemoMapCentre{20, 20};
inline constexpr int kDemoMapFreeRadius = 6;

[[nodiscard]] HexMap buildDemoMap();

}  // namespace gaitlab::assetgen
