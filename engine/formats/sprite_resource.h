// The engine's sprite resource, version 2 (DECISIONS "Sprite resource", §6.4): what the engine's baker writes for
// every sprite it bakes and what its client reads. gaitlab reads it wherever a sprite file is accepted, recognised by
// its first two bytes whatever the file is called (the baker keeps the source's name: a baked `.frm` holds this
// format), and `bake` writes it.
//
// Byte layout (all integers little-endian):
//   0   u8  magic 43
//   1   u8  version 2
//   2   u16 frames per direction, never 0
//   4   u16 duration of the whole sheet, ms (AnimTicks)
//   6   u8  direction count: 1, 6 (hexagonal NE E SE SW W NW) or 8 (square NE E SE S SW W NW N)
//   7   per direction, per frame, one record:
//         u8 shared flag, 0 or 1
//         shared:   u16 index of an EARLIER frame of the same direction, whose image, offset and NextX/NextY it takes
//         own:      i16 offset x, i16 offset y, u16 width, u16 height (both > 0), i16 NextX, i16 NextY,
//                   width*height*4 bytes RGBA8 (R,G,B,A, row-major, top row first),
//                   u8 mesh kind: 0 quad (nothing follows), 1 empty (nothing follows: the engine draws nothing),
//                   2 mesh: u16 vertex count (>= 3), u32 index count (a multiple of 3, 3 .. 6 x vertices),
//                           u16 source width, u16 source height (> 0), i32 source offset x, i32 source offset y,
//                           the vertices as u16 (x, y) pairs, the u16 indices
//   end u8  magic 43; nothing may follow.
// A mesh frame's pixels are cropped from its source image: the picture is source width x height with the stored
// pixels placed at the source offset (what the engine's ExtractSpriteResourceFrameImage rebuilds), and its stored
// offset already includes the crop's shift (the baker's rule, undone on reading, DECISIONS "Sprite resource").
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "engine/base/format_error.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

inline constexpr uint8_t kSpriteResourceMagic = 43;
inline constexpr uint8_t kSpriteResourceVersion = 2;

/// Whether `head` (a file's first bytes) begins like a sprite resource: the magic 43 and then a byte below 16 (a
/// version number; a text file, a FOFRM that begins with '+', has a printable character there). Any version: the
/// reader names one it does not read.
[[nodiscard]] bool looksLikeSpriteResource(std::span<const uint8_t> head);
/// looksLikeSpriteResource of the first two bytes of a regular file; false for anything that cannot be read.
/// Never throws.
[[nodiscard]] bool isSpriteResourceFile(const std::string& path);

/// Encodes `anim` the way the engine's reader accepts it: every frame a quad; a frame equal to an earlier frame of
/// the same direction (same size, pixels, draw offset, NextX and NextY) a shared record pointing at the earliest
/// such frame; an empty 0x0 frame one transparent pixel of mesh kind "empty" (the engine's reader wants both sides
/// > 0). Throws FormatError naming `path` (and direction and frame) when: the direction count is not 1, 6 or 8;
/// directions differ in frame count or AnimTicks; the frame count is 0 or over 65535; AnimTicks is outside
/// 0..65535 ms; a frame has no decoded pixels (e.g. only a PNG path: decode it first) or an rgba size other than
/// width*height*4; a side is over 65535 or exactly one side is 0; a draw offset is outside int16 (D10).
[[nodiscard]] std::vector<uint8_t> writeSpriteResource(const SpriteAnimation& anim, const std::string& path);

/// Upper bound of the decoded RGBA bytes of one sprite resource (all directions, shared copies and rebuilt mesh
/// pictures included).
inline constexpr uint64_t kMaxDecodedBytes = uint64_t{256} * 1024 * 1024;
/// Upper bound of the RGBA bytes a sprite resource makes beyond what it stores: shared records' copies and mesh
/// frames' whole source pictures. A few bytes of records would otherwise cost the full decoded limit, and every
/// later stage (atlas, gait tools, reports) several times that (DECISIONS "Sprite resource").
inline constexpr uint64_t kMaxRebuiltBytes = uint64_t{64} * 1024 * 1024;

/// Decodes a sprite resource with every check the engine's reader makes, each a FormatError naming `path`, the byte
/// offset and, inside a record, the direction and frame: truncation anywhere; a magic other than 43 (header and
/// footer); a version other than 2; frame count 0; direction count 0 (and, gaitlab's own, one other than 1, 6 or 8:
/// the map's direction counts); a shared flag other than 0 or 1; a shared index not earlier than its frame; a side
/// of 0; pixels past the end; a mesh kind other than 0, 1 or 2; a mesh of fewer than 3 vertices, an index count that
/// is not a multiple of 3 of at least 3 and at most 6 x the vertices, a payload past the end, a source side of 0, a
/// crop that does not overlap its source picture, a vertex outside the frame, vertices that do not span the frame's
/// bounds exactly, an index past the vertices, a degenerate triangle, triangles of both windings; bytes after the
/// footer; decoded pixels over kMaxDecodedBytes; shared copies and rebuilt mesh pictures over kMaxRebuiltBytes. Shared records become copies of the frame they name; a mesh frame
/// becomes its whole source picture with the draw offset the baker started from; a frame of mesh kind "empty" an
/// empty 0x0 frame (the engine draws nothing for it; its offset and NextX/NextY kept).
/// fps = 1000 x frames / duration, rounded (0 for duration 0); name = file stem, source = `path`.
[[nodiscard]] SpriteAnimation parseSpriteResource(std::span<const uint8_t> bytes, const std::string& path);

/// Reads and decodes a sprite resource file.
[[nodiscard]] SpriteAnimation loadSpriteResource(const std::string& path);

/// The name the engine's baker gives a source's sprite resource: the source's own name, lower-cased under an
/// `art/critters/` folder, where FR0-FR5 become `<stem>.fofrm` (§6.2); e.g. "data/art/critters/HMWARRAB.FRM" ->
/// "data/art/critters/hmwarrab.frm", "art/critters/RAT.FR0" -> "art/critters/rat.fofrm", "gfx/Door.frm" ->
/// "gfx/Door.frm". An imported sprite with a selector takes it into the stem: "hero.json#walk" -> "hero_walk.json".
[[nodiscard]] std::string bakedSpriteName(const std::string& source);

}  // namespace gaitlab
