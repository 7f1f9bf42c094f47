// Field cases R21 and R22 at the critter level (CritterActor with the generated humanoid's sheets, definition
// and event sidecar; D5, D17): actions commit against movement, hurt interrupts an attack without starving
// it, death wins over hurt, stops a walk on a passable hex, holds its last frame, and revive returns to idle.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "engine/anim/critter_actor.h"
#include "engine/anim/event_sidecar_reader.h"
#include "engine/gait/sprite_loader.h"
#include "humanoid_fixture.h"

using namespace gaitlab;
using namespace gaitlab::anim;
using namespace gaitlab::anim::test;

namespace {

MovePath east(int steps) {
    MovePath path;
    path.steps.assign(static_cast<size_t>(steps), 1);
    path.control_steps = {static_cast<uint16_t>(steps)};
    return path;
}

// Attack frames start at ceil(i * 500 / 6) ms (6 frames, fps 12).
int attackFrameAt(int64_t in) {
    const int64_t starts[] = {0, 84, 167, 250, 334, 417};
    int f = 0;
    for (int i = 0; i < 6; ++i) {
        if (starts[i] <= in) f = i;
    }
    return f;
}

}  // namespace

TEST_CASE("R21 critter: a walk ordered mid-attack waits - all 6 attack frames show, then idle, then walk") {
    const HexGeometry g;
    const HexMap map = openMap();
    const Hex start{20, 10};
    CritterActor actor(g, start, 1, humanoidDef(), humanoid());
    actor.tick(0, map);
    actor.requestAttack();
    actor.tick(10, map);
    REQUIRE(actor.anim() == CritterAnim::Attack);
    std::vector<int> frames{actor.body().align().frame};
    for (int64_t t = 20; t < 510; t += 10) {
        if (t == 40) {
            REQUIRE(actor.requestMove(east(6), 40, map));  // from tick 3 on, the context says "moving"
        }
        actor.tick(t, map);
        CAPTURE(t);
        CHECK_FALSE(actor.lastTick().transition.has_value());
        CHECK(actor.anim() == CritterAnim::Attack);
        CHECK(actor.body().align().anim == CritterAnim::Attack);
        CHECK_FALSE(actor.body().isMoving());
        CHECK(actor.body().hex() == start);
        CHECK(actor.movePending() == (t >= 40));
        frames.push_back(actor.body().align().frame);
    }
    std::vector<int> expected;
    for (int64_t in = 0; in < 500; in += 10) expected.push_back(attackFrameAt(in));
    CHECK(frames == expected);
    CHECK(frames.back() == 5);

    actor.tick(510, map);  // 500 ms in: attack has no transition out, so its fallback
    REQUIRE(actor.lastTick().transition.has_value());
    CHECK(actor.lastTick().transition->reason == "fallback");
    CHECK(actor.anim() == CritterAnim::Idle);
    CHECK_FALSE(actor.body().isMoving());
    actor.tick(520, map);  // the next evaluation follows the waiting order
    CHECK(actor.anim() == CritterAnim::Walk);
    CHECK(actor.body().isMoving());
    CHECK(actor.body().align().driven);
    CHECK_FALSE(actor.movePending());
    for (int64_t t = 530; t <= 1500; t += 10) actor.tick(t, map);
    CHECK(actor.body().hex() != start);  // 1 s at 40 px/s: past the first step's midpoint
}

TEST_CASE("R21 critter: hurts every 30 ms for 600 ms interrupt attacks but a complete attack follows") {
    // By hand (hurt 400 ms, attack 500 ms, 10 ms ticks, attack pressed every tick): hurt at 0 (the requests
    // at 30..390 fall in a playing hurt, which cannot restart it), fallback idle at 400, attack at 410,
    // interrupted by the hurt of 420 (5 > 3, D17), fallback idle at 820, attack at 830 with no hurts left:
    // it shows all 6 frames and leaves through its fallback at 1330.
    const HexGeometry g;
    const HexMap map = openMap();
    CritterActor actor(g, {10, 10}, 2, humanoidDef(), humanoid());
    std::vector<int64_t> hurt_entries;
    std::vector<int64_t> attack_entries;
    std::vector<int> last_attack;
    for (int64_t t = 0; t <= 1330; t += 10) {
        actor.requestAttack();
        if (t < 600 && t % 30 == 0) actor.hurt();
        actor.tick(t, map);
        if (actor.lastTick().transition && actor.anim() == CritterAnim::Hurt) hurt_entries.push_back(t);
        if (actor.lastTick().transition && actor.anim() == CritterAnim::Attack) attack_entries.push_back(t);
        if (t >= 830 && t < 1330) {
            CHECK(actor.anim() == CritterAnim::Attack);
            last_attack.push_back(actor.body().align().frame);
        }
    }
    CHECK(hurt_entries == std::vector<int64_t>{0, 420});
    CHECK(attack_entries == std::vector<int64_t>{410, 830});
    std::vector<int> expected;
    for (int64_t in = 0; in < 500; in += 10) expected.push_back(attackFrameAt(in));
    CHECK(last_attack == expected);
    CHECK(actor.anim() == CritterAnim::Idle);
    REQUIRE(actor.lastTick().transition.has_value());
    CHECK(actor.lastTick().transition->reason == "fallback");
}

