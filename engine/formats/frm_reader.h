// Fallout FRM and FR0-FR5 readers (§6.2). Pixels are decoded to RGBA into SpriteFrame::rgba.
//
// FRM byte layout (big-endian):
//   0x00 u32 version (ignored)   0x04 u16 fps   0x06 u16 action frame (ignored)   0x08 u16 frames per direction
//   0x0A 6 x i16 shift X   0x16 6 x i16 shift Y   0x22 6 x u32 data offset, relative to 0x3E
//   0x3A u32 data size (ignored)   0x3E frame data
// Frame record at 0x3E + data offset: u16 width, u16 height, u32 size (ignored), i16 NextX, i16 NextY, then
// width*height palette indices (row-major, top row first); the next frame follows immediately.
// Direction d's shift is the draw offset of all its frames (pixels, positive y moves the image down, D8);
// NextX/NextY are copied unchanged. AnimTicks = fps != 0 ? trunc(1000/fps) * frames : 0 (ms, whole sheet).
// Directions: direction 1 with data offset 0 -> single-direction file; a zero offset at d >= 2 -> error.
#pragma once

#include <cstdint>
#include <span>
#include <string>

#include "engine/base/format_error.h"
#include "engine/formats/palette.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// Parses a whole FRM file with an explicit palette (index 0 transparent). `path` names the file in errors.
/// Throws FormatError (byte offset, direction and frame where they apply) on: fewer than 62 header bytes
/// ("truncated header"); frames per direction 0; "truncated direction table" (a zero data offset at
/// direction >= 2); a data offset pointing past the end; a truncated frame record or truncated pixels
/// (width*height is computed in 64 bits and checked against the bytes that remain before any allocation);
/// a frame with exactly one zero side; pixels of the whole sprite past kMaxSpritePixelBytes (engine/sprite/sprite_limits.h).
[[nodiscard]] SpriteAnimation parseFrm(std::span<const uint8_t> bytes, const std::string& path, const Palette& palette);

/// Parses the FRx file of direction `d` (0..5): the shift and data offset are read at index d (LoadFrX);
/// returns that direction's sheet and its fps in `fps_out`. Errors as parseFrm. `pixel_bytes`, when given, carries
/// the RGBA bytes of the sprite's earlier directions, so the six files together keep to kMaxSpritePixelBytes
/// (engine/sprite/sprite_limits.h).
[[nodiscard]] SpriteSheet parseFrxDirection(std::span<const uint8_t> bytes, const std::string& path, int d,
                                            const Palette& palette, int& fps_out, uint64_t* pixel_bytes = nullptr);

/// Reads an FRM file. Palette: `palette` when given, else `<stem>.pal` beside the file (findPaletteBeside),
/// else defaultPalette(). Throws FormatError when a file cannot be read or is malformed. The palette's warnings
/// (Palette::warnings, D24) come first in SpriteAnimation::warnings.
[[nodiscard]] SpriteAnimation loadFrm(const std::string& path, const Palette* palette = nullptr);

/// Reads an FR0-FR5 set given any of its files (`RAT.fr0` .. `RAT.fr5`). Siblings are looked up as the engine
/// does, by the exact name in the entry file's case: `RAT.FR0` -> `RAT.FR1` .. `RAT.FR5`, `rat.fr0` -> `rat.fr1`.
/// The palette is chosen as in loadFrm. A missing `.fr0` is an error; a missing sibling at d = 1 gives a
/// single-direction animation, at d >= 2 an error naming the missing file (and a file of that name in another
/// case, which is not the engine's); every direction must have the frame count of direction 0. Ticks and fps
/// come from direction 0. Warnings (SpriteAnimation::warnings, naming the `.fr0`): a single-direction set whose
/// `.fr1` exists only in another case (`RAT.fr1` beside `RAT.FR0`), or beside which `.fr2`-`.fr5` files lie,
/// naming the files not read, after the palette's (as in loadFrm).
[[nodiscard]] SpriteAnimation loadFrx(const std::string& path, const Palette* palette = nullptr);

/// True for the extensions .fr0 .. .fr5 (any case).
[[nodiscard]] bool isFrxPath(const std::string& path);

/// The entry file of the FR0-FR5 set `path` belongs to: `RAT.FR3` -> `RAT.FR0`, `rat.fr5` -> `rat.fr0` (only the
/// last character changes, so the case stays the entry's, §6.2). Every file of a set loads the same six-direction
/// sprite, so callers that list sprites use this to list a set once. Any other path is returned unchanged.
[[nodiscard]] std::string frxSetEntry(const std::string& path);

}  // namespace gaitlab
