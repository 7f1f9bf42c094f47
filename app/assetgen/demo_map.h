// The demo map: 40x40 hexes, tile kinds in patches, about 10% blocked hexes in walls and rock clusters, the
// centre region (within 6 hexes of (20, 20)) always free. Deterministic: fixed seed, no clock.
#pragma once

#include "engine/hex/hex_map.h"

namespace gaitlab::assetgen {

/// Tile names in kind order; blocked hexes use "rock".
inline constexpr int kGrassKind = 0;
inline constexpr int kDirtKind = 1;
inline constexpr int kStoneKind = 2;
inline constexpr int kRockKind = 3;

inline constexpr Hex kDemoMapCentre{20, 20};
inline constexpr int kDemoMapFreeRadius = 6;

[[nodiscard]] HexMap buildDemoMap();

/// The square demo map (D27): 40x40 cells of squareGeometry() named "square", tiles square-grass, square-dirt,
/// square-stone and square-rock in the same kind order, ground patches and rock clusters as the hex demo with
/// about 10% of the cells blocked, every cell within kDemoMapFreeRadius steps (Chebyshev) of kDemoMapCentre free.
[[nodiscard]] HexMap buildSquareDemoMap();

}  // namespace gaitlab::assetgen
