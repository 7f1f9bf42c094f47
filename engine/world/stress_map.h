// The map of the stress scene and of the world-tick benchmarks: a large hex map generated in code from a seed, with
// a share of blocked hexes scattered over it, so many critters and units can wander it. Pure: no file is read.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/hex/hex_map.h"

namespace gaitlab {

/// The side of the square stress map for `units` critters and units: about 4 hexes per unit (dense enough that a
/// 1280x720 view at zoom 1 shows a few hundred of them), at least 40 and at most 1000 hexes.
[[nodiscard]] int stressMapSide(int units);

/// A `size` map named "stress" with the given tile names (1..10; each hex gets one of them at random) and
/// `blocked_percent` (0..90) of its hexes blocked at random; the centre hex is always movable. The same seed gives
/// the same map (std::mt19937 draws in a fixed order). Throws std::invalid_argument for an empty size, no tile
/// names or more than 10, or a percentage outside 0..90.
[[nodiscard]] HexMap makeStressMap(MapSize size, std::vector<std::string> tile_names, uint32_t seed,
                                   int blocked_percent = 10);

}  // namespace gaitlab
