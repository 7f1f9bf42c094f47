// One case per kind of bad input: each error names the file, the JSON path and what was expected.
#include <doctest/doctest.h>

#include <string>

#include "engine/base/format_error.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;
using nlohmann::json;

namespace {

// The message of the FormatError createAtlas throws for `doc`, or "" when it loads.
std::string errorOf(const json& doc) {
    try {
        (void)createAtlas(doc, "units.json");
    } catch (const gaitlab::FormatError& e) {
        CHECK(e.file == "units.json");
        return e.what();
    }
    return "";
}

bool startsWith(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

TEST_CASE("Loader error: a missing field") {
    auto doc = fixture::document();
    doc.erase("waterOffset");
    CHECK(startsWith(errorOf(doc), "units.json: /waterOffset: expected"));
    doc = fixture::document();
    doc["sequences"][2].erase("ticks");
    CHECK(startsWith(errorOf(doc), "units.json: /sequences/2/ticks: expected"));
    doc = fixture::document();
    doc["stage"].erase("stanceRow");
    CHECK(startsWith(errorOf(doc), "units.json: /stage/stanceRow: expected"));
}

TEST_CASE("Loader error: a mistyped field") {
    auto doc = fixture::document();
    doc["sheet"]["width"] = "64";
    const std::string e = errorOf(doc);
    CHECK(e ==
          "units.json: /sheet/width: expected the atlas image width in pixels: an integer from 1 to 1000000, got "
          "string");
    doc = fixture::document();
    doc["sequences"][0]["loop"] = 1;
    CHECK(startsWith(errorOf(doc), "units.json: /sequences/0/loop: expected"));
    doc = fixture::document();
    doc["frames"][0][1][1] = "2.5";
    CHECK(startsWith(errorOf(doc), "units.json: /frames/0/1/1: expected"));
    doc = fixture::document();
    doc["cells"][1]["w"] = 4.5;
    CHECK(startsWith(errorOf(doc), "units.json: /cells/1/w: expected"));
    CHECK(startsWith(errorOf(json::array()), "units.json: /: expected"));
}

TEST_CASE("Loader error: a tile's cell id out of range") {
    auto doc = fixture::document();
    doc["frames"][1][0][0] = 4;
    const std::string e = errorOf(doc);
    CHECK(startsWith(e, "units.json: /frames/1/0/0: expected a cell id: an integer from 0 to 3"));
    CHECK(e.find("got 4") != std::string::npos);
}

TEST_CASE("Loader error: a sequence's frame index out of range - its water copy included") {
    auto doc = fixture::document();
    doc["sequences"][2]["frames"][1] = 6;  // 6 + waterOffset 6 is not one of the 12 frames
    CHECK(startsWith(errorOf(doc), "units.json: /sequences/2/frames/1: expected a frame index"));
    doc = fixture::document();
    doc["sequences"][2]["frames"][1] = -1;
    CHECK(startsWith(errorOf(doc), "units.json: /sequences/2/frames/1: expected a frame index"));
    doc = fixture::document();
    doc["idleFrames"][3] = 99;
    CHECK(startsWith(errorOf(doc), "units.json: /idleFrames/3: expected a frame index"));
}

TEST_CASE("Loader error: an animation's sequence index out of range") {
    auto doc = fixture::document();
    doc["animations"][3]["back"] = 6;
    CHECK(
        startsWith(errorOf(doc), "units.json: /animations/3/back: expected a sequence index: an integer from 0 to 5"));
}

TEST_CASE("Loader error: a cell rect outside the sheet") {
    auto doc = fixture::document();
    doc["cells"][2]["w"] = 60;  // x 16 + 60 > 64
    CHECK(startsWith(errorOf(doc), "units.json: /cells/2/w: expected a width that keeps the rect inside"));
    doc = fixture::document();
    doc["cells"][1]["y"] = 64;
    CHECK(startsWith(errorOf(doc), "units.json: /cells/1/y: expected a row of the atlas image"));
    doc = fixture::document();
    doc["cells"][3]["h"] = 55;  // y 10 + 55 > 64
    CHECK(startsWith(errorOf(doc), "units.json: /cells/3/h: expected a height"));
}

TEST_CASE("Loader error: per-frame lists whose length differs from frames") {
    auto doc = fixture::document();
    doc["sequences"][0]["ticks"] = {2, 2, 2};
    CHECK(startsWith(errorOf(doc), "units.json: /sequences/0/ticks: expected 4 delays, one per frame"));
    doc = fixture::document();
    doc["sequences"][1]["fb"] = {0, 2, 4, 6, 8};
    CHECK(startsWith(errorOf(doc), "units.json: /sequences/1/fb: expected 4 "));
    doc = fixture::document();
    doc["sequences"][0]["du"] = {0};
    CHECK(startsWith(errorOf(doc), "units.json: /sequences/0/du: expected 4 "));
}

TEST_CASE("Loader error: idleFrames that are not 8") {
    auto doc = fixture::document();
    doc["idleFrames"] = {4, 5, 5, 5, 5, 4, 4};
    const std::string e = errorOf(doc);
    CHECK(startsWith(e, "units.json: /idleFrames: expected 8 frame indices"));
    CHECK(e.find("got 7") != std::string::npos);
}

TEST_CASE("Loader error: negative ticks in a delay or an event") {
    auto doc = fixture::document();
    doc["sequences"][3]["ticks"][1] = -2;
    const std::string e = errorOf(doc);
    CHECK(startsWith(e, "units.json: /sequences/3/ticks/1: expected a delay in ticks: an integer from 0"));
    CHECK(e.find("got -2") != std::string::npos);
    doc = fixture::document();
    doc["sequences"][2]["events"][0][0] = -1;
    CHECK(startsWith(errorOf(doc), "units.json: /sequences/2/events/0/0: expected the event's tick"));
}

TEST_CASE("Loader error: indices that must equal their position - and the format's fixed values") {
    auto doc = fixture::document();
    doc["cells"][2]["id"] = 7;
    CHECK(startsWith(errorOf(doc), "units.json: /cells/2/id: expected the cell's own position"));
    doc = fixture::document();
    doc["sequences"][4]["seq"] = 3;
    CHECK(startsWith(errorOf(doc), "units.json: /sequences/4/seq: expected the sequence's own position"));
    doc = fixture::document();
    doc["format"] = "other";
    CHECK(startsWith(errorOf(doc), "units.json: /format: expected \"tactics-sprite-data\""));
    doc = fixture::document();
    doc["stage"]["ticksPerSecond"] = 30;
    CHECK(startsWith(errorOf(doc), "units.json: /stage/ticksPerSecond: expected 60"));
}

TEST_CASE("Loader error: malformed tiles - events - empty sequences - hands and holds") {
    auto doc = fixture::document();
    doc["frames"][2][1] = {2, -3};
    CHECK(startsWith(errorOf(doc), "units.json: /frames/2/1: expected a tile [id, u, v]"));
    doc = fixture::document();
    doc["frames"][4][1][3] = 2;
    CHECK(startsWith(errorOf(doc), "units.json: /frames/4/1/3: expected 1 for a tile drawn mirrored"));
    doc = fixture::document();
    doc["sequences"][2]["events"][0] = {8};
    CHECK(startsWith(errorOf(doc), "units.json: /sequences/2/events/0: expected an event [tick, label]"));
    doc = fixture::document();
    doc["sequences"][5]["frames"] = json::array();
    CHECK(startsWith(errorOf(doc), "units.json: /sequences/5/frames: expected at least one frame index"));
    doc = fixture::document();
    doc["hands"]["9"] = {1, 2, 3};
    CHECK(startsWith(errorOf(doc), "units.json: /hands/9: expected a key that is a cell id"));
    doc = fixture::document();
    doc["hands"]["0"] = {1, 2};
    CHECK(startsWith(errorOf(doc), "units.json: /hands/0: expected [x, y, degrees]"));
    doc = fixture::document();
    doc["holds"]["Attack"] = "sword";
    CHECK(startsWith(errorOf(doc), "units.json: /holds/Attack: expected a hold"));
    doc = fixture::document();
    doc["animations"][0]["hitTick"] = "4";
    CHECK(startsWith(errorOf(doc), "units.json: /animations/0/hitTick: expected"));
}

TEST_CASE("Loader error: invalid JSON text names the line") {
    try {
        (void)parseAtlas("{\n  \"format\": \"tactics-sprite-data\",\n  \"sheet\": [1, 2,\n}\n", "units.json");
        FAIL("expected a FormatError");
    } catch (const gaitlab::FormatError& e) {
        CHECK(e.line == 4);
        CHECK(startsWith(e.what(), "units.json:4: expected valid JSON"));
    }
    CHECK_THROWS_AS((void)parseAtlas("", "empty.json"), gaitlab::FormatError);
}

// Numbers that reach integer pixel or tick arithmetic are bounded where they are read (README "Limits"): a tile
// centre of 1e300 is an error naming the file, the JSON path and the range, never an int overflow in drawing.
TEST_CASE("Loader ranges: tile centres of 1e300") {
    auto doc = fixture::document();
    doc["frames"][0][0][1] = 1e300;
    CHECK(errorOf(doc) ==
          "units.json: /frames/0/0/1: expected the tile centre's u in pixels: a number from -4096 to 4096, got 1e+300");
    doc = fixture::document();
    doc["frames"][2][1][2] = -1e300;
    CHECK(errorOf(doc) ==
          "units.json: /frames/2/1/2: expected the tile centre's v in pixels: a number from -4096 to 4096, got "
          "-1e+300");
    doc = fixture::document();
    doc["frames"][0][0][1] = 4096;  // the bounds themselves are accepted
    doc["frames"][0][0][2] = -4096;
    CHECK(errorOf(doc).empty());
}

TEST_CASE("Loader ranges: motion, hands, delays and the image size") {
    auto doc = fixture::document();
    doc["sequences"][0]["fb"][2] = 5000;
    CHECK(errorOf(doc) ==
          "units.json: /sequences/0/fb/2: expected pixels forward along the facing: a number from -4096 to 4096, got "
          "5000");
    doc = fixture::document();
    doc["sequences"][1]["du"][1] = -1e20;
    CHECK(errorOf(doc) ==
          "units.json: /sequences/1/du/1: expected pixels down: a number from -4096 to 4096, got -1e+20");
    doc = fixture::document();
    doc["hands"] = {{"0", {1e300, 1, 0}}};
    CHECK(errorOf(doc) ==
          "units.json: /hands/0/0: expected the hand's x on the cell: a number from -4096 to 4096, got 1e+300");
    doc = fixture::document();
    doc["hands"] = {{"0", {1, 1, 720}}};
    CHECK(errorOf(doc) ==
          "units.json: /hands/0/2: expected the forearm's angle in degrees: a number from -360 to 360, got 720");
    doc = fixture::document();
    doc["sequences"][2]["ticks"][0] = 1000000001;
    CHECK(errorOf(doc) ==
          "units.json: /sequences/2/ticks/0: expected a delay in ticks: an integer from 0 to 1000000000, got "
          "1000000001");
    doc = fixture::document();
    doc["sheet"]["height"] = 2000000;
    CHECK(errorOf(doc) ==
          "units.json: /sheet/height: expected the atlas image height in pixels: an integer from 1 to 1000000, got "
          "2000000");
    doc = fixture::document();
    doc["stage"]["stanceRow"] = 2147483647;
    CHECK(errorOf(doc) ==
          "units.json: /stage/stanceRow: expected the stance row of the SHP canvas: an integer from 0 to 1000000, got "
          "2147483647");
}

TEST_CASE("Loader ranges: a wrong JSON type is named with its path, never the library's text") {
    auto doc = fixture::document();
    doc["sequences"][2]["ticks"][1] = "5";
    CHECK(errorOf(doc) ==
          "units.json: /sequences/2/ticks/1: expected a delay in ticks: an integer from 0 to 1000000000, got string");
    doc = fixture::document();
    doc["frames"][0][0][1] = "1";
    const std::string e = errorOf(doc);
    CHECK(e ==
          "units.json: /frames/0/0/1: expected the tile centre's u in pixels: a number from -4096 to 4096, got "
          "string");
    CHECK(e.find("json.exception") == std::string::npos);
}
