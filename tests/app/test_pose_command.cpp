// `gaitlab pose` (DECISIONS "Test a Port"; D12): the pose of the test fixture at a moment, as
// one JSON line, against a pose worked out by hand from the draw algorithm; bad data and an unknown animation
// exit 2 with a message naming the problem.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include "../tactics/tactics_fixture.h"
#include "app/cli.h"
#include "cli_capture.h"

using namespace gaitlab;

namespace {

struct FixtureFile {
    std::filesystem::path path;
    explicit FixtureFile(const nlohmann::json& doc) {
        std::random_device seed;
        path = std::filesystem::temp_directory_path() / ("gaitlab_pose_" + std::to_string(seed()) + ".json");
        std::ofstream(path) << doc.dump(1);
    }
    ~FixtureFile() { std::filesystem::remove(path); }
};

using Run = gaitlab::testing::CliRun;

Run pose(const std::vector<std::string>& args) { return gaitlab::testing::runCliCaptured(args); }

}  // namespace

TEST_CASE("gaitlab pose prints Walk at view 0 tick 3 of the fixture as worked out by hand") {
    // View 0: pattern 0, front, mirrored. Walk's front sequence 0 has frames 0 1 2 3 at 2 ticks each and loops:
    // elapsed 3 -> index 1 -> shp 1. F1 = [3, 1, 0], [1, 4, -5]. Cell 3 is 10x20 at (0, 10): x = -1 - 5 = -6,
    // y = 0 - 10 = -10. Cell 1 is 4x4 at (8, 0): x = -4 - 2 = -6, y = -5 - 2 = -7. Both flip (mirrored, not
    // reversed). moveX = fb[1] * +1 = 2, moveY = du[1] = -1. The body is the biggest tile, cell 3 (tile 0).
    FixtureFile file(tactics::fixture::document());
    const Run run = pose({"pose", file.path.string(), "--animation", "Walk", "--view", "0", "--tick", "3"});
    CHECK(run.code == 0);
    CHECK(run.err.empty());
    CHECK(run.out ==
          "{\"shp\":1,\"index\":1,\"view\":0,\"pattern\":0,\"back\":false,\"mirrored\":true,\"elapsed\":3,"
          "\"moveX\":2,\"moveY\":-1,\"sequence\":0,\"body\":0,\"tiles\":["
          "{\"id\":3,\"x\":-6,\"y\":-10,\"w\":10,\"h\":20,\"sx\":0,\"sy\":10,\"flipX\":true,\"order\":0},"
          "{\"id\":1,\"x\":-6,\"y\":-7,\"w\":4,\"h\":4,\"sx\":8,\"sy\":0,\"flipX\":true,\"order\":1}]}\n");
}

TEST_CASE("gaitlab pose with --water draws the water copy: shp + 6 and every tile 10 px lower") {
    // View 1: pattern 1, front, unmirrored; tick 4 -> index 2 -> F2 + 6 = F8 = [3, 2, 10], [2, -3, 11].
    // Cell 3: x = 2 - 5 = -3, y = 10 - 10 = 0. Cell 2 (3x2 at (16, 0)): x = -3 - 1.5 = -4.5, y = 11 - 1 = 10.
    FixtureFile file(tactics::fixture::document());
    const Run run = pose({"pose", file.path.string(), "--animation", "Walk", "--view", "1", "--tick", "4", "--water"});
    CHECK(run.code == 0);
    CHECK(run.out ==
          "{\"shp\":8,\"index\":2,\"view\":1,\"pattern\":1,\"back\":false,\"mirrored\":false,\"elapsed\":4,"
          "\"moveX\":-4,\"moveY\":-1,\"sequence\":0,\"body\":0,\"tiles\":["
          "{\"id\":3,\"x\":-3,\"y\":0,\"w\":10,\"h\":20,\"sx\":0,\"sy\":10,\"flipX\":false,\"order\":0},"
          "{\"id\":2,\"x\":-4.5,\"y\":10,\"w\":3,\"h\":2,\"sx\":16,\"sy\":0,\"flipX\":false,\"order\":1}]}\n");
}

TEST_CASE("gaitlab pose exits 2 naming an unknown animation") {
    FixtureFile file(tactics::fixture::document());
    const Run run = pose({"pose", file.path.string(), "--animation", "Moonwalk", "--view", "0", "--tick", "0"});
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    CHECK(run.err.find("gaitlab pose:") != std::string::npos);
    CHECK(run.err.find("\"Moonwalk\"") != std::string::npos);
    CHECK(run.err.find("\"Walk\"") != std::string::npos);
}

TEST_CASE("gaitlab pose exits 2 on bad data, with the loader's message naming the field") {
    nlohmann::json doc = tactics::fixture::document();
    doc["sequences"][0].erase("ticks");
    FixtureFile file(doc);
    const Run run = pose({"pose", file.path.string(), "--animation", "Walk"});
    CHECK(run.code == 2);
    CHECK(run.out.empty());
    CHECK(run.err.find("/sequences/0/ticks") != std::string::npos);
    const Run missing = pose({"pose", "/nonexistent/units.json", "--animation", "Walk"});
    CHECK(missing.code == 2);
    CHECK(missing.err.find("/nonexistent/units.json") != std::string::npos);
}
