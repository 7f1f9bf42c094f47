// The speeds accept plays the walking rows at (app/accept/accept_run.h, DECISIONS "Scenario speeds"): by default at
// the art's own pace, with --speeds at the project's; a row that holds the walk shows the walk at any speed, and a
// definition that would show the run there is a finding about the project.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "app/accept/accept_run.h"
#include "app/cli.h"

namespace {

namespace fs = std::filesystem;

/// The humanoid's walk at 24 fps instead of 20: 32 ground px per 9 frames, 85.33 ground px/s, a Fallout-like pace
/// (Fallout 1 walks move at 84-86).
struct FalloutPacedWalk {
    fs::path dir;
    std::string walk;
    FalloutPacedWalk() {
        dir = fs::temp_directory_path() / ("gaitlab_pace_" + std::to_string(std::random_device{}()));
        const fs::path humanoid = fs::path(GAITLAB_ASSET_DIR) / "critters" / "humanoid";
        fs::create_directories(dir);
        fs::copy(humanoid / "walk", dir / "walk");
        std::ifstream in(humanoid / "walk.fofrm");
        std::stringstream text;
        text << in.rdbuf();
        std::string fofrm = text.str();
        REQUIRE(fofrm.rfind("fps = 20\n", 0) == 0);
        fofrm.replace(0, 9, "fps = 24\n");
        walk = (dir / "walk.fofrm").string();
        std::ofstream(walk) << fofrm;
    }
    ~FalloutPacedWalk() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
};

const gaitlab::MetricResult& speedRatio(const gaitlab::AcceptResult& r) {
    const gaitlab::MetricResult* m = r.gait.overall.find("speed_ratio");
    REQUIRE(m != nullptr);
    return *m;
}

}  // namespace

TEST_CASE("accept pace: a Fallout-paced walk passes speed at the art's pace and fails at --speeds walk=50") {
    const FalloutPacedWalk art;
    const gaitlab::ArtSet set{"fallout-paced", art.walk, "", "", ""};
    const gaitlab::AcceptScenario walk70{"walk-70", 0.0, std::string(GAITLAB_ASSET_DIR) + "/scenarios/walk-70.json"};

    const gaitlab::AcceptResult own = gaitlab::runAcceptance(set, walk70, gaitlab::AcceptOptions{});
    REQUIRE(own.error.empty());
    // 85.33 / 71.11 = 1.2: walk-70 plays at round(70 x 1.2) = 84 ground px/s, the ratio 84 / 85.33 = 0.984.
    CHECK(own.pace == doctest::Approx(1.2).epsilon(1e-3));
    CHECK(speedRatio(own).value.value_or(0) == doctest::Approx(84.0 / (32.0 / 0.375)).epsilon(0.01));
    CHECK(speedRatio(own).verdict == gaitlab::Verdict::Pass);
    // At 84 the shipped definition (run from 80) would show the run: said as a project finding; the row shows the walk.
    REQUIRE(own.project_findings.size() == 1);
    CHECK(own.project_findings[0].find("at 84 px/s the critter's definition shows run (run from 80 px/s)") == 0);
    REQUIRE_FALSE(own.strips.empty());
    for (const gaitlab::DirectionStrip& s : own.strips) CHECK(s.anim == "walk");

    gaitlab::AcceptOptions project;
    project.walk_speed = 50;
    const gaitlab::AcceptResult slow = gaitlab::runAcceptance(set, walk70, project);
    REQUIRE(slow.error.empty());
    // walk-70 at 50 / 70 of its speeds: 50 ground px/s against the art's 85.33: 0.586, below the 0.6 fail line.
    CHECK(slow.pace == doctest::Approx(50.0 / 70.0));
    CHECK(speedRatio(slow).value.value_or(0) == doctest::Approx(50.0 / (32.0 / 0.375)).epsilon(0.01));
    CHECK(speedRatio(slow).verdict == gaitlab::Verdict::Fail);
    CHECK(slow.project_findings.empty());  // 50 is a walk under the definition too

    gaitlab::AcceptOptions written;
    written.pace = gaitlab::AcceptOptions::Pace::Written;
    const gaitlab::AcceptResult as_written = gaitlab::runAcceptance(set, walk70, written);
    CHECK(as_written.pace == 1.0);  // 70 against 85.33: 0.82
    CHECK(speedRatio(as_written).value.value_or(0) == doctest::Approx(70.0 / (32.0 / 0.375)).epsilon(0.01));
}

TEST_CASE("accept pace: gaitlab-project.json beside the art gives the game's speeds, --speeds overrides it") {
    const FalloutPacedWalk art;
    const auto accept = [&art](std::vector<std::string> extra) {
        std::vector<std::string> args{"accept", art.walk, "--scenario", "walk-70", "--out", (art.dir / "out").string()};
        args.insert(args.end(), extra.begin(), extra.end());
        std::ostringstream o, e;
        const int code = gaitlab::runCli(args, o, e);
        return std::make_tuple(code, o.str(), e.str());
    };
    std::ofstream(art.dir / "gaitlab-project.json") << R"({"speeds": {"walk": 50}})";
    const auto [code, out, err] = accept({});
    CHECK(code == 1);  // 50 against the art's 85.33: the speed ratio fails
    CHECK(err.find("accept: the game's speeds from " + (art.dir / "gaitlab-project.json").string() + ": walk=50") !=
          std::string::npos);
    CHECK(out.find("project, fail: walk-70, E: speed ratio actual/natural 0.58 x") != std::string::npos);
    const auto [code2, out2, err2] = accept({"--speeds", "walk=84"});
    CHECK(code2 == 0);
    CHECK(err2.find("accept: --speeds walk=84 overrides " + (art.dir / "gaitlab-project.json").string() +
                    " (not read)") != std::string::npos);
    // A bad value is bad input, named by its JSON path.
    std::ofstream(art.dir / "gaitlab-project.json") << R"({"speeds": {"walk": 0}})";
    const auto [code3, out3, err3] = accept({});
    CHECK(code3 == 2);
    CHECK(err3.find("gaitlab-project.json: /speeds/walk: expected a whole ground speed in px/s, 1..1000, got 0") !=
          std::string::npos);
    std::ofstream(art.dir / "gaitlab-project.json") << R"({"speed": {"walk": 80}})";
    const auto [code4, out4, err4] = accept({});
    CHECK(code4 == 2);
    CHECK(err4.find("/speed: expected a known key (one of speeds)") != std::string::npos);
}
