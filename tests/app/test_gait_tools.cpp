// The client's gait tools (app/scene/gait_tracker.h) on the shipped humanoid: "match speed to art" sets the natural speed
// of the current sheet rounded to a whole px/s, the definition's walk/run threshold, the planted-foot markers at
// the sprite root + the contacts.json point, and "no contact data" for art whose pixels show no feet.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>

#include <unistd.h>

#include "app/accept/accept_run.h"
#include "app/assets/asset_library.h"
#include "app/scene/gait_tracker.h"
#include "engine/gait/animation_metrics.h"
#include "engine/gait/contact_sidecar.h"
#include "engine/world/scenario.h"
#include "engine/world/world.h"
#include "walk_fixtures.h"

using namespace gaitlab;

namespace {

struct Shipped {
    std::shared_ptr<AssetLibrary> assets = std::make_shared<AssetLibrary>(GAITLAB_ASSET_DIR);
    std::unique_ptr<World> world;
    Shipped() {
        assets->loadAll();
        world = std::make_unique<World>(assets, assets->map(), 7, 0, 0);
    }
};

}  // namespace

TEST_CASE("match speed to art sets the natural speed of the walk sheet, rounded to a whole px per s") {
    Shipped s;
    World& world = *s.world;
    REQUIRE(world.place(ActorRef::critter(0), world.critters()[0].body().hex(), 1));  // facing E
    world.tick();
    const SpeedMatch match = speedMatchFor(world, 0);
    REQUIRE(match.natural);
    const SpriteSheet& walk_e = s.assets->animationsFor(0).walk->sheetFor(1);
    CHECK(match.sheet == &walk_e);
    CHECK(match.anim == "walk");
    CHECK(*match.natural == naturalWalkSpeed(walk_e, groundStretch(world.geometry())).value());
    CHECK(*match.natural == doctest::Approx(71.11).epsilon(0.0002));
    CHECK(match.speed == 71);  // std::lround: speeds are whole ground px/s
    CHECK(match.run_from == 80);
    CHECK(match.shows == "walk");
    CHECK(match.crossing.empty());
    REQUIRE(matchSpeedToArt(world, 0));
    CHECK(world.critters()[0].speed == 71);
    // Mid-walk the sheet shown is the one matched, and the speed changes through ChangeSpeed.
    REQUIRE(world.startScenario(makeScenario("straight-walk")) == "");
    for (int i = 0; i < 20; ++i) world.tick();
    REQUIRE(world.critters()[0].body().isMoving());
    const SpeedMatch walking = speedMatchFor(world, 0);
    CHECK(walking.sheet == world.critters()[0].body().align().sheet);
    REQUIRE(matchSpeedToArt(world, 0));
    CHECK(world.critters()[0].body().moving()->speed() == walking.speed);
}

TEST_CASE("match speed to art above the run threshold holds the walk, and says the definition would run") {
    Shipped s;
    World& world = *s.world;
    world.setRunThreshold(71);  // straight-walk's 70 walks; the humanoid's natural walk, 71 px/s, would run
    REQUIRE(world.startScenario(makeScenario("straight-walk")) == "");
    for (int i = 0; i < 20; ++i) world.tick();
    REQUIRE(world.critters()[0].body().align().anim == CritterAnim::Walk);
    const SpeedMatch match = speedMatchFor(world, 0);
    CHECK(match.speed == 71);
    CHECK(match.shows == "run");
    CHECK(match.crossing ==
          "at 71 px/s the definition shows run (run from 71), not this walk: match speed to art "
          "holds the walk");
    REQUIRE(matchSpeedToArt(world, 0));
    CHECK(world.critters()[0].actor.gait() == anim::CritterActor::Gait::Walk);
    for (int i = 0; i < 30; ++i) world.tick();
    CHECK(world.critters()[0].body().align().anim == CritterAnim::Walk);
    CHECK(world.critters()[0].body().moving()->speed() == 71);
}

