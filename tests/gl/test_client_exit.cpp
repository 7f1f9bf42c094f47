// The client's exit status: a screenshot it cannot write is a non-zero exit, not only a line on stderr.
#include <doctest/doctest.h>

#include <filesystem>
#include <random>
#include <sstream>
#include <string>

#include "app/cli.h"

using namespace gaitlab;

TEST_CASE("client: an unwritable --screenshot path exits non-zero, a writable one 0") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("gaitlab_shot_" + std::to_string(std::random_device{}()));
    fs::create_directories(dir);
    std::ostringstream out;
    std::ostringstream err;
    const std::string assets = GAITLAB_ASSET_DIR;
    const int bad = runCli({"--assets", assets, "--size", "64x48", "--frames", "1", "--screenshot",
                            (dir / "missing-folder" / "shot.png").string()},
                           out, err);
    CHECK(bad != 0);
    CHECK_FALSE(fs::exists(dir / "missing-folder" / "shot.png"));
    const int good =
        runCli({"--assets", assets, "--size", "64x48", "--frames", "1", "--screenshot", (dir / "shot.png").string()},
               out, err);
    CHECK(good == 0);
    CHECK(fs::exists(dir / "shot.png"));
    fs::remove_all(dir);
}
