// `gaitlab render --walk FILE#tag` with an imported sprite (DECISIONS "Importers"): a PNG grid walks as the selected
// critter and is drawn from its atlas cells.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "app/files/image_file.h"
#include "app/headless/headless_render.h"
#include "app/scene/scenarios.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

TEST_CASE("gaitlab render walks a PNG grid given as walk.png#4x6 and draws its cells") {
    const std::filesystem::path dir = writeTempAssets("render_imported");
    const Rgba8 colour{10, 200, 220, 255};
    RgbaImage grid(4 * 8, 6 * 12);
    for (int y = 0; y < grid.height; ++y)
        for (int x = 0; x < grid.width; ++x) grid.set(x, y, colour);
    REQUIRE(savePng(grid, (dir / "walk.png").string()).empty());
    RenderOptions options;
    options.scenario = "straight-walk";
    options.seconds = 0.5;
    options.out_dir = (dir / "out").string();
    options.asset_dir = dir.string();
    options.width = 200;
    options.height = 150;
    options.every = 50;
    options.overlay = false;
    options.walk_file = (dir / "walk.png").string() + "#4x6";
    std::ostringstream log;
    REQUIRE_MESSAGE(runHeadlessRender(options, log) == 0, log.str());
    CHECK(log.str().find("asset error") == std::string::npos);
    RgbaImage frame;
    REQUIRE(loadPng((dir / "out" / "frame_00050.png").string(), frame).empty());
    int cyan = 0;
    for (int y = 0; y < frame.height; ++y)
        for (int x = 0; x < frame.width; ++x) cyan += frame.at(x, y) == colour ? 1 : 0;
    CHECK(cyan > 8 * 12 / 2);
    std::filesystem::remove_all(dir);
}
