#include <cstdio>
#include <exception>

#include <imgui.h>

#include "app/assets/asset_library.h"
#include "app/panels/file_listing.h"
#include "app/panels/panels.h"
#include "app/panels/ui_state.h"
#include "app/scene/sheet_ops_demo.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

constexpr CritterAnim kSlots[] = {CritterAnim::Idle, CritterAnim::Walk, CritterAnim::Run};

void fileLine(const OpenedSprite& file) {
    const FileListing listing = fileListing(file);
    ImGui::TextWrapped("%s", listing.title.c_str());
    if (!listing.summary.empty()) ImGui::TextDisabled("  %s", listing.summary.c_str());
    if (listing.dirs.size() == 1) {
        ImGui::TextDisabled("  T (%d,%d)", listing.dirs[0].total.x, listing.dirs[0].total.y);
    } else if (!listing.dirs.empty()) {
        // T differs per direction (a diagonal moves on both axes): every direction is shown, two per row, so the
        // table fits the column's width (six in four lines, eight in five).
        constexpr int kPerRow = 2;
        if (ImGui::BeginTable("dirs", 2 * kPerRow, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_BordersInnerV)) {
            for (int c = 0; c < kPerRow; ++c) {
                ImGui::TableSetupColumn("dir");
                ImGui::TableSetupColumn("frames, T");
            }
            ImGui::TableHeadersRow();
            for (std::size_t d = 0; d < listing.dirs.size(); ++d) {
                const FileDirectionRow& row = listing.dirs[d];
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(row.dir.c_str());
                ImGui::TableNextColumn();
                ImGui::TextDisabled("%d, (%d,%d)", row.frames, row.total.x, row.total.y);
            }
            ImGui::EndTable();
        }
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
    // A file just opened or dropped is what the user wants to see: the panel opens (it may be collapsed) and comes
    // to the front. Only in the client: headless frames keep their order.
    static std::size_t shown = 0;  // opened files the panel has shown (the client has one Files panel)
    const bool opened = ui && files.size() != shown;
    shown = files.size();
    if (opened) ImGui::SetNextWindowFocus();
    if (opened) ImGui::SetNextWindowCollapsed(false, ImGuiCond_Always);
    if (!panelLayout(ui).begin(PanelId::Files)) {  // collapsed: nothing to draw
        ImGui::End();
        return;
    }
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
            // A failure is the file's own error (Errors window, the file's row here): the status bar says so once.
            const std::string& error = assets.openedFiles()[static_cast<std::size_t>(index)].error;
            ui->setInfo(error.empty() ? std::string("opened ") + path
                                      : std::string("cannot open ") + path + " (Errors window)",
                        ImGui::GetTime());
            path[0] = '\0';
        }
        // Wrapped: at the panel's 380 px the hints are longer than one line.
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
        ImGui::TextWrapped(
            "or drop .fofrm .frm .fr0-.fr5, baked sprites, Aseprite .json, Flare .txt or .strip.json files on the "
            "window");
        ImGui::TextWrapped("a path may end in #walk (an Aseprite tag, a Flare animation) or #8x6 (a PNG strip)");
        ImGui::PopStyleColor();
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
