#include "render/ground_area.h"

namespace gaitlab {

namespace {

int floorDivGround(int a, int b) { return a / b - (a % b < 0 ? 1 : 0); }

}  // namespace

GroundArea groundArea(const Camera& camera, ipos viewport) {
    GroundArea area;
    area.zoom = camera.clampedZoom();
    const ipos corner = -camera.origin(viewport);  // scaled map pixel at the view's top-left
    area.offset =
        ipos(floorDivGround(corner.x, kGroundStepPx), floorDivGround(corner.y, kGroundStepPx)) * kGroundStepPx;
    area.size = viewport + ipos(kGroundStepPx);
    const int z = area.zoom;
    area.map = MapRect{ipos(floorDivGround(area.offset.x, z), floorDivGround(area.offset.y, z)),
                       ipos(floorDivGround(area.offset.x + area.size.x - 1, z) + 1,
                            floorDivGround(area.offset.y + area.size.y - 1, z) + 1)};
    return area;
}

}  // namespace gaitlab
