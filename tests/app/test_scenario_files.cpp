// Scenario files in the app (app/scene/scenario_files.h): the shipped list, starting a file with its art assigned through
// the asset library, and the command line's --scenario / --route taking a file and naming the file and JSON path of
// a broken one (exit 2 before anything is rendered).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "app/assets/asset_library.h"
#include "app/cli.h"
#include "app/scene/scenario_files.h"
#include "engine/world/world.h"

using namespace gaitlab;

namespace {

namespace fs = std::filesystem;

struct ScenarioTempDir {
    fs::path dir = fs::temp_directory_path() / ("gaitlab_scen_" + std::to_string(std::random_device{}()));
    ScenarioTempDir() { fs::create_directories(dir); }
    ~ScenarioTempDir() { fs::remove_all(dir); }
    [[nodiscard]] std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(dir / name) << text;
        return (dir / name).string();
    }
};

}  // namespace

TEST_CASE("the shipped scenario files are listed sorted, one per row of the acceptance matrix at least") {
    const std::vector<std::string> files = shippedScenarioFiles();
    REQUIRE(files.size() >= 20);
    CHECK(std::is_sorted(files.begin(), files.end()));
    std::vector<std::string> names;
    for (const std::string& f : files) names.push_back(fs::path(f).stem().string());
    for (const char* expected :
         {"walk-70", "run-140", "directions-walk", "turn-60-quarter", "turn-120-three-quarters", "stop-start-rapid",
          "stop-start-blocked", "reconcile-behind", "sheet-ops", "zero-total", "zoom-1", "zoom-8"}) {
        CAPTURE(expected);
        CHECK(std::find(names.begin(), names.end(), expected) != names.end());
    }
    ScenarioTempDir empty;
    CHECK(shippedScenarioFiles(empty.dir.string()).empty());
}

TEST_CASE("zero-total assigns its T = 0 walk to the selected critter and walks it with frame 0 and no offset") {
    auto assets = std::make_shared<AssetLibrary>();
    assets->loadAll();
    World world(assets, assets->map(), 12345);
    REQUIRE(startScenarioFile(world, *assets, std::string(GAITLAB_ASSET_DIR) + "/scenarios/zero-total.json").empty());
    CHECK(assets->assignmentOf(world.selected(), CritterAnim::Walk).find("zero-total-walk.fofrm") != std::string::npos);
    for (int i = 0; i < 100; ++i) world.tick();
    const CritterBody& body = world.critters()[static_cast<std::size_t>(world.selected())].body();
    REQUIRE(body.isMoving());
    CHECK(body.align().anim == CritterAnim::Walk);
    CHECK(body.align().frame == 0);
    CHECK(body.align().offs_anim == ipos{0, 0});
    CHECK(body.spriteWorld() == body.logicalWorld());
}

TEST_CASE("a scenario file whose sprite file does not load does not start, naming both files") {
    ScenarioTempDir dir;
    const std::string file = dir.write("s.json", R"({"critter": {"walk": "missing.fofrm"}, "steps": []})");
    auto assets = std::make_shared<AssetLibrary>();
    assets->loadAll();
    World world(assets, assets->map(), 12345);
    const std::string error = startScenarioFile(world, *assets, file);
    CHECK(error.rfind(file + ": /critter/walk: ", 0) == 0);
    CHECK(error.find("missing.fofrm") != std::string::npos);
    CHECK(world.scenario() == nullptr);
}

TEST_CASE("a scenario file whose map does not load names each file and JSON path once") {
    ScenarioTempDir dir;
    // The scenario names itself as its map: the map reader's error is about the same file's /map key.
    const std::string file = dir.write("map_self.json", R"({"map": "PLACEHOLDER", "steps": []})");
    (void)dir.write("map_self.json", R"({"map": ")" + file + R"(", "steps": []})");
    auto assets = std::make_shared<AssetLibrary>();
    assets->loadAll();
    World world(assets, assets->map(), 12345);
    const std::string error = startScenarioFile(world, *assets, file);
    CHECK(error == file + ": /map: " + file +
                       " does not load as a map: /map: expected a known key (one of name, "
                       "width, height, tiles, rows, blocked, geometry)");
    CHECK(world.scenario() == nullptr);
}

TEST_CASE("render --scenario and --route name the file and JSON path of a broken scenario file, exit 2") {
    ScenarioTempDir dir;
    const std::string bad = dir.write("bad.json", R"({"steps": [{"at_ms": 0, "path": ["E", "up"]}]})");
    std::ostringstream out;
    std::ostringstream err;
    CHECK(runCli({"render", "--scenario", bad, "--out", (dir.dir / "out").string()}, out, err) == 2);
    CHECK(err.str().find(bad + ": /steps/0/path/1: expected a direction") != std::string::npos);
    CHECK_FALSE(fs::exists(dir.dir / "out"));
    std::ostringstream out2;
    std::ostringstream err2;
    CHECK(runCli({"--route", bad}, out2, err2) == 2);
    CHECK(err2.str().find(bad + ": /steps/0/path/1") != std::string::npos);
    std::ostringstream out3;
    std::ostringstream err3;
    CHECK(runCli({"render", "--scenario", "moonwalk", "--out", (dir.dir / "out").string()}, out3, err3) == 2);
    CHECK(err3.str().find("expected a scenario (one of default,") != std::string::npos);
    std::ostringstream out4;
    std::ostringstream err4;
    CHECK(runCli({"render", "--scenario", (dir.dir / "none.json").string(), "--out", (dir.dir / "out").string()}, out4,
                 err4) == 2);
    CHECK(err4.str().find("none.json") != std::string::npos);
}
