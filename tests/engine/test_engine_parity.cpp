// Engine-parity fixes with independently derived vectors: the degrees-per-radian constant (§1.7, D2), the
// unwrapped hexDir angle and its exact bucket ties (§1.6, D2), overflow-free hexOffset / hexPos (§1.4), and
// the int64 fast path of the phase transfer (§4.5, D2).
//
// Where the expected numbers come from: the float angles were computed by a standalone program that
// replicates the engine's float32 arithmetic (RAD_TO_DEG_FLOAT = 180.0f / float(pi), GetHexDir without a
// wrap) side by side with the previous gaitlab arithmetic (57.29577951f, wrapped); the boundary rules are
// derived from the §1.6 formula and the integer cases by hand from the §1.2 / §1.3 / §1.4 formulas; the
// transfer reference is the engine's rdiv formula (n + floor(d/2)) / d evaluated in 128 bits in this file.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <random>
#include <vector>

#include "engine/hex/hex_geometry.h"
#include "engine/movement/moving_context.h"
#include "engine/sprite/walk_aligner.h"
#include "reference_vectors.h"

using namespace gaitlab;
using namespace gaitlab::test;

namespace {

constexpr int32_t kMin32 = std::numeric_limits<int32_t>::min();
constexpr int32_t kMax32 = std::numeric_limits<int32_t>::max();
constexpr int64_t kMax64 = std::numeric_limits<int64_t>::max();

struct LineCase {
    ipos vec;
    float engine_angle;  // the engine's float32 GetLineDirAngle
    int engine_mdir;     // round(angle) mod 360, the engine's movement direction
    int previous_mdir;   // what the 57.29577951f literal gave (1 degree off)
};

// All 44 of the 9,006,001 vectors with |x|, |y| <= 1500 whose whole-degree direction changes with the
// constant: each engine angle sits on an exact .5 (or the float just below it) that the other constant moves
// across the rounding boundary.
const std::vector<LineCase> kConstantSensitive = {
    {{-1468, 524}, 230.499985f, 230, 231},
    {{-1452, -1026}, 328.5f, 329, 328},
    {{-1271, -1472}, 339.5f, 340, 339},
    {{-1226, 1113}, 205.499985f, 205, 206},
    {{-1210, -855}, 328.5f, 329, 328},
    {{-1177, 800}, 212.499985f, 212, 213},
    {{-1101, 393}, 230.499985f, 230, 231},
    {{-1095, -29}, 273.5f, 274, 273},
    {{-1094, 910}, 207.499985f, 207, 208},
    {{-1051, 362}, 231.499985f, 231, 232},
    {{-1010, -773}, 330.5f, 331, 330},
    {{-968, -684}, 328.5f, 329, 328},
    {{-941, 113}, 254.499985f, 254, 255},
    {{-940, -221}, 298.5f, 299, 298},
    {{-734, 262}, 230.499985f, 230, 231},
    {{-726, -513}, 328.5f, 329, 328},
    {{-639, 1360}, 191.499985f, 191, 192},
    {{-547, 455}, 207.499985f, 207, 208},
    {{-484, -342}, 328.5f, 329, 328},
    {{-451, 1167}, 189.499985f, 189, 190},
    {{-446, -1042}, 349.5f, 350, 349},
    {{-367, 131}, 230.499985f, 230, 231},
    {{-332, -1493}, 354.5f, 355, 354},
    {{-242, -171}, 328.5f, 329, 328},
    {{-223, -521}, 349.5f, 350, 349},
    {{-138, 977}, 183.499985f, 183, 184},
    {{-113, -800}, 356.5f, 357, 356},
    {{-97, -962}, 357.5f, 358, 357},
    {{-85, 843}, 182.499985f, 182, 183},
    {{-21, 1042}, 180.499985f, 180, 181},
    {{21, -1042}, 0.5f, 1, 0},
    {{302, 875}, 171.499985f, 171, 172},
    {{373, 148}, 132.499985f, 132, 133},
    {{588, 719}, 160.499985f, 160, 161},
    {{638, -469}, 30.5f, 31, 30},
    {{639, -1360}, 11.5f, 12, 11},
    {{746, 296}, 132.499985f, 132, 133},
    {{826, 1383}, 165.499985f, 165, 166},
    {{943, 896}, 155.499985f, 155, 156},
    {{1119, 444}, 132.499985f, 132, 133},
    {{1160, 429}, 130.499985f, 130, 131},
    {{1176, 1438}, 160.499985f, 160, 161},
    {{1276, -938}, 30.5f, 31, 30},
    {{1492, 592}, 132.499985f, 132, 133},
};

// Enumerates the pairs of the measured domain: from (1000,1000) and (1001,1000) (both x parities) to every
// hex with |dx|, |dy| <= 700 (2 x 1401^2 = 3,925,602 pairs).
template <typename F>
void forEachDomainPair(F&& f) {
    for (const int fx : {1000, 1001})
        for (int tx = 300; tx <= 1700; ++tx)
            for (int ty = 300; ty <= 1700; ++ty) f(Hex{fx, 1000}, Hex{tx, ty});
}

// The engine's rdiv of §4.5, in 128 bits: n >= 0 ? (n + floor(d/2)) / d : -((-n + floor(d/2)) / d).
__extension__ typedef __int128 Int128;
int64_t engineRdiv128(Int128 n, int64_t d) {
    const Int128 half = d / 2;
    return static_cast<int64_t>(n >= 0 ? (n + half) / d : -((-n + half) / d));
}
int64_t referenceScale(int64_t cp, int32_t t, int64_t tt) { return engineRdiv128(static_cast<Int128>(cp) * t, tt); }
bool productFitsInt64(int64_t cp, int32_t t) {
    const Int128 n = static_cast<Int128>(cp) * t;
    return n >= std::numeric_limits<int64_t>::min() && n <= kMax64;
}
// floor(INT64_MAX / |t|) for t != 0: the largest cp whose product with t cannot overflow.
Int128 productLimit(int32_t t) { return static_cast<Int128>(kMax64) / (t < 0 ? -static_cast<Int128>(t) : t); }

}  // namespace

