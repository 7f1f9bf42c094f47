#include "engine/draw/world_draw_list.h"

#include <algorithm>
#include <cstdint>
#include <vector>

#include <glm/common.hpp>

#include "engine/draw/tactics_unit_draw.h"

namespace gaitlab {

namespace {

/// A short mark under each recent footstep, fading out over World::kEventMemoryMs.
void addFootstepMarks(DrawList& list, const World& world) {
    for (const WorldEvent& event : world.events()) {
        if (event.name != "footstep") continue;
        const int64_t age = std::clamp<int64_t>(world.nowMs() - event.at_ms, 0, World::kEventMemoryMs);
        const auto alpha = static_cast<uint8_t>(230 - 200 * age / World::kEventMemoryMs);
        const glm::vec2 c = glm::vec2(event.point) + glm::vec2(0.5f);  // pixel centre
        list.lines.push_back({c + glm::vec2(-4.0f, 0.0f), c + glm::vec2(4.0f, 0.0f), Rgba8{255, 200, 60, alpha}});
        list.lines.push_back({c + glm::vec2(-4.0f, 1.0f), c + glm::vec2(4.0f, 1.0f), Rgba8{120, 60, 0, alpha}});
    }
}

/// Floor and ceiling of a / b for b > 0.
int64_t floorDiv(int64_t a, int64_t b) { return a / b - (a % b < 0 ? 1 : 0); }
int64_t ceilDiv(int64_t a, int64_t b) { return -floorDiv(-a, b); }

/// The hexes of the map whose centre lies in [lo, hi] (map pixels, both inclusive), in row-major order (y, then
/// x), without visiting the rest of the map: hexPos(x, y) = (y·W/2 − x·W + W/2·q, (y + q)·LH) with q = ⌊x/2⌋
/// (§1.2) gives x = (py·W/2 − px·LH) / (W·LH) exactly, then per column the y range of both coordinates.
std::vector<Hex> hexesWithCentreIn(const HexGeometry& geometry, MapSize size, ipos lo, ipos hi) {
    std::vector<Hex> hexes;
    const int64_t w = geometry.hex_width;
    const int64_t hw = geometry.hex_width / 2;
    const int64_t lh = geometry.line_height;
    if (size.width <= 0 || size.height <= 0 || lo.x > hi.x || lo.y > hi.y) return hexes;
    if (w <= 0 || hw <= 0 || lh <= 0) {  // not a layout the formula inverts: test every hex
        for (int32_t y = 0; y < size.height; ++y)
            for (int32_t x = 0; x < size.width; ++x)
                if (const ipos c = hexCentre(geometry, Hex{x, y});
                    c.x >= lo.x && c.x <= hi.x && c.y >= lo.y && c.y <= hi.y)
                    hexes.push_back(Hex{x, y});
        return hexes;
    }
    // Bounds of hexPos (the centre minus (W/2, H/2)).
    const int64_t x_lo = int64_t{lo.x} - w / 2, x_hi = int64_t{hi.x} - w / 2;
    const int64_t y_lo = int64_t{lo.y} - geometry.hex_height / 2, y_hi = int64_t{hi.y} - geometry.hex_height / 2;
    if (geometry.kind == GeometryKind::Square) {
        // hexPos = (d*W/2, s*LH) with d = y - x and s = y + x of equal parity (D27): walk the (s, d) box of the view.
        const int64_t s_first = std::max<int64_t>(0, ceilDiv(y_lo, lh));
        const int64_t s_last = std::min<int64_t>(int64_t{size.width} + size.height - 2, floorDiv(y_hi, lh));
        const int64_t d_first = std::max<int64_t>(-(int64_t{size.width} - 1), ceilDiv(x_lo, hw));
        const int64_t d_last = std::min<int64_t>(int64_t{size.height} - 1, floorDiv(x_hi, hw));
        for (int64_t sum = s_first; sum <= s_last; ++sum)
            for (int64_t d = d_first; d <= d_last; ++d) {
                if (((sum - d) % 2 + 2) % 2 != 0) continue;
                const int64_t x = (sum - d) / 2;
                const int64_t y = (sum + d) / 2;
                if (x >= 0 && y >= 0 && x < size.width && y < size.height)
                    hexes.push_back(Hex{static_cast<int32_t>(x), static_cast<int32_t>(y)});
            }
        std::sort(hexes.begin(), hexes.end(), [](Hex a, Hex b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
        return hexes;
    }
    const int64_t col_first = std::max<int64_t>(0, ceilDiv(y_lo * hw - x_hi * lh, w * lh));
    const int64_t col_last = std::min<int64_t>(size.width - 1, floorDiv(y_hi * hw - x_lo * lh, w * lh));
    for (int64_t x = col_first; x <= col_last; ++x) {
        const int64_t q = floorDiv(x, 2);
        int64_t first = std::max(ceilDiv(y_lo - lh * q, lh), ceilDiv(x_lo + x * w - hw * q, hw));
        int64_t last = std::min(floorDiv(y_hi - lh * q, lh), floorDiv(x_hi + x * w - hw * q, hw));
        first = std::max<int64_t>(first, 0);
        last = std::min<int64_t>(last, size.height - 1);
        for (int64_t y = first; y <= last; ++y) hexes.push_back(Hex{static_cast<int32_t>(x), static_cast<int32_t>(y)});
    }
    std::sort(hexes.begin(), hexes.end(), [](Hex a, Hex b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
    return hexes;
}

/// The box a hex outline's lines can touch (pixel centres ± (W/2, H/2), one pixel of margin for the line).
bool outlineShows(const HexGeometry& geometry, Hex hex, const MapRect& view) {
    const ipos half(geometry.hex_width / 2, geometry.hex_height / 2);
    return view.overlaps(hexCentre(geometry, hex) - half - ipos(1), half * 2 + ipos(3));
}

}  // namespace

DrawList buildWorldDrawList(const World& world, const DrawAssets& assets, const DrawOptions& options,
                            const GaitOverlay* gait) {
    const HexGeometry& geometry = world.geometry();
    const HexMap& map = world.map();
    DrawList list;

    // The hexes drawn: every hex, or with a view those whose tile or outline can reach it. A tile's image is at
    // most the largest tile size from its hex centre, an outline W/2 and H/2, so a centre farther out than both
    // shows nothing; each candidate is then tested exactly.
    const std::optional<MapRect>& ground = options.ground ? options.ground : options.visible;
    std::vector<Hex> hexes;
    if (ground) {
        ipos reach(geometry.hex_width, geometry.hex_height);
        for (const std::string& name : map.tile_names) reach = glm::max(reach, assets.tileSize(name));
        reach += ipos(2);
        hexes = hexesWithCentreIn(geometry, map.size, ground->min - reach, ground->max + reach);
    } else {
        hexes.reserve(static_cast<std::size_t>(map.size.width) * static_cast<std::size_t>(map.size.height));
        for (int32_t y = 0; y < map.size.height; ++y)
            for (int32_t x = 0; x < map.size.width; ++x) hexes.push_back(Hex{x, y});
    }

    list.sprites.reserve(hexes.size() + world.critters().size());
    for (const Hex hex : hexes) {
        const int kind = map.tileKind(hex);
        if (kind < 0 || kind >= static_cast<int>(map.tile_names.size())) continue;
        const std::string& name = map.tile_names[static_cast<std::size_t>(kind)];
        const ipos size = assets.tileSize(name);
        if (ground && !ground->overlaps(tileTopLeft(geometry, hex, size), size)) continue;
        addTile(list, geometry, hex, name, size);
    }
    if (gait) {
        // The onion skin goes in before the critters: the stable sort keeps it under a critter of its row.
        const std::size_t before = list.sprites.size();
        addOnionSkin(list, gait->onion, gait->onion_tints);
        if (options.visible)
            list.sprites.erase(std::remove_if(list.sprites.begin() + static_cast<std::ptrdiff_t>(before),
                                              list.sprites.end(),
                                              [&](const SpriteItem& item) {
                                                  return !options.visible->overlaps(item.top_left, item.size);
                                              }),
                               list.sprites.end());
    }
    for (const WorldCritter& critter : world.critters()) {
        const anim::Tint flash = critter.actor.flashTint();
        const std::size_t before = list.sprites.size();
        addCritter(list, geometry, critter.body(), Rgba8{},
                   flashColour(flash.color.r, flash.color.g, flash.color.b, flash.strength));
        if (options.visible && list.sprites.size() > before &&
            !options.visible->overlaps(list.sprites.back().top_left, list.sprites.back().size))
            list.sprites.pop_back();
    }
    const std::string& image = assets.tacticsImagePath();
    for (const WorldUnit& unit : world.units()) {
        const anim::Tint flash = unit.actor.flashTint();
        const std::size_t before = list.sprites.size();
        addTacticsUnit(list, geometry, unit.actor, image, Rgba8{},
                       flashColour(flash.color.r, flash.color.g, flash.color.b, flash.strength));
        // A pivoted tile's edges snap about the pivot at the zoom (D12): within a pixel of top_left + size.
        if (options.visible)
            list.sprites.erase(
                std::remove_if(list.sprites.begin() + static_cast<std::ptrdiff_t>(before), list.sprites.end(),
                               [&](const SpriteItem& item) {
                                   return !options.visible->overlaps(item.top_left - ipos(1), item.size + ipos(2));
                               }),
                list.sprites.end());
    }
    list.sort(geometry);
    list.marker_scale = std::min(1.0f, 2.0f / static_cast<float>(std::clamp(options.zoom, 1, 8)));

    const std::size_t ground_from = list.lines.size();  // grid, blocked, path, footsteps: on the ground by default
    if (options.grid || options.blocked) {
        for (const Hex hex : hexes) {
            if (ground && !outlineShows(geometry, hex, *ground)) continue;
            if (options.grid) addHexOutline(list, geometry, hex, Rgba8{0, 0, 0, 56});
            if (options.blocked && map.isBlocked(hex)) addHexOutline(list, geometry, hex, Rgba8{230, 50, 40, 255});
        }
    }
    const std::size_t map_lines = list.lines.size() - ground_from;
    // The selected one's path, then the footstep marks over it (a path along a row would hide them).
    if (const auto unit_index = world.selectedUnit()) {
        const TacticsUnit& unit = world.units()[static_cast<std::size_t>(*unit_index)].actor;
        if (options.path && unit.moving() != nullptr)
            addPathLines(list, geometry, unit.moving()->pathHexes(), Rgba8{255, 255, 255, 170});
    } else if (!world.critters().empty()) {
        const CritterBody& selected = world.critters()[static_cast<std::size_t>(world.selected())].body();
        if (options.path && selected.moving() != nullptr)
            addPathLines(list, geometry, selected.moving()->pathHexes(), Rgba8{255, 255, 255, 170});
    }
    if (options.footsteps) addFootstepMarks(list, world);
    if (!options.overlays_on_top) {
        const auto from = list.lines.begin() + static_cast<std::ptrdiff_t>(ground_from);
        list.ground_lines.assign(from, list.lines.end());
        list.lines.erase(from, list.lines.end());
        list.map_lines = map_lines;
    }
    if (options.markers) {
        if (const auto unit_index = world.selectedUnit()) {
            addTacticsUnitMarkers(list, geometry, world.units()[static_cast<std::size_t>(*unit_index)].actor);
        } else if (!world.critters().empty()) {
            addCritterMarkers(list, geometry, world.critters()[static_cast<std::size_t>(world.selected())].body());
        }
    }
    if (gait) addFootMarkers(list, gait->planted);  // last: over the aligner's markers
    return list;
}

}  // namespace gaitlab
