// The gait metrics' view of a running world: one GaitSample per tick of a critter (engine/gait/gait_metrics.h,
// DECISIONS "Gait metrics"). Pure.
#pragma once

#include "engine/gait/gait_metrics.h"

namespace gaitlab {

class World;

/// Critter `index` at the world's clock: its animation, sheet, hdir, frame, phase, the sprite root (where the
/// image's bottom-centre is drawn, map px) and the logical point (hex centre + HexOffset). `correction` is set when
/// an authoritative move (World::correct) took effect since `previous_server_moves` (CritterActor::serverMoves()
/// at the previous sample; pass the current count for none). The index must be valid.
[[nodiscard]] GaitSample critterGaitSample(const World& world, int index, uint64_t previous_server_moves);

}  // namespace gaitlab
