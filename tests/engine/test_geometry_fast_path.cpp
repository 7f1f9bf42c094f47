// The geometry's fast paths (DECISIONS "Cost per tick and per frame"): hexPos and hexOffset in plain int32 while
// the hexes, W and LH lie in [0, 2^15), the exact 128-bit path outside, normalizeHexOffset's world point checked
// once, and hexAt's rounding without the library call. Expected values are worked out by hand from §1.2 and §1.4
// (px = y*(W/2) - x*W + (W/2)*floor(x/2), py = y*LH + LH*floor(x/2)) or by an exact 128-bit reference here.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <vector>

#include "engine/hex/hex_geometry.h"

using namespace gaitlab;

namespace {

constexpr int32_t kFastMin32 = std::numeric_limits<int32_t>::min();
constexpr int32_t kFastMax32 = std::numeric_limits<int32_t>::max();

__extension__ typedef __int128 FastPathWide;

HexGeometry fastPathGeometry(int w, int lh, GeometryKind kind = GeometryKind::Hexagonal) {
    HexGeometry g;
    g.hex_width = w;
    g.line_height = lh;
    g.kind = kind;
    return g;
}

FastPathWide fastPathFloorHalf(int32_t v) { return (static_cast<FastPathWide>(v) - (v < 0 ? 1 : 0)) / 2; }

// §1.2 and §1.4 with 128-bit products; W/2 is C division, as the engine's.
void fastPathExactPos(const HexGeometry& g, Hex h, FastPathWide& px, FastPathWide& py) {
    const FastPathWide hw = g.hex_width / 2;
    if (g.kind == GeometryKind::Square) {
        px = (static_cast<FastPathWide>(h.y) - h.x) * hw;
        py = (static_cast<FastPathWide>(h.y) + h.x) * g.line_height;
        return;
    }
    const FastPathWide q = fastPathFloorHalf(h.x);
    px = h.y * hw - static_cast<FastPathWide>(h.x) * g.hex_width + hw * q;
    py = static_cast<FastPathWide>(h.y) * g.line_height + g.line_height * q;
}

bool fastPathFits(FastPathWide v) { return v >= kFastMin32 && v <= kFastMax32; }

// Every pair of hexes and every hex of `coords` x `coords`: the result equals the exact value where that fits
// int32 and throws HexGeometryOverflow where it does not. Returns the first disagreement, or "".
std::string fastPathDisagreement(const HexGeometry& g, const std::vector<int32_t>& coords) {
    std::vector<Hex> hexes;
    for (const int32_t x : coords)
        for (const int32_t y : coords) hexes.push_back({x, y});
    auto describe = [](const char* what, Hex a, Hex b) {
        char text[128];
        std::snprintf(text, sizeof text, "%s (%d, %d) (%d, %d)", what, a.x, a.y, b.x, b.y);
        return std::string(text);
    };
    for (const Hex h : hexes) {
        FastPathWide px = 0;
        FastPathWide py = 0;
        fastPathExactPos(g, h, px, py);
        if (fastPathFits(px) && fastPathFits(py)) {
            if (g.hexPos(h) != ipos(static_cast<int32_t>(px), static_cast<int32_t>(py)))
                return describe("hexPos", h, h);
        } else {
            try {
                (void)g.hexPos(h);
                return describe("hexPos did not throw", h, h);
            } catch (const HexGeometryOverflow&) {
            }
        }
    }
    for (const Hex from : hexes)
        for (const Hex to : hexes) {
            FastPathWide fx = 0;
            FastPathWide fy = 0;
            FastPathWide tx = 0;
            FastPathWide ty = 0;
            fastPathExactPos(g, from, fx, fy);
            fastPathExactPos(g, to, tx, ty);
            if (fastPathFits(tx - fx) && fastPathFits(ty - fy)) {
                if (g.hexOffset(from, to) != ipos(static_cast<int32_t>(tx - fx), static_cast<int32_t>(ty - fy)))
                    return describe("hexOffset", from, to);
            } else {
                try {
                    (void)g.hexOffset(from, to);
                    return describe("hexOffset did not throw", from, to);
                } catch (const HexGeometryOverflow&) {
                }
            }
        }
    return "";
}

// §1.8 as the reference states it, with the library's std::round: the independent check of hexAt's rounding.
HexAndOffset fastPathReferenceHexAt(const HexGeometry& g, ipos p) {
    if (g.kind == GeometryKind::Square) {
        const float hw = static_cast<float>(g.hex_width / 2);
        const float lh = static_cast<float>(g.line_height);
        const float u = static_cast<float>(p.x) / hw + static_cast<float>(p.y) / lh;
        const float v = -static_cast<float>(p.x) / hw + static_cast<float>(p.y) / lh;
        const Hex h{static_cast<int32_t>(std::round(v / 2.0f)), static_cast<int32_t>(std::round(u / 2.0f))};
        return {h, p - g.hexPos(h)};
    }
    const float w = static_cast<float>(g.hex_width);
    const float fa = static_cast<float>(p.y) / static_cast<float>(g.line_height);
    const float fb = (static_cast<float>(p.x) - fa * (w / 2.0f)) / w;
    const float fc = -(fa + fb);
    float ra = std::round(fa);
    float rb = std::round(fb);
    const float rc = std::round(fc);
    if (ra + rb + rc != 0.0f) {
        const float ea = std::abs(ra - fa);
        const float eb = std::abs(rb - fb);
        const float ec = std::abs(rc - fc);
        if (ea > eb && ea > ec)
            ra = -rb - rc;
        else if (eb > ec)
            rb = -ra - rc;
    }
    const int64_t hw = g.hex_width / 2;
    const int64_t hq = g.hex_height / 4;
    const auto inside = [&](int32_t a, int32_t b, ipos& d) {
        d = p - ipos{a * (g.hex_width / 2) + b * g.hex_width, a * g.line_height};
        const int64_t dx = d.x;
        const int64_t dy = d.y;
        return std::abs(dx) <= hw && std::abs(dx * hq - dy * hw) <= 2 * hw * hq &&
               std::abs(dx * hq + dy * hw) <= 2 * hw * hq;
    };
    auto a = static_cast<int32_t>(ra);
    auto b = static_cast<int32_t>(rb);
    ipos d{0, 0};
    if (!inside(a, b, d)) {
        static constexpr int32_t kAround[6][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}};
        for (const auto& n : kAround) {
            ipos nd{0, 0};
            if (inside(a + n[0], b + n[1], nd)) {
                a += n[0];
                b += n[1];
                d = nd;
                break;
            }
        }
    }
    const int32_t rx = -b;
    return {Hex{rx, a - static_cast<int32_t>(fastPathFloorHalf(rx))}, d};
}

}  // namespace

