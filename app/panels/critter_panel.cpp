#include <cstdio>

#include <imgui.h>

#include "app/panels/panel_layout.h"
#include "app/panels/panels.h"
#include "app/panels/tuning.h"
#include "app/panels/ui_state.h"
#include "app/scene/gait_tracker.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

// A selected tactics unit: its movement here, as a critter's; its pose and events in the Tactics unit panel.
void unitLines(World& world, ClientUiState* ui, int index) {
    const WorldUnit& entry = world.units()[static_cast<std::size_t>(index)];
    const TacticsUnit& unit = entry.actor;
    ImGui::Text("%s  (unit %d of %d, tab: next)", unit.name().c_str(), index + 1,
                static_cast<int>(world.units().size()));
    ImGui::Text("hex        (%d, %d), hdir %d (%s)", unit.hex().x, unit.hex().y, unit.hdir(),
                dirName(unit.hdir(), world.geometry().dirCount()));
    ImGui::Text("HexOffset  (%d, %d) px", unit.hexOffset().x, unit.hexOffset().y);
    if (const MovingContext* ctx = unit.moving()) {
        ImGui::Text("moving     %.0f / %.1f ms", static_cast<double>(ctx->elapsed()),
                    static_cast<double>(ctx->wholeTime()));
        ImGui::ProgressBar(ctx->evaluateProgress().fraction, ImVec2(-1, 0));
    } else {
        ImGui::TextUnformatted("moving     no");
        ImGui::ProgressBar(0.0f, ImVec2(-1, 0), "standing");
    }
    if (ui) {
        int speed = entry.speed;
        ImGui::SetNextItemWidth(120);
        if (ImGui::SliderInt("speed", &speed, 10, 200, "%d px/s")) world.setSpeed(ActorRef::unit(index), speed);
        drawSpeedSteps(world, index);
    } else {
        ImGui::Text("speed      %d px/s", entry.speed);
    }
    ImGui::TextDisabled("pose, view, events: Tactics unit panel");
}

}  // namespace

