#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/panels/panels.h"
#include "app/panels/ui_state.h"
#include "app/scene/gait_tracker.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

ImVec4 verdictColour(Verdict v) {
    switch (v) {
    case Verdict::Pass: return ImVec4(0.45f, 0.9f, 0.45f, 1.0f);
    case Verdict::Warn: return ImVec4(1.0f, 0.8f, 0.3f, 1.0f);
    case Verdict::Fail: return ImVec4(1.0f, 0.4f, 0.35f, 1.0f);
    case Verdict::CannotJudge: return ImVec4(0.75f, 0.6f, 1.0f, 1.0f);
    case Verdict::NoData: break;
    }
    return ImVec4(0.7f, 0.7f, 0.7f, 1.0f);
}

/// "value unit verdict" of one metric of the window, or its verdict alone ("cannot judge", "no data"); its note as
/// a tooltip.
void metricValue(const GaitReport& report, const char* id) {
    const MetricResult* m = report.overall.find(id);
    if (!m) return;
    if (m->value)
        ImGui::Text("%.2f %s", *m->value, m->unit.c_str());
    else
        ImGui::TextUnformatted("-");
    if (ImGui::IsItemHovered() && !m->note.empty()) ImGui::SetTooltip("%s", m->note.c_str());
    ImGui::SameLine();
    ImGui::TextColored(verdictColour(m->verdict), "%s", verdictName(m->verdict));
}

/// The metrics of the window that are not a pass, "foot slide 16.00 px fail, jump at stop cannot judge", so the
/// window's verdict always names its cause.
std::string notPassing(const GaitGroup& group) {
    std::string out;
    for (const MetricResult& m : group.metrics) {
        if (m.verdict != Verdict::Fail && m.verdict != Verdict::Warn && m.verdict != Verdict::CannotJudge) continue;
        out += (out.empty() ? "" : ", ") + m.label + (m.value ? " " + fixedText(*m.value, 2) + " " + m.unit : "") +
               " " + verdictName(m.verdict);
    }
    return out;
}

std::vector<float> plotValues(const std::vector<double>& values) {
    std::vector<float> out;
    out.reserve(values.size());
    for (const double v : values) out.push_back(static_cast<float>(v));
    return out;
}

/// A plot of one value per tick where NaN (no data) is a gap, not 0: ImGui's own plots draw every value, so this
/// draws on the window's draw list. The caption says the last value, or "no data".
void plot(const char* id, const char* label, const std::vector<float>& values, float lo, float hi,
          bool histogram = false) {
    if (values.empty()) return;
    const ImVec2 size(ImGui::GetContentRegionAvail().x, 26);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton(id, size);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(at, ImVec2(at.x + size.x, at.y + size.y), ImGui::GetColorU32(ImGuiCol_FrameBg));
    const ImU32 colour = ImGui::GetColorU32(histogram ? ImGuiCol_PlotHistogram : ImGuiCol_PlotLines);
    const float span = hi > lo ? hi - lo : 1.0f;
    const auto y = [&](float v) {
        return at.y + size.y - 1.0f - (std::clamp(v, lo, hi) - lo) / span * (size.y - 2.0f);
    };
    const float step = size.x / static_cast<float>(values.size());
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (std::isnan(values[i])) continue;
        const float x = at.x + step * static_cast<float>(i);
        if (histogram) {
            draw->AddRectFilled(ImVec2(x, y(values[i])), ImVec2(x + std::max(step - 1.0f, 1.0f), y(lo)), colour);
        } else if (i + 1 < values.size() && !std::isnan(values[i + 1])) {
            draw->AddLine(ImVec2(x, y(values[i])), ImVec2(x + step, y(values[i + 1])), colour);
        }
    }
    char caption[48];
    if (std::isnan(values.back()))
        std::snprintf(caption, sizeof caption, "%s no data", label);
    else
        std::snprintf(caption, sizeof caption, "%s %.2f", label, static_cast<double>(values.back()));
    const ImVec2 text = ImGui::CalcTextSize(caption);
    draw->AddText(ImVec2(at.x + (size.x - text.x) / 2.0f, at.y + (size.y - text.y) / 2.0f),
                  ImGui::GetColorU32(ImGuiCol_Text), caption);
}

}  // namespace

