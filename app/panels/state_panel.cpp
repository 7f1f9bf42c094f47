#include <filesystem>
#include <string>

#include <imgui.h>

#include "app/panels/actions.h"
#include "app/panels/panels.h"
#include "app/panels/ui_state.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

/// Machine time in ms: critter definitions count ms, tactics definitions 60 ticks per second.
double toMs(const anim::StateMachine& machine, int64_t time) {
    return machine.definition().time_unit == anim::TimeUnit::Milliseconds ? static_cast<double>(time)
                                                                          : static_cast<double>(time) * 1000.0 / 60.0;
}

/// The current state, the history (newest first, with the reason) and the recent events of `who`.
void drawMachine(const World& world, const anim::StateMachine& machine, int frame, const std::string& who) {
    const anim::StateDef& state = machine.stateDef();
    const anim::StateSnapshot snapshot = machine.snapshot();
    const auto& history = machine.history();
    const int64_t since = history.empty() ? 0 : history.back().time;
    ImGui::Text("state      %s", state.name.c_str());
    ImGui::Text("priority   %d%s", state.priority, state.lock ? "  lock-until-complete" : "");
    if (snapshot.locked) {
        ImGui::TextColored(ImVec4(1.0f, 0.7f, 0.3f, 1.0f), "locked     yes (only a higher priority global breaks in)");
    } else {
        ImGui::Text("locked     no%s", snapshot.finished ? " (clip finished)" : "");
    }
    ImGui::Text("frame      %d  %s", frame,
                snapshot.movement_driven ? "(aligner: by position)" : "(playback: by time)");
    ImGui::Text("in state   %.0f ms", toMs(machine, machine.time() - since));
    // The type's name and file name; the whole path on hover (screenshots carry no machine paths).
    const std::string& file = machine.definition().file;
    ImGui::TextDisabled("definition %s (%s)", machine.definition().name.c_str(),
                        std::filesystem::path(file).filename().string().c_str());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", file.c_str());
    const int fallback = state.fallback;
    ImGui::Text("fallback   %s",
                fallback >= 0 ? machine.definition().states[static_cast<std::size_t>(fallback)].name.c_str() : "none");

    ImGui::Separator();
    ImGui::TextUnformatted("last transitions (newest first)");
    if (history.empty()) ImGui::TextUnformatted("none yet");
    const auto& states = machine.definition().states;
    for (auto it = history.rbegin(); it != history.rend(); ++it) {
        const char* from = it->from >= 0 ? states[static_cast<std::size_t>(it->from)].name.c_str() : "?";
        const char* to = states[static_cast<std::size_t>(it->to)].name.c_str();
        ImGui::Text("%7.0f ms  %s -> %s", toMs(machine, it->time), from, to);
        ImGui::SameLine();
        // The reason names the kind already: the condition text, "global: <condition>" or "fallback".
        ImGui::TextDisabled("%s", it->reason.c_str());
    }

    ImGui::Separator();
    ImGui::TextUnformatted("events (last 2 s)");
    int shown = 0;
    for (auto it = world.events().rbegin(); it != world.events().rend() && shown < 8; ++it) {
        if (it->who != who) continue;
        ImGui::Text("%6lld ms  %s (%s)", static_cast<long long>(it->at_ms), it->name.c_str(), it->source.c_str());
        ++shown;
    }
    if (shown == 0) ImGui::TextUnformatted("none");
}

void actionButtons(World& world, ClientUiState& ui, const anim::StateMachineDef& def, bool knock_back) {
    static constexpr WorldAction kActions[] = {WorldAction::Attack, WorldAction::Hurt, WorldAction::Kill,
                                               WorldAction::Revive, WorldAction::KnockBack};
    int key = 1;
    for (WorldAction action : kActions) {
        if (action == WorldAction::KnockBack && !knock_back) break;
        const std::string label = std::string(worldActionName(action)) + " (" + std::to_string(key++) + ")";
        // On the row while the button fits, else on the next row (a narrow panel cuts no label).
        const float width = ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2.0f;
        if (key > 2 && ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width <=
                           ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x)
            ImGui::SameLine();
        // Without the state (e.g. the built-in idle/walk/run definition) the button could not do anything.
        ImGui::BeginDisabled(!definitionTakes(def, action));
        if (ImGui::Button(label.c_str())) requestAction(world, ui, action, ImGui::GetTime());
        ImGui::EndDisabled();
    }
}

}  // namespace

void drawStatePanel(World& world, ClientUiState* ui) {
    if (!panelLayout(ui).begin(PanelId::State)) {  // collapsed: nothing to draw
        ImGui::End();
        return;
    }
    if (const auto unit_index = world.selectedUnit()) {
        const TacticsUnit& unit = world.units()[static_cast<std::size_t>(*unit_index)].actor;
        ImGui::Text("%s  (tactics unit)", unit.name().c_str());
        if (ui) actionButtons(world, *ui, unit.machine().definition(), false);
        drawMachine(world, unit.machine(), unit.machine().snapshot().frame, unit.name());
    } else if (!world.critters().empty()) {
        const WorldCritter& critter = world.critters()[static_cast<std::size_t>(world.selected())];
        ImGui::Text("%s  (critter)", critter.name.c_str());
        if (ui) actionButtons(world, *ui, critter.actor.machine().definition(), true);
        const anim::Tint flash = critter.actor.flashTint();
        if (flash.strength > 0.0f) ImGui::TextColored(ImVec4(1, 1, 1, 1), "hit flash  %.2f", flash.strength);
        drawMachine(world, critter.actor.machine(), critter.actor.state().frame, critter.name);
    } else {
        ImGui::TextUnformatted("nothing selected");
    }
    ImGui::End();
}

}  // namespace gaitlab
