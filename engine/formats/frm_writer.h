// FRM writer: exports an animation with decoded pixels to the FRM layout documented in frm_reader.h
// (§6.2), so content can be read back by parseFrm with identical frames, draw offsets and
// NextX/NextY when its pixels use palette colours.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/base/format_error.h"
#include "engine/formats/palette.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// Encodes `anim` (1 or 6 directions, the same frame count 1..65535 in each, every frame with
/// width*height*4 RGBA bytes) as FRM. Pixels are quantised with nearestPaletteIndex: alpha < 128 -> index 0,
/// a palette colour maps to an index with exactly that colour, other colours to the nearest one.
/// Written values: version 4, fps = anim.fps, action frame 0, direction d's shift = the draw offset shared
/// by all its frames, data offsets relative to 0x3E (0 for the unused directions of a single-direction
/// file), data size = bytes after 0x3E, per frame size = width*height.
/// Throws FormatError naming `path` (and direction and frame) when: the art has 8 directions (square, docs/DECISIONS.md
/// "Square geometry"): "FRM holds 1 or 6 directions; this art has 8 (square): <source> '<name>' ...", never a
/// silent drop of S and N; there is no direction or not 1, 6 or 8;
/// directions differ in frame count; a frame count is 0 or over 65535; fps is outside 0..65535; a frame has
/// no decoded pixels or an rgba size other than width*height*4; a side is over 65535 or exactly one side is
/// 0; a draw offset is outside int16 (D10); frames of one direction have different draw offsets (FRM keeps
/// one shift per direction); the data would exceed 4 GiB.
/// What writeFrm's quantising (nearestPaletteIndex) does to the pixels of `anim`, counted over every frame of every
/// direction, so an export can say so (D25: the file then means what the engine makes of it). FRM has no alpha:
/// a pixel is either palette index 0 (transparent) or an opaque palette colour.
struct FrmQuantiseStats {
    long partial_solid = 0;     ///< pixels with alpha 128..254: written as an opaque palette colour
    long partial_removed = 0;   ///< pixels with alpha 1..127: written as index 0 (transparent)
    long remapped_pixels = 0;   ///< pixels written opaque (alpha >= 128) whose RGB is not exactly their entry's
    long remapped_colours = 0;  ///< distinct RGB values among those pixels
    long max_distance_sq = 0;   ///< largest squared RGB distance of such a pixel to its entry (0 when none)
};
/// Counts for `anim` (frames with rgba pixels; frames without are skipped) and `palette`.
[[nodiscard]] FrmQuantiseStats frmQuantiseStats(const SpriteAnimation& anim, const Palette& palette);

[[nodiscard]] std::vector<uint8_t> writeFrm(const SpriteAnimation& anim, const Palette& palette,
                                            const std::string& path);

}  // namespace gaitlab
