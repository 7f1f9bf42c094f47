// Hex map JSON: parsing, round trip through hexMapToJson, and FormatError for every kind of bad input.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>

#include "engine/hex/hex_map.h"

using namespace gaitlab;

namespace {

const char* const kSmallMap = R"({
  "name": "yard",
  "width": 4,
  "height": 3,
  "tiles": ["grass", "dirt"],
  "rows": ["0101",
           "0000",
           "1110"],
  "blocked": [[1, 0], [3, 2]]
})";

// Parses `text` expecting a FormatError whose message names the map file and contains `fragment`.
void expectError(const std::string& text, const std::string& fragment) {
    CAPTURE(fragment);
    try {
        (void)parseHexMap(text, "maps/bad.json");
        FAIL("no FormatError");
    } catch (const FormatError& e) {
        const std::string what = e.what();
        CAPTURE(what);
        CHECK(e.file == "maps/bad.json");
        CHECK(what.find("maps/bad.json") != std::string::npos);
        CHECK(what.find(fragment) != std::string::npos);
    }
}

std::string mapTextReplaced(std::string text, const std::string& from, const std::string& to) {
    const size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("hex map: parses size, tiles, rows and blocked hexes") {
    const HexMap map = parseHexMap(kSmallMap, "maps/yard.json");
    CHECK(map.name == "yard");
    CHECK(map.size.width == 4);
    CHECK(map.size.height == 3);
    CHECK(map.tile_names == std::vector<std::string>{"grass", "dirt"});
    CHECK(map.tileKind({0, 0}) == 0);
    CHECK(map.tileKind({1, 0}) == 1);
    CHECK(map.tileKind({3, 1}) == 0);
    CHECK(map.tileKind({2, 2}) == 1);
    CHECK(map.tileKind({3, 2}) == 0);
    CHECK(map.tileKind({4, 0}) == -1);
    CHECK(map.isBlocked({1, 0}));
    CHECK(map.isBlocked({3, 2}));
    CHECK_FALSE(map.isBlocked({0, 0}));
    CHECK(map.isBlocked({-1, 0}));  // outside counts as blocked
    CHECK(map.movable({0, 0}));
    CHECK_FALSE(map.movable({1, 0}));
    CHECK_FALSE(map.movable({0, 3}));
    CHECK(map.blocked.size() == 12);
    CHECK(map.blocked[0 * 4 + 1] == 1);
    CHECK(map.blocked[2 * 4 + 3] == 1);
}

TEST_CASE("hex map: hexMapToJson round-trips") {
    HexMap map = makeHexMap("field \"one\"", MapSize{5, 2}, {"grass", "rock", "sand"});
    map.tile_kind[1 * 5 + 4] = 2;
    map.tile_kind[0 * 5 + 2] = 1;
    map.setBlocked({2, 0}, true);
    map.setBlocked({4, 1}, true);
    map.setBlocked({4, 1}, false);
    map.setBlocked({0, 1}, true);
    map.setBlocked({9, 9}, true);  // outside: ignored
    const std::string text = hexMapToJson(map);
    CHECK(text.find("\"00100\"") != std::string::npos);
    CHECK(text.find("\"00002\"") != std::string::npos);
    const HexMap back = parseHexMap(text, "mem");
    CHECK(back.name == map.name);
    CHECK(back.size.width == 5);
    CHECK(back.size.height == 2);
    CHECK(back.tile_names == map.tile_names);
    CHECK(back.tile_kind == map.tile_kind);
    CHECK(back.blocked == map.blocked);
    CHECK(back.isBlocked({2, 0}));
    CHECK(back.isBlocked({0, 1}));
    CHECK_FALSE(back.isBlocked({4, 1}));

    HexMap bad = makeHexMap("bad", MapSize{2, 1}, {"grass"});
    bad.tile_kind[1] = 1;
    CHECK_THROWS_AS((void)hexMapToJson(bad), std::invalid_argument);
}

TEST_CASE("hex map: loadHexMap reads a file and names a missing one") {
    const std::string path = "gaitlab_test_hex_map_load.json";
    {
        std::ofstream out(path);
        out << kSmallMap;
    }
    const HexMap map = loadHexMap(path);
    std::remove(path.c_str());
    CHECK(map.size.width == 4);
    CHECK(map.isBlocked({3, 2}));
    CHECK_THROWS_WITH_AS((void)loadHexMap("no/such/map.json"), doctest::Contains("no/such/map.json"), FormatError);
}

TEST_CASE("hex map: bad input names the file and the key") {
    const std::string m = kSmallMap;
    expectError("{\"name\": \"x\",\n \"width\": }", "valid JSON");
    expectError("[1, 2]", "JSON object");
    expectError(mapTextReplaced(m, R"("name": "yard",)", ""), "/name: expected a string (the key is missing)");
    expectError(mapTextReplaced(m, R"("name": "yard")", R"("name": 7)"), "/name: expected a string, got 7");
    expectError(mapTextReplaced(m, R"("width": 4)", R"("width": "4")"),
                "/width: expected an integer in 1..4096, got string");
    expectError(mapTextReplaced(m, R"("width": 4)", R"("width": 0)"), "/width: expected an integer in 1..4096, got 0");
    expectError(mapTextReplaced(m, R"("height": 3)", R"("height": 2.5)"),
                "/height: expected an integer in 1..4096, got number");
    expectError(mapTextReplaced(m, R"("height": 3)", R"("height": 4)"),
                "/rows: expected an array of 4 strings (one per y = height), got 3");
    expectError(mapTextReplaced(m, R"("tiles": ["grass", "dirt"])", R"("tiles": [])"),
                "/tiles: expected an array of 1..10 tile names");
    expectError(mapTextReplaced(m, R"("tiles": ["grass", "dirt"])", R"("tiles": ["grass", 3])"),
                "/tiles/1: expected a non-empty string, got 3");
    expectError(mapTextReplaced(m, R"("0000")", R"("000")"), "/rows/1: expected 4 characters (width), got 3");
    expectError(mapTextReplaced(m, R"("0000")", R"(0)"), "/rows/1: expected a string of tile digits, got 0");
    expectError(mapTextReplaced(m, R"("1110")", R"("1120")"),
                "/rows/2: expected digits 0..1 indexing tiles, got '2' at x = 2");
    expectError(mapTextReplaced(m, R"("1110")", R"("11x0")"), "got 'x' at x = 2");
    expectError(mapTextReplaced(m, R"([3, 2]])", R"([4, 2]])"),
                "/blocked/1/0: expected a hex inside the 4x3 map: x in 0..3, got 4");
    expectError(mapTextReplaced(m, R"([3, 2]])", R"([3, -1]])"),
                "/blocked/1/1: expected a hex inside the 4x3 map: y in 0..2, got -1");
    expectError(mapTextReplaced(m, R"([3, 2]])", R"([3]])"),
                "/blocked/1: expected an [x, y] pair of integers, got 1 elements");
    expectError(mapTextReplaced(m, R"("blocked": [[1, 0], [3, 2]])", R"("blocked": {})"),
                "/blocked: expected an array of [x, y] pairs, got object");
    expectError(mapTextReplaced(m, R"("name": "yard",)", R"("name": "yard", "blokced": [],)"),
                "/blokced: expected a known key (one of name, width, height, tiles, rows, blocked, geometry)");
    expectError(mapTextReplaced(m, R"("name": "yard",)", R"("name": "yard", "geometry": "hex",)"),
                R"(/geometry: expected "hexagonal" or "square", got "hex")");
    expectError(mapTextReplaced(m, R"("name": "yard",)", R"("name": "yard", "geometry": 2,)"),
                R"(/geometry: expected "hexagonal" or "square", got 2)");
}

TEST_CASE("hex map: geometry selects the square layout and round-trips") {
    const HexMap hex = parseHexMap(kSmallMap, "yard.json");
    CHECK(hex.geometry.kind == GeometryKind::Hexagonal);
    CHECK(hex.geometry.dirCount() == 6);
    CHECK(hexMapToJson(hex).find("geometry") == std::string::npos);  // the default is not written
    const std::string square_text =
        mapTextReplaced(kSmallMap, R"("name": "yard",)", R"("name": "yard", "geometry": "square",)");
    const HexMap square = parseHexMap(square_text, "yard.json");
    CHECK(square.geometry.kind == GeometryKind::Square);
    CHECK(square.geometry.dirCount() == 8);
    CHECK(square.geometry.hex_height == 24);  // a 32 x 24 diamond per cell
    const HexMap again = parseHexMap(hexMapToJson(square), "again.json");
    CHECK(again.geometry.kind == GeometryKind::Square);
    CHECK(again.isBlocked({3, 2}));
    const HexMap explicit_hex =
        parseHexMap(mapTextReplaced(kSmallMap, R"("name": "yard",)", R"("name": "yard", "geometry": "hexagonal",)"),
                    "y.json");
    CHECK(explicit_hex.geometry.kind == GeometryKind::Hexagonal);
}

TEST_CASE("hex map: a JSON syntax error reports its line") {
    try {
        (void)parseHexMap("{\n  \"name\": \"x\",\n  \"width\": ,\n}", "maps/syntax.json");
        FAIL("no FormatError");
    } catch (const FormatError& e) {
        CHECK(e.line == 3);
        CHECK(std::string(e.what()).find("maps/syntax.json:3") != std::string::npos);
    }
}
