// Field case R03: reversing mid-walk never skips a hex or teleports. E8x1 and its W mirror at
// 80 px/s (400 ms/hex), 10 ms ticks; 4 hexes E from (10,10), replaced at tick 100 by 4 hexes W with the client
// lifecycle of §3.7 (advance, StopMoving with normalisation, new context from hex + HexOffset), driven through a
// CritterActor whose definition walks below 120 px/s (D6: 80 px/s must walk in this case).
#include <doctest/doctest.h>

#include <cstdlib>
#include <memory>

#include "../engine/critter_fixtures.h"
#include "engine/anim/critter_actor.h"
#include "gait_fixture.h"

using namespace gaitlab;
using namespace gaitlab::anim;

namespace {

std::shared_ptr<SpriteAnimation> eastWestWalk() {
    auto anim = std::make_shared<SpriteAnimation>();
    anim->dirs.resize(6);
    for (int d = 0; d < 6; ++d) {
        // E (1) is E8x1; W (4) its mirror; the other directions are not used by this path.
        const int x = d == 1 ? 4 : d == 4 ? -4 : 0;
        anim->dirs[static_cast<size_t>(d)].frames.resize(8);
        for (auto& f : anim->dirs[static_cast<size_t>(d)].frames) {
            f.next_x = static_cast<int16_t>(x);
        }
        anim->dirs[static_cast<size_t>(d)].anim_ms = 800;
        anim->dirs[static_cast<size_t>(d)].rebuildCycle();
    }
    return anim;
}

MovePath fourStepPath(int dir) {
    MovePath path;
    path.steps.assign(4, static_cast<uint8_t>(dir));
    path.control_steps = {4};
    return path;
}

}  // namespace

TEST_CASE("R03: reversal mid-walk keeps hex steps single, the world point smooth and the stop exact") {
    const HexGeometry g;
    const HexMap map = gaitlab::test::openMapOf(64, 64);
    auto walk = eastWestWalk();
    CritterActor actor(g, {10, 10}, 1, anim::test::gaitDef(120), {nullptr, walk, walk});
    const CritterBody& view = actor.body();
    REQUIRE(actor.requestMove(fourStepPath(1), 80, map));

    Hex prev_hex = view.hex();
    ipos prev_world = view.logicalWorld();
    ipos prev_sprite{};
    bool have_sprite = false;
    const auto checkTick = [&](const char* phase) {
        CAPTURE(phase);
        if (!(view.hex() == prev_hex)) {
            CHECK(g.distance(prev_hex, view.hex()) == 1);
        }
        const ipos world = view.logicalWorld();
        CHECK(std::abs(world.x - prev_world.x) <= 1);
        CHECK(std::abs(world.y - prev_world.y) <= 1);
        if (have_sprite) {
            CHECK(std::abs(view.spriteWorld().x - prev_sprite.x) <= 4);  // largest single NextX
            CHECK(view.spriteWorld().y == prev_sprite.y);
        }
        prev_hex = view.hex();
        prev_world = world;
        prev_sprite = view.spriteWorld();
        have_sprite = true;
    };

    for (int k = 0; k < 100; ++k) {
        actor.tick(10 * k, map);
        CHECK(view.align().anim == CritterAnim::Walk);
        checkTick("east");
    }

    // Tick 100: advance to now, stop (normalise, D5), start the W path from the resulting hex + HexOffset.
    actor.tick(1000, map);
    CHECK(view.align().pos == ipos{80, 0});
    CHECK(view.align().frame == 3);  // phase 0.5 of E8x1
    const ipos world_at_reversal = view.logicalWorld();
    REQUIRE(actor.stopMoving(map));
    CHECK(view.logicalWorld() == world_at_reversal);
    const Hex reversal_hex = view.hex();
    const ipos reversal_offset = view.hexOffset();
    // The order starts on the next tick from the clock of the previous one (1000), from hex + HexOffset.
    REQUIRE(actor.requestMove(fourStepPath(4), 80, map));
    actor.tick(1000, map);
    // The W path covers 4 steps minus the start offset: (128 + offset.x) px at 80 px/s.
    const double whole_ms = (128.0 + reversal_offset.x) * 1000.0 / 80.0;
    REQUIRE(view.moving() != nullptr);
    CHECK(view.moving()->wholeTime() == doctest::Approx(whole_ms));
    CHECK(view.align().anim == CritterAnim::Walk);
    checkTick("reversal");
    // The case expects the phase to continue; D5 (as the engine) clears the anchor on StopMoving/SetMoving,
    // so the new path starts at phase 0: frame 0 of the W sheet, offs_anim = accum[0] = (-4,0). The rendered
    // point moves from +80 (E frame 3, offs 0) to +76: exactly the 4 px bound.
    CHECK(view.hdir() == 4);
    CHECK(view.align().anchor == ipos{0, 0});
    CHECK(view.align().phase == 0.0);
    CHECK(view.align().frame == 0);
    CHECK(view.align().offs_anim == ipos{-4, 0});

    int64_t t = 1010;
    for (; t <= 3000 && view.isMoving(); t += 10) {
        actor.tick(t, map);
        if (view.isMoving()) {
            checkTick("west");
        }
    }
    CHECK_FALSE(view.isMoving());
    Hex expected = reversal_hex;
    for (int i = 0; i < 4; ++i) {
        expected = g.stepUnsafe(expected, 4);
    }
    CHECK(view.hex() == expected);
    CHECK(view.hexOffset() == ipos{0, 0});
    CHECK(view.hdir() == 4);
    // Completed on the first tick at or after 1000 + whole time, stopped on the next one.
    CHECK(static_cast<double>(t) <= 1000.0 + whole_ms + 30.0);
}
