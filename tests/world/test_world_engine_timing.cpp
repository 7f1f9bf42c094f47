// World::setEngineTiming (D7): every critter's time-driven clips switch between uniform durations and the
// engine's integer lerp (Clip::engine), now and for critters the world creates later (a new definition).
#include <doctest/doctest.h>

#include <memory>
#include <utility>

#include "engine/anim/clip.h"
#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

// The shipped assets with a critter definition that can be swapped, as a definition reload does.
class SwappableStates : public ShippedAssets {
public:
    [[nodiscard]] std::shared_ptr<const anim::StateMachineDef> critterStates() const override {
        return states_ ? states_ : ShippedAssets::critterStates();
    }
    void setCritterStates(std::shared_ptr<const anim::StateMachineDef> states) {
        states_ = std::move(states);
        bumpGeneration();
    }

private:
    std::shared_ptr<const anim::StateMachineDef> states_;
};

// The critter's timing and, while it idles, the idle clip against the one the chosen timing gives its sheet.
// The player never wanders, so it always idles here.
void checkIdleClip(const WorldCritter& critter, bool engine_timing) {
    CAPTURE(critter.name);
    CHECK(critter.actor.engineTiming() == engine_timing);
    if (critter.name == "player") REQUIRE(critter.actor.anim() == CritterAnim::Idle);
    if (critter.actor.anim() != CritterAnim::Idle) return;
    const SpriteSheet& sheet = critter.body().animations().idle->dirs.front();
    const anim::ClipMode mode = critter.actor.machine().playback().clip().mode;
    const anim::Clip expected = engine_timing ? anim::Clip::engine(sheet.frameCount(), sheet.anim_ms, mode)
                                              : anim::Clip::uniform(sheet.frameCount(), sheet.anim_ms, mode);
    CHECK(critter.actor.machine().playback().clip().durations == expected.durations);
}

}  // namespace

TEST_CASE("world engine timing applies to every critter now and to the critters of a new definition") {
    auto assets = std::make_shared<SwappableStates>();
    World world(assets, assets->map(), 12345);
    REQUIRE(world.critters().size() > 1);
    // The shipped idle is a sheet where the two timings differ.
    const SpriteSheet& idle = world.critters().front().body().animations().idle->dirs.front();
    REQUIRE(anim::Clip::engine(idle.frameCount(), idle.anim_ms, anim::ClipMode::Loop).durations !=
            anim::Clip::uniform(idle.frameCount(), idle.anim_ms, anim::ClipMode::Loop).durations);
    CHECK_FALSE(world.engineTiming());
    for (const WorldCritter& critter : world.critters()) checkIdleClip(critter, false);

    world.setEngineTiming(true);
    CHECK(world.engineTiming());
    for (const WorldCritter& critter : world.critters()) checkIdleClip(critter, true);

    // A new definition rebuilds every critter: they keep engine timing.
    assets->setCritterStates(builtInCritterStates());
    world.tick();
    for (const WorldCritter& critter : world.critters()) {
        CHECK(critter.actor.definition() == builtInCritterStates());
        checkIdleClip(critter, true);
    }

    world.setEngineTiming(false);
    for (const WorldCritter& critter : world.critters()) checkIdleClip(critter, false);
}