TEST_CASE("geometry fast path: hexPos just inside and just outside the fast range, by hand") {
    const HexGeometry g;
    // Inside: (32767, 32767): q = 16383, 16*32767 - 32*32767 + 16*16383 = -262144, 12*(32767 + 16383) = 589800.
    CHECK(g.hexPos({32767, 32767}) == ipos{-262144, 589800});
    CHECK(g.hexPos({32767, 0}) == ipos{-786416, 196596});  // q = 16383: -32*32767 + 16*16383, 12*16383
    CHECK(g.hexPos({0, 32767}) == ipos{524272, 393204});   // 16*32767, 12*32767
    // Outside (checked path), one past each coordinate: q = 16384 -> (-32*32768 + 16*16384, 12*16384).
    CHECK(g.hexPos({32768, 0}) == ipos{-786432, 196608});
    CHECK(g.hexPos({0, 32768}) == ipos{524288, 393216});
    // Negative coordinates are outside too: floor(-1/2) = -1 -> (32 - 16, -12); (0, -1) -> (-16, -12).
    CHECK(g.hexPos({-1, 0}) == ipos{16, -12});
    CHECK(g.hexPos({0, -1}) == ipos{-16, -12});
    // The largest sizes inside: W = LH = 32767 (W/2 = 16383), hex (32767, 32767): (32767 + 16383)*16383 -
    // 32767*32767 = -268451839 and 49150*32767 = 1610498050. One past (W = LH = 32768, checked path):
    // 49150*16384 - 32767*32768 = -268435456, 49150*32768 = 1610547200.
    CHECK(fastPathGeometry(32767, 32767).hexPos({32767, 32767}) == ipos{-268451839, 1610498050});
    CHECK(fastPathGeometry(32768, 32768).hexPos({32767, 32767}) == ipos{-268435456, 1610547200});
    // A negative odd W is outside: W/2 = -16 (C division, not the shift's -17), q = 1:
    // 2*(-16) - 3*(-33) + (-16)*1 = 51, 2*5 + 5*1 = 15.
    CHECK(fastPathGeometry(-33, 5).hexPos({3, 2}) == ipos{51, 15});
}

