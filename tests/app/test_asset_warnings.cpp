// Warnings in the asset library (D25): a sprite that loads with reader warnings, or whose frame counts disagree with
// the critter definition and sidecar, shows them (AssetLibrary::warnings, the Errors window) and logs each once
// ("asset warning: ..."); a reload without them takes them away. The shipped assets load without any.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "app/assets/asset_library.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

std::vector<std::string> warningTexts(const AssetLibrary& assets) {
    std::vector<std::string> out;
    for (const ErrorRecord& w : assets.warnings()) {
        CHECK(w.isWarning());
        out.push_back(w.message);
    }
    return out;
}

// A critter definition whose walk expects 9 frames (50 ms each).
const std::string kDefinition = R"({"name": "nine", "time_unit": "ms", "initial": "idle", "states": [
    {"name": "idle", "priority": 0, "mode": "loop"},
    {"name": "walk", "priority": 0, "mode": "loop", "movement": true, "frames": [50, 50, 50, 50, 50, 50, 50, 50, 50]}],
  "transitions": [{"from": "idle", "to": "walk", "priority": 1, "when": {"flag": "moving"}},
                  {"from": "walk", "to": "idle", "priority": 0, "when": {"not": {"flag": "moving"}}}]})";
const std::string kSidecar = R"({"critter": "humanoid", "animations": {
    "walk": {"frames": 9, "events": {"2": ["footstep"], "8": ["footstep"]}}}})";

}  // namespace

TEST_CASE("asset warnings: a FOFRM key typo reaches the records and the log, and goes when the file is fixed") {
    TempAssetFolder folder;
    const std::filesystem::path walk = folder.humanoid("walk.fofrm");
    writeText(walk, humanoidFofrm(4, 8) + "next_x1 = 3\n");
    std::ostringstream log;
    AssetLibrary assets(folder.dir.string(), {}, &log);
    REQUIRE(assets.loadAll());  // a warning is no error
    CHECK(assets.errors().empty());
    const std::string text = walk.string() +
                             ":13: unknown key 'next_x1' in the root section (did you mean 'next_x_1'?): the engine "
                             "does not read it";
    CHECK(warningTexts(assets) == std::vector<std::string>{text});
    CHECK(assets.warnings()[0].file == walk.string());
    CHECK(assets.warnings()[0].line == 13);
    CHECK(log.str() == "asset warning: " + text + "\n");

    // A reload of another file keeps it, without logging it again.
    writeText(folder.humanoid("run.fofrm"), humanoidFofrm(4, 12));
    touchLater(folder.humanoid("run.fofrm"), 3);
    CHECK(assets.reloadChanged());
    CHECK(warningTexts(assets) == std::vector<std::string>{text});
    CHECK(log.str() == "asset warning: " + text + "\n");

    writeText(walk, humanoidFofrm(4, 8) + "next_x_1 = 3\n");  // still a duplicate: a new warning
    touchLater(walk, 5);
    CHECK(assets.reloadChanged());
    CHECK(warningTexts(assets) ==
          std::vector<std::string>{walk.string() + ":13: duplicate key 'next_x_1' in the root section (lines 8, 13): "
                                                   "the engine uses the last one, line 13 ('next_x_1 = 3')"});

    writeText(walk, humanoidFofrm(4, 8));  // fixed
    touchLater(walk, 7);
    CHECK(assets.reloadChanged());
    CHECK(assets.warnings().empty());
    CHECK(assets.errors().empty());
}

TEST_CASE("asset warnings: a walk of 4 frames against a definition and sidecar that expect 9, until the art has 9") {
    TempAssetFolder folder;
    std::filesystem::create_directories(folder.dir / "anim");
    const std::string states = (folder.dir / "anim/humanoid.states.json").string();
    const std::string sidecar = folder.humanoid("events.json").string();
    writeText(states, kDefinition);
    writeText(sidecar, kSidecar);
    const std::string walk = folder.humanoid("walk.fofrm").string();
    std::ostringstream log;
    AssetLibrary assets(folder.dir.string(), {}, &log);
    REQUIRE(assets.loadAll());
    CHECK(assets.critterStatesFile().fromFile());
    const std::vector<std::string> expected = {
        states + ": /states/1/frames: state 'walk' expects 9 frames, " + walk + " has 4: the art's 4 frames play",
        sidecar + ": /animations/walk/frames: animation 'walk' expects 9 frames, " + walk +
            " has 4: the art's 4 frames play",
        sidecar + ": /animations/walk/events/8: event 'footstep' on frame 8 cannot fire: " + walk +
            " has 4 frames (0..3)"};
    CHECK(warningTexts(assets) == expected);
    CHECK(assets.warnings()[0].json_path == "/states/1/frames");
    CHECK(log.str().find("asset warning: " + expected[2] + "\n") != std::string::npos);

    writeText(walk, humanoidFofrm(9, 8));
    touchLater(walk, 3);
    CHECK(assets.reloadChanged());
    CHECK(assets.warnings().empty());
}

TEST_CASE("asset warnings: the shipped assets load without warnings") {
    AssetLibrary assets;
    REQUIRE(assets.loadAll());
    CHECK(assets.errors().empty());
    CHECK(warningTexts(assets).empty());
}
