#include "engine/draw/gait_draw.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/gait/contacts.h"
#include "engine/gait/gait_metrics.h"

namespace gaitlab {

namespace {
glm::vec2 centreOf(ipos p) { return glm::vec2(p) + glm::vec2(0.5f); }  // pixel centre
}  // namespace

Rgba8 footMarkerColour(int foot) { return foot == kLeftFoot ? kLeftFootColour : kRightFootColour; }

int footSlidePx(const FootMarker& marker) {
    return std::max(std::abs(marker.now.x - marker.pin.x), std::abs(marker.now.y - marker.pin.y));
}

Rgba8 slideVerdictColour(int px) {
    if (px <= kSlidePassPx) return kSlidePassColour;
    return px <= kSlideFailPx ? kSlideWarnColour : kSlideFailColour;
}

Rgba8 onionPastTint(uint8_t alpha) { return Rgba8{120, 170, 255, alpha}; }
Rgba8 onionFutureTint(uint8_t alpha) { return Rgba8{255, 170, 110, alpha}; }

void addOnionSkin(DrawList& list, const std::vector<CritterPose>& poses, const std::vector<Rgba8>& tints) {
    for (std::size_t i = 0; i < poses.size(); ++i) {
        const CritterPose& pose = poses[i];
        if (!pose.shown) continue;
        SpriteItem item;
        item.key = pose.key;
        item.layer = DrawLayer::Critter;
        item.hex = pose.hex;
        item.top_left = pose.top_left;
        item.size = pose.size;
        item.tint = i < tints.size() ? tints[i] : kOnionTint;
        list.sprites.push_back(std::move(item));
    }
}

void addFootMarkers(DrawList& list, const std::vector<FootMarker>& markers) {
    for (const FootMarker& marker : markers) {
        const Rgba8 colour = footMarkerColour(marker.foot);
        const Rgba8 verdict = slideVerdictColour(footSlidePx(marker));
        const glm::vec2 c = centreOf(marker.pin);
        // The diamond keeps its screen size at every zoom (DrawList::marker_scale); the slide line is the slide.
        const float r = 3.0f * list.marker_scale;
        const glm::vec2 corners[4] = {{0.0f, -r}, {r, 0.0f}, {0.0f, r}, {-r, 0.0f}};
        for (int i = 0; i < 4; ++i) list.lines.push_back({c + corners[i], c + corners[(i + 1) % 4], verdict});
        const float bar = 4.0f * list.marker_scale;
        list.lines.push_back({c + glm::vec2(-bar, 0.0f), c + glm::vec2(bar, 0.0f), colour});
        if (marker.now == marker.pin) continue;
        // A slide: a line three screen pixels wide (three lines half a pixel apart at zoom 2) and a ring around
        // where the foot is now, so one of a pixel or two is seen at every zoom.
        const glm::vec2 n = centreOf(marker.now);
        const glm::vec2 along = n - c;
        const float length = std::max(std::abs(along.x), std::abs(along.y));
        const glm::vec2 side = glm::vec2(-along.y, along.x) / std::max(length, 1.0f) * (0.5f * list.marker_scale);
        for (const float k : {-1.0f, 0.0f, 1.0f}) list.lines.push_back({c + side * k, n + side * k, verdict});
        const float ring = 5.0f * list.marker_scale;
        constexpr int kRingSides = 12;
        for (int i = 0; i < kRingSides; ++i) {
            const float a0 = 6.2831853f * static_cast<float>(i) / kRingSides;
            const float a1 = 6.2831853f * static_cast<float>(i + 1) / kRingSides;
            list.lines.push_back({n + ring * glm::vec2(std::cos(a0), std::sin(a0)),
                                  n + ring * glm::vec2(std::cos(a1), std::sin(a1)), verdict});
        }
    }
}

}  // namespace gaitlab
