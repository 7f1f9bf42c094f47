#include <algorithm>

#include <imgui.h>

#include "app/panels/panels.h"
#include "app/panels/ui_state.h"
#include "engine/world/world.h"

namespace gaitlab {

void drawViewPanel(World& /*world*/, ClientUiState* ui) {
    if (!ui) return;
    if (!panelLayout(ui).begin(PanelId::View)) {  // collapsed: nothing to draw
        ImGui::End();
        return;
    }
    int zoom = ui->zoom;
    if (ImGui::SliderInt("zoom", &zoom, 1, 8, "%dx")) ui->zoom = clampZoom(zoom);
    ImGui::Checkbox("follow selected", &ui->follow_selected);
    ImGui::SameLine();
    ImGui::Checkbox("fixed camera (c)", &ui->fixed_camera);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "the camera stops following: the ground stays still under the feet;\n"
            "it jumps to the selected critter before that reaches a panel (f: now)");
    ImGui::Checkbox("hex grid", &ui->show_grid);
    ImGui::SameLine();
    ImGui::Checkbox("blocked", &ui->show_blocked);
    ImGui::SameLine();
    ImGui::Checkbox("path", &ui->show_path);
    ImGui::Checkbox("markers", &ui->show_markers);
    ImGui::SameLine();
    ImGui::Checkbox("planted feet", &ui->show_feet);
    ImGui::Checkbox("onion skin (o)", &ui->show_onion);
    ImGui::SameLine();
    ImGui::Checkbox("lines over sprites", &ui->overlays_on_top);
    if (ui->show_onion) {
        // Poses each way, past bluish and future warm, at one opacity.
        ImGui::PushItemWidth(ImGui::GetFontSize() * 4.0f);
        ImGui::SliderInt("past", &ui->onion_past, 0, 4);
        ImGui::SameLine();
        ImGui::SliderInt("future", &ui->onion_future, 0, 4);
        ImGui::SameLine();
        ImGui::SliderFloat("opacity", &ui->onion_opacity, 0.1f, 1.0f, "%.2f");
        ImGui::PopItemWidth();
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "off: the grid, blocked hexes, path and footstep marks lie on the ground under the sprites;\n"
            "on: they are drawn over them. The logical point, root and anchor markers and the\n"
            "planted-foot marks are always on top.");
    if (ImGui::Button("reset layout") && ui->layout) {
        ui->layout->requestReset();
        ui->setInfo("layout reset: Critter and View open, the other panels collapsed", ImGui::GetTime());
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("right-click a panel's title bar to dock it left or right, or free it");
    ImGui::SameLine();
    static bool show_controls = false;  // one View panel in the client
    if (ImGui::Button(show_controls ? "hide controls" : "controls")) show_controls = !show_controls;
    if (show_controls) {
        ImGui::TextUnformatted(
            "left click   walk to hex\n"
            "right click  stop\n"
            "drag, WASD   pan\n"
            "wheel        zoom\n"
            "space        pause\n"
            ".            single step (one 10 ms tick)\n"
            ",            one tick back\n"
            "[  ]         previous / next pose\n"
            "o            onion skin\n"
            "c            fixed camera\n"
            "f            follow selected (fixed\n"
            "             camera: centre it now)\n"
            "tab          next critter / unit\n"
            "right click  on a title bar: dock or free\n"
            "1 2 3 4 5    attack, hurt, kill, revive,\n"
            "             knock back the selected\n"
            "F12          screenshot\n"
            "F9           record / stop (GIF and WebP)\n"
            "shift+F9     save the last seconds");
    }
    drawRecordControls(*ui);
    ImGui::End();
}

}  // namespace gaitlab
