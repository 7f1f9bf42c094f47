// Stepping by pose and back (engine/world/world_history.h, DECISIONS "Stepping back"): World::clone replays
// exactly, a pose step forward lands on the tick a plain tick loop sees the picture change, a step back returns
// to the tick where the earlier pose appeared with the same state, and the A/B scenario's two parallel walks.
#include <doctest/doctest.h>

#include <memory>
#include <sstream>
#include <string>

#include "engine/world/ab_scenario.h"
#include "engine/world/scenario.h"
#include "engine/world/world.h"
#include "engine/world/world_history.h"
#include "shipped_assets.h"

using namespace gaitlab;
using gaitlab::testing::ShippedAssets;

namespace {

/// Everything a tick decides about every critter and unit, as text.
std::string fingerprint(const World& world) {
    std::ostringstream out;
    out << world.nowMs() << ';';
    for (const WorldCritter& c : world.critters()) {
        const CritterBody& b = c.body();
        const AlignInfo& a = b.align();
        out << critterAnimName(a.anim) << ' ' << b.hex().x << ',' << b.hex().y << ' ' << b.hexOffset().x << ','
            << b.hexOffset().y << ' ' << b.hdir() << ' ' << a.frame << ' ' << a.phase << ' ' << a.offs_anim.x << ','
            << a.offs_anim.y << ' ' << (b.isMoving() ? b.moving()->elapsed() : -1) << ';';
    }
    for (const WorldUnit& u : world.units())
        out << u.actor.hex().x << ',' << u.actor.hex().y << ' ' << u.actor.hexOffset().x << ',' << u.actor.hexOffset().y
            << ';';
    return out.str();
}

struct Picture {
    CritterAnim anim;
    int hdir;
    int frame;
    ipos root;
    bool operator==(const Picture&) const = default;
};
/// What the selected critter shows, read straight from its body (not through critterPose).
Picture pictureOf(const World& world) {
    const CritterBody& b = world.critters()[static_cast<std::size_t>(world.selected())].body();
    return {b.align().anim, b.align().hdir, b.align().frame, b.spriteRoot()};
}

World walkingWorld(const std::shared_ptr<ShippedAssets>& assets, const std::string& scenario = "straight-walk") {
    World world(assets, assets->map(), 7);
    REQUIRE(world.startScenario(makeScenario(scenario)) == "");
    return world;
}

}  // namespace

TEST_CASE("a clone of the world ticks exactly as the world, in every scenario") {
    auto assets = std::make_shared<ShippedAssets>();
    for (const std::string& name : scenarioNames()) {
        CAPTURE(name);
        World world = walkingWorld(assets, name);
        for (int i = 0; i < 120; ++i) world.tick();
        std::unique_ptr<World> copy = world.clone();
        REQUIRE(copy != nullptr);
        CHECK(fingerprint(*copy) == fingerprint(world));
        for (int i = 0; i < 250; ++i) {
            world.tick();
            copy->tick();
        }
        CHECK(fingerprint(*copy) == fingerprint(world));
    }
}

TEST_CASE("a pose step forward lands on the tick where a plain tick loop sees the picture change") {
    auto assets = std::make_shared<ShippedAssets>();
    World world = walkingWorld(assets);
    for (int i = 0; i < 37; ++i) world.tick();  // mid-walk
    REQUIRE(world.critters()[0].body().isMoving());
    for (int step = 0; step < 12; ++step) {
        CAPTURE(step);
        // Independently: a copy ticked one tick at a time until its frame, animation, sheet or root changes.
        std::unique_ptr<World> plain = world.clone();
        const Picture before = pictureOf(*plain);
        int expected = 0;
        do {
            plain->tick();
            ++expected;
        } while (pictureOf(*plain) == before && expected < kMaxPoseStepTicks);
        REQUIRE(expected < kMaxPoseStepTicks);

        int recorded = 0;
        const int ran = stepPoseForward(world, world.selected(), [&](const World&) { ++recorded; });
        CHECK(ran == expected);
        CHECK(recorded == ran);
        CHECK(world.nowMs() == plain->nowMs());
        CHECK(fingerprint(world) == fingerprint(*plain));
        CHECK_FALSE(pictureOf(world) == before);
    }
}

