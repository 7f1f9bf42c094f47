// Numbers of the tactics data that reach integer pixel or tick arithmetic are bounded where they are read
// (README "Limits"): a tile centre of 1e300 is an error naming the file, the JSON path and the range, never an
// int overflow when the unit is drawn.
#include <doctest/doctest.h>

#include <string>

#include "engine/format_error.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;
using nlohmann::json;

namespace {

std::string errorOf(const json& doc) {
    try {
        (void)createAtlas(doc, "units.json");
    } catch (const gaitlab::FormatError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

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
