// Walk-frame selection and offs_anim (DECISIONS "Frame selection", "Rendered offset"; D2; §4.2–§4.4)
// against the engine's `walk_frame` and `walk_frame_edge` vectors.
#include <doctest/doctest.h>

#include <cstdint>
#include <fstream>
#include <limits>

#include <nlohmann/json.hpp>

#include "engine/sprite/walk_aligner.h"
#include "reference_vectors.h"

using namespace gaitlab;
using namespace gaitlab::test;

TEST_CASE("walk_frame vectors: total, dots, cycle_proj, cycle_number, frame and offs_anim") {
    const auto& cases = vectors().at("walk_frame");
    REQUIRE(cases.size() == 110);
    for (size_t i = 0; i < cases.size(); ++i) {
        const auto& c = cases[i];
        CAPTURE(i);
        const WalkCycle cycle = WalkCycle::fromDeltas(deltasOf(c.at("deltas")));
        CHECK(cycle.total == posOf(c.at("total")));
        CHECK(cycle.total_dot_total == c.at("total_dot_total").get<int64_t>());
        const WalkFrame f = evaluateWalkFrame(cycle, posOf(c.at("anchor")), posOf(c.at("pos")));
        CHECK(f.rel_dot_total == c.at("rel_dot_total").get<int64_t>());
        CHECK(f.cycle_proj == c.at("cycle_proj").get<int64_t>());
        CHECK(f.cycle_number == c.at("cycle_number").get<int64_t>());
        CHECK(f.frame == c.at("frame_index").get<int>());
        CHECK(f.offs_anim == posOf(c.at("offs_anim")));
    }
}

TEST_CASE("walk_frame_edge vectors: wrap, ties, negative projections, zero total, large values") {
    const auto& cases = vectors().at("walk_frame_edge");
    REQUIRE(cases.size() == 15);
    for (const auto& c : cases) {
        CAPTURE(c.at("case").get<int>());
        const WalkCycle cycle = WalkCycle::fromDeltas(deltasOf(c.at("deltas")));
        const WalkFrame f = evaluateWalkFrame(cycle, posOf(c.at("anchor")), posOf(c.at("pos")));
        CHECK(f.frame == c.at("frame_index").get<int>());
        CHECK(f.offs_anim == posOf(c.at("offs_anim")));
    }
}

TEST_CASE("walk frame worked example: deltas 0,8,8,8,8 at pos 12 is a tie won by frame 1 (§4.4)") {
    const WalkCycle cycle = WalkCycle::fromDeltas({{0, 0}, {8, 0}, {8, 0}, {8, 0}, {8, 0}});
    // accum.T = 0, 256, 512, 768, 1024; cycle_proj = 12*32 = 384 is 128 from frames 1 and 2.
    const WalkFrame f = evaluateWalkFrame(cycle, {0, 0}, {12, 0});
    CHECK(f.cycle_proj == 384);
    CHECK(f.cycle_number == 0);
    CHECK(f.frame == 1);
    CHECK(f.offs_anim == ipos{-4, 0});
    CHECK(walkPhase(f, cycle) == doctest::Approx(0.375));
}

TEST_CASE("walk frame: zero total selects frame 0 with no correction and phase 0") {
    const WalkCycle cycle = WalkCycle::fromDeltas({{3, 1}, {-3, -1}});
    REQUIRE(cycle.total_dot_total == 0);
    const WalkFrame f = evaluateWalkFrame(cycle, {5, 5}, {-700, 900});
    CHECK(f.frame == 0);
    CHECK(f.offs_anim == ipos{0, 0});
    CHECK(f.cycle_number == 0);
    CHECK(walkPhase(f, cycle) == 0.0);
}

TEST_CASE("walk cycle from no deltas is one zero frame") {
    const WalkCycle cycle = WalkCycle::fromDeltas({});
    CHECK(cycle.frameCount() == 1);
    CHECK(cycle.total == ipos{0, 0});
}

TEST_CASE("walk aligner overflow: int32 narrowing throws AlignerOverflow") {
    constexpr int32_t kMax = std::numeric_limits<int32_t>::max();
    // accum = 2e9 + 2e9 leaves int32.
    CHECK_THROWS_AS((void)WalkCycle::fromDeltas({{2000000000, 0}, {2000000000, 0}}), AlignerOverflow);
    const WalkCycle cycle = WalkCycle::fromDeltas({{8, 0}, {8, 0}});
    // pos - anchor = kMax - (-10) leaves int32.
    CHECK_THROWS_AS((void)evaluateWalkFrame(cycle, {-10, 0}, {kMax, 0}), AlignerOverflow);
    CHECK_THROWS_AS((void)transferWalkPhase(cycle, {-10, 0}, cycle, {kMax, 0}), AlignerOverflow);
}

TEST_CASE("roundDivAway rounds halves away from zero without overflow") {
    CHECK(roundDivAway(5, 2) == 3);
    CHECK(roundDivAway(-5, 2) == -3);
    CHECK(roundDivAway(4, 3) == 1);  // 1.33
    CHECK(roundDivAway(5, 3) == 2);  // 1.67
    CHECK(roundDivAway(-4, 3) == -1);
    CHECK(roundDivAway(-5, 3) == -2);
    CHECK(roundDivAway(0, 7) == 0);
    constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
    constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
    // kMax = 2*q + 1 -> exactly q + 0.5 -> q + 1; a naive n + d/2 would overflow here.
    CHECK(roundDivAway(kMax, 2) == kMax / 2 + 1);
    CHECK(roundDivAway(kMin, 2) == kMin / 2);
    CHECK(roundDivAway(kMin + 1, 2) == kMin / 2);  // -(q + 0.5) -> -(q + 1)
    CHECK_THROWS_AS((void)roundDivAway(1, 0), std::invalid_argument);
}
