// The project's baked sprite file, extension ".gsprite" (decision D11; modelled on §6.4 but
// little-endian throughout, versioned, with 4-byte magics and without mesh records).
//
// Byte layout, version 1 (all integers little-endian):
//   0   4 bytes magic "GSPR"
//   4   u16 version = 1
//   6   u16 frames per direction, 1..65535
//   8   u32 AnimTicks, ms for the whole sheet, 0..2147483647
//   12  u32 fps, 0..2147483647
//   16  u8  direction count, 1, 6 (hexagonal NE E SE SW W NW) or 8 (square NE E SE S SW W NW N,
//           docs/DECISIONS.md "Square geometry"); the records below come in that order
//   17  per direction, per frame, one record:
//         u8 kind: 0 = concrete, 1 = shared
//         shared:   u16 index of an EARLIER frame of the same direction (a copy of it, NextX/NextY included)
//         concrete: i16 draw offset x, i16 draw offset y (pixels, positive y moves the image down, D8),
//                   u16 width, u16 height (both 0 for an empty frame, else both > 0),
//                   i16 NextX, i16 NextY, width*height*4 bytes RGBA8 (R,G,B,A, row-major, top row first)
//   end 4 bytes footer "RPSG"; nothing may follow.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "engine/base/format_error.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// Encodes `anim`. Frames equal to an earlier frame of the same direction (same size, pixels, draw offset,
/// NextX and NextY) are written as shared records pointing to the earliest such frame.
/// Throws FormatError naming `path` (and direction and frame) when: the direction count is not 1, 6 or 8;
/// directions differ in frame count or AnimTicks; the frame count is 0 or over 65535; AnimTicks or fps is
/// negative; a frame has no decoded pixels (e.g. only a PNG path: decode it first) or an rgba size other
/// than width*height*4; a side is outside 0..65535 or exactly one side is 0; a draw offset is outside int16
/// (D10).
[[nodiscard]] std::vector<uint8_t> writeBakedSprite(const SpriteAnimation& anim, const std::string& path);

/// Upper bound of the decoded RGBA bytes of one baked file (all directions, shared copies included).
inline constexpr uint64_t kMaxDecodedBytes = uint64_t{256} * 1024 * 1024;

/// Decodes a baked sprite; shared records become copies of the referenced frame; cycles are rebuilt.
/// name = file stem, source = `path`. Throws FormatError with the byte offset (and direction and frame) on:
/// truncation anywhere; wrong magic; a version other than 1; frame count 0; AnimTicks or fps above
/// 2147483647; a direction count other than 1, 6 or 8; a record kind other than 0 or 1; a shared index not
/// earlier than its frame; exactly one zero side; decoded pixels over kMaxDecodedBytes; a wrong footer; bytes
/// after the footer.
[[nodiscard]] SpriteAnimation parseBakedSprite(std::span<const uint8_t> bytes, const std::string& path);

/// Reads and decodes a baked sprite file.
[[nodiscard]] SpriteAnimation loadBakedSprite(const std::string& path);

/// Name of the baked file for a source sprite: the extension becomes ".gsprite" and, for files under an
/// `art/critters/` folder, the file name is lower-cased (the engine's baker rule, §6.2), e.g.
/// "data/art/critters/RAT.FR0" -> "data/art/critters/rat.gsprite"; "gfx/Door.frm" -> "gfx/Door.gsprite".
[[nodiscard]] std::string bakedSpriteName(const std::string& source);

}  // namespace gaitlab
