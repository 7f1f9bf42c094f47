// Field case R02: integer hex geometry must not produce gaps, overlaps or wrong hexes near edges,
// including negative world coordinates (64x64 map, G6 geometry).
#include <doctest/doctest.h>

#include <cstdlib>
#include <random>

#include "engine/hex/hex_geometry.h"

using namespace gaitlab;

namespace {

constexpr MapSize kMap{64, 64};

// Squared ground distance of a pixel to a hex centre, times 3: screen y is stretched by 1/sin(camera angle)
// = 4/sqrt(3) on the ground, where the hexes are regular and each hexagon is the set of nearest points.
// 3 * (dx^2 + (4 dy / sqrt 3)^2) = 3 dx^2 + 16 dy^2 stays integer. The centre bias cancels out.
int64_t dist2(const HexGeometry& g, ipos p, Hex h) {
    const ipos d = p - g.hexPos(h);
    return 3 * int64_t{d.x} * d.x + 16 * int64_t{d.y} * d.y;
}

}  // namespace

TEST_CASE("R02: every neighbour step of every hex is the exact step vector") {
    const HexGeometry g;
    const ipos expected[6] = {{16, -12}, {32, 0}, {16, 12}, {-16, 12}, {-32, 0}, {-16, -12}};
    for (int x = 0; x < kMap.width; ++x)
        for (int y = 0; y < kMap.height; ++y)
            for (int d = 0; d < kHexDirCount; ++d) {
                const Hex h{x, y};
                REQUIRE(g.hexPos(g.stepUnsafe(h, d)) - g.hexPos(h) == expected[d]);
            }
}

TEST_CASE("R02: hexAt(hexPos(h)) == h and normalising a zero offset is the identity") {
    const HexGeometry g;
    for (int x = 0; x < kMap.width; ++x)
        for (int y = 0; y < kMap.height; ++y) {
            const Hex h{x, y};
            const HexAndOffset r = g.hexAt(g.hexPos(h));
            REQUIRE(r.hex == h);
            REQUIRE(r.offset == ipos{0, 0});
            Hex n = h;
            ipos o{0, 0};
            REQUIRE(g.normalizeHexOffset(n, o, kMap));
            REQUIRE(n == h);
            REQUIRE(o == ipos{0, 0});
        }
}

TEST_CASE("R02: points 1 px either side of a neighbour bisector resolve to the nearer centre") {
    const HexGeometry g;
    // Step vectors have even components, so the midpoint m of two centres is a pixel on their bisector;
    // m +- 1 px along the step's dominant axis is strictly nearer to one centre.
    int checked = 0;
    for (int x = -6; x < kMap.width; x += 5)
        for (int y = -6; y < kMap.height; y += 5) {
            const Hex h{x, y};
            for (int d = 0; d < kHexDirCount; ++d) {
                const Hex n = g.stepUnsafe(h, d);
                const ipos a = g.hexPos(h);
                const ipos b = g.hexPos(n);
                const ipos m = (a + b) / 2;
                const ipos v = b - a;
                const ipos toward_b = std::abs(v.x) >= std::abs(v.y) ? ipos{v.x > 0 ? 1 : -1, 0}
                                                                     : ipos{0, v.y > 0 ? 1 : -1};
                const ipos pb = m + toward_b;
                const ipos pa = m - toward_b;
                REQUIRE(dist2(g, pb, n) < dist2(g, pb, h));
                REQUIRE(dist2(g, pa, h) < dist2(g, pa, n));
                CAPTURE(x);
                CAPTURE(y);
                CAPTURE(d);
                CHECK(g.hexAt(pb).hex == n);
                CHECK(g.hexAt(pa).hex == h);
                ++checked;
            }
        }
    CHECK(checked > 1000);
    // The grid above starts left of and above the origin, so negative pixel coordinates are included.
    CHECK(g.hexPos({-6, -6}).y < 0);
    CHECK(g.hexPos({-1, 4}).x > 0);
    CHECK(g.hexPos({4, -1}).x < 0);
}

TEST_CASE("R02: random hex + offset normalise without moving the world point and within half a hex") {
    const HexGeometry g;
    std::mt19937 rng(20240602u);
    std::uniform_int_distribution<int> coord(0, kMap.width - 1);
    std::uniform_int_distribution<int> off(-200, 200);
    int normalised = 0;
    for (int i = 0; i < 20000; ++i) {
        const Hex start{coord(rng), coord(rng)};
        const ipos start_offset{off(rng), off(rng)};
        const ipos world = g.hexPos(start) + start_offset;
        Hex hex = start;
        ipos offset = start_offset;
        const bool ok = g.normalizeHexOffset(hex, offset, kMap);
        if (!kMap.contains(g.hexAt(world).hex)) {
            // Near the border the nearest hex may be off the map: refused, nothing changes.
            REQUIRE_FALSE(ok);
            REQUIRE(hex == start);
            REQUIRE(offset == start_offset);
            continue;
        }
        REQUIRE(ok);
        REQUIRE(g.hexPos(hex) + offset == world);
        REQUIRE(std::abs(offset.x) <= 16);
        REQUIRE(std::abs(offset.y) <= 8);
        // The chosen centre is a nearest one: no neighbour centre is strictly closer on the ground.
        for (int d = 0; d < kHexDirCount; ++d) REQUIRE(dist2(g, world, g.stepUnsafe(hex, d)) >= dist2(g, world, hex));
        ++normalised;
    }
    CHECK(normalised > 15000);
}
