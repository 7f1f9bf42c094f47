// Field case R21: movement cannot cancel a locked attack (D17); repeated hurts cannot starve the character.
#include <doctest/doctest.h>

#include <vector>

#include "machine_fixtures.h"

using namespace anim_fixtures;

TEST_CASE("R21 moving during ticks 3-11 does not interrupt the attack - it leaves at tick 12") {
    StateMachine m(definition(kActionMachine));
    AnimContext press;
    press.attack_pressed = true;
    m.tick(press, 0);
    REQUIRE(stateName(m) == "attack");
    std::vector<int> frames{m.snapshot().frame};
    for (int t = 1; t <= 11; ++t) {
        AnimContext c;
        c.moving = t >= 3;
        const TickResult r = m.tick(c, 1);
        CHECK_FALSE(r.transition.has_value());
        CHECK(stateName(m) == "attack");
        frames.push_back(m.snapshot().frame);
    }
    CHECK(frames == std::vector<int>{0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5});
    CHECK(m.snapshot().locked);

    AnimContext moving;
    moving.moving = true;
    const TickResult leave = m.tick(moving, 1);  // t = 12: attack has no transition out, so its fallback
    REQUIRE(leave.transition.has_value());
    CHECK(leave.finished_state == m.definition().stateIndex("attack"));
    CHECK(stateName(m) == "idle");
    CHECK(leave.transition->reason == "fallback");
    CHECK(leave.transition->time == 12);
    m.tick(moving, 1);  // t = 13: the next evaluation follows the movement
    CHECK(stateName(m) == "run");
    CHECK(m.history().size() == 3);
}

TEST_CASE("R21 hurts every 3 ticks for 60 ticks: hurt never restarts and a complete attack follows") {
    // By hand (hurt lasts 4 ticks, attack 12): hurt at 0, 6, ..., 54 (the request at 3, 9, ... falls in a
    // playing hurt, which a global into the same state cannot restart), fallback idle 4 ticks after each,
    // attack the tick after, interrupted by the next hurt; the last attack starts at 59 and completes.
    StateMachine m(definition(kActionMachine));
    std::vector<int> hurt_entries;
    std::vector<int> last_attack_frames;
    int attack_start = -1;
    for (int t = 0; t <= 71; ++t) {
        AnimContext c;
        c.attack_pressed = true;
        c.hurt_this_tick = t < 60 && t % 3 == 0;
        const TickResult r = m.tick(c, t == 0 ? 0 : 1);
        if (r.transition && stateName(m) == "hurt") hurt_entries.push_back(t);
        if (r.transition && stateName(m) == "attack") attack_start = t;
        if (t >= 59 && t <= 70) {
            CHECK(stateName(m) == "attack");
            last_attack_frames.push_back(m.snapshot().frame);
        }
        if (t == 71) {
            CHECK(stateName(m) == "idle");
            CHECK(r.transition->reason == "fallback");
        }
    }
    CHECK(hurt_entries == std::vector<int>{0, 6, 12, 18, 24, 30, 36, 42, 48, 54});
    CHECK(attack_start == 59);
    CHECK(last_attack_frames == std::vector<int>{0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5});
}

TEST_CASE("a locked attack fires its hit event once even when hurt interrupts right after") {
    StateMachine m(definition(kActionMachine));
    AnimContext press;
    press.attack_pressed = true;
    m.tick(press, 0);
    AnimEventStream events;
    // Frame 3 starts at tick 6; one update of 7 ticks passes it.
    const TickResult jump = m.tick(AnimContext{}, 7);
    events.events.insert(events.events.end(), jump.events.events.begin(), jump.events.events.end());
    AnimContext hurt;
    hurt.hurt_this_tick = true;
    m.tick(hurt, 1);
    CHECK(events.occurrences("hit") == 1);
    CHECK(stateName(m) == "hurt");
}
