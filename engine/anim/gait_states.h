// The idle / walk / run state machine of a critter with no actions (decisions D4, D6): idle while standing,
// walk below a speed and run from it, both movement-driven. The world's built-in critter definition
// (engine/world/built_in_states.cpp) is this at 80 ground px/s.
#pragma once

#include <string>

#include "engine/anim/state_machine_def.h"

namespace gaitlab::anim {

/// The definition named `name` (read as from `file` for its errors, time unit ms): walk while moving below
/// `run_from` ground px/s, run from `run_from` on, idle while standing; the sheets' durations replace its
/// one-frame clips (critterClipSet).
[[nodiscard]] StateMachineDef gaitStates(const std::string& name, int run_from, const std::string& file);

}  // namespace gaitlab::anim
