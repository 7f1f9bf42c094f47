// The `tactics` scenario of `gaitlab render`: tactics units walking, turning, attacking and dying next to the
// critters. One unit walks up to another with a turn on the way, swings twice (the victim plays Hurt when the
// first swing's PostGenericAttack fires and Death at the second), waits, the victim gets up and the attacker walks
// back; the loop repeats. A third unit wanders, the critters keep their wandering and the player's straight walk.
// The scenario requests the actions from the units' tick events (D14); each unit's state machine plays them.
#pragma once

#include <cstdint>

#include "engine/hex/hex.h"
#include "engine/world/scenario.h"

namespace gaitlab {

class TacticsScenario : public Scenario {
public:
    [[nodiscard]] std::string name() const override { return "tactics"; }
    [[nodiscard]] std::unique_ptr<Scenario> clone() const override { return std::make_unique<TacticsScenario>(*this); }
    /// Places units 0 (attacker) and 1 (victim) a few hexes south-west of the player critter, selects unit 0 and
    /// starts the first approach. Refused (nothing done) when the world has fewer than two units.
    std::string start(World& world) override;
    void step(World& world) override;

private:
    enum class Phase { Approach, FirstSwing, SecondSwing, Lying, WalkBack };
    Phase phase_ = Phase::Approach;
    Hex home_;    // where the attacker starts and returns to
    Hex strike_;  // the hex beside the victim it swings from
    int64_t since_ms_ = 0;
};

}  // namespace gaitlab