// ---- §1.7: the degrees-per-radian constant ------------------------------------------------------------

TEST_CASE("engine parity §1.7: lineDirAngle uses 180.0f / float(pi)") {
    const HexGeometry g;
    // The example of the measurement: 11.5 exactly in the engine (rounds to 12), 11.4999924 before.
    CHECK(g.lineDirAngle({639, -1360}) == 11.5f);
    // §1.7: the six step vectors map exactly to 30, 90, ..., 330 (the NE one was 29.9999962 before).
    const float steps[6] = {30.0f, 90.0f, 150.0f, 210.0f, 270.0f, 330.0f};
    for (int d = 0; d < kHexDirCount; ++d) {
        CAPTURE(d);
        CHECK(g.lineDirAngle(g.stepVector(d)) == steps[d]);
    }
    // The engine's line_dir vectors are printed to 6 decimals; the engine constant reproduces every one to
    // that precision (the old literal missed 8 of 20 in the sixth digit, e.g. (-64,-4): 278.213196).
    for (const auto& c : vectors().at("line_dir")) {
        const ipos v = posOf(c.at("vec"));
        CAPTURE(v.x);
        CAPTURE(v.y);
        CHECK(std::abs(static_cast<double>(g.lineDirAngle(v)) - c.at("angle").get<double>()) <= 5.1e-7);
    }
    CHECK(g.lineDirAngle({-64, -4}) == 278.213226f);
    CHECK(g.lineDirAngle({-52, -45}) == 333.417999f);
}

