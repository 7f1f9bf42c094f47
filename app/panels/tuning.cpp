#include "app/panels/tuning.h"

#include <algorithm>
#include <cstdio>
#include <string>

#include <imgui.h>

#include "app/scene/delta_editor.h"
#include "app/scene/gait_tracker.h"
#include "engine/gait/animation_metrics.h"
#include "engine/gait/derive_deltas.h"
#include "engine/world/world.h"

namespace gaitlab {

int stepSelectedSpeed(World& world, int delta) {
    if (world.critters().empty()) return 0;
    int speed = 0;
    if (const auto unit = world.selectedUnit()) {
        speed = world.units()[static_cast<std::size_t>(*unit)].speed;
    } else {
        const WorldCritter& critter = world.critters()[static_cast<std::size_t>(world.selected())];
        speed = critter.body().moving() ? critter.body().moving()->speed() : critter.speed;
    }
    speed = std::clamp(speed + delta, kSpeedSliderMin, kSpeedSliderMax);
    world.setSpeed(world.selectedActor(), speed);
    return speed;
}

void drawSpeedSteps(World& world, int critter) {
    (void)critter;  // the selected one: the panel shows it
    for (const int step : {-kSpeedStepFine, kSpeedStepFine}) {
        char label[16];
        std::snprintf(label, sizeof label, "%s##speed", step < 0 ? "-" : "+");
        ImGui::SameLine();
        if (ImGui::SmallButton(label)) (void)stepSelectedSpeed(world, step);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("%+d px/s (shift+%s; shift+%s: %+d)", step, step > 0 ? "up" : "down",
                              step > 0 ? "right" : "left", step > 0 ? kSpeedStepCoarse : -kSpeedStepCoarse);
    }
}

void drawArtSpeeds(const World& world, int critter) {
    const WorldCritter& c = world.critters()[static_cast<std::size_t>(critter)];
    const SpeedMatch match = speedMatchFor(world, critter);
    if (match.sheet && match.sheet->anim_ms > 0)
        ImGui::Text("art cadence %.2f/s  (%d frames in %d ms)",
                    match.sheet->frameCount() * 1000.0 / static_cast<double>(match.sheet->anim_ms),
                    match.sheet->frameCount(), match.sheet->anim_ms);
    else
        ImGui::TextUnformatted("art cadence none (no frame rate)");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("the poses per second the art shows at its natural speed: frames / sheet time");
    if (!ImGui::TreeNode("natural speed by direction")) return;
    const double stretch = groundStretch(world.geometry());
    const CritterAnimations& anims = c.body().animations();
    if (ImGui::BeginTable("natural", 3, ImGuiTableFlags_SizingFixedFit | ImGuiTableFlags_RowBg)) {
        ImGui::TableSetupColumn("dir");
        ImGui::TableSetupColumn("walk px/s");
        ImGui::TableSetupColumn("run px/s");
        ImGui::TableHeadersRow();
        const int dirs = world.geometry().dirCount();
        for (int d = 0; d < dirs; ++d) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::Text("%s%s", dirName(d, dirs), d == c.body().hdir() ? " *" : "");
            for (const auto* anim : {&anims.walk, &anims.run}) {
                ImGui::TableNextColumn();
                const std::optional<double> speed = *anim && !(*anim)->dirs.empty()
                                                        ? naturalWalkSpeed((*anim)->sheetFor(d, dirs), stretch)
                                                        : std::nullopt;
                if (speed)
                    ImGui::Text("%.2f", *speed);
                else
                    ImGui::TextDisabled("-");
            }
        }
        ImGui::EndTable();
    }
    ImGui::TreePop();
}

