#include "render/camera.h"

#include <algorithm>
#include <cmath>

namespace gaitlab {

int Camera::clampedZoom() const { return std::clamp(zoom, kMinZoom, kMaxZoom); }

ipos Camera::origin(ipos viewport) const {
    const float z = static_cast<float>(clampedZoom());
    return ipos(viewport.x / 2, viewport.y / 2) -
           ipos(static_cast<int>(std::lround(centre.x * z)), static_cast<int>(std::lround(centre.y * z)));
}

ipos Camera::mapToScreen(ipos p, ipos viewport) const { return p * clampedZoom() + origin(viewport); }

glm::vec2 Camera::screenToMap(glm::vec2 screen, ipos viewport) const {
    return (screen - glm::vec2(origin(viewport))) / static_cast<float>(clampedZoom());
}

MapRect Camera::visibleRect(ipos viewport) const {
    const int z = clampedZoom();
    const ipos o = origin(viewport);
    // Floor division for any sign: the first map pixel whose zoom x zoom block reaches screen 0, and one past
    // the last that starts before the viewport's far edge.
    auto floorDiv = [](int a, int b) { return a / b - (a % b < 0 ? 1 : 0); };
    return MapRect{ipos(floorDiv(-o.x, z), floorDiv(-o.y, z)),
                   ipos(floorDiv(viewport.x - 1 - o.x, z) + 1, floorDiv(viewport.y - 1 - o.y, z) + 1)};
}

void Camera::pan(glm::vec2 screen_delta) { centre -= screen_delta / static_cast<float>(clampedZoom()); }

}  // namespace gaitlab
