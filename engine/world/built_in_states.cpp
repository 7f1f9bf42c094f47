#include "engine/anim/state_machine_def.h"
#include "engine/world/world_assets.h"

namespace gaitlab {

namespace {

// Same speeds as the shipped definition file: walk below 80 ground px/s, run from 80 (D6).
constexpr const char* kBuiltInStates = R"json({
  "name": "humanoid (built-in)",
  "time_unit": "ms",
  "initial": "idle",
  "states": [
    {"name": "idle", "priority": 0, "mode": "loop", "frames": [250]},
    {"name": "walk", "priority": 0, "mode": "loop", "movement": true, "frames": [100]},
    {"name": "run", "priority": 0, "mode": "loop", "movement": true, "frames": [100]}
  ],
  "transitions": [
    {"from": "idle", "to": "walk", "priority": 1, "when": {"all": [{"flag": "moving"}, {"lt": ["speed", 80]}]}},
    {"from": "idle", "to": "run", "priority": 1, "when": {"all": [{"flag": "moving"}, {"ge": ["speed", 80]}]}},
    {"from": "walk", "to": "run", "priority": 1, "when": {"all": [{"flag": "moving"}, {"ge": ["speed", 80]}]}},
    {"from": "walk", "to": "idle", "priority": 0, "when": {"not": {"flag": "moving"}}},
    {"from": "run", "to": "walk", "priority": 1, "when": {"all": [{"flag": "moving"}, {"lt": ["speed", 80]}]}},
    {"from": "run", "to": "idle", "priority": 0, "when": {"not": {"flag": "moving"}}}
  ]
})json";

}  // namespace

std::shared_ptr<const anim::StateMachineDef> builtInCritterStates() {
    static const auto def =
        std::make_shared<const anim::StateMachineDef>(anim::parseStateMachineDef(kBuiltInStates, "(built-in)"));
    return def;
}

}  // namespace gaitlab
