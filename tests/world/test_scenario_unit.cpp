// A scenario file drives the selected tactics unit as it drives a critter (engine/world/scenario_file.h): the same
// MovingContext values on the same ticks, a correction by D30's rule through World::correct (ActorRef::unit), a path off the
// movable hexes refused, and a pace that scales speeds and times. The unit's gait sheets (engine/world/
// unit_gait_sheets.h) carry the cycle the unit's own aligner uses. Shipped assets, no SDL or GL.
#include <doctest/doctest.h>

#include <fstream>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/world/scenario_file.h"
#include "engine/world/unit_gait_sheets.h"
#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

struct UnitRun {
    std::shared_ptr<ShippedAssets> assets = std::make_shared<ShippedAssets>();
    World world{assets, assets->map(), 12345, 0, 1};

    UnitRun() {
        REQUIRE(world.units().size() == 1);
        world.select(ActorRef::unit(0));
    }
    std::string start(const std::string& text, double pace = 1.0) {
        ScenarioSpec spec = parseScenarioFile(text, "s.json", pace);
        return world.startScenario(std::move(spec.scenario));
    }
    void until(int64_t ms) {
        while (world.nowMs() < ms) world.tick();
    }
    [[nodiscard]] const TacticsUnit& unit() const { return world.units()[0].actor; }
};

// The walk of tests/world/test_scenario_file.cpp: 4 hexes E from (20, 20) at 70 ground px/s, 128 px.
const std::string kWalkEastOpenSteps = R"({"critter": {"start": [20, 20], "dir": "E", "speed": 70},
  "steps": [{"at_ms": 0, "path": ["E", "E", "E", "E"]})";

}  // namespace

TEST_CASE("a scenario file walks and stops the selected tactics unit on the critter's ticks") {
    UnitRun run;
    REQUIRE(run.start(kWalkEastOpenSteps + R"(, {"at_ms": 300, "stop": true}]})").empty());
    run.until(290);
    CHECK(run.unit().isMoving());
    run.until(300);
    // As for a critter: 70 * 0.3 = 21 px of 128, nd = 21/128, hex round(4 nd) = 1 step E = (19, 21), HexOffset
    // round(128 nd - 32) = -11, kept by the stop (it is already the nearest hex).
    CHECK_FALSE(run.unit().isMoving());
    CHECK(run.unit().hex() == Hex{19, 21});
    CHECK(run.unit().hexOffset() == ipos{-11, 0});
    CHECK(run.world.errors().empty());
}

TEST_CASE("a correction of a walking unit starts the authority's move from its hex, keeping the logical point") {
    UnitRun run;
    REQUIRE(run.start(kWalkEastOpenSteps + R"(, {"at_ms": 300, "correct": {"hex": [20, 20]}}]})").empty());
    run.until(300);
    const ipos before = run.unit().logicalPoint();
    CHECK(run.world.units()[0].server_moves == 1);  // a unit has no waiting order: it takes effect at once
    run.until(310);
    // D30: start offset = -11 + hexOffset((20,20), (19,21)) = -11 + 32 = 21; the path finder's 4 hexes E from
    // (20, 20) end at (16, 22). First segment 128 - 21 = 107 px over 107/70 s; at elapsed 10 ms HexOffset
    // round(107 * 10 / 1528.57 + 21) = 22.
    const MovingContext* moving = run.unit().moving();
    REQUIRE(moving != nullptr);
    CHECK(moving->startHex() == Hex{20, 20});
    CHECK(moving->startOffset() == ipos{21, 0});
    CHECK(moving->endHex() == Hex{16, 22});
    CHECK(run.unit().hexOffset() == ipos{22, 0});
    CHECK(run.unit().logicalPoint() - before == ipos{1, 0});
}

TEST_CASE("a unit's correction to a blocked hex or while standing follows the critter's rules") {
    UnitRun run;
    REQUIRE(run.start(R"({"critter": {"start": [20, 20]}, "steps": [{"at_ms": 100, "correct": {"hex": [18, 21]}}]})")
                .empty());
    run.until(100);
    CHECK(run.unit().hex() == Hex{18, 21});  // standing: placed on the authority's hex
    CHECK_FALSE(run.world.correct(ActorRef::unit(0), Hex{45, 1}));
    REQUIRE(run.world.errors().size() == 1);
    CHECK(run.world.errors()[0].message.find(": correction to (45, 1): the hex is not movable") != std::string::npos);
    CHECK_FALSE(run.world.correct(ActorRef::unit(1), Hex{18, 21}));  // no such unit
}

