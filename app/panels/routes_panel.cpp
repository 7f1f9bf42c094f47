#include <algorithm>
#include <filesystem>
#include <string>

#include <imgui.h>

#include "app/panels/panels.h"
#include "app/panels/ui_state.h"
#include "engine/world/scenario.h"
#include "engine/world/world.h"

namespace gaitlab {

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
    // The shipped scenario files (<assets>/scenarios/*.json), by file name; "start" reads the chosen one again.
    if (!ui->scenario_files.empty()) {
        ui->scenario_choice = std::clamp(ui->scenario_choice, 0, static_cast<int>(ui->scenario_files.size()) - 1);
        const auto label = [&](int i) {
            return std::filesystem::path(ui->scenario_files[static_cast<std::size_t>(i)]).stem().string();
        };
        ImGui::SetNextItemWidth(-60);
        if (ImGui::BeginCombo("##scenario file", label(ui->scenario_choice).c_str())) {
            for (int i = 0; i < static_cast<int>(ui->scenario_files.size()); ++i) {
                const bool chosen = i == ui->scenario_choice;
                if (ImGui::Selectable(label(i).c_str(), chosen)) ui->scenario_choice = i;
                if (chosen) ImGui::SetItemDefaultFocus();
            }
            ImGui::EndCombo();
        }
        ImGui::SameLine();
        if (ImGui::Button("start"))
            ui->start_scenario_file = ui->scenario_files[static_cast<std::size_t>(ui->scenario_choice)];
    }
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
