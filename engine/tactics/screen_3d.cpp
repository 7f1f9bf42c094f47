#include "engine/tactics/screen_3d.h"

#include "engine/tactics/view.h"

namespace gaitlab::tactics {

glm::dvec2 tileCentreInGroup(double cx, double cy) { return {cx * kGroupUnitsPerPixelX, -cy * kGroupUnitsPerPixelY}; }

glm::dvec3 fbInWorld(int facing, double fb) {
    const auto f = static_cast<size_t>(wrap8(facing));
    return glm::dvec3{FACING_X[f], 0.0, FACING_Z[f]} * (fb * kGroupUnitsPerPixelX);
}

double duInGroup(double du) { return -du * kGroupUnitsPerPixelY; }

double textureV(double y, int imageHeight) { return 1.0 - y / imageHeight; }

}  // namespace gaitlab::tactics
