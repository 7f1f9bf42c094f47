#include <cstdio>

#include <imgui.h>

#include "app/panels/panels.h"
#include "app/panels/ui_state.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

void cameraStepControl(World& world, ClientUiState* ui) {
    int step = world.cameraStep();
    if (ui) {
        // Eight steps; every unit's view = (facing + step) mod 8 is re-resolved on the next tick.
        ImGui::TextUnformatted("camera step");
        ImGui::SameLine();
        ImGui::SetNextItemWidth(120);
        if (ImGui::SliderInt("##camera step", &step, 0, 7)) world.setCameraStep(step);
        ImGui::SameLine();
        if (ImGui::ArrowButton("##step_left", ImGuiDir_Left)) world.setCameraStep(step - 1);
        ImGui::SameLine();
        if (ImGui::ArrowButton("##step_right", ImGuiDir_Right)) world.setCameraStep(step + 1);
    } else {
        ImGui::Text("camera step %d of 8", step);
    }
}

void poseLines(const TacticsUnit& unit) {
    const tactics::Pose& pose = unit.pose();
    ImGui::Text("animation    %s", unit.animationName().empty() ? "(no data)" : unit.animationName().c_str());
    ImGui::Text("view %d  pattern %d  %s  %s", pose.view, pose.pattern, pose.back ? "back" : "front",
                pose.mirrored ? "mirrored" : "unmirrored");
    ImGui::Text("shp %d  index %d  elapsed %lld ticks", pose.shp, pose.index, static_cast<long long>(pose.elapsed));
    ImGui::Text("clip ticks   %lld (60/s)", static_cast<long long>(unit.clipTicks()));
    if (unit.atlas()) {
        if (const auto hand = tactics::handPoint(*unit.atlas(), pose, tactics::Arm::Last))
            ImGui::Text("hand (last)  (%.1f, %.1f) px, %.0f deg", hand->x, hand->y, hand->degrees);
        else
            ImGui::TextUnformatted("hand         none on this frame");
    }
    if (unit.events().empty()) {
        ImGui::TextUnformatted("events       none yet");
        return;
    }
    ImGui::TextUnformatted("last events (newest first):");
    for (auto it = unit.events().rbegin(); it != unit.events().rend(); ++it) {
        // Tick events (D14) name their sequence tick, frame events (D18) the frame entered.
        const bool tick = it->source == "tick";
        ImGui::BulletText("%s: %s, %s %s %lld%s, t=%lld ms", it->source.c_str(), it->label.c_str(),
                          it->animation.c_str(), tick ? "tick" : "frame",
                          static_cast<long long>(tick ? it->tick : it->frame), it->count > 1 ? " (repeated)" : "",
                          static_cast<long long>(it->at_ms));
    }
}

}  // namespace

void drawTacticsPanel(World& world, ClientUiState* ui) {
    if (world.units().empty()) return;
    if (!panelLayout(ui).begin(PanelId::Tactics)) {  // collapsed: nothing to draw
        ImGui::End();
        return;
    }
    cameraStepControl(world, ui);
    const auto selected = world.selectedUnit();
    if (!selected) {
        ImGui::TextWrapped("%d units; tab past the critters selects one", static_cast<int>(world.units().size()));
        ImGui::End();
        return;
    }
    const int index = *selected;
    const WorldUnit& entry = world.units()[static_cast<std::size_t>(index)];
    const TacticsUnit& unit = entry.actor;
    ImGui::Text("%s  (%d of %d, tab: next)", unit.name().c_str(), index + 1, static_cast<int>(world.units().size()));
    ImGui::Text("hex (%d, %d)  HexOffset (%d, %d) px", unit.hex().x, unit.hex().y, unit.hexOffset().x,
                unit.hexOffset().y);
    ImGui::Text("hdir %d  facing %d  action %s%s", unit.hdir(), unit.facing(), tacticsActionName(unit.action()),
                unit.water() ? "  (water)" : "");
    // The state machine decides the pose; the state panel shows its history.
    const anim::StateSnapshot state = unit.machine().snapshot();
    ImGui::Text("state        %s  frame %d%s%s", state.tag->c_str(), state.frame, state.locked ? "  locked" : "",
                unit.flashTint().strength > 0.0f ? "  flash" : "");
    if (const MovingContext* ctx = unit.moving())
        ImGui::Text("moving       %.0f / %.1f ms at %d px/s", static_cast<double>(ctx->elapsed()),
                    static_cast<double>(ctx->wholeTime()), ctx->speed());
    ImGui::Separator();
    poseLines(unit);
    // Its aligner record is in the Walk-cycle aligner panel, which follows the selected unit.
    if (ui) {
        ImGui::Separator();
        if (ImGui::Button("Swing")) world.playUnit(index, TacticsAction::Swing);
        ImGui::SameLine();
        if (ImGui::Button("Hurt")) world.playUnit(index, TacticsAction::Hurt);
        ImGui::SameLine();
        if (ImGui::Button("Death")) world.playUnit(index, TacticsAction::Death);
        ImGui::SameLine();
        if (ImGui::Button("Revive")) world.act(ActorRef::unit(index), WorldAction::Revive);
        bool water = unit.water();
        if (ImGui::Checkbox("in water", &water)) world.setUnitWater(index, water);
        ImGui::SameLine();
        int speed = entry.speed;
        if (ImGui::SliderInt("speed", &speed, 10, 200, "%d px/s")) {
            world.setSpeed(ActorRef::unit(index), speed);
        }
    }
    ImGui::End();
}

}  // namespace gaitlab
