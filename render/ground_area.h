// Where the renderer's ground cache lies for a camera: the view grown to whole steps of kGroundStepPx screen pixels,
// so a camera that pans by less than a step (a view following a walking unit) keeps the same area and the ground
// drawn into it. Pure: no GL.
#pragma once

#include "engine/hex/hex.h"
#include "render/camera.h"

namespace gaitlab {

/// The grid the ground cache's area snaps to, screen pixels: larger steps redraw the ground less often while
/// panning but draw more of it when they do (the area is the viewport plus one step on each axis).
inline constexpr int kGroundStepPx = 128;

/// The ground cache's area at the camera's zoom, in scaled map pixels (map pixel · zoom).
struct GroundArea {
    ipos offset{0, 0};  ///< scaled map pixel of the area's top-left pixel, a multiple of kGroundStepPx
    ipos size{0, 0};    ///< viewport + kGroundStepPx on each axis
    int zoom = 1;
    MapRect map;  ///< the map pixels that show in the area (any part of them), for DrawOptions::ground

    friend bool operator==(const GroundArea&, const GroundArea&) = default;
};

/// The area holding the view of `camera` in `viewport`: offset = floor(-origin / step) · step, so the view's scaled map
/// pixels [-origin, -origin + viewport) lie inside [offset, offset + size).
[[nodiscard]] GroundArea groundArea(const Camera& camera, ipos viewport);

}  // namespace gaitlab
