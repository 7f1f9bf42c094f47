#include "engine/draw/world_draw_list.h"

#include <algorithm>

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

}  // namespace

DrawList buildWorldDrawList(const World& world, const DrawAssets& assets, const DrawOptions& options) {
    const HexGeometry& geometry = world.geometry();
    const HexMap& map = world.map();
    DrawList list;
    list.sprites.reserve(static_cast<std::size_t>(map.size.width * map.size.height) + world.critters().size());
    for (int32_t y = 0; y < map.size.height; ++y) {
        for (int32_t x = 0; x < map.size.width; ++x) {
            const int kind = map.tileKind(Hex{x, y});
            if (kind < 0 || kind >= static_cast<int>(map.tile_names.size())) continue;
            const std::string& name = map.tile_names[static_cast<std::size_t>(kind)];
            addTile(list, geometry, Hex{x, y}, name, assets.tileSize(name));
        }
    }
    for (const WorldCritter& critter : world.critters()) {
        const anim::Tint flash = critter.actor.flashTint();
        addCritter(list, geometry, critter.body(), Rgba8{},
                   flashColour(flash.color.r, flash.color.g, flash.color.b, flash.strength));
    }
    const std::string& image = assets.tacticsImagePath();
    for (const WorldUnit& unit : world.units()) {
        const anim::Tint flash = unit.unit.flashTint();
        addTacticsUnit(list, geometry, unit.unit, image, Rgba8{},
                       flashColour(flash.color.r, flash.color.g, flash.color.b, flash.strength));
    }
    list.sort(geometry);

    for (int32_t y = 0; y < map.size.height; ++y) {
        for (int32_t x = 0; x < map.size.width; ++x) {
            const Hex hex{x, y};
            if (options.grid) addHexOutline(list, geometry, hex, Rgba8{0, 0, 0, 56});
            if (options.blocked && map.isBlocked(hex)) addHexOutline(list, geometry, hex, Rgba8{230, 50, 40, 255});
        }
    }
    // The selected one's path, then the footstep marks over it (a path along a row would hide them).
    if (const auto unit_index = world.selectedUnit()) {
        const TacticsUnit& unit = world.units()[static_cast<std::size_t>(*unit_index)].unit;
        if (options.path && unit.moving() != nullptr)
            addPathLines(list, geometry, unit.moving()->pathHexes(), Rgba8{255, 255, 255, 170});
    } else if (!world.critters().empty()) {
        const CritterBody& selected = world.critters()[static_cast<std::size_t>(world.selected())].body();
        if (options.path && selected.moving() != nullptr)
            addPathLines(list, geometry, selected.moving()->pathHexes(), Rgba8{255, 255, 255, 170});
    }
    if (options.footsteps) addFootstepMarks(list, world);
    if (!options.markers) return list;
    if (const auto unit_index = world.selectedUnit()) {
        addTacticsUnitMarkers(list, geometry, world.units()[static_cast<std::size_t>(*unit_index)].unit);
    } else if (!world.critters().empty()) {
        addCritterMarkers(list, geometry, world.critters()[static_cast<std::size_t>(world.selected())].body());
    }
    return list;
}

}  // namespace gaitlab