void drawGaitPanel(World& world, GaitTracker* gait, ClientUiState* ui) {
    if (!gait) return;
    if (!panelLayout(ui).begin(PanelId::Gait)) {  // collapsed: nothing to draw
        ImGui::End();
        return;
    }
    ImGui::Text("%.0f fps", static_cast<double>(ImGui::GetIO().Framerate));
    if (world.critters().empty() || world.selectedUnit()) {
        ImGui::TextUnformatted("select a critter (tab): the gait tools follow critters");
        ImGui::End();
        return;
    }
    const int index = world.selected();
    const std::deque<GaitSample>& window = gait->window(index);
    ImGui::SameLine();
    ImGui::Text("  %s, last %.1f s", world.critters()[static_cast<std::size_t>(index)].name.c_str(),
                static_cast<double>(window.size()) * static_cast<double>(World::kTickMs) / 1000.0);
    std::string sources;
    for (const auto& [anim, source] : gait->contactSources(index))
        sources += (sources.empty() ? "" : ", ") + anim + " " +
                   (source.size() > 5 && source.ends_with(".json") ? std::filesystem::path(source).filename().string()
                                                                   : source);
    // Wrapped at the column's width: one line per sheet is known only once its sources are.
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextDisabled("contacts: %s", sources.empty() ? "none read yet" : sources.c_str());
    ImGui::PopTextWrapPos();

    // The feet now: planted feet show the slide since they were put down (the markers on the map).
    const FootReadout feet = gait->feet(index);
    if (!feet.has_data) {
        ImGui::TextColored(ImVec4(0.7f, 0.7f, 0.7f, 1.0f), "feet       no contact data");
        if (!feet.note.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", feet.note.c_str());
        ImGui::Dummy(ImVec2(0.0f, ImGui::GetTextLineHeight()));  // the second foot's row: the rows below stay put
    } else {
        for (int f = 0; f < 2; ++f) {
            const char* name = f == kLeftFoot ? "left foot" : "right foot";
            if (feet.slide[f]) {
                ImGui::Text("%-10s planted, slid %.0f px", name, *feet.slide[f]);
                if (ImGui::IsItemHovered())
                    ImGui::SetTooltip(
                        "how far the foot is from where it was set down: the foot slide metric's own figure,\n"
                        "the root's motion plus the planted sole's in the image, over this plant's frame changes");
            } else if (feet.state[f] == FootState::Planted)
                ImGui::Text("%-10s planted, slide: cannot judge", name);
            else
                ImGui::Text("%-10s %s", name, footStateName(feet.state[f]));
        }
    }

    const GaitReport* report = gait->report(index);
    if (!report) {
        ImGui::TextUnformatted("no samples yet");
        ImGui::End();
        return;
    }
    ImGui::TextUnformatted("foot slide max");
    ImGui::SameLine(120);
    metricValue(*report, "foot_slide");
    // The worst slide's tick, reached with the stepping tools (paused there; `]` and `[` step on from it).
    if (const MetricResult* m = report->overall.find("foot_slide"); m != nullptr && m->at_ms >= 0 && ui) {
        ImGui::SameLine();
        if (ImGui::SmallButton("worst")) {
            const int64_t ticks = (world.nowMs() - m->at_ms) / World::kTickMs;
            ui->paused = true;
            if (ticks > 0) ui->back_ticks += static_cast<int>(ticks);
            ui->setInfo("the worst foot slide's tick, " + std::to_string(ticks) + " tick" + (ticks == 1 ? "" : "s") +
                            " back",
                        ImGui::GetTime());
        }
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("pause at the tick of the worst foot slide in the window");
    }
    ImGui::TextUnformatted("lead/lag max");
    ImGui::SameLine(120);
    metricValue(*report, "lead_lag_max");
    ImGui::TextUnformatted("lead/lag mean");
    ImGui::SameLine(120);
    metricValue(*report, "lead_lag_mean");
    ImGui::TextUnformatted("cadence");
    ImGui::SameLine(120);
    metricValue(*report, "cadence");
    ImGui::TextUnformatted("speed ratio");
    ImGui::SameLine(120);
    metricValue(*report, "speed_ratio");
    ImGui::TextUnformatted("window");
    ImGui::SameLine(120);
    ImGui::TextColored(verdictColour(report->overall.verdict), "%s", verdictName(report->overall.verdict));
    // The causes take two rows whether there are any or not, so the plots below (and the panels under this one)
    // do not move as a verdict comes and goes.
    const float causes_top = ImGui::GetCursorPosY();
    if (const std::string causes = notPassing(report->overall); !causes.empty()) {
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextColored(verdictColour(report->overall.verdict), "%s", causes.c_str());
        ImGui::PopTextWrapPos();
    }
    const float causes_room = 2.0f * ImGui::GetTextLineHeightWithSpacing();
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    if (const float used = ImGui::GetCursorPosY() - causes_top; used < causes_room - spacing)
        ImGui::Dummy(ImVec2(0.0f, causes_room - used - spacing));

    const GaitSeries& s = report->series;
    std::vector<float> frame, offs_x, offs_y;
    int max_frame = 1;
    for (std::size_t i = 0; i < s.frame.size(); ++i) {
        frame.push_back(static_cast<float>(s.frame[i]));
        max_frame = std::max(max_frame, s.frame[i]);
        offs_x.push_back(static_cast<float>(s.offs_anim[i].x));
        offs_y.push_back(static_cast<float>(s.offs_anim[i].y));
    }
    const auto span = [](const std::vector<float>& v, float at_least) {
        float m = at_least;
        for (const float x : v) m = std::max(m, std::abs(x));
        return m;
    };
    const std::vector<float> slide = plotValues(s.foot_slide);
    const std::vector<float> lead = plotValues(s.lead_lag);
    const float offs = std::max(span(offs_x, 4.0f), span(offs_y, 4.0f));
    // Two plots a row: phase | frame, offs_anim x | y, foot slide | lead/lag.
    if (ImGui::BeginTable("gait plots", 2, ImGuiTableFlags_SizingStretchSame)) {
        ImGui::TableNextColumn();
        plot("##phase", "phase", plotValues(s.phase), 0.0f, 1.0f);
        ImGui::TableNextColumn();
        plot("##frame", "frame", frame, 0.0f, static_cast<float>(max_frame), true);
        ImGui::TableNextColumn();
        plot("##offs x", "offs_anim x", offs_x, -offs, offs);
        ImGui::TableNextColumn();
        plot("##offs y", "offs_anim y", offs_y, -offs, offs);
        ImGui::TableNextColumn();
        plot("##slide", "foot slide", slide, 0.0f, std::max(span(slide, 0.0f), static_cast<float>(kSlideFailPx)));
        ImGui::TableNextColumn();
        plot("##lead", "lead/lag", lead, 0.0f, std::max(span(lead, 0.0f), static_cast<float>(kLeadLagMaxPassPx)));
        ImGui::EndTable();
    }
    ImGui::TextDisabled("a value per 10 ms tick; gaps: no data");
    (void)ui;
    ImGui::End();
}

}  // namespace gaitlab
