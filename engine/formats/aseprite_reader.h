// Aseprite JSON export reader (D26, DECISIONS "Importers"): the frames array or hash, the atlas image, trimming,
// frame durations, frame tags as animations and directions, and a slice pivot as the root.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/formats/sprite_import.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// True for a JSON document shaped as an Aseprite (or TexturePacker-style) export: an object with `frames` (array
/// or object) and a `meta` object.
[[nodiscard]] bool isAsepriteDocument(const nlohmann::json& doc);

/// Parses an export. `path` is the JSON file (errors name it; `meta.image` is relative to its folder); `selector`
/// (`hero.json#walk`) names a tag group or a tag, `has_selector` tells an empty one from none.
/// Frames: `frame` {x, y, w, h} inside the atlas (measured with `atlas.size`), `duration` ms in
/// [1, kMaxFrameDurationMs]; optional `trimmed`, `spriteSourceSize` {x, y, w, h} (w, h = the frame's) inside
/// `sourceSize` {w, h}; `rotated` must be false. The root is the untrimmed source's bottom-centre (w/2, h), or
/// the pivot of the first slice with one (bounds + pivot, from the key at or before the frame), so the draw offset
/// is (w/2 - (root.x - sx), h - (root.y - sy)) for a trimmed frame of w x h at (sx, sy) in its source.
/// Tags (`meta.frameTags`: name, from, to, direction forward / reverse / pingpong / pingpong_reverse) group by
/// name: "<group><sep><dir>" with sep '_', '-' or ' ' or a bare direction name (directionOfName) is a
/// direction of that group; any other name is a one-direction group. Selection: the selector's group or tag
/// (case-insensitive), else the only group, else walk, run, idle; no tags: every frame, one direction.
/// A direction group needs one direction, all six hex ones (6 dirs, NE E SE SW W NW) or, when it has S or N, all
/// eight (8 dirs in square order NE E SE S SW W NW N, docs/DECISIONS.md "Square geometry"); else the error names the
/// tags that are missing. A 16-point name (walk_NNE) is an error. Sheet ticks = the sum of the durations played.
/// Throws JsonError naming the file and JSON path with what was expected.
[[nodiscard]] SpriteAnimation parseAseprite(std::string_view text, const std::string& path, const std::string& selector,
                                            bool has_selector, const AtlasLookup& atlas = fileAtlasLookup());

/// Reads `path` (a `#selector` suffix allowed, splitSpritePath) and parses it.
[[nodiscard]] SpriteAnimation loadAseprite(const std::string& path);

/// The animations (tag groups, lower case, in order of first appearance; "" for bare direction tags) of an export,
/// for finding sets in a folder; empty for text that is no Aseprite export or has no tags. Never throws.
[[nodiscard]] std::vector<std::string> asepriteAnimationNames(std::string_view text);

/// The atlas file an export names (meta.image joined to its folder), or "" when the text does not say.
[[nodiscard]] std::string asepriteAtlasPath(std::string_view text, const std::string& path);

}  // namespace gaitlab
