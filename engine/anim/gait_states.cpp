#include "engine/anim/gait_states.h"

#include <nlohmann/json.hpp>

namespace gaitlab::anim {

StateMachineDef gaitStates(const std::string& name, int run_from, const std::string& file) {
    const std::string v = std::to_string(run_from);
    const std::string walk = R"({"all": [{"flag": "moving"}, {"lt": ["speed", )" + v + "]}]}";
    const std::string run = R"({"all": [{"flag": "moving"}, {"ge": ["speed", )" + v + "]}]}";
    const std::string standing = R"({"not": {"flag": "moving"}})";
    auto transition = [](const char* from, const char* to, int priority, const std::string& when) {
        return std::string(R"({"from": ")") + from + R"(", "to": ")" + to + R"(", "priority": )" +
               std::to_string(priority) + R"(, "when": )" + when + "}";
    };
    const std::string json = R"({"name": )" + nlohmann::json(name).dump() + R"(, "time_unit": "ms", "initial": "idle",
  "states": [
    {"name": "idle", "priority": 0, "mode": "loop", "frames": [250]},
    {"name": "walk", "priority": 0, "mode": "loop", "movement": true, "frames": [100]},
    {"name": "run", "priority": 0, "mode": "loop", "movement": true, "frames": [100]}
  ],
  "transitions": [)" + transition("idle", "walk", 1, walk) +
                             ", " + transition("idle", "run", 1, run) + ", " + transition("walk", "run", 1, run) +
                             ", " + transition("walk", "idle", 0, standing) + ", " +
                             transition("run", "walk", 1, walk) + ", " + transition("run", "idle", 0, standing) + "]}";
    return parseStateMachineDef(json, file);
}

}  // namespace gaitlab::anim
