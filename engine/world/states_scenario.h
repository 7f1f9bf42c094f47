// The `states` scenario of `gaitlab render` (DECISIONS "Animation systems"; D4, D17-D19): the player critter
// and one tactics unit walk, are stopped, attack, are hurt mid-attack, die, revive and (the critter) are knocked
// back, on a fixed timeline that repeats every kCycleMs, so the state panel and the frames show each change.
// Wanderers are halted so the two stay in view; the critter is selected (the state panel shows it).
#pragma once

#include <cstdint>

#include "engine/hex/hex.h"
#include "engine/world/scenario.h"

namespace gaitlab {

class StatesScenario : public Scenario {
public:
    static constexpr int64_t kCycleMs = 7000;

    [[nodiscard]] std::string name() const override { return "states"; }
    [[nodiscard]] std::unique_ptr<Scenario> clone() const override { return std::make_unique<StatesScenario>(*this); }
    /// Places tactics unit 0 (when there is one) two hexes south-west of the player, halts the wanderers and
    /// selects the player. Refused when the world has no critter.
    std::string start(World& world) override;
    /// Issues the timeline's requests whose time has come.
    void step(World& world) override;

private:
    int64_t origin_ms_ = 0;
    int next_ = 0;  // next timeline entry
    Hex player_home_;
    Hex unit_home_;
    bool has_unit_ = false;
};

}  // namespace gaitlab
