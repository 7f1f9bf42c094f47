// Pure operations on sheets and animations (decision D9; §6.5): first/last-frame
// extraction, base+extra merge and animation substitution. Each result has its WalkCycle rebuilt.
#pragma once

#include <map>
#include <string>

#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// One-frame copy of frame 0, NextX/NextY kept. AnimTicks = one frame's share, trunc(ticks / frame count)
/// (uniform per-frame durations, D7). Throws std::invalid_argument for a sheet without frames.
[[nodiscard]] SpriteSheet firstFrame(const SpriteSheet& sheet);

/// One-frame copy of the last frame whose NextX/NextY = T, the sum of all the sheet's deltas (pixels), so
/// offs_anim after it equals that after the whole clip. AnimTicks as firstFrame. Throws
/// std::invalid_argument for a sheet without frames, std::overflow_error when T does not fit int16 (D10).
[[nodiscard]] SpriteSheet lastFrame(const SpriteSheet& sheet);

/// Frames of `base` then of `extra`; the first extra frame is rebased by -T_base on each axis independently
/// (NextX -= T_base.x, NextY -= T_base.y; D9 — not the engine's x-by-T.y bug), so the extra clip starts from
/// the origin. AnimTicks = base + extra. Throws std::overflow_error when the rebased delta does not fit
/// int16 or the ticks overflow int.
[[nodiscard]] SpriteSheet merge(const SpriteSheet& base, const SpriteSheet& extra);

/// firstFrame / lastFrame for every direction of an animation (name, source and fps kept).
[[nodiscard]] SpriteAnimation firstFrame(const SpriteAnimation& anim);
[[nodiscard]] SpriteAnimation lastFrame(const SpriteAnimation& anim);

/// merge per direction. Both animations have the same direction count, or one has a single direction that
/// serves all six of the other. Name, source and fps come from `base`. Throws std::invalid_argument for
/// other direction counts (e.g. 6 and 2, or none), and what the sheet merge throws.
[[nodiscard]] SpriteAnimation merge(const SpriteAnimation& base, const SpriteAnimation& extra);

/// Animations by name ("idle", "walk", "run", ...).
using AnimationSet = std::map<std::string, SpriteAnimation>;

/// Copy of `set` where `target` (added when absent) takes the sheets, fps and source of `replacement`; it
/// keeps its own name. Used when a sprite lacks an animation (e.g. run drawn with walk's frames). The source
/// is taken too because renderers key pixels by it. Throws std::out_of_range naming `replacement` when it
/// is not in the set.
[[nodiscard]] AnimationSet substitute(const AnimationSet& set, const std::string& target,
                                      const std::string& replacement);

}  // namespace gaitlab
