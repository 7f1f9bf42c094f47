// Where `gaitlab render` puts its camera (DECISIONS "Headless framing"): the capture shows the whole sprite of the
// selected critter (or unit) as drawn, with a margin, moving the camera off the followed point only as far as that
// needs. Pure apart from reading the world and the assets: no GL.
#pragma once

#include <optional>

#include "engine/draw/critter_draw.h"
#include "engine/draw/world_draw_list.h"
#include "engine/hex/hex.h"
#include "engine/world/world.h"
#include "render/camera.h"

namespace gaitlab {

/// Screen pixels kept clear between the framed sprite and each capture edge, at the output scale (any zoom).
inline constexpr int kFramingMarginPx = 8;

/// The map pixels the selected critter's current frame covers as buildWorldDrawList draws it (the SpriteItem that
/// addCritter makes: top_left, size), half-open [min, max); for a selected tactics unit the union of its pose's
/// tiles (addTacticsUnit), one map pixel wider on every side for the pivot snap (D12). Nullopt when nothing is
/// drawn for it (no critters, a missing animation, no tactics atlas).
[[nodiscard]] std::optional<MapRect> selectedSpriteBox(const World& world, const DrawAssets& assets);

/// The camera framing: `follow` moved by whole screen pixels as little as puts `box` (map pixels, half-open) plus
/// `margin` screen pixels inside the `viewport` (pixels) on each axis; the zoom is never changed. On an axis where
/// the box with both margins is wider than the viewport, the box is centred on that axis instead (floor of the
/// spare pixels before it) and `larger` (when given) is set true; it is left alone otherwise.
[[nodiscard]] Camera frameBox(const Camera& follow, const MapRect& box, ipos viewport, int margin,
                              bool* larger = nullptr);

/// What one frame's framing decided.
struct Framing {
    Camera camera;               ///< the camera to draw with
    std::optional<MapRect> box;  ///< selectedSpriteBox; none: `camera` is the followed one
    bool larger = false;         ///< the box and margins do not fit the viewport at this zoom (it is centred)
};

/// followSelected(world, zoom) framed on selectedSpriteBox with kFramingMarginPx (frameBox), for a viewport of
/// `viewport` pixels. Deterministic: the same world state, zoom and viewport give the same camera.
[[nodiscard]] Framing frameSelected(const World& world, const DrawAssets& assets, int zoom, ipos viewport);

}  // namespace gaitlab
