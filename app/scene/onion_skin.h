// The client's onion skin: the selected critter's previous and next pose, drawn faint around the current one
// (engine/draw/gait_draw.h), from the world's snapshots and a clone ticked ahead (DECISIONS "Stepping back").
#pragma once

#include <cstdint>
#include <vector>

#include "engine/world/world_history.h"

namespace gaitlab {

/// The onion skin of the selected critter: its `past` previous poses (from the snapshots) and its `future` next
/// ones (a clone ticked until the pose changes, each in turn), recomputed when the clock, the selection, the pose
/// or the counts changed, or every 0.25 s while paused (a click may change what comes next).
class OnionSkin {
public:
    static constexpr int kMaxPoses = 4;  ///< each way
    /// The poses to draw, the past ones first (nearest first), then the future ones (nearest first); `now_s` is
    /// the UI clock in seconds. pastCount() of them are past poses.
    const std::vector<CritterPose>& poses(const World& world, const WorldHistory& history, double now_s, int past = 1,
                                          int future = 1);
    [[nodiscard]] std::size_t pastCount() const { return past_shown_; }

private:
    std::vector<CritterPose> poses_;
    std::size_t past_shown_ = 0;
    int past_ = -1;
    int future_ = -1;
    CritterPose current_;
    int index_ = -1;
    int64_t at_ms_ = -1;
    double computed_s_ = -1.0;
};

}  // namespace gaitlab
