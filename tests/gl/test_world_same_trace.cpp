// The world runs the same with or without a window: `gaitlab render` (a GL context, frames, the overlay) and a
// World ticked alone on the same assets write the same trace.csv rows for every scenario, since both only call
// World::tick (docs/ARCHITECTURE.md "The tick").
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <sstream>
#include <string>

#include "app/assets/asset_library.h"
#include "app/headless/headless_render.h"
#include "app/scene/scenarios.h"
#include "engine/world/scenario.h"
#include "engine/world/trace.h"
#include "engine/world/world.h"

using namespace gaitlab;

namespace {

constexpr int kTicks = 250;

/// trace.csv without its header line.
std::string traceRows(const std::filesystem::path& csv_path) {
    std::ifstream csv(csv_path);
    std::string header;
    std::getline(csv, header);
    std::stringstream rows;
    rows << csv.rdbuf();
    return rows.str();
}

/// The rows of a World ticked alone: no window, no renderer, no frames.
std::string worldAloneRows(const std::string& scenario) {
    auto assets = std::make_shared<AssetLibrary>();
    assets->loadAll();
    World world(assets, assets->map(), 12345);
    REQUIRE(startNamedScenario(world, *assets, scenario) == "");
    std::string rows;
    for (int i = 0; i < kTicks; ++i) {
        world.tick();
        rows += traceCsvLine(traceRow(world));
    }
    return rows;
}

}  // namespace

TEST_CASE("every scenario's trace is the same whether or not a window exists") {
    const std::filesystem::path root =
        std::filesystem::temp_directory_path() / ("gaitlab_same_trace_" + std::to_string(std::random_device{}()));
    for (const std::string& scenario : scenarioNames()) {
        CAPTURE(scenario);
        RenderOptions options;
        options.scenario = scenario;
        options.seconds = kTicks * World::kTickMs / 1000.0;
        options.out_dir = (root / scenario).string();
        options.width = 320;
        options.height = 200;
        options.every = 125;  // frames are drawn (with the overlay) while the world runs
        std::ostringstream log;
        REQUIRE_MESSAGE(runHeadlessRender(options, log) == 0, log.str());
        const std::string rendered = traceRows(root / scenario / "trace.csv");
        CHECK(std::count(rendered.begin(), rendered.end(), '\n') == kTicks);
        CHECK(rendered == worldAloneRows(scenario));
    }
    std::filesystem::remove_all(root);
}
