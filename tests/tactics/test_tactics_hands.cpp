// Hands (DECISIONS "Hands"): frameHand reads a frame before any mirror or motion; handPoint follows the pose's mirror.
#include <doctest/doctest.h>

#include "engine/tactics/pose.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;

TEST_CASE("frameHand: the arm tile's top left plus the hand's pixel - and the forearm angle") {
    const Atlas atlas = fixture::atlas();
    // F0: first tile cell 3 (10x20 at 0,0), hand [4, 5, 90]; last tile cell 0 (5x6 at 2.5,-3), hand [1, 2, 30].
    const auto first = frameHand(atlas, 0, Arm::First);
    REQUIRE(first);
    CHECK(first->x == -1.0);  // −5 + 4
    CHECK(first->y == -5.0);  // −10 + 5
    CHECK(first->degrees == 90.0);
    CHECK(first->tile == 0);
    const auto last = frameHand(atlas, 0, Arm::Last);
    REQUIRE(last);
    CHECK(last->x == 1.0);   // 0 + 1
    CHECK(last->y == -4.0);  // −6 + 2
    CHECK(last->degrees == 30.0);
    CHECK(last->tile == 1);
}

TEST_CASE("handPoint: a mirrored pose puts the hand at the reflection about the stance point") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    const auto plain = handPoint(atlas, poseAt(atlas, walk, 1, 0), Arm::Last);
    const auto mirrored = handPoint(atlas, poseAt(atlas, walk, 7, 0), Arm::Last);
    REQUIRE(plain);
    REQUIRE(mirrored);
    CHECK(plain->x == 1.0);
    CHECK(mirrored->x == -1.0);  // tile x −5, read from the right edge: −5 + (5 − 1)
    CHECK(mirrored->y == plain->y);
    CHECK(mirrored->degrees == 30.0);
    CHECK(mirrored->flipX);
    CHECK_FALSE(plain->flipX);
}

TEST_CASE("Hands on a tile reversed in place read from its right edge - in frameHand and in the idle pose") {
    const Atlas atlas = fixture::atlas();
    // F4 last tile: cell 0 at (2, −4) reversed: x −0.5, hand x read as 5 − 1.
    const auto frame = frameHand(atlas, 4, Arm::Last);
    REQUIRE(frame);
    CHECK(frame->x == 3.5);
    CHECK(frame->y == -5.0);
    const auto idle = handPoint(atlas, poseAt(atlas, *findAnimation(atlas, "Idle"), 0, 0), Arm::Last);
    REQUIRE(idle);
    CHECK(idle->x == 3.5);
    CHECK(idle->y == -5.0);
}

TEST_CASE("Hands: nullopt for a tile without a hand entry - a frame out of range - or a sheet without hands") {
    const Atlas atlas = fixture::atlas();
    CHECK_FALSE(frameHand(atlas, 5, Arm::Last));  // cell 1 has no hand
    CHECK_FALSE(frameHand(atlas, 12, Arm::First));
    CHECK_FALSE(frameHand(atlas, -1, Arm::First));
    auto doc = fixture::document();
    doc["hands"] = nullptr;
    const Atlas bare = createAtlas(doc, "bare.json");
    CHECK(bare.hands.empty());
    CHECK_FALSE(frameHand(bare, 0, Arm::First));
    CHECK_FALSE(handPoint(bare, poseAt(bare, *findAnimation(bare, "Walk"), 1, 0), Arm::First));
}
