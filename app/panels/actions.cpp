#include "app/panels/actions.h"

#include <string>

#include "app/panels/ui_state.h"
#include "engine/anim/state_machine_def.h"

namespace gaitlab {

const char* actionTargetState(WorldAction action) {
    switch (action) {
    case WorldAction::Attack: return "attack";
    case WorldAction::Hurt: return "hurt";
    case WorldAction::Kill:
    case WorldAction::Revive: return "death";
    case WorldAction::KnockBack: return "knockback";
    }
    return "";
}

bool definitionTakes(const anim::StateMachineDef& def, WorldAction action) {
    return def.stateIndex(actionTargetState(action)) >= 0;
}

bool requestAction(World& world, ClientUiState& ui, WorldAction action, double now_s) {
    const std::string what = worldActionName(action);
    if (world.critters().empty()) {
        ui.setInfo(what + ": nothing selected", now_s);
        return false;
    }
    std::string who;
    const anim::StateMachineDef* def = nullptr;
    std::optional<DemoRoute> route;
    if (const auto unit = world.selectedUnit()) {
        const TacticsUnit& selected = world.units()[static_cast<std::size_t>(*unit)].actor;
        who = selected.name();
        def = selected.definition().get();
        if (action == WorldAction::KnockBack) {
            ui.setInfo(what + " refused: tactics units have no knock-back sequence", now_s);
            return false;
        }
    } else {
        const WorldCritter& critter = world.critters()[static_cast<std::size_t>(world.selected())];
        who = critter.name;
        def = critter.actor.definition().get();
        route = world.routeOf(world.selected());
    }
    if (def != nullptr && !definitionTakes(*def, action)) {
        ui.setInfo(what + " refused: " + who + "'s definition has no '" + actionTargetState(action) + "' state", now_s);
        return false;
    }
    if (!world.act(world.selectedActor(), action)) {
        ui.setInfo(what + " refused for " + who, now_s);
        return false;
    }
    std::string message = what + " requested for " + who;
    if (route && !world.routeOf(world.selected()))
        message += std::string("; the ") + demoRouteName(*route) + " route ended";
    ui.setInfo(message, now_s);
    return true;
}

}  // namespace gaitlab
