#include <string>
#include <vector>

#include <imgui.h>

#include "app/asset_library.h"
#include "app/panels/panels.h"
#include "app/ui_state.h"
#include "engine/world/world.h"

namespace gaitlab {

void drawErrorsPanel(const World& world, const AssetLibrary& assets, ClientUiState* ui) {
    // The client collects errors as they appear (kept until dismissed); a headless frame shows the current ones.
    std::vector<std::string> headless;
    if (!ui) {
        headless = assets.errors();
        headless.insert(headless.end(), world.errors().begin(), world.errors().end());
    }
    const std::size_t count = ui ? ui->errors.size() : headless.size();
    if (count == 0) return;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    // Top centre, between the panel columns, sized to the messages: it must not hide behind another panel.
    ImGui::SetNextWindowPos(ImVec2(viewport->Size.x * 0.5f, 10), ImGuiCond_Always, ImVec2(0.5f, 0));
    ImGui::SetNextWindowSizeConstraints(ImVec2(360, 0), ImVec2(620, viewport->Size.y * 0.45f));
    ImGui::PushStyleColor(ImGuiCol_TitleBg, ImVec4(0.55f, 0.12f, 0.1f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_TitleBgActive, ImVec4(0.7f, 0.15f, 0.12f, 1.0f));
    const std::string title = "Errors (" + std::to_string(count) + ")###Errors";
    ImGui::Begin(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
    ImGui::PushTextWrapPos(600.0f);
    if (ui) {
        for (const std::string& error : ui->errors) ImGui::TextUnformatted(error.c_str());
    } else {
        for (const std::string& error : headless) ImGui::TextUnformatted(error.c_str());
    }
    ImGui::PopTextWrapPos();
    ImGui::TextDisabled("the last good version stays in use; fix the file and it reloads");
    if (ui && ImGui::Button("dismiss")) ui->errors.clear();
    ImGui::End();
    ImGui::PopStyleColor(2);
}

}  // namespace gaitlab
