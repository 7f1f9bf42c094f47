// The selected critter's or unit's actions (attack, hurt, kill, revive, knock back) as the user asks for them
// with the number keys or the State panel's buttons, each answered on the status bar.
#pragma once

#include "engine/world/world.h"

namespace gaitlab {

namespace anim {
class StateMachineDef;
}
struct ClientUiState;

/// The state `action` leads to in the shipped definitions ("attack", "hurt", "death" for kill and revive,
/// "knockback"). A definition without it (e.g. the built-in idle/walk/run one) cannot act on it.
[[nodiscard]] const char* actionTargetState(WorldAction action);
/// Whether `def` has the state `action` needs (actionTargetState).
[[nodiscard]] bool definitionTakes(const anim::StateMachineDef& def, WorldAction action);
/// Requests `action` of the selected critter or unit (World::act on World::selectedActor) and says on the status bar what
/// happened: "attack requested for player", or why nothing will ("... has no 'knockback' state", "tactics units
/// have no knock back", "nothing selected"), naming a demo route the action ends. `now_s`: ImGui time, seconds.
/// Returns whether the action was requested.
bool requestAction(World& world, ClientUiState& ui, WorldAction action, double now_s);

}  // namespace gaitlab
