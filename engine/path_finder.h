// Breadth-first path finding on a HexMap producing steps and control steps (a new segment wherever the
// direction changes), the input of MovingContext.
#pragma once

#include <optional>

#include "engine/hex_geometry.h"
#include "engine/hex_map.h"
#include "engine/moving_context.h"

namespace gaitlab {

/// Shortest path from `from` to `to` avoiding blocked hexes; nullopt when `to` is blocked, outside or
/// unreachable, or equal to `from`. Ties between equal-length paths are broken deterministically
/// (neighbours expanded in hdir order 0..5). control_steps end a segment at every direction change.
[[nodiscard]] std::optional<MovePath> findPath(const HexGeometry& geometry, const HexMap& map, Hex from, Hex to);

/// Splits a list of directions into control steps: one segment per run of equal directions.
[[nodiscard]] std::vector<uint16_t> controlStepsFor(const std::vector<uint8_t>& steps);

} // namespace gaitlab
