// Plain PNG strips and grids (D26, DECISIONS "Importers"): `walk.png#8` (8 frames in one row), `walk.png#8x6`
// (8 columns, 6 rows: the rows are the hex directions NE, E, SE, SW, W, NW), `walk.png#8x8` (8 rows: the square
// directions NE, E, SE, S, SW, W, NW, N, docs/DECISIONS.md "Square geometry"), `@fps` after any (`walk.png#8x6@12`),
// or a sidecar `walk.strip.json` {"image": "walk.png", "columns": 8, "rows": 6, "fps": 10, "origin": [x, y]}.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "engine/formats/sprite_import.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// How a PNG is cut: columns x rows cells of equal size, at fps, the root at `origin` in every cell (pixels from
/// the cell's top-left; default the bottom-centre (w/2, h)).
struct StripLayout {
    int columns = 1;
    int rows = 1;
    int fps = 10;
    std::optional<ipos> origin;
};

/// Largest column or row count, fps range.
inline constexpr int kMaxStripCells = 65536;
inline constexpr int kMaxStripFps = 1000;

/// Parses the part after '#': "N", "NxM", either followed by "@FPS". Throws FormatError(file, 0, ...) with the
/// accepted forms when it is anything else or out of range (columns and rows 1..65536, fps 1..1000).
[[nodiscard]] StripLayout parseStripSpec(std::string_view spec, const std::string& file);

/// Cuts `png` (measured with `atlas.size`) by `layout`: the image's width and height must divide into the columns
/// and rows. 6 rows give a six-direction animation (row d = hex direction d: NE E SE SW W NW), 8 rows an
/// eight-direction one (row d = square direction d: NE E SE S SW W NW N); any other count (7 included) one
/// direction whose frames are the cells row by row. Sheet ticks = trunc(1000 * frames / fps). `source` is the path shown and keyed
/// (with its selector). Throws FormatError naming `where` (the PNG, or the sidecar and its JSON path).
[[nodiscard]] SpriteAnimation cutStrip(const std::string& png, const StripLayout& layout, const std::string& source,
                                       const AtlasLookup& atlas = fileAtlasLookup());

/// True for a JSON document shaped as a strip sidecar: an object with `image` and `columns`.
[[nodiscard]] bool isStripSidecar(const nlohmann::json& doc);
/// Parses a sidecar (keys image, columns, rows, fps, origin; no others). `image` is relative to the sidecar.
/// Throws JsonError naming the file and JSON path.
[[nodiscard]] SpriteAnimation parseStripSidecar(std::string_view text, const std::string& path,
                                                const AtlasLookup& atlas = fileAtlasLookup());
/// The image a sidecar names (joined to its folder), or "".
[[nodiscard]] std::string stripSidecarImage(std::string_view text, const std::string& path);

/// `<dir>/<stem>.strip.json` for `<dir>/<stem>.png`.
[[nodiscard]] std::string stripSidecarOf(const std::string& png);

/// A `.png` path: with a selector cut by parseStripSpec; without one by the `.strip.json` beside it, else an error
/// naming the forms ("a PNG needs its layout: walk.png#8, walk.png#8x6 or walk.strip.json beside it").
[[nodiscard]] SpriteAnimation loadPngStrip(const std::string& path);

}  // namespace gaitlab
