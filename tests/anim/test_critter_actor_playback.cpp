// Time-driven frames of a CritterActor (D7, D19): the state machine's playback is the one clock. An idle's
// frames follow its sheet's uniform durations, or the engine's integer lerp with engine timing (§4.7), and
// the speed multiplier; offsets accumulate through the frame without the Movement flag (D4, §4.6).
#include <doctest/doctest.h>

#include <memory>
#include <vector>

#include "../engine/critter_fixtures.h"
#include "engine/anim/critter_actor.h"
#include "gait_fixture.h"

using namespace gaitlab;
using namespace gaitlab::anim;

namespace {

using gaitlab::test::animationOf;

// An idle of 5 frames over 400 ms: uniform 80 ms per frame; the engine's lerp starts frames 1..4 at 52, 152,
// 252 and 352 ms (anim_proc 13, 38, 63, 88).
CritterActor fiveFrameIdle(const HexGeometry& g, bool engine_timing = false) {
    return CritterActor(g, {5, 5}, 0, anim::test::gaitDef(80),
                        {animationOf(std::vector<ipos>(5, ipos{0, 0}), 400), nullptr, nullptr}, engine_timing);
}

}  // namespace

TEST_CASE("critter actor idle: uniform playback frames, offsets accumulate without the Movement flag") {
    const HexGeometry g;
    const HexMap map = gaitlab::test::openMapOf(20, 20);
    // 4 frames over 400 ms: 100 ms per frame; accum = (1,0), (1,-2), (4,-2), (4,-2).
    CritterActor actor(g, {5, 5}, 2, anim::test::gaitDef(80),
                       {animationOf({{1, 0}, {0, -2}, {3, 0}, {0, 0}}, 400), nullptr, nullptr});
    const CritterBody& view = actor.body();
    const int expected_frame[] = {0, 0, 1, 2, 3, 0};
    const ipos expected_offs[] = {{1, 0}, {1, 0}, {1, -2}, {4, -2}, {4, -2}, {1, 0}};
    const int64_t times[] = {1000, 1099, 1100, 1250, 1399, 1400};
    for (int k = 0; k < 6; ++k) {
        CAPTURE(k);
        actor.tick(times[k], map);
        CHECK(view.align().anim == CritterAnim::Idle);
        CHECK_FALSE(view.align().driven);
        CHECK(view.align().frame == expected_frame[k]);
        CHECK(view.align().offs_anim == expected_offs[k]);
        CHECK(view.spriteWorld() == g.hexPos({5, 5}) + expected_offs[k]);
    }
    CHECK(view.hdir() == 2);
    REQUIRE(view.currentFrame() != nullptr);
    CHECK(view.currentFrame() == &view.animations().idle->dirs[0].frames[0]);
}

TEST_CASE("critter actor: engine timing changes the idle's frame where the two timings differ (D7)") {
    const HexGeometry g;
    const HexMap map = gaitlab::test::openMapOf(20, 20);
    CritterActor uniform = fiveFrameIdle(g);
    CritterActor engine = fiveFrameIdle(g, true);
    CHECK_FALSE(uniform.engineTiming());
    CHECK(engine.engineTiming());
    for (CritterActor* actor : {&uniform, &engine}) {
        actor->tick(0, map);
        actor->tick(60, map);
    }
    CHECK(uniform.body().align().frame == 0);  // uniform: 80 ms per frame
    CHECK(engine.body().align().frame == 1);   // engine: p = 15 -> round(0.6) = 1
    // Both agree where the lerp and the uniform split give the same frame: 170 ms is frame 2 in either.
    for (CritterActor* actor : {&uniform, &engine}) actor->tick(170, map);
    CHECK(uniform.body().align().frame == 2);
    CHECK(engine.body().align().frame == 2);

    // Switching on rebuilds the state machine (other durations): the idle starts again from 0 ms.
    uniform.setEngineTiming(true);
    CHECK(uniform.engineTiming());
    uniform.tick(170, map);
    CHECK(uniform.body().align().frame == 0);
    uniform.tick(230, map);  // 60 ms into the restarted idle
    CHECK(uniform.body().align().frame == 1);
    uniform.setEngineTiming(false);
    uniform.tick(290, map);  // 60 ms into the uniform idle again
    CHECK(uniform.body().align().frame == 0);
}

TEST_CASE("critter actor: the speed multiplier scales time-driven frames from where they are (D19)") {
    const HexGeometry g;
    const HexMap map = gaitlab::test::openMapOf(20, 20);
    CritterActor actor = fiveFrameIdle(g);
    actor.tick(0, map);
    actor.tick(100, map);
    // Half speed from t = 100 (position 100 ms kept): at t = 300 the clip is at 100 + 200/2 = 200 ms.
    actor.setSpeedMultiplier(0.5);
    actor.tick(300, map);
    CHECK(actor.body().align().frame == 2);  // 200 / 80 = 2.5
    actor.setSpeedMultiplier(0.0);
    actor.tick(5000, map);
    CHECK(actor.body().align().frame == 2);  // paused
    // Engine timing keeps the multiplier through the rebuild: still paused.
    actor.setEngineTiming(true);
    actor.tick(6000, map);
    CHECK(actor.body().align().frame == 0);
}
