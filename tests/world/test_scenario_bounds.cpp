// What reading and starting a scenario file costs and says (engine/world/scenario_file.h): start() checks a
// walk_to target is a movable hex of the map but searches no path (DECISIONS "Scenario cost"), so an unreachable
// target starts and is reported when its step runs, at the same JSON path; a step that runs again from the same
// hex walks as before; a key given twice is a warning naming the value used (DECISIONS "JSON input").
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/hex/hex_map.h"
#include "engine/world/scenario_file.h"
#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

// The demo map with the six neighbours of `target` blocked: `target` stays movable but nothing reaches it.
HexMap walledIn(const HexMap& map, Hex target) {
    HexMap out = map;
    for (int d = 0; d < 6; ++d)
        if (const auto n = out.geometry.step(target, d, out.size)) out.setBlocked(*n, true);
    return out;
}

bool hasMessage(const World& world, const std::string& message) {
    for (const ErrorRecord& r : world.errors())
        if (r.message == message) return true;
    return false;
}

}  // namespace

TEST_CASE("scenario walk_to: an unreachable target starts and is reported when its step runs, at its JSON path") {
    auto assets = std::make_shared<ShippedAssets>();
    const Hex target{30, 10};
    REQUIRE(assets->map().movable(target));
    REQUIRE(assets->map().movable(Hex{20, 20}));
    assets->replaceMap(walledIn(assets->map(), target));
    REQUIRE(assets->map().movable(target));
    World world(assets, assets->map(), 12345);
    ScenarioSpec spec = parseScenarioFile(R"({"critter": {"start": [20, 20]},
      "steps": [{"at_ms": 100, "walk_to": [30, 10]}]})",
                                          "far.json");
    // No search at start: the target is movable, so the scenario starts.
    REQUIRE(world.startScenario(std::move(spec.scenario)).empty());
    const std::string message =
        "far.json: /steps/0/walk_to: expected a hex reachable from where the critter stands "
        "(20, 20), got (30, 10) (not walked)";
    // at_ms 100 is given at the end of the tick that ends at 100.
    while (world.nowMs() < 90) world.tick();
    CHECK_FALSE(hasMessage(world, message));  // the step has not run yet
    world.tick();
    REQUIRE(world.nowMs() == 100);
    CHECK(hasMessage(world, message));
    CHECK(world.critters()[0].body().hex() == Hex{20, 20});
    CHECK_FALSE(world.critters()[0].body().isMoving());
}

TEST_CASE("scenario walk_to: a blocked or outside target is still refused at start") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 12345);
    // (19, 29) is blocked on the demo map; (45, 1) is outside its 40x40.
    CHECK(world.startScenario(
              parseScenarioFile(R"({"steps": [{"at_ms": 0, "walk_to": [19, 29]}]})", "b.json").scenario) ==
          "b.json: /steps/0/walk_to: expected a movable hex inside the map, got (19, 29) (blocked)");
    CHECK(
        world.startScenario(parseScenarioFile(R"({"steps": [{"at_ms": 0, "walk_to": [45, 1]}]})", "b.json").scenario) ==
        "b.json: /steps/0/walk_to: expected a movable hex inside the map, got (45, 1) (outside the map)");
}

TEST_CASE("scenario walk_to: a repeated step walks the same way every time, as the world's walkTo") {
    auto assets = std::make_shared<ShippedAssets>();
    World scenario_world(assets, assets->map(), 12345);
    World direct(assets, assets->map(), 12345);
    REQUIRE(scenario_world
                .startScenario(parseScenarioFile(R"({"critter": {"start": [20, 20]}, "repeat_ms": 600,
      "steps": [{"at_ms": 0, "walk_to": [24, 22]}]})",
                                                 "rep.json")
                                   .scenario)
                .empty());
    // The same walk given directly: place, then walkTo (findPath from the critter's hex).
    direct.haltWanderers();
    REQUIRE(direct.place(ActorRef::critter(0), Hex{20, 20}, scenario_world.critters()[0].body().mover().hdir()));
    direct.setSpeed(ActorRef::critter(0), 70);
    REQUIRE(direct.walkTo(ActorRef::critter(0), Hex{24, 22}));
    // Three runs of the step (put back at 600 and 1200 ms): each run's hexes are the first run's, and the first
    // run's are the direct walk's. The tick ending at a repeat shows the critter put back, so phases 590.. skip.
    std::vector<Hex> first;
    for (int t = 0; t < 1800; t += 10) {
        scenario_world.tick();
        const int phase = t % 600;
        if (phase >= 590) continue;
        const Hex hex = scenario_world.critters()[0].body().hex();
        if (t < 600) {
            direct.tick();
            first.push_back(hex);
            CHECK(hex == direct.critters()[0].body().hex());
        } else {
            CAPTURE(t);
            CHECK(hex == first[static_cast<std::size_t>(phase / 10)]);
        }
    }
    CHECK(first.back() != Hex{20, 20});  // it walked
    CHECK(scenario_world.errors().empty());
}

TEST_CASE("scenario file: a key given twice plays the last value and says so among the warnings") {
    const ScenarioSpec spec =
        parseScenarioFile(R"({"seconds": 1, "steps": [{"at_ms": 0, "path": ["E"], "at_ms": 20}], "seconds": 20})",
                          "d.json");
    CHECK(spec.seconds == 20.0);
    REQUIRE(spec.warnings.size() == 2);
    CHECK(spec.warnings[0] ==
          "d.json: /steps/0/at_ms: the key appears 2 times in the object; the last value is used: 20");
    CHECK(spec.warnings[1] == "d.json: /seconds: the key appears 2 times in the object; the last value is used: 20");
}
