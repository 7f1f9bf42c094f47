#include "engine/hex_map.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

namespace gaitlab {

namespace {

using nlohmann::json;

size_t indexOf(const HexMap& map, Hex h) {
    return static_cast<size_t>(h.y) * static_cast<size_t>(map.size.width) + static_cast<size_t>(h.x);
}

[[noreturn]] void fail(const std::string& path, const std::string& key, const std::string& expected) {
    throw FormatError(path, 0, "key '" + key + "': expected " + expected);
}

const json& requireKey(const json& root, const std::string& path, const char* key) {
    const auto it = root.find(key);
    if (it == root.end()) fail(path, key, "to be present");
    return *it;
}

int readDimension(const json& root, const std::string& path, const char* key) {
    const json& v = requireKey(root, path, key);
    if (!v.is_number_integer()) fail(path, key, "an integer");
    const auto n = v.get<int64_t>();
    if (n < 1 || n > kMaxHexMapSide) fail(path, key, "1.." + std::to_string(kMaxHexMapSide) + ", got " + std::to_string(n));
    return static_cast<int>(n);
}

} // namespace

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
    json root;
    try {
        root = json::parse(json_text);
    } catch (const json::parse_error& e) {
        throw FormatError(path, lineOfByte(json_text, e.byte), std::string("valid JSON (") + e.what() + ")");
    } catch (const json::exception& e) {  // e.g. a number too large for a double
        throw FormatError(path, 0, std::string("valid JSON (") + e.what() + ")");
    }
    if (!root.is_object()) throw FormatError(path, 1, "a JSON object at the top level");
    static const char* const kKeys[] = {"name", "width", "height", "tiles", "rows", "blocked"};
    for (const auto& item : root.items()) {
        bool known = false;
        for (const char* k : kKeys) known = known || item.key() == k;
        if (!known) fail(path, item.key(), "one of name, width, height, tiles, rows, blocked (unknown key)");
    }

    const json& name = requireKey(root, path, "name");
    if (!name.is_string()) fail(path, "name", "a string");
    const MapSize size{readDimension(root, path, "width"), readDimension(root, path, "height")};

    const json& tiles = requireKey(root, path, "tiles");
    if (!tiles.is_array() || tiles.empty() || tiles.size() > 10)
        fail(path, "tiles", "an array of 1..10 tile names (rows index them with one digit)");
    std::vector<std::string> tile_names;
    for (size_t i = 0; i < tiles.size(); ++i) {
        if (!tiles[i].is_string() || tiles[i].get_ref<const std::string&>().empty())
            fail(path, "tiles[" + std::to_string(i) + "]", "a non-empty string");
        tile_names.push_back(tiles[i].get<std::string>());
    }

    HexMap map = makeHexMap(name.get<std::string>(), size, std::move(tile_names));

    const json& rows = requireKey(root, path, "rows");
    if (!rows.is_array() || rows.size() != static_cast<size_t>(size.height))
        fail(path, "rows", "an array of " + std::to_string(size.height) + " strings (one per y = height)");
    for (int y = 0; y < size.height; ++y) {
        const std::string key = "rows[" + std::to_string(y) + "]";
        const json& row = rows[static_cast<size_t>(y)];
        if (!row.is_string()) fail(path, key, "a string of tile digits");
        const auto& text = row.get_ref<const std::string&>();
        if (text.size() != static_cast<size_t>(size.width))
            fail(path, key, std::to_string(size.width) + " characters (width), got " + std::to_string(text.size()));
        for (int x = 0; x < size.width; ++x) {
            const char c = text[static_cast<size_t>(x)];
            if (c < '0' || c > '9' || static_cast<size_t>(c - '0') >= map.tile_names.size())
                fail(path, key, "digits 0.." + std::to_string(map.tile_names.size() - 1) + " indexing tiles, got '" +
                                    std::string(1, c) + "' at x = " + std::to_string(x));
            map.tile_kind[indexOf(map, Hex{x, y})] = static_cast<uint8_t>(c - '0');
        }
    }

    const json& blocked = requireKey(root, path, "blocked");
    if (!blocked.is_array()) fail(path, "blocked", "an array of [x, y] pairs");
    for (size_t i = 0; i < blocked.size(); ++i) {
        const std::string key = "blocked[" + std::to_string(i) + "]";
        const json& pair = blocked[i];
        if (!pair.is_array() || pair.size() != 2 || !pair[0].is_number_integer() || !pair[1].is_number_integer())
            fail(path, key, "an [x, y] pair of integers");
        const auto x = pair[0].get<int64_t>();
        const auto y = pair[1].get<int64_t>();
        if (x < 0 || y < 0 || x >= size.width || y >= size.height)
            fail(path, key, "a hex inside the " + std::to_string(size.width) + "x" + std::to_string(size.height) +
                                " map, got [" + std::to_string(x) + ", " + std::to_string(y) + "]");
        map.setBlocked(Hex{static_cast<int32_t>(x), static_cast<int32_t>(y)}, true);
    }
    return map;
}

HexMap loadHexMap(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw FormatError(path, 0, "a readable map file");
    std::ostringstream text;
    text << in.rdbuf();
    return parseHexMap(text.str(), path);
}

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
    out += "]\n}\n";
    return out;
}

} // namespace gaitlab
