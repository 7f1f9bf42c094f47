// The trace files `gaitlab render` writes (engine/world/trace.h): rows go to disk as they come, and trace.json is
// exactly the text nlohmann::json::dump(1) gives for the whole array of rows.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "engine/world/trace.h"

using namespace gaitlab;

namespace {

std::string readAll(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

struct TraceDir {
    std::filesystem::path path =
        std::filesystem::temp_directory_path() / ("gaitlab_trace_" + std::to_string(std::random_device{}()));
    TraceDir() { std::filesystem::create_directories(path); }
    ~TraceDir() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
};

}  // namespace

TEST_CASE("trace writer: trace.json is the dump of the array of rows, written row by row") {
    const TraceDir dir;
    TraceWriter writer;
    std::string error;
    REQUIRE(writer.open(dir.path.string(), error));
    TraceRow a;
    a.t_ms = 10;
    a.hex = {3, 4};
    a.anim = "walk";
    a.moving = true;
    a.phase = 0.25;
    a.sprite_root = {-7, 9};
    TraceRow b = a;
    b.t_ms = 20;
    b.anim = "idle";
    b.moving = false;
    b.phase = 0.0;
    writer.add(a);
    writer.add(b);
    REQUIRE(writer.finish(error));

    // Two rows, keys in nlohmann's (sorted) order, formatted as dump(1) formats the whole array.
    const std::string text = readAll(dir.path / "trace.json");
    const nlohmann::json rows = nlohmann::json::parse(text);
    REQUIRE(rows.is_array());
    REQUIRE(rows.size() == 2);
    CHECK(text == rows.dump(1) + "\n");
    CHECK(rows[0]["t_ms"] == 10);
    CHECK(rows[0]["anim"] == "walk");
    CHECK(rows[0]["moving"] == true);
    CHECK(rows[0]["phase"] == 0.25);
    CHECK(rows[0]["hex"] == nlohmann::json::array({3, 4}));
    CHECK(rows[0]["sprite_root"] == nlohmann::json::array({-7, 9}));
    CHECK(rows[1]["t_ms"] == 20);
    CHECK(rows[1]["anim"] == "idle");
    CHECK(rows[1].size() == 13);
    CHECK(text.rfind("[\n {\n  \"anchor\": [\n   0,\n   0\n  ],\n", 0) == 0);
    CHECK(readAll(dir.path / "trace.csv") ==
          "t_ms,hex_x,hex_y,hex_offset_x,hex_offset_y,dir,anim,moving,anchor_x,anchor_y,cycle_proj,phase,frame,"
          "offs_anim_x,offs_anim_y,sprite_world_x,sprite_world_y,sprite_root_x,sprite_root_y\n"
          "10,3,4,0,0,0,walk,1,0,0,0,0.25,0,0,0,0,0,-7,9\n"
          "20,3,4,0,0,0,idle,0,0,0,0,0,0,0,0,0,0,-7,9\n");
}

TEST_CASE("trace writer: a run without rows writes an empty array") {
    const TraceDir dir;
    TraceWriter writer;
    std::string error;
    REQUIRE(writer.open(dir.path.string(), error));
    REQUIRE(writer.finish(error));
    CHECK(readAll(dir.path / "trace.json") == "[]\n");
}

TEST_CASE("trace writer: a folder that cannot take the files is an error naming the file") {
    TraceWriter writer;
    std::string error;
    CHECK_FALSE(writer.open("/nonexistent/gaitlab", error));
    CHECK(error == "/nonexistent/gaitlab/trace.csv: cannot create file");
}
