// Flare animation definition reader (D26, DECISIONS "Importers"): `image=`, `render_size`/`render_offset`,
// `[animation]` sections with `frames`, `duration`, `type`, `position` and `frame=index,direction,x,y,w,h,ox,oy`.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/formats/sprite_import.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// Flare direction k (0..7) faces the screen direction W, NW, N, NE, E, SE, S, SW. A file with every frame of all
/// eight gives eight directions in square order (docs/DECISIONS.md "Square geometry"): NE <- 3, E <- 4, SE <- 5,
/// S <- 6, SW <- 7, W <- 0, NW <- 1, N <- 2, so a hexagonal map shows (dirIndex) the same six cells as before and a
/// square map all eight.
inline constexpr int kFlareDirOfSquare[8] = {3, 4, 5, 6, 7, 0, 1, 2};
/// A file whose N (2) or S (6) lacks frames gives the six hex directions NE <- 3, E <- 4, SE <- 5, SW <- 7, W <- 0,
/// NW <- 1; cells of N and S it does give are not shown (a warning says how many each has).
inline constexpr int kFlareDirOfHex[6] = {3, 4, 5, 7, 0, 1};

/// True when `text` reads as a Flare animation file: an `image=` line (or an `APPEND` first line), a `[section]` line
/// and a `frames=` or `frame=` line; or any `INCLUDE` line. parseFlare follows INCLUDE and APPEND as Flare does
/// (engine/formats/flare_include.h).
[[nodiscard]] bool looksLikeFlare(std::string_view text);

/// The `[section]` names of a Flare animation file, lower case, in file order (for finding sets in a folder). Never
/// throws.
[[nodiscard]] std::vector<std::string> flareAnimationNames(std::string_view text);

/// Parses a Flare animation file. `path` names it in errors and is where `image=` is looked up: beside it, then in
/// each folder above it (Flare paths are relative to the mod's root). `selector` names the `[section]`
/// (case-insensitive); without one the first of walk, run, stance, else the first section.
/// Directions: frames for Flare direction 0 alone give one direction (a prop); every frame of all eight gives eight
/// (kFlareDirOfSquare); else six (kFlareDirOfHex), each complete (a missing frame is an error naming it).
/// Frame lines give the cell in the atlas and its root (offset_x, offset_y from the cell's top-left), so the draw
/// offset is (w/2 - offset_x, h - offset_y). Without frame lines the old layout applies: frame i of direction k is
/// the render_size cell at column position + i, row k, its root at render_offset.
/// `duration` (`Nms`, `Ns`, or a bare number of ms with a warning) is the whole animation, > 0; `type` looped or
/// play_once plays the frames in order, back_forth plays 0..n-1 then n-2..1, each frame for duration / frames ms;
/// sheet ticks = that per-frame time (trunc) times the frames played.
/// INCLUDE lines and an APPEND base are read first (expandFlareText): errors and warnings name the file and line
/// they are on; of two sections of one name the later is read (an APPEND file's over its base's).
/// Throws FormatError naming the file and line with what was expected.
[[nodiscard]] SpriteAnimation parseFlare(std::string_view text, const std::string& path, const std::string& selector,
                                         bool has_selector, const AtlasLookup& atlas = fileAtlasLookup());

/// Reads `path` (a `#selector` suffix allowed) and parses it.
[[nodiscard]] SpriteAnimation loadFlare(const std::string& path);

/// The atlas files the text names (`image=` values resolved as parseFlare does; the candidate beside the file when
/// none exists), for watching.
[[nodiscard]] std::vector<std::string> flareImagePaths(std::string_view text, const std::string& path,
                                                       const AtlasLookup& atlas = fileAtlasLookup());

}  // namespace gaitlab
