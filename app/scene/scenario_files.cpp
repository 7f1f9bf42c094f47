#include "app/scene/scenario_files.h"

#include <algorithm>
#include <exception>
#include <filesystem>
#include <system_error>

#include "app/assets/asset_library.h"
#include "app/files/install_paths.h"
#include "app/scene/scenarios.h"
#include "engine/anim/critter_body.h"
#include "engine/base/file_read.h"
#include "engine/world/world.h"

namespace gaitlab {

std::vector<std::string> shippedScenarioFiles(const std::string& asset_dir) {
    const std::filesystem::path dir =
        std::filesystem::path(asset_dir.empty() ? shippedAssetDir() : asset_dir) / "scenarios";
    std::vector<std::string> files;
    std::error_code ec;
    for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::filesystem::path& p = it->path();
        if (p.extension() == ".json" && notRegularFileReason(p.string()).empty()) files.push_back(p.string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

std::string startScenarioSpec(World& world, AssetLibrary& assets, ScenarioSpec& spec) {
    if (!spec.map.empty() && spec.map != assets.mapFile()) {
        if (!assets.setMapFile(spec.map)) {
            std::string why = "did not load";
            for (const ErrorRecord& e : assets.errors())
                if (e.file == spec.map) why = e.message;
            // The map's own error names its file first: said once, after the scenario's key.
            if (why.rfind(spec.map + ": ", 0) == 0) why.erase(0, spec.map.size() + 2);
            return spec.file + ": /map: " + spec.map + " does not load as a map: " + why;
        }
        world.syncAssets();  // the scenario's directions resolve against this map's layout
    }
    if (!spec.art.empty() && !world.critters().empty()) {
        const int critter = world.selected();
        assets.clearAssignments(critter);
        for (const auto& entry : spec.art) {
            const std::optional<CritterAnim> anim = critterAnimFromName(entry.first);
            if (!anim) continue;  // the reader accepts animation names only
            const int index = assets.openFile(entry.second);
            const OpenedSprite& file = assets.openedFiles()[static_cast<std::size_t>(index)];
            if (!file.error.empty() || !assets.assign(critter, *anim, index))
                return spec.file + ": /critter/" + entry.first + ": " +
                       (file.error.empty() ? entry.second + ": the sprite file did not load" : file.error);
        }
    }
    // Art with a type definition of its own remakes the critter (DECISIONS "Critter types"): before the first step.
    world.syncAssets();
    if (!spec.builtin.empty()) return startNamedScenario(world, assets, spec.builtin);
    return world.startScenario(std::move(spec.scenario));
}

std::string startScenarioFile(World& world, AssetLibrary& assets, const std::string& path) {
    ScenarioSpec spec;
    try {
        spec = loadScenarioFile(path);
    } catch (const std::exception& e) {
        return e.what();
    }
    return startScenarioSpec(world, assets, spec);
}

}  // namespace gaitlab
