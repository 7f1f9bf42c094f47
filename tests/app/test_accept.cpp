// `gaitlab accept` (app/accept/, DECISIONS "Gait metrics"): the shipped humanoid passes the walking scenarios, and
// broken variants of its walk written by the test (a short stride, zero T, one large delta, a mirrored axis,
// another direction's T) each fail on the metric that names the fault while the unrelated ones still pass.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <regex>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "app/accept/accept_run.h"
#include "app/accept/report_html.h"
#include "app/cli.h"
#include "app/commands/accept_command.h"
#include "engine/base/file_read.h"

namespace {

namespace fs = std::filesystem;
using gaitlab::Verdict;

const std::string kAcceptHumanoidDir = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";
const std::string kHumanoidContacts = kAcceptHumanoidDir + "/contacts.json";

fs::path freshAcceptDir(const std::string& name) {
    const fs::path dir = fs::temp_directory_path() / ("gaitlab-accept-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

/// The shipped walk.fofrm with its PNG references made absolute and each `next_x_k` / `next_y_k` of direction d
/// replaced by edit(d, frame, axis, value).
std::string walkVariant(const std::function<int(int dir, int frame, char axis, int value)>& edit) {
    std::ifstream in(kAcceptHumanoidDir + "/walk.fofrm");
    std::ostringstream out;
    std::string line;
    int dir = -1;
    const std::regex next(R"(next_([xy])_(\d+) = (-?\d+))");
    std::smatch m;
    while (std::getline(in, line)) {
        if (line.rfind("[dir_", 0) == 0) dir = line[5] - '0';
        if (line.rfind("frm_", 0) == 0)
            line = std::regex_replace(line, std::regex(" = walk/"), " = " + kAcceptHumanoidDir + "/walk/");
        if (std::regex_match(line, m, next)) {
            const char axis = m[1].str()[0];
            const int frame = std::stoi(m[2].str());
            line = "next_" + m[1].str() + "_" + m[2].str() + " = " +
                   std::to_string(edit(dir, frame, axis, std::stoi(m[3].str())));
        }
        out << line << '\n';
    }
    return out.str();
}

gaitlab::AcceptResult acceptVariant(const std::string& name, const std::string& fofrm) {
    const fs::path dir = freshAcceptDir(name);
    const fs::path file = dir / "walk.fofrm";  // "walk": the shipped contacts.json's walk entry describes its frames
    std::ofstream(file) << fofrm;
    gaitlab::ArtSet art{name, file.string(), kHumanoidContacts, "", ""};
    return gaitlab::runAcceptance(art, {"straight-walk", 4.0}, {});
}

const gaitlab::MetricResult& find(const gaitlab::AcceptResult& r, const std::string& id) {
    if (const gaitlab::MetricResult* m = r.gait.overall.find(id)) return *m;
    for (const auto& [anim, metrics] : r.animations)
        for (const gaitlab::MetricResult& m : metrics.metrics)
            if (m.id == id) return m;
    FAIL("no metric " << id);
    return r.gait.overall.metrics.front();
}

Verdict verdictOf(const gaitlab::AcceptResult& r, const std::string& id) { return find(r, id).verdict; }

/// The verdicts that have nothing to do with any of the broken variants below, but `except`.
void unrelatedPass(const gaitlab::AcceptResult& r, const std::string& except = "") {
    for (const std::string id :
         {"jump_turn", "jump_stop", "jump_start", "lead_lag_max", "unreachable_frames", "frame_count_spread"})
        if (id != except) CHECK_MESSAGE(verdictOf(r, id) != Verdict::Fail, id);
}

}  // namespace

TEST_CASE("the shipped humanoid passes every walking scenario accept plays by default") {
    for (const std::string& name : gaitlab::acceptScenarioNames()) {
        CAPTURE(name);
        const std::string file = std::string(GAITLAB_ASSET_DIR) + "/scenarios/" + name + ".json";
        const gaitlab::AcceptResult r = gaitlab::runAcceptance({"humanoid", "", ""}, {name, 0.0, file}, {});
        REQUIRE(r.error.empty());
        CHECK(r.ticks == static_cast<int>(std::lround(r.seconds * 100)));
        CHECK(r.verdict != Verdict::Fail);
        // The generator drew the planted foot still under the authored deltas and wrote where it is. Its run plants
        // each foot in one picture only (contacts.json), so no planted foot spans a frame change: nothing to slide.
        const bool run_only = name.rfind("run-", 0) == 0 || name == "directions-run";
        CHECK(find(r, "foot_slide").verdict == (run_only ? Verdict::NoData : Verdict::Pass));
        CHECK(*find(r, "pose_drift").value == 0.0);
        CHECK(*find(r, "backward_poses").value == 0.0);
        CHECK(r.contact_sources.at("walk") == "humanoid/contacts.json");
        for (const auto& [anim, m] : r.animations) CHECK(m.verdict == Verdict::Pass);
        CHECK_FALSE(r.strips.empty());
        for (const auto& s : r.strips) CHECK(s.labels.size() > 1);
    }
}

TEST_CASE("a late correction is measured as a correction jump, not a frame change") {
    const std::string file = std::string(GAITLAB_ASSET_DIR) + "/scenarios/reconcile-behind.json";
    const gaitlab::AcceptResult r = gaitlab::runAcceptance({"humanoid", "", ""}, {"reconcile-behind", 0.0, file}, {});
    REQUIRE(r.error.empty());
    // The correction at 1000 ms takes effect on the next tick; the logical point carries on (offset_ms 0, D30).
    const gaitlab::MetricResult& jump = find(r, "jump_correction");
    REQUIRE(jump.value.has_value());
    CHECK(jump.at_ms == 1010);
    CHECK(jump.verdict != Verdict::Fail);
}

TEST_CASE("the humanoid's stop pops the planted foot by no more than the 9 px the idle frames allow") {
    const std::string file = std::string(GAITLAB_ASSET_DIR) + "/scenarios/stop-start-rapid.json";
    const gaitlab::AcceptResult r = gaitlab::runAcceptance({"humanoid", "", ""}, {"stop-start-rapid", 0.0, file}, {});
    REQUIRE(find(r, "stop_pop").value.has_value());
    CHECK(*find(r, "stop_pop").value <= 9.0);
    CHECK(find(r, "stop_pop").verdict != Verdict::Fail);
}

TEST_CASE("a stride 25 percent short slides every plant back and warns on foot slide and stride") {
    // E and W move 3 px a frame instead of 4: T = 24 for poses drawn for 32.
    const auto r = acceptVariant("short", walkVariant([](int dir, int, char axis, int v) {
                                     return (dir == 1 || dir == 4) && axis == 'x' ? v / 4 * 3 : v;
                                 }));
    REQUIRE(r.error.empty());
    CHECK(verdictOf(r, "foot_slide") == Verdict::Warn);
    CHECK(*find(r, "foot_slide").value >= 3.0);  // 1 px a pose over a plant of 4 poses
    CHECK(verdictOf(r, "stride") == Verdict::Warn);
    CHECK(*find(r, "stride").value == doctest::Approx(25.0));  // the feet carry 32 px a cycle, T is 24
    CHECK(verdictOf(r, "pose_drift") == Verdict::Pass);
    CHECK(verdictOf(r, "jump_frame_change") == Verdict::Pass);
    CHECK(verdictOf(r, "direction_angle") == Verdict::Pass);
    unrelatedPass(r);
}

TEST_CASE("zero T fails zero_t and the sprite drifts with the logical point") {
    const auto r = acceptVariant("zero", walkVariant([](int, int, char, int) { return 0; }));
    REQUIRE(r.error.empty());
    CHECK(verdictOf(r, "zero_t") == Verdict::Fail);
    CHECK(*find(r, "zero_t").value == 6.0);
    CHECK(verdictOf(r, "pose_drift") == Verdict::Fail);  // frame 0 stays while the sprite moves
    CHECK(verdictOf(r, "backward_poses") == Verdict::Pass);
}

TEST_CASE("one large single-frame delta fails the pose-step jump") {
    // E and W: frames 1-7 move 2 px, frame 8 the other 18 px of the same T = 32 (median pose step 2 px).
    const auto r = acceptVariant("large", walkVariant([](int dir, int frame, char axis, int v) {
                                     if ((dir != 1 && dir != 4) || axis != 'x' || frame == 0) return v;
                                     return frame == 8 ? v / 4 * 18 : v / 2;
                                 }));
    REQUIRE(r.error.empty());
    // The figure moves with the root's 18 px (its silhouette keeps its place in the image within a pixel; the worst
    // jump measured is (18, 1), 18.03 px): > 2 * (2 + 1).
    CHECK(*find(r, "jump_frame_change").value == doctest::Approx(std::hypot(18.0, 1.0)));
    CHECK(verdictOf(r, "jump_frame_change") == Verdict::Fail);
    CHECK(verdictOf(r, "direction_angle") == Verdict::Pass);
    CHECK(verdictOf(r, "stride_spread") == Verdict::Pass);
    unrelatedPass(r);
}

TEST_CASE("a mirrored x axis fails the direction angle") {
    const auto r = acceptVariant("mirrored", walkVariant([](int dir, int, char axis, int v) {
                                     return (dir == 1 || dir == 4) && axis == 'x' ? -v : v;
                                 }));
    REQUIRE(r.error.empty());
    CHECK(verdictOf(r, "direction_angle") == Verdict::Fail);
    CHECK(*find(r, "direction_angle").value == doctest::Approx(180.0));
    CHECK(verdictOf(r, "stride_spread") == Verdict::Pass);
}

TEST_CASE("another direction's T fails the direction angle, not the stride") {
    // SE takes E's deltas: T = (32, 0) against the SE step (16, 12), 36.87 degrees off.
    const auto r = acceptVariant("wrong-dir", walkVariant([](int dir, int frame, char axis, int v) {
                                     if (dir != 2) return v;
                                     return axis == 'x' ? (frame == 0 ? 0 : 4) : 0;
                                 }));
    REQUIRE(r.error.empty());
    CHECK(verdictOf(r, "direction_angle") == Verdict::Fail);
    CHECK(*find(r, "direction_angle").value == doctest::Approx(36.8699).epsilon(0.0001));
}

TEST_CASE("gaitlab accept writes a report, exits 1 on a failing metric and 2 on bad input") {
    const fs::path dir = freshAcceptDir("command");
    std::ofstream(dir / "walk.fofrm") << walkVariant([](int, int, char, int) { return 0; });
    const std::string out = (dir / "report").string();
    const std::string walk = (dir / "walk.fofrm").string();
    std::ostringstream o, e;
    CHECK(gaitlab::runCli({"accept", walk, "--scenario", "straight-walk", "--seconds", "2", "--out", out}, o, e) == 1);
    const auto report = nlohmann::json::parse(gaitlab::readRegularText(out + "/report.json", 1 << 26));
    CHECK(report["verdict"] == "fail");
    REQUIRE(report["runs"].size() == 1);
    CHECK(report["runs"][0]["scenario"] == "straight-walk");
    CHECK(report["runs"][0]["ticks"] == 200);
    const std::string html = gaitlab::readRegularText(out + "/report.html", 1 << 26);
    CHECK(html.find("<title>gaitlab acceptance report</title>") != std::string::npos);
    CHECK(html.find("data:image/png;base64,") != std::string::npos);
    CHECK(o.str().find("straight-walk") != std::string::npos);
    CHECK(o.str().find("zero_t") != std::string::npos);

    std::ostringstream o2, e2;
    CHECK(gaitlab::runCli({"accept", "--scenario", "no-such", "--out", out}, o2, e2) == 2);
    CHECK(e2.str().find("unknown scenario 'no-such'") != std::string::npos);
    std::ofstream(dir / "broken.fofrm") << "fps = 10\ncount = 1\nfrm_0 = missing.png\n";
    std::ostringstream o3, e3;
    CHECK(gaitlab::runCli({"accept", (dir / "broken.fofrm").string(), "--out", out}, o3, e3) == 2);
    CHECK(e3.str().find("broken.fofrm") != std::string::npos);
}

TEST_CASE("base64 encodes the RFC 4648 test vectors") {
    const auto enc = [](const std::string& s) { return gaitlab::base64(std::vector<uint8_t>(s.begin(), s.end())); };
    CHECK(enc("") == "");
    CHECK(enc("f") == "Zg==");
    CHECK(enc("fo") == "Zm8=");
    CHECK(enc("foo") == "Zm9v");
    CHECK(enc("foobar") == "Zm9vYmFy");
}

TEST_CASE("on a user's walk, sheet-ops by name is refused and the run rows are left out by default") {
    const fs::path dir = freshAcceptDir("walk-only");
    std::ofstream(dir / "walk.fofrm") << walkVariant([](int, int, char, int v) { return v; });
    const gaitlab::AcceptResult r =
        gaitlab::runAcceptance({"w", (dir / "walk.fofrm").string(), kHumanoidContacts, "", ""}, {"sheet-ops", 4.0, ""},
                               {});
    CHECK(r.error.find("sheet-ops") != std::string::npos);
    CHECK(r.ticks == 0);

    std::ostringstream o, e;
    const int code = gaitlab::runCli({"accept", (dir / "walk.fofrm").string(), "--contacts", kHumanoidContacts,
                                      "--seconds", "1", "--out", (dir / "out").string()},
                                     o, e);
    CHECK(code != 2);
    CHECK(e.str().find("the run scenarios (run-110, run-140, run-180, directions-run) are left out") !=
          std::string::npos);
    CHECK(o.str().find("run-140") == std::string::npos);
    CHECK(o.str().find("walk-70") != std::string::npos);
    std::ostringstream o2, e2;
    CHECK(gaitlab::runCli({"accept", (dir / "walk.fofrm").string(), "--out", ""}, o2, e2) == 2);
    CHECK(e2.str().find("--out: expected a folder") != std::string::npos);
}

TEST_CASE("a sidecar whose frame count is not the art's says so in the report") {
    const fs::path dir = freshAcceptDir("short-sidecar");
    std::ofstream(dir / "walk.fofrm") << walkVariant([](int, int, char, int v) { return v; });
    // The humanoid's sidecar with one frame less in the walk entry of every direction.
    auto doc = nlohmann::json::parse(gaitlab::readRegularText(kHumanoidContacts, 1 << 24));
    doc["animations"]["walk"]["frames"] = 8;
    for (auto& d : doc["animations"]["walk"]["dirs"]) d.erase(d.size() - 1);
    std::ofstream(dir / "short.json") << doc.dump();
    const auto r = gaitlab::runAcceptance({"w", (dir / "walk.fofrm").string(), (dir / "short.json").string(), "", ""},
                                          {"walk-70", 0.0, std::string(GAITLAB_ASSET_DIR) + "/scenarios/walk-70.json"},
                                          {});
    REQUIRE(r.error.empty());
    REQUIRE_FALSE(r.warnings.empty());
    CHECK(r.warnings.front().find("/animations/walk/frames") != std::string::npos);
    CHECK(r.contact_sources.at("walk") == "detected from its pixels");
}

TEST_CASE("a scenario that passes says so in the verdict table, not an empty cell") {
    const std::string file = std::string(GAITLAB_ASSET_DIR) + "/scenarios/walk-70.json";
    const gaitlab::AcceptResult r = gaitlab::runAcceptance({"humanoid", "", ""}, {"walk-70", 0.0, file}, {});
    REQUIRE(r.error.empty());
    REQUIRE(r.verdict == Verdict::Pass);
    const std::string html = gaitlab::reportHtml({r}, {});
    CHECK(html.find("<td>every metric passes</td>") != std::string::npos);
}

namespace {

/// The finding of `r` at `where` with `metric`, or null.
const gaitlab::Finding* findingAt(const gaitlab::AcceptResult& r, const std::string& where, const std::string& metric) {
    for (const gaitlab::Finding& f : r.art_findings)
        if (f.where == where && f.metric == metric) return &f;
    return nullptr;
}

/// The summary lines of `findings`, one per line, for a test's log.
std::string findingLines(const std::vector<gaitlab::Finding>& findings) {
    std::string s;
    for (const gaitlab::Finding& f : findings) s += f.line() + "\n";
    return s;
}

std::string findingLines(const gaitlab::AcceptResult& r) { return findingLines(r.art_findings); }

}  // namespace

TEST_CASE("a frame carrying three times its delta is named with the exact NextX that keeps the foot planted") {
    // Walk E, frame 5: NextX 4 -> 12. The planted sole goes 4 px back in the image; the root now moves 12: the foot
    // slides 8 px forward, and 12 - 8 = 4 is the authored delta.
    const auto r = acceptVariant("tripled", walkVariant([](int dir, int frame, char axis, int v) {
                                     return dir == 1 && frame == 5 && axis == 'x' ? 3 * v : v;
                                 }));
    REQUIRE(r.error.empty());
    INFO(findingLines(r));
    const gaitlab::Finding* f = findingAt(r, "walk E, frames 2 to 6", "foot_slide");
    REQUIRE(f != nullptr);
    CHECK(f->kind == gaitlab::FindingKind::Art);
    CHECK(f->verdict == Verdict::Fail);
    CHECK(f->frame == 5);
    CHECK(f->line() ==
          "walk E, frames 2 to 6: the planted foot slides 8 px forward (8, 0) on the screen while it is down, at "
          "most 8 px at one change; NextX/NextY frame 5 (12, 0) -> (4, 0) keep it planted");
    CHECK_FALSE(f->evidence.image.empty());
    // The jump metric fails it as well: 12 px against the median pose step of 4 (bounds 7.5 and 10).
    CHECK(find(r, "jump_frame_change").verdict == Verdict::Fail);
    CHECK(*find(r, "jump_frame_change").value > 10.0);
    // Only that frame, and E's stride now 40 against the others' 32: no other direction or frame is named.
    REQUIRE(r.art_findings.size() == 2);
    CHECK(r.art_findings[1].line() ==
          "walk: strides differ by 24 % across directions; E is farthest: 40.0 ground px "
          "against 32.0; scale E's NextX/NextY by 0.80: T (40, 0) -> (32, 0)");
    // The summary names it first.
    const std::vector<gaitlab::Finding> all = gaitlab::setFindings({r});
    REQUIRE_FALSE(all.empty());
    CHECK(all.front().where == "walk E, frames 2 to 6");
}

TEST_CASE("a half stride is named per frame, with each frame's correction and the T that keeps the feet planted") {
    // Walk E at 2 px a frame for poses drawn at 4: each change slides 2 px back.
    const auto r = acceptVariant("half", walkVariant([](int dir, int, char axis, int v) {
                                     return dir == 1 && axis == 'x' ? v / 2 : v;
                                 }));
    REQUIRE(r.error.empty());
    INFO(findingLines(r));
    const gaitlab::Finding* f = findingAt(r, "walk E", "foot_slide");
    REQUIRE(f != nullptr);
    // 2 px back at each change: named as the stride it is. 8 px over a plant of four changes: it fails.
    CHECK(f->what == "stride 50 % short: T (16, 0), the feet say (32, 0): every planted foot slides back");
    CHECK(f->verdict == Verdict::Fail);
    for (int k = 1; k <= 8; ++k)
        CHECK(f->fix.find("frame " + std::to_string(k) + " (2, 0) -> (4, 0)") != std::string::npos);
    CHECK(f->fix.find("T (16, 0) -> (32, 0)") != std::string::npos);
    // Two pixels a frame add up over a plant: the walk fails.
    CHECK(r.verdict == Verdict::Fail);
}

TEST_CASE("T reversed is a direction finding: the critter walks backwards, and the planted foot measures the T") {
    const auto r = acceptVariant("reversed", walkVariant([](int dir, int, char axis, int v) {
                                     return dir == 1 && axis == 'x' ? -v : v;
                                 }));
    REQUIRE(r.error.empty());
    INFO(findingLines(r));
    const gaitlab::Finding* f = findingAt(r, "walk E", "direction_angle");
    REQUIRE(f != nullptr);
    CHECK(f->verdict == Verdict::Fail);
    CHECK(f->what == "T (-32, 0) points 180 degrees off its hex direction: the critter walks backwards");
    CHECK(f->fix.rfind("the planted foot measures T (-32, 0) -> (32, 0)", 0) == 0);
    // Its frames are not listed one by one as well.
    CHECK(findingAt(r, "walk E", "foot_slide") == nullptr);
}

TEST_CASE("a frame the aligner never shows is named with the delta that shows it") {
    // Walk E: frame 5 gets no delta and frame 6 carries both: accum[5] == accum[4], so frame 4 always wins.
    const auto r = acceptVariant("unreachable", walkVariant([](int dir, int frame, char axis, int v) {
                                     if (dir != 1 || axis != 'x') return v;
                                     return frame == 5 ? 0 : frame == 6 ? 2 * v : v;
                                 }));
    REQUIRE(r.error.empty());
    INFO(findingLines(r));
    const gaitlab::Finding* f = findingAt(r, "walk E, frame 5", "unreachable_frames");
    REQUIRE(f != nullptr);
    CHECK(f->verdict == Verdict::Fail);
    CHECK(f->fix.rfind("frame 5 NextX 0 -> 4", 0) == 0);
}

TEST_CASE("an idle drawn 14 px aside pops at a stop: a fault of the art, named at the stop") {
    const fs::path dir = freshAcceptDir("idle-pop");
    std::ifstream in(kAcceptHumanoidDir + "/idle.fofrm");
    std::ostringstream idle;
    std::string line;
    while (std::getline(in, line)) {
        if (line == "offs_x = 0") line = "offs_x = 14";
        idle << std::regex_replace(line, std::regex(" = idle/"), " = " + kAcceptHumanoidDir + "/idle/") << '\n';
    }
    std::ofstream(dir / "idle.fofrm") << idle.str();
    std::ofstream(dir / "walk.fofrm") << walkVariant([](int, int, char, int v) { return v; });
    const gaitlab::ArtSet art{"idle-pop", (dir / "walk.fofrm").string(), kHumanoidContacts, "",
                              (dir / "idle.fofrm").string()};
    const std::string file = std::string(GAITLAB_ASSET_DIR) + "/scenarios/stop-start-rapid.json";
    const auto r = gaitlab::runAcceptance(art, {"stop-start-rapid", 0.0, file}, {});
    REQUIRE(r.error.empty());
    const std::vector<gaitlab::Finding> all = gaitlab::setFindings({r});
    INFO(findingLines(all));
    REQUIRE_FALSE(all.empty());
    const gaitlab::Finding& first = all.front();
    CHECK(first.kind == gaitlab::FindingKind::Art);
    CHECK(first.verdict == Verdict::Fail);
    CHECK((first.metric == "jump_stop" || first.metric == "stop_pop" || first.metric == "jump_start"));
    CHECK(first.where.rfind("stop-start-rapid", 0) == 0);
    CHECK(first.fix.find("idle") != std::string::npos);
}

TEST_CASE("accept --junit writes JUnit XML that validates against the schema CI tools read") {
    const fs::path dir = freshAcceptDir("junit");
    std::ofstream(dir / "walk.fofrm") << walkVariant(
        [](int d, int frame, char axis, int v) { return d == 1 && frame == 5 && axis == 'x' ? 3 * v : v; });
    const fs::path xml = dir / "verdicts.xml";
    std::ostringstream o, e;
    const int code =
        gaitlab::runCli({"accept", (dir / "walk.fofrm").string(), "--contacts", kHumanoidContacts, "--scenario",
                         "walk-70", "--out", (dir / "out").string(), "--junit", xml.string()},
                        o, e);
    INFO(e.str());
    CHECK(code == 1);
    // The summary line comes first on the terminal.
    CHECK(o.str().rfind("art, fail: walk E, frames 2 to 6: the planted foot slides 8 px forward", 0) == 0);
    const std::string text = gaitlab::readRegularText(xml.string(), 1 << 20);
    CHECK(text.find("<testsuite name=\"walk.fofrm\"") != std::string::npos);
    CHECK(
        text.find("<testcase classname=\"walk.fofrm\" name=\"walk E\" time=\"0\">\n      <failure "
                  "message=\"walk E, frames 2 to 6: the planted foot slides 8 px forward (8, 0) on the screen while it "
                  "is down, at most 8 px at one change; NextX/NextY frame 5 (12, 0) -&gt; (4, 0) keep it "
                  "planted\"") != std::string::npos);
    CHECK(text.find("<testcase classname=\"walk.fofrm.walk-70\" name=\"E\"") != std::string::npos);
    const std::string schema = std::string(GAITLAB_ASSET_DIR) + "/../tests/data/junit.xsd";
    REQUIRE(std::system("xmllint --version > /dev/null 2>&1") == 0);
    CHECK(std::system(("xmllint --noout --schema '" + schema + "' '" + xml.string() + "' 2>/dev/null").c_str()) == 0);
    // A document that breaks the schema is refused by the same check (the check can fail).
    std::ofstream(dir / "broken.xml") << "<testsuites tests=\"1\"><testsuite name=\"x\"/></testsuites>\n";
    CHECK(std::system(("xmllint --noout --schema '" + schema + "' '" + (dir / "broken.xml").string() + "' 2>/dev/null")
                          .c_str()) != 0);
}

TEST_CASE(
    "from the pixels a run's flight cannot be judged, at exactly the changes its contacts.json leaves unplanted") {
    // The humanoid's run plants no foot across the changes 1 to 2 and 4 to 5 (contacts.json): there the lowest sole
    // lags the body. Without the sidecar those changes are "cannot judge", never a fault of the art.
    const gaitlab::ArtSet art{"run-pixels", kAcceptHumanoidDir + "/walk.fofrm", "", kAcceptHumanoidDir + "/run.fofrm",
                              ""};
    const std::string file = std::string(GAITLAB_ASSET_DIR) + "/scenarios/run-140.json";
    const auto r = gaitlab::runAcceptance(art, {"run-140", 0.0, file}, {});
    REQUIRE(r.error.empty());
    INFO(findingLines(r));
    for (const char* dir : {"E", "W"}) {
        CAPTURE(dir);
        const gaitlab::Finding* f = findingAt(r, std::string("run ") + dir, "foot_slide");
        REQUIRE(f != nullptr);
        CHECK(f->kind == gaitlab::FindingKind::CannotJudge);
        CHECK(f->verdict == Verdict::CannotJudge);
        CHECK(f->what.rfind("at frame changes 1 to 2, 4 to 5 the lowest sole lags the body", 0) == 0);
    }
    for (const gaitlab::Finding& f : r.art_findings) CHECK_MESSAGE(f.kind != gaitlab::FindingKind::Art, f.line());
}

TEST_CASE("a stride four times too long is named as a stride error that fails") {
    // Every delta four times the drawn step, feet from the pixels: on the screen every planted foot skates forwards
    // by three times the pose step at each change.
    const fs::path dir = freshAcceptDir("four-times");
    std::ofstream(dir / "walk.fofrm") << walkVariant([](int, int, char, int v) { return 4 * v; });
    const gaitlab::ArtSet art{"four-times", (dir / "walk.fofrm").string(), "", "", ""};
    const auto r = gaitlab::runAcceptance(art, {"straight-walk", 4.0}, {});
    REQUIRE(r.error.empty());
    INFO(findingLines(r));
    const gaitlab::Finding* f = findingAt(r, "walk E", "foot_slide");
    REQUIRE(f != nullptr);
    CHECK(f->kind == gaitlab::FindingKind::Art);
    CHECK(f->verdict == Verdict::Fail);
    CHECK(f->what.rfind("stride ", 0) == 0);
    CHECK(f->what.find(" long: T (128, 0), the feet say (") != std::string::npos);
}

TEST_CASE("a walk without deltas is one T = 0 finding, first, and the drift that follows from it is not repeated") {
    const auto r = acceptVariant("zero-findings", walkVariant([](int, int, char, int) { return 0; }));
    REQUIRE(r.error.empty());
    const std::vector<gaitlab::Finding> all = gaitlab::setFindings({r});
    INFO(findingLines(all));
    REQUIRE_FALSE(all.empty());
    CHECK(all.front().line() ==
          "walk: T = (0, 0) in all 6 directions (no NextX/NextY): while it walks the aligner "
          "shows frame 0 only; `gaitlab derive-deltas` measures each frame's NextX/NextY from "
          "the planted foot");
    for (const gaitlab::Finding& f : all) {
        CHECK(f.metric != "pose_drift");
        CHECK(f.where.rfind("walk ", 0) != 0);  // no per-direction T = 0 lines
    }
    // The metric itself still fails in the report's tables.
    CHECK(verdictOf(r, "pose_drift") == Verdict::Fail);
}

TEST_CASE(
    "accept --junit is refused before anything plays where it would collide, and names that are not UTF-8 stay valid") {
    const fs::path dir = freshAcceptDir("junit-refused");
    std::ofstream(dir / "walk.fofrm") << walkVariant([](int, int, char, int v) { return v; });
    const auto accept = [&](const std::string& junit, const std::string& out) {
        std::ostringstream o, e;
        const int code = gaitlab::runCli({"accept", (dir / "walk.fofrm").string(), "--contacts", kHumanoidContacts,
                                          "--scenario", "walk-70", "--out", out, "--junit", junit},
                                         o, e);
        return std::pair<int, std::string>(code, e.str());
    };
    for (const std::string& name : {std::string("report.html"), std::string("accept-files.txt"), std::string(".")}) {
        CAPTURE(name);
        const fs::path out = dir / ("out-" + std::to_string(name.size()));
        const auto [code, err] = accept((out / name).string(), out.string());
        CHECK(code == 2);
        CHECK(err.find("accept writes") != std::string::npos);
        CHECK_FALSE(fs::exists(out));  // nothing played, nothing written
    }
    const auto [code, err] = accept((dir / "missing" / "x.xml").string(), (dir / "out-missing").string());
    CHECK(code == 2);
    CHECK(err.find("does not exist; nothing was written") != std::string::npos);
    CHECK_FALSE(fs::exists(dir / "out-missing"));
    const auto [empty_code, empty_err] = accept("", (dir / "out-empty").string());
    CHECK(empty_code == 2);
    CHECK(empty_err.find("expected a file name") != std::string::npos);

    // A file name of another encoding: U+FFFD in the XML and JSON, which stay valid.
    const fs::path odd = dir / "w\xff\xfe.fofrm";
    fs::copy_file(dir / "walk.fofrm", odd);
    std::ostringstream o, e;
    const int odd_code =
        gaitlab::runCli({"accept", odd.string(), "--contacts", kHumanoidContacts, "--scenario", "walk-70", "--out",
                         (dir / "odd").string(), "--junit", (dir / "odd.xml").string()},
                        o, e);
    INFO(e.str());
    CHECK(odd_code == 0);
    const std::string xml = gaitlab::readRegularText((dir / "odd.xml").string(), 1 << 20);
    CHECK(xml.find("w\xEF\xBF\xBD\xEF\xBF\xBD.fofrm") != std::string::npos);
    CHECK(std::system(("xmllint --noout '" + (dir / "odd.xml").string() + "' 2>/dev/null").c_str()) == 0);
    CHECK_NOTHROW((void)nlohmann::json::parse(gaitlab::readRegularText((dir / "odd/report.json").string(), 1 << 24)));
}
