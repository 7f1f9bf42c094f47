// Field case R17: per-frame motion at the loop boundary snaps from the last frame's fb to the first frame's,
// never gliding between them; a non-looping copy holds; the camera step does not change fb.
#include <doctest/doctest.h>

#include <cmath>

#include "engine/tactics/pose.h"
#include "engine/tactics/view.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;

TEST_CASE("R17: at t=7 moveX is -6 (unmirrored) and +6 (mirrored) - at t=8 the loop wraps to exactly 0") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");  // 4 frames x 2 ticks, fb 0 2 4 6, du 0 -1 -1 0
    const Pose a = poseAt(atlas, walk, 1, 7);
    CHECK(a.index == 3);
    CHECK(a.moveX == -6.0);
    CHECK(a.moveY == 0.0);
    CHECK(poseAt(atlas, walk, 7, 7).moveX == 6.0);
    const Pose wrapped = poseAt(atlas, walk, 1, 8);
    CHECK(wrapped.index == 0);
    CHECK(wrapped.moveX == 0.0);
    CHECK_FALSE(std::signbit(wrapped.moveX));
    CHECK(poseAt(atlas, walk, 1, 2).moveY == -1.0);
}

TEST_CASE("R17: quarter-tick samples across the wrap show only the frame-3 or frame-0 motion") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    for (int q = 0; q < 8; ++q) {  // clock 7.00 .. 8.75, drawn at the whole tick it has reached
        const double clock = 7.0 + 0.25 * q;
        CAPTURE(clock);
        const Pose p = poseAt(atlas, walk, 1, static_cast<int64_t>(std::floor(clock)));
        CHECK(p.moveX == (clock < 8.0 ? -6.0 : 0.0));
    }
}

TEST_CASE("R17: a non-looping copy holds moveX at -6 / +6 after its end") {
    const Atlas atlas = fixture::atlas();
    const Animation& once = *findAnimation(atlas, "Walk Once");
    CHECK(poseAt(atlas, once, 1, 8).moveX == -6.0);
    CHECK(poseAt(atlas, once, 1, 500).moveX == -6.0);
    CHECK(poseAt(atlas, once, 7, 500).moveX == 6.0);
}

TEST_CASE("R17: fb is the same whatever the camera step") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    // SE seen from steps 0 and 2 draws the front then the back sequence; both are at fb 6 at t=7.
    CHECK(std::abs(poseAt(atlas, walk, FacingAndStep{FACING.SE, 0}, 7).moveX) == 6.0);
    CHECK(std::abs(poseAt(atlas, walk, FacingAndStep{FACING.SE, 2}, 7).moveX) == 6.0);
}
