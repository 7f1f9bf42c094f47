// Phase transfer on a sheet change (DECISIONS "Direction and sheet changes"; D2; §4.5) against the
// engine's `transfer_phase` and `transfer_phase_edge` vectors.
#include <doctest/doctest.h>

#include <cstdint>
#include <fstream>
#include <limits>

#include <nlohmann/json.hpp>

#include "engine/sprite/walk_aligner.h"
#include "reference_vectors.h"

using namespace gaitlab;
using namespace gaitlab::test;

namespace {

// has_old = 0 is the first sheet of a movement: the anchor is the current pos (phase 0).
void checkTransferCase(const nlohmann::json& c) {
    const WalkCycle new_cycle = WalkCycle::fromDeltas(deltasOf(c.at("new_deltas")));
    const ipos pos = posOf(c.at("pos"));
    ipos anchor = pos;
    if (c.at("has_old").get<int>() == 1) {
        const WalkCycle old_cycle = WalkCycle::fromDeltas(deltasOf(c.at("old_deltas")));
        const ipos old_anchor = posOf(c.at("old_anchor"));
        if (c.contains("old_frame")) {
            CHECK(evaluateWalkFrame(old_cycle, old_anchor, pos).frame == c.at("old_frame").get<int>());
        }
        anchor = transferWalkPhase(old_cycle, old_anchor, new_cycle, pos);
    }
    CHECK(anchor == posOf(c.at("new_anchor")));
    const WalkFrame f = evaluateWalkFrame(new_cycle, anchor, pos);
    CHECK(f.frame == c.at("new_frame").get<int>());
    CHECK(f.offs_anim == posOf(c.at("new_offs_anim")));
}

}  // namespace

TEST_CASE("transfer_phase vectors: new anchor, new frame and new offs_anim") {
    const auto& cases = vectors().at("transfer_phase");
    REQUIRE(cases.size() == 110);
    int with_old = 0;
    for (size_t i = 0; i < cases.size(); ++i) {
        CAPTURE(i);
        with_old += cases[i].at("has_old").get<int>();
        checkTransferCase(cases[i]);
    }
    CHECK(with_old > 50);  // the set mostly exercises real transfers, not first anchors
}

TEST_CASE("transfer_phase_edge vectors: first anchor, quarter/half phase, zero totals, rounding halves") {
    const auto& cases = vectors().at("transfer_phase_edge");
    REQUIRE(cases.size() == 8);
    for (const auto& c : cases) {
        CAPTURE(c.at("case").get<int>());
        checkTransferCase(c);
    }
}

TEST_CASE("transfer phase by hand: E (8,0)x4 at quarter phase to SE (4,3)x4") {
    const WalkCycle east = WalkCycle::fromDeltas({{8, 0}, {8, 0}, {8, 0}, {8, 0}});
    const WalkCycle south_east = WalkCycle::fromDeltas({{4, 3}, {4, 3}, {4, 3}, {4, 3}});
    // cp_old = 8*32 = 256 of TT 1024 (phase 1/4); T_new = (16,12) -> shift (4,3); anchor = pos - (4,3).
    CHECK(transferWalkPhase(east, {0, 0}, south_east, {8, 0}) == ipos{4, -3});
    // Old zero total: nothing to preserve.
    const WalkCycle zero = WalkCycle::fromDeltas({{5, 0}, {-5, 0}});
    CHECK(transferWalkPhase(zero, {3, 3}, east, {40, 7}) == ipos{40, 7});
}

TEST_CASE("transfer phase keeps an exact numerator when cp_old * T_new exceeds int64") {
    // T_old = (2e9, 2e9): TT_old = 8e18; pos - anchor = (1e9, 1e9) gives cp_old = 4e18 (phase 1/2).
    // T_new.x = 2e9: cp_old * T_new.x = 8e27, far beyond int64; the exact result is 1e9.
    const WalkCycle old_cycle = WalkCycle::fromDeltas({{1000000000, 1000000000}, {1000000000, 1000000000}});
    const WalkCycle new_cycle = WalkCycle::fromDeltas({{2000000000, -7}});
    REQUIRE(old_cycle.total_dot_total == 8000000000000000000LL);
    // -7 * 1/2 = -3.5 -> -4 (half away from zero); anchor = pos - (1e9, -4).
    CHECK(transferWalkPhase(old_cycle, {0, 0}, new_cycle, {1000000000, 1000000000}) == ipos{0, 1000000004});
}
