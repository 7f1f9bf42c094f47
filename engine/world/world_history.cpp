#include "engine/world/world_history.h"

namespace gaitlab {

CritterPose critterPose(const World& world, int index) {
    CritterPose pose;
    pose.at_ms = world.nowMs();
    if (index < 0 || index >= static_cast<int>(world.critters().size())) return pose;
    const CritterBody& body = world.critters()[static_cast<std::size_t>(index)].body();
    const std::optional<ShownFrame> shown = shownFrame(body, world.geometry());
    if (!shown) return pose;
    SpriteNameCache names;
    pose.shown = true;
    pose.key = SpriteKey{SpriteKey::Kind::Frame, names.of(shown->anim->source), shown->dir, shown->frame_index};
    pose.top_left = shown->top_left;
    pose.size = shown->size;
    pose.hex = body.hex();
    return pose;
}

bool WorldHistory::record(const World& world) {
    std::unique_ptr<World> copy = world.clone();
    if (!copy) {
        snapshots_.clear();
        return false;
    }
    while (!snapshots_.empty() && snapshots_.back()->nowMs() >= world.nowMs()) snapshots_.pop_back();
    snapshots_.push_back(std::move(copy));
    while (snapshots_.size() > capacity_) snapshots_.pop_front();
    return true;
}

bool WorldHistory::restore(World& world, std::size_t i) {
    if (i >= snapshots_.size()) return false;
    std::unique_ptr<World> copy = snapshots_[i]->clone();
    if (!copy) return false;
    world = std::move(*copy);
    snapshots_.erase(snapshots_.begin() + static_cast<std::ptrdiff_t>(i) + 1, snapshots_.end());
    return true;
}

int stepPoseForward(World& world, int index, const std::function<void(const World&)>& after_tick, int max_ticks) {
    const CritterPose start = critterPose(world, index);
    for (int t = 1; t <= max_ticks; ++t) {
        world.tick();
        if (after_tick) after_tick(world);
        if (!critterPose(world, index).samePose(start)) return t;
    }
    return max_ticks;
}

namespace {

/// The newest snapshot at or before the world's clock whose pose differs from `current`, or -1.
long newestOtherPose(const World& world, int index, const WorldHistory& history, const CritterPose& current) {
    long k = static_cast<long>(history.size()) - 1;
    while (k >= 0 && (history.at(static_cast<std::size_t>(k)).nowMs() > world.nowMs() ||
                      critterPose(history.at(static_cast<std::size_t>(k)), index).samePose(current)))
        --k;
    return k;
}

}  // namespace

StepBack stepPoseBack(World& world, int index, WorldHistory& history) {
    const CritterPose current = critterPose(world, index);
    long k = newestOtherPose(world, index, history, current);
    if (k < 0) return StepBack::NoHistory;
    const CritterPose previous = critterPose(history.at(static_cast<std::size_t>(k)), index);
    while (k > 0 && critterPose(history.at(static_cast<std::size_t>(k - 1)), index).samePose(previous)) --k;
    // The oldest snapshot may be a later tick of the previous pose than the one where it appeared.
    const bool at_start = k == 0;
    if (!history.restore(world, static_cast<std::size_t>(k))) return StepBack::NoHistory;
    return at_start ? StepBack::HistoryStart : StepBack::Done;
}

bool stepTickBack(World& world, WorldHistory& history) {
    long k = static_cast<long>(history.size()) - 1;
    while (k >= 0 && history.at(static_cast<std::size_t>(k)).nowMs() >= world.nowMs()) --k;
    return k >= 0 && history.restore(world, static_cast<std::size_t>(k));
}

std::optional<CritterPose> previousPose(const World& world, int index, const WorldHistory& history) {
    const long k = newestOtherPose(world, index, history, critterPose(world, index));
    if (k < 0) return std::nullopt;
    return critterPose(history.at(static_cast<std::size_t>(k)), index);
}

std::optional<CritterPose> nextPose(const World& world, int index, int max_ticks) {
    std::unique_ptr<World> copy = world.clone();
    if (!copy) return std::nullopt;
    const CritterPose start = critterPose(*copy, index);
    for (int t = 0; t < max_ticks; ++t) {
        copy->tick();
        CritterPose pose = critterPose(*copy, index);
        if (!pose.samePose(start)) return pose;
    }
    return std::nullopt;
}

}  // namespace gaitlab
