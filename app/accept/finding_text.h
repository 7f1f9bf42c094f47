// Small pieces every finding is written with: vectors and delta changes as text, which way a slide goes, a frame's
// NextX/NextY and the frames shown where the viewer sees them (DECISIONS "Findings").
#pragma once

#include <string>
#include <vector>

#include "app/accept/filmstrip.h"
#include "engine/gait/gait_metrics.h"
#include "engine/gait/stance.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// "(3, -2)".
[[nodiscard]] std::string pointText(ipos p);
/// "NextX 12 -> 4", "NextY 3 -> 5" or "NextX/NextY (12, 3) -> (4, 5)": only what changes.
[[nodiscard]] std::string deltaChange(ipos from, ipos to);
/// "back", "forward" or "across" the travel (screen px, any length): which way a slide goes (half a pixel along it
/// decides).
[[nodiscard]] const char* slideWay(ipos slide, ipos travel);
/// Frame `frame`'s NextX/NextY.
[[nodiscard]] ipos deltaOf(const SpriteSheet& sheet, int frame);
/// The frames `frames` of `sheet` where the viewer sees them: each placed by the NextX/NextY after the first, with
/// the feet the contacts mark. Empty without pixels or with a frame out of range.
[[nodiscard]] Filmstrip evidenceOf(const SpriteSheet& sheet, const SpriteSheet* pixels, const GaitSheetInfo* info,
                                   const std::vector<int>& frames);

/// Two frames of a plant where the viewer sees them: where the sole was set down (the first change's `from`) and
/// where it got to (the last change's `to`), each with the planted sole the measure followed tinted: how far the
/// tint moves from one cell to the next is how far the foot slid. The foot mark is that sole's middle where it was
/// set down and, in the last frame, that point carried by the measure's image shifts over the plant
/// (SheetStance::shiftBetween), in the colour of the contacts' slot for the foot; the guide marks where it was set
/// down, so the red bar from the guide to the mark is the measure's slide. `first` and `last` may be one change.
[[nodiscard]] Filmstrip evidenceOfPlant(const SpriteSheet& sheet, const SpriteSheet* pixels, const GaitSheetInfo* info,
                                        const StanceStep& first, const StanceStep& last);

}  // namespace gaitlab
