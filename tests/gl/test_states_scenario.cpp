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

TEST_CASE("states scenario: the player's animation follows the timeline, the user's files stay") {
    const std::filesystem::path out =
        std::filesystem::temp_directory_path() / ("gaitlab_states_scenario_" + std::to_string(std::random_device{}()));
    std::filesystem::create_directories(out);
    // A file of the user's with a frame's name that this run does not write.
    std::ofstream(out / "frame_00001.png") << "the user's";
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
    CHECK(std::filesystem::exists(out / "frame_00001.png"));  // never written by a run, never removed
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

namespace {

std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("render: a planted render-files.txt refuses the run untouched, an earlier run's frames go unless changed") {
    const std::filesystem::path out =
        std::filesystem::temp_directory_path() / ("gaitlab_render_list_" + std::to_string(std::random_device{}()));
    std::filesystem::create_directories(out / "walk");
    std::ofstream(out / "walk.fofrm") << "the user's walk";
    std::ofstream(out / "walk/e_0.png") << "the user's frame";
    std::ofstream(out / "notes.txt") << "the user's notes";
    std::ofstream(out / "render-files.txt") << "walk.fofrm\nwalk/e_0.png\nnotes.txt\n";
    RenderOptions options;
    options.scenario = "default";
    options.seconds = 0.5;
    options.out_dir = out.string();
    options.width = 160;
    options.height = 100;
    options.every = 25;
    options.overlay = false;
    std::ostringstream log;
    CHECK(runHeadlessRender(options, log) == 2);
    CHECK(log.str().find("gaitlab render: " + (out / "render-files.txt").string() +
                         ": the output record does not vouch for it") != std::string::npos);
    CHECK(fileText(out / "walk.fofrm") == "the user's walk");
    CHECK(fileText(out / "walk/e_0.png") == "the user's frame");
    CHECK(fileText(out / "notes.txt") == "the user's notes");
    CHECK(fileText(out / "render-files.txt") == "walk.fofrm\nwalk/e_0.png\nnotes.txt\n");
    CHECK_FALSE(std::filesystem::exists(out / "frame_00025.png"));

    // Moved away, the run goes; the finished list has each file's size, FNV-1a hash and name.
    std::filesystem::remove(out / "render-files.txt");
    std::ostringstream first;
    REQUIRE_MESSAGE(runHeadlessRender(options, first) == 0, first.str());
    const std::string list = fileText(out / "render-files.txt");
    CHECK(list.find("\tframe_00025.png\n") != std::string::npos);
    CHECK(list.find("\tmontage.png\n") != std::string::npos);
    CHECK(list.find("notes.txt") == std::string::npos);

    // A second run removes the first run's files (vouched for) and writes them again, without a note.
    std::ostringstream again;
    REQUIRE_MESSAGE(runHeadlessRender(options, again) == 0, again.str());
    CHECK(again.str().find("vouch") == std::string::npos);
    CHECK(again.str().find("kept") == std::string::npos);

    // A --gif naming this folder's list through a link: refused, the list is not render's output to replace.
    std::filesystem::create_symlink(out / "render-files.txt", out / "list.gif");
    RenderOptions gif = options;
    gif.gif_file = (out / "list.gif").string();
    std::ostringstream through_link;
    CHECK(runHeadlessRender(gif, through_link) == 2);
    CHECK(through_link.str().find("list.gif: exists, and gaitlab render did not write it") != std::string::npos);
    CHECK(fileText(out / "render-files.txt") == list);
    std::filesystem::remove(out / "list.gif");
    // And before the first run, when the link points at nothing yet: refused up front, nothing written.
    const std::filesystem::path fresh = out / "fresh";
    std::filesystem::create_directories(fresh);
    std::filesystem::create_symlink(fresh / "render-files.txt", out / "dangling.gif");
    RenderOptions first_gif = options;
    first_gif.out_dir = fresh.string();
    first_gif.gif_file = (out / "dangling.gif").string();
    std::ostringstream dangling;
    CHECK(runHeadlessRender(first_gif, dangling) == 2);
    CHECK(dangling.str().find("would be one of the files render writes into --out") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(fresh / "frame_00025.png"));
    std::filesystem::remove(out / "dangling.gif");

    // A frame changed since is kept and never written over: the run is refused.
    std::ofstream(out / "frame_00025.png", std::ios::trunc) << "the user's edit";
    std::ostringstream changed;
    CHECK(runHeadlessRender(options, changed) == 2);
    CHECK(changed.str().find((out / "frame_00025.png").string() + ": kept: it changed since gaitlab render wrote it") !=
          std::string::npos);
    CHECK(fileText(out / "frame_00025.png") == "the user's edit");
    CHECK(fileText(out / "notes.txt") == "the user's notes");
    std::filesystem::remove_all(out);
}
