// Hex geometry against the engine's vectors (hex_pos, neighbors, hex_offset, distance_dir, line_dir) and the
// Test_Geometry facts of §7.1.
#include <doctest/doctest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "engine/hex/hex_geometry.h"
#include "reference_vectors.h"

using namespace gaitlab;
using namespace gaitlab::test;

TEST_CASE("hex geometry: hexPos and screenRow match the engine vectors") {
    const HexGeometry g;
    const auto& cases = vectors().at("hex_pos");
    REQUIRE(cases.size() > 10);
    for (const auto& c : cases) {
        const Hex h = hexOf(c.at("hex"));
        CAPTURE(h.x);
        CAPTURE(h.y);
        CHECK(g.hexPos(h) == posOf(c.at("pos")));
        if (h.x >= 0) CHECK(g.screenRow(h) == c.at("screen_row").get<int>());
    }
}

TEST_CASE("hex geometry: neighbour stepping, mdir and pixel steps match the engine vectors") {
    const HexGeometry g;
    const auto& cases = vectors().at("neighbors");
    REQUIRE(cases.size() >= 6);
    for (const auto& c : cases) {
        const Hex h = hexOf(c.at("hex"));
        const int dir = c.at("dir").get<int>();
        CAPTURE(dir);
        CHECK(g.stepUnsafe(h, dir) == hexOf(c.at("to")));
        CHECK(mdirFromHdir(dir) == c.at("mdir_angle").get<int>());
        CHECK(g.stepVector(dir) == posOf(c.at("pixel_step")));
        CHECK(g.hexOffset(h, g.stepUnsafe(h, dir)) == posOf(c.at("pixel_step")));
    }
}

TEST_CASE("hex geometry: hexOffset matches the engine vectors and the hexPos difference") {
    const HexGeometry g;
    for (const auto& c : vectors().at("hex_offset")) {
        const Hex from = hexOf(c.at("from"));
        const Hex to = hexOf(c.at("to"));
        CHECK(g.hexOffset(from, to) == posOf(c.at("offset")));
    }
    // §7.1: GetHexOffset(a, b) = GetHexPos(b) - GetHexPos(a) for all a, b in 0..4.
    for (int ax = 0; ax <= 4; ++ax)
        for (int ay = 0; ay <= 4; ++ay)
            for (int bx = 0; bx <= 4; ++bx)
                for (int by = 0; by <= 4; ++by)
                    CHECK(g.hexOffset({ax, ay}, {bx, by}) == g.hexPos({bx, by}) - g.hexPos({ax, ay}));
}

TEST_CASE("hex geometry: distance and hexDir match the engine vectors") {
    const HexGeometry g;
    const auto& cases = vectors().at("distance_dir");
    REQUIRE(cases.size() > 10);
    for (const auto& c : cases) {
        const Hex from = hexOf(c.at("from"));
        const Hex to = hexOf(c.at("to"));
        CAPTURE(from.x);
        CAPTURE(from.y);
        CAPTURE(to.x);
        CAPTURE(to.y);
        CHECK(g.distance(from, to) == c.at("distance").get<int>());
        const int dir = c.at("hex_dir").get<int>();
        if (dir != -1) CHECK(g.hexDir(from, to) == dir);  // -1: from == to, not evaluated by the engine
    }
}

TEST_CASE("hex geometry: lineDirAngle and its mdir/hdir match the engine vectors") {
    const HexGeometry g;
    for (const auto& c : vectors().at("line_dir")) {
        const ipos v = posOf(c.at("vec"));
        const float angle = g.lineDirAngle(v);
        CAPTURE(v.x);
        CAPTURE(v.y);
        CHECK(angle == doctest::Approx(c.at("angle").get<double>()).epsilon(1e-6));
        const int mdir = static_cast<int>(std::lround(angle)) % 360;
        CHECK(mdir == c.at("mdir").get<int>());
        CHECK(hdirFromMdir(mdir) == c.at("hdir").get<int>());
    }
}

