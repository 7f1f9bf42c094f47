#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "app/panels/panels.h"
#include "app/panels/ui_state.h"

namespace gaitlab {

void drawRecordControls(ClientUiState& ui) {
    // One line: the View panel is open by default and must stay short (DECISIONS "Panel layout"); what is recorded
    // is chosen in a popup.
    ClientUiState::RecordUi& r = ui.record;
    if (r.recording) {
        char label[48];
        std::snprintf(label, sizeof label, "stop %.1f s###record", r.take_s);
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.75f, 0.15f, 0.15f, 1.0f));
        if (ImGui::Button(label)) r.toggle_requested = true;
        ImGui::PopStyleColor();
    } else if (ImGui::Button("record###record")) {
        r.toggle_requested = true;
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("F9: start or stop a GIF and a WebP of what the map shows, in out/recordings/");
    ImGui::SameLine();
    ImGui::BeginDisabled(!r.keep_last);
    char last[48];
    std::snprintf(last, sizeof last, "save last %d s", r.last_seconds);
    if (ImGui::Button(last)) r.save_last_requested = true;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("shift+F9: keeps a glitch already seen (the ring holds %.1f s)", r.ring_s);
    ImGui::SameLine();
    if (ImGui::Button("recording...")) ImGui::OpenPopup("recording options");
    if (ImGui::BeginPopup("recording options")) {
        ImGui::Checkbox("framed: 480x360 around the selected critter", &r.framed);
        ImGui::Checkbox("panels as on screen", &r.panels);
        ImGui::Checkbox("labels: tick, frame, phase, sheet, slide", &r.labels);
        ImGui::Checkbox("keep the last seconds (shift+F9 saves them)", &r.keep_last);
        ImGui::SetNextItemWidth(120.0f);
        ImGui::SliderInt("seconds saved", &r.last_seconds, 1, 8);
        r.last_seconds = std::clamp(r.last_seconds, 1, 8);
        ImGui::EndPopup();
    }
}

}  // namespace gaitlab
