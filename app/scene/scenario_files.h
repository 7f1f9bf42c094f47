// Scenario files in the app (engine/world/scenario_file.h has the format): the shipped ones under
// <assets>/scenarios/, and starting one with its art assigned. Used by `gaitlab render --scenario FILE`, the client's
// `--route FILE`, the Demo routes panel's menu, and whoever runs every shipped file (an acceptance run).
#pragma once

#include <string>
#include <vector>

#include "engine/world/scenario_file.h"

namespace gaitlab {

class AssetLibrary;
class World;

/// The scenario files shipped in `<asset_dir>/scenarios/` (every regular `*.json` there, sorted by file name), as
/// paths; empty when the folder is missing. `asset_dir` empty means the source tree's assets/.
[[nodiscard]] std::vector<std::string> shippedScenarioFiles(const std::string& asset_dir = {});

/// Starts a scenario file read by loadScenarioFile on the selected critter. When it names a map (spec.map) other than
/// the one in use, that map is loaded first (AssetLibrary::setMapFile) and the world takes it up (a map of the other
/// layout remakes the critters, D27); a map that does not load is the error ("<scenario file>: /map: <why>") and
/// nothing starts. When it names sprite files
/// (spec.art), the selected critter's assignments are cleared and each file is opened and assigned to its
/// animation (AssetLibrary::openFile, assign); a file that does not load is the error
/// ("<scenario file>: /critter/walk: <the sprite file's error>") and nothing starts. `builtin` runs the built-in
/// scenario through startNamedScenario (sheet-ops assigns its sheets); otherwise spec.scenario goes to
/// World::startScenario (consumed). Returns "" when it runs, else why not (the file and JSON path named).
[[nodiscard]] std::string startScenarioSpec(World& world, AssetLibrary& assets, ScenarioSpec& spec);

/// loadScenarioFile(path) then startScenarioSpec; a file that does not read returns the reader's message.
[[nodiscard]] std::string startScenarioFile(World& world, AssetLibrary& assets, const std::string& path);

}  // namespace gaitlab
