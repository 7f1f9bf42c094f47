// The path the path finder produces and MovingContext follows (DECISIONS "D3 Movement").
#pragma once

#include <cstdint>
#include <vector>

namespace gaitlab {

/// A path as produced by the path finder: one hdir per step (0..5), cumulative step counts ending segments.
struct MovePath {
    std::vector<uint8_t> steps;
    std::vector<uint16_t> control_steps;
};

}  // namespace gaitlab