TEST_CASE("engine parity §1.7: the 44 constant-sensitive movement directions") {
    const HexGeometry g;
    REQUIRE(kConstantSensitive.size() == 44);
    for (const LineCase& c : kConstantSensitive) {
        CAPTURE(c.vec.x);
        CAPTURE(c.vec.y);
        const float angle = g.lineDirAngle(c.vec);
        CHECK(angle == c.engine_angle);
        const int mdir = static_cast<int>(std::lround(angle)) % 360;
        CHECK(mdir == c.engine_mdir);
        CHECK(mdir != c.previous_mdir);
    }
}

TEST_CASE("engine parity §1.7: MovingContext forms the whole-degree direction from the engine angle") {
    // One E step (32,0) plus an end offset gives exactly the wanted segment vector (start offset 0); the
    // direction is round(lineDirAngle(segment)) mod 360 (§3.5).
    auto progress = [](ipos vec) {
        const MovingContext ctx(HexGeometry{}, MapSize{200, 200}, 100, MovePath{{1}, {1}}, Hex{100, 100}, ipos{0, 0},
                                vec - ipos{32, 0}, 0);
        return ctx.evaluateProgress();
    };
    const MovingProgress p = progress({639, -1360});
    CHECK(p.dir_angle == 12);  // 11 before the fix
    CHECK(p.hdir == 0);
    CHECK(progress({-1468, 524}).dir_angle == 230);    // 230.499985: 231 before
    CHECK(progress({-1452, -1026}).dir_angle == 329);  // 328.5: 328 before
    CHECK(progress({21, -1042}).dir_angle == 1);       // 0.5: 0 before
    CHECK(progress({-21, 1042}).dir_angle == 180);     // 180.499985: 181 before
    CHECK(progress({-21, 1042}).hdir == 3);
}

// ---- §1.6: hexDir on exact bucket boundaries -----------------------------------------------------------

TEST_CASE("engine parity §1.6: hexDir examples on exact boundaries") {
    const HexGeometry g;
    // ny = +0, nx < 0: atan2 = float(pi), 180 + 180 = exactly 360, not wrapped -> ">= 300" = E.
    CHECK(g.hexDir({1000, 1000}, {998, 1000}) == 1);
    CHECK(g.hexDir({1001, 1000}, {999, 1000}) == 1);
    CHECK(g.hexDir({7, 3}, {1, 3}) == 1);
    CHECK(g.hexDir({0, 0}, {-2, 0}) == 1);
    // Exactly -120 degrees (e.g. nx = -312, ny = -312*sqrt3): the engine's float angle is exactly 60 -> NW.
    CHECK(g.hexDir({1000, 1000}, {896, 844}) == 5);
    CHECK(g.hexDir({1000, 1000}, {538, 307}) == 5);
    CHECK(g.hexDir({1000, 1000}, {998, 997}) == 5);
    // The other exact boundaries were already right and stay so: 120 -> W, 180 -> SW, 240 -> SE, 300 -> E.
    CHECK(g.hexDir({1000, 1000}, {1002, 997}) == 4);
    CHECK(g.hexDir({1000, 1000}, {1002, 1000}) == 3);
    CHECK(g.hexDir({1000, 1000}, {1002, 1003}) == 2);
    CHECK(g.hexDir({1000, 1000}, {998, 1003}) == 1);
    // Identical hexes: atan2(0, 0) = 0 -> 180 -> SW (3), as before, also at the int32 edge.
    CHECK(g.hexDir({1000, 1000}, {1000, 1000}) == 3);
    CHECK(g.hexDir({kMin32, kMin32}, {kMin32, kMin32}) == 3);
}

