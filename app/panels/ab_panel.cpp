#include <filesystem>
#include <memory>
#include <string>

#include <imgui.h>

#include "app/assets/asset_library.h"
#include "app/panels/panels.h"
#include "app/panels/ui_state.h"
#include "app/scene/gait_tracker.h"
#include "engine/world/ab_scenario.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

/// The wrap position of the panel's visible right edge (window-local), also while it scrolls sideways (a wide
/// table makes its content wider than the column).
float visibleWrapX() {
    const ImGuiStyle& style = ImGui::GetStyle();
    return ImGui::GetScrollX() + ImGui::GetWindowWidth() - style.WindowPadding.x - style.ScrollbarSize;
}

}  // namespace

namespace {

std::string walkName(const AssetLibrary& assets, int critter) {
    const std::string assigned = assets.assignmentOf(critter, CritterAnim::Walk);
    if (assigned.empty()) return "humanoid walk";
    if (assigned == "(built)") return assigned;
    return std::filesystem::path(assigned).filename().string();
}

std::string value(const GaitReport* report, const char* id, const char* format) {
    const MetricResult* m = report ? report->overall.find(id) : nullptr;
    if (!m) return "-";
    if (!m->value) return std::string(id) == "foot_slide" ? "no contact data" : "no data";
    char text[64];
    std::snprintf(text, sizeof text, format, *m->value);
    return std::string(text) + " " + verdictName(m->verdict);
}

}  // namespace

void drawAbPanel(World& world, AssetLibrary& assets, GaitTracker* gait, ClientUiState* ui) {
    if (!ui || !gait) return;
    if (!panelLayout(ui).begin(PanelId::Ab)) {  // collapsed: nothing to draw
        ImGui::End();
        return;
    }
    const auto* ab = dynamic_cast<const AbScenario*>(world.scenario());
    ImGui::SliderInt("speed A", &ui->ab_speed_a, kSpeedSliderMin, kSpeedSliderMax, "%d px/s");
    if (ab && ImGui::IsItemEdited()) world.setSpeed(ActorRef::critter(ab->critterA()), ui->ab_speed_a);
    ImGui::SliderInt("speed B", &ui->ab_speed_b, kSpeedSliderMin, kSpeedSliderMax, "%d px/s");
    if (ab && ImGui::IsItemEdited()) world.setSpeed(ActorRef::critter(ab->critterB()), ui->ab_speed_b);
    if (!ab) {
        if (ImGui::Button("start A/B")) {
            if (std::string error = world.startScenario(std::make_unique<AbScenario>(ui->ab_speed_a, ui->ab_speed_b));
                !error.empty())
                ui->pushError(error);
            ui->states_demo = false;
        }
        ImGui::SameLine();
        ImGui::PushTextWrapPos(visibleWrapX());  // wrapped at the column's width, never cut
        ImGui::TextDisabled("the selected critter (A) and another (B) walk the same route side by side");
        ImGui::PopTextWrapPos();
        ImGui::End();
        return;
    }
    if (ImGui::Button("stop A/B")) world.stopScenario();
    const int a = ab->critterA();
    const int b = ab->critterB();
    // B's walk: the same art as A, or one of the opened files (two files at one speed).
    const auto& files = assets.openedFiles();
    const std::string b_walk = walkName(assets, b);
    if (ImGui::BeginCombo("B's walk", b_walk.c_str())) {
        if (ImGui::Selectable("same as A (the humanoid walk)", assets.assignmentOf(b, CritterAnim::Walk).empty()))
            assets.clearAssignments(b);
        for (int i = 0; i < static_cast<int>(files.size()); ++i) {
            const OpenedSprite& f = files[static_cast<std::size_t>(i)];
            if (!f.anim) continue;
            if (ImGui::Selectable(std::filesystem::path(f.path).filename().string().c_str(),
                                  assets.assignmentOf(b, CritterAnim::Walk) == f.path))
                assets.assign(b, CritterAnim::Walk, i);
        }
        ImGui::EndCombo();
    }
    ImGui::PushTextWrapPos(visibleWrapX());
    if (files.empty()) ImGui::TextDisabled("open a sprite file (Files panel) to compare two files");
    ImGui::PopTextWrapPos();

    // Columns as wide as their text: in a narrow column the panel scrolls sideways rather than cutting a cell.
    if (ImGui::BeginTable("ab readouts", 3,
                          ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_NoHostExtendX)) {
        ImGui::TableSetupColumn("");
        ImGui::TableSetupColumn("A");
        ImGui::TableSetupColumn("B");
        ImGui::TableHeadersRow();
        const GaitReport* reports[2] = {gait->report(a), gait->report(b)};
        const SpeedMatch matches[2] = {speedMatchFor(world, a), speedMatchFor(world, b)};
        const int who[2] = {a, b};
        const auto row = [&](const char* label, auto text) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(label);
            for (int k = 0; k < 2; ++k) {
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(text(k).c_str());
            }
        };
        row("critter", [&](int k) { return world.critters()[static_cast<std::size_t>(who[k])].name; });
        row("walk", [&](int k) { return walkName(assets, who[k]); });
        row("speed px/s", [&](int k) {
            const CritterBody& body = world.critters()[static_cast<std::size_t>(who[k])].body();
            return std::to_string(body.moving() ? body.moving()->speed()
                                                : world.critters()[static_cast<std::size_t>(who[k])].speed);
        });
        row("natural px/s", [&](int k) {
            if (!matches[k].natural) return std::string("none");
            char text[32];
            std::snprintf(text, sizeof text, "%.2f", *matches[k].natural);
            return std::string(text);
        });
        row("cadence", [&](int k) { return value(reports[k], "cadence", "%.2f"); });
        row("foot slide max", [&](int k) { return value(reports[k], "foot_slide", "%.2f px"); });
        row("lead/lag max", [&](int k) { return value(reports[k], "lead_lag_max", "%.1f px"); });
        row("lead/lag mean", [&](int k) { return value(reports[k], "lead_lag_mean", "%.1f px"); });
        row("speed ratio", [&](int k) { return value(reports[k], "speed_ratio", "%.2f"); });
        row("verdict", [&](int k) {
            return reports[k] ? std::string(verdictName(reports[k]->overall.verdict)) : std::string("-");
        });
        ImGui::EndTable();
    }
    ImGui::PushTextWrapPos(visibleWrapX());
    ImGui::TextDisabled("over the last %.0f s of each; tab selects B for its markers and plots",
                        static_cast<double>(kGaitWindowTicks) * static_cast<double>(World::kTickMs) / 1000.0);
    ImGui::PopTextWrapPos();
    ImGui::End();
}

}  // namespace gaitlab
