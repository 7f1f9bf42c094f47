// The hex map model: size, blocked hexes and ground tile kinds, loaded from JSON under assets/maps/.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/format_error.h"
#include "engine/hex.h"

namespace gaitlab {

struct HexMap {
    std::string name;
    MapSize size;
    std::vector<uint8_t> blocked;     ///< size.width*size.height, 1 = MoveBlocked, index y*width + x
    std::vector<uint8_t> tile_kind;   ///< same layout, index into `tile_names`
    std::vector<std::string> tile_names;  ///< tile image names, e.g. "grass" -> assets/tiles/grass.png

    [[nodiscard]] bool inside(Hex h) const { return size.contains(h); }
    /// True when the hex is inside and not blocked (the NormalizeHexOffset predicate, D5).
    [[nodiscard]] bool movable(Hex h) const;
    [[nodiscard]] bool isBlocked(Hex h) const;
    [[nodiscard]] int tileKind(Hex h) const;
    void setBlocked(Hex h, bool value);
};

/// Parses the map JSON: {"name", "width", "height", "tiles": [names], "rows": [strings of tile-kind digits,
/// one string per y], "blocked": [[x,y], ...]}. Throws FormatError naming the file and the offending key.
[[nodiscard]] HexMap parseHexMap(const std::string& json_text, const std::string& path);
[[nodiscard]] HexMap loadHexMap(const std::string& path);
/// Serialises a map to the same JSON (used by the asset generator).
[[nodiscard]] std::string hexMapToJson(const HexMap& map);

} // namespace gaitlab