TEST_CASE("engine parity §1.6: every exact 60 and 360 degree pair of the measured domain") {
    const HexGeometry g;
    // In real numbers nx = 3*dx and ny = sqrt3*m with m = 2*dy - (|tx%2| - |fx%2|). The direction is exactly
    // -120 degrees (a = 60, bucket NW) when dx < 0 and m = 3*dx, and exactly 180 (a = 360, E) when dx < 0 and
    // m = 0. The engine's float angle lands exactly on 60.0 / 360.0 for all of them.
    int on60 = 0;
    int on360 = 0;
    int wrong = 0;
    forEachDomainPair([&](Hex from, Hex to) {
        const int64_t dx = to.x - from.x;
        const int64_t m = 2 * static_cast<int64_t>(to.y - from.y) - (std::abs(to.x % 2) - std::abs(from.x % 2));
        if (dx < 0 && m == 3 * dx) {
            ++on60;
            if (g.hexDir(from, to) != 5) ++wrong;
        } else if (dx < 0 && m == 0) {
            ++on360;
            if (g.hexDir(from, to) != 1) ++wrong;
        }
    });
    // 933 + 700 = the 1,633 of 3,925,602 pairs that differed before the fix (all of them on these lines).
    CHECK(on60 == 933);
    CHECK(on360 == 700);
    CHECK(wrong == 0);
}

TEST_CASE("engine parity §1.6: hexDir still matches the engine's distance_dir vectors") {
    const HexGeometry g;
    for (const auto& c : vectors().at("distance_dir")) {
        const Hex from = hexOf(c.at("from"));
        const Hex to = hexOf(c.at("to"));
        const int dir = c.at("hex_dir").get<int>();
        CAPTURE(from.x);
        CAPTURE(from.y);
        CAPTURE(to.x);
        CAPTURE(to.y);
        CHECK(g.hexDir(from, to) == (dir == -1 ? 3 : dir));  // -1: identical hexes, the engine gives SW
    }
}

// ---- §1.4: hexOffset / hexPos for extreme coordinates --------------------------------------------------

TEST_CASE("engine parity §1.4: hexOffset at INT32_MIN and INT32_MAX does not overflow") {
    const HexGeometry g;
    // One step from the extreme columns: the §1.3 pixel steps (x parity from C remainder; INT32_MIN is even).
    CHECK(g.hexOffset({kMin32, 0}, {kMin32, 0}) == ipos{0, 0});
    CHECK(g.hexOffset({kMin32, 0}, {kMin32 + 1, 0}) == ipos{-32, 0});    // W from even x
    CHECK(g.hexOffset({kMin32, 0}, {kMin32 + 1, 1}) == ipos{-16, 12});   // SW from even x
    CHECK(g.hexOffset({kMin32, 0}, {kMin32, 1}) == ipos{16, 12});        // SE
    CHECK(g.hexOffset({kMin32 + 1, 0}, {kMin32, 0}) == ipos{32, 0});     // E from odd x
    CHECK(g.hexOffset({kMax32, 0}, {kMax32 - 1, -1}) == ipos{16, -12});  // NE from odd x
    CHECK(g.hexOffset({kMax32, 0}, {kMax32 - 1, 0}) == ipos{32, 0});     // E from odd x
    CHECK(g.hexOffset({0, kMin32}, {0, kMin32 + 1}) == ipos{16, 12});
    CHECK(g.hexOffset({0, kMax32}, {0, kMax32 - 1}) == ipos{-16, -12});
    // (MIN,5) -> (MIN+2,3): dx = 2, dy = -2, dq = 1: (-2*16 - 2*32 + 16, -2*12 + 12) = (-80, -12).
    CHECK(g.hexOffset({kMin32, 5}, {kMin32 + 2, 3}) == ipos{-80, -12});
    // Results at the int32 limits: dy = -134217728 gives x = -2^31 exactly, y = -1610612736.
    CHECK(g.hexOffset({0, 0}, {0, -134217728}) == ipos{kMin32, -1610612736});
    CHECK(g.hexOffset({0, 0}, {0, 134217727}) == ipos{2147483632, 1610612724});
    // Results that do not fit int32 throw instead of wrapping.
    CHECK_THROWS_AS((void)g.hexOffset({0, 0}, {0, 134217728}), HexGeometryOverflow);
    CHECK_THROWS_AS((void)g.hexOffset({0, 0}, {0, -134217729}), HexGeometryOverflow);
    CHECK_THROWS_AS((void)g.hexOffset({kMin32, 0}, {kMax32, 0}), HexGeometryOverflow);
    CHECK_THROWS_AS((void)g.hexOffset({kMax32, kMax32}, {kMin32, kMin32}), HexGeometryOverflow);
}

