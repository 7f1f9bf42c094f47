#include <algorithm>
#include <cstdio>
#include <deque>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/panels/panels.h"
#include "app/panels/status_regions.h"
#include "app/panels/ui_state.h"
#include "engine/world/scenario.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

// What runs: the scenario by name, and the selected critter's demo route with its leg and loop.
std::string runningLine(const World& world) {
    std::string line;
    if (world.scenario() != nullptr) line = "scenario " + world.scenario()->name();
    if (!world.critters().empty() && !world.selectedUnit())
        if (const auto progress = world.routeProgress(world.selected())) {
            if (!line.empty()) line += ", ";
            line += std::string("route ") + demoRouteName(progress->route) + ": leg " + std::to_string(progress->leg) +
                    ", loop " + std::to_string((progress->leg + 1) / 2) + (progress->resting ? " (resting)" : "");
        }
    return line.empty() ? "no route" : line;
}

std::string ageText(double seconds) {
    if (seconds < 1.0) return "now";
    if (seconds < 120.0) return std::to_string(static_cast<int>(seconds)) + " s ago";
    return std::to_string(static_cast<int>(seconds / 60.0)) + " min ago";
}

}  // namespace

void drawStatusBar(const World& world, ClientUiState* ui) {
    if (!ui) return;
    const ImGuiViewport* viewport = ImGui::GetMainViewport();
    const float height = statusBarHeight(ui);
    ImGui::SetNextWindowPos(ImVec2(0.0f, viewport->Size.y - height), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(viewport->Size.x, height), ImGuiCond_Always);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(6.0f, 3.0f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowRounding, 0.0f);
    const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing |
                                   ImGuiWindowFlags_NoBringToFrontOnFocus;
    ImGui::Begin("##status", nullptr, flags);
    ImGui::PopStyleVar(2);

    // Right: the frame rate and where the last frame's time went, then the graph; the message takes what is left.
    const std::deque<FrameTimes>& recent = ui->frame_times.history.recent();
    std::vector<float> history;
    history.reserve(recent.size());
    float worst_ms = 0.0f;
    for (const FrameTimes& t : recent) {
        history.push_back(static_cast<float>(t.frame_ms));
        worst_ms = std::max(worst_ms, history.back());
    }
    const float last_ms = history.empty() ? 0.0f : history.back();
    const FrameTimes last = recent.empty() ? FrameTimes{} : recent.back();
    // The timing's region: whole in a wide bar, the frame rate and time alone below 1400 px (the rest is in its
    // tooltip), so the message keeps room.
    const bool narrow = viewport->Size.x < 1400.0f;
    char timing[160];
    if (narrow)
        std::snprintf(timing, sizeof timing, "%.0f fps  %.1f ms", static_cast<double>(ImGui::GetIO().Framerate),
                      static_cast<double>(last_ms));
    else
        std::snprintf(timing, sizeof timing, "%.0f fps  %.1f ms (worst %.0f): tick %.1f  list %.1f  GL %.1f",
                      static_cast<double>(ImGui::GetIO().Framerate), static_cast<double>(last_ms),
                      static_cast<double>(worst_ms), last.tick_ms, last.draw_list_ms,
                      std::max(last.submit_ms, last.gpu_ms));
    const float graph_width = narrow ? 60.0f : 120.0f;
    const float timing_width = ImGui::CalcTextSize(timing).x;

    const double now = ImGui::GetTime();
    const bool fresh = !ui->info.empty() && now < ui->info_until_s;
    // Three regions that never overlap: the message (cut at its region's end, whole in the tooltip), what runs
    // and the timing.
    const std::string running = runningLine(world);
    float message_needs = ImGui::CalcTextSize(ui->info.empty() ? "no messages yet" : ui->info.c_str()).x + 90.0f;
    if (ui->errors_shown + ui->warnings_shown > 0) message_needs += 260.0f;
    if (ui->record.recording || ui->record.writing > 0) message_needs += 180.0f;
    const StatusRegions regions = statusRegions(viewport->Size.x, message_needs, ImGui::CalcTextSize(running.c_str()).x,
                                                timing_width, graph_width);
    const float right = regions.timing_x;
    const float running_x = regions.running_x;
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    const float line = ImGui::GetTextLineHeightWithSpacing();
    ImGui::PushClipRect(origin, ImVec2(std::max(origin.x, regions.message_end), origin.y + line), true);
    if (ui->record.recording) {
        ImGui::TextColored(ImVec4(1.0f, 0.3f, 0.3f, 1.0f), "REC %.1f s", ui->record.take_s);
        ImGui::SameLine();
    }
    if (ui->record.writing > 0) {
        ImGui::TextColored(ImVec4(1.0f, 0.75f, 0.4f, 1.0f), "writing %d recording%s", ui->record.writing,
                           ui->record.writing == 1 ? "" : "s");
        ImGui::SameLine();
    }
    if (ui->errors_shown + ui->warnings_shown > 0) {
        ImGui::TextColored(ImVec4(1.0f, 0.45f, 0.4f, 1.0f), "%d error%s, %d warning%s (Errors window)",
                           ui->errors_shown, ui->errors_shown == 1 ? "" : "s", ui->warnings_shown,
                           ui->warnings_shown == 1 ? "" : "s");
        ImGui::SameLine();
    }
    if (ui->info.empty()) {
        ImGui::TextDisabled("no messages yet");
    } else {
        const ImVec4 colour = fresh ? ImVec4(1.0f, 0.92f, 0.55f, 1.0f) : ImVec4(0.75f, 0.75f, 0.75f, 1.0f);
        const std::string age = ageText(now - ui->info_at_s);
        ImGui::TextColored(colour, "%s  (%s)", ui->info.c_str(), age.c_str());
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s  (%s)", ui->info.c_str(), age.c_str());
    }
    ImGui::PopClipRect();
    ImGui::SameLine(running_x);
    ImGui::PushClipRect(ImVec2(running_x, origin.y), ImVec2(regions.running_end, origin.y + line), true);
    ImGui::TextUnformatted(running.c_str());
    ImGui::PopClipRect();
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", running.c_str());
    ImGui::SameLine(right);
    ImGui::TextUnformatted(timing);
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "last frame, ms:\n  world tick      %.2f\n  draw list       %.2f\n  GL submit (CPU) %.2f\n"
            "  GL time         %.2f (timer queries, a frame late)\nmean over %d frames: %.1f ms, %.0f fps",
            last.tick_ms, last.draw_list_ms, last.submit_ms, last.gpu_ms, static_cast<int>(recent.size()),
            ui->frame_times.history.mean().frame_ms, ui->frame_times.history.fps());
    ImGui::SameLine();
    const float ceiling = std::max(worst_ms, 1000.0f / 30.0f);  // the graph's top: 30 fps or the worst frame
    ImGui::PlotLines("##frame ms", history.empty() ? &last_ms : history.data(),
                     history.empty() ? 1 : static_cast<int>(history.size()), 0, nullptr, 0.0f, ceiling,
                     ImVec2(graph_width, ImGui::GetTextLineHeight()));
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("frame time of the last %d frames, ms (top %.0f ms)", static_cast<int>(history.size()),
                          static_cast<double>(ceiling));
    ImGui::End();
}

}  // namespace gaitlab
