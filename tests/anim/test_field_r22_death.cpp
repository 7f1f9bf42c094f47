// Field case R22: death wins a same-tick conflict, is never interrupted or restarted, and holds its last
// frame (D17).
#include <doctest/doctest.h>

#include <vector>

#include "machine_fixtures.h"

using namespace anim_fixtures;

TEST_CASE("R22 hurt and death on the same tick: death, and hurt is never displayed") {
    StateMachine m(definition(kActionMachine));
    AnimContext both;
    both.hurt_this_tick = true;
    both.dead = true;
    const TickResult r = m.tick(both, 0);
    CHECK(stateName(m) == "death");
    REQUIRE(r.transition.has_value());
    CHECK(r.transition->kind == TransitionKind::Global);
    CHECK(r.transition->reason == "global: dead");
    for (const EnteredFrame& f : r.entered) CHECK(f.state != m.definition().stateIndex("hurt"));
}

TEST_CASE("R22 during death every request is ignored - frames rise 0..2 and hold 2 for 200 ticks") {
    StateMachine m(definition(kActionMachine));
    AnimContext dead;
    dead.dead = true;
    m.tick(dead, 0);
    REQUIRE(stateName(m) == "death");
    std::vector<int> frames{m.snapshot().frame};
    int finished = 0;
    for (int t = 1; t <= 209; ++t) {
        AnimContext c;  // hurt, idle/run movement, attack and the global "hit" (flinch) every tick
        c.dead = true;
        c.hurt_this_tick = true;
        c.moving = true;
        c.attack_pressed = true;
        c.knocked_back = true;
        const TickResult r = m.tick(c, 1);
        CHECK_FALSE(r.transition.has_value());
        finished += r.finished_state ? 1 : 0;
        frames.push_back(m.snapshot().frame);
    }
    CHECK(stateName(m) == "death");
    CHECK(finished == 1);
    CHECK(m.history().size() == 1);
    // 3 frames x 3 ticks: 0 0 0 1 1 1 2, then 2 for the remaining 203 ticks.
    std::vector<int> expected{0, 0, 0, 1, 1, 1};
    expected.resize(210, 2);
    CHECK(frames == expected);
}

TEST_CASE("R22 death interrupts a locked attack and a playing hurt") {
    StateMachine m(definition(kActionMachine));
    AnimContext press;
    press.attack_pressed = true;
    m.tick(press, 0);
    AnimContext hurt;
    hurt.hurt_this_tick = true;
    m.tick(hurt, 3);
    CHECK(stateName(m) == "hurt");
    AnimContext dead;
    dead.dead = true;
    m.tick(dead, 1);
    CHECK(stateName(m) == "death");
    CHECK(m.snapshot().frame == 0);
}
