#include <cstdio>
#include <exception>

#include <imgui.h>

#include "app/asset_library.h"
#include "app/panels/panels.h"
#include "app/sheet_ops_demo.h"
#include "app/ui_state.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

constexpr CritterAnim kSlots[] = {CritterAnim::Idle, CritterAnim::Walk, CritterAnim::Run};

void fileLine(const OpenedSprite& file) {
    if (file.anim) {
        const SpriteSheet& sheet = file.anim->dirs.front();
        ImGui::Text("%s", file.path.c_str());
        ImGui::TextDisabled("  %d dir x %d frames, fps %d, T (%d,%d)", static_cast<int>(file.anim->dirs.size()),
                            sheet.frameCount(), file.anim->fps, sheet.cycle.total.x, sheet.cycle.total.y);
    } else {
        ImGui::Text("%s", file.path.c_str());
    }
    // The last good version stays on screen; the error says why the newest one is not shown.
    if (!file.error.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.45f, 0.4f, 1.0f));
        ImGui::TextWrapped("%s", file.error.c_str());
        ImGui::PopStyleColor();
    }
}

}  // namespace

void drawFilesPanel(World& world, AssetLibrary& assets, ClientUiState* ui) {
    const std::vector<OpenedSprite>& files = assets.openedFiles();
    if (!ui && files.empty()) return;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    ImGui::SetNextWindowPos(ImVec2(viewport->Size.x - 10, 330), ImGuiCond_FirstUseEver, ImVec2(1, 0));
    ImGui::SetNextWindowSize(ImVec2(380, 0), ImGuiCond_FirstUseEver);
    ImGui::Begin("Files");
    const int critter = world.selected();
    if (!world.critters().empty())
        ImGui::Text("selected: %s", world.critters()[static_cast<std::size_t>(critter)].name.c_str());
    for (CritterAnim slot : kSlots) {
        const std::string assigned = assets.assignmentOf(critter, slot);
        ImGui::Text("%-4s %s", critterAnimName(slot), assigned.empty() ? "(humanoid)" : assigned.c_str());
    }
    if (ui) {
        if (ImGui::Button("humanoid again")) assets.clearAssignments(critter);
        ImGui::SameLine();
        if (ImGui::Button("sheet ops demo")) {
            try {
                ui->setInfo(sheetOpsSummary(applySheetOpsDemo(assets, critter)), ImGui::GetTime());
            } catch (const std::exception& e) {
                ui->pushError(e.what());
            }
        }
        static char path[1024] = "";
        ImGui::SetNextItemWidth(-60);
        const bool entered = ImGui::InputText("##path", path, sizeof path, ImGuiInputTextFlags_EnterReturnsTrue);
        ImGui::SameLine();
        if ((ImGui::Button("open") || entered) && path[0] != '\0') {
            const int index = assets.openFile(path);
            const std::string& error = assets.openedFiles()[static_cast<std::size_t>(index)].error;
            if (!error.empty()) ui->pushError(error);
            path[0] = '\0';
        }
        ImGui::TextDisabled(
            "or drop .fofrm .frm .fr0-.fr5 .gsprite, Aseprite .json, Flare .txt or .strip.json files on the window");
        ImGui::TextDisabled("a path may end in #walk (an Aseprite tag, a Flare animation) or #8x6 (a PNG strip)");
    }
    ImGui::Separator();
    for (std::size_t i = 0; i < files.size(); ++i) {
        ImGui::PushID(static_cast<int>(i));
        fileLine(files[i]);
        if (ui && files[i].anim) {
            for (CritterAnim slot : kSlots) {
                if (slot != CritterAnim::Idle) ImGui::SameLine();
                char label[32];
                std::snprintf(label, sizeof label, "as %s", critterAnimName(slot));
                if (ImGui::SmallButton(label)) assets.assign(critter, slot, static_cast<int>(i));
            }
        }
        ImGui::PopID();
    }
    ImGui::End();
}

}  // namespace gaitlab
