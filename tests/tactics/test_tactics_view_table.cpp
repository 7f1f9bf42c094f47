// Facing x camera step -> view, pattern, back, mirrored (DECISIONS "The Draw Algorithm"; field case R15) and the
// camera step from a camera vector ("Camera Step"; R16).
#include <doctest/doctest.h>

#include <array>
#include <cmath>

#include "engine/tactics/pose.h"
#include "engine/tactics/view.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;

namespace {
// Written out by hand: row = facing NE 7, SE 1, SW 3, NW 5; column = camera step 0..7.
constexpr std::array<int, 4> kFacings{7, 1, 3, 5};
constexpr int kViews[4][8] = {
    {7, 0, 1, 2, 3, 4, 5, 6},
    {1, 2, 3, 4, 5, 6, 7, 0},
    {3, 4, 5, 6, 7, 0, 1, 2},
    {5, 6, 7, 0, 1, 2, 3, 4},
};
constexpr int kPattern[8] = {0, 1, 1, 2, 2, 3, 3, 0};
constexpr bool kBack[8] = {false, false, false, true, true, true, true, false};
constexpr bool kMirrored[8] = {true, false, false, false, false, true, true, true};
}  // namespace

TEST_CASE("R15: every facing and camera step gives the tabulated view - pattern - back and mirror") {
    for (size_t f = 0; f < 4; ++f) {
        for (int step = 0; step < 8; ++step) {
            CAPTURE(kFacings[f]);
            CAPTURE(step);
            const int view = viewOf(kFacings[f], step);
            CHECK(view == kViews[f][step]);
            CHECK(patternOf(view) == kPattern[view]);
            CHECK(isBackView(view) == kBack[view]);
            CHECK(isMirroredView(view) == kMirrored[view]);
        }
    }
}

TEST_CASE("R15: at camera step 0 the four facings are SE front - NE front mirrored - SW back - NW back mirrored") {
    CHECK(viewOf(FACING.SE, 0) == 1);
    CHECK_FALSE(isBackView(1));
    CHECK_FALSE(isMirroredView(1));
    CHECK(viewOf(FACING.NE, 0) == 7);
    CHECK_FALSE(isBackView(7));
    CHECK(isMirroredView(7));
    CHECK(viewOf(FACING.SW, 0) == 3);
    CHECK(isBackView(3));
    CHECK_FALSE(isMirroredView(3));
    CHECK(viewOf(FACING.NW, 0) == 5);
    CHECK(isBackView(5));
    CHECK(isMirroredView(5));
}

TEST_CASE("R15: facing + 2 with step - 2 resolves exactly like facing with step - negative steps included") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    for (int facing = 0; facing < 8; ++facing) {
        for (int step = -3; step < 8; ++step) {
            const Pose a = poseAt(atlas, walk, FacingAndStep{facing, step}, 5);
            const Pose b = poseAt(atlas, walk, FacingAndStep{(facing + 2) % 8, step - 2}, 5);
            CHECK(a.view == b.view);
            CHECK(a.shp == b.shp);
            CHECK(a.mirrored == b.mirrored);
            CHECK(a.back == b.back);
        }
    }
}

TEST_CASE("R15: every view draws the animation's own front or back sequence") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    for (int view = 0; view < 8; ++view) {
        const Pose p = poseAt(atlas, walk, view, 0);
        CHECK(p.sequence == (kBack[view] ? 1 : 0));
        CHECK(p.shp == (kBack[view] ? 3 : 0));  // frame 0 of Walk Bwd is F3, of Walk Fwd F0
    }
}

TEST_CASE("R15: on a flat stage the unit faces left exactly on patterns 1 and 2") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    for (int view = 0; view < 8; ++view) {
        const Pose p = poseAt(atlas, walk, view, 7);  // fb 6 on both sequences
        const bool facesLeft = p.moveX < 0;
        CHECK(facesLeft == (kPattern[view] == 1 || kPattern[view] == 2));
        CHECK(p.moveX == (facesLeft ? -6.0 : 6.0));
    }
}

TEST_CASE("Camera step: the eight horizontal camera directions give steps 0..7") {
    CHECK(cameraStep(1, -1) == 0);
    CHECK(cameraStep(0, -1) == 1);
    CHECK(cameraStep(-1, -1) == 2);
    CHECK(cameraStep(-1, 0) == 3);
    CHECK(cameraStep(-1, 1) == 4);
    CHECK(cameraStep(0, 1) == 5);
    CHECK(cameraStep(1, 1) == 6);
    CHECK(cameraStep(1, 0) == 7);
}

TEST_CASE("R16: a camera whose rounded step is -1 gives step 7 and view 7 - never -1") {
    // (1, 0): (π/2 − 3π/4 + π/36) / (π/4) = −1 + 1/9, rounded −1.
    CHECK(cameraStep(1.0, 0.0) == 7);
    CHECK(viewOf(0, cameraStep(1.0, 0.0)) == 7);
    CHECK(viewOf(0, -1) == 7);
    CHECK(viewOf(3, -2000000003) == 0);  // −2,000,000,003 ≡ 5 (mod 8)
    CHECK(patternOf(-1) == 0);
}

TEST_CASE("Camera step: the pi/36 bias moves the boundary 5 degrees off the half step") {
    // 3π/4 + π/8 is halfway between steps 0 and 1 before the bias; the bias rounds it up to 1.
    const double pi = 3.14159265358979323846;
    const double a = 3 * pi / 4 + pi / 8;
    CHECK(cameraStep(std::sin(a), std::cos(a)) == 1);
    const double below = a - pi / 36 - 0.01;  // just under the biased boundary
    CHECK(cameraStep(std::sin(below), std::cos(below)) == 0);
}

TEST_CASE("FACING_X/FACING_Z: a camera placed along a facing sees that facing as view 0") {
    CHECK(FACING_X[1] == 1.0);
    CHECK(FACING_Z[3] == 1.0);
    CHECK(FACING_X[5] == -1.0);
    CHECK(FACING_Z[7] == -1.0);
    for (int f = 0; f < 8; ++f) {
        CAPTURE(f);
        const auto i = static_cast<size_t>(f);
        CHECK(FACING_X[i] * FACING_X[i] + FACING_Z[i] * FACING_Z[i] == doctest::Approx(1.0));
        CHECK(viewOf(f, cameraStep(FACING_X[i], FACING_Z[i])) == 0);
    }
}
