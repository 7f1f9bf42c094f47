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

void Camera::pan(glm::vec2 screen_delta) { centre -= screen_delta / static_cast<float>(clampedZoom()); }

}  // namespace gaitlab