TEST_CASE("geometry fast path: square hexPos at the fast range's edges, by hand") {
    const HexGeometry sq = squareGeometry();
    CHECK(sq.hexPos({32767, 32767}) == ipos{0, 786408});  // (0*16, 65534*12)
    CHECK(sq.hexPos({32768, 0}) == ipos{-524288, 393216});
    // W = LH = 32767 at the far corner: py = 65534*32767 = 2147352578, the largest square value inside.
    const HexGeometry big = fastPathGeometry(32767, 32767, GeometryKind::Square);
    CHECK(big.hexPos({32767, 32767}) == ipos{0, 2147352578});
    CHECK(big.hexPos({0, 32767}) == ipos{536821761, 1073676289});
    CHECK(big.hexPos({32767, 0}) == ipos{-536821761, 1073676289});
    // LH = 32768 is outside: 65535*32768 = 2147450880 still fits; 65536*32768 = 2^31 does not.
    const HexGeometry tall = fastPathGeometry(32, 32768, GeometryKind::Square);
    CHECK(tall.hexPos({32767, 32768}) == ipos{16, 2147450880});
    CHECK_THROWS_AS((void)tall.hexPos({32768, 32768}), HexGeometryOverflow);
    // LH = INT32_MIN: 1 * INT32_MIN fits; (-2^32) * INT32_MIN = 2^63 passes even int64.
    const HexGeometry low = fastPathGeometry(32, kFastMin32, GeometryKind::Square);
    CHECK(low.hexPos({0, 1}) == ipos{16, kFastMin32});
    CHECK_THROWS_AS((void)low.hexPos({kFastMin32, kFastMin32}), HexGeometryOverflow);
}

TEST_CASE("geometry fast path: hexOffset just inside and just outside the fast range, by hand") {
    const HexGeometry g;
    CHECK(g.hexOffset({0, 0}, {32767, 32767}) == ipos{-262144, 589800});
    CHECK(g.hexOffset({0, 0}, {32768, 0}) == ipos{-786432, 196608});
    CHECK(g.hexOffset({32768, 0}, {0, 0}) == ipos{786432, -196608});
    CHECK(g.hexOffset({-1, 0}, {0, 0}) == ipos{-16, 12});  // hexPos(0, 0) - hexPos(-1, 0)
    // W = LH = 32767, the extremes of the fast range: dx = -32767, dy = 32767, dq = -16383 (dy + dq = 16384):
    // 16384*16383 + 32767*32767 = 1342095361, 16384*32767 = 536854528.
    const HexGeometry big = fastPathGeometry(32767, 32767);
    CHECK(big.hexOffset({32767, 0}, {0, 32767}) == ipos{1342095361, 536854528});
    CHECK(big.hexOffset({0, 0}, {32767, 32767}) == ipos{-268451839, 1610498050});
    const HexGeometry big_square = fastPathGeometry(32767, 32767, GeometryKind::Square);
    CHECK(big_square.hexOffset({32767, 0}, {0, 32767}) == ipos{1073643522, 0});  // 65534*16383
    CHECK(big_square.hexOffset({0, 0}, {32767, 32767}) == ipos{0, 2147352578});  // 65534*32767
}

TEST_CASE("geometry fast path: the checked path returns what fits and throws where it did") {
    const HexGeometry g;
    // x*W passes int32 at x = 2^26, the result does not: q = 2^25, 16*2^25 - 32*2^26 = -1610612736, 12*2^25.
    CHECK(g.hexPos({67108863, 0}) == ipos{-1610612720, 402653172});
    CHECK(g.hexPos({67108864, 0}) == ipos{-1610612736, 402653184});
    CHECK(g.hexPos({-67108864, 0}) == ipos{1610612736, -402653184});
    CHECK(g.hexOffset({0, 0}, {67108864, 0}) == ipos{-1610612736, 402653184});
    // dx = 2^31 does not fit int32, the result does: W = 2, LH = 0, (MIN, MIN) -> (0, MAX): dy = 2^32 - 1,
    // dq = 0 - (-2^30): (2^32 - 1) - 2*2^31 + 2^30 = 2^30 - 1.
    CHECK(fastPathGeometry(2, 0).hexOffset({kFastMin32, kFastMin32}, {0, kFastMax32}) == ipos{1073741823, 0});
    // The thresholds of the existing parity tests, unchanged.
    CHECK(g.hexPos({-89478485, 0}) == ipos{2147483632, -536870916});
    CHECK_THROWS_AS((void)g.hexPos({-89478486, 0}), HexGeometryOverflow);
    CHECK(g.hexPos({0, 134217727}) == ipos{2147483632, 1610612724});
    CHECK_THROWS_AS((void)g.hexPos({0, 134217728}), HexGeometryOverflow);
    CHECK(g.hexOffset({0, 0}, {0, -134217728}) == ipos{kFastMin32, -1610612736});
    CHECK_THROWS_AS((void)g.hexOffset({0, 0}, {0, -134217729}), HexGeometryOverflow);
    CHECK_THROWS_AS((void)g.hexOffset({kFastMin32, 0}, {kFastMax32, 0}), HexGeometryOverflow);
}

