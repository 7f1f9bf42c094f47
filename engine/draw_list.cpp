#include "engine/draw_list.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <tuple>

namespace gaitlab {

std::size_t SpriteKeyHash::operator()(const SpriteKey& key) const {
    std::size_t h = key.name.hash();
    h ^= std::hash<int>{}(key.dir * 7919 + key.frame) + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    if (key.kind == SpriteKey::Kind::Cell) {
        const std::size_t rect = std::hash<long long>{}((static_cast<long long>(key.cell.x) << 40) ^
                                                        (static_cast<long long>(key.cell.y) << 20) ^
                                                        (static_cast<long long>(key.cell.w) << 10) ^ key.cell.h);
        h ^= rect + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
    }
    return h ^ static_cast<std::size_t>(key.kind);
}

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

ipos critterRoot(const HexGeometry& geometry, Hex hex, ipos hex_offset, ipos offs_anim) {
    return hexCentre(geometry, hex) + hex_offset + offs_anim;
}

ipos spriteTopLeft(ipos root, ipos size, ipos draw_offset) {
    return root - ipos(size.x / 2 - draw_offset.x, size.y - draw_offset.y);
}

ipos tileTopLeft(const HexGeometry& geometry, Hex hex, ipos size) {
    const ipos centre = hexCentre(geometry, hex);
    return {centre.x - size.x / 2, centre.y + geometry.hex_height / 2 - size.y};
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

void addCritter(DrawList& list, const HexGeometry& geometry, const CritterBody& body, Rgba8 tint, Rgba8 flash) {
    const SpriteFrame* frame = body.currentFrame();
    const SpriteAnimation* anim = body.selectedAnimation().get();
    if (frame == nullptr || anim == nullptr || anim->dirs.empty()) return;
    const int dir = anim->dirIndex(body.align().hdir, geometry.dirCount());
    const ipos size(frame->width, frame->height);
    SpriteItem item;
    item.key = SpriteKey{SpriteKey::Kind::Frame, list.names.of(anim->source), dir, body.align().frame};
    item.layer = DrawLayer::Critter;
    item.hex = body.hex();
    item.top_left = spriteTopLeft(critterRoot(geometry, body.hex(), body.hexOffset(), body.align().offs_anim), size,
                                  frame->draw_offset);
    item.size = size;
    item.tint = tint;
    item.flash = flash;
    list.sprites.push_back(std::move(item));
}

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

void addPathLines(DrawList& list, const HexGeometry& geometry, const std::vector<Hex>& hexes, Rgba8 color) {
    for (std::size_t i = 1; i < hexes.size(); ++i)
        addLine(list, pixelCentre(hexCentre(geometry, hexes[i - 1])), pixelCentre(hexCentre(geometry, hexes[i])),
                color);
}

void addCritterMarkers(DrawList& list, const HexGeometry& geometry, const CritterBody& body) {
    const ipos logical = hexCentre(geometry, body.hex()) + body.hexOffset();
    const ipos root = logical + body.align().offs_anim;
    addCross(list, logical, 3, Rgba8{255, 230, 0, 255});
    addCross(list, root, 2, Rgba8{0, 230, 255, 255});
    const MovingContext* moving = body.moving();
    if (moving == nullptr || body.align().sheet == nullptr) return;
    // The anchor lives in displacement space (§4.1): relative to the context's start point.
    const ipos anchor = hexCentre(geometry, moving->startHex()) + moving->startOffset() + body.align().anchor;
    addCross(list, anchor, 3, Rgba8{255, 0, 255, 255});
    const ipos total = body.align().sheet->cycle.total;
    addLine(list, pixelCentre(anchor), pixelCentre(anchor + total), Rgba8{255, 140, 0, 255});
}

}  // namespace gaitlab
