// Deriving NextX/NextY from the pixels (DECISIONS "Derived deltas"): for art whose deltas are missing or wrong
// (T = 0, or a sheet from a tool that has none), the per-frame deltas that keep the planted foot still. Pure.
//
// Method, per direction-specific sheet, for each frame i and the frame before it (cyclically, so frame 0's delta
// is the step from the last frame back to the first):
//   1. the feet of both frames: the sidecar's points where one is given (its names pair them), else the detected
//      ground contacts (engine/gait/contacts.h, steps 1-4), paired nearest first in frame coordinates;
//   2. the planted foot is the one that moves furthest backwards against the walking direction in frame coordinates
//      (a stance foot travels back under the body while the swing foot goes forward); the walking direction is the
//      hex direction's step (one sheet serving every direction is taken as walking east, screen right);
//   3. delta[i] = where that foot was in frame i-1 minus where it is in frame i, so it stays put in the world;
//   4. a frame showing the same picture as the one before gets (0, 0); a pair with no feet to compare gets the mean
//      of the measured deltas of the sheet (rounded half away from zero), and is counted as filled.
// The authored deltas are not read: the result depends only on the pictures.
#pragma once

#include <string>
#include <vector>

#include "engine/gait/contacts.h"
#include "engine/hex.h"
#include "engine/sprite_sheet.h"

namespace gaitlab {

struct DerivedDeltas {
    std::vector<ipos> deltas;  ///< one per frame, pixels (NextX, NextY)
    int measured = 0;          ///< frames whose delta came from a planted foot
    int filled = 0;            ///< frames given the mean delta (no feet to compare)
    int repeats = 0;           ///< frames repeating the previous picture, delta (0, 0)
};

/// Steps 1-4 on `sheet` (frames carry RGBA pixels). `names` may be null, else its frames (one per frame) give the
/// feet; `walk_dir` is the walking direction on screen (any length, not (0,0)).
[[nodiscard]] DerivedDeltas deriveDeltas(const SpriteSheet& sheet, const SheetContacts* names, ipos walk_dir);

}  // namespace gaitlab
