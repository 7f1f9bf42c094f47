#include "app/scene/scenarios.h"

#include <algorithm>

#include "app/assets/asset_library.h"
#include "app/scene/scenario_files.h"
#include "app/scene/sheet_ops_demo.h"
#include "engine/world/scenario.h"
#include "engine/world/scenario_file.h"
#include "engine/world/stress_map.h"
#include "engine/world/world_assets.h"

namespace gaitlab {

bool isStressScenario(const std::string& name) { return name == kStressScenario; }

World makeStressWorld(std::shared_ptr<const WorldAssets> assets, int units, uint32_t seed) {
    units = std::clamp(units, 1, kMaxStressUnits);
    const int side = stressMapSide(units);
    HexMap map = makeStressMap({side, side}, assets->map().tile_names, seed, 10);
    const int tactics_units = units / 2;
    return World(std::move(assets), std::move(map), seed, units - tactics_units - 1, tactics_units);
}

std::string startNamedScenario(World& world, AssetLibrary& assets, const std::string& name) {
    if (isStressScenario(name)) return "";  // the stress scene is its world (makeStressWorld): nothing to start
    if (name == "sheet-ops") return startSheetOps(world, assets);
    if (!makeScenario(name) && isScenarioFileArgument(name)) return startScenarioFile(world, assets, name);
    std::unique_ptr<Scenario> scenario = makeScenario(name);
    if (!scenario) return "unknown scenario '" + name + "'";
    return world.startScenario(std::move(scenario));
}

Camera followSelected(const World& world, int zoom) {
    Camera camera;
    camera.zoom = zoom;
    if (!world.critters().empty()) camera.centre = glm::vec2(world.selectedPoint());
    return camera;
}

std::optional<int> scenarioZoom(const World& world) {
    return world.scenario() != nullptr ? world.scenario()->zoom() : std::nullopt;
}

}  // namespace gaitlab
