// NormalizeHexOffset (§2, D5) against the normalize_hex_offset and normalize_test_geometry
// vectors, including whether the passability predicate was consulted.
#include <doctest/doctest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "engine/hex/hex_geometry.h"
#include "reference_vectors.h"

using namespace gaitlab;
using namespace gaitlab::test;

namespace {

// Runs one vector case; predicate codes: 0 none, 1 always movable, 2 never, 3 movable unless in `blocked`,
// 4 rejects the east neighbour (99,101) of (100,100).
void checkCase(const nlohmann::json& c) {
    const HexGeometry g;
    const MapSize map{c.at("map_size")[0].get<int>(), c.at("map_size")[1].get<int>()};
    const int code = c.at("predicate").get<int>();
    std::vector<Hex> blocked;
    if (c.contains("blocked"))
        for (const auto& b : c.at("blocked")) blocked.push_back(hexOf(b));
    bool called = false;
    const HexPredicate predicate = [&](Hex h) {
        called = true;
        switch (code) {
        case 1: return true;
        case 2: return false;
        case 3: return std::find(blocked.begin(), blocked.end(), h) == blocked.end();
        default: return !(h == Hex{99, 101});
        }
    };
    Hex hex = hexOf(c.at("hex"));
    ipos offset = posOf(c.at("hex_offset"));
    CAPTURE(hex.x);
    CAPTURE(hex.y);
    CAPTURE(offset.x);
    CAPTURE(offset.y);
    CAPTURE(code);
    const bool ok = g.normalizeHexOffset(hex, offset, map, code == 0 ? nullptr : &predicate);
    CHECK(ok == (c.at("ok").get<int>() == 1));
    CHECK(hex == hexOf(c.at("out_hex")));
    CHECK(offset == posOf(c.at("out_offset")));
    CHECK(called == (c.at("predicate_called").get<int>() == 1));
}

}  // namespace

TEST_CASE("normalizeHexOffset: engine vectors including predicate calls") {
    const auto& cases = vectors().at("normalize_hex_offset");
    REQUIRE(cases.size() > 50);
    for (const auto& c : cases) checkCase(c);
}

TEST_CASE("normalizeHexOffset: the five Test_Geometry cases") {
    const auto& cases = vectors().at("normalize_test_geometry");
    REQUIRE(cases.size() == 5);
    for (const auto& c : cases) {
        CAPTURE(c.at("case").get<int>());
        checkCase(c);
    }
}

TEST_CASE("normalizeHexOffset: keeps the world point, refuses outside the map and int16 overflow") {
    const HexGeometry g;
    const MapSize map{200, 200};
    // East neighbour of (100,100) is (99,101), one step = (32,0): offset (40,3) becomes (8,3) there.
    Hex hex{100, 100};
    ipos offset{40, 3};
    CHECK(g.normalizeHexOffset(hex, offset, map));
    CHECK(hex == Hex{99, 101});
    CHECK(offset == ipos{8, 3});

    // A point north of row 0 would land outside: refused, untouched.
    hex = {10, 0};
    offset = {0, -20};
    CHECK_FALSE(g.normalizeHexOffset(hex, offset, map));
    CHECK(hex == Hex{10, 0});
    CHECK(offset == ipos{0, -20});

    // A geometry with huge hexes (half width 40000 px) keeps (35000,0) in the same hex, and that
    // remainder does not fit int16: refused before writing anything.
    HexGeometry huge;
    huge.hex_width = 80000;
    huge.hex_height = 40000;
    huge.line_height = 30000;
    hex = {5, 5};
    offset = {35000, 0};
    CHECK_FALSE(huge.normalizeHexOffset(hex, offset, map));
    CHECK(hex == Hex{5, 5});
    CHECK(offset == ipos{35000, 0});
    offset = {30000, 0};
    CHECK(huge.normalizeHexOffset(hex, offset, map));
    CHECK(hex == Hex{5, 5});
    CHECK(offset == ipos{30000, 0});

    // An empty std::function behaves as no predicate.
    const HexPredicate empty;
    hex = {100, 100};
    offset = {32, 0};
    CHECK(g.normalizeHexOffset(hex, offset, map, &empty));
    CHECK(hex == Hex{99, 101});
    CHECK(offset == ipos{0, 0});
}
