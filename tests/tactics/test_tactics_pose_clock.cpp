// poseAt's clock (DECISIONS "The Draw Algorithm"; D12; field case R16): loop and non-loop, the frame index from the
// summed delays, a last delay of 0, a zero total, and negative and huge times wrapped in O(1).
#include <doctest/doctest.h>

#include "engine/tactics/pose.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;

TEST_CASE("Loop clock: Walk (delays 2 2 2 2) shows frame t/2 and wraps at 8") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    const int expected[10] = {0, 0, 1, 1, 2, 2, 3, 3, 0, 0};
    for (int t = 0; t < 10; ++t) {
        CAPTURE(t);
        const Pose p = poseAt(atlas, walk, 1, t);
        CHECK(p.index == expected[t]);
        CHECK(p.shp == expected[t]);  // Walk Fwd draws F0..F3
        CHECK(p.elapsed == t % 8);
    }
    const Pose neg = poseAt(atlas, walk, 1, -1);  // −1 mod 8 = 7: the last frame, not an out-of-range −1
    CHECK(neg.elapsed == 7);
    CHECK(neg.index == 3);
}

TEST_CASE("Non-loop clock: Walk Once holds its last frame after the end - elapsed keeps counting") {
    const Atlas atlas = fixture::atlas();
    const Animation& once = *findAnimation(atlas, "Walk Once");
    CHECK(poseAt(atlas, once, 1, 7).index == 3);
    const Pose late = poseAt(atlas, once, 1, 100);
    CHECK(late.index == 3);
    CHECK(late.elapsed == 100);
    CHECK(poseAt(atlas, once, 1, -5).index == 0);
}

TEST_CASE("A last delay of 0 holds that frame: Attack (delays 2 2 0) reaches frame 2 at tick 4 and stays") {
    const Atlas atlas = fixture::atlas();
    const Animation& attack = *findAnimation(atlas, "Attack");
    CHECK(poseAt(atlas, attack, 1, 3).index == 1);
    CHECK(poseAt(atlas, attack, 1, 4).index == 2);
    CHECK(poseAt(atlas, attack, 1, 4).shp == 2);
    CHECK(poseAt(atlas, attack, 1, 1000000).index == 2);
    // Back view: Attack Bwd (delays 3,0) shows F1 then holds F2 from tick 3.
    CHECK(poseAt(atlas, attack, 3, 2).shp == 1);
    CHECK(poseAt(atlas, attack, 3, 3).shp == 2);
}

TEST_CASE("R16: a looping sequence whose delays sum to 0 shows its last frame without dividing by zero") {
    const Atlas atlas = fixture::atlas();
    const Animation& still = *findAnimation(atlas, "Still");
    for (int t : {0, 1, 12345}) {
        const Pose p = poseAt(atlas, still, 1, t);
        CHECK(p.index == 1);
        CHECK(p.shp == 5);
        CHECK(p.elapsed == t);
    }
}

TEST_CASE("R16: clip time -2000000003 on a period-10 loop gives the same frame as time 7 - computed directly") {
    const Atlas atlas = fixture::atlas();
    const Animation& sound = *findAnimation(atlas, "Sound");  // delays 5,5
    const Pose far = poseAt(atlas, sound, 1, -2000000003LL);
    const Pose seven = poseAt(atlas, sound, 1, 7);
    CHECK(far.elapsed == 7);  // −2,000,000,003 = −200,000,001·10 + 7
    CHECK(far.index == 1);
    CHECK(far.shp == seven.shp);
    CHECK(far.index == seven.index);
    CHECK(elapsedAt(atlas.sequences[2], INT64_MIN, true) == 2);  // −9223372036854775808 ≡ 2 (mod 10)
}

TEST_CASE("frameIndexAt: the first frame whose summed delay exceeds elapsed") {
    const Atlas atlas = fixture::atlas();
    const Sequence& attack = atlas.sequences[3];  // ends 2, 4, 4
    CHECK(frameIndexAt(attack, -1) == 0);
    CHECK(frameIndexAt(attack, 1) == 0);
    CHECK(frameIndexAt(attack, 2) == 1);
    CHECK(frameIndexAt(attack, 4) == 2);
}
