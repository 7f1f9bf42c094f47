#include "engine/draw/tactics_unit_draw.h"

#include <algorithm>
#include <cmath>

namespace gaitlab {

namespace {

ipos stanceOffset(double x, double y) { return ipos(tacticsTileOffset(x), tacticsTileOffset(y)); }

}  // namespace

void addTacticsUnit(DrawList& list, const HexGeometry& /*geometry*/, const TacticsUnit& unit,
                    const std::string& image_path, Rgba8 tint, Rgba8 flash) {
    if (!unit.atlas()) return;
    const ipos stance = unit.stancePoint();
    const SpriteName name = list.names.of(image_path);
    for (const tactics::PoseTile& tile : unit.pose().tiles) {
        SpriteItem& item = list.sprites.emplace_back();
        item.key.kind = SpriteKey::Kind::Cell;
        item.key.name = name;
        item.key.cell = CellRect{tile.cell.x, tile.cell.y, tile.cell.w, tile.cell.h};
        item.layer = DrawLayer::Critter;
        item.hex = unit.hex();
        item.size = {tile.cell.w, tile.cell.h};
        item.tint = tint;
        item.flash = flash;
        item.flip_x = tile.flipX;
        item.pivoted = true;
        item.pivot = stance;
        item.pivot_offset = {tile.x, tile.y};
        item.top_left = stance + stanceOffset(tile.x, tile.y);
    }
}

void addTacticsUnitMarkers(DrawList& list, const HexGeometry& geometry, const TacticsUnit& unit) {
    addCross(list, unit.logicalPoint(), 3, Rgba8{255, 230, 0, 255});
    addCross(list, unit.groundPoint(), 2, Rgba8{255, 255, 255, 255});
    addCross(list, unit.stancePoint(), 2, Rgba8{0, 230, 255, 255});
    if (const MovingContext* moving = unit.moving(); moving != nullptr && unit.align().driven) {
        const ipos anchor = hexCentre(geometry, moving->startHex()) + moving->startOffset() + unit.align().anchor;
        addCross(list, anchor, 3, Rgba8{255, 0, 255, 255});
        const glm::vec2 a = glm::vec2(anchor) + glm::vec2(0.5f);
        list.lines.push_back({a, a + glm::vec2(unit.walkCycle().total), Rgba8{255, 140, 0, 255}});
    }
    if (!unit.atlas()) return;
    const ipos stance = unit.stancePoint();
    const auto hand = [&](tactics::Arm arm, Rgba8 colour) {
        if (const auto point = tactics::handPoint(*unit.atlas(), unit.pose(), arm)) {
            addCross(list, stance + stanceOffset(point->x, point->y), 2, colour);
        }
    };
    hand(tactics::Arm::First, Rgba8{120, 200, 255, 255});
    hand(tactics::Arm::Last, Rgba8{60, 255, 90, 255});
}

}  // namespace gaitlab
