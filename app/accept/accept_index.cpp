#include "app/accept/accept_index.h"

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <sstream>

#include "app/accept/svg_plot.h"
#include "engine/base/fnv1a.h"
#include "engine/base/json_reader.h"

namespace gaitlab {

namespace {

int severity(const std::string& verdict) {
    if (verdict == "fail") return 3;
    if (verdict == "warn") return 2;
    if (verdict == "cannot judge") return 1;  // never a pass (DECISIONS "Gait metrics")
    return 0;
}

std::string describe(const std::string& scenario, const MetricResult& m) {
    std::ostringstream s;
    s << scenario << ": " << m.label << ' ' << std::fixed << std::setprecision(2) << (m.value ? *m.value : 0.0) << ' '
      << m.unit << " (" << verdictName(m.verdict) << ')';
    return s.str();
}

/// The group a set ranks in (rankEntries): 0 art fail, 1 art warn, 2 other fail, 3 other warn, 4 cannot judge,
/// 5 pass.
int rankGroup(const IndexEntry& e) {
    if (e.art == "fail") return 0;
    if (e.art == "warn") return 1;
    if (e.verdict == "fail") return 2;
    if (e.verdict == "warn") return 3;
    if (e.cannot_judge || e.verdict == "cannot judge") return 4;
    return 5;
}

}  // namespace

IndexEntry indexEntry(const std::string& set, const std::vector<AcceptResult>& runs, const std::string& report,
                      const std::vector<std::pair<Finding, std::string>>& findings) {
    IndexEntry e;
    e.set = set;
    e.report = report;
    const std::string folder = report.substr(0, report.rfind('/') + 1);
    bool judged_out = false;
    for (const auto& [f, evidence] : findings) {
        if (f.kind == FindingKind::Art && f.verdict == Verdict::Fail && e.art != "fail") {
            e.art = "fail";
            e.art_size = f.size;
        } else if (f.kind == FindingKind::Art && f.verdict == Verdict::Warn && e.art == "none") {
            e.art = "warn";
            e.art_size = f.size;
        }
        judged_out = judged_out || f.kind == FindingKind::CannotJudge;
        if (e.top.size() < 3)
            e.top.push_back(IndexFinding{findingKindName(f.kind), verdictName(f.verdict), f.line(),
                                         evidence.empty() ? std::string() : folder + evidence});
    }
    e.cannot_judge = judged_out && e.art == "none";
    Verdict all = Verdict::NoData;
    std::string first_fail;
    std::string first_warn;
    for (const AcceptResult& run : runs) {
        if (!run.error.empty()) {
            all = Verdict::Fail;
            ++e.fails;
            if (first_fail.empty()) first_fail = run.scenario + ": did not run: " + run.error;
            continue;
        }
        all = worse(all, run.verdict);
        const auto count = [&](const MetricResult& m) {
            if (m.verdict == Verdict::Fail) {
                ++e.fails;
                if (first_fail.empty()) first_fail = describe(run.scenario, m);
            } else if (m.verdict == Verdict::Warn) {
                ++e.warns;
                if (first_warn.empty()) first_warn = describe(run.scenario, m);
            }
        };
        for (const std::string& f : run.project_findings) {
            ++e.warns;
            if (first_warn.empty()) first_warn = run.scenario + ": project: " + f;
        }
        for (const MetricResult& m : run.gait.overall.metrics) count(m);
        for (const auto& a : run.animations)
            for (const MetricResult& m : a.second.metrics) count(m);
    }
    e.verdict = all == Verdict::NoData ? "pass" : verdictName(all);
    e.worst = !first_fail.empty() ? first_fail : first_warn;
    return e;
}

void rankEntries(std::vector<IndexEntry>& entries) {
    std::sort(entries.begin(), entries.end(), [](const IndexEntry& a, const IndexEntry& b) {
        if (rankGroup(a) != rankGroup(b)) return rankGroup(a) < rankGroup(b);
        if (a.art_size != b.art_size) return a.art_size > b.art_size;
        if (a.fails != b.fails) return a.fails > b.fails;
        if (a.warns != b.warns) return a.warns > b.warns;
        return a.set < b.set;
    });
}

nlohmann::json indexJson(const std::vector<IndexEntry>& entries, const std::vector<std::string>& skipped,
                         const nlohmann::json& run, const std::string& shard) {
    nlohmann::json j;
    std::string verdict = "pass";
    nlohmann::json sets = nlohmann::json::array();
    for (const IndexEntry& e : entries) {
        if (severity(e.verdict) > severity(verdict)) verdict = e.verdict;
        nlohmann::json top = nlohmann::json::array();
        for (const IndexFinding& f : e.top)
            top.push_back({{"kind", f.kind}, {"verdict", f.verdict}, {"line", f.line}, {"evidence", f.evidence}});
        sets.push_back({{"set", e.set},
                        {"verdict", e.verdict},
                        {"fails", e.fails},
                        {"warns", e.warns},
                        {"worst", e.worst},
                        {"report", e.report},
                        {"art", e.art},
                        {"art_size", e.art_size},
                        {"cannot_judge", e.cannot_judge},
                        {"top", top}});
    }
    j["verdict"] = entries.empty() ? "no data" : verdict;
    j["sets"] = sets;
    j["skipped"] = skipped;
    if (!run.is_null()) j["run"] = run;
    if (!shard.empty()) j["shard"] = shard;
    return j;
}

namespace {

/// The ranking members of an index row (optional: an index of an earlier gaitlab has none).
void readTop(const JsonReader& r, const nlohmann::json& s, const std::string& path, IndexEntry& e) {
    if (const nlohmann::json* art = r.find(s, "art")) {
        e.art = r.string(*art, jsonChild(path, "art"), "fail, warn or none");
        if (e.art != "fail" && e.art != "warn" && e.art != "none")
            r.fail(jsonChild(path, "art"), "fail, warn or none, got \"" + e.art + "\"");
    }
    if (const nlohmann::json* size = r.find(s, "art_size")) {
        if (!size->is_number()) r.fail(jsonChild(path, "art_size"), "a number");
        e.art_size = size->get<double>();
    }
    if (const nlohmann::json* cj = r.find(s, "cannot_judge")) {
        if (!cj->is_boolean()) r.fail(jsonChild(path, "cannot_judge"), "true or false");
        e.cannot_judge = cj->get<bool>();
    }
    const nlohmann::json* top = r.find(s, "top");
    if (top == nullptr) return;
    const std::string tp = jsonChild(path, "top");
    r.array(*top, tp, "an array of findings");
    // Only the set's own evidence folder: the index links nothing else.
    const std::string evidence_dir = e.report.substr(0, e.report.size() - 11) + "evidence/";
    for (std::size_t k = 0; k < top->size(); ++k) {
        const std::string fp = jsonChild(tp, k);
        const nlohmann::json& f = r.object((*top)[k], fp, "a finding");
        r.onlyKeys(f, fp, {"kind", "verdict", "line", "evidence"});
        IndexFinding one;
        one.kind = r.string(r.require(f, fp, "kind", "a kind"), jsonChild(fp, "kind"), "a kind");
        one.verdict = r.string(r.require(f, fp, "verdict", "a verdict"), jsonChild(fp, "verdict"), "a verdict");
        one.line = r.string(r.require(f, fp, "line", "a text"), jsonChild(fp, "line"), "a text");
        one.evidence = r.string(r.require(f, fp, "evidence", "a path"), jsonChild(fp, "evidence"), "a path");
        if (!one.evidence.empty() &&
            (one.evidence.rfind(evidence_dir, 0) != 0 || one.evidence.find("..") != std::string::npos))
            r.fail(jsonChild(fp, "evidence"), "a file of " + evidence_dir + ", got \"" + one.evidence + "\"");
        e.top.push_back(one);
    }
}

}  // namespace

void readIndexJson(const std::string& text, const std::string& file, std::vector<IndexEntry>& entries,
                   std::vector<std::string>& skipped, nlohmann::json* run, std::string* shard) {
    const nlohmann::json doc = parseJson(text, file);
    const JsonReader r(file);
    r.object(doc, "", "an accept index object");
    r.onlyKeys(doc, "", {"verdict", "sets", "skipped", "run", "shard"});
    if (run != nullptr) {
        const nlohmann::json* found = r.find(doc, "run");
        *run = found != nullptr ? r.object(*found, "/run", "the run's record") : nlohmann::json();
    }
    if (shard != nullptr) {
        const nlohmann::json* found = r.find(doc, "shard");
        *shard = found != nullptr ? r.string(*found, "/shard", "K/N") : std::string();
    }
    const nlohmann::json& sets = r.array(r.require(doc, "", "sets", "the sets"), "/sets", "an array of sets");
    for (std::size_t i = 0; i < sets.size(); ++i) {
        const std::string path = jsonChild("/sets", i);
        const nlohmann::json& s = r.object(sets[i], path, "a set");
        r.onlyKeys(s, path,
                   {"set", "verdict", "fails", "warns", "worst", "report", "art", "art_size", "cannot_judge", "top"});
        IndexEntry e;
        e.set = r.nonEmptyString(r.require(s, path, "set", "the set's name"), jsonChild(path, "set"), "a set name");
        e.verdict = r.string(r.require(s, path, "verdict", "a verdict"), jsonChild(path, "verdict"), "a verdict");
        if (e.verdict != "pass" && e.verdict != "warn" && e.verdict != "fail" && e.verdict != "cannot judge")
            r.fail(jsonChild(path, "verdict"), "pass, warn, fail or cannot judge, got \"" + e.verdict + "\"");
        e.fails = static_cast<int>(
            r.integer(r.require(s, path, "fails", "a count"), jsonChild(path, "fails"), 0, 1000000, "a count"));
        e.warns = static_cast<int>(
            r.integer(r.require(s, path, "warns", "a count"), jsonChild(path, "warns"), 0, 1000000, "a count"));
        e.worst = r.string(r.require(s, path, "worst", "a text"), jsonChild(path, "worst"), "a text");
        e.report =
            r.nonEmptyString(r.require(s, path, "report", "a report path"), jsonChild(path, "report"), "a report path");
        // Only the layout accept writes: sets/<one folder name>/report.html.
        const std::string folder = e.report.size() > 17 && e.report.rfind("sets/", 0) == 0 &&
                                           e.report.compare(e.report.size() - 12, 12, "/report.html") == 0
                                       ? e.report.substr(5, e.report.size() - 17)
                                       : std::string{};
        if (folder.empty() || folder == "." || folder == ".." || folder.find('/') != std::string::npos ||
            folder.find('\\') != std::string::npos)
            r.fail(jsonChild(path, "report"), "sets/<folder>/report.html, got \"" + e.report + "\"");
        readTop(r, s, path, e);
        entries.push_back(e);
    }
    if (const nlohmann::json* list = r.find(doc, "skipped")) {
        r.array(*list, "/skipped", "an array of texts");
        for (std::size_t i = 0; i < list->size(); ++i)
            skipped.push_back(r.string((*list)[i], jsonChild("/skipped", i), "a text"));
    }
}

std::string indexHtml(const std::vector<IndexEntry>& entries, const std::vector<std::string>& skipped) {
    std::string verdict = "pass";
    for (const IndexEntry& e : entries)
        if (severity(e.verdict) > severity(verdict)) verdict = e.verdict;
    std::ostringstream h;
    h << "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>gaitlab acceptance index</title><style>"
         "body{font:14px/1.4 system-ui,sans-serif;margin:0;background:#f4f1ea;color:#222}"
         "header{background:#1f3a4d;color:#fff;padding:14px 24px}header h1{margin:0;font-size:22px}"
         "main{padding:8px 24px 40px}table{border-collapse:collapse;background:#fff;margin:10px 0}"
         "td,th{border:1px solid #d6d0c4;padding:3px 8px;text-align:left;overflow-wrap:anywhere}th{background:#ebe6dc}"
         "td.v{font-weight:600;text-align:center}.pass{background:#d5f0d8}.warn{background:#fbecc0}"
         ".fail{background:#f6c9c9}.cannotjudge{background:#e4d8f2}td.num{text-align:right}.note{color:#555}"
         ".thumb{max-height:72px;image-rendering:pixelated;vertical-align:middle;margin-right:6px;border:1px solid "
         "#ccc}"
         ".finding{margin:3px 0}.k{color:#555}</style></"
         "head><body><header><h1>"
         "gaitlab acceptance index: "
      << entries.size() << " set" << (entries.size() == 1 ? "" : "s") << ", " << htmlEscape(verdict)
      << "</h1></header><main><p class=\"note\">Worst first: sets with a fault of the art (fails, then warnings, "
         "each by its size), then sets failing only on the project's settings, then passing sets. Sets that cannot "
         "be judged are listed apart below.</p>";
    const auto table = [&h](const std::vector<const IndexEntry*>& rows) {
        h << "<table><tr><th>#</th><th>set</th><th>verdict</th><th>art</th><th>failing</th><th>warning</th>"
             "<th>top findings</th></tr>";
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const IndexEntry& e = *rows[i];
            h << "<tr><td class=\"num\">" << i + 1 << "</td><td><a href=\"" << htmlEscape(e.report) << "\">"
              << htmlEscape(e.set) << "</a></td><td class=\"v "
              << (e.verdict == "cannot judge" ? "cannotjudge" : htmlEscape(e.verdict)) << "\">" << htmlEscape(e.verdict)
              << "</td><td class=\"v " << (e.art == "none" ? "pass" : htmlEscape(e.art)) << "\">"
              << htmlEscape(e.art == "none" ? "no fault" : e.art) << "</td><td class=\"num\">" << e.fails
              << "</td><td class=\"num\">" << e.warns << "</td><td>";
            if (e.top.empty()) h << htmlEscape(e.worst.empty() ? std::string("-") : e.worst);
            for (const IndexFinding& f : e.top) {
                h << "<div class=\"finding\">";
                if (!f.evidence.empty())
                    h << "<a href=\"" << htmlEscape(f.evidence) << "\"><img class=\"thumb\" alt=\"the frames in "
                      << "question\" src=\"" << htmlEscape(f.evidence) << "\"></a>";
                h << "<span class=\"k\">" << htmlEscape(f.kind) << ", " << htmlEscape(f.verdict) << ":</span> "
                  << htmlEscape(f.line) << "</div>";
            }
            h << "</td></tr>";
        }
        h << "</table>";
    };
    std::vector<const IndexEntry*> judged;
    std::vector<const IndexEntry*> unjudged;
    for (const IndexEntry& e : entries) (rankGroup(e) == 4 ? unjudged : judged).push_back(&e);
    table(judged);
    if (!unjudged.empty()) {
        h << "<h2>Cannot judge</h2><p class=\"note\">No fault of the art was found, and something could not be "
             "measured: these are not passes.</p>";
        table(unjudged);
    }
    if (!skipped.empty()) {
        h << "<h2>Not accepted</h2><ul>";
        for (const std::string& s : skipped) h << "<li>" << htmlEscape(s) << "</li>";
        h << "</ul>";
    }
    h << "</main></body></html>\n";
    return h.str();
}

std::string setFolderName(const std::string& set) {
    // Readable and unique: the name's letters and digits (at most 60), then a hash of the whole name, so "a b" and
    // "a_b", or two names of other scripts, never share a folder.
    std::string out;
    for (const char c : set) {
        if (out.size() >= 60) break;
        out += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' ? c : '_';
    }
    char hex[17];
    std::snprintf(hex, sizeof hex, "%08x", static_cast<unsigned>(fnv1a(set) & 0xffffffffu));
    return (out.empty() || out == "." || out == ".." ? std::string("set") : out) + "-" + hex;
}

}  // namespace gaitlab
