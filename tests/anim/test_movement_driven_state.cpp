// Movement-driven states (D4, D19): the aligner chooses the frame, playback speed does not apply, frame
// events follow the aligner's frame; other states expose the playback frame for CritterBody.
#include <doctest/doctest.h>

#include <memory>

#include "engine/anim/state_machine.h"

using namespace gaitlab::anim;

namespace {

const char* kWalker = R"({
  "name": "walker", "time_unit": "ms",
  "states": [
    {"name": "idle", "priority": 0, "frames": [100, 100], "speed": 2.0},
    {"name": "walk", "priority": 0, "movement": true, "speed": 3.0, "frames": [50, 50, 50, 50],
     "events": [{"frame": 0, "name": "footstep"}, {"frame": 2, "name": "footstep"}]}
  ],
  "transitions": [
    {"from": "idle", "to": "walk", "priority": 0, "when": {"flag": "moving"}},
    {"from": "walk", "to": "idle", "priority": 0, "when": {"not": {"flag": "moving"}}}
  ]
})";

}  // namespace

TEST_CASE("a movement-driven state reports the aligner's frame and fires its events on change") {
    StateMachine m(std::make_shared<const StateMachineDef>(parseStateMachineDef(kWalker, "walker.states.json")));
    AnimContext moving;
    moving.moving = true;
    const TickResult enter = m.tick(moving, 0);
    CHECK(*m.snapshot().tag == "walk");
    CHECK(m.snapshot().movement_driven);
    CHECK(enter.events.events.empty());  // the aligner has not chosen a frame yet

    CHECK(m.setDrivenFrame(2).occurrences("footstep") == 1);
    CHECK(m.setDrivenFrame(2).events.empty());  // same frame: nothing entered
    CHECK(m.setDrivenFrame(3).events.empty());
    CHECK(m.setDrivenFrame(0).occurrences("footstep") == 1);
    CHECK(m.setDrivenFrame(9).events.empty());  // clamped to 3
    CHECK(m.snapshot().frame == 3);

    // Time passing does not move the frame (speed 3 is ignored, D19).
    m.tick(moving, 1000);
    CHECK(m.snapshot().frame == 3);
}

TEST_CASE("a time-driven state plays at its speed times the entity multiplier") {
    StateMachine m(std::make_shared<const StateMachineDef>(parseStateMachineDef(kWalker, "walker.states.json")));
    m.tick(AnimContext{}, 0);
    m.tick(AnimContext{}, 50);  // 50 ms at speed 2 = 100: frame 1
    CHECK(m.snapshot().frame == 1);
    CHECK_FALSE(m.snapshot().movement_driven);
    m.setSpeedMultiplier(0.5);  // speed 1 now; 100..200 is frame 1, kept at its start
    m.tick(AnimContext{}, 99);
    CHECK(m.snapshot().frame == 1);
    m.tick(AnimContext{}, 1);
    CHECK(m.snapshot().frame == 0);
}

TEST_CASE("missing frame durations are an error naming the state") {
    const auto def = std::make_shared<const StateMachineDef>(parseStateMachineDef(
        R"({"name": "x", "time_unit": "ticks", "states": [{"name": "idle", "priority": 0}]})", "x.states.json"));
    CHECK_THROWS_WITH_AS(StateMachine{def}, doctest::Contains("x.states.json: state 'idle'"), std::invalid_argument);
    StateMachine from_sheet(def, ClipSet{{"idle", {3, 3}}});
    from_sheet.tick(AnimContext{}, 3);
    CHECK(from_sheet.snapshot().frame == 1);
}
