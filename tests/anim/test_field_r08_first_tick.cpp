// Field case R08: the first tick of a new walk already uses the new sheet, facing and a fresh
// anchor (§5.3 order: progress -> sheet of the progress direction -> re-anchor -> frame -> offset), through a
// CritterActor whose definition walks below 120 px/s.
#include <doctest/doctest.h>

#include <memory>

#include "../engine/critter_fixtures.h"
#include "engine/anim/critter_actor.h"
#include "gait_fixture.h"

using namespace gaitlab;
using namespace gaitlab::anim;

namespace {

std::shared_ptr<SpriteAnimation> walkByDir() {
    // NE8: (2,-1),(2,-2) x4 -> T = (16,-12), one NE step per cycle; other directions mirror it.
    auto anim = std::make_shared<SpriteAnimation>();
    anim->dirs.resize(6);
    const ipos sign[6] = {{1, -1}, {2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}};
    for (int d = 0; d < 6; ++d) {
        auto& sheet = anim->dirs[static_cast<size_t>(d)];
        for (int i = 0; i < 8; ++i) {
            SpriteFrame f;
            f.next_x = static_cast<int16_t>(sign[d].x * 2);
            f.next_y = static_cast<int16_t>(sign[d].y * (i % 2 == 0 ? 1 : 2));
            sheet.frames.push_back(f);
        }
        sheet.anim_ms = 800;
        sheet.rebuildCycle();
    }
    return anim;
}

std::shared_ptr<SpriteAnimation> idle12() {
    auto anim = std::make_shared<SpriteAnimation>();
    anim->dirs.resize(1);
    anim->dirs[0].frames.resize(12);
    anim->dirs[0].anim_ms = 1200;  // 100 ms per frame
    anim->dirs[0].rebuildCycle();
    return anim;
}

}  // namespace

TEST_CASE("R08: the first movement tick shows the NE walk frame at phase 0, never the idle state") {
    const HexGeometry g;
    const HexMap map = gaitlab::test::openMapOf(64, 64);
    auto walk = walkByDir();
    REQUIRE(walk->dirs[0].cycle.total == ipos{16, -12});
    CritterActor actor(g, {20, 20}, 4, anim::test::gaitDef(120), {idle12(), walk, walk});  // facing W
    const CritterBody& view = actor.body();
    actor.tick(0, map);
    actor.tick(550, map);
    CHECK(view.align().anim == CritterAnim::Idle);
    CHECK(view.align().frame == 5);
    CHECK(view.hdir() == 4);

    MovePath path;
    path.steps.assign(3, 0);
    path.control_steps = {3};
    // The order is given after the tick at 600 ms; it starts on the next tick from that tick's clock. That
    // next tick runs at 600 ms too, so the walk's tick 0 is at its start time (pos 0).
    actor.tick(600, map);
    REQUIRE(actor.requestMove(path, 80, map));
    const ipos start_world = view.logicalWorld();

    // Tick 0: NE sheet, fresh anchor at pos (0,0), phase exactly 0. accum.T = 44, 100, ... -> frame 0,
    // offs_anim = accum[0] = (2,-1).
    actor.tick(600, map);
    CHECK(view.align().anim == CritterAnim::Walk);
    CHECK(view.align().sheet == &walk->dirs[0]);
    CHECK(view.hdir() == 0);
    CHECK(view.align().reanchored);
    CHECK(view.align().anchor == ipos{0, 0});
    CHECK(view.align().walk.cycle_proj == 0);
    CHECK(view.align().frame == 0);
    CHECK(view.align().offs_anim == ipos{2, -1});
    CHECK(view.spriteWorld() - start_world == ipos{2, -1});

    // Ticks 1 and 2: the rendered point moves monotonically along NE by at most the largest single-frame delta
    // (2, 2). Tick 2 by hand: pos (1,-1) (0.05 of (16,-12) rounded), rel.T = 28 -> frame 0,
    // offs = 0 - (1,-1) + (2,-1) = (1,0), so the rendered point stays at (2,-1).
    ipos prev = view.spriteWorld();
    for (int k = 1; k <= 40; ++k) {
        CAPTURE(k);
        actor.tick(600 + 10 * k, map);
        CHECK(view.align().anim == CritterAnim::Walk);
        CHECK(view.hdir() == 0);
        const ipos now = view.spriteWorld();
        CHECK(now.x >= prev.x);
        CHECK(now.y <= prev.y);
        if (k <= 2) {
            CHECK(now.x - prev.x <= 2);
            CHECK(prev.y - now.y <= 2);
        }
        if (k == 2) {
            CHECK(view.align().pos == ipos{1, -1});
            CHECK(view.align().frame == 0);
            CHECK(view.align().offs_anim == ipos{1, 0});
            CHECK(now - start_world == ipos{2, -1});
        }
        prev = now;
    }
    // Later ticks may pass two frames at once near the cycle end: the position moves in whole pixels on both
    // axes, so rel.T grows by up to 28 per tick while frame 7's window is 28 wide (nearest-frame rule, §4.3).
}