TEST_CASE("a pose step back returns to the tick where the previous pose appeared, with the same state") {
    auto assets = std::make_shared<ShippedAssets>();
    World world = walkingWorld(assets);
    WorldHistory history;
    const auto record = [&](const World& w) { history.record(w); };
    for (int i = 0; i < 40; ++i) {
        world.tick();
        record(world);
    }
    stepPoseForward(world, world.selected(), record);
    // The tick where this pose appeared and its state.
    const int64_t first_ms = world.nowMs();
    const std::string first_state = fingerprint(world);
    const CritterPose first_pose = critterPose(world, world.selected());
    stepPoseForward(world, world.selected(), record);
    const int64_t second_ms = world.nowMs();
    const std::string second_state = fingerprint(world);
    // One tick into the second pose when it lasts longer than a tick: back goes past it to the first pose's first
    // tick.
    {
        std::unique_ptr<World> probe = world.clone();
        probe->tick();
        if (critterPose(*probe, probe->selected()).samePose(critterPose(world, world.selected()))) {
            world.tick();
            record(world);
        }
    }
    CHECK(stepPoseBack(world, world.selected(), history) == StepBack::Done);
    CHECK(world.nowMs() == first_ms);
    CHECK(fingerprint(world) == first_state);
    CHECK(critterPose(world, world.selected()).samePose(first_pose));
    // The snapshots after it are gone; forward again replays the second pose exactly.
    CHECK(history.at(history.size() - 1).nowMs() == first_ms);
    stepPoseForward(world, world.selected(), record);
    CHECK(world.nowMs() == second_ms);
    CHECK(fingerprint(world) == second_state);
}

TEST_CASE("a tick back restores the previous tick and a step back without history changes nothing") {
    auto assets = std::make_shared<ShippedAssets>();
    World world = walkingWorld(assets);
    WorldHistory history;
    CHECK(stepPoseBack(world, 0, history) == StepBack::NoHistory);
    CHECK_FALSE(stepTickBack(world, history));
    std::string states[30];
    for (int i = 0; i < 30; ++i) {
        world.tick();
        history.record(world);
        states[i] = fingerprint(world);
    }
    for (int i = 28; i >= 20; --i) {
        REQUIRE(stepTickBack(world, history));
        CHECK(fingerprint(world) == states[i]);
    }
    // Ticking on from a restored tick replaces the snapshots that followed it.
    world.tick();
    history.record(world);
    CHECK(fingerprint(world) == states[21]);
    CHECK(history.size() == 22);
}

TEST_CASE("the history keeps its capacity and the oldest snapshot is reported as the history's start") {
    auto assets = std::make_shared<ShippedAssets>();
    World world = walkingWorld(assets);
    WorldHistory history(8);
    for (int i = 0; i < 50; ++i) {
        world.tick();
        history.record(world);
    }
    CHECK(history.size() == 8);
    CHECK(history.at(0).nowMs() == world.nowMs() - 70);
    // Eight ticks are shorter than two poses of a 70 px/s walk: going back twice reaches the oldest.
    StepBack back = StepBack::Done;
    for (int i = 0; i < 3 && back == StepBack::Done; ++i) back = stepPoseBack(world, 0, history);
    CHECK(back != StepBack::Done);
}

TEST_CASE("the ab scenario walks A and B on neighbouring rows in the same direction, each at its speed") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 7);
    REQUIRE(world.startScenario(std::make_unique<AbScenario>(70, 50)) == "");
    const auto* ab = dynamic_cast<const AbScenario*>(world.scenario());
    REQUIRE(ab != nullptr);
    const int a = ab->critterA();
    const int b = ab->critterB();
    CHECK(a == world.selected());
    CHECK(a != b);
    const Hex a_start = world.critters()[static_cast<std::size_t>(a)].body().hex();
    const Hex b_start = world.critters()[static_cast<std::size_t>(b)].body().hex();
    CHECK(world.geometry().distance(a_start, b_start) == 1);
    world.tick();
    world.tick();
    const CritterBody& body_a = world.critters()[static_cast<std::size_t>(a)].body();
    const CritterBody& body_b = world.critters()[static_cast<std::size_t>(b)].body();
    REQUIRE(body_a.isMoving());
    REQUIRE(body_b.isMoving());
    CHECK(body_a.moving()->speed() == 70);
    CHECK(body_b.moving()->speed() == 50);
    CHECK(body_a.hdir() == body_b.hdir());
    CHECK(body_a.moving()->path().steps == body_b.moving()->path().steps);
    // Both end 8 hexes on, still one hex apart, and both walk back after the rest.
    for (int i = 0; i < 800 && (world.critters()[static_cast<std::size_t>(a)].busyMoving() ||
                                world.critters()[static_cast<std::size_t>(b)].busyMoving());
         ++i)
        world.tick();
    const Hex a_end = world.critters()[static_cast<std::size_t>(a)].body().hex();
    const Hex b_end = world.critters()[static_cast<std::size_t>(b)].body().hex();
    CHECK(world.geometry().distance(a_start, a_end) == kAbHexes);
    CHECK(world.geometry().distance(a_end, b_end) == 1);
    for (int i = 0; i < static_cast<int>(kAbRestMs / World::kTickMs) + 3; ++i) world.tick();
    CHECK(world.critters()[static_cast<std::size_t>(a)].busyMoving());
    CHECK(world.critters()[static_cast<std::size_t>(b)].busyMoving());
}
