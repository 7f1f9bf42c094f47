#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include <imgui.h>

#include "app/gait_tracker.h"
#include "app/panels/panels.h"
#include "app/ui_state.h"
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

/// "value unit verdict" of one metric of the window, or "no contact data" / "no data"; its note as a tooltip.
void metricValue(const GaitReport& report, const char* id) {
    const MetricResult* m = report.overall.find(id);
    if (!m) return;
    if (m->value)
        ImGui::Text("%.2f %s", *m->value, m->unit.c_str());
    else
        ImGui::TextUnformatted(std::string(id) == "foot_slide" ? "no contact data" : "no data");
    if (ImGui::IsItemHovered() && !m->note.empty()) ImGui::SetTooltip("%s", m->note.c_str());
    ImGui::SameLine();
    ImGui::TextColored(verdictColour(m->verdict), "%s", verdictName(m->verdict));
}

/// NaN (no data) as 0 for ImGui's plots, which draw every value.
std::vector<float> plotValues(const std::vector<double>& values) {
    std::vector<float> out;
    out.reserve(values.size());
    for (const double v : values) out.push_back(std::isnan(v) ? 0.0f : static_cast<float>(v));
    return out;
}

void plot(const char* id, const char* label, const std::vector<float>& values, float lo, float hi,
          bool histogram = false) {
    if (values.empty()) return;
    char overlay[48];
    std::snprintf(overlay, sizeof overlay, "%s %.2f", label, static_cast<double>(values.back()));
    const char* label_id = id;
    const ImVec2 size(ImGui::GetContentRegionAvail().x, 26);  // ImGui takes only 0, not -1, as "the item width"
    if (histogram)
        ImGui::PlotHistogram(label_id, values.data(), static_cast<int>(values.size()), 0, overlay, lo, hi, size);
    else
        ImGui::PlotLines(label_id, values.data(), static_cast<int>(values.size()), 0, overlay, lo, hi, size);
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
    ImGui::TextDisabled("contacts: %s", sources.empty() ? "none read yet" : sources.c_str());

    // The feet now: planted feet show the slide since they were put down (the markers on the map).
    const FootReadout feet = gait->feet(index);
    if (!feet.has_data) {
        ImGui::TextColored(ImVec4(0.7f, 0.7f, 0.7f, 1.0f), "feet       no contact data");
        if (!feet.note.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", feet.note.c_str());
    } else {
        for (int f = 0; f < 2; ++f) {
            const char* name = f == kLeftFoot ? "left foot" : "right foot";
            if (feet.slide[f]) {
                ImGui::Text("%-10s planted, foot slide %.1f px", name, *feet.slide[f]);
                if (ImGui::IsItemHovered()) ImGui::SetTooltip("since the foot was put down");
            } else
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
    ImGui::TextUnformatted("lead/lag max");
    ImGui::SameLine(120);
    metricValue(*report, "lead_lag_max");
    ImGui::SameLine();
    ImGui::TextUnformatted(" mean");
    ImGui::SameLine();
    metricValue(*report, "lead_lag_mean");
    ImGui::TextUnformatted("cadence");
    ImGui::SameLine(120);
    metricValue(*report, "cadence");
    ImGui::TextUnformatted("speed ratio");
    ImGui::SameLine(120);
    metricValue(*report, "speed_ratio");
    ImGui::SameLine();
    ImGui::TextUnformatted("  window");
    ImGui::SameLine();
    ImGui::TextColored(verdictColour(report->overall.verdict), "%s", verdictName(report->overall.verdict));

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
        plot("##slide", "foot slide", slide, 0.0f, std::max(span(slide, 0.0f), static_cast<float>(kSlideFailPx)), true);
        ImGui::TableNextColumn();
        plot("##lead", "lead/lag", lead, 0.0f, std::max(span(lead, 0.0f), static_cast<float>(kLeadLagMaxPassPx)));
        ImGui::EndTable();
    }
    ImGui::TextDisabled("one value per 10 ms tick, 0 where no data");
    (void)ui;
    ImGui::End();
}

}  // namespace gaitlab
