// engine/tactics/tactics_drive.h: D15 facings for the six hex directions with the no-flicker rule, the flat-stage motion
// sign of DECISIONS "The Draw Algorithm" (R17: moveX = fb·(mirrored ? +1 : −1), moveY = du), and the walk
// sequence's per-frame deltas laid along a hex direction for the walk-cycle aligner. Expected values are worked
// out by hand in the comments.
#include <doctest/doctest.h>

#include <vector>

#include "engine/sprite/walk_aligner.h"
#include "engine/tactics/tactics_drive.h"

using namespace gaitlab;

namespace {
const std::vector<double> kWalkFb{0, 2, 4, 6, 8, 10, 12, 14};  // the generated unit's Walk
const std::vector<double> kWalkDu(8, 0.0);
constexpr ipos kStepE{32, 0};
constexpr ipos kStepNE{16, -12};
constexpr ipos kStepSW{-16, 12};
}  // namespace

TEST_CASE("D15 facing: each of the six hex directions from no previous facing") {
    // hdir 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW; facings NE 7, SE 1, SW 3, NW 5.
    const int expected[6] = {7, 1, 1, 3, 5, 5};
    for (int hdir = 0; hdir < 6; ++hdir) {
        CAPTURE(hdir);
        CHECK(tacticsFacingForHexDir(hdir, -1) == expected[hdir]);
    }
    CHECK(tacticsFacingForHexDir(6, -1) == 7);   // wrapped: 6 is NE
    CHECK(tacticsFacingForHexDir(-2, -1) == 5);  // wrapped: -2 is W
}

TEST_CASE("D15 no flicker: E keeps NE and W keeps SW when that was the facing, otherwise SE and NW") {
    CHECK(tacticsFacingForHexDir(1, 7) == 7);  // E after NE stays NE
    CHECK(tacticsFacingForHexDir(1, 1) == 1);
    CHECK(tacticsFacingForHexDir(1, 3) == 1);  // E after SW: the other side, so SE
    CHECK(tacticsFacingForHexDir(1, 5) == 1);
    CHECK(tacticsFacingForHexDir(4, 3) == 3);  // W after SW stays SW
    CHECK(tacticsFacingForHexDir(4, 5) == 5);
    CHECK(tacticsFacingForHexDir(4, 7) == 5);  // W after NE: NW
    CHECK(tacticsFacingForHexDir(4, 1) == 5);
    // Diagonals never look at the previous facing.
    CHECK(tacticsFacingForHexDir(0, 1) == 7);
    CHECK(tacticsFacingForHexDir(2, 7) == 1);
    CHECK(tacticsFacingForHexDir(3, 5) == 3);
    CHECK(tacticsFacingForHexDir(5, 3) == 5);
    // A path zig-zagging NE, E, NE, E never shows SE.
    int facing = -1;
    for (int hdir : {0, 1, 0, 1, 1}) {
        facing = tacticsFacingForHexDir(hdir, facing);
        CHECK(facing == 7);
    }
}

TEST_CASE("the stance point sits 20 px above the ground point") {
    CHECK(tacticsStancePoint(ipos(100, 60)) == ipos(100, 40));
}

TEST_CASE("R17 flat-stage motion: fb 0 2 4 6 and du 0 -1 -1 0 give moveX -6 unmirrored and +6 mirrored at frame 3") {
    const std::vector<double> fb{0, 2, 4, 6};
    const std::vector<double> du{0, -1, -1, 0};
    const auto plain = flatStageMotion(fb, du, false, 4);
    const auto mirrored = flatStageMotion(fb, du, true, 4);
    REQUIRE(plain.size() == 4);
    CHECK(plain[3].x == -6.0);
    CHECK(plain[3].y == 0.0);
    CHECK(plain[1].y == -1.0);
    CHECK(mirrored[3].x == 6.0);
    CHECK(plain[0].x == 0.0);  // the loop's first frame: exactly 0, no value carried across the wrap
    // A sequence without fb/du does not move.
    const auto still = flatStageMotion({}, {}, true, 3);
    CHECK(still[2].x == 0.0);
    CHECK(still[2].y == 0.0);
}

