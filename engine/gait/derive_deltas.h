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
//      whether to fill it or to leave the direction as it was;
//   4. (pixels only) the sheet drawn with those deltas is measured as the viewer sees it (StanceSearch::Screen,
//      the verdict's own measure) and each measured frame loses the slide the screen still shows at its change,
//      until none does: the image search, one placement per change without the deltas' help, can follow the wrong
//      part of a foot through a diagonal's y-jump, and the verdict would then find the derived deltas sliding.
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

/// Rounds of step 4 at most; each leaves fewer slides, and a change that keeps one after them is left as it is.
inline constexpr int kDeriveScreenRounds = 3;
/// Px (per axis) step 4 may move a frame's delta from the image search's: a diagonal's y-jump is 3 px across the
/// travel. A screen asking for
/// more follows something that travels with the body (on art with T = 0 it would take the motion away), and the
/// change is left unjudged.
inline constexpr int kDeriveScreenReach = 3;
/// The same for a change the image search could not judge, which starts from the mean of the measured deltas:
/// a y-jump's delta is up to 5 px from that mean ((4, 7) against (8, 6)).
inline constexpr int kDeriveMeanReach = 6;
/// Of the image search's |T|: how much step 4 may change T. It moves the stride between frames; a screen that
/// shortens or lengthens it by more has followed something else (the square humanoid's S, where a foot hides behind
/// the other at two changes: 24 -> 19 px), and the image search's deltas stand.
inline constexpr double kDeriveStrideChangeMax = 0.10;

/// Steps 1-4 on `sheet`, whose frames carry RGBA pixels, for a walk along `travel` (the direction's step, screen px):
/// its stance searched in the image, then checked on the screen. `image_ids` and `shadow` as measureStance takes them.
[[nodiscard]] DerivedDeltas deriveDeltasFromPixels(const SpriteSheet& sheet, ipos travel,
                                                   const std::vector<uint64_t>& image_ids, const GroundShadow& shadow);

/// `derived` with each unjudged frame given the mean of the measured deltas (rounded half away from zero); unchanged
/// when nothing was measured. Returns how many frames were filled.
int fillUnjudged(DerivedDeltas& derived);

}  // namespace gaitlab
