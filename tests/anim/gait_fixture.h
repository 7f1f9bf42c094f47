// The idle / walk / run state machine a CritterActor test drives, with the run threshold its case needs: the
// states and transitions of the built-in critter definition (engine/world/built_in_states.cpp), walk below
// `run_from` ground px/s and run from it (D6).
#pragma once

#include <memory>
#include <string>

#include "engine/anim/state_machine_def.h"

namespace gaitlab::anim::test {

inline std::shared_ptr<const StateMachineDef> gaitDef(int run_from) {
    const std::string v = std::to_string(run_from);
    const std::string run = R"({"all": [{"flag": "moving"}, {"ge": ["speed", )" + v + "]}]}";
    const std::string walk = R"({"all": [{"flag": "moving"}, {"lt": ["speed", )" + v + "]}]}";
    const std::string json = R"({
  "name": "gait", "time_unit": "ms", "initial": "idle",
  "states": [
    {"name": "idle", "priority": 0, "mode": "loop", "frames": [250]},
    {"name": "walk", "priority": 0, "mode": "loop", "movement": true, "frames": [100]},
    {"name": "run", "priority": 0, "mode": "loop", "movement": true, "frames": [100]}
  ],
  "transitions": [
    {"from": "idle", "to": "walk", "priority": 1, "when": )" +
                             walk + R"(},
    {"from": "idle", "to": "run", "priority": 1, "when": )" +
                             run + R"(},
    {"from": "walk", "to": "run", "priority": 1, "when": )" +
                             run + R"(},
    {"from": "walk", "to": "idle", "priority": 0, "when": {"not": {"flag": "moving"}}},
    {"from": "run", "to": "walk", "priority": 1, "when": )" +
                             walk + R"(},
    {"from": "run", "to": "idle", "priority": 0, "when": {"not": {"flag": "moving"}}}
  ]
})";
    return std::make_shared<const StateMachineDef>(parseStateMachineDef(json, "gait " + v));
}

}  // namespace gaitlab::anim::test
