// The `states` scenario of `gaitlab render` (DECISIONS "Animation systems"; D4, D17-D19): the player critter
// and one tactics unit walk, are stopped, attack, are hurt mid-attack, die, revive and (the critter) are knocked
// back, on a fixed timeline that repeats every kCycleMs, so the state panel and the frames show each change.
// Wanderers are halted so the two stay in view; the critter is selected (the state panel shows it).
#pragma once

#include <cstdint>

#include "engine/hex.h"

namespace gaitlab {

class Scene;

class StatesDemo {
public:
    static constexpr int64_t kCycleMs = 7000;

    /// Places tactics unit 0 (when there is one) two hexes south-west of the player, halts the wanderers and
    /// selects the player. False when the scene has no critter.
    bool start(Scene& scene);
    /// Call after every Scene::tick: issues the timeline's requests whose time has come.
    void update(Scene& scene);
    /// Ends the timeline (the critter and the unit keep whatever they were doing).
    void stop() { active_ = false; }
    [[nodiscard]] bool active() const { return active_; }

private:
    bool active_ = false;
    int64_t origin_ms_ = 0;
    int next_ = 0;          // next timeline entry
    Hex player_home_;
    Hex unit_home_;
    bool has_unit_ = false;
};

} // namespace gaitlab