void drawCritterPanel(World& world, ClientUiState* ui, GaitTracker* gait) {
    if (!panelLayout(ui).begin(PanelId::Critter)) {  // collapsed: nothing to draw
        ImGui::End();
        return;
    }
    auto& critters = world.critters();
    if (critters.empty()) {
        ImGui::TextUnformatted("no critters");
        ImGui::End();
        return;
    }
    if (const auto unit = world.selectedUnit()) {
        unitLines(world, ui, *unit);
        ImGui::End();
        return;
    }
    const int index = world.selected();
    const WorldCritter& critter = critters[static_cast<std::size_t>(index)];
    const CritterBody& body = critter.body();
    const AlignInfo& align = body.align();

    ImGui::Text("%s  (%d of %d, tab: next)", critter.name.c_str(), index + 1, static_cast<int>(critters.size()));
    ImGui::Text("hex        (%d, %d), hdir %d (%s)", body.hex().x, body.hex().y, body.hdir(),
                dirName(body.hdir(), world.geometry().dirCount()));
    ImGui::Text("HexOffset  (%d, %d) px", body.hexOffset().x, body.hexOffset().y);

    if (const MovingContext* ctx = body.moving()) {
        const MovingProgress progress = ctx->evaluateProgress();
        ImGui::Text("moving     %.0f / %.1f ms", static_cast<double>(ctx->elapsed()),
                    static_cast<double>(ctx->wholeTime()));
        if (ui) {
            ImGui::SameLine();
            if (ImGui::SmallButton("stop")) world.stop(ActorRef::critter(index));  // as a right click
        }
        ImGui::ProgressBar(progress.fraction, ImVec2(-1, 0));
        ImGui::Text("segment    %d of %d, end hex (%d, %d)", progress.segment + 1,
                    static_cast<int>(ctx->path().control_steps.size()), ctx->endHex().x, ctx->endHex().y);
    } else {
        // The same rows standing as moving: the panel keeps its height, so nothing below it moves under the pointer.
        ImGui::TextUnformatted("moving     no");
        ImGui::ProgressBar(0.0f, ImVec2(-1, 0), "standing");
        ImGui::TextDisabled("segment    -");
    }

    int speed = body.moving() ? body.moving()->speed() : critter.speed;
    // Beside the slider: "match speed to art", how fast the poses change and the speed at which they change at the
    // art's own rate.
    const SpeedMatch match = speedMatchFor(world, index);
    if (ui) {
        // Slider, ± 1 px/s and "match speed to art" on one line: the panel keeps its height (README's 3/4 of the map).
        ImGui::SetNextItemWidth(96);
        if (ImGui::SliderInt("##speed", &speed, kSpeedSliderMin, kSpeedSliderMax, "%d px/s"))
            world.setSpeed(ActorRef::critter(index), speed);
        drawSpeedSteps(world, index);
        if (match.natural) {
            ImGui::SameLine();
            if (ImGui::SmallButton("match speed to art")) matchSpeedToArt(world, index);
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("sets %d px/s: the natural speed of the %s %s sheet, rounded to a whole px/s",
                                  match.speed, match.anim.c_str(), dirName(body.hdir(), world.geometry().dirCount()));
        }
    } else {
        ImGui::Text("speed      %d ground px/s", speed);
    }
    // D6: the gait is the user's (click walks, shift-click runs); the engine's rule picks it by speed.
    using Gait = anim::CritterActor::Gait;
    const Gait chosen = critter.actor.gait();
    if (ui) {
        int choice = chosen == Gait::BySpeed ? 0 : chosen == Gait::Walk ? 1 : 2;
        ImGui::SetNextItemWidth(160);
        if (ImGui::Combo("gait", &choice, "by speed (engine)\0walk\0run\0"))
            world.setGait(index, choice == 0 ? Gait::BySpeed : choice == 1 ? Gait::Walk : Gait::Run);
        ImGui::SameLine();
        ImGui::TextDisabled("walk %d, run %d", critter.walk_speed, critter.run_speed);
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("px/s: click walks, shift-click runs, at these speeds");
        int from = world.runThreshold();
        ImGui::SetNextItemWidth(100);
        if (ImGui::InputInt("run from", &from)) world.setRunThreshold(from);
        if (ImGui::IsItemHovered())
            ImGui::SetTooltip("the engine's rule (RunAnimStartSpeed): by speed, a critter runs from this speed, px/s");
    } else {
        ImGui::Text("gait       %s, run from %d px/s",
                    chosen == Gait::BySpeed ? "by speed (engine)"
                    : chosen == Gait::Walk  ? "walk"
                                            : "run",
                    world.runThreshold());
    }
    const GaitReport* report = gait ? gait->report(index) : nullptr;
    const MetricResult* cadence = report ? report->overall.find("cadence") : nullptr;
    char cadence_text[32] = "-";
    if (cadence && cadence->value) std::snprintf(cadence_text, sizeof cadence_text, "%.2f/s", *cadence->value);
    if (match.natural)
        ImGui::Text("cadence %s  natural %.2f px/s %s %s", cadence_text, *match.natural, match.anim.c_str(),
                    dirName(body.hdir(), world.geometry().dirCount()));
    else
        ImGui::Text("cadence %s  natural none (%s)", cadence_text, match.anim.empty() ? "no walk" : "no frame rate");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "cadence: distinct poses shown per second while moving, over the last 4 s\n"
            "natural speed: the ground px/s at which the frames change at the art's own rate");
    if (!match.crossing.empty()) {  // wrapped at the column's width
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(ImVec4(1.0f, 0.8f, 0.3f, 1.0f), "%s", match.crossing.c_str());
        ImGui::PopTextWrapPos();
    }
    // The state machine chooses the animation (D4); walk versus run is its speed condition (State panel).
    ImGui::Text("animation  %s (state %s)", critterAnimName(align.anim),
                critter.actor.machine().stateDef().name.c_str());
    // The art's speeds and the delta editor open under the animation line, closed by default (no row of their own;
    // this line has the room in the column's width).
    ImGui::SameLine();
    // Open or closed as the layout file says (the last run's), and kept there.
    ImGui::SetNextItemOpen(panelLayout(ui).tuneOpen(), ImGuiCond_Always);
    const bool tune_open = ImGui::TreeNodeEx("tune##critter", ImGuiTreeNodeFlags_NoTreePushOnOpen);
    panelLayout(ui).setTuneOpen(tune_open);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("the art's cadence, natural speed by direction, and NextX/NextY edits");
    if (tune_open) {
        drawArtSpeeds(world, index);
        drawDeltaSection(world, ui, gait);
    }
    const bool any_flag = align.flags.movement || align.flags.freeze;
    ImGui::Text("flags      %s%s%s%s", align.flags.movement ? "Movement " : "", align.flags.freeze ? "Freeze " : "",
                any_flag ? "| " : "", align.driven ? "movement-driven" : "playback");
    ImGui::End();
}

}  // namespace gaitlab