TEST_CASE("engine parity §1.4: hexOffset depends only on dx, dy and the parity of from.x") {
    // §1.4 closed form: an even shift of both x (and any shift of both y) leaves the offset unchanged, so
    // offsets near the int32 edges equal hexPos differences of small hexes (§1.2, checked by the engine's
    // hex_pos vectors).
    const HexGeometry g;
    for (int fx = 0; fx <= 3; ++fx)
        for (int fy = 0; fy <= 3; ++fy)
            for (int tx = 0; tx <= 7; ++tx)
                for (int ty = 0; ty <= 7; ++ty) {
                    const ipos expected = g.hexPos({tx, ty}) - g.hexPos({fx, fy});
                    for (const int64_t base : {int64_t{kMin32}, int64_t{kMax32} - 8}) {
                        const int32_t sx = static_cast<int32_t>(base - (base % 2 != 0 ? 1 : 0));  // even
                        const int32_t sy = static_cast<int32_t>(base);
                        const Hex from{sx + fx, sy + fy};
                        const Hex to{sx + tx, sy + ty};
                        CAPTURE(from.x);
                        CAPTURE(to.x);
                        CHECK(g.hexOffset(from, to) == expected);
                    }
                }
    // And the existing engine vectors.
    for (const auto& c : vectors().at("hex_offset"))
        CHECK(g.hexOffset(hexOf(c.at("from")), hexOf(c.at("to"))) == posOf(c.at("offset")));
}

TEST_CASE("engine parity §1.4: hexPos and floor(x/2) at the int32 edges") {
    const HexGeometry g;
    // floor(x/2) with negative odd x: hexPos(-1, 0) = (32 + 16*(-1), 12*(-1)).
    CHECK(g.hexPos({-1, 0}) == ipos{16, -12});
    // x = -89478485 (odd): 89478485*32 + 16*(-44739243) = 2147483632, 12*(-44739243) = -536870916 (fits).
    CHECK(g.hexPos({-89478485, 0}) == ipos{2147483632, -536870916});
    // x = -89478486: 2863311552 - 715827888 = 2147483664 > INT32_MAX.
    CHECK_THROWS_AS((void)g.hexPos({-89478486, 0}), HexGeometryOverflow);
    // INT32_MIN: 2^36 - 2^34 does not fit; floor(INT32_MIN / 2) itself is formed without overflow (the
    // one-step offsets from INT32_MIN above use it).
    CHECK_THROWS_AS((void)g.hexPos({kMin32, 0}), HexGeometryOverflow);
    CHECK(g.hexPos({0, 134217727}) == ipos{2147483632, 1610612724});
    CHECK_THROWS_AS((void)g.hexPos({0, 134217728}), HexGeometryOverflow);
}

// ---- §4.5 / D2: the phase-transfer fast path ----------------------------------------------------------

