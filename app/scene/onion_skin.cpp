#include "app/scene/onion_skin.h"

namespace gaitlab {

const std::vector<CritterPose>& OnionSkin::poses(const World& world, const WorldHistory& history, double now_s) {
    if (world.critters().empty() || world.selectedUnit()) {
        poses_.clear();
        return poses_;
    }
    const int index = world.selected();
    const CritterPose current = critterPose(world, index);
    if (index == index_ && world.nowMs() == at_ms_ && current.samePose(current_) && now_s - computed_s_ < 0.25)
        return poses_;
    index_ = index;
    at_ms_ = world.nowMs();
    current_ = current;
    computed_s_ = now_s;
    poses_.clear();
    if (auto previous = previousPose(world, index, history)) poses_.push_back(*previous);
    if (auto next = nextPose(world, index)) poses_.push_back(*next);
    return poses_;
}

}  // namespace gaitlab
