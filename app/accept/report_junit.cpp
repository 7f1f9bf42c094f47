#include "app/accept/report_junit.h"

#include <sstream>

namespace gaitlab {

namespace {

/// The length of the valid UTF-8 sequence at `s[i]` (1-4), or 0 when the bytes there are not one.
std::size_t utf8Length(const std::string& s, std::size_t i) {
    const auto b = [&s](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = b(i);
    if (c < 0x80) return 1;
    std::size_t n = 0;
    unsigned lo = 0x80, hi = 0xBF;  // the second byte's range (overlongs and surrogates refused)
    if (c >= 0xC2 && c <= 0xDF)
        n = 2;
    else if (c == 0xE0)
        n = 3, lo = 0xA0;
    else if (c >= 0xE1 && c <= 0xEC)
        n = 3;
    else if (c == 0xED)
        n = 3, hi = 0x9F;
    else if (c >= 0xEE && c <= 0xEF)
        n = 3;
    else if (c == 0xF0)
        n = 4, lo = 0x90;
    else if (c >= 0xF1 && c <= 0xF3)
        n = 4;
    else if (c == 0xF4)
        n = 4, hi = 0x8F;
    else
        return 0;
    if (i + n > s.size() || b(i + 1) < lo || b(i + 1) > hi) return 0;
    for (std::size_t k = 2; k < n; ++k)
        if (b(i + k) < 0x80 || b(i + k) > 0xBF) return 0;
    return n;
}

/// XML 1.0 text: the five entities escaped; control characters other than tab and newlines, and bytes that are not
/// UTF-8 (a file name of another encoding), replaced by U+FFFD.
std::string xmlText(const std::string& text) {
    static const char* kReplacement = "\xEF\xBF\xBD";
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8Length(text, i);
        if (n == 0) {
            out += kReplacement;
            ++i;
            continue;
        }
        if (n > 1) {
            out.append(text, i, n);
            i += n;
            continue;
        }
        const char c = text[i++];
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        case '\'': out += "&apos;"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20 && c != '\t' && c != '\n' && c != '\r')
                out += kReplacement;
            else
                out += c;
        }
    }
    return out;
}

struct Case {
    std::string classname;
    std::string name;
    std::vector<std::string> failures;  // summary lines
    std::vector<std::string> warnings;
    std::vector<std::string> unjudged;
    std::string error;
};

std::string metricLine(const MetricResult& m) {
    return m.label + " " + (m.value ? fixedText(*m.value, 2) : std::string("no data")) + " " + m.unit + " (" +
           m.threshold.text(2) + ")" + (m.note.empty() ? "" : ": " + m.note);
}

void writeCase(std::ostringstream& x, const Case& c) {
    x << "    <testcase classname=\"" << xmlText(c.classname) << "\" name=\"" << xmlText(c.name) << "\" time=\"0\"";
    if (c.failures.empty() && c.error.empty() && c.unjudged.empty() && c.warnings.empty()) {
        x << "/>\n";
        return;
    }
    x << ">\n";
    std::string all;
    if (!c.error.empty()) {
        x << "      <error message=\"" << xmlText(c.error) << "\" type=\"did not run\"/>\n";
    } else if (!c.failures.empty()) {
        for (const std::string& f : c.failures) all += f + "\n";
        x << "      <failure message=\"" << xmlText(c.failures.front()) << "\" type=\"fail\">" << xmlText(all)
          << "</failure>\n";
    } else if (!c.unjudged.empty()) {
        x << "      <skipped message=\"cannot judge: " << xmlText(c.unjudged.front()) << "\"/>\n";
    }
    if (!c.warnings.empty()) {
        std::string w;
        for (const std::string& line : c.warnings) w += "warn: " + line + "\n";
        x << "      <system-out>" << xmlText(w) << "</system-out>\n";
    }
    x << "    </testcase>\n";
}

}  // namespace

JunitSuite junitSuite(const std::string& name, const std::vector<AcceptResult>& runs) {
    JunitSuite suite;
    {
        std::vector<Case> cases;
        // The art's own frames: one case per animation and direction that has findings, and one for the rest.
        std::vector<Finding> art;
        for (const AcceptResult& run : runs)
            for (const Finding& f : run.art_findings) {
                bool seen = false;
                for (const Finding& a : art) seen = seen || a.line() == f.line();
                if (!seen) art.push_back(f);
            }
        Case frames{name, "the art's frames", {}, {}, {}, {}};
        for (const Finding& f : art) {
            const std::string where = f.where.substr(0, f.where.find(','));
            Case* c = nullptr;
            for (Case& k : cases)
                if (k.name == where) c = &k;
            if (!c) {
                cases.push_back(Case{name, where, {}, {}, {}, {}});
                c = &cases.back();
            }
            (f.verdict == Verdict::Fail ? c->failures : c->warnings).push_back(f.line());
        }
        if (cases.empty()) cases.push_back(frames);
        for (const AcceptResult& run : runs) {
            if (!run.error.empty()) {
                cases.push_back(Case{name + "." + run.scenario, "all directions", {}, {}, {}, run.error});
                continue;
            }
            for (const GaitGroup& g : run.gait.groups) {
                Case c{name + "." + run.scenario, dirName(g.dir, run.map_dir_count), {}, {}, {}, {}};
                for (const MetricResult& m : g.metrics) {
                    if (m.verdict == Verdict::Fail) c.failures.push_back(metricLine(m));
                    if (m.verdict == Verdict::Warn) c.warnings.push_back(metricLine(m));
                    if (m.verdict == Verdict::CannotJudge) c.unjudged.push_back(m.label + ": " + m.note);
                }
                cases.push_back(std::move(c));
            }
            for (const std::string& p : run.project_findings)
                cases.push_back(Case{name + "." + run.scenario, "project", {}, {p}, {}, {}});
        }
        int t = 0, f = 0, e = 0, s = 0;
        std::ostringstream x;
        for (const Case& c : cases) {
            ++t;
            if (!c.error.empty())
                ++e;
            else if (!c.failures.empty())
                ++f;
            else if (!c.unjudged.empty())
                ++s;
            writeCase(x, c);
        }
        suite.xml = "  <testsuite name=\"" + xmlText(name) + "\" tests=\"" + std::to_string(t) + "\" failures=\"" +
                    std::to_string(f) + "\" errors=\"" + std::to_string(e) + "\" skipped=\"" + std::to_string(s) +
                    "\" time=\"0\">\n" + x.str() + "  </testsuite>\n";
        suite.tests = t;
        suite.failures = f;
        suite.errors = e;
        suite.skipped = s;
    }
    return suite;
}

std::string junitXml(const std::vector<JunitSuite>& suites) {
    int tests = 0, failures = 0, errors = 0, skipped = 0;
    std::string body;
    for (const JunitSuite& s : suites) {
        tests += s.tests;
        failures += s.failures;
        errors += s.errors;
        skipped += s.skipped;
        body += s.xml;
    }
    std::ostringstream doc;
    doc << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"gaitlab accept\" tests=\"" << tests
        << "\" failures=\"" << failures << "\" errors=\"" << errors << "\" skipped=\"" << skipped << "\" time=\"0\">\n"
        << body << "</testsuites>\n";
    return doc.str();
}

}  // namespace gaitlab
