// The gait the user asks for (D6): a walk at 90 ground px/s (a real Fallout walk's natural speed is 83.75-91) stays
// the walk when the user chose walk, and the engine's rule (BySpeed, running from 80) shows the run there.
#include <doctest/doctest.h>

#include <memory>

#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

CritterAnim animAfterWalking(anim::CritterActor::Gait gait, int speed, int threshold = 80) {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 7, 0, 0);
    world.setRunThreshold(threshold);
    // A speed set while a gait is chosen belongs to that gait: the next click of that gait uses it.
    world.setGait(0, gait);
    world.setSpeed(ActorRef::critter(0), speed);
    CHECK((gait == anim::CritterActor::Gait::Run ? world.critters()[0].run_speed : world.critters()[0].walk_speed) ==
          speed);
    const Hex start = world.critters()[0].body().hex();
    const Hex target = world.geometry().stepUnsafe(world.geometry().stepUnsafe(start, 1), 1);
    REQUIRE(world.walkSelectedTo(target, gait));
    for (int t = 0; t < 20; ++t) world.tick();
    REQUIRE(world.critters()[0].body().isMoving());
    CHECK(world.critters()[0].body().moving()->speed() == speed);
    return world.critters()[0].body().align().anim;
}

}  // namespace

TEST_CASE("a walk the user asked for stays a walk above the engine's run threshold") {
    CHECK(animAfterWalking(anim::CritterActor::Gait::Walk, 90) == CritterAnim::Walk);
    CHECK(animAfterWalking(anim::CritterActor::Gait::Run, 60) == CritterAnim::Run);
}

TEST_CASE("by speed, the engine's rule, runs from the threshold, which is adjustable") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 7, 0, 0);
    const Hex target = world.geometry().stepUnsafe(world.geometry().stepUnsafe(world.critters()[0].body().hex(), 1), 1);
    world.setSpeed(ActorRef::critter(0), 90);
    REQUIRE(world.walkTo(ActorRef::critter(0), target));  // a scripted walk: BySpeed
    for (int t = 0; t < 20; ++t) world.tick();
    CHECK(world.critters()[0].body().align().anim == CritterAnim::Run);  // 90 >= 80
    world.setRunThreshold(100);
    for (int t = 0; t < 5; ++t) world.tick();
    CHECK(world.critters()[0].body().align().anim == CritterAnim::Walk);  // 90 < 100
    CHECK(world.critters()[0].actor.runThreshold() == 100);
}
