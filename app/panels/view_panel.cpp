#include <algorithm>

#include <imgui.h>

#include "app/panels/panels.h"
#include "app/ui_state.h"
#include "engine/world/world.h"

namespace gaitlab {

void drawViewPanel(World& /*world*/, ClientUiState* ui) {
    if (!ui) return;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(viewport->Size.x - 10, 10), ImGuiCond_FirstUseEver, ImVec2(1, 0));
    ImGui::SetNextWindowSize(ImVec2(280, 0), ImGuiCond_FirstUseEver);
    ImGui::Begin("View");
    int zoom = ui->zoom;
    if (ImGui::SliderInt("zoom", &zoom, 1, 8, "%dx")) ui->zoom = clampZoom(zoom);
    ImGui::Checkbox("follow selected", &ui->follow_selected);
    ImGui::SameLine();
    ImGui::Checkbox("fixed camera (c)", &ui->fixed_camera);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "the camera stops following: the ground stays still under the feet;\n"
            "it jumps to the selected critter when that leaves the middle of the window");
    ImGui::Checkbox("hex grid", &ui->show_grid);
    ImGui::SameLine();
    ImGui::Checkbox("blocked", &ui->show_blocked);
    ImGui::Checkbox("path", &ui->show_path);
    ImGui::SameLine();
    ImGui::Checkbox("markers", &ui->show_markers);
    ImGui::Checkbox("planted feet", &ui->show_feet);
    ImGui::SameLine();
    ImGui::Checkbox("onion skin (o)", &ui->show_onion);
    ImGui::Text("%.0f fps (%.1f ms a frame)", static_cast<double>(ImGui::GetIO().Framerate),
                1000.0 / static_cast<double>(std::max(ImGui::GetIO().Framerate, 1.0f)));
    if (ImGui::CollapsingHeader("Controls")) {
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
            "f            follow selected\n"
            "tab          next critter / unit\n"
            "1 2 3 4 5    attack, hurt, kill, revive,\n"
            "             knock back the selected\n"
            "F12          screenshot");
    }
    if (!ui->info.empty() && ImGui::GetTime() < ui->info_until_s) ImGui::TextWrapped("%s", ui->info.c_str());
    ImGui::End();
}

}  // namespace gaitlab
