// "apply" in the Critter panel's Deltas section (DECISIONS "Editing deltas in the client"): on a walk whose frame 5
// (E) takes three times its step, the frame's derived delta is the authored one (the pixels were drawn for it),
// and setting it as the shown frame's NextX/NextY, as the button does, takes the foot slide from fail to pass.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <optional>
#include <random>
#include <string>

#include "app/assets/asset_library.h"
#include "app/panels/tuning.h"
#include "app/scene/delta_editor.h"
#include "app/scene/gait_tracker.h"
#include "engine/gait/gait_metrics.h"
#include "engine/world/scenario.h"
#include "engine/world/world.h"
#include "temp_assets.h"
#include "walk_fixtures.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

/// The foot slide of the E direction's group over the tracker's window, or nullopt without it.
std::optional<double> eastSlide(GaitTracker& gait) {
    const GaitReport* report = gait.report(0);
    if (!report) return std::nullopt;
    for (const GaitGroup& group : report->groups)
        if (group.dir == 1)
            if (const MetricResult* slide = group.find("foot_slide")) return slide->value;
    return std::nullopt;
}

void tickWatched(World& world, GaitTracker& gait, int ticks) {
    for (int i = 0; i < ticks; ++i) {
        world.tick();
        gait.afterTick(world);
    }
}

}  // namespace

TEST_CASE("apply correction: the derived delta of a frame taking three times its step is the authored one") {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("gaitlab_apply_" + std::to_string(std::random_device{}()));
    std::filesystem::create_directories(dir);
    int authored = 0;
    const std::string humanoid = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";
    writeText(dir / "walk.fofrm", walkWithFrame5Times(humanoid, 3, authored));
    REQUIRE(authored == 4);
    auto assets = std::make_shared<AssetLibrary>(GAITLAB_ASSET_DIR);
    REQUIRE(assets->loadAll());
    const int file = assets->openFile((dir / "walk.fofrm").string());
    REQUIRE(assets->assign(0, CritterAnim::Walk, file));
    World world(assets, assets->map(), 7, 0, 0);
    world.syncAssets();
    GaitTracker gait(*assets);
    gait.watch({0});
    REQUIRE(world.startScenario(makeScenario("straight-walk")) == "");
    tickWatched(world, gait, 120);  // E, several cycles
    const std::optional<double> before = eastSlide(gait);
    REQUIRE(before.has_value());
    CHECK(*before > kSlideFailPx);  // the long frame drags the planted foot
    const std::optional<ipos> suggested = suggestedDelta(world, gait, CritterAnim::Walk, 1, 5);
    REQUIRE(suggested.has_value());
    CHECK(std::abs(suggested->x - authored) <= 1);  // the pixels' own step, whole px
    CHECK(suggested->y == 0);
    // Run to where frame 5 of E shows, and set it there, as "apply" does.
    DeltaEditor editor(*assets);
    for (int i = 0; i < 200; ++i) {
        const std::optional<DeltaTarget> t = editor.target(world);
        if (t && t->dir == 1 && t->frame == 5) break;
        tickWatched(world, gait, 1);
    }
    const std::optional<DeltaTarget> target = editor.target(world);
    REQUIRE(target.has_value());
    REQUIRE(target->frame == 5);
    CHECK(target->value.x == 3 * authored);
    REQUIRE(editor.set(world, *suggested));
    gait.clear();
    tickWatched(world, gait, 120);
    const std::optional<double> after = eastSlide(gait);
    REQUIRE(after.has_value());
    CHECK(*after <= kSlidePassPx);
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
}
