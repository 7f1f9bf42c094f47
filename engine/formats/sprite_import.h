// What the importers of other sheet sources share (D26, DECISIONS "Importers"): the `#selector` suffix of a sprite
// path, hex direction names, the atlas lookups (image path resolution and size, replaceable for tests and fuzzing)
// and the finishing of an imported animation (cycle, the "no NextX/NextY" warning, the pixel budget).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/hex/hex.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// A sprite path split into the file and what follows its last '#': `hero.json#walk` -> {"hero.json", "walk"},
/// `walk.png#8x6` -> {"walk.png", "8x6"}. Split only when the '#' comes after the last '/' (or '\'), the part after
/// it holds no '.', and the whole path is not an existing file (so `a#b.fofrm` stays a file name).
struct SpritePath {
    std::string file;
    std::string selector;
    bool has_selector = false;
};
[[nodiscard]] SpritePath splitSpritePath(const std::string& path);
/// The stem of `split`'s file with its selector joined by '_', for a file written from it (each character of the
/// selector other than a letter, digit, '-' or '_' becomes '_'): `hero.json#walk` -> "hero_walk",
/// `walk.png#8x6` -> "walk_8x6", `art/B.frm` -> "B".
[[nodiscard]] std::string selectorStem(const SpritePath& split);

/// Square direction 0..7 (NE, E, SE, S, SW, W, NW, N, the order of dirName(d, kSquareDirCount); docs/DECISIONS.md
/// "Square geometry") of a direction name, any case: NE, E, SE, S, SW, W, NW, N, or the long forms northeast /
/// north-east / north_east, east, southeast, south, southwest, west, northwest, north. kNotADirection for a word
/// that is no compass direction, kNotAMapDirection for a 16-point name no map has (NNE, ENE, ESE, SSE, SSW, WSW,
/// WNW, NNW). A hexagonal set is the six names other than S and N (dirInSet(d, 8, 6) for their hex index).
inline constexpr int kNotADirection = -1;
inline constexpr int kNotAMapDirection = -2;
[[nodiscard]] int directionOfName(std::string_view name);

/// Longest frame duration an importer accepts, ms (one hour); 0 or less is an error too.
inline constexpr int kMaxFrameDurationMs = 3600000;
/// Largest pixel coordinate or size an importer reads (the image side limit, app/files/image_file.h kMaxImageSide).
inline constexpr int kMaxImportCoordinate = 1000000;

/// How an importer finds and measures its atlas. The defaults use the file system: `size` reads the PNG header
/// (engine/formats/png_header.h) and throws FormatError(image, 0, ...) when it cannot; `exists` is a regular-file test.
struct AtlasLookup {
    std::function<ipos(const std::string& image)> size;
    std::function<bool(const std::string& file)> exists;
    /// The text of a file an animation pulls in (a Flare INCLUDE or APPEND base), nullopt when there is no such
    /// regular file; empty (no reader): no file is ever found. Throws as readRegularText for a file it cannot read.
    std::function<std::optional<std::string>(const std::string& file)> read{};
};
[[nodiscard]] const AtlasLookup& fileAtlasLookup();

/// `ref` joined to `base_dir` unless absolute, lexically normal, generic separators.
[[nodiscard]] std::string joinedPath(const std::string& base_dir, const std::string& ref);

/// Finishes an imported animation: rebuilds every sheet's cycle, checks the frame and pixel caps
/// (engine/sprite/sprite_limits.h; the frames' sizes are what the app will decode) and, when no frame has a NextX/NextY,
/// appends the warning "<file>: no NextX/NextY: T = (0,0), the aligner shows frame 0; `gaitlab derive-deltas`
/// computes them". Throws FormatError(file, 0, ...) past a cap.
void finishImportedAnimation(SpriteAnimation& anim, const std::string& file);

/// The lower-case copy of `s` (ASCII).
[[nodiscard]] std::string asciiLower(std::string_view s);

}  // namespace gaitlab
