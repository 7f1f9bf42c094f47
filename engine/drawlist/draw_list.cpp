#include "engine/drawlist/draw_list.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <tuple>

namespace gaitlab {

int snapFromPivot(double offset, int zoom) {
    const double scaled = offset * static_cast<double>(zoom);
    if (!std::isfinite(scaled)) return 0;
    constexpr double kLimit = 1073741824.0;  // 2^30: far outside any viewport, safe to convert
    const double rounded = std::round(std::clamp(scaled, -kLimit, kLimit));  // std::round: halves away from zero
    return static_cast<int>(rounded);
}

void DrawList::sort(const HexGeometry& geometry) {
    // Each item's order key once, as one 128-bit number: layer, primary (tiles: raw y; normal sprites: the screen
    // row, §8), raw x, and last the item's position, so no two keys are equal and sorting them is stable. The signed
    // fields have their sign bit flipped so that unsigned order is their signed order. Items are added mostly in
    // order (tiles row by row), so only what follows the sorted start is sorted and merged in; then the items are
    // moved once, if anything moved at all.
    __extension__ typedef unsigned __int128 Key;
    const auto biased = [](int32_t v) { return static_cast<Key>(static_cast<uint32_t>(v) ^ 0x80000000u); };
    std::vector<Key> keys;
    keys.reserve(sprites.size());
    for (std::size_t i = 0; i < sprites.size(); ++i) {
        const SpriteItem& item = sprites[i];
        const int32_t primary = item.layer == DrawLayer::Tile ? item.hex.y : geometry.screenRow(item.hex);
        keys.push_back(static_cast<Key>(static_cast<uint8_t>(item.layer)) << 96 | biased(primary) << 64 |
                       biased(item.hex.x) << 32 | static_cast<Key>(static_cast<uint32_t>(i)));
    }
    const auto sorted_end = std::is_sorted_until(keys.begin(), keys.end());
    if (sorted_end == keys.end()) return;
    std::sort(sorted_end, keys.end());
    std::inplace_merge(keys.begin(), sorted_end, keys.end());
    std::vector<SpriteItem> sorted;
    sorted.reserve(sprites.size());
    for (const Key k : keys) sorted.push_back(std::move(sprites[static_cast<uint32_t>(k)]));
    sprites = std::move(sorted);
}

namespace {

uint8_t unitToByte(float value) {
    // NaN fails both comparisons of clamp's contract, so it is mapped to 0 before clamping.
    const float v = std::isnan(value) ? 0.0f : std::clamp(value, 0.0f, 1.0f);
    return static_cast<uint8_t>(std::lround(v * 255.0f));
}

}  // namespace

Rgba8 flashColour(float r, float g, float b, float strength) {
    return Rgba8{unitToByte(r), unitToByte(g), unitToByte(b), unitToByte(strength)};
}

void addTile(DrawList& list, const HexGeometry& geometry, Hex hex, const std::string& tile_name, ipos size,
             Rgba8 tint) {
    SpriteItem item;
    item.key = SpriteKey{SpriteKey::Kind::Tile, list.names.of(tile_name), 0, 0};
    item.layer = DrawLayer::Tile;
    item.hex = hex;
    item.top_left = tileTopLeft(geometry, hex, size);
    item.size = size;
    item.tint = tint;
    list.sprites.push_back(std::move(item));
}

namespace {

void addLine(DrawList& list, glm::vec2 a, glm::vec2 b, Rgba8 color) { list.lines.push_back({a, b, color}); }

glm::vec2 pixelCentre(ipos p) { return glm::vec2(p) + glm::vec2(0.5f); }

}  // namespace

void addHexOutline(DrawList& list, const HexGeometry& geometry, Hex hex, Rgba8 color) {
    const glm::vec2 c = pixelCentre(hexCentre(geometry, hex));
    const float hw = static_cast<float>(geometry.hex_width / 2);
    const float hh = static_cast<float>(geometry.hex_height / 2);
    if (geometry.kind == GeometryKind::Square) {  // the cell's diamond, W wide and 2*LH high (D27)
        const float lh = static_cast<float>(geometry.line_height);
        const glm::vec2 diamond[4] = {{0.0f, -lh}, {hw, 0.0f}, {0.0f, lh}, {-hw, 0.0f}};
        for (int i = 0; i < 4; ++i) addLine(list, c + diamond[i], c + diamond[(i + 1) % 4], color);
        return;
    }
    const float hq = static_cast<float>(geometry.hex_height / 4);
    const glm::vec2 corners[6] = {{0.0f, -hh}, {hw, -hq}, {hw, hq}, {0.0f, hh}, {-hw, hq}, {-hw, -hq}};
    for (int i = 0; i < 6; ++i) addLine(list, c + corners[i], c + corners[(i + 1) % 6], color);
}

void addCross(DrawList& list, ipos point, int radius, Rgba8 color) {
    const glm::vec2 c = pixelCentre(point);
    const float r = static_cast<float>(radius) * list.marker_scale;
    addLine(list, c - glm::vec2(r, 0.0f), c + glm::vec2(r + 1.0f, 0.0f), color);
    addLine(list, c - glm::vec2(0.0f, r), c + glm::vec2(0.0f, r + 1.0f), color);
}

void addPathLines(DrawList& list, const HexGeometry& geometry, std::span<const Hex> hexes, Rgba8 color) {
    for (std::size_t i = 1; i < hexes.size(); ++i)
        addLine(list, pixelCentre(hexCentre(geometry, hexes[i - 1])), pixelCentre(hexCentre(geometry, hexes[i])),
                color);
}

}  // namespace gaitlab
