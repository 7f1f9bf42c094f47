// A critter whose tick throws (an aligner overflow on absurd deltas) is placed back on its hex with a "<name> tick"
// error on screen; that error lasts while it stands and while its walks fail, and goes with the first tick of a walk
// that goes through, e.g. after the art is fixed and reloaded.
#include <doctest/doctest.h>

#include <algorithm>
#include <limits>
#include <memory>

#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using gaitlab::testing::ShippedAssets;

namespace {

// accum (-M,-M), (0,0), (M,M): the frame projection distance leaves int64 a few pixels into a walk, whatever the
// direction (as engine test "critter body: an aligner overflow names the sprite file and the direction").
std::shared_ptr<const SpriteAnimation> overflowingWalk() {
    constexpr int kM = std::numeric_limits<int32_t>::max();
    auto walk = std::make_shared<SpriteAnimation>();
    walk->source = "huge.fofrm";
    walk->name = "walk";
    walk->dirs.resize(6);
    for (SpriteSheet& sheet : walk->dirs) {
        sheet.frames.resize(3);
        sheet.anim_ms = 300;
        sheet.cycle = WalkCycle::fromDeltas({{-kM, -kM}, {kM, kM}, {kM, kM}});
    }
    return walk;
}

bool hasTickError(const World& world) {
    const auto errors = world.errors();
    return std::any_of(errors.begin(), errors.end(), [](const ErrorRecord& e) {
        return e.message.rfind("player: huge.fofrm: direction", 0) == 0 &&
               e.message.find("(placed back on its hex)") != std::string::npos;
    });
}

}  // namespace

TEST_CASE("world: a critter's tick error clears when its ticks go through again") {
    auto assets = std::make_shared<ShippedAssets>();
    const auto shipped_walk = assets->animationsFor(0).walk;
    World world(assets, assets->map(), 3, 0, 0);
    const Hex start = world.critters()[0].body().hex();

    assets->replaceAnimation(CritterAnim::Walk, overflowingWalk());
    const Hex target{start.x, start.y + 4};
    REQUIRE(world.walkTo(ActorRef::critter(0), target));
    bool failed = false;
    for (int i = 0; i < 50 && !failed; ++i) {
        world.tick();
        failed = hasTickError(world);
    }
    REQUIRE(failed);
    CHECK(world.critters()[0].tick_failed);
    // Still failing: the error stays.
    REQUIRE(world.walkTo(ActorRef::critter(0), target));
    for (int i = 0; i < 50; ++i) world.tick();
    CHECK(hasTickError(world));

    // Standing still proves nothing: the error stays.
    for (int i = 0; i < 20; ++i) world.tick();
    CHECK(hasTickError(world));

    // The art is fixed: the next walk goes through and the error is gone.
    assets->replaceAnimation(CritterAnim::Walk, shipped_walk);
    REQUIRE(world.walkTo(ActorRef::critter(0), target));
    world.tick();
    world.tick();
    CHECK_FALSE(world.critters()[0].tick_failed);
    CHECK_FALSE(hasTickError(world));
    CHECK(world.errors().empty());
}