TEST_CASE("engine parity §4.5 D2: scaleWalkPhase hand-derived halves across the int64 boundary") {
    const int64_t tt = int64_t{1} << 62;
    const int64_t cp = int64_t{1} << 61;      // phase 1/2
    CHECK(scaleWalkPhase(cp, 3, tt) == 2);    // 3*2^61 fits int64: 1.5 -> 2
    CHECK(scaleWalkPhase(cp, -3, tt) == -2);  // -1.5 -> -2
    CHECK(scaleWalkPhase(cp, 5, tt) == 3);    // 5*2^61 > INT64_MAX (128-bit path): 2.5 -> 3
    CHECK(scaleWalkPhase(cp, -5, tt) == -3);
    CHECK(scaleWalkPhase(cp, -4, tt) == -2);  // -4*2^61 = INT64_MIN exactly: fits, exact -2
    CHECK(scaleWalkPhase(cp, 4, tt) == 2);    // 4*2^61 = 2^63: just past INT64_MAX
    // cp = 2^32, t = INT32_MIN: the product is exactly INT64_MIN; tt = 2^33 -> -2^30 (phase 1/2 of -2^31).
    CHECK(scaleWalkPhase(int64_t{1} << 32, kMin32, int64_t{1} << 33) == -(int64_t{1} << 30));
    // The largest tt and cp: (2^63 - 2) / (2^63 - 1) of INT32_MAX rounds to INT32_MAX.
    CHECK(scaleWalkPhase(kMax64 - 1, kMax32, kMax64) == kMax32);
    CHECK(scaleWalkPhase(kMax64 - 1, kMin32, kMax64) == kMin32);
    CHECK(scaleWalkPhase(0, kMin32, kMax64) == 0);
    CHECK(scaleWalkPhase(0, kMax32, 1) == 0);  // tt = 1 forces cp = 0
    CHECK_THROWS_AS((void)scaleWalkPhase(5, 1, 5), std::invalid_argument);
    CHECK_THROWS_AS((void)scaleWalkPhase(-1, 1, 5), std::invalid_argument);
    CHECK_THROWS_AS((void)scaleWalkPhaseWide(0, 1, 0), std::invalid_argument);
}

TEST_CASE("engine parity §4.5 D2: fast path equals the 128-bit path and the engine rdiv on edge values") {
    const std::vector<int32_t> ts = {kMin32, kMin32 + 1, -1000000007, -65536, -3,    -2,        -1,         0,
                                     1,      2,          3,           7,      65535, 999999937, kMax32 - 1, kMax32};
    const std::vector<int64_t> tts = {1,
                                      2,
                                      3,
                                      4,
                                      1023,
                                      1024,
                                      1586,
                                      int64_t{1} << 31,
                                      (int64_t{1} << 32) + 1,
                                      int64_t{1} << 33,
                                      4611686014132420609LL /* (2^31-1)^2 */,
                                      int64_t{1} << 62,
                                      kMax64 / 3,
                                      (kMax64 / 2) + 1,
                                      kMax64 - 1,
                                      kMax64};
    int fast = 0;
    int wide = 0;
    for (const int64_t tt : tts) {
        for (const int32_t t : ts) {
            std::vector<Int128> cps = {0, 1, 2, tt / 2 - 1, tt / 2, tt / 2 + 1, tt - 2, tt - 1};
            if (t != 0) {
                // Around the int64 overflow boundary of cp * t (and 2^63 / |t| for the INT64_MIN side).
                for (int k = -2; k <= 2; ++k) cps.push_back(productLimit(t) + k);
                if (t < 0) cps.push_back((static_cast<Int128>(1) << 63) / -static_cast<Int128>(t));
            }
            for (const Int128 wide_cp : cps) {
                if (wide_cp < 0 || wide_cp >= tt) continue;
                const int64_t cp = static_cast<int64_t>(wide_cp);
                CAPTURE(cp);
                CAPTURE(t);
                CAPTURE(tt);
                const int64_t expected = referenceScale(cp, t, tt);
                CHECK(scaleWalkPhase(cp, t, tt) == expected);
                CHECK(scaleWalkPhaseWide(cp, t, tt) == expected);
                ++(productFitsInt64(cp, t) ? fast : wide);
            }
        }
    }
    CHECK(fast > 500);  // both paths really exercised
    CHECK(wide > 300);
}

