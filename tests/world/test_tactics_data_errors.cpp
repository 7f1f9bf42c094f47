// Errors of tactics data that only show once a unit plays it name the data file and the JSON path, not the unit's
// state machine definition (the definition is fine; the delays are the data's).
#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/base/json_reader.h"
#include "engine/draw/tactics_unit_draw.h"
#include "tactics_field.h"

using namespace gaitlab;

namespace {

// The generated unit's data with every delay 0: it loads (a sequence may be instant) but plays no clip.
std::shared_ptr<const tactics::Atlas> zeroTickAtlas() {
    std::ifstream in(testing::kTacticsData);
    nlohmann::json doc = nlohmann::json::parse(in);
    for (nlohmann::json& seq : doc["sequences"])
        for (nlohmann::json& t : seq["ticks"]) t = 0;
    return std::make_shared<const tactics::Atlas>(tactics::createAtlas(doc, "zero.json"));
}

void checkBlamesTheData(const JsonError& e) {
    const std::string what = e.what();
    CHECK(e.file == "zero.json");
    CHECK(e.json_path.rfind("/sequences/", 0) == 0);
    CHECK(what.rfind("zero.json: " + e.json_path + ": expected delays that make a playable clip for state '", 0) == 0);
    CHECK(what.find("' of " + testing::kTacticsStates + " (a clip's durations must sum to more than 0)") !=
          std::string::npos);
    CHECK(e.json_path.size() > std::string("/sequences/").size());
    CHECK(e.json_path.substr(e.json_path.size() - 6) == "/ticks");
}

}  // namespace

TEST_CASE("Tactics data errors: all 0 ticks are blamed on the data file and the sequence's JSON path") {
    const testing::TacticsField field;
    const auto zero = zeroTickAtlas();
    try {
        const TacticsUnit unit("u", field.geometry, Hex{5, 5}, 0, zero, field.states, 0);
        FAIL("the unit accepted a data file without a playable clip");
    } catch (const JsonError& e) {
        checkBlamesTheData(e);
    }
}

TEST_CASE("Tactics data errors: a unit given 0-tick data keeps its atlas and names the data") {
    const testing::TacticsField field;
    TacticsUnit unit("u", field.geometry, Hex{5, 5}, 0, field.atlas, field.states, 0);
    try {
        unit.setAtlas(zeroTickAtlas());
        FAIL("setAtlas accepted a data file without a playable clip");
    } catch (const JsonError& e) {
        checkBlamesTheData(e);
    }
    CHECK(unit.atlas() == field.atlas);
}

TEST_CASE("Tactics data errors: an atlas built past the loader with huge tile centres draws at a bounded place") {
    // The loader refuses such centres (tests/tactics/test_tactics_loader_errors.cpp); the draw code must still not
    // overflow an int for an atlas made in code.
    const testing::TacticsField field;
    tactics::Atlas atlas = *field.atlas;
    for (tactics::Frame& frame : atlas.frames)
        for (tactics::FrameTile& tile : frame) tile.u = tile.v = 1e300;
    const TacticsUnit unit("u", field.geometry, Hex{5, 5}, 0, std::make_shared<const tactics::Atlas>(atlas),
                           field.states, 0);
    DrawList list;
    addTacticsUnit(list, field.geometry, unit, "unit.png", Rgba8{255, 255, 255, 255}, Rgba8{0, 0, 0, 0});
    REQUIRE_FALSE(list.sprites.empty());
    for (const SpriteItem& item : list.sprites) {
        CHECK(std::abs(item.top_left.x - unit.stancePoint().x) <= (1 << 24));
        CHECK(std::abs(item.top_left.y - unit.stancePoint().y) <= (1 << 24));
    }
}
