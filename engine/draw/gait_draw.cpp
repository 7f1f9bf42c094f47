#include "engine/draw/gait_draw.h"

#include "engine/gait/contacts.h"

namespace gaitlab {

namespace {
glm::vec2 centreOf(ipos p) { return glm::vec2(p) + glm::vec2(0.5f); }  // pixel centre
}  // namespace

Rgba8 footMarkerColour(int foot) { return foot == kLeftFoot ? kLeftFootColour : kRightFootColour; }

void addOnionSkin(DrawList& list, const std::vector<CritterPose>& poses) {
    for (const CritterPose& pose : poses) {
        if (!pose.shown) continue;
        SpriteItem item;
        item.key = pose.key;
        item.layer = DrawLayer::Critter;
        item.hex = pose.hex;
        item.top_left = pose.top_left;
        item.size = pose.size;
        item.tint = kOnionTint;
        list.sprites.push_back(std::move(item));
    }
}

void addFootMarkers(DrawList& list, const std::vector<FootMarker>& markers) {
    for (const FootMarker& marker : markers) {
        const Rgba8 colour = footMarkerColour(marker.foot);
        const glm::vec2 c = centreOf(marker.pin);
        // The diamond keeps its screen size at every zoom (DrawList::marker_scale); the slide line is the slide.
        const float r = 3.0f * list.marker_scale;
        const glm::vec2 corners[4] = {{0.0f, -r}, {r, 0.0f}, {0.0f, r}, {-r, 0.0f}};
        for (int i = 0; i < 4; ++i) list.lines.push_back({c + corners[i], c + corners[(i + 1) % 4], colour});
        const float bar = 4.0f * list.marker_scale;
        list.lines.push_back({c + glm::vec2(-bar, 0.0f), c + glm::vec2(bar, 0.0f), colour});
        if (marker.now != marker.pin) list.lines.push_back({c, centreOf(marker.now), kSlideColour});
    }
}

}  // namespace gaitlab