TEST_CASE("engine parity §4.5 D2: fast path equals the 128-bit path on random inputs") {
    std::mt19937_64 rng(20240611);
    auto bits = [&](int n) { return n >= 63 ? rng() >> 1 : rng() & ((uint64_t{1} << n) - 1); };
    int fast = 0;
    int wide = 0;
    int mismatches = 0;
    for (int i = 0; i < 200000; ++i) {
        const uint64_t raw_tt = bits(1 + static_cast<int>(rng() % 63));
        const int64_t tt = raw_tt == 0 ? 1 : static_cast<int64_t>(raw_tt);  // 1 .. 2^63 - 1
        int32_t t = static_cast<int32_t>(bits(static_cast<int>(rng() % 32)));
        if (rng() & 1) t = t == 0 ? kMin32 : -t;
        int64_t cp = static_cast<int64_t>(rng() % static_cast<uint64_t>(tt));
        if (i % 4 == 0 && t != 0) {
            // Aim at the boundary |cp * t| ~ 2^63.
            const Int128 aimed = productLimit(t) + static_cast<Int128>(rng() % 5) - 2;
            if (aimed >= 0 && aimed < tt) cp = static_cast<int64_t>(aimed);
        }
        if (i % 16 == 1 && tt % 2 == 0) cp = tt / 2;  // exact half when t is odd
        const int64_t expected = referenceScale(cp, t, tt);
        if (scaleWalkPhase(cp, t, tt) != expected || scaleWalkPhaseWide(cp, t, tt) != expected) {
            if (++mismatches <= 5) {
                CAPTURE(cp);
                CAPTURE(t);
                CAPTURE(tt);
                FAIL_CHECK("scaleWalkPhase differs from the engine rdiv");
            }
        }
        ++(productFitsInt64(cp, t) ? fast : wide);
    }
    CHECK(mismatches == 0);
    CHECK(fast > 50000);
    CHECK(wide > 20000);
}

TEST_CASE("engine parity §4.5 D2: transferWalkPhase near the int64 product boundary") {
    // T_old = (a, 0), TT_old = a^2 ~ 2^62; pos - anchor = (r, 0) gives cp_old = r*a. With |T_new.x| = 3 the
    // product 3*r*a crosses INT64_MAX at r ~ 1431655766; expected anchor = pos - rdiv(cp_old * T_new, TT_old).
    const int32_t a = kMax32;
    const WalkCycle old_cycle = WalkCycle::fromDeltas({{a, 0}});
    REQUIRE(old_cycle.total_dot_total == 4611686014132420609LL);
    const int64_t boundary = kMax64 / 3 / a;  // largest r with 3*r*a <= INT64_MAX
    for (const ipos t_new : {ipos{3, -3}, ipos{3, 1}, ipos{-3, 2}}) {
        const WalkCycle new_cycle = WalkCycle::fromDeltas({t_new});
        for (int64_t r = boundary - 3; r <= boundary + 3; ++r) {
            const int64_t cp = r * a;  // < a^2, so already wrapped
            const ipos pos{static_cast<int32_t>(r), 5};
            const ipos expected{static_cast<int32_t>(r - referenceScale(cp, t_new.x, old_cycle.total_dot_total)),
                                static_cast<int32_t>(5 - referenceScale(cp, t_new.y, old_cycle.total_dot_total))};
            CAPTURE(r);
            CHECK(productFitsInt64(cp, t_new.x) == (r <= boundary));
            CHECK(transferWalkPhase(old_cycle, {0, 0}, new_cycle, pos) == expected);
        }
    }
    // Hand value: r = a - 1 (cp = a^2 - a), T_new = (3, 0): 3*(a-1)/a = 2.9999999986 -> 3; anchor x = r - 3.
    CHECK(transferWalkPhase(old_cycle, {0, 0}, WalkCycle::fromDeltas({{3, 0}}), {a - 1, 0}) == ipos{a - 4, 0});
    // The engine's transfer vectors (all on the fast path) keep passing.
    for (const auto& c : vectors().at("transfer_phase")) {
        if (c.at("has_old").get<int>() != 1) continue;
        const WalkCycle o = WalkCycle::fromDeltas(deltasOf(c.at("old_deltas")));
        const WalkCycle n = WalkCycle::fromDeltas(deltasOf(c.at("new_deltas")));
        CHECK(transferWalkPhase(o, posOf(c.at("old_anchor")), n, posOf(c.at("pos"))) == posOf(c.at("new_anchor")));
    }
}
