// Movement displacement (§4.1, DECISIONS "Continuous movement displacement") against the
// movement_displacement vectors, and the movement part of field case R03 (no teleports, <= 1 px per tick).
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>

#include <nlohmann/json.hpp>

#include "engine/movement/moving_context.h"
#include "reference_vectors.h"

using namespace gaitlab;
using namespace gaitlab::test;

namespace {

constexpr int kE = 1;
constexpr int kW = 4;

// Walks a context tick by tick from its start time and checks that the logical hex never skips a hex and that
// the world point hexPos(hex) + HexOffset moves at most 1 px per axis per tick. Returns the last progress.
MovingProgress walkChecked(MovingContext& ctx, const HexGeometry& g, int64_t start_ms, int64_t tick_ms, ipos& world,
                           Hex& hex, int& transitions) {
    MovingProgress p;
    for (int64_t t = start_ms;; t += tick_ms) {
        ctx.updateCurrentTime(t);
        p = ctx.evaluateProgress();
        const ipos w = g.hexPos(p.hex) + p.hex_offset;
        CAPTURE(t);
        REQUIRE(std::abs(w.x - world.x) <= 1);
        REQUIRE(std::abs(w.y - world.y) <= 1);
        if (!(p.hex == hex)) {
            REQUIRE(g.distance(hex, p.hex) == 1);
            ++transitions;
        }
        world = w;
        hex = p.hex;
        if (p.completed) return p;
    }
}

}  // namespace

TEST_CASE("movement displacement: engine vectors") {
    const HexGeometry g;
    const auto& cases = vectors().at("movement_displacement");
    REQUIRE(cases.size() >= 10);
    for (const auto& c : cases) {
        CHECK(movementDisplacement(g, hexOf(c.at("start_hex")), posOf(c.at("start_hex_offset")), hexOf(c.at("cur_hex")),
                                   posOf(c.at("cur_hex_offset"))) == posOf(c.at("pos")));
    }
}

TEST_CASE("movement displacement: continuous across the hex switches of Test_Movement") {
    const HexGeometry g;
    MovingContext ctx(g, MapSize{40, 40}, 100, MovePath{{0, 0, 1, 1, 2}, {2, 4, 5}}, Hex{20, 20}, {0, 0}, {0, 0}, 0);
    // 480 ms: 1.5 steps NE = (24,-18) from the start; 720 ms: 2 NE + 0.25 E = (32+8, -24).
    ctx.updateCurrentTime(480);
    MovingProgress p = ctx.evaluateProgress();
    CHECK(movementDisplacement(g, ctx.startHex(), ctx.startOffset(), p.hex, p.hex_offset) == ipos{24, -18});
    ctx.updateCurrentTime(720);
    p = ctx.evaluateProgress();
    CHECK(movementDisplacement(g, ctx.startHex(), ctx.startOffset(), p.hex, p.hex_offset) == ipos{40, -24});
}

TEST_CASE("R03 movement: 4 hexes E at speed 80 sampled every 10 ms never skip a hex or jump a pixel") {
    const HexGeometry g;
    const MapSize map{40, 40};
    MovingContext ctx(g, map, 80, MovePath{{kE, kE, kE, kE}, {4}}, Hex{10, 10}, {0, 0}, {0, 0}, 0);
    CHECK(ctx.wholeTime() == doctest::Approx(1600.0).epsilon(1e-5));  // 4 x 32 px / 80 px/s = 400 ms per hex
    ipos world = g.hexPos({10, 10});
    Hex hex{10, 10};
    int transitions = 0;
    const MovingProgress last = walkChecked(ctx, g, 0, 10, world, hex, transitions);
    CHECK(transitions == 4);
    Hex expected{10, 10};
    for (int i = 0; i < 4; ++i) expected = g.stepUnsafe(expected, kE);
    CHECK(last.hex == expected);
    CHECK(last.hex_offset == ipos{0, 0});
    CHECK(world == g.hexPos({10, 10}) + ipos{128, 0});
}

TEST_CASE("R03 movement: reversing to 4 hexes W mid-hex continues from the same pixel and ends 4 hexes W") {
    const HexGeometry g;
    const MapSize map{40, 40};
    MovingContext east(g, map, 80, MovePath{{kE, kE, kE, kE}, {4}}, Hex{10, 10}, {0, 0}, {0, 0}, 0);
    ipos world = g.hexPos({10, 10});
    Hex hex{10, 10};
    int transitions = 0;
    for (int64_t t = 0; t <= 1000; t += 10) {
        east.updateCurrentTime(t);
        const MovingProgress p = east.evaluateProgress();
        REQUIRE(std::abs(g.hexPos(p.hex).x + p.hex_offset.x - world.x) <= 1);
        if (!(p.hex == hex)) REQUIRE(g.distance(hex, p.hex) == 1);
        world = g.hexPos(p.hex) + p.hex_offset;
        hex = p.hex;
    }
    // Tick 100 (1000 ms) is 2.5 hexes along: the logical hex is the third E hex (switched at 2.5 by rounding).
    const MovingProgress at_reversal = east.evaluateProgress();
    CHECK(world == g.hexPos({10, 10}) + ipos{80, 0});
    east.complete(false);

    MovingContext west(g, map, 80, MovePath{{kW, kW, kW, kW}, {4}}, at_reversal.hex, at_reversal.hex_offset, {0, 0},
                       1000);
    const MovingProgress last = walkChecked(west, g, 1010, 10, world, hex, transitions);
    Hex expected = at_reversal.hex;
    for (int i = 0; i < 4; ++i) expected = g.stepUnsafe(expected, kW);
    CHECK(last.hex == expected);
    CHECK(last.hex_offset == ipos{0, 0});
    CHECK(g.distance(at_reversal.hex, last.hex) == 4);
}
