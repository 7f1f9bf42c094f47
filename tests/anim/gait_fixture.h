// The idle / walk / run state machine a CritterActor test drives (engine/anim/gait_states.h, the built-in
// critter definition's states) with the run threshold its case needs: walk below `run_from` ground px/s and
// run from it (D6).
#pragma once

#include <memory>
#include <string>

#include "engine/anim/gait_states.h"

namespace gaitlab::anim::test {

inline std::shared_ptr<const StateMachineDef> gaitDef(int run_from) {
    return std::make_shared<const StateMachineDef>(gaitStates("gait", run_from, "gait " + std::to_string(run_from)));
}

}  // namespace gaitlab::anim::test
