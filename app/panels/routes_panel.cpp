#include <string>

#include <imgui.h>

#include "app/panels/panels.h"
#include "app/ui_state.h"
#include "engine/world/scenario.h"
#include "engine/world/world.h"

namespace gaitlab {

void drawRoutesPanel(World& world, ClientUiState* ui) {
    ImGui::SetNextWindowPos(ImVec2(10, 560), ImGuiCond_FirstUseEver);
    ImGui::SetNextWindowSize(ImVec2(300, 0), ImGuiCond_FirstUseEver);
    ImGui::Begin("Demo routes");
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
        if (ImGui::Button(demoRouteName(route), ImVec2(-1, 0)) && !world.critters().empty())
            world.startRoute(world.selected(), route);
    }
    ImGui::Checkbox("states timeline", &ui->states_demo);
    ImGui::Text("scenario: %s", scenario.c_str());
    ImGui::Separator();
    ImGui::Checkbox("paused (space)", &ui->paused);
    ImGui::SameLine();
    if (ImGui::Button("step (.)")) ui->step_ticks += 1;
    ImGui::SliderFloat("time scale", &ui->time_scale, 0.1f, 2.0f, "%.2fx");
    ImGui::Text("t = %lld ms", static_cast<long long>(world.nowMs()));
    ImGui::End();
}

}  // namespace gaitlab
