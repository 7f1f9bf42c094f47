// Starting what a program shows: a built-in scenario, a scenario file or the stress scene's world, and the
// cameras that follow it. One place for the client, `gaitlab render` and `gaitlab accept`.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "engine/world/world.h"
#include "render/camera.h"

namespace gaitlab {

class AssetLibrary;
class WorldAssets;

inline constexpr const char* kStressScenario = "stress";
inline constexpr int kMaxStressUnits = 200000;

[[nodiscard]] bool isStressScenario(const std::string& name);

/// The stress scene's world: a stressMapSide(units) square map of the assets' map tiles, 10 % blocked (seed
/// `seed`), with units - units/2 critters (the user's one included) and units/2 tactics units wandering it (no
/// units when the assets have no tactics data). `units` is clamped to 1..kMaxStressUnits; `assets` must not be null.
[[nodiscard]] World makeStressWorld(std::shared_ptr<const WorldAssets> assets, int units, uint32_t seed);

/// Starts the scenario named `name` on the world (engine/world/scenario.h; "sheet-ops" also assigns its sheets
/// through `assets`, app/scene/sheet_ops_demo.h), or the scenario file `name` names (isScenarioFileArgument;
/// startScenarioFile, app/scene/scenario_files.h). Returns "" when it runs, else why not; unknown names and files that
/// do not read (the message names the file and JSON path) included. "stress" starts nothing and returns "": the
/// stress scene is a world of its own (makeStressWorld, app/scene/scenarios.h), made by the caller.
[[nodiscard]] std::string startNamedScenario(World& world, AssetLibrary& assets, const std::string& name);

/// Camera that keeps the selected critter's or unit's logical point (hex centre + HexOffset) at the viewport centre.
[[nodiscard]] Camera followSelected(const World& world, int zoom);

/// The zoom the running scenario asks for now (a scenario file's zoom and zoom steps, Scenario::zoom); nullopt
/// without a scenario or when it asks for none.
[[nodiscard]] std::optional<int> scenarioZoom(const World& world);

}  // namespace gaitlab
