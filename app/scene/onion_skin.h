// The client's onion skin: the selected critter's previous and next pose, drawn faint around the current one
// (engine/draw/gait_draw.h), from the world's snapshots and a clone ticked ahead (DECISIONS "Stepping back").
#pragma once

#include <cstdint>
#include <vector>

#include "engine/world/world_history.h"

namespace gaitlab {

/// The onion skin of the selected critter: its previous pose (from the snapshots) and its next one (a clone
/// ticked until the pose changes), recomputed when the clock, the selection or the pose changed, or every 0.25 s
/// while paused (a click may change what comes next).
class OnionSkin {
public:
    /// The poses to draw (0 to 2); `now_s` is the UI clock in seconds.
    const std::vector<CritterPose>& poses(const World& world, const WorldHistory& history, double now_s);

private:
    std::vector<CritterPose> poses_;
    CritterPose current_;
    int index_ = -1;
    int64_t at_ms_ = -1;
    double computed_s_ = -1.0;
};

}  // namespace gaitlab
