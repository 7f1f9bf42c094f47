// The `states` scenario of `gaitlab render` (engine/world/states_scenario.h) end to end through the trace: the player's animation
// follows the timeline (walk, attack at 900 ms, hurt at 1150 ms, walk back at 1900 ms, death at 2700 ms, revive at
// 4200 ms, knockback at 5200 ms), each request taking effect on the next 10 ms tick. Expected times by hand from
// the timeline and the clip lengths: hurt 4 frames at 10 fps = 400 ms, so idle from 1160 + 400 = 1560 ms.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "app/headless/headless_render.h"
#include "app/scene/scenarios.h"

using namespace gaitlab;

namespace {

/// t_ms -> anim, from trace.csv (columns t_ms, hex_x, hex_y, hex_offset_x, hex_offset_y, dir, anim, ...).
std::map<int, std::string> animsByTime(const std::filesystem::path& csv_path) {
    std::ifstream csv(csv_path);
    std::map<int, std::string> out;
    std::string line;
    std::getline(csv, line);  // header
    while (std::getline(csv, line)) {
        std::vector<std::string> cells;
        std::stringstream row(line);
        for (std::string cell; std::getline(row, cell, ',');) cells.push_back(cell);
        REQUIRE(cells.size() > 6);
        out[std::stoi(cells[0])] = cells[6];
    }
    return out;
}

}  // namespace

TEST_CASE(
    "states scenario: the player's animation follows the timeline, the frames of an earlier run are removed, the "
    "user's files stay") {
    const std::filesystem::path out =
        std::filesystem::temp_directory_path() / ("gaitlab_states_scenario_" + std::to_string(std::random_device{}()));
    std::filesystem::create_directories(out);
    // An earlier run's frame, listed in its render-files.txt, and a file of the user's with a frame's name.
    std::ofstream(out / "frame_99999.png") << "left by an earlier run";
    std::ofstream(out / "frame_00001.png") << "the user's";
    std::ofstream(out / "render-files.txt") << "frame_99999.png\n../outside.png\nnotes.txt\n";
    std::ofstream(out / "notes.txt") << "listed but a plain file: removed like any listed output";
    RenderOptions options;
    options.scenario = "states";
    options.seconds = 5.5;
    options.out_dir = out.string();
    options.width = 320;
    options.height = 200;
    options.every = 275;
    options.overlay = false;
    std::ostringstream log;
    REQUIRE_MESSAGE(runHeadlessRender(options, log) == 0, log.str());
    CHECK_FALSE(std::filesystem::exists(out / "frame_99999.png"));
    CHECK(std::filesystem::exists(out / "frame_00001.png"));  // never written by a run, never removed
    CHECK_FALSE(std::filesystem::exists(out / "notes.txt"));
    CHECK(std::filesystem::exists(out / "frame_00550.png"));

    const std::map<int, std::string> anim = animsByTime(out / "trace.csv");
    REQUIRE(anim.size() == 550);
    CHECK(anim.at(500) == "walk");
    CHECK(anim.at(900) == "walk");
    CHECK(anim.at(910) == "attack");
    CHECK(anim.at(1150) == "attack");
    CHECK(anim.at(1160) == "hurt");  // priority 5 breaks the attack's lock (D17)
    CHECK(anim.at(1550) == "hurt");
    CHECK(anim.at(1560) == "idle");  // hurt's fallback after its 400 ms
    CHECK(anim.at(2500) == "walk");
    CHECK(anim.at(2710) == "death");
    CHECK(anim.at(4200) == "death");  // holds its last frame
    CHECK(anim.at(4210) == "idle");   // revived
    CHECK(anim.at(5210) == "knockback");
    std::filesystem::remove_all(out);
}

TEST_CASE("render: a montage.png or frame of the user's in --out is refused before anything is written") {
    const std::filesystem::path out =
        std::filesystem::temp_directory_path() / ("gaitlab_render_refuse_" + std::to_string(std::random_device{}()));
    std::filesystem::create_directories(out);
    std::ofstream(out / "montage.png") << "the user's montage";
    RenderOptions options;
    options.scenario = "default";
    options.seconds = 0.5;
    options.out_dir = out.string();
    options.width = 320;
    options.height = 200;
    options.every = 25;
    options.overlay = false;
    std::ostringstream log;
    CHECK(runHeadlessRender(options, log) == 2);
    CHECK(log.str().find((out / "montage.png").string() + ": exists and gaitlab render did not write it") !=
          std::string::npos);
    CHECK_FALSE(std::filesystem::exists(out / "trace.csv"));
    CHECK_FALSE(std::filesystem::exists(out / "frame_00025.png"));
    std::ifstream in(out / "montage.png");
    const std::string kept((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(kept == "the user's montage");

    // A frame name the run will reach later (tick 50) is refused as well, up front.
    std::filesystem::remove(out / "montage.png");
    std::ofstream(out / "frame_00050.png") << "the user's frame";
    std::ostringstream log2;
    CHECK(runHeadlessRender(options, log2) == 2);
    CHECK(log2.str().find("frame_00050.png: exists") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(out / "frame_00025.png"));
    std::filesystem::remove_all(out);
}
