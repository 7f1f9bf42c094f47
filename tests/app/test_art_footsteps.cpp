// A file the user opens brings its own footstep events, found where a foot touches down in its pixels (DECISIONS
// "Footsteps of any art"): on a copy of the shipped humanoid's walk without its sidecar they are the frames its
// events.json names, written by the generator independently of detection; a critter walking on such art fires them.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/assets/asset_library.h"
#include "engine/world/world.h"

using namespace gaitlab;

namespace {

namespace fs = std::filesystem;

/// The shipped humanoid's walk and run copied to a folder of their own, without its events.json: art that brings no
/// definition of its own (beside its own events.json the humanoid's files play by it, DECISIONS "Critter types").
/// Made on first use, in a folder of this process's own (ctest runs each test case in its own process, in parallel).
std::string bareHumanoid() {
    const fs::path dir = fs::temp_directory_path() / ("gaitlab_art_footsteps_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path humanoid = fs::path(GAITLAB_ASSET_DIR) / "critters" / "humanoid";
    for (const char* anim : {"walk", "run"}) {
        fs::copy(humanoid / anim, dir / anim, fs::copy_options::recursive);
        fs::copy_file(humanoid / (std::string(anim) + ".fofrm"), dir / (std::string(anim) + ".fofrm"));
    }
    return dir.string() + "/";
}

const std::string& humanoidCopy() {
    static const std::string dir = bareHumanoid();
    return dir;
}

}  // namespace

TEST_CASE("an opened walk touches down on the frames the humanoid's events.json names, the run a frame earlier") {
    AssetLibrary assets(GAITLAB_ASSET_DIR);
    REQUIRE(assets.loadAll());
    // events.json: walk footsteps on 2 and 6, run on 3 and 6.
    const int walk = assets.openFile(humanoidCopy() + "walk.fofrm");
    const int run = assets.openFile(humanoidCopy() + "run.fofrm");
    const auto& opened = assets.openedFiles();
    REQUIRE(opened[static_cast<std::size_t>(walk)].anim);
    REQUIRE(opened[static_cast<std::size_t>(run)].anim);
    std::string warnings;
    for (const ErrorRecord& w : assets.warnings()) warnings += w.message + "\n";
    INFO(warnings);
    // From the stance in the pixels (a foot joins the sole that carries the figure) the walk's land a frame before
    // the gait's phase: on frames 1 and 5 the generator draws the landing foot within a pixel of its spot, and the
    // stance allows 1.5 px across the travel. The run's rolling soles change so much from frame to frame that more
    // frames qualify; its two phase touchdowns' frames, a frame early too, are among them.
    CHECK(opened[static_cast<std::size_t>(walk)].anim->footsteps == std::optional<std::vector<int>>({1, 5}));
    REQUIRE(opened[static_cast<std::size_t>(run)].anim->footsteps.has_value());
    const std::vector<int>& run_steps = *opened[static_cast<std::size_t>(run)].anim->footsteps;
    CHECK(std::find(run_steps.begin(), run_steps.end(), 2) != run_steps.end());
    CHECK(std::find(run_steps.begin(), run_steps.end(), 5) != run_steps.end());
    bool said = false;
    for (const ErrorRecord& w : assets.warnings())
        said = said || w.message == humanoidCopy() +
                                        "walk.fofrm: footstep events on frames 1, 5 (where a foot touches "
                                        "down in its pixels), in place of the definition's";
    CHECK(said);
    // The humanoid's own slots keep the definition's events.
    CHECK_FALSE(assets.animationsFor(0).walk->footsteps.has_value());
}

TEST_CASE("a critter walking on an opened file fires footsteps on the frames its pixels give") {
    auto assets = std::make_shared<AssetLibrary>(GAITLAB_ASSET_DIR);
    REQUIRE(assets->loadAll());
    const int walk = assets->openFile(humanoidCopy() + "walk.fofrm");
    REQUIRE(assets->assign(0, CritterAnim::Walk, walk));
    World world(assets, assets->map(), 7);
    const Hex start = world.critters()[0].body().hex();
    REQUIRE(world.walkTo(ActorRef::critter(0), Hex{start.x - 6, start.y}));
    std::vector<int> frames;
    for (int t = 0; t < 300; ++t) {
        world.tick();
        for (const anim::CritterEvent& e : world.critters()[0].actor.events())
            if (e.name == "footstep") frames.push_back(world.critters()[0].body().align().frame);
    }
    REQUIRE_FALSE(frames.empty());
    for (const int f : frames) CHECK((f == 1 || f == 5));
}
