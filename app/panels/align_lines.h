// The aligner's record as text lines, the same for a critter (Walk-cycle aligner panel) and a tactics unit
// (Tactics unit panel): one record (engine/movement/mover.h), one way to show it.
#pragma once

#include "engine/movement/mover.h"
#include "engine/sprite/walk_aligner.h"

namespace gaitlab {

/// T and dot(T,T) of `cycle` (skipped when null), then pos, anchor, rel, cycle_proj, phase, cycle_number, the
/// frame (movement or playback chose it) and offs_anim, pixels.
void drawAlignRecordLines(const AlignRecord& align, const WalkCycle* cycle);

}  // namespace gaitlab