TEST_CASE("hex geometry: Test_Geometry distance and direction facts") {
    const HexGeometry g;
    CHECK(g.distance({0, 0}, {0, 0}) == 0);
    CHECK(g.distance({0, 0}, {1, 0}) == 1);
    CHECK(g.distance({0, 0}, {1, 1}) == 1);
    CHECK(g.distance({1, 2}, {7, 9}) == 10);
    CHECK(g.distance({7, 9}, {1, 2}) == 10);
    CHECK(g.distance({0, 0}, {10, 10}) == 15);
    CHECK(g.hexDir({0, 0}, {1, 0}) == 4);
    CHECK(g.hexDir({3, 3}, {3, 3}) == 3);  // identical hexes: atan2(0, 0) = 0 -> 180 deg -> SW
    CHECK(g.yproj() == doctest::Approx(2.3094015).epsilon(1e-6));
}

TEST_CASE("hex geometry: stepping, reverse and direction conversions") {
    const HexGeometry g;
    const MapSize map{10, 10};
    CHECK(g.step({5, 5}, 2, map) == std::optional<Hex>(Hex{5, 6}));
    CHECK_FALSE(g.step({0, 0}, 5, map).has_value());  // NW from (0,0) is (0,-1)
    CHECK_FALSE(g.step({9, 4}, 3, map).has_value());  // SW from x = 9 is x = 10
    for (int d = 0; d < kHexDirCount; ++d) {
        CAPTURE(d);
        CHECK(hdirFromMdir(mdirFromHdir(d)) == d);
        CHECK(reverseHdir(reverseHdir(d)) == d);
        CHECK(mdirFromHdir(reverseHdir(d)) == (mdirFromHdir(d) + 180) % 360);
        for (const Hex start : {Hex{5, 5}, Hex{4, 5}, Hex{-3, -2}, Hex{-4, 7}}) {
            const Hex n = g.stepUnsafe(start, d);
            CHECK(g.stepUnsafe(n, reverseHdir(d)) == start);
            CHECK(g.distance(start, n) == 1);
            CHECK(g.hexDir(start, n) == d);
            CHECK(g.hexPos(n) - g.hexPos(start) == g.stepVector(d));
        }
    }
    CHECK(wrapHdir(-1) == 5);
    CHECK(wrapHdir(9) == 3);
    CHECK(hdirFromMdir(-30) == 5);  // 330 deg
    CHECK(hdirFromMdir(359) == 5);
    CHECK(hdirFromMdir(360) == 0);
    CHECK(mdirFromHdir(7) == 90);
}

TEST_CASE("hex geometry: hexPos, screen row and axial facts of Test_Geometry") {
    const HexGeometry g;
    CHECK(g.hexPos({0, 0}) == ipos{0, 0});
    CHECK(g.hexPos({3, 4}) == ipos{-16, 60});
    CHECK(g.hexPos({113, 108}) == ipos{-992, 1968});
    CHECK(g.screenRow({0, 0}) == 0);
    CHECK(g.screenRow({1, 0}) == 0);
    CHECK(g.screenRow({113, 108}) == 164);
    CHECK(g.screenRow({115, 107}) == 164);
    CHECK(g.screenRow({566, 931}) == 1214);
    CHECK(g.screenRow({572, 928}) == 1214);
    CHECK(g.screenRow({117, 107}) == 165);
    CHECK(g.screenRow({113, 108}) * 12 == g.hexPos({113, 108}).y);
    // Axial coordinate = pos / (16, 12): (1,0) -> (-2,0), (0,1) -> (1,1), (-1,-1) -> (0,-2).
    CHECK(g.hexPos({1, 0}) == ipos{-32, 0});
    CHECK(g.hexPos({0, 1}) == ipos{16, 12});
    CHECK(g.hexPos({-1, -1}) == ipos{0, -24});
}
