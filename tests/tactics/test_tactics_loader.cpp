// Loading a valid tactics-sprite-data document: every table kept, delays summed, hands by cell id.
#include <doctest/doctest.h>

#include <cstdio>
#include <fstream>

#include "engine/base/format_error.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;

TEST_CASE("Loader: the top-level fields - sheet and stage are kept - the notice with them") {
    const Atlas atlas = fixture::atlas();
    CHECK(atlas.file == "units.json");
    CHECK(atlas.format == "tactics-sprite-data");
    CHECK(atlas.formatVersion == 1);
    CHECK(atlas.version == "test");
    CHECK(atlas.notice == "Test data written for these tests.");
    CHECK(atlas.image.file == "test.png");
    CHECK(atlas.image.height == 64);
    CHECK(atlas.stage.originColumn == 53);
    CHECK(atlas.stage.stanceRow == 103);
    CHECK(atlas.stage.stanceHeight == 40);
    CHECK(atlas.stage.ticksPerSecond == 60);
    CHECK(atlas.waterOffset == 6);
    CHECK(atlas.idleFrames == std::array<int, 8>{4, 5, 5, 5, 5, 4, 4, 4});
    CHECK(atlas.heldItemScale == 4.5);
    CHECK(atlas.holds["Attack"]["item"] == "sword");
}

TEST_CASE("Loader: cells - tiles with their reversed flag - sequences with summed delays - animations") {
    const Atlas atlas = fixture::atlas();
    REQUIRE(atlas.cells.size() == 4);
    CHECK(atlas.cells[3].y == 10);
    REQUIRE(atlas.frames.size() == 12);
    CHECK(atlas.frames[0][1].u == 2.5);
    CHECK(atlas.frames[4][1].reversed);
    CHECK_FALSE(atlas.frames[4][0].reversed);
    CHECK(atlas.frames[10][1].v == 6.0);  // the water copy of F4, 10 px lower
    REQUIRE(atlas.sequences.size() == 6);
    const Sequence& attack = atlas.sequences[3];
    CHECK(attack.name == "Attack Fwd");
    CHECK(attack.raw == 13);
    CHECK_FALSE(attack.loop);
    CHECK(attack.ends == std::vector<int64_t>{2, 4, 4});
    CHECK(attack.total == 4);
    CHECK(attack.fb.empty());
    REQUIRE(attack.events.size() == 1);
    CHECK(attack.events[0].tick == 4);
    CHECK(attack.events[0].label == "PostGenericAttack");
    CHECK(atlas.sequences[0].du == std::vector<double>{0, -1, -1, 0});
    const Animation& a = *findAnimation(atlas, "Attack");
    CHECK(a.category == "Swing");
    CHECK(a.front == 3);
    CHECK(a.back == 4);
    CHECK(a.hitTick == 4);
    CHECK_FALSE(a.mode.has_value());
    CHECK(findAnimation(atlas, "Walk")->mode == "walk");
    CHECK_FALSE(findAnimation(atlas, "Walk")->hitTick.has_value());
    CHECK(findAnimation(atlas, "Nulled Walk")->water);
}

TEST_CASE("Loader: hands are indexed by cell id - null hands and holds load") {
    const Atlas atlas = fixture::atlas();
    REQUIRE(atlas.hands.size() == 4);
    CHECK_FALSE(atlas.hands[1].has_value());
    REQUIRE(atlas.hands[3].has_value());
    CHECK(atlas.hands[3]->x == 4.0);
    CHECK(atlas.hands[3]->degrees == 90.0);
    auto doc = fixture::document();
    doc["hands"] = nullptr;
    doc["holds"] = nullptr;
    doc["sequences"][0].erase("fb");
    doc["animations"][0]["mode"] = 3;
    const Atlas other = createAtlas(doc, "other.json");
    CHECK(other.hands.empty());
    CHECK(other.holds.is_null());
    CHECK(other.sequences[0].fb.empty());
    CHECK(other.animations[0].mode == "3");
}

TEST_CASE("Loader: loadAtlas reads a file - a missing file names its path") {
    const std::string path = "tactics_loader_test.json";
    {
        std::ofstream out(path);
        out << fixture::document().dump(2);
    }
    const Atlas atlas = loadAtlas(path);
    CHECK(atlas.file == path);
    CHECK(atlas.sequences.size() == 6);
    std::remove(path.c_str());
    try {
        (void)loadAtlas("no_such_dir/units.json");
        FAIL("expected a FormatError");
    } catch (const gaitlab::FormatError& e) {
        CHECK(std::string(e.what()).rfind("no_such_dir/units.json: ", 0) == 0);
    }
}
