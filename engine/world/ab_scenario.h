// The A/B scenario: two critters walk the same route side by side, so two speeds of the same art, or two files at
// one speed, can be compared on one screen (the client's A/B panel, `--route ab`, `gaitlab render --scenario ab`).
// A is the selected critter, B the first other critter; B starts one hex row beside A and both walk kAbHexes
// hexes in the same direction (parallel paths, every hex movable), wait until both have arrived, rest kAbRestMs,
// walk back, and so on. A walks at its speed A, B at speed B (World::setSpeed, so a slider changes them mid-walk);
// which art each shows is the assets' business (the panel assigns a file to B's walk).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/hex/hex.h"
#include "engine/movement/moving_context.h"
#include "engine/world/scenario.h"

namespace gaitlab {

inline constexpr int kAbHexes = 8;
inline constexpr int64_t kAbRestMs = 400;
inline constexpr int kAbDefaultSpeedA = 70;  ///< ground px/s: a walk (below the shipped run threshold of 80)
inline constexpr int kAbDefaultSpeedB = 50;  ///< ground px/s: the same walk, slower

class AbScenario : public Scenario {
public:
    AbScenario(int speed_a = kAbDefaultSpeedA, int speed_b = kAbDefaultSpeedB) : speed_a_(speed_a), speed_b_(speed_b) {}
    [[nodiscard]] std::string name() const override { return "ab"; }
    [[nodiscard]] std::unique_ptr<Scenario> clone() const override { return std::make_unique<AbScenario>(*this); }
    /// Halts the wanderers, places A where it stands and B on the neighbouring row (the first direction of E, W,
    /// SE, NW, NE, SW and the first side, 120 then 60 degrees off it, whose two paths are movable), both facing
    /// along the path, sets their speeds and starts both walks. Refused with fewer than two critters or when no
    /// such pair of paths fits.
    std::string start(World& world) override;
    /// When both have arrived and rested kAbRestMs: both walk the route back.
    void step(World& world) override;

    [[nodiscard]] int critterA() const { return a_; }
    [[nodiscard]] int critterB() const { return b_; }

private:
    int speed_a_;
    int speed_b_;
    int a_ = 0;
    int b_ = 1;
    MovePath leg_;             // the leg both walk now
    int64_t arrived_ms_ = -1;  // when both stood still, -1 while one walks
};

}  // namespace gaitlab
