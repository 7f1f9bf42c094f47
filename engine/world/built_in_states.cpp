#include "engine/anim/gait_states.h"
#include "engine/world/world_assets.h"

namespace gaitlab {

std::shared_ptr<const anim::StateMachineDef> builtInCritterStates() {
    // Same speeds as the shipped definition file: walk below 80 ground px/s, run from 80 (D6).
    static const auto def =
        std::make_shared<const anim::StateMachineDef>(anim::gaitStates("humanoid (built-in)", 80, "(built-in)"));
    return def;
}

}  // namespace gaitlab