TEST_CASE("the shipped definition runs from 80 ground px per s and a run matched below it says it walks there") {
    Shipped s;
    const anim::StateMachineDef& def = *s.assets->critterStates();
    CHECK(gaitStateAt(def, "walk", 79.0) == "walk");
    CHECK(gaitStateAt(def, "walk", 80.0) == "run");
    CHECK(gaitStateAt(def, "run", 79.0) == "walk");
    CHECK(runThreshold(def) == 80);
    // A run's own natural speed, where it is below 80, crosses back to walk: the panel says so.
    World& world = *s.world;
    REQUIRE(world.startScenario(makeScenario("straight-run")) == "");
    for (int i = 0; i < 20; ++i) world.tick();
    REQUIRE(world.critters()[0].body().align().anim == CritterAnim::Run);
    const SpeedMatch run = speedMatchFor(world, 0);
    REQUIRE(run.natural);
    CHECK(run.anim == "run");
    if (run.speed < 80) {
        CHECK(run.shows == "walk");
        CHECK(run.crossing.find("shows walk (run from 80), not this run") != std::string::npos);
    } else {
        CHECK(run.crossing.empty());
    }
}

TEST_CASE("planted-foot markers stand at the sprite root plus the contacts.json point and slide at most 2 px") {
    Shipped s;
    World& world = *s.world;
    REQUIRE(world.startScenario(makeScenario("straight-walk")) == "");
    const ContactSidecar sidecar =
        readContactSidecar(std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid/contacts.json");
    GaitTracker gait(*s.assets);
    gait.watch({0});
    int planted = 0;
    for (int i = 0; i < 450; ++i) {
        world.tick();
        gait.afterTick(world);
        const CritterBody& body = world.critters()[0].body();
        if (body.align().anim != CritterAnim::Walk) continue;
        const SheetContacts* contacts = sidecar.find("walk", body.align().hdir);
        REQUIRE(contacts != nullptr);
        const FrameContacts& frame = contacts->frames[static_cast<std::size_t>(body.align().frame)];
        for (const FootMarker& m : gait.plantedMarkers(0)) {
            const ContactFoot& foot = frame.feet[static_cast<std::size_t>(m.foot)];
            REQUIRE(foot.state == FootState::Planted);
            CHECK(m.now == body.spriteRoot() + foot.point);
            // The sidecar allows 1 px per frame (kPlantedTolerance); over a whole plant the humanoid's walk E
            // drifts by up to 2 px, which the marker's slide line shows.
            CHECK(std::abs(m.now.x - m.pin.x) <= 2);
            CHECK(std::abs(m.now.y - m.pin.y) <= 2);
            ++planted;
        }
        const FootReadout feet = gait.feet(0);
        CHECK(feet.has_data);
    }
    CHECK(planted > 100);
    CHECK(gait.contactSources(0).at("walk") == "humanoid/contacts.json");
    const GaitReport* report = gait.report(0);
    REQUIRE(report != nullptr);
    CHECK(report->series.t_ms.size() == kGaitWindowTicks);
    const MetricResult* slide = report->overall.find("foot_slide");
    REQUIRE(slide != nullptr);
    CHECK(slide->value.has_value());
}

TEST_CASE("art whose pixels show no feet has no contact data and no markers") {
    Shipped s;
    World& world = *s.world;
    // The humanoid walk with every pixel transparent: detection finds nothing near the root.
    SpriteAnimation blank = s.assets->withPixels(*s.assets->animationsFor(0).walk);
    for (SpriteSheet& sheet : blank.dirs)
        for (SpriteFrame& frame : sheet.frames)
            for (std::size_t i = 3; i < frame.rgba.size(); i += 4) frame.rgba[i] = 0;
    blank.name = "blank walk";
    s.assets->assignAnimation(0, CritterAnim::Walk, std::move(blank));
    REQUIRE(world.startScenario(makeScenario("straight-walk")) == "");
    GaitTracker gait(*s.assets);
    gait.watch({0});
    for (int i = 0; i < 60; ++i) {
        world.tick();
        gait.afterTick(world);
    }
    REQUIRE(world.critters()[0].body().align().anim == CritterAnim::Walk);
    const FootReadout feet = gait.feet(0);
    CHECK_FALSE(feet.has_data);
    CHECK(gait.contactSources(0).at("walk") == "detected from its pixels");
    CHECK(gait.plantedMarkers(0).empty());
    const MetricResult* slide = gait.report(0)->overall.find("foot_slide");
    REQUIRE(slide != nullptr);
    INFO(slide->note);
    CHECK_FALSE(slide->value.has_value());
}

TEST_CASE("a hot reload of the walk rebuilds the contacts and starts the window over") {
    Shipped s;
    World& world = *s.world;
    REQUIRE(world.startScenario(makeScenario("straight-walk")) == "");
    GaitTracker gait(*s.assets);
    gait.watch({0});
    for (int i = 0; i < 50; ++i) {
        world.tick();
        gait.afterTick(world);
    }
    CHECK(gait.window(0).size() == 50);
    // An assignment moves the generation on, as a reload does: the old sheets are gone from the window.
    s.assets->assignAnimation(0, CritterAnim::Walk, s.assets->withPixels(*s.assets->animationsFor(0).walk));
    world.tick();
    gait.afterTick(world);
    CHECK(gait.window(0).size() == 1);
    CHECK(gait.window(0).back().sheet == world.critters()[0].body().align().sheet);
    CHECK(gait.sheetInfo(0, gait.window(0).back().sheet) != nullptr);
}

TEST_CASE("the client's Gait readout and accept give one figure for one plant of one art and scenario") {
    // A walk whose frame 5 carries three times its NextX slides; the client watching the critter walk straight-walk
    // and `accept` on the same file and scenario must read the same slide, per direction and overall.
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("gaitlab-readout-" + std::to_string(::getpid()));
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    int authored = 0;
    const std::string humanoid = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";
    std::ofstream(dir / "walk.fofrm") << gaitlab::testing::walkWithFrame5Times(humanoid, 3, authored);
    REQUIRE(authored > 0);
    const std::string walk = (dir / "walk.fofrm").string();

    const AcceptResult accepted = runAcceptance({"walk", walk, "", "", "", false}, {"straight-walk", 3.0, ""}, {});
    REQUIRE(accepted.error.empty());

    Shipped s;
    const int file = s.assets->openFile(walk);
    REQUIRE(s.assets->assign(0, CritterAnim::Walk, file));
    REQUIRE(s.assets->assign(0, CritterAnim::Run, file));
    World& world = *s.world;
    REQUIRE(world.startScenario(makeScenario("straight-walk")) == "");
    GaitTracker gait(*s.assets);
    gait.watch({0});
    for (int i = 0; i < 300; ++i) {  // 3 s, within the readout's 4 s window
        world.tick();
        gait.afterTick(world);
    }
    const GaitReport* live = gait.report(0);
    REQUIRE(live != nullptr);
    int compared = 0;
    for (const GaitGroup& g : accepted.gait.groups) {
        CAPTURE(g.dir);
        const auto other =
            std::find_if(live->groups.begin(), live->groups.end(), [&](const GaitGroup& l) { return l.dir == g.dir; });
        REQUIRE(other != live->groups.end());
        for (const char* id : {"foot_slide", "slide_per_cycle", "stride"}) {
            CAPTURE(id);
            const MetricResult* a = g.find(id);
            const MetricResult* b = other->find(id);
            REQUIRE(a != nullptr);
            REQUIRE(b != nullptr);
            REQUIRE(a->value.has_value());
            REQUIRE(b->value.has_value());
            CHECK(*a->value == doctest::Approx(*b->value));
            CHECK(a->verdict == b->verdict);
            ++compared;
        }
    }
    CHECK(compared >= 3);
    // The slide is real: the tripled delta moves the planted foot 2x its NextX (test_accept_player.cpp).
    const MetricResult* slide = live->overall.find("foot_slide");
    REQUIRE(slide != nullptr);
    REQUIRE(slide->value.has_value());
    CHECK(*slide->value >= authored);
    // The readout the overlay shows while the foot is planted reaches the metric, cycle after cycle, and no further.
    double most = 0.0;
    for (const double v : live->series.foot_slide)
        if (!std::isnan(v)) most = std::max(most, v);
    CHECK(most == *slide->value);
    std::filesystem::remove_all(dir);
}
