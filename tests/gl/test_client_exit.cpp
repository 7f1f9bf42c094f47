// The client's exit status: a screenshot it cannot write is a non-zero exit, not only a line on stderr.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
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

TEST_CASE("client: --screenshot refuses a file it did not write and an input, and replaces its own screenshot") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / ("gaitlab_shot_" + std::to_string(std::random_device{}()));
    fs::create_directories(dir);
    std::ostringstream out;
    std::ostringstream err;
    const std::string assets = GAITLAB_ASSET_DIR;
    std::ofstream(dir / "notes.png") << "the user's";
    CHECK(runCli({"--assets", assets, "--size", "64x48", "--frames", "1", "--screenshot", (dir / "notes.png").string()},
                 out, err) == 2);
    std::ifstream in(dir / "notes.png");
    CHECK(std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>()) == "the user's");
    // The map it reads is an input.
    const std::string map = std::string(GAITLAB_ASSET_DIR) + "/maps/demo.json";
    CHECK(runCli({"--assets", assets, "--map", map, "--size", "64x48", "--frames", "1", "--screenshot", map}, out,
                 err) == 2);
    // Its own screenshot, run again: replaced.
    const std::string shot = (dir / "shot.png").string();
    CHECK(runCli({"--assets", assets, "--size", "64x48", "--frames", "1", "--screenshot", shot}, out, err) == 0);
    CHECK(runCli({"--assets", assets, "--size", "64x48", "--frames", "1", "--screenshot", shot}, out, err) == 0);
    fs::remove_all(dir);
}
