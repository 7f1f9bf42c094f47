// Breadth-first path finding on a HexMap producing steps and control steps (a new segment wherever the
// direction changes), the input of MovingContext.
#pragma once

#include <optional>

#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"
#include "engine/hex/move_path.h"

namespace gaitlab {

/// Shortest path from `from` to `to` avoiding blocked hexes; nullopt when `from` is outside, `to` is
/// blocked, outside or unreachable, `to` equals `from`, or the path is longer than 65535 steps (control
/// steps are uint16, §3.1). The start hex itself may be blocked. Ties between equal-length paths are broken
/// deterministically (breadth-first, neighbours expanded in hdir order 0..5, first discovery wins).
/// control_steps end a segment at every direction change. Memory: one byte per hex of the largest map searched,
/// kept per thread between calls (only the hexes a call visits are touched), and four bytes per visited hex.
[[nodiscard]] std::optional<MovePath> findPath(const HexGeometry& geometry, const HexMap& map, Hex from, Hex to);

/// Splits a list of directions into control steps: one segment per run of equal directions, each value the
/// cumulative step count ending that run (e.g. E,E,SE -> {2, 3}). Empty input gives no control steps.
/// `steps` must hold at most 65535 entries.
[[nodiscard]] std::vector<uint16_t> controlStepsFor(const std::vector<uint8_t>& steps);

}  // namespace gaitlab
