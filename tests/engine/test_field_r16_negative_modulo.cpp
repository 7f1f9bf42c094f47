// Field case R16, aligner part: negative projections wrap with floor semantics, in O(1),
// and a zero total never divides.
#include <doctest/doctest.h>

#include "engine/sprite/walk_aligner.h"

using namespace gaitlab;

namespace {
WalkCycle e8x1() { return WalkCycle::fromDeltas(std::vector<ipos>(8, ipos{4, 0})); }
}  // namespace

TEST_CASE("R16: a knock-back of 5 px against E8x1 wraps to frame 6 with +1 px, not frame 0 with +9") {
    const WalkFrame f = evaluateWalkFrame(e8x1(), {0, 0}, {-5, 0});
    CHECK(f.rel_dot_total == -160);
    CHECK(f.cycle_proj == 864);        // -160 + 1024
    CHECK(f.cycle_number == -1);       // floor(-160/1024), not the truncated 0
    CHECK(f.frame == 6);               // accum.T = 896 is 32 away
    CHECK(f.offs_anim == ipos{1, 0});  // 0 - 32 + 5 + 28
}

TEST_CASE("R16: a hugely negative displacement is wrapped directly") {
    // rel = -2,000,000,003 px: 2,000,000,000 is a multiple of 32, so it is rel = -3 plus whole cycles:
    // cycle_proj = 29*32 = 928 -> frame 6 (accum.T 896); cycle_number = floor(-2000000003/32) = -62500001;
    // offs = -62500001*32 + 2000000003 + 28 = -1.
    const WalkFrame f = evaluateWalkFrame(e8x1(), {0, 0}, {-2000000003, 0});
    CHECK(f.cycle_proj == 928);
    CHECK(f.cycle_number == -62500001);
    CHECK(f.frame == 6);
    CHECK(f.offs_anim == ipos{-1, 0});
    CHECK(accumulatedOffsAnim(e8x1(), -2000000003) == ipos{24, 0});  // index -2000000003 mod 8 = 5
}

TEST_CASE("R16: a zero-total sheet selects frame 0 with zero correction for negative positions") {
    const WalkCycle zero = WalkCycle::fromDeltas({{4, 0}, {-4, 0}});
    const WalkFrame f = evaluateWalkFrame(zero, {0, 0}, {-5, 0});
    CHECK(f.frame == 0);
    CHECK(f.offs_anim == ipos{0, 0});
    CHECK(transferWalkPhase(zero, {0, 0}, e8x1(), {-5, 0}) == ipos{-5, 0});
}