TEST_CASE("World::walkPath refuses a unit's path that leaves the movable hexes") {
    UnitRun run;
    REQUIRE(run.world.place(ActorRef::unit(0), Hex{20, 20}, 1));
    MovePath off;
    off.steps.assign(60, 1);  // 60 hexes E from x = 20 leave the map
    off.control_steps = {60};
    CHECK_FALSE(run.world.walkPath(ActorRef::unit(0), off));
    CHECK_FALSE(run.unit().isMoving());
    MovePath two;
    two.steps = {1, 1};
    two.control_steps = {2};
    CHECK(run.world.walkPath(ActorRef::unit(0), two));
    CHECK(run.unit().isMoving());
}

TEST_CASE("a pace of one half halves the speeds and doubles the times of a scenario file") {
    const ScenarioSpec spec =
        parseScenarioFile(kWalkEastOpenSteps + R"(, {"at_ms": 300, "stop": true}], "seconds": 4})", "s.json", 0.5);
    CHECK(spec.seconds == doctest::Approx(8.0));
    UnitRun run;
    REQUIRE(run.start(kWalkEastOpenSteps + R"(, {"at_ms": 300, "stop": true}]})", 0.5).empty());
    run.until(590);
    CHECK(run.unit().isMoving());
    REQUIRE(run.unit().moving() != nullptr);
    CHECK(run.unit().moving()->speed() == 35);
    run.until(600);
    // 35 px/s for 0.6 s is the same 21 px as 70 px/s for 0.3 s: the same stop.
    CHECK_FALSE(run.unit().isMoving());
    CHECK(run.unit().hexOffset() == ipos{-11, 0});
    CHECK_THROWS_AS((void)parseScenarioFile(kWalkEastOpenSteps + "]}", "s.json", 0.0), std::invalid_argument);
}

TEST_CASE("the unit's walk sheet has the cycle its aligner uses in every hex direction") {
    UnitRun run;
    UnitGaitSheets sheets(run.unit().atlas(), {}, run.world.geometry());
    for (int dir = 0; dir < 6; ++dir) {
        CAPTURE(dir);
        REQUIRE(run.world.place(ActorRef::unit(0), Hex{20, 20}, dir));
        MovePath path;
        path.steps = {static_cast<uint8_t>(dir), static_cast<uint8_t>(dir)};
        path.control_steps = {2};
        REQUIRE(run.world.walkPath(ActorRef::unit(0), path));
        for (int t = 0; t < 5; ++t) run.world.tick();
        REQUIRE(run.unit().align().driven);
        UnitGaitSheets fresh(run.unit().atlas(), {}, run.world.geometry());
        const GaitSample s = unitGaitSample(run.world, 0, run.world.units()[0].server_moves, fresh);
        REQUIRE(s.sheet != nullptr);
        CHECK(s.anim == "walk");
        CHECK(s.dir == dir);
        CHECK(s.frame == run.unit().align().frame);
        CHECK(s.sprite_root == run.unit().groundPoint());
        CHECK_FALSE(s.correction);
        CHECK(s.sheet->cycle.total == run.unit().walkCycle().total);
        CHECK(s.sheet->cycle.accum == run.unit().walkCycle().accum);
        // The generated Walk's fb is 0, 2, ..., 14 over 8 frames of 7 ticks: 2 px a frame, T.x = 16 whichever way
        // it faces; on the diagonals the ground line adds 12/16 of it in y (hex step (16, 12)), on E and W nothing.
        const int x = dir <= 2 ? 16 : -16;
        const int y = dir == 0 || dir == 5 ? -12 : (dir == 2 || dir == 3 ? 12 : 0);
        CHECK(s.sheet->cycle.total == ipos{x, y});
        CHECK(s.sheet->anim_ms == 56 * 1000 / 60);
        run.world.stop(ActorRef::unit(0));
    }
    CHECK(sheets.info(nullptr) == nullptr);
}
