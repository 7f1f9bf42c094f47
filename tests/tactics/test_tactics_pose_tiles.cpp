// Tile placement (DECISIONS "The Draw Algorithm"; D12; field case R13): exact half pixels for odd widths, the mirror
// as a reflection about the stance point, water frames, the idle branch and the flat-stage motion sign.
#include <doctest/doctest.h>

#include <cmath>

#include "engine/tactics/pose.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;

TEST_CASE("Tile x keeps the half pixel of an odd width - mirrored and not") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    // F2 tile 1: cell 2 (3x2) at u −3, v 1.
    const Pose plain = poseAt(atlas, walk, 1, 4);
    REQUIRE(plain.shp == 2);
    CHECK(plain.tiles[1].x == -4.5);  // −3 − 1.5
    CHECK(plain.tiles[1].y == 0.0);   // 1 − 1
    CHECK_FALSE(plain.tiles[1].flipX);
    const Pose mirrored = poseAt(atlas, walk, 7, 4);
    REQUIRE(mirrored.shp == 2);
    CHECK(mirrored.tiles[1].x == 1.5);  // 3 − 1.5
    CHECK(mirrored.tiles[1].y == 0.0);
    CHECK(mirrored.tiles[1].flipX);
    // F3 tile 1: cell 0 (5x6) at u 7, v 2.
    CHECK(poseAt(atlas, walk, 1, 6).tiles[1].x == 4.5);
    CHECK(poseAt(atlas, walk, 7, 6).tiles[1].x == -9.5);
    CHECK(poseAt(atlas, walk, 7, 6).tiles[1].y == -1.0);
}

TEST_CASE("R13: every mirrored tile is the reflection of the unmirrored one about the stance point") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    for (int t = 0; t < 8; t += 2) {
        const Pose a = poseAt(atlas, walk, 1, t);  // front, unmirrored
        const Pose b = poseAt(atlas, walk, 7, t);  // front, mirrored: same frames
        REQUIRE(a.shp == b.shp);
        REQUIRE(a.tiles.size() == b.tiles.size());
        for (size_t i = 0; i < a.tiles.size(); ++i) {
            CAPTURE(t);
            CAPTURE(i);
            const double w = a.tiles[i].cell.w;
            CHECK(b.tiles[i].x + w == -a.tiles[i].x);  // [left, right] becomes [−right, −left]
            CHECK(b.tiles[i].x == -(a.tiles[i].x + w));
            CHECK(b.tiles[i].y == a.tiles[i].y);
            CHECK(b.tiles[i].flipX != a.tiles[i].flipX);
            CHECK(b.tiles[i].order == a.tiles[i].order);
        }
    }
    // Hand-computed for F0: body (10x20 at u 0) x −5 both ways; cell 0 (5x6 at u 2.5) 0 and −5.
    const Pose f0 = poseAt(atlas, walk, 7, 0);
    CHECK(f0.tiles[0].x == -5.0);
    CHECK(f0.tiles[1].x == -5.0);
    CHECK(poseAt(atlas, walk, 1, 0).tiles[1].x == 0.0);
}

TEST_CASE("Tiles come back to front with their cell rect and the body is the biggest tile") {
    const Atlas atlas = fixture::atlas();
    const Pose p = poseAt(atlas, *findAnimation(atlas, "Walk"), 1, 2);  // F1
    REQUIRE(p.tiles.size() == 2);
    CHECK(p.tiles[0].id == 3);
    CHECK(p.tiles[0].order == 0);
    CHECK(p.tiles[1].id == 1);
    CHECK(p.tiles[1].order == 1);
    CHECK(p.tiles[1].cell.x == 8);
    CHECK(p.tiles[1].cell.w == 4);
    CHECK(p.tiles[1].x == 2.0);   // 4 − 2
    CHECK(p.tiles[1].y == -7.0);  // −5 − 2
    CHECK(p.body == 0);
}

TEST_CASE("Water adds waterOffset to the frame - a water-only animation always draws its water frames") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    const Pose dry = poseAt(atlas, walk, 1, 2);
    const Pose wet = poseAt(atlas, walk, 1, 2, true);
    CHECK(dry.shp == 1);
    CHECK(wet.shp == 7);
    CHECK(wet.index == 1);
    CHECK(wet.tiles[1].y == 3.0);  // the copy sits 10 px lower: −5 + 10 − 2
    const Pose nulled = poseAt(atlas, *findAnimation(atlas, "Nulled Walk"), 1, 2);
    CHECK(nulled.shp == 7);
}

TEST_CASE("Idle draws the idle frame of the view unmirrored: tiles keep their own flips - no double flip") {
    const Atlas atlas = fixture::atlas();
    const Animation* idle = findAnimation(atlas, "Idle");
    REQUIRE(idle != nullptr);
    CHECK(idle->idle);
    for (int view = 0; view < 8; ++view) {
        CAPTURE(view);
        const Pose p = poseAt(atlas, *idle, view, 30);
        CHECK(p.shp == atlas.idleFrames[static_cast<size_t>(view)]);
        CHECK_FALSE(p.mirrored);
        const Frame& frame = atlas.frames[static_cast<size_t>(p.shp)];
        for (size_t i = 0; i < p.tiles.size(); ++i) {
            CHECK(p.tiles[i].flipX == frame[i].reversed);
        }
    }
    // View 7 is a mirrored pattern, yet F4's reversed tile (cell 0 at u 2) stays at u − w/2 and flips once.
    const Pose seven = poseAt(atlas, *idle, 7, 0);
    CHECK(seven.shp == 4);
    CHECK(seven.tiles[1].x == -0.5);
    CHECK(seven.tiles[1].y == -7.0);
    CHECK(seven.tiles[1].flipX);
    CHECK_FALSE(seven.tiles[0].flipX);
    CHECK(seven.moveX == 0.0);
    CHECK(poseAt(atlas, *idle, 7, 0, true).shp == 10);
}

TEST_CASE("Flat-stage motion: moveX is fb signed by the mirror and moveY is du and both are zero without fb") {
    const Atlas atlas = fixture::atlas();
    const Animation& walk = *findAnimation(atlas, "Walk");
    const Pose left = poseAt(atlas, walk, 1, 4);  // index 2: fb 4, du −1
    CHECK(left.moveX == -4.0);
    CHECK(left.moveY == -1.0);
    const Pose right = poseAt(atlas, walk, 7, 4);
    CHECK(right.moveX == 4.0);
    CHECK(right.moveY == -1.0);
    const Pose still = poseAt(atlas, *findAnimation(atlas, "Sound"), 1, 5);
    CHECK(still.moveX == 0.0);
    CHECK(still.moveY == 0.0);
}

TEST_CASE("poseAt refuses an animation whose sequences are not in the atlas") {
    const Atlas atlas = fixture::atlas();
    Animation foreign = *findAnimation(atlas, "Walk");
    foreign.back = 40;
    CHECK_THROWS_AS((void)poseAt(atlas, foreign, 3, 0), std::out_of_range);
    CHECK(findAnimation(atlas, "Run") == nullptr);
}
