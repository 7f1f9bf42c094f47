#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/panels/panels.h"
#include "app/panels/ui_state.h"
#include "engine/world/scenario.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

/// A combo of `files` by file name (`prefix` before the chosen one's; the full path in the tooltip) and a button that
/// asks to start the chosen one (`start`).
void scenarioFileMenu(const char* id, const char* prefix, const char* button, const std::vector<std::string>& files,
                      int& choice, std::string& start) {
    if (files.empty()) return;
    choice = std::clamp(choice, 0, static_cast<int>(files.size()) - 1);
    const auto label = [&](int i) { return std::filesystem::path(files[static_cast<std::size_t>(i)]).stem().string(); };
    ImGui::SetNextItemWidth(-60);
    if (ImGui::BeginCombo(id, (prefix + label(choice)).c_str())) {
        for (int i = 0; i < static_cast<int>(files.size()); ++i) {
            const bool chosen = i == choice;
            ImGui::PushID(i);
            if (ImGui::Selectable(label(i).c_str(), chosen)) choice = i;
            ImGui::PopID();
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", files[static_cast<std::size_t>(i)].c_str());
            if (chosen) ImGui::SetItemDefaultFocus();
        }
        ImGui::EndCombo();
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", files[static_cast<std::size_t>(choice)].c_str());
    ImGui::SameLine();
    if (ImGui::Button(button)) start = files[static_cast<std::size_t>(choice)];
}

}  // namespace

void drawRoutesPanel(World& world, ClientUiState* ui) {
    if (!panelLayout(ui).begin(PanelId::Routes)) {  // collapsed: nothing to draw
        ImGui::End();
        return;
    }
    const std::string scenario = world.scenario() != nullptr ? world.scenario()->name() : std::string("none");
    if (!ui) {
        ImGui::Text("scenario: %s", scenario.c_str());
        ImGui::Text("t = %lld ms", static_cast<long long>(world.nowMs()));
        ImGui::End();
        return;
    }
    static constexpr DemoRoute kRoutes[] = {DemoRoute::StraightWalk, DemoRoute::StraightRun, DemoRoute::EveryDirection,
                                            DemoRoute::TurnDuringMovement, DemoRoute::RapidStopStart};
    for (DemoRoute route : kRoutes) {
        if (!ImGui::Button(demoRouteName(route), ImVec2(-1, 0)) || world.critters().empty()) continue;
        // A demo route replaces a running scenario: its next steps would fight the route.
        if (world.scenario() != nullptr) {
            world.stopScenario();
            ui->states_demo = false;
        }
        const Hex hex = world.critters()[static_cast<std::size_t>(world.selected())].body().hex();
        const std::string where = " from (" + std::to_string(hex.x) + ", " + std::to_string(hex.y) + ")";
        if (world.startRoute(world.selected(), route))
            ui->setInfo(std::string(demoRouteName(route)) + " started" + where +
                            ": there and back, repeating (right click stops)",
                        ImGui::GetTime());
        else
            ui->setInfo(std::string(demoRouteName(route)) + " cannot start" + where +
                            ": no rotation of it stays on movable hexes; walk somewhere open first",
                        ImGui::GetTime());
    }
    ImGui::Checkbox("states timeline", &ui->states_demo);
    // The shipped scenario files (<assets>/scenarios/*.json) and the ones started before, by file name; "start"
    // reads the chosen one again.
    scenarioFileMenu("##scenario file", "", "start", ui->scenario_files, ui->scenario_choice, ui->start_scenario_file);
    // Always one line, so the panel keeps its height when the first file is remembered.
    if (ui->recent_scenarios.empty())
        ImGui::TextDisabled("recent: none yet");
    else
        scenarioFileMenu("##recent file", "recent: ", "start##recent", ui->recent_scenarios, ui->recent_choice,
                         ui->start_scenario_file);
    ImGui::Text("scenario: %s", scenario.c_str());
    ImGui::Separator();
    ImGui::Checkbox("paused (space)", &ui->paused);
    ImGui::SameLine();
    if (ImGui::Button("step (.)")) ui->step_ticks += 1;
    // By pose and one tick back (DECISIONS "Stepping back"); each pauses.
    if (ImGui::Button("< pose ([)")) {
        ui->paused = true;
        ui->pose_steps -= 1;
    }
    ImGui::SameLine();
    if (ImGui::Button("< tick (,)")) {
        ui->paused = true;
        ui->back_ticks += 1;
    }
    ImGui::SameLine();
    if (ImGui::Button("pose > (])")) {
        ui->paused = true;
        ui->pose_steps += 1;
    }
    ImGui::SliderFloat("time scale", &ui->time_scale, 0.1f, 2.0f, "%.2fx");
    ImGui::Text("t = %lld ms", static_cast<long long>(world.nowMs()));
    ImGui::End();
}

}  // namespace gaitlab
