// Pixel -> hex (hexAt, §1.8) against the hex_pos_coord vectors and the Test_Geometry facts.
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>

#include <nlohmann/json.hpp>

#include "engine/hex/hex_geometry.h"
#include "reference_vectors.h"

using namespace gaitlab;
using namespace gaitlab::test;

namespace {

// The pointy-top hexagon of W=32, H=16 around a centre: |dx| <= 16, |4dx -+ 16dy| <= 128 (edges included).
bool insideHexagon(ipos d) {
    return std::abs(d.x) <= 16 && std::abs(4 * d.x - 16 * d.y) <= 128 && std::abs(4 * d.x + 16 * d.y) <= 128;
}

}  // namespace

TEST_CASE("hexAt: pixel to hex and remainder match the engine vectors") {
    const HexGeometry g;
    const auto& cases = vectors().at("hex_pos_coord");
    REQUIRE(cases.size() > 10);
    for (const auto& c : cases) {
        const ipos pixel = posOf(c.at("pixel"));
        CAPTURE(pixel.x);
        CAPTURE(pixel.y);
        const HexAndOffset r = g.hexAt(pixel);
        CHECK(r.hex == hexOf(c.at("hex")));
        CHECK(r.offset == posOf(c.at("offset")));
    }
}

TEST_CASE("hexAt: exact centres and near-centre pixels round-trip") {
    const HexGeometry g;
    for (int x = -5; x <= 5; ++x) {
        for (int y = -5; y <= 5; ++y) {
            const HexAndOffset r = g.hexAt(g.hexPos({x, y}));
            CHECK(r.hex == Hex{x, y});
            CHECK(r.offset == ipos{0, 0});
        }
    }
    for (int x = -3; x <= 3; ++x)
        for (int y = -3; y <= 3; ++y)
            for (int dx = -2; dx <= 2; ++dx)
                for (int dy = -2; dy <= 2; ++dy) {
                    const HexAndOffset r = g.hexAt(g.hexPos({x, y}) + ipos{dx, dy});
                    CHECK(r.hex == Hex{x, y});
                    CHECK(r.offset == ipos{dx, dy});
                }
    const HexAndOffset r = g.hexAt({-16, 60});
    CHECK(r.hex == Hex{3, 4});
    CHECK(r.offset == ipos{0, 0});
    for (const ipos p : {ipos{-50, -50}, ipos{50, 50}, ipos{-100, 100}, ipos{100, -100}, ipos{-100, -100}}) {
        const HexAndOffset q = g.hexAt(p);
        CHECK(g.hexPos(q.hex) + q.offset == p);
        CHECK(insideHexagon(q.offset));
    }
}

TEST_CASE("hexAt: every pixel of the bounding box resolves self-consistently inside its hexagon") {
    const HexGeometry g;
    for (int x = -4; x <= 4; ++x)
        for (int y = -4; y <= 4; ++y)
            for (int dx = -16; dx <= 16; ++dx)
                for (int dy = -8; dy <= 8; ++dy) {
                    const ipos p = g.hexPos({x, y}) + ipos{dx, dy};
                    const HexAndOffset r = g.hexAt(p);
                    REQUIRE(g.hexPos(r.hex) + r.offset == p);
                    REQUIRE(std::abs(r.offset.x) <= 16);
                    REQUIRE(std::abs(r.offset.y) <= 8);
                    REQUIRE(insideHexagon(r.offset));
                }
}

TEST_CASE("hexAt: one pixel right or down changes the hex by at most one step") {
    const HexGeometry g;
    for (int py = -100; py < 100; ++py)
        for (int px = -100; px < 100; ++px) {
            const Hex h = g.hexAt({px, py}).hex;
            REQUIRE(g.distance(h, g.hexAt({px + 1, py}).hex) <= 1);
            REQUIRE(g.distance(h, g.hexAt({px, py + 1}).hex) <= 1);
        }
}

TEST_CASE("hexAt: hexagon vertices resolve as the engine") {
    const HexGeometry g;
    const HexAndOffset top = g.hexAt({0, -8});
    CHECK(top.hex == Hex{0, -1});
    CHECK(top.offset == ipos{16, 4});
    const HexAndOffset right = g.hexAt({16, 4});
    CHECK(right.hex == Hex{0, 0});
    CHECK(right.offset == ipos{16, 4});
    for (int x = -3; x <= 3; ++x)
        for (int y = -3; y <= 3; ++y)
            for (const ipos v : {ipos{0, -8}, ipos{0, 8}, ipos{16, 4}, ipos{16, -4}, ipos{-16, 4}, ipos{-16, -4}}) {
                const ipos p = g.hexPos({x, y}) + v;
                const HexAndOffset r = g.hexAt(p);
                CHECK(g.hexPos(r.hex) + r.offset == p);
                CHECK(insideHexagon(r.offset));
            }
}
