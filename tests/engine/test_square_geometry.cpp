// The engine's square layout (D27, engine reference §1 square mode), every value worked by hand from the formulas
// with W = 32, LH = 12: hexPos ((y - x)*16, (y + x)*12), the eight neighbours, Chebyshev distance, the direction
// buckets, pixel -> cell and the angle conversions; then the path finder and MovingContext through the same value.
#include <doctest/doctest.h>

#include <cmath>

#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"
#include "engine/hex/path_finder.h"
#include "engine/movement/moving_context.h"

using namespace gaitlab;

TEST_CASE("square geometry: cell origins, offsets and draw rows") {
    const HexGeometry g = squareGeometry();
    CHECK(g.dirCount() == 8);
    CHECK(g.hexPos({0, 0}) == ipos{0, 0});
    CHECK(g.hexPos({3, 5}) == ipos{32, 96});
    CHECK(g.hexPos({5, 3}) == ipos{-32, 96});
    CHECK(g.hexPos({-2, 1}) == ipos{48, -12});
    CHECK(g.hexOffset({3, 5}, {5, 3}) == ipos{-64, 0});
    CHECK(g.hexOffset({10, 10}, {11, 11}) == ipos{0, 24});
    CHECK(g.screenRow({3, 5}) == 8);
    CHECK(hexCentre(g, {3, 5}) == ipos{48, 108});  // origin + (W/2, H/2) = + (16, 12)
}

TEST_CASE("square geometry: the eight neighbours and their pixel steps") {
    const HexGeometry g = squareGeometry();
    const Hex from{10, 10};
    const Hex expected[8] = {{9, 10}, {9, 11}, {10, 11}, {11, 11}, {11, 10}, {11, 9}, {10, 9}, {9, 9}};
    const ipos steps[8] = {{16, -12}, {32, 0}, {16, 12}, {0, 24}, {-16, 12}, {-32, 0}, {-16, -12}, {0, -24}};
    const char* names[8] = {"NE", "E", "SE", "S", "SW", "W", "NW", "N"};
    for (int d = 0; d < 8; ++d) {
        CAPTURE(d);
        const Hex n = g.stepUnsafe(from, d);
        CHECK(n == expected[d]);
        CHECK(g.stepVector(d) == steps[d]);
        CHECK(g.hexPos(n) - g.hexPos(from) == steps[d]);
        CHECK(g.distance(from, n) == 1);
        CHECK(g.hexDir(from, n) == d);
        CHECK(std::string(dirName(d, 8)) == names[d]);
        CHECK(dirFromName(names[d], 8) == d);
        // The movement direction of the step's screen vector is the step's own direction (§1.7, §1.1).
        const int angle = static_cast<int>(std::lround(g.lineDirAngle(steps[d]))) % 360;
        CHECK(g.dirOfMdir(angle) == d);
    }
    CHECK(g.stepUnsafe(from, 8) == Hex{9, 10});               // wrapped: 8 is NE
    CHECK(g.stepUnsafe(from, -1) == Hex{9, 9});               // wrapped: -1 is N
    CHECK(g.step({0, 0}, 0, MapSize{4, 4}) == std::nullopt);  // x - 1 leaves the map
    CHECK(g.step({0, 0}, 3, MapSize{4, 4}) == Hex{1, 1});
    CHECK(g.reverseDir(3) == 7);
    CHECK(g.reverseDir(6) == 2);
    CHECK(g.hexDir(from, from) == 2);  // atan2(0, 0) = 0: a = 180, the SE bucket
    CHECK(dirFromName("S", 6) == std::nullopt);
}

TEST_CASE("square geometry: Chebyshev distance and the 45-degree direction buckets") {
    const HexGeometry g = squareGeometry();
    CHECK(g.distance({10, 10}, {13, 8}) == 3);
    CHECK(g.distance({10, 10}, {4, 12}) == 6);
    // (10,10) -> (13,11): atan2(3, 1) = 71.57 degrees, a = 251.57: the SW bucket [247.5, 292.5).
    CHECK(g.hexDir({10, 10}, {13, 11}) == 4);
    // (10,10) -> (12,11): atan2(2, 1) = 63.43, a = 243.43: S [202.5, 247.5).
    CHECK(g.hexDir({10, 10}, {12, 11}) == 3);
    // (10,10) -> (7,11): atan2(-3, 1) = -71.57, a = 108.43: NE [67.5, 112.5).
    CHECK(g.hexDir({10, 10}, {7, 11}) == 0);
    // (10,10) -> (9,7): atan2(-1, -3) = -161.57, a = 18.43: below 22.5, NW.
    CHECK(g.hexDir({10, 10}, {9, 7}) == 6);
}

TEST_CASE("square geometry: mdir and hdir conversions") {
    const HexGeometry g = squareGeometry();
    const int mdir[8] = {45, 90, 135, 180, 225, 270, 315, 0};
    for (int d = 0; d < 8; ++d) CHECK(g.mdirOf(d) == mdir[d]);
    // trunc((a + 338) / 45) mod 8: N covers [337, 360) and [0, 22), NE [22, 67), ...
    CHECK(g.dirOfMdir(0) == 7);
    CHECK(g.dirOfMdir(21) == 7);
    CHECK(g.dirOfMdir(22) == 0);
    CHECK(g.dirOfMdir(66) == 0);
    CHECK(g.dirOfMdir(67) == 1);
    CHECK(g.dirOfMdir(180) == 3);
    CHECK(g.dirOfMdir(336) == 6);
    CHECK(g.dirOfMdir(337) == 7);
    CHECK(g.dirOfMdir(-23) == 7);  // 337
    CHECK(g.dirOfMdir(-24) == 6);  // 336
    CHECK(g.wrapDir(-1) == 7);
    CHECK(g.wrapDir(17) == 1);
}

