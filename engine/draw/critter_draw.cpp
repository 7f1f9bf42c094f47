#include "engine/draw/critter_draw.h"

namespace gaitlab {

namespace {

glm::vec2 pixelCentreOf(ipos p) { return glm::vec2(p) + glm::vec2(0.5f); }

}  // namespace

void addCritter(DrawList& list, const HexGeometry& geometry, const CritterBody& body, Rgba8 tint, Rgba8 flash) {
    const std::optional<ShownFrame> shown = shownFrame(body, geometry);
    if (!shown) return;
    SpriteItem item;
    item.key = SpriteKey{SpriteKey::Kind::Frame, list.names.of(shown->anim->source), shown->dir, shown->frame_index};
    item.layer = DrawLayer::Critter;
    item.hex = body.hex();
    item.top_left = shown->top_left;
    item.size = shown->size;
    item.tint = tint;
    item.flash = flash;
    list.sprites.push_back(std::move(item));
}

void addCritterMarkers(DrawList& list, const HexGeometry& geometry, const CritterBody& body) {
    const ipos logical = body.logicalPoint();
    const ipos root = logical + body.align().offs_anim;
    addCross(list, logical, 3, Rgba8{255, 230, 0, 255});
    addCross(list, root, 2, Rgba8{0, 230, 255, 255});
    const MovingContext* moving = body.moving();
    if (moving == nullptr || body.align().sheet == nullptr) return;
    // The anchor lives in displacement space (§4.1): relative to the context's start point.
    const ipos anchor = hexCentre(geometry, moving->startHex()) + moving->startOffset() + body.align().anchor;
    addCross(list, anchor, 3, Rgba8{255, 0, 255, 255});
    const ipos total = body.align().sheet->cycle.total;
    list.lines.push_back({pixelCentreOf(anchor), pixelCentreOf(anchor + total), Rgba8{255, 140, 0, 255}});
}

}  // namespace gaitlab
