#include "app/scene/headless_framing.h"

#include <algorithm>
#include <cmath>

#include <glm/common.hpp>

#include "app/scene/scenarios.h"
#include "engine/draw/tactics_unit_draw.h"

namespace gaitlab {

namespace {

/// The shift (whole screen pixels) that puts [lo, hi) inside [margin, side - margin), or centres it when it is
/// wider than that; `larger` is set when it is.
int shiftInto(int lo, int hi, int side, int margin, bool& larger) {
    if (hi - lo + 2 * margin > side) {
        larger = true;
        return (side - (hi - lo)) / 2 - lo;
    }
    if (lo < margin) return margin - lo;
    if (hi > side - margin) return side - margin - hi;
    return 0;
}

}  // namespace

std::optional<MapRect> selectedSpriteBox(const World& world, const DrawAssets& assets) {
    DrawList list;
    int pad = 0;
    if (const auto unit = world.selectedUnit()) {
        addTacticsUnit(list, world.geometry(), world.units()[static_cast<std::size_t>(*unit)].actor,
                       assets.tacticsImagePath());
        pad = 1;
    } else if (!world.critters().empty()) {
        addCritter(list, world.geometry(), world.critters()[static_cast<std::size_t>(world.selected())].body());
    }
    std::optional<MapRect> box;
    for (const SpriteItem& item : list.sprites) {
        if (item.size.x <= 0 || item.size.y <= 0) continue;
        const MapRect r{item.top_left - ipos(pad), item.top_left + item.size + ipos(pad)};
        box = box ? MapRect{glm::min(box->min, r.min), glm::max(box->max, r.max)} : r;
    }
    return box;
}

Camera frameBox(const Camera& follow, const MapRect& box, ipos viewport, int margin, bool* larger) {
    const int z = follow.clampedZoom();
    const ipos origin = follow.origin(viewport);
    const ipos lo = box.min * z + origin;
    const ipos hi = box.max * z + origin;
    bool too_big = false;
    const ipos shift(shiftInto(lo.x, hi.x, viewport.x, margin, too_big),
                     shiftInto(lo.y, hi.y, viewport.y, margin, too_big));
    if (too_big && larger != nullptr) *larger = true;
    if (shift == ipos(0)) return follow;
    // origin = floor(viewport / 2) - round(centre * zoom): a centre of (floor(viewport / 2) - origin) / zoom gives
    // the shifted origin exactly (a whole number of screen pixels over the zoom).
    Camera framed = follow;
    const ipos target = origin + shift;
    framed.centre = glm::vec2(ipos(viewport.x / 2, viewport.y / 2) - target) / static_cast<float>(z);
    return framed;
}

Framing frameSelected(const World& world, const DrawAssets& assets, int zoom, ipos viewport) {
    Framing framing;
    framing.camera = followSelected(world, zoom);
    framing.box = selectedSpriteBox(world, assets);
    if (framing.box)
        framing.camera = frameBox(framing.camera, *framing.box, viewport, kFramingMarginPx, &framing.larger);
    return framing;
}

}  // namespace gaitlab
