// Frame validation shared by the sprite writers (the sprite resource, FRM) and, for the size rule, their readers: one
// place decides what a writable frame is and how a problem is worded, so every format reports it alike.
#pragma once

#include <cstddef>
#include <string>

#include "engine/base/format_error.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// "direction <d> frame <f>": how errors name a frame (d indexes SpriteAnimation::dirs, f the sheet's frames).
[[nodiscard]] std::string frameLabel(std::size_t d, std::size_t f);

/// True when `v` fits int16 (the engine's draw offsets and NextX/NextY, D10).
[[nodiscard]] bool fitsInt16(int v);

/// "" for a valid frame size: both sides 0 (an empty frame) or both > 0. Otherwise the problem, e.g.
/// "size 0x3, expected both sides > 0 or an empty 0x0 frame" (readers add the label and the byte offset).
[[nodiscard]] std::string frameSizeProblem(int width, int height);

/// Checks that every frame of `anim` can be encoded by a writer whose sizes are u16, draw offsets int16 and
/// pixels width*height*4 RGBA bytes, and returns the frame count per direction. `action` completes
/// "decode the image before ..." (e.g. "baking", "writing"). Throws FormatError naming `path` (line 0) and,
/// for a frame, its direction and index when: the direction count is not 1, 6 (hexagonal) or 8 (square, in the order
/// NE E SE S SW W NW N, docs/DECISIONS.md "Square geometry"); the frame count is 0 or over
/// 65535; a direction has a different frame count than direction 0; a side is outside 0..65535 or exactly one
/// side is 0; a frame has no decoded pixels (only an image path) or an rgba size other than width*height*4; a
/// draw offset is outside int16 (D10). NextX/NextY are int16 by type and need no check.
std::size_t checkFramesForWriting(const SpriteAnimation& anim, const std::string& path, const std::string& action);

}  // namespace gaitlab
