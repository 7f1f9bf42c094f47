// Deriving NextX/NextY from the pixels (DECISIONS "Derived deltas"): for art whose deltas are missing or wrong
// (T = 0, a stride of the wrong length, a sheet from a tool that has none), the per-frame deltas that keep the
// planted foot still. Pure.
//
// Method, per direction-specific sheet, on its stance (engine/gait/stance.h: the planted sole registered from each
// picture to the next, searched only backwards along the direction's hex step, so the travel's sign is known):
//   1. a frame that repeats the picture before it gets (0, 0): the sprite does not move while the picture stays;
//   2. the frame a picture change arrives at gets minus the planted sole's image motion over that change, so the
//      sole stays put on the map; T then points along the hex direction by construction;
//   3. a change the stance cannot judge, or whose sole moves forwards along the travel by more than
//      kStanceForwardSlack (no stance foot does; a sidecar's double support can name such a foot), keeps its
//      authored delta and is named (`unjudged`): the caller decides
//      whether to fill it or to leave the direction as it was.
// The authored deltas are not read, except to be kept where nothing is measured.
#pragma once

#include <string>
#include <vector>

#include "engine/gait/stance.h"
#include "engine/hex/hex.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

struct DerivedDeltas {
    std::vector<ipos> deltas;   ///< one per frame, pixels (NextX, NextY)
    int measured = 0;           ///< frames whose delta came from the planted sole
    int repeats = 0;            ///< frames repeating the previous picture, delta (0, 0)
    std::vector<int> unjudged;  ///< frames whose change could not be judged (their delta: as authored), ascending
    std::string why;            ///< the first unjudged change's reason ("frames 3 -> 4: ...")
    [[nodiscard]] bool complete() const { return unjudged.empty() && measured > 0; }
};

/// Steps 1-3 on `sheet` with its stance (measureStance, or stanceFromContacts for a sidecar's feet, for a walk along
/// the direction's step). A sheet of one picture has nothing to measure: its deltas as authored, measured 0.
[[nodiscard]] DerivedDeltas deriveDeltas(const SpriteSheet& sheet, const SheetStance& stance);

/// `derived` with each unjudged frame given the mean of the measured deltas (rounded half away from zero); unchanged
/// when nothing was measured. Returns how many frames were filled.
int fillUnjudged(DerivedDeltas& derived);

}  // namespace gaitlab
