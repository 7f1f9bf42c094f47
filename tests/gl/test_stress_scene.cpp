// The stress scene headless (app/headless/stress_scene.h): `render --scenario stress --units N` builds N critters and units
// on the generated map, draws a frame per tick, reports the frame-time split and writes its last frame. The GPU
// timer (render/gpu_timer.h) gives a time for drawn commands. No timing is asserted.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>
#include <string>

#include <unistd.h>

#include "app/headless/headless_render.h"
#include "app/headless/stress_scene.h"
#include "app/scene/scenarios.h"
#include "offscreen_gl.h"
#include "render/gpu_timer.h"

using namespace gaitlab;
using namespace gaitlab::testing;
namespace fs = std::filesystem;

TEST_CASE("stress scene: 40 units for half a second print the split and write stress.png") {
    const fs::path out = fs::temp_directory_path() / ("gaitlab_stress_" + std::to_string(getpid()));
    RenderOptions options;
    options.scenario = "stress";
    options.units = 40;
    options.seconds = 0.5;
    options.out_dir = out.string();
    options.width = 320;
    options.height = 240;
    std::ostringstream log;
    REQUIRE_MESSAGE(runHeadlessRender(options, log) == 0, log.str());
    const std::string text = log.str();
    CHECK(text.find("20 critters and 20 tactics units") != std::string::npos);
    CHECK(text.find("50 frames") != std::string::npos);
    CHECK(text.find("draw list") != std::string::npos);
    CHECK(text.find("GPU") != std::string::npos);
    CHECK(text.find("fps") != std::string::npos);
    CHECK(fs::exists(out / "stress.png"));
    std::error_code ec;
    fs::remove_all(out, ec);
}

TEST_CASE("stress scene: --units out of range is refused") {
    RenderOptions options;
    options.scenario = "stress";
    options.units = 0;
    options.out_dir = (fs::temp_directory_path() / ("gaitlab_stress_bad_" + std::to_string(getpid()))).string();
    std::ostringstream log;
    CHECK(runHeadlessRender(options, log) == 2);
    CHECK(log.str().find("--units") != std::string::npos);
}

TEST_CASE("gpu timer: nothing before a stretch ends, a time after") {
    OffscreenGl gl({64, 64});
    GpuTimer timer;
    CHECK_FALSE(timer.waitMs().has_value());
    gl.target->bind();
    timer.begin();
    gl.renderer->clear(gl.viewport, Rgba8{10, 20, 30, 255});
    timer.end();
    const auto ms = timer.waitMs();
    REQUIRE(ms.has_value());
    CHECK(*ms >= 0.0);
}
