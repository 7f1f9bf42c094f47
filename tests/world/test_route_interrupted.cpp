// A demo route interrupted by the user's action (an attack, a hurt) is not left standing: once the action is over
// and the route's rest has passed, the critter walks on to the end of the leg it was on, then the route goes on
// there and back (World::startRoute; DECISIONS "Panel layout" for what the status bar shows of it).
#include <doctest/doctest.h>

#include <memory>

#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using gaitlab::testing::ShippedAssets;

TEST_CASE("an attack in the middle of a straight walk leg pauses the route, which then walks on to the leg's end") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 11, 0, 0);
    REQUIRE(world.startRoute(0, DemoRoute::StraightWalk));
    world.tick();
    const WorldCritter& player = world.critters()[0];
    REQUIRE(player.body().moving() != nullptr);
    const Hex leg_end = player.body().moving()->pathHexes().back();
    // Two hexes in (8 hexes take 3.66 s at 70 px/s), then the attack.
    for (int i = 0; i < 90; ++i) world.tick();
    REQUIRE(player.body().hex() != leg_end);
    REQUIRE(world.act(ActorRef::critter(0), WorldAction::Attack));
    bool stood = false;
    int ticks = 0;
    for (; ticks < 1500 && !(stood && player.body().hex() == leg_end && !player.busyMoving()); ++ticks) {
        world.tick();
        if (!player.busyMoving()) stood = true;
    }
    CHECK(stood);  // the attack stopped the walk
    CHECK(player.body().hex() == leg_end);
    CHECK(ticks < 1500);
    const auto progress = world.routeProgress(0);
    REQUIRE(progress.has_value());
    CHECK(progress->leg == 1);  // the leg was finished, not replaced by a new one
    // And the route goes on: the next leg walks back.
    for (int i = 0; i < 100 && world.routeProgress(0)->leg == 1; ++i) world.tick();
    CHECK(world.routeProgress(0)->leg == 2);
    CHECK(player.busyMoving());
}
