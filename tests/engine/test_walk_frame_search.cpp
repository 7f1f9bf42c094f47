// Frame selection's three ways to the nearest frame (engine/sprite/walk_aligner.h): the projections fromDeltas keeps,
// searched by halves when they increase or in turn when they do not, and the per-call checked loop for a cycle
// without them. Each must pick the frame a brute-force search over exact 128-bit distances picks (the first of
// the smallest |accum[i].T - cycle_proj|, §4.3), on drawn-like, zig-zag, tied and near-limit cycles.
#include <doctest/doctest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "engine/sprite/walk_aligner.h"

using namespace gaitlab;

namespace {

__extension__ typedef __int128 Int128;

Int128 dot128(ipos a, ipos b) { return static_cast<Int128>(a.x) * b.x + static_cast<Int128>(a.y) * b.y; }

// The lowest index with the smallest distance, with no int64 arithmetic at all.
int bruteForceFrame(const WalkCycle& cycle, int64_t cycle_proj) {
    int best = 0;
    Int128 best_diff = -1;
    for (std::size_t i = 0; i < cycle.accum.size(); ++i) {
        Int128 d = dot128(cycle.accum[i], cycle.total) - cycle_proj;
        if (d < 0) d = -d;
        if (best_diff < 0 || d < best_diff) {
            best_diff = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

int checkPositions(const WalkCycle& cycle, std::mt19937& rng, int count) {
    std::uniform_int_distribution<int> coord(-5000, 5000);
    int checked = 0;
    for (int k = 0; k < count; ++k) {
        const ipos anchor{coord(rng), coord(rng)};
        const ipos pos{coord(rng), coord(rng)};
        const WalkFrame f = evaluateWalkFrame(cycle, anchor, pos);
        CAPTURE(k);
        REQUIRE(f.frame == bruteForceFrame(cycle, f.cycle_proj));
        // offs_anim follows the chosen frame (§4.4).
        CHECK(f.offs_anim == anchor + ipos(static_cast<int32_t>(f.cycle_number) * cycle.total) - pos +
                                 cycle.accum[static_cast<std::size_t>(f.frame)]);
        ++checked;
    }
    return checked;
}

}  // namespace

TEST_CASE("Frame search by halves - increasing projections of drawn-like walks pick the brute-force frame") {
    std::mt19937 rng(20261202);
    std::uniform_int_distribution<int> step(1, 9);
    std::uniform_int_distribution<int> wobble(-2, 2);
    std::uniform_int_distribution<int> frames(1, 64);
    int checked = 0;
    for (int c = 0; c < 200; ++c) {
        std::vector<ipos> deltas;
        const int n = frames(rng);
        for (int i = 0; i < n; ++i) deltas.push_back({step(rng), wobble(rng)});
        const WalkCycle cycle = WalkCycle::fromDeltas(deltas);
        CAPTURE(c);
        REQUIRE(cycle.accum_dot_total.size() == cycle.accum.size());
        REQUIRE(cycle.accum_dot_total.back() == cycle.total_dot_total);
        checked += checkPositions(cycle, rng, 50);
    }
    CHECK(checked == 200 * 50);
}

TEST_CASE("Frame search in turn - zig-zag and repeated projections pick the lowest brute-force frame") {
    // Frames 1 and 3 project to the same 16 (T = (8, 0)): the tie and the drop back both need the plain search.
    const WalkCycle zigzag = WalkCycle::fromDeltas({{2, 0}, {4, 0}, {-2, 0}, {2, 0}, {2, 0}});
    REQUIRE(zigzag.accum_dot_total == std::vector<int64_t>{16, 48, 32, 48, 64});
    CHECK_FALSE(zigzag.projections_increase);
    // cycle_proj 40 is 8 from frames 1, 2 and 3: the first, frame 1.
    CHECK(evaluateWalkFrame(zigzag, {0, 0}, {5, 0}).frame == 1);
    std::mt19937 rng(7);
    CHECK(checkPositions(zigzag, rng, 2000) == 2000);
    // Equal neighbours on the increasing path: T = (3, 1), TT = 10, projections 2, 6, 10. cycle_proj 4 is 2 from
    // frames 0 and 1 (frame 0 wins), 8 is 2 from frames 1 and 2 (frame 1 wins).
    const WalkCycle even = WalkCycle::fromDeltas({{1, -1}, {1, 1}, {1, 1}});
    REQUIRE(even.accum_dot_total == std::vector<int64_t>{2, 6, 10});
    REQUIRE(even.projections_increase);
    const WalkFrame low = evaluateWalkFrame(even, {0, 0}, {1, 1});
    CHECK(low.cycle_proj == 4);
    CHECK(low.frame == 0);
    const WalkFrame high = evaluateWalkFrame(even, {0, 0}, {2, 2});
    CHECK(high.cycle_proj == 8);
    CHECK(high.frame == 1);
}

TEST_CASE("Frame search near the int64 limits - no kept projections, the checked loop throws as before") {
    // accum[0].T = 2 * -2^31 * (2^31 - 2) = -2^63 + 2^33 sits within TT = 2^63 - 2^34 + 8 of INT64_MIN: nothing
    // is kept.
    const int32_t big = 2147483647;
    const WalkCycle edge = WalkCycle::fromDeltas({{-big - 1, -big - 1}, {big, big}, {big, big}});
    CHECK(edge.accum_dot_total.empty());
    CHECK_FALSE(edge.projections_increase);
    // T = (2^31 - 2)(1, 1). rel (1, 0): cycle_proj 2^31 - 2, every distance fits; rel (5, 0): frame 0's distance
    // leaves int64, and the checked loop throws.
    const WalkFrame near = evaluateWalkFrame(edge, {0, 0}, {1, 0});
    CHECK(near.cycle_proj == 2147483646);
    CHECK(near.frame == bruteForceFrame(edge, near.cycle_proj));
    CHECK_THROWS_AS((void)evaluateWalkFrame(edge, {0, 0}, {5, 0}), AlignerOverflow);
    // A cycle made by hand has no kept projections either: the checked loop picks the same frame.
    WalkCycle by_hand;
    by_hand.accum = {{3, 0}, {6, 0}, {12, 0}};
    by_hand.total = {12, 0};
    by_hand.total_dot_total = 144;
    std::mt19937 rng(11);
    CHECK(checkPositions(by_hand, rng, 500) == 500);
}
