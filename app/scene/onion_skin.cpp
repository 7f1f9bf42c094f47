#include "app/scene/onion_skin.h"

#include <algorithm>
#include <memory>

#include "engine/world/world.h"

namespace gaitlab {

const std::vector<CritterPose>& OnionSkin::poses(const World& world, const WorldHistory& history, double now_s,
                                                 int past, int future) {
    if (world.critters().empty() || world.selectedUnit()) {
        poses_.clear();
        past_shown_ = 0;
        return poses_;
    }
    past = std::clamp(past, 0, kMaxPoses);
    future = std::clamp(future, 0, kMaxPoses);
    const int index = world.selected();
    const CritterPose current = critterPose(world, index);
    if (index == index_ && world.nowMs() == at_ms_ && current.samePose(current_) && now_s - computed_s_ < 0.25 &&
        past == past_ && future == future_)
        return poses_;
    index_ = index;
    at_ms_ = world.nowMs();
    current_ = current;
    computed_s_ = now_s;
    past_ = past;
    future_ = future;
    poses_.clear();
    // The past: the snapshots at or before the clock, newest first, each pose that differs from the one after it.
    CritterPose later = current;
    for (long k = static_cast<long>(history.size()) - 1; k >= 0 && static_cast<int>(poses_.size()) < past; --k) {
        const World& snapshot = history.at(static_cast<std::size_t>(k));
        if (snapshot.nowMs() > world.nowMs()) continue;
        const CritterPose pose = critterPose(snapshot, index);
        if (pose.samePose(later)) continue;
        poses_.push_back(pose);
        later = pose;
    }
    past_shown_ = poses_.size();
    // The future: one clone ticked on, a pose each time it changes.
    if (future > 0) {
        if (std::unique_ptr<World> copy = world.clone()) {
            CritterPose before = current;
            int found = 0;
            for (int t = 0; t < kMaxPoseStepTicks * future && found < future; ++t) {
                copy->tick();
                const CritterPose pose = critterPose(*copy, index);
                if (pose.samePose(before)) continue;
                poses_.push_back(pose);
                before = pose;
                ++found;
            }
        }
    }
    return poses_;
}

}  // namespace gaitlab
