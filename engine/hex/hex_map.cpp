#include "engine/hex/hex_map.h"

#include <stdexcept>

#include "engine/base/json_reader.h"

namespace gaitlab {

namespace {

using nlohmann::json;

size_t indexOf(const HexMap& map, Hex h) {
    return static_cast<size_t>(h.y) * static_cast<size_t>(map.size.width) + static_cast<size_t>(h.x);
}

int readDimension(const JsonReader& r, const json& root, const char* key) {
    const std::string what = "an integer in 1.." + std::to_string(kMaxHexMapSide);
    return static_cast<int>(r.integer(r.require(root, "", key, what), jsonChild("", key), 1, kMaxHexMapSide, what));
}

}  // namespace

bool HexMap::movable(Hex h) const { return inside(h) && !isBlocked(h); }

bool HexMap::isBlocked(Hex h) const {
    if (!inside(h)) return true;
    const size_t i = indexOf(*this, h);
    return i < blocked.size() && blocked[i] != 0;
}

int HexMap::tileKind(Hex h) const {
    if (!inside(h)) return -1;
    const size_t i = indexOf(*this, h);
    return i < tile_kind.size() ? tile_kind[i] : 0;
}

void HexMap::setBlocked(Hex h, bool value) {
    if (!inside(h)) return;
    const size_t i = indexOf(*this, h);
    if (blocked.size() <= i) blocked.resize(static_cast<size_t>(size.width) * static_cast<size_t>(size.height), 0);
    blocked[i] = value ? 1 : 0;
}

HexMap makeHexMap(std::string name, MapSize size, std::vector<std::string> tile_names) {
    HexMap map;
    map.name = std::move(name);
    map.size = size;
    const size_t cells = static_cast<size_t>(std::max(size.width, 0)) * static_cast<size_t>(std::max(size.height, 0));
    map.blocked.assign(cells, 0);
    map.tile_kind.assign(cells, 0);
    map.tile_names = std::move(tile_names);
    return map;
}

HexMap parseHexMap(const std::string& json_text, const std::string& path) {
    const json root = parseJson(json_text, path);
    const JsonReader r(path);
    r.object(root, "", "a JSON object at the top level");
    r.onlyKeys(root, "", {"name", "width", "height", "tiles", "rows", "blocked", "geometry"});

    std::string name = r.string(r.require(root, "", "name", "a string"), "/name", "a string");
    const MapSize size{readDimension(r, root, "width"), readDimension(r, root, "height")};

    const char* const tiles_what = "an array of 1..10 tile names (rows index them with one digit)";
    const json& tiles = r.array(r.require(root, "", "tiles", tiles_what), "/tiles", tiles_what);
    if (tiles.empty() || tiles.size() > 10) r.fail("/tiles", tiles_what + (", got " + std::to_string(tiles.size())));
    std::vector<std::string> tile_names;
    for (size_t i = 0; i < tiles.size(); ++i) {
        tile_names.push_back(r.nonEmptyString(tiles[i], jsonChild("/tiles", i), "a non-empty string"));
    }

    HexMap map = makeHexMap(std::move(name), size, std::move(tile_names));
    if (root.contains("geometry")) {
        const char* const what = "\"hexagonal\" or \"square\"";
        const std::string kind = r.string(root.at("geometry"), "/geometry", what);
        if (kind == "square")
            map.geometry = squareGeometry();
        else if (kind != "hexagonal")
            r.fail("/geometry", std::string(what) + ", got \"" + kind + "\"");
    }

    const std::string rows_what = "an array of " + std::to_string(size.height) + " strings (one per y = height)";
    const json& rows = r.array(r.require(root, "", "rows", rows_what), "/rows", rows_what);
    if (rows.size() != static_cast<size_t>(size.height))
        r.fail("/rows", rows_what + ", got " + std::to_string(rows.size()));
    for (int y = 0; y < size.height; ++y) {
        const std::string key = jsonChild("/rows", static_cast<size_t>(y));
        const std::string text = r.string(rows[static_cast<size_t>(y)], key, "a string of tile digits");
        if (text.size() != static_cast<size_t>(size.width))
            r.fail(key, std::to_string(size.width) + " characters (width), got " + std::to_string(text.size()));
        for (int x = 0; x < size.width; ++x) {
            const char c = text[static_cast<size_t>(x)];
            if (c < '0' || c > '9' || static_cast<size_t>(c - '0') >= map.tile_names.size())
                r.fail(key, "digits 0.." + std::to_string(map.tile_names.size() - 1) + " indexing tiles, got '" +
                                std::string(1, c) + "' at x = " + std::to_string(x));
            map.tile_kind[indexOf(map, Hex{x, y})] = static_cast<uint8_t>(c - '0');
        }
    }

    const json& blocked =
        r.array(r.require(root, "", "blocked", "an array of [x, y] pairs"), "/blocked", "an array of [x, y] pairs");
    for (size_t i = 0; i < blocked.size(); ++i) {
        const std::string key = jsonChild("/blocked", i);
        const json& pair = r.array(blocked[i], key, "an [x, y] pair of integers");
        if (pair.size() != 2)
            r.fail(key, "an [x, y] pair of integers, got " + std::to_string(pair.size()) + " elements");
        const std::string inside =
            "a hex inside the " + std::to_string(size.width) + "x" + std::to_string(size.height) + " map";
        const int64_t x = r.integer(pair[0], jsonChild(key, size_t{0}), 0, size.width - 1,
                                    inside + ": x in 0.." + std::to_string(size.width - 1));
        const int64_t y = r.integer(pair[1], jsonChild(key, size_t{1}), 0, size.height - 1,
                                    inside + ": y in 0.." + std::to_string(size.height - 1));
        map.setBlocked(Hex{static_cast<int32_t>(x), static_cast<int32_t>(y)}, true);
    }
    return map;
}

HexMap loadHexMap(const std::string& path) { return parseHexMap(readJsonFile(path, "map file"), path); }

std::string hexMapToJson(const HexMap& map) {
    // Laid out by hand so that each row stays one line and the file diffs well.
    std::string out = "{\n  \"name\": " + json(map.name).dump() + ",\n";
    out += "  \"width\": " + std::to_string(map.size.width) + ",\n";
    out += "  \"height\": " + std::to_string(map.size.height) + ",\n";
    out += "  \"tiles\": " + json(map.tile_names).dump() + ",\n  \"rows\": [";
    for (int y = 0; y < map.size.height; ++y) {
        std::string row(static_cast<size_t>(map.size.width), '0');
        for (int x = 0; x < map.size.width; ++x) {
            const int kind = map.tileKind(Hex{x, y});
            if (kind > 9 || static_cast<size_t>(kind) >= map.tile_names.size())
                throw std::invalid_argument("hexMapToJson: tile kind " + std::to_string(kind) + " at (" +
                                            std::to_string(x) + "," + std::to_string(y) + ") has no tile name");
            row[static_cast<size_t>(x)] = static_cast<char>('0' + kind);
        }
        out += (y == 0 ? "\n    \"" : ",\n    \"") + row + "\"";
    }
    out += "\n  ],\n  \"blocked\": [";
    bool first = true;
    for (int y = 0; y < map.size.height; ++y) {
        for (int x = 0; x < map.size.width; ++x) {
            if (!map.isBlocked(Hex{x, y})) continue;
            out += (first ? "" : ", ") + std::string("[") + std::to_string(x) + ", " + std::to_string(y) + "]";
            first = false;
        }
    }
    out += "]";
    if (map.geometry.kind == GeometryKind::Square) out += ",\n  \"geometry\": \"square\"";
    out += "\n}\n";
    return out;
}

}  // namespace gaitlab
