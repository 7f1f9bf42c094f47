// The hex map model: size, blocked hexes and ground tile kinds, loaded from JSON under assets/maps/.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/base/format_error.h"
#include "engine/hex/hex.h"
#include "engine/hex/hex_geometry.h"

namespace gaitlab {

/// Largest width or height accepted by the reader (keeps width*height, the per-hex arrays, bounded).
inline constexpr int kMaxHexMapSide = 4096;

struct HexMap {
    std::string name;
    MapSize size;
    std::vector<uint8_t> blocked;         ///< size.width*size.height, 1 = MoveBlocked, index y*width + x
    std::vector<uint8_t> tile_kind;       ///< same layout, index into `tile_names`
    std::vector<std::string> tile_names;  ///< tile image names, e.g. "grass" -> assets/tiles/grass.png
    /// The map's layout (D27): the default hexagonal one, or squareGeometry() for "geometry": "square".
    HexGeometry geometry;

    [[nodiscard]] bool inside(Hex h) const { return size.contains(h); }
    /// True when the hex is inside and not blocked (the NormalizeHexOffset predicate, D5).
    [[nodiscard]] bool movable(Hex h) const;
    /// True when the hex is blocked; hexes outside the map count as blocked (nobody can stand there).
    [[nodiscard]] bool isBlocked(Hex h) const;
    /// Tile kind (index into tile_names) of an inside hex, -1 outside.
    [[nodiscard]] int tileKind(Hex h) const;
    /// Sets or clears MoveBlocked; ignored for hexes outside the map.
    void setBlocked(Hex h, bool value);
};

/// A map of the given size with every hex unblocked and of tile kind 0.
[[nodiscard]] HexMap makeHexMap(std::string name, MapSize size, std::vector<std::string> tile_names);

/// Parses the map JSON: {"name", "width", "height", "tiles": [names], "rows": [strings of tile-kind digits,
/// one string per y], "blocked": [[x,y], ...], "geometry": "hexagonal" | "square"}. Throws JsonError (a FormatError, engine/base/json_reader.h)
/// "<file>: <json path>: expected ..., got ...", e.g. "m.json: /width: expected an integer in 1..4096, got
/// string". The first six keys are required, "geometry" is optional (default hexagonal, D27), no others are accepted; width and height are 1..kMaxHexMapSide;
/// 1..10 non-empty tile names; `rows` holds exactly `height` strings of exactly `width` digits, each < tiles
/// count; every blocked pair is a hex inside the map. Invalid JSON reports the line of the syntax error.
[[nodiscard]] HexMap parseHexMap(const std::string& json_text, const std::string& path);
/// Reads the file and parses it; an unreadable file is a JsonError at "/" too.
[[nodiscard]] HexMap loadHexMap(const std::string& path);
/// Serialises a map to the same JSON (used by the asset generator): one line per row, blocked hexes in
/// row-major order, "geometry" only for a square map. Throws std::invalid_argument when a tile kind has no tile name or exceeds 9.
[[nodiscard]] std::string hexMapToJson(const HexMap& map);

}  // namespace gaitlab
