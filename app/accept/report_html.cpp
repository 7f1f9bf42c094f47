#include "app/accept/report_html.h"

#include <cmath>
#include <map>
#include <sstream>

#include "app/accept/report_player_html.h"
#include "app/accept/svg_plot.h"

namespace gaitlab {

namespace {

/// The CSS class of a verdict: pass, warn, fail, nodata, cannotjudge.
std::string verdictClass(Verdict v) {
    if (v == Verdict::NoData) return "nodata";
    if (v == Verdict::CannotJudge) return "cannotjudge";
    return verdictName(v);
}

std::string verdictCell(Verdict v) { return "<td class=\"v " + verdictClass(v) + "\">" + verdictName(v) + "</td>"; }

std::string valueText(const MetricResult& m) { return m.value ? fixedText(*m.value, 2) : "no data"; }

/// The metric of the run that decides its verdict: the first fail, else the first warn.
const MetricResult* worstMetric(const AcceptResult& run) {
    const MetricResult* worst = nullptr;
    const auto consider = [&worst](const MetricResult& m) {
        if (m.verdict == Verdict::Fail && (!worst || worst->verdict != Verdict::Fail))
            worst = &m;
        else if (m.verdict == Verdict::Warn && !worst)
            worst = &m;
    };
    for (const MetricResult& m : run.gait.overall.metrics) consider(m);
    for (const auto& a : run.animations)
        for (const MetricResult& m : a.second.metrics) consider(m);
    return worst;
}

void metricsTable(std::ostringstream& h, const std::vector<MetricResult>& metrics) {
    h << "<table class=\"metrics\"><tr><th>metric</th><th>value</th><th>unit</th><th>threshold</th><th>verdict</th>"
         "<th>worst at</th><th>what it counts</th></tr>";
    for (const MetricResult& m : metrics)
        h << "<tr><td>" << htmlEscape(m.label) << "</td><td class=\"num\">" << valueText(m) << "</td><td>"
          << htmlEscape(m.unit) << "</td><td>" << htmlEscape(m.threshold.text(2)) << "</td>"
          << (m.threshold.judged() || !m.value ? verdictCell(m.verdict)
                                               : std::string("<td class=\"v nodata\">shown</td>"))
          << "<td class=\"num\">" << (m.at_ms >= 0 ? std::to_string(m.at_ms) + " ms" : "") << "</td><td>"
          << htmlEscape(m.note) << "</td></tr>";
    h << "</table>";
}

void plots(std::ostringstream& h, const GaitSeries& s) {
    std::vector<double> frames(s.frame.begin(), s.frame.end());
    std::vector<double> ox, oy;
    for (const ipos o : s.offs_anim) {
        ox.push_back(o.x);
        oy.push_back(o.y);
    }
    h << "<div class=\"plots\">";
    h << svgPlot("phase", "cycles", s.t_ms, {{"phase", "#8a3ffc", s.phase, false}});
    h << svgPlot("frame", "index", s.t_ms, {{"frame", "#1f6feb", frames, true}});
    h << svgPlot("offs_anim", "px", s.t_ms, {{"x", "#d1242f", ox, true}, {"y", "#1a7f37", oy, true}});
    h << svgPlot("foot slide per tick", "px", s.t_ms, {{"slide", "#bf5700", s.foot_slide, true}});
    h << svgPlot("lead/lag", "px", s.t_ms, {{"|offs_anim|", "#0969da", s.lead_lag, false}});
    h << "</div>";
}

const char* kStyle = R"(body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f1ea;color:#222}
header{background:#1f3a4d;color:#fff;padding:14px 24px}header h1{margin:0;font-size:22px}
main{padding:8px 24px 40px}h2{margin:28px 0 6px;border-bottom:2px solid #1f3a4d}h3{margin:18px 0 4px}
table{border-collapse:collapse;margin:6px 0;background:#fff}td,th{border:1px solid #d6d0c4;padding:3px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere}h1,h2{overflow-wrap:anywhere}
th{background:#ebe6dc}td.num{text-align:right;font-variant-numeric:tabular-nums}
td.v{font-weight:600;text-align:center}.pass{background:#d5f0d8}.warn{background:#fbecc0}.fail{background:#f6c9c9}.nodata{background:#e6e6e6;color:#666}.cannotjudge{background:#e4d8f2;color:#4a2b6b}
.badge{display:inline-block;padding:2px 10px;border-radius:10px;margin-left:10px;font-size:15px}
.strip{overflow-x:auto;background:#fff;border:1px solid #d6d0c4;padding:4px;display:inline-block;max-width:100%}
.strip img{image-rendering:pixelated;display:block}.captions{display:flex}.captions div{flex:none;font-size:11px;box-sizing:border-box;padding:2px 3px;border-left:1px solid #ddd}
.plots svg{margin:4px 8px 4px 0;background:#fff;border:1px solid #d6d0c4}.pt{font-size:12px;font-weight:600}.ax{font-size:10px}
.note{color:#555}.warnings{color:#8a5a00}.findings li{margin:6px 0}.findings .strip{display:block;width:fit-content;margin:4px 0}.fix{color:#0b5394}details{margin:4px 0})";

const char* kindHeading(FindingKind kind) {
    switch (kind) {
    case FindingKind::Art: return "Faults of the art";
    case FindingKind::Project: return "The project's settings";
    case FindingKind::CannotJudge: return "Cannot judge";
    }
    return "";
}

/// The summary: a line per finding with its fix and the frames in question, or one line for a set that passes.
void summary(std::ostringstream& h, const std::vector<AcceptResult>& runs, const std::vector<Finding>& findings,
             const std::vector<std::vector<uint8_t>>& evidence_pngs) {
    h << "<h2>Summary</h2>";
    if (findings.empty()) {
        h << "<p class=\"pass\" style=\"padding:6px 10px\">passes: " << runs.size() << " scenario"
          << (runs.size() == 1 ? "" : "s") << ", every judged metric within its bounds</p>";
        return;
    }
    for (const FindingKind kind : {FindingKind::Art, FindingKind::Project, FindingKind::CannotJudge}) {
        bool open = false;
        for (std::size_t k = 0; k < findings.size(); ++k) {
            const Finding& f = findings[k];
            if (f.kind != kind) continue;
            if (!open) h << "<h3>" << kindHeading(kind) << "</h3><ol class=\"findings\">";
            open = true;
            h << "<li><span class=\"badge " << verdictClass(f.verdict) << "\">" << verdictName(f.verdict)
              << "</span> <b>" << htmlEscape(f.where) << "</b>: " << htmlEscape(f.what);
            if (!f.fix.empty()) h << "; <span class=\"fix\">" << htmlEscape(f.fix) << "</span>";
            if (const auto at = findingPlayerTick(f, runs)) h << playFindingButton(at->first, at->second);
            if (k < evidence_pngs.size() && !evidence_pngs[k].empty())
                h << "<div class=\"strip\"><img alt=\"the frames of " << htmlEscape(f.where) << "\" width=\""
                  << f.evidence.width() << "\" height=\"" << f.evidence.height() << "\" src=\"data:image/png;base64,"
                  << base64(evidence_pngs[k]) << "\"></div>";
            h << "</li>";
        }
        if (open) h << "</ol>";
    }
}

}  // namespace

std::string base64(const std::vector<uint8_t>& bytes) {
    static const char* kAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    for (std::size_t i = 0; i < bytes.size(); i += 3) {
        const uint32_t b0 = bytes[i];
        const uint32_t b1 = i + 1 < bytes.size() ? bytes[i + 1] : 0;
        const uint32_t b2 = i + 2 < bytes.size() ? bytes[i + 2] : 0;
        const uint32_t v = (b0 << 16) | (b1 << 8) | b2;
        out += kAlphabet[(v >> 18) & 63];
        out += kAlphabet[(v >> 12) & 63];
        out += i + 1 < bytes.size() ? kAlphabet[(v >> 6) & 63] : '=';
        out += i + 2 < bytes.size() ? kAlphabet[v & 63] : '=';
    }
    return out;
}

std::string reportHtml(const std::vector<AcceptResult>& runs,
                       const std::vector<std::vector<std::vector<uint8_t>>>& strip_pngs,
                       const std::vector<Finding>& findings, const std::vector<std::vector<uint8_t>>& evidence_pngs,
                       const std::vector<std::vector<std::vector<uint8_t>>>& player_pngs) {
    Verdict all = Verdict::NoData;
    for (const AcceptResult& r : runs) all = worse(all, r.error.empty() ? r.verdict : Verdict::Fail);
    std::ostringstream h;
    h << "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>gaitlab acceptance "
         "report</title><style>"
      << kStyle << playerStyle() << "</style></head><body><header><h1>gaitlab acceptance report<span class=\"badge "
      << verdictClass(all) << "\" style=\"color:#222\">" << verdictName(all) << "</span></h1></header><main>";
    summary(h, runs, findings, evidence_pngs);
    h << "<h2>Verdicts</h2><table><tr><th>art</th><th>scenario</th><th>verdict</th><th>deciding metric</th></tr>";
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const AcceptResult& run = runs[r];
        const MetricResult* worst = worstMetric(run);
        h << "<tr><td>" << htmlEscape(run.art) << "</td><td><a href=\"#run" << r << "\">" << htmlEscape(run.scenario)
          << "</a></td>" << verdictCell(run.error.empty() ? run.verdict : Verdict::Fail) << "<td>"
          << (run.error.empty()
                  ? (worst ? htmlEscape(worst->label) + ": " + valueText(*worst) + " " + htmlEscape(worst->unit)
                           : std::string(run.verdict == Verdict::NoData ? "no metric has data" : "every metric passes"))
                  : "did not run: " + htmlEscape(run.error))
          << "</td></tr>";
    }
    h << "</table>";
    for (std::size_t r = 0; r < runs.size(); ++r) {
        const AcceptResult& run = runs[r];
        h << "<h2 id=\"run" << r << "\">" << htmlEscape(run.art) << " &middot; " << htmlEscape(run.scenario) << "</h2>";
        if (!run.error.empty()) {
            h << "<p class=\"warnings\">did not run: " << htmlEscape(run.error) << "</p>";
            continue;
        }
        h << "<p class=\"note\">" << fixedText(run.seconds, 2) << " s, " << run.ticks << " ticks of 10 ms. ";
        if (run.paced || run.pace != 1.0)
            h << "Played at pace " << fixedText(run.pace, 3) << " (speeds x pace, times / pace: "
              << htmlEscape(run.pace_why.empty() ? std::string("as asked") : run.pace_why) << "). ";
        h << "Foot contacts: ";
        // One line per source: "idle, run, walk from contacts.json".
        std::map<std::string, std::string> by_source;
        for (const auto& [anim, source] : run.contact_sources)
            by_source[source] += (by_source[source].empty() ? "" : ", ") + anim;
        bool first = true;
        for (const auto& [source, anims] : by_source) {
            h << (first ? "" : "; ") << htmlEscape(anims) << ": " << htmlEscape(source);
            first = false;
        }
        h << ".</p>";
        for (const std::string& f : run.project_findings)
            h << "<p class=\"warnings\">project: " << htmlEscape(f) << "</p>";
        for (const std::string& w : run.warnings) h << "<p class=\"warnings\">warning: " << htmlEscape(w) << "</p>";
        h << "<details><summary>metrics of all directions</summary>";
        metricsTable(h, run.gait.overall.metrics);
        h << "</details>";
        for (std::size_t k = 0; k < run.strips.size(); ++k) {
            const DirectionStrip& s = run.strips[k];
            const GaitGroup* group = nullptr;
            for (const GaitGroup& g : run.gait.groups)
                if (g.dir == s.dir) group = &g;
            h << "<h3>Direction " << s.dir << " (" << dirName(s.dir, run.map_dir_count) << ")"
              << (s.anim.empty() ? "" : ", " + htmlEscape(s.anim)) << " <span class=\"badge "
              << (group ? verdictClass(group->verdict) : "nodata") << "\">"
              << (group ? verdictName(group->verdict) : "no data") << "</span></h3>";
            const bool has_png = r < strip_pngs.size() && k < strip_pngs[r].size() && !strip_pngs[r][k].empty();
            if (has_png) {
                h << "<div class=\"strip\"><img alt=\"filmstrip, direction " << dirName(s.dir, run.map_dir_count)
                  << "\" width=\"" << s.strip.width() << "\" height=\"" << s.strip.height()
                  << "\" src=\"data:image/png;base64," << base64(strip_pngs[r][k]) << "\"><div class=\"captions\">";
                for (const StripLabel& l : s.labels)
                    h << "<div style=\"width:" << s.strip.cell_width << "px\">" << l.t_ms << " ms<br>frame " << l.frame
                      << "<br>phase " << fixedText(l.phase, 3) << "<br>planted: " << htmlEscape(l.planted) << "</div>";
                h << "</div></div>";
                if (!s.strip.window_note.empty())
                    h << "<p class=\"note\">filmstrip: " << htmlEscape(s.strip.window_note) << "</p>";
            } else {
                h << "<p class=\"note\">no walking poses in this direction to show</p>";
            }
            if (r < player_pngs.size() && k < player_pngs[r].size() && !player_pngs[r][k].empty() &&
                k < run.players.size() && !run.players[k].empty())
                h << playerHtml(run.players[k], playerId(r, s.dir), player_pngs[r][k],
                                std::string("Play direction ") + dirName(s.dir, run.map_dir_count) +
                                    ": the recorded ticks " + std::to_string(run.players[k].ticks.front().t_ms) + "-" +
                                    std::to_string(run.players[k].ticks.back().t_ms) + " ms" +
                                    (run.players[k].window_note.empty() ? "" : "; " + run.players[k].window_note));
            else if (k < run.players.size() && !run.players[k].left_out.empty())
                h << "<p class=\"note\">no player for this direction: " << htmlEscape(run.players[k].left_out)
                  << "</p>";
            if (group) {
                h << "<details><summary>metrics of direction " << dirName(s.dir, run.map_dir_count) << "</summary>";
                metricsTable(h, group->metrics);
                h << "</details>";
            }
        }
        h << "<details><summary>over time: phase, frame, offs_anim, foot slide, lead/lag</summary>";
        plots(h, run.gait.series);
        h << "</details>";
        for (const auto& [name, m] : run.animations) {
            h << "<details><summary>the " << htmlEscape(name) << " art: " << verdictName(m.verdict) << "</summary>";
            metricsTable(h, m.metrics);
            h << "<table><tr><th>dir</th><th>frames</th><th>T</th><th>|T| ground</th><th>natural speed</th>"
                 "<th>T off direction</th><th>unreachable frames</th></tr>";
            for (const DirectionFacts& f : m.dirs) {
                std::string never;
                for (const int i : f.unreachable) never += (never.empty() ? "" : " ") + std::to_string(i);
                h << "<tr><td>" << f.dir << " "
                  << (m.dirs.size() == 1 ? "all" : dirName(f.dir, static_cast<int>(m.dirs.size())))
                  << "</td><td class=\"num\">" << f.frames << "</td><td>(" << f.total.x << ", " << f.total.y
                  << ")</td><td class=\"num\">" << fixedText(f.stride, 2) << " px</td><td class=\"num\">"
                  << (f.natural_speed ? fixedText(*f.natural_speed, 2) + " px/s" : "none") << "</td><td class=\"num\">"
                  << (f.angle_error ? fixedText(*f.angle_error, 1) + "&deg;" : "") << "</td><td>"
                  << (never.empty() ? "none" : never) << "</td></tr>";
            }
            h << "</table></details>";
        }
    }
    h << "</main>" << playerScript() << "</body></html>\n";
    return h.str();
}

}  // namespace gaitlab