TEST_CASE("geometry fast path: both paths agree with the exact values across the range's edges") {
    // Coordinates on both sides of 0 and 2^15 and at the int32 ends, for sizes on both sides of 2^15, an odd W,
    // a negative W and LH = 0: every hexPos and every hexOffset between them, against the 128-bit reference.
    const std::vector<int32_t> coords = {
        kFastMin32, kFastMin32 + 1, -32769, -32768,         -2,        -1, 0, 1, 2, 32766, 32767, 32768,
        32769,      65535,          65536,  kFastMax32 - 1, kFastMax32};
    const std::vector<HexGeometry> geometries = {
        HexGeometry{},
        squareGeometry(),
        fastPathGeometry(32767, 32767),
        fastPathGeometry(32768, 32768),
        fastPathGeometry(32767, 32768, GeometryKind::Square),
        fastPathGeometry(33, 13),
        fastPathGeometry(-33, 5),
        fastPathGeometry(2, 0),
        fastPathGeometry(kFastMax32, kFastMin32),
    };
    for (const HexGeometry& g : geometries) {
        CAPTURE(g.hex_width);
        CAPTURE(g.line_height);
        CAPTURE(geometryKindName(g.kind));
        CHECK(fastPathDisagreement(g, coords) == "");
    }
}

TEST_CASE("geometry fast path: normalizeHexOffset refuses a world point past int32 and keeps the pair") {
    const HexGeometry g;
    const MapSize map{100, 100};
    // hexPos(1, 0) = (-32, 0): -32 + INT32_MIN does not fit.
    Hex hex{1, 0};
    ipos offset{kFastMin32, 0};
    CHECK_THROWS_AS(g.normalizeHexOffset(hex, offset, map), HexGeometryOverflow);
    CHECK(hex == Hex{1, 0});
    CHECK(offset == ipos{kFastMin32, 0});
    // hexPos(0, 1) = (16, 12): 12 + (INT32_MAX - 11) does not fit.
    hex = {0, 1};
    offset = {0, kFastMax32 - 11};
    CHECK_THROWS_AS(g.normalizeHexOffset(hex, offset, map), HexGeometryOverflow);
    CHECK(hex == Hex{0, 1});
    // hexPos itself past int32, as before.
    hex = {0, 134217728};
    offset = {0, 0};
    CHECK_THROWS_AS(g.normalizeHexOffset(hex, offset, map), HexGeometryOverflow);
}

TEST_CASE("geometry fast path: normalizeHexOffset on both sides of the fast range keeps the world point") {
    // A map wider than the fast range: hexes at 32766..32769 with offsets reaching into every neighbour.
    const HexGeometry g;
    const MapSize map{40000, 40000};
    for (int32_t x = 32766; x <= 32769; ++x)
        for (int32_t y = 32766; y <= 32769; ++y)
            for (int32_t ox = -40; ox <= 40; ox += 5)
                for (int32_t oy = -30; oy <= 30; oy += 5) {
                    Hex hex{x, y};
                    ipos offset{ox, oy};
                    // The world point by hand (q = floor(x/2) >= 0 here), then the nearest hex by the reference.
                    const ipos world{16 * y - 32 * x + 16 * (x / 2) + ox, 12 * y + 12 * (x / 2) + oy};
                    const HexAndOffset expected = fastPathReferenceHexAt(g, world);
                    REQUIRE(g.normalizeHexOffset(hex, offset, map));
                    CHECK(hex == expected.hex);
                    CHECK(offset == expected.offset);
                }
}

TEST_CASE("geometry fast path: hexAt rounds halves and large values as std::round does") {
    // Small values hit exact halves (py = 6, 18, 30 give fa = k + 1/2; px = 16 with py = 0 gives fb = 1/2), the
    // powers of two reach past 2^23 (where every float is whole) in both signs. Square maps use the same rounding.
    const HexGeometry g;
    const HexGeometry sq = squareGeometry();
    std::vector<int32_t> values;
    for (int32_t k = -40; k <= 40; ++k) values.push_back(k);
    for (int shift = 4; shift <= 29; ++shift)
        for (const int32_t delta : {-17, -16, -6, -1, 0, 1, 6, 16, 17}) {
            values.push_back((int32_t{1} << shift) + delta);
            values.push_back(-(int32_t{1} << shift) + delta);
        }
    int disagreements = 0;
    for (const int32_t px : values)
        for (const int32_t py : values)
            for (const HexGeometry* geometry : {&g, &sq}) {
                const ipos p{px, py};
                const HexAndOffset ours = geometry->hexAt(p);
                const HexAndOffset reference = fastPathReferenceHexAt(*geometry, p);
                if (!(ours.hex == reference.hex) || ours.offset != reference.offset) {
                    if (disagreements == 0) {
                        CAPTURE(px);
                        CAPTURE(py);
                        CHECK(ours.hex == reference.hex);
                    }
                    ++disagreements;
                }
            }
    CHECK(disagreements == 0);
}
