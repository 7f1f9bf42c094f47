#include <cstdio>

#include <imgui.h>

#include "app/panels/panels.h"
#include "app/panels/ui_state.h"

namespace gaitlab {

void drawRecordControls(ClientUiState& ui) {
    ClientUiState::RecordUi& r = ui.record;
    ImGui::Separator();
    ImGui::TextDisabled("recording");
    if (r.recording) {
        char label[48];
        std::snprintf(label, sizeof label, "stop (F9) %.1f s###record", r.take_s);
        ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.75f, 0.15f, 0.15f, 1.0f));
        if (ImGui::Button(label)) r.toggle_requested = true;
        ImGui::PopStyleColor();
    } else if (ImGui::Button("record (F9)###record")) {
        r.toggle_requested = true;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("a GIF and a WebP of what the map shows, in out/recordings/");
    ImGui::SameLine();
    ImGui::BeginDisabled(!r.keep_last);
    char last[48];
    std::snprintf(last, sizeof last, "save last %d s (shift+F9)", r.last_seconds);
    if (ImGui::Button(last)) r.save_last_requested = true;
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("keeps a glitch already seen: the ring holds %.1f s", r.ring_s);
    ImGui::Checkbox("framed", &r.framed);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("on: 480x360 around the selected critter; off: the whole window");
    ImGui::SameLine();
    ImGui::Checkbox("panels", &r.panels);
    ImGui::SameLine();
    ImGui::Checkbox("labels", &r.labels);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("a caption: tick, frame, phase, sheet and the planted foot's slide");
    ImGui::Checkbox("keep the last", &r.keep_last);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(90.0f);
    ImGui::SliderInt("s##last", &r.last_seconds, 1, 8);
    if (r.writing > 0) ImGui::TextDisabled("writing %d recording%s...", r.writing, r.writing == 1 ? "" : "s");
}

}  // namespace gaitlab