TEST_CASE("square geometry: pixel to cell and NormalizeHexOffset") {
    const HexGeometry g = squareGeometry();
    // (16, 6): u = 16/16 + 6/12 = 1.5, v = -1 + 0.5 = -0.5; y = round(0.75) = 1, x = round(-0.25) = 0.
    HexAndOffset a = g.hexAt({16, 6});
    CHECK(a.hex == Hex{0, 1});
    CHECK(a.offset == ipos{0, -6});  // (0,1)'s origin is (16, 12)
    // (8, 6) lies on the edge between (0,0) and (0,1): u = 1, v = 0, round(0.5) = 1 (half away from zero).
    a = g.hexAt({8, 6});
    CHECK(a.hex == Hex{0, 1});
    CHECK(a.offset == ipos{-8, -6});
    // (-40, 100): u = -2.5 + 8.333 = 5.833, v = 2.5 + 8.333 = 10.833; y = round(2.917) = 3, x = round(5.417) = 5.
    a = g.hexAt({-40, 100});
    CHECK(a.hex == Hex{5, 3});
    CHECK(a.offset == ipos{-8, 4});  // origin (-32, 96)
    for (const ipos p : {ipos{0, 0}, ipos{7, -5}, ipos{-300, 451}, ipos{1001, -999}}) {
        const HexAndOffset h = g.hexAt(p);
        CHECK(g.hexPos(h.hex) + h.offset == p);
        CHECK(std::abs(h.offset.x) * 12 + std::abs(h.offset.y) * 16 <= 16 * 12);  // inside the diamond
    }
    // Twenty pixels along S from (5,5) is nearer (6,6): the world point is kept, the remainder re-split.
    Hex hex{5, 5};
    ipos offset{0, 20};
    CHECK(g.normalizeHexOffset(hex, offset, MapSize{10, 10}));
    CHECK(hex == Hex{6, 6});
    CHECK(offset == ipos{0, -4});
}

TEST_CASE("square geometry: the path finder takes diagonal steps and MovingContext walks them") {
    HexMap map = makeHexMap("square", MapSize{20, 20}, {"grass"});
    map.geometry = squareGeometry();
    const HexGeometry& g = map.geometry;
    // (5,5) -> (8,8) is three S steps (Chebyshev 3); on the hexagonal layout it would take more.
    const auto path = findPath(g, map, {5, 5}, {8, 8});
    REQUIRE(path);
    CHECK(path->steps == std::vector<uint8_t>{3, 3, 3});
    CHECK(path->control_steps == std::vector<uint16_t>{3});
    CHECK(findPath(HexGeometry{}, map, {5, 5}, {8, 8})->steps.size() > 3);
    // Block the diagonal: the path goes around in 4 steps.
    map.setBlocked({6, 6}, true);
    const auto around = findPath(g, map, {5, 5}, {8, 8});
    REQUIRE(around);
    CHECK(around->steps.size() == 4);

    // Two S steps at 100 ground px/s: each step is (0, 24) on screen, 24 * yproj = 55.43 ground px.
    MovePath two_south;
    two_south.steps = {3, 3};
    two_south.control_steps = {2};
    MovingContext moving(g, map.size, 100, two_south, {5, 5}, {0, 0}, {0, 0}, 0);
    const double ground = 2.0 * 24.0 * static_cast<double>(g.yproj());
    CHECK(moving.wholeDist() == doctest::Approx(ground).epsilon(1e-4));
    moving.updateCurrentTime(static_cast<int64_t>(ground / 100.0 * 1000.0 / 4.0));  // a quarter: still (5,5)
    const MovingProgress quarter = moving.evaluateProgress();
    CHECK(quarter.hdir == 3);
    CHECK(quarter.dir_angle == 180);
    CHECK(quarter.hex == Hex{5, 5});
    CHECK(quarter.hex_offset.x == 0);
    CHECK(quarter.hex_offset.y == doctest::Approx(12).epsilon(0.1));
    moving.updateCurrentTime(10000);
    const MovingProgress end = moving.evaluateProgress();
    CHECK(end.completed);
    CHECK(end.hex == Hex{7, 7});
    CHECK(end.hex_offset == ipos{0, 0});
    // A hexagonal geometry refuses direction 6; the square one takes 0..7.
    MovePath north_west;
    north_west.steps = {6, 7};
    north_west.control_steps = {1, 2};
    CHECK_NOTHROW(MovingContext(g, map.size, 100, north_west, {5, 5}, {0, 0}, {0, 0}, 0));
    CHECK_THROWS_AS(MovingContext(HexGeometry{}, map.size, 100, north_west, {5, 5}, {0, 0}, {0, 0}, 0), MovingError);
}

TEST_CASE("square geometry: directions between the two sets") {
    // Square NE E SE S SW W NW N -> hexagonal NE E SE SW W NW: S shows SE, N shows NW.
    const int to_hex[8] = {0, 1, 2, 2, 3, 4, 5, 5};
    for (int d = 0; d < 8; ++d) CHECK(dirInSet(d, 8, 6) == to_hex[d]);
    const int to_square[6] = {0, 1, 2, 4, 5, 6};
    for (int d = 0; d < 6; ++d) {
        CHECK(dirInSet(d, 6, 8) == to_square[d]);
        CHECK(std::string(dirName(d, 6)) == dirName(to_square[d], 8));  // same name
    }
    CHECK(dirInSet(4, 8, 1) == 0);
    CHECK(dirInSet(4, 8, 8) == 4);
}
