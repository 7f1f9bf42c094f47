// poseInto (engine/tactics/pose.h): the same pose as poseAt in every view, at every tick and in and out of water,
// whether the Pose it writes into is new or reused; with tilesCurrent it keeps the tiles only while the frame and
// the mirror stay the same.
#include <doctest/doctest.h>

#include "engine/tactics/pose.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;

namespace {

void checkSamePose(const Pose& a, const Pose& b) {
    CHECK(a.shp == b.shp);
    CHECK(a.index == b.index);
    CHECK(a.view == b.view);
    CHECK(a.pattern == b.pattern);
    CHECK(a.back == b.back);
    CHECK(a.mirrored == b.mirrored);
    CHECK(a.elapsed == b.elapsed);
    CHECK(a.moveX == b.moveX);
    CHECK(a.moveY == b.moveY);
    CHECK(a.sequence == b.sequence);
    CHECK(a.body == b.body);
    REQUIRE(a.tiles.size() == b.tiles.size());
    for (size_t i = 0; i < a.tiles.size(); ++i) {
        CAPTURE(i);
        CHECK(a.tiles[i].id == b.tiles[i].id);
        CHECK(a.tiles[i].x == b.tiles[i].x);
        CHECK(a.tiles[i].y == b.tiles[i].y);
        CHECK(a.tiles[i].flipX == b.tiles[i].flipX);
        CHECK(a.tiles[i].order == b.tiles[i].order);
        CHECK(a.tiles[i].cell.w == b.tiles[i].cell.w);
    }
}

}  // namespace

TEST_CASE("poseInto a reused Pose gives poseAt's pose - every animation, view, tick and water") {
    const Atlas atlas = fixture::atlas();
    Pose reused;
    Pose vouched;
    int compared = 0;
    for (const Animation* animation : {findAnimation(atlas, "Walk"), findAnimation(atlas, "Idle")}) {
        REQUIRE(animation != nullptr);
        for (const bool water : {false, true})
            for (int view = 0; view < 8; ++view)
                for (int64_t tick = -3; tick < 20; ++tick) {
                    CAPTURE(animation->name);
                    CAPTURE(view);
                    CAPTURE(tick);
                    const Pose fresh = poseAt(atlas, *animation, view, tick, water);
                    poseInto(atlas, *animation, view, tick, water, reused);
                    poseInto(atlas, *animation, view, tick, water, vouched, true);
                    checkSamePose(reused, fresh);
                    checkSamePose(vouched, fresh);
                    ++compared;
                }
    }
    CHECK(compared == 2 * 2 * 8 * 23);
}

TEST_CASE("poseInto with tilesCurrent keeps the tiles of the same frame and mirror - places them on a change") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    Pose pose;
    poseInto(atlas, walk, 1, 4, false, pose);
    REQUIRE(pose.shp == 2);
    REQUIRE(pose.tiles.size() >= 2);
    // A mark only a kept tile carries: the same frame and mirror keep it.
    pose.tiles[1].x = 1000.0;
    poseInto(atlas, walk, 1, 5, false, pose, true);
    REQUIRE(pose.shp == 2);
    CHECK(pose.tiles[1].x == 1000.0);
    // Without the caller's word the tiles are placed again: F2 tile 1 is at -4.5 (test_tactics_pose_tiles.cpp).
    poseInto(atlas, walk, 1, 5, false, pose);
    CHECK(pose.tiles[1].x == -4.5);
    // The mirrored view shows the same frame: its tiles are placed again, reflected (1.5).
    pose.tiles[1].x = 1000.0;
    poseInto(atlas, walk, 7, 5, false, pose, true);
    REQUIRE(pose.shp == 2);
    CHECK(pose.mirrored);
    CHECK(pose.tiles[1].x == 1.5);
    // Another frame: placed again.
    pose.tiles[1].x = 1000.0;
    poseInto(atlas, walk, 7, 6, false, pose, true);
    CHECK(pose.shp != 2);
    CHECK(pose.tiles[1].x == -9.5);  // F3 tile 1 mirrored
}