TEST_CASE("R22 critter: hurt and death on the same tick - death, and no hurt frame or flash") {
    const HexGeometry g;
    const HexMap map = openMap();
    CritterActor actor(g, {10, 10}, 2, humanoidDef(), humanoid());
    actor.tick(0, map);
    actor.hurt();
    actor.kill();
    actor.tick(10, map);
    CHECK(actor.anim() == CritterAnim::Death);
    CHECK(actor.body().align().anim == CritterAnim::Death);
    CHECK(actor.body().align().frame == 0);
    REQUIRE(actor.lastTick().transition.has_value());
    CHECK(actor.lastTick().transition->reason == "global: dead");
    const int hurt = actor.definition()->stateIndex("hurt");
    for (const EnteredFrame& f : actor.lastTick().entered) CHECK(f.state != hurt);
    CHECK(actor.flashTint().strength == 0.0f);
    CHECK(actor.state().priority == 10);
}

TEST_CASE("R22 critter: death mid-path stops on a passable hex, never shows a walk frame, holds its last frame") {
    const HexGeometry g;
    const HexMap map = openMap();
    CritterActor actor(g, {20, 10}, 1, humanoidDef(), humanoid());
    actor.tick(0, map);
    REQUIRE(actor.requestMove(east(8), 40, map));
    int64_t t = 0;
    while (t < 1010) actor.tick(t += 10, map);  // 1 s at 40 px/s: 1.25 steps, off the hex centre
    REQUIRE(actor.anim() == CritterAnim::Walk);
    REQUIRE(actor.body().isMoving());
    const ipos logical_before = actor.body().logicalWorld();
    REQUIRE(actor.body().hexOffset() != ipos{0, 0});

    actor.kill();
    actor.tick(t += 10, map);
    const int64_t death_tick = t;
    CHECK(actor.anim() == CritterAnim::Death);
    CHECK_FALSE(actor.body().isMoving());
    CHECK(actor.body().logicalWorld() == logical_before);  // stopped where it was last shown (D5: no jump)
    const HexAndOffset nearest = g.hexAt(logical_before);
    CHECK(actor.body().hex() == nearest.hex);
    CHECK(actor.body().hexOffset() == nearest.offset);
    CHECK(map.movable(actor.body().hex()));

    // Every tick from now: hurt, attack, knock-back and walk requests; all ignored (D17, R22).
    int finished = 0;
    int previous = -1;
    int ticks_on_last = 0;
    for (int k = 0; k < 280; ++k) {
        CAPTURE(t);
        CHECK(actor.body().align().anim == CritterAnim::Death);
        CHECK_FALSE(actor.body().isMoving());
        const int frame = actor.body().align().frame;
        CHECK(frame == std::min<int64_t>((t - death_tick) / 100, 7));  // 8 frames of 100 ms
        CHECK(frame >= previous);
        CHECK(actor.body().align().offs_anim ==
              accumulatedOffsAnim(humanoid().death->sheetFor(actor.body().hdir()).cycle, frame));
        previous = frame;
        ticks_on_last += frame == 7 ? 1 : 0;
        actor.hurt();
        actor.requestAttack();
        actor.knockBack();
        CHECK_FALSE(actor.requestMove(east(2), 40, map));
        actor.tick(t += 10, map);
        if (k > 0) CHECK_FALSE(actor.lastTick().transition.has_value());
        finished += actor.lastTick().finished_state ? 1 : 0;
    }
    CHECK(ticks_on_last >= 200);
    CHECK(finished == 1);
    CHECK(actor.state().finished);
    CHECK(actor.flashTint().strength == 0.0f);
    CHECK(actor.body().hex() == nearest.hex);

    actor.revive();
    actor.tick(t += 10, map);
    CHECK(actor.anim() == CritterAnim::Idle);
    REQUIRE(actor.lastTick().transition.has_value());
    CHECK(actor.lastTick().transition->reason == "revive");
    CHECK_FALSE(actor.dead());
    CHECK(actor.requestMove(east(2), 40, map));
    actor.tick(t += 10, map);
    CHECK(actor.anim() == CritterAnim::Walk);
}

TEST_CASE("R22 critter: revive during the death animation waits for its last frame") {
    const HexGeometry g;
    const HexMap map = openMap();
    CritterActor actor(g, {10, 10}, 4, humanoidDef(), humanoid());
    actor.tick(0, map);
    actor.kill();
    actor.tick(10, map);  // death entered
    REQUIRE(actor.anim() == CritterAnim::Death);
    for (int64_t t = 20; t <= 200; t += 10) actor.tick(t, map);
    actor.revive();
    for (int64_t t = 210; t < 810; t += 10) {
        actor.tick(t, map);
        CHECK(actor.anim() == CritterAnim::Death);  // locked until complete (D17)
    }
    actor.tick(810, map);  // 800 ms in: finished, and revive leaves it
    CHECK(actor.anim() == CritterAnim::Idle);
    REQUIRE(actor.lastTick().transition.has_value());
    CHECK(actor.lastTick().transition->reason == "revive");
    actor.tick(820, map);
    CHECK(actor.anim() == CritterAnim::Idle);  // revive is not left set
    actor.kill();
    actor.tick(830, map);
    CHECK(actor.anim() == CritterAnim::Death);
}
