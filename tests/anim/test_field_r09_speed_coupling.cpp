// Field case R09: walk frames follow travelled pixels, not time; playback speed applies only
// to time-driven clips (D19). E8x1, 4 hexes E; A at 400 ms/hex, B at 800 ms/hex with playback speed 50 % (the
// CritterActor's speed multiplier 0.5); the definition walks below 200 px/s, so both speeds walk.
#include <doctest/doctest.h>

#include <map>
#include <memory>

#include "engine/anim/critter_actor.h"
#include "gait_fixture.h"

using namespace gaitlab;
using namespace gaitlab::anim;

namespace {

std::shared_ptr<SpriteAnimation> uniformSheet(int frames, int next_x, int ticks) {
    auto anim = std::make_shared<SpriteAnimation>();
    anim->dirs.resize(1);
    anim->dirs[0].frames.resize(static_cast<size_t>(frames));
    for (auto& f : anim->dirs[0].frames) {
        f.next_x = static_cast<int16_t>(next_x);
    }
    anim->dirs[0].anim_ms = ticks;
    anim->dirs[0].rebuildCycle();
    return anim;
}

struct Run {
    std::map<int, int> frame_by_pos;  // travelled px -> walk frame
    int changes_first_1600ms = 0;
};

Run simulate(int speed, int playback_percent) {
    const HexGeometry g;
    HexMap map;
    map.size = {64, 64};
    auto walk = uniformSheet(8, 4, 800);
    CritterActor actor(g, {20, 20}, 1, anim::test::gaitDef(200), {uniformSheet(4, 0, 400), walk, walk});
    const CritterBody& view = actor.body();
    actor.setSpeedMultiplier(playback_percent / 100.0);
    MovePath path;
    path.steps.assign(4, 1);
    path.control_steps = {4};
    REQUIRE(actor.requestMove(path, speed, map));
    Run out;
    int last = -1;
    for (int64_t t = 0; (t == 0 || view.isMoving()) && t <= 4000; t += 10) {
        actor.tick(t, map);
        if (!view.align().driven) {
            break;
        }
        REQUIRE(view.align().anim == CritterAnim::Walk);
        out.frame_by_pos[view.align().pos.x] = view.align().frame;
        if (t < 1600 && last >= 0 && view.align().frame != last) {
            ++out.changes_first_1600ms;
        }
        last = view.align().frame;
    }
    return out;
}

}  // namespace

TEST_CASE("R09: the walk frame is a function of travelled pixels, the same at half speed and half playback") {
    const Run a = simulate(80, 100);
    const Run b = simulate(40, 50);
    REQUIRE(a.frame_by_pos.size() > 100);
    int compared = 0;
    for (const auto& [px, frame] : b.frame_by_pos) {
        const auto it = a.frame_by_pos.find(px);
        if (it != a.frame_by_pos.end()) {
            CAPTURE(px);
            CHECK(it->second == frame);
            ++compared;
        }
    }
    CHECK(compared > 100);
    // E8x1 by hand at pos 80: phase 0.5 -> frame 3; at pos 13: rel.T 416 -> nearest 384 -> frame 2.
    CHECK(a.frame_by_pos.at(80) == 3);
    CHECK(b.frame_by_pos.at(13) == 2);
    // A covers 4 hexes (32 frame steps) in 1600 ms, B 2 hexes (16): half as many frame changes per second.
    CHECK(a.changes_first_1600ms >= 30);
    CHECK(b.changes_first_1600ms * 2 >= a.changes_first_1600ms - 2);
    CHECK(b.changes_first_1600ms * 2 <= a.changes_first_1600ms + 2);
}

TEST_CASE("R09: while the displacement stands still the walk frame does not advance") {
    const HexGeometry g;
    HexMap map;
    map.size = {64, 64};
    auto walk = uniformSheet(8, 4, 800);
    CritterActor actor(g, {20, 20}, 1, anim::test::gaitDef(200), {nullptr, walk, walk});
    const CritterBody& view = actor.body();
    MovePath path;
    path.steps.assign(4, 1);
    path.control_steps = {4};
    REQUIRE(actor.requestMove(path, 80, map));
    for (int64_t t = 0; t <= 1000; t += 10) {
        actor.tick(t, map);
    }
    REQUIRE(view.align().pos == ipos{80, 0});
    REQUIRE(view.align().frame == 3);
    // Held back (1 px/s: 0.2 px over the 20 ticks, so the rounded position stays at 80).
    actor.changeSpeed(1, 1000);
    for (int k = 1; k <= 20; ++k) {
        actor.tick(1000 + 10 * k, map);
        CHECK(view.align().anim == CritterAnim::Walk);
        CHECK(view.align().driven);
        CHECK(view.align().pos == ipos{80, 0});
        CHECK(view.align().frame == 3);
    }
}

TEST_CASE("R09: time-driven clips honour the playback speed") {
    const HexGeometry g;
    HexMap map;
    map.size = {64, 64};
    for (const int percent : {100, 50}) {
        CAPTURE(percent);
        CritterActor actor(g, {20, 20}, 1, anim::test::gaitDef(200), {uniformSheet(4, 0, 400), nullptr, nullptr});
        const CritterBody& view = actor.body();  // the idle: 100 ms per frame
        actor.setSpeedMultiplier(percent / 100.0);
        actor.tick(0, map);
        actor.tick(250, map);
        CHECK(view.align().anim == CritterAnim::Idle);
        CHECK(view.align().frame == (percent == 100 ? 2 : 1));  // 250 ms or 125 ms into the clip
    }
}
