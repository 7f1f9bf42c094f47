// Critter types (DECISIONS "Critter types"): art that comes with its own definition (states.json) or sidecar
// (events.json) beside it plays by that definition, thresholds, events and frame counts, for the critters given that
// art only; the others keep the humanoid's. A broken type definition is an error naming its file, and the critter
// keeps the humanoid's until it is fixed.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include "app/assets/asset_library.h"
#include "app/scene/scenario_files.h"
#include "engine/world/world.h"

using namespace gaitlab;
namespace fs = std::filesystem;

namespace {

std::string readAll(const fs::path& path) {
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeAll(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::trunc);
    out << text;
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

/// A copy of the shipped humanoid's walk in a fresh folder, with a states.json whose walk fires "footstep" on
/// frames 1 and 5 (the humanoid's fires on 2 and 6) and "step_marker" on frame 0, and no events.json.
fs::path typeFolder(const std::string& name) {
    const fs::path dir =
        fs::temp_directory_path() / ("gaitlab_critter_type_" + name + "_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path humanoid = fs::path(GAITLAB_ASSET_DIR) / "critters" / "humanoid";
    fs::copy(humanoid / "walk", dir / "walk", fs::copy_options::recursive);
    fs::copy_file(humanoid / "walk.fofrm", dir / "walk.fofrm");
    const std::string states = readAll(fs::path(GAITLAB_ASSET_DIR) / "anim" / "humanoid.states.json");
    writeAll(dir / "states.json",
             replaced(replaced(states, R"("name": "humanoid")", R"("name": "my-type")"),
                      R"("events": [{"frame": 2, "name": "footstep"}, {"frame": 6, "name": "footstep"}])",
                      R"("events": [{"frame": 0, "name": "step_marker"}, {"frame": 1, "name": "footstep"}, )"
                      R"({"frame": 5, "name": "footstep"}])"));
    return dir;
}

/// What critter `index` fires while walking 6 hexes east or west (whichever way is open): (event, frame shown).
std::vector<std::pair<std::string, int>> walkEvents(World& world, int index) {
    const Hex start = world.critters()[static_cast<std::size_t>(index)].body().hex();
    REQUIRE((world.walkTo(ActorRef::critter(index), Hex{start.x + 6, start.y}) ||
             world.walkTo(ActorRef::critter(index), Hex{start.x - 6, start.y})));
    std::vector<std::pair<std::string, int>> fired;
    for (int t = 0; t < 300; ++t) {
        world.tick();
        const auto& critter = world.critters()[static_cast<std::size_t>(index)];
        for (const anim::CritterEvent& e : critter.actor.events())
            fired.emplace_back(e.name, critter.body().align().frame);
    }
    return fired;
}

/// The frames of `fired` whose event is `name`.
std::vector<int> framesOf(const std::vector<std::pair<std::string, int>>& fired, const std::string& name) {
    std::vector<int> out;
    for (const auto& [event, frame] : fired)
        if (event == name) out.push_back(frame);
    return out;
}

}  // namespace

TEST_CASE(
    "critter types: art with a states.json beside it plays by that definition, other critters by the humanoid's") {
    const fs::path dir = typeFolder("states");
    auto assets = std::make_shared<AssetLibrary>(GAITLAB_ASSET_DIR);
    REQUIRE(assets->loadAll());
    const int walk = assets->openFile((dir / "walk.fofrm").string());
    REQUIRE(assets->assign(0, CritterAnim::Walk, walk));
    // The art's own definition applies, so its footsteps are not replaced by the ones found in its pixels.
    CHECK_FALSE(assets->openedFiles()[static_cast<std::size_t>(walk)].anim->footsteps.has_value());
    REQUIRE(assets->critterTypes().size() == 1);
    CHECK(assets->critterTypes()[0]->statesPath() == (dir / "states.json").string());
    CHECK(assets->critterStatesFor(0)->name == "my-type");
    CHECK(assets->critterStatesFor(1) == assets->critterStates());
    CHECK(assets->critterStates()->name == "humanoid");

    World world(assets, assets->map(), 7, 1, 0);
    CHECK(world.critters()[0].actor.definition()->name == "my-type");
    CHECK(world.critters()[1].actor.definition()->name == "humanoid");
    const auto fired = walkEvents(world, 0);
    const std::vector<int> steps = framesOf(fired, "footstep");
    REQUIRE_FALSE(steps.empty());
    for (const int f : steps) CHECK((f == 1 || f == 5));
    for (const int f : framesOf(fired, "step_marker")) CHECK(f == 0);
    CHECK_FALSE(framesOf(fired, "step_marker").empty());
    const std::vector<int> humanoid_steps = framesOf(walkEvents(world, 1), "footstep");
    REQUIRE_FALSE(humanoid_steps.empty());
    for (const int f : humanoid_steps) CHECK((f == 2 || f == 6));
    fs::remove_all(dir);
}

TEST_CASE("critter types: a broken states.json is an error naming it, and the critter keeps the humanoid's") {
    const fs::path dir = typeFolder("broken");
    writeAll(dir / "states.json", R"({"name": "broken", "time_unit": "ticks"})");
    auto assets = std::make_shared<AssetLibrary>(GAITLAB_ASSET_DIR);
    REQUIRE(assets->loadAll());
    const int walk = assets->openFile((dir / "walk.fofrm").string());
    REQUIRE(assets->assign(0, CritterAnim::Walk, walk));
    bool named = false;
    for (const ErrorRecord& e : assets->errors())
        named = named || e.message.find((dir / "states.json").string()) != std::string::npos;
    CHECK(named);
    CHECK(assets->critterStatesFor(0) == assets->critterStates());
    World world(assets, assets->map(), 7, 0, 0);
    CHECK(world.critters()[0].actor.definition()->name == "humanoid");
    // Fixed on disk: the next reload gives critter 0 its type's definition, and the world remakes it.
    const std::string fixed = readAll(fs::path(GAITLAB_ASSET_DIR) / "anim" / "humanoid.states.json");
    writeAll(dir / "states.json", replaced(fixed, R"("name": "humanoid")", R"("name": "fixed-type")"));
    assets->reloadChanged();
    world.tick();
    CHECK(assets->critterStatesFor(0)->name == "fixed-type");
    CHECK(world.critters()[0].actor.definition()->name == "fixed-type");
    fs::remove_all(dir);
}

TEST_CASE("critter types: a scenario whose art brings its own definition still takes its first step") {
    const fs::path dir = typeFolder("scenario");
    writeAll(dir / "s.json", R"({"critter": {"walk": "walk.fofrm", "speed": 70},
      "steps": [{"at_ms": 0, "path": ["E", "E", "E"]}]})");
    auto assets = std::make_shared<AssetLibrary>(GAITLAB_ASSET_DIR);
    REQUIRE(assets->loadAll());
    World world(assets, assets->map(), 7, 0, 0);
    REQUIRE(world.place(ActorRef::critter(0), {20, 20}, 1));
    REQUIRE(startScenarioFile(world, *assets, (dir / "s.json").string()).empty());
    CHECK(world.critters()[0].actor.definition()->name == "my-type");  // remade before the scenario started
    for (int i = 0; i < 20; ++i) world.tick();
    CHECK(world.critters()[0].body().isMoving());
    for (int i = 0; i < 200; ++i) world.tick();
    CHECK(world.critters()[0].body().hex() ==
          world.geometry().stepUnsafe(world.geometry().stepUnsafe(world.geometry().stepUnsafe({20, 20}, 1), 1), 1));
    fs::remove_all(dir);
}
