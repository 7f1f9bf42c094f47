// World::tick as one pipeline (docs/ARCHITECTURE.md "The tick"): the clock, then intents, entities and events, and
// the running scenario's step last, so what a scenario asks takes effect in the next tick, as a click between two
// ticks does. Runs on the shipped assets through WorldAssets, with no SDL or GL.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/world/scenario.h"
#include "engine/world/trace.h"
#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

/// Records the clock and the player's state at every step; asks for a walk at its first step.
class ProbeScenario : public Scenario {
public:
    Hex target;
    std::vector<int64_t> steps_at;
    std::vector<bool> moving_at_step;
    [[nodiscard]] std::string name() const override { return "probe"; }
    std::string start(World& world) override {
        world.haltWanderers();
        target = world.geometry().stepUnsafe(world.critters()[0].body().hex(), 1);
        return {};
    }
    void step(World& world) override {
        steps_at.push_back(world.nowMs());
        moving_at_step.push_back(world.critters()[0].body().isMoving());
        if (steps_at.size() == 1) CHECK(world.walkTo(ActorRef::critter(0), target));
    }
};

class RefusingScenario : public Scenario {
public:
    [[nodiscard]] std::string name() const override { return "refusing"; }
    std::string start(World& /*world*/) override { return "no room"; }
};

std::string traceOf(const std::string& scenario, int ticks) {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 12345);
    if (!world.startScenario(makeScenario(scenario)).empty()) return "refused";
    std::string rows;
    for (int i = 0; i < ticks; ++i) {
        world.tick();
        rows += traceCsvLine(traceRow(world));
    }
    return rows;
}

}  // namespace

TEST_CASE("a scenario steps last in the tick, at the tick's clock, and its request lands in the next tick") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 7, 2, 0);
    auto probe = std::make_unique<ProbeScenario>();
    ProbeScenario* seen = probe.get();
    REQUIRE(world.startScenario(std::move(probe)) == "");
    REQUIRE(world.scenario() == seen);
    for (int i = 0; i < 3; ++i) world.tick();
    // Steps at 10, 20, 30 ms: the clock moved first.
    CHECK(seen->steps_at == std::vector<int64_t>{10, 20, 30});
    // The walk asked for at 10 ms is not under way when the step runs, and is after the next tick (20 ms).
    CHECK(seen->moving_at_step == std::vector<bool>{false, true, true});
}

TEST_CASE("a scenario that refuses to start is not kept, and null stops the running one") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 7, 0, 0);
    CHECK(world.startScenario(std::make_unique<RefusingScenario>()) == "no room");
    CHECK(world.scenario() == nullptr);
    REQUIRE(world.startScenario(makeScenario("straight-walk")) == "");
    REQUIRE(world.scenario() != nullptr);
    CHECK(world.scenario()->name() == "straight-walk");
    CHECK(world.startScenario(nullptr) == "");
    CHECK(world.scenario() == nullptr);
}

TEST_CASE("every scenario name makes a scenario of that name, other names make none") {
    REQUIRE(scenarioNames().size() == 10);
    for (const std::string& name : scenarioNames()) {
        const std::unique_ptr<Scenario> scenario = makeScenario(name);
        REQUIRE_MESSAGE(scenario != nullptr, name);
        CHECK(scenario->name() == name);
    }
    CHECK(makeScenario("inpsect") == nullptr);
    CHECK(makeScenario("") == nullptr);
}

TEST_CASE("each scenario starts on the shipped assets and runs the same twice") {
    for (const std::string& name : scenarioNames()) {
        CAPTURE(name);
        const std::string first = traceOf(name, 300);
        CHECK(first != "refused");
        CHECK(first == traceOf(name, 300));
    }
}

TEST_CASE("straight-walk halts the wanderers, default keeps them walking") {
    auto assets = std::make_shared<ShippedAssets>();
    World walk(assets, assets->map(), 12345);
    World all(assets, assets->map(), 12345);
    REQUIRE(walk.startScenario(makeScenario("straight-walk")) == "");
    REQUIRE(all.startScenario(makeScenario("default")) == "");
    for (int i = 0; i < 200; ++i) {
        walk.tick();
        all.tick();
    }
    int walking = 0;
    for (std::size_t i = 1; i < walk.critters().size(); ++i) CHECK_FALSE(walk.critters()[i].wanders);
    for (std::size_t i = 1; i < all.critters().size(); ++i) walking += all.critters()[i].wanders ? 1 : 0;
    CHECK(walking == 4);
    // Both players walk the same route from the same hex: 8 hexes at 70 px/s, 32000 / 70 = 457 ms a hex.
    CHECK(walk.critters()[0].body().hex() == all.critters()[0].body().hex());
    CHECK(walk.critters()[0].body().isMoving());
}
