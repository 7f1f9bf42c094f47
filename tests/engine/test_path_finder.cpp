// Breadth-first path finding on a HexMap and control steps for MovingContext.
#include <doctest/doctest.h>

#include "engine/hex/path_finder.h"
#include "engine/movement/moving_context.h"

using namespace gaitlab;

namespace {

constexpr int kHexNE = 0, kHexE = 1, kHexSE = 2, kHexW = 4;

// Walks a path with stepUnsafe, requiring every hex to be movable; returns the final hex.
Hex walk(const HexGeometry& g, const HexMap& map, Hex from, const MovePath& path) {
    Hex h = from;
    for (const uint8_t d : path.steps) {
        h = g.stepUnsafe(h, d);
        REQUIRE(map.movable(h));
    }
    return h;
}

// Control steps computed by hand: the cumulative count at every position where the direction changes.
std::vector<uint16_t> expectedControl(const std::vector<uint8_t>& steps) {
    std::vector<uint16_t> out;
    for (size_t i = 0; i < steps.size(); ++i)
        if (i + 1 == steps.size() || steps[i + 1] != steps[i]) out.push_back(static_cast<uint16_t>(i + 1));
    return out;
}

}  // namespace

TEST_CASE("path finder: controlStepsFor splits runs of equal directions") {
    CHECK(controlStepsFor({}).empty());
    CHECK(controlStepsFor({kHexE}) == std::vector<uint16_t>{1});
    CHECK(controlStepsFor({kHexE, kHexE, kHexSE}) == std::vector<uint16_t>{2, 3});
    CHECK(controlStepsFor({kHexNE, kHexNE, kHexE, kHexE, kHexSE}) == std::vector<uint16_t>{2, 4, 5});
    CHECK(controlStepsFor({kHexE, kHexSE, kHexE}) == std::vector<uint16_t>{1, 2, 3});
}

TEST_CASE("path finder: a straight line is one segment") {
    const HexGeometry g;
    const HexMap map = makeHexMap("empty", MapSize{30, 30}, {"grass"});
    Hex to{10, 10};
    for (int i = 0; i < 6; ++i) to = g.stepUnsafe(to, kHexE);
    const auto path = findPath(g, map, {10, 10}, to);
    REQUIRE(path.has_value());
    CHECK(path->steps == std::vector<uint8_t>(6, kHexE));
    CHECK(path->control_steps == std::vector<uint16_t>{6});
}

TEST_CASE("path finder: goes around a wall and never enters a blocked hex") {
    const HexGeometry g;
    HexMap map = makeHexMap("wall", MapSize{30, 30}, {"grass"});
    // A wall of 7 hexes crossing the straight E line from (10,10), centred on its third hex.
    Hex centre{10, 10};
    for (int i = 0; i < 3; ++i) centre = g.stepUnsafe(centre, kHexE);
    map.setBlocked(centre, true);
    Hex up = centre, down = centre;
    for (int i = 0; i < 3; ++i) {
        up = g.stepUnsafe(up, kHexNE);
        down = g.stepUnsafe(down, 3);  // SW, the other end of the same wall line
        map.setBlocked(up, true);
        map.setBlocked(down, true);
    }
    Hex to{10, 10};
    for (int i = 0; i < 6; ++i) to = g.stepUnsafe(to, kHexE);
    const auto path = findPath(g, map, {10, 10}, to);
    REQUIRE(path.has_value());
    CHECK(walk(g, map, {10, 10}, *path) == to);
    CHECK(path->steps.size() > 6);
    CHECK(path->control_steps == expectedControl(path->steps));
    CHECK(path->control_steps.size() >= 2);
    // Deterministic: the same query gives the same path.
    CHECK(findPath(g, map, {10, 10}, to)->steps == path->steps);
}

TEST_CASE("path finder: unreachable, blocked, outside and identical targets give nullopt") {
    const HexGeometry g;
    HexMap map = makeHexMap("ring", MapSize{20, 20}, {"grass"});
    const Hex target{10, 10};
    for (int d = 0; d < 6; ++d) map.setBlocked(g.stepUnsafe(target, d), true);
    CHECK_FALSE(findPath(g, map, {2, 2}, target).has_value());                       // enclosed by a ring
    CHECK_FALSE(findPath(g, map, {2, 2}, g.stepUnsafe(target, kHexE)).has_value());  // blocked target
    CHECK_FALSE(findPath(g, map, {2, 2}, {20, 5}).has_value());                      // outside
    CHECK_FALSE(findPath(g, map, {2, 2}, {2, 2}).has_value());                       // already there
    CHECK_FALSE(findPath(g, map, {-1, 2}, {2, 2}).has_value());                      // start outside
    CHECK(findPath(g, map, {2, 2}, {15, 15}).has_value());
}

TEST_CASE("path finder: length equals distance on an empty map and paths feed MovingContext") {
    const HexGeometry g;
    const HexMap map = makeHexMap("empty", MapSize{24, 24}, {"grass"});
    const Hex from{11, 12};
    int checked = 0;
    for (int x = 0; x < 24; x += 3)
        for (int y = 0; y < 24; y += 2) {
            const Hex to{x, y};
            if (to == from) continue;
            const auto path = findPath(g, map, from, to);
            REQUIRE(path.has_value());
            CHECK(static_cast<int>(path->steps.size()) == g.distance(from, to));
            CHECK(walk(g, map, from, *path) == to);
            CHECK(path->control_steps == expectedControl(path->steps));
            const MovingContext ctx(g, map.size, 100, *path, from, {0, 0}, {0, 0}, 0);
            CHECK(ctx.endHex() == to);
            ++checked;
        }
    CHECK(checked == 8 * 12);  // x = 0,3..21 and y = 0,2..22; `from` is not on that grid
}

TEST_CASE("path finder: corner to corner on a 200x200 map with a long wall") {
    const HexGeometry g;
    HexMap map = makeHexMap("big", MapSize{200, 200}, {"grass"});
    for (int y = 0; y < 199; ++y) map.setBlocked({100, y}, true);  // gap only at the bottom row
    const auto path = findPath(g, map, {0, 0}, {199, 0});
    REQUIRE(path.has_value());
    CHECK(walk(g, map, {0, 0}, *path) == Hex{199, 0});
    CHECK(path->steps.size() > 300);
    CHECK(path->control_steps == expectedControl(path->steps));
    CHECK(path->control_steps.back() == path->steps.size());
}