std::optional<ipos> suggestedDelta(const World& world, GaitTracker& gait, CritterAnim anim, int dir, int frame) {
    if (world.critters().empty() || world.selectedUnit()) return std::nullopt;
    const CritterBody& body = world.critters()[static_cast<std::size_t>(world.selected())].body();
    const std::shared_ptr<const SpriteAnimation>& animation = animationSlot(body.animations(), anim);
    if (!animation || dir < 0 || dir >= static_cast<int>(animation->dirs.size())) return std::nullopt;
    const GaitSheetInfo* info = gait.sheetInfo(world.selected(), &animation->dirs[static_cast<std::size_t>(dir)]);
    if (!info || !info->pixels) return std::nullopt;
    const DerivedDeltas derived = deriveDeltas(*info->pixels, info->contacts.stance);
    if (derived.measured == 0 || frame < 0 || frame >= static_cast<int>(derived.deltas.size())) return std::nullopt;
    if (std::find(derived.unjudged.begin(), derived.unjudged.end(), frame) != derived.unjudged.end())
        return std::nullopt;
    return derived.deltas[static_cast<std::size_t>(frame)];
}

void drawDeltaSection(World& world, ClientUiState* ui, GaitTracker* gait) {
    if (!ui || !ui->deltas) return;
    DeltaEditor& editor = *ui->deltas;
    ImGui::Separator();
    const std::optional<DeltaTarget> target = editor.target(world);
    if (!target) {
        ImGui::TextDisabled("no walk loaded from a file");
        return;
    }
    ImGui::Text("%s frame %d of %d, dir %d", critterAnimName(target->anim), target->frame, target->frames, target->dir);
    const auto nudge = [&](const char* label, int dx, int dy, const char* key) {
        ImGui::SameLine();
        if (ImGui::SmallButton(label) && editor.nudge(world, dx, dy)) ui->setInfo(editor.message(), ImGui::GetTime());
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("ctrl+%s", key);
    };
    ImGui::Text("NextX %4d", target->value.x);
    nudge("-##nx", -1, 0, "left");
    nudge("+##nx", 1, 0, "right");
    ImGui::SameLine();
    ImGui::Text("  NextY %4d", target->value.y);
    nudge("-##ny", 0, -1, "up");
    nudge("+##ny", 0, 1, "down");
    // The derived delta of this frame: one click applies it (an undoable edit like a nudge).
    const std::optional<ipos> suggested = gait ? suggestedDelta(world, *gait, target->anim, target->dir, target->frame)
                                               : std::nullopt;
    if (suggested) {
        ImGui::Text("derived (%d, %d)", suggested->x, suggested->y);
        ImGui::SameLine();
        ImGui::BeginDisabled(*suggested == target->value);
        if (ImGui::SmallButton("apply") && editor.set(world, *suggested))
            ui->setInfo(editor.message(), ImGui::GetTime());
        ImGui::EndDisabled();
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip(
                "the NextX/NextY that keep the planted sole still over this frame change\n"
                "(measured from the pixels, as gaitlab derive-deltas)");
    } else {
        ImGui::TextDisabled("derived -");
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("no stance measured for this frame change");
    }
    ImGui::SameLine();
    ImGui::Text(" T (%d, %d)", target->total.x, target->total.y);
    ImGui::BeginDisabled(!editor.canUndo());
    if (ImGui::SmallButton("undo") && editor.undo(world)) ui->setInfo(editor.message(), ImGui::GetTime());
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!editor.canRedo());
    if (ImGui::SmallButton("redo") && editor.redo(world)) ui->setInfo(editor.message(), ImGui::GetTime());
    ImGui::EndDisabled();
    const std::vector<std::string> unsaved = editor.unsavedFiles();
    ImGui::SameLine();
    ImGui::BeginDisabled(unsaved.empty());
    if (ImGui::SmallButton("save")) {
        for (const std::string& file : unsaved) {
            bool ok = false;
            const std::string said = editor.save(file, ok);
            if (ok)
                ui->setInfo(said, ImGui::GetTime());
            else
                ui->pushError(said);
        }
    }
    ImGui::EndDisabled();
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "ctrl+s: writes the changed next_x_k / next_y_k into the FOFRM;\n"
            "other art (FRM, imports) is saved as a new FOFRM beside it, never overwritten");
    // One line either way, so the panels below keep their place.
    if (unsaved.empty())
        ImGui::TextDisabled("saved (ctrl+arrows nudge, ctrl+z / ctrl+y)");
    else
        ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.3f, 1.0f), "unsaved: %zu file(s), ctrl+s saves", unsaved.size());
}

}  // namespace gaitlab
