#include "app/accept/report_json.h"

namespace gaitlab {

nlohmann::json metricJson(const MetricResult& m) {
    nlohmann::json j;
    j["id"] = m.id;
    j["label"] = m.label;
    j["unit"] = m.unit;
    j["value"] = m.value ? nlohmann::json(*m.value) : nlohmann::json(nullptr);
    j["verdict"] = m.threshold.judged() || !m.value ? verdictName(m.verdict) : "shown";
    j["threshold"] = m.threshold.text(2);
    j["at_ms"] = m.at_ms;
    j["note"] = m.note;
    return j;
}

namespace {

nlohmann::json metricsJson(const std::vector<MetricResult>& metrics) {
    nlohmann::json out = nlohmann::json::array();
    for (const MetricResult& m : metrics) out.push_back(metricJson(m));
    return out;
}

}  // namespace

nlohmann::json findingsJson(const std::vector<Finding>& findings, const std::vector<std::string>& evidence_files) {
    nlohmann::json out = nlohmann::json::array();
    for (std::size_t k = 0; k < findings.size(); ++k) {
        const Finding& f = findings[k];
        out.push_back({{"kind", findingKindName(f.kind)},
                       {"verdict", verdictName(f.verdict)},
                       {"metric", f.metric},
                       {"where", f.where},
                       {"what", f.what},
                       {"fix", f.fix},
                       {"line", f.line()},
                       {"evidence", k < evidence_files.size() ? evidence_files[k] : std::string()}});
    }
    return out;
}

nlohmann::json reportJson(const std::vector<AcceptResult>& runs,
                          const std::vector<std::vector<std::string>>& strip_files) {
    nlohmann::json report;
    Verdict all = Verdict::NoData;
    nlohmann::json list = nlohmann::json::array();
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const AcceptResult& run = runs[r];
        all = worse(all, run.error.empty() ? run.verdict : Verdict::Fail);
        nlohmann::json j;
        j["art"] = run.art;
        j["scenario"] = run.scenario;
        j["seconds"] = run.seconds;
        j["pace"] = run.pace;
        j["pace_why"] = run.pace_why;
        j["project_findings"] = run.project_findings;
        j["ticks"] = run.ticks;
        j["verdict"] = run.error.empty() ? verdictName(run.verdict) : "fail";
        j["error"] = run.error;
        j["warnings"] = run.warnings;
        j["contacts"] = run.contact_sources;
        j["overall"] = metricsJson(run.gait.overall.metrics);
        nlohmann::json dirs = nlohmann::json::array();
        for (const GaitGroup& g : run.gait.groups)
            dirs.push_back({{"dir", g.dir}, {"verdict", verdictName(g.verdict)}, {"metrics", metricsJson(g.metrics)}});
        j["directions"] = dirs;
        nlohmann::json anims = nlohmann::json::array();
        for (const auto& [name, m] : run.animations) {
            nlohmann::json facts = nlohmann::json::array();
            for (const DirectionFacts& f : m.dirs)
                facts.push_back(
                    {{"dir", f.dir},
                     {"frames", f.frames},
                     {"T", {f.total.x, f.total.y}},
                     {"stride_ground", f.stride},
                     {"natural_speed", f.natural_speed ? nlohmann::json(*f.natural_speed) : nlohmann::json()},
                     {"unreachable", f.unreachable},
                     {"hidden_repeats", f.hidden_repeats},
                     {"angle_error_deg", f.angle_error ? nlohmann::json(*f.angle_error) : nlohmann::json()}});
            anims.push_back({{"name", name},
                             {"verdict", verdictName(m.verdict)},
                             {"metrics", metricsJson(m.metrics)},
                             {"directions", facts}});
        }
        j["animations"] = anims;
        nlohmann::json strips = nlohmann::json::array();
        for (std::size_t k = 0; k < run.strips.size(); ++k) {
            const DirectionStrip& s = run.strips[k];
            nlohmann::json cells = nlohmann::json::array();
            for (const StripLabel& l : s.labels)
                cells.push_back({{"t_ms", l.t_ms}, {"frame", l.frame}, {"phase", l.phase}, {"planted", l.planted}});
            const std::string file = r < strip_files.size() && k < strip_files[r].size() ? strip_files[r][k] : "";
            strips.push_back({{"dir", s.dir}, {"anim", s.anim}, {"file", file}, {"cells", cells}});
        }
        j["filmstrips"] = strips;
        list.push_back(j);
    }
    report["verdict"] = verdictName(all);
    report["runs"] = list;
    return report;
}

}  // namespace gaitlab
