// Definitions shared by the state machine tests: the states of field cases R21/R22 and the platformer
// example of DECISIONS "Example: Platformer State Machine".
#pragma once

#include <memory>
#include <string>

#include "engine/anim/state_machine.h"
#include "engine/anim/state_machine_def.h"

namespace anim_fixtures {

using namespace gaitlab::anim;

// R21/R22: idle/run prio 0 loop; attack prio 3 once lock fallback idle (6 x 2 ticks); hurt prio 5 global
// once lock fallback idle (2 x 2 ticks); flinch prio 4 global ("hit"); death prio 10 global once lock, no
// fallback (3 x 3 ticks).
inline const char* kActionMachine = R"({
  "name": "actions", "time_unit": "ticks", "initial": "idle",
  "states": [
    {"name": "idle",   "priority": 0,  "mode": "loop", "frames": [4, 4]},
    {"name": "run",    "priority": 0,  "mode": "loop", "frames": [3, 3]},
    {"name": "attack", "priority": 3,  "mode": "once", "lock": true, "fallback": "idle", "frames": [2, 2, 2, 2, 2, 2],
     "events": [{"frame": 3, "name": "hit"}]},
    {"name": "flinch", "priority": 4,  "mode": "once", "lock": true, "fallback": "idle", "frames": [2]},
    {"name": "hurt",   "priority": 5,  "mode": "once", "lock": true, "fallback": "idle", "frames": [2, 2],
     "flash": {"color": [1, 0.2, 0.2], "strength": 0.8, "duration": 6}},
    {"name": "death",  "priority": 10, "mode": "once", "lock": true, "fallback": null, "frames": [3, 3, 3]}
  ],
  "transitions": [
    {"from": "idle", "to": "run",    "priority": 0, "when": {"flag": "moving"}},
    {"from": "run",  "to": "idle",   "priority": 0, "when": {"not": {"flag": "moving"}}},
    {"from": "idle", "to": "attack", "priority": 1, "when": {"flag": "attack_pressed"}},
    {"from": "run",  "to": "attack", "priority": 1, "when": {"flag": "attack_pressed"}}
  ],
  "global_transitions": [
    {"to": "hurt",   "priority": 5,  "when": {"flag": "hurt_this_tick"}},
    {"to": "flinch", "priority": 4,  "when": {"flag": "knocked_back"}},
    {"to": "death",  "priority": 10, "when": {"flag": "dead"}}
  ]
})";

// The platformer of DECISIONS "Example: Platformer State Machine", threshold 0.5. Transition priorities out
// of idle: attack 3 > jump 2 > fall 1 > run 0.
// `extra_transitions` is spliced into "transitions" (leading comma included by the caller).
inline std::string platformerJson(const std::string& extra_transitions = "") {
    return R"({
  "name": "platformer", "time_unit": "ticks", "initial": "idle",
  "states": [
    {"name": "idle",   "priority": 0,  "mode": "loop", "frames": [5, 5]},
    {"name": "run",    "priority": 0,  "mode": "loop", "frames": [4, 4]},
    {"name": "jump",   "priority": 1,  "mode": "once", "fallback": "fall", "frames": [3, 3]},
    {"name": "fall",   "priority": 1,  "mode": "loop", "frames": [4]},
    {"name": "land",   "priority": 2,  "mode": "once", "lock": true, "fallback": "idle", "frames": [2, 2]},
    {"name": "attack", "priority": 3,  "mode": "once", "lock": true, "fallback": "idle", "frames": [2, 2, 2]},
    {"name": "hurt",   "priority": 5,  "mode": "once", "lock": true, "fallback": "idle", "frames": [3, 3]},
    {"name": "death",  "priority": 10, "mode": "once", "lock": true, "frames": [4, 4]}
  ],
  "transitions": [
    {"from": "idle", "to": "run",    "priority": 0, "when": {"all": [{"gt": ["abs_velocity_x", 0.5]}, {"flag": "grounded"}]}},
    {"from": "run",  "to": "idle",   "priority": 0, "when": {"all": [{"le": ["abs_velocity_x", 0.5]}, {"flag": "grounded"}]}},
    {"from": "idle", "to": "jump",   "priority": 2, "when": {"flag": "just_jumped"}},
    {"from": "run",  "to": "jump",   "priority": 2, "when": {"flag": "just_jumped"}},
    {"from": "jump", "to": "fall",   "priority": 0, "when": {"any": [{"gt": ["velocity_y", 0]}, {"flag": "animation_finished"}]}},
    {"from": "idle", "to": "fall",   "priority": 1, "when": {"not": {"flag": "grounded"}}},
    {"from": "run",  "to": "fall",   "priority": 1, "when": {"not": {"flag": "grounded"}}},
    {"from": "fall", "to": "land",   "priority": 0, "when": {"flag": "grounded"}},
    {"from": "idle", "to": "attack", "priority": 3, "when": {"flag": "attack_pressed"}},
    {"from": "run",  "to": "attack", "priority": 3, "when": {"flag": "attack_pressed"}})" +
           extra_transitions + R"(
  ],
  "global_transitions": [
    {"to": "hurt",  "priority": 5,  "when": {"flag": "hurt_this_tick"}},
    {"to": "death", "priority": 10, "when": {"flag": "dead"}}
  ]
})";
}

inline std::shared_ptr<const StateMachineDef> definition(const std::string& json) {
    return std::make_shared<const StateMachineDef>(parseStateMachineDef(json, "fixture.states.json"));
}

inline std::string stateName(const StateMachine& m) { return m.stateDef().name; }

}  // namespace anim_fixtures