TEST_CASE("walk deltas on an E move: the stride is 2 px per frame and the loop closes with it, T = 16") {
    // Mirrored (facing right): p = 0, 2, ..., 14; mean stride 14/7 = 2; accum = 2, 4, ..., 16.
    const auto right = tacticsWalkDeltas(kWalkFb, kWalkDu, true, kStepE, 8);
    REQUIRE(right.size() == 8);
    for (const ipos& d : right) CHECK(d == ipos(2, 0));
    const auto left = tacticsWalkDeltas(kWalkFb, kWalkDu, false, kStepE, 8);
    for (const ipos& d : left) CHECK(d == ipos(-2, 0));
    const WalkCycle cycle = tacticsWalkCycle(kWalkFb, kWalkDu, true, kStepE, 8);
    CHECK(cycle.total == ipos(16, 0));
    CHECK(cycle.accum[0] == ipos(2, 0));
    CHECK(cycle.accum[7] == ipos(16, 0));
}

TEST_CASE("walk deltas on a diagonal follow the hex step's slope: T on NE is exactly one NE step (16, -12)") {
    // Slope -12/16: y = -0.75·x; accum y = round(-1.5·(i+1)) = -2, -3, -5, -6, -8, -9, -11, -12 (halves away).
    const auto deltas = tacticsWalkDeltas(kWalkFb, kWalkDu, true, kStepNE, 8);
    const int dy[8] = {-2, -1, -2, -1, -2, -1, -2, -1};
    for (int i = 0; i < 8; ++i) {
        CAPTURE(i);
        CHECK(deltas[static_cast<std::size_t>(i)] == ipos(2, dy[i]));
    }
    CHECK(tacticsWalkCycle(kWalkFb, kWalkDu, true, kStepNE, 8).total == ipos(16, -12));
    // Facing left (unmirrored) on a SW move: x = -2(i+1), y = -x·0.75 = +1.5(i+1).
    CHECK(tacticsWalkCycle(kWalkFb, kWalkDu, false, kStepSW, 8).total == ipos(-16, 12));
}

TEST_CASE("walk deltas keep du as screen-vertical motion and close the loop with the mean stride") {
    // R17's fixture unmirrored on E: p = (0,0) (-2,-1) (-4,-1) (-6,0); stride ((-6)/3, 0/3) = (-2, 0);
    // accum = (-2,0) (-4,-1) (-6,-1) (-8,0).
    const auto deltas = tacticsWalkDeltas({0, 2, 4, 6}, {0, -1, -1, 0}, false, kStepE, 4);
    REQUIRE(deltas.size() == 4);
    CHECK(deltas[0] == ipos(-2, 0));
    CHECK(deltas[1] == ipos(-2, -1));
    CHECK(deltas[2] == ipos(-2, 0));
    CHECK(deltas[3] == ipos(-2, 1));
}

TEST_CASE("a one-frame walk has zero T and the aligner falls back to frame 0") {
    const WalkCycle cycle = tacticsWalkCycle({5}, {1}, true, kStepE, 1);
    CHECK(cycle.total == ipos(0, 0));
    const WalkFrame frame = evaluateWalkFrame(cycle, ipos(0, 0), ipos(37, 0));
    CHECK(frame.frame == 0);
    CHECK(frame.offs_anim == ipos(0, 0));
}

TEST_CASE("the walk deltas choose the frame by distance: 16 px per cycle, 2 px per frame") {
    // accum[i] = 2(i+1) on x; cycle_proj = 16·d mod 256, i.e. r = d mod 16 scaled by 16: the frame is the first i
    // minimising |2(i+1) - r|. d = 0 -> 0; 5 -> 1 (|4-5| = |6-5|, first wins); 9 -> 3; 16 -> 0; 30 -> 6;
    // 31 -> 6 (|14-15| = |16-15|).
    const WalkCycle cycle = tacticsWalkCycle(kWalkFb, kWalkDu, true, kStepE, 8);
    const std::pair<int, int> cases[] = {{0, 0}, {5, 1}, {9, 3}, {16, 0}, {30, 6}, {31, 6}};
    for (const auto& [distance, frame] : cases) {
        CAPTURE(distance);
        const WalkFrame chosen = evaluateWalkFrame(cycle, ipos(0, 0), ipos(distance, 0));
        CHECK(chosen.frame == frame);
        // The sprite stands at pos + offs_anim = 16·cycle_number + accum[frame]: a whole number of strides.
        CHECK((distance + chosen.offs_anim.x) == 16 * (distance / 16) + 2 * (frame + 1));
    }
}
