// What the tactics unit tests share: the generated unit's data and the shipped tactics definition, straight paths
// and a 40x40 open field to walk units on.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "engine/anim/state_machine_def.h"
#include "engine/hex/hex_map.h"
#include "engine/hex/path_finder.h"
#include "engine/movement/moving_context.h"
#include "engine/tactics/atlas_loader.h"
#include "engine/world/tactics_unit.h"

namespace gaitlab::testing {

inline const std::string kTacticsData = std::string(GAITLAB_ASSET_DIR) + "/tactics/tactics-sprite-data.json";
inline const std::string kTacticsStates = std::string(GAITLAB_ASSET_DIR) + "/anim/tactics.states.json";

/// `steps` hex steps in direction `hdir`, one segment.
inline MovePath straightPath(int hdir, int steps) {
    MovePath path;
    path.steps.assign(static_cast<std::size_t>(steps), static_cast<uint8_t>(hdir));
    path.control_steps = controlStepsFor(path.steps);
    return path;
}

/// A 40x40 grass map without blocked hexes, the generated atlas and the units' definition as shipped (ticks).
struct TacticsField {
    HexGeometry geometry;
    HexMap map = makeHexMap("open", MapSize{40, 40}, {"grass"});
    std::shared_ptr<const tactics::Atlas> atlas =
        std::make_shared<const tactics::Atlas>(tactics::loadAtlas(kTacticsData));
    std::shared_ptr<const anim::StateMachineDef> states =
        std::make_shared<const anim::StateMachineDef>(anim::loadStateMachineDef(kTacticsStates));

    /// A straight walk of `unit` from where it stands, started at `now_ms`.
    [[nodiscard]] MovingContext walk(const TacticsUnit& unit, int hdir, int steps, int speed, int64_t now_ms) const {
        return MovingContext(geometry, map.size, speed, straightPath(hdir, steps), unit.hex(), unit.hexOffset(),
                             ipos(0, 0), now_ms);
    }
};

}  // namespace gaitlab::testing
