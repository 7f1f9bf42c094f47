#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/assets/asset_library.h"
#include "app/panels/panel_layout.h"
#include "app/panels/panels.h"
#include "app/panels/ui_state.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

/// A warning's dismissal key: its message and its file's modification time, so a change to the file shows it again.
std::string warningDismissKey(const ErrorRecord& record) {
    std::error_code ec;
    const auto time = record.file.empty() ? std::filesystem::file_time_type{}
                                          : std::filesystem::last_write_time(record.file, ec);
    return record.message + '\n' + std::to_string(ec ? 0 : time.time_since_epoch().count());
}

}  // namespace

void drawErrorsPanel(const World& world, const AssetLibrary& assets, const std::vector<ErrorRecord>& render_errors,
                     ClientUiState* ui) {
    // The current errors of the assets, the world and the renderer (a fixed file's error is gone on its reload), then, in the
    // client, the one-off messages (a failed screenshot, a scenario that could not start) until dismissed.
    std::vector<ErrorRecord> current = assets.errors();
    for (ErrorRecord& record : world.errors()) current.push_back(std::move(record));
    current.insert(current.end(), render_errors.begin(), render_errors.end());  // images the GPU cannot hold
    // Warnings: files that loaded, but the engine reads them otherwise than they seem to say (D25).
    // A warning dismissed in the client stays hidden until its file changes.
    std::vector<ErrorRecord> warnings = assets.warnings();
    if (ui)
        std::erase_if(warnings, [&](const ErrorRecord& record) {
            return std::find(ui->dismissed_warnings.begin(), ui->dismissed_warnings.end(), warningDismissKey(record)) !=
                   ui->dismissed_warnings.end();
        });
    const std::size_t messages = ui ? ui->errors.size() : 0;
    const std::size_t count = current.size() + messages;
    if (ui) {  // the status bar counts what this window lists
        ui->errors_shown = static_cast<int>(count);
        ui->warnings_shown = static_cast<int>(warnings.size());
    }
    if (count + warnings.size() == 0) return;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    // Top centre of the map between the panel columns, sized to the messages and no wider than the gap: it never
    // covers a panel (nor hides behind one).
    const PanelLayout& layout = panelLayout(ui);
    const float left = layout.columnWidth(false) + 2.0f * PanelLayout::kMargin;
    const float right = viewport->Size.x - layout.columnWidth(true) - 2.0f * PanelLayout::kMargin;
    const float span = std::max(right - left, 160.0f);
    const float wide = std::min(span, 620.0f);
    ImGui::SetNextWindowPos(ImVec2((left + right) * 0.5f, PanelLayout::kMargin), ImGuiCond_Always, ImVec2(0.5f, 0));
    ImGui::SetNextWindowSizeConstraints(ImVec2(std::min(360.0f, wide), 0), ImVec2(wide, viewport->Size.y * 0.45f));
    ImGui::PushStyleColor(ImGuiCol_TitleBg, ImVec4(0.55f, 0.12f, 0.1f, 1.0f));
    ImGui::PushStyleColor(ImGuiCol_TitleBgActive, ImVec4(0.7f, 0.15f, 0.12f, 1.0f));
    const std::string title =
        "Errors (" + std::to_string(count) + ")" +
        (warnings.empty() ? std::string() : ", warnings (" + std::to_string(warnings.size()) + ")") + "###Errors";
    ImGui::Begin(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse);
    ImGui::PushTextWrapPos(wide - 2.0f * ImGui::GetStyle().WindowPadding.x);
    for (const ErrorRecord& record : current) ImGui::TextUnformatted(record.message.c_str());
    if (!current.empty()) ImGui::TextDisabled("the last good version stays in use; fix the file and it reloads");
    if (!current.empty() && !warnings.empty()) ImGui::Separator();
    for (std::size_t i = 0; i < warnings.size(); ++i) {
        const ErrorRecord& record = warnings[i];
        if (ui) {
            ImGui::PushID(static_cast<int>(i));
            if (ImGui::SmallButton("x")) ui->dismissed_warnings.push_back(warningDismissKey(record));
            if (ImGui::IsItemHovered()) ImGui::SetTooltip("dismiss until the file changes");
            ImGui::PopID();
            ImGui::SameLine();
        }
        ImGui::TextColored(ImVec4(1.0f, 0.82f, 0.3f, 1.0f), "warning: %s", record.message.c_str());
    }
    if (!warnings.empty()) ImGui::TextDisabled("warnings: the file loaded; this is what the engine makes of it");
    if (ui) {
        if (!current.empty() && messages > 0) ImGui::Separator();
        for (const std::string& message : ui->errors) ImGui::TextUnformatted(message.c_str());
    }
    ImGui::PopTextWrapPos();
    if (ui && messages > 0 && ImGui::Button("dismiss")) ui->errors.clear();
    ImGui::End();
    ImGui::PopStyleColor(2);
}

}  // namespace gaitlab
