// The view: a centre in map pixels and an integer zoom 1..8. The map -> screen mapping is
// screen = map * zoom + origin with a whole-pixel origin, so every map pixel covers exactly zoom x zoom
// screen pixels at every camera position (B1.1).
#pragma once

#include <glm/vec2.hpp>

#include "engine/hex/hex.h"

namespace gaitlab {

inline constexpr int kMinZoom = 1;
inline constexpr int kMaxZoom = 8;

struct Camera {
    glm::vec2 centre{0.0f, 0.0f};  ///< map pixel shown at the viewport centre
    int zoom = 1;                  ///< clamped to 1..8 by every function below

    [[nodiscard]] int clampedZoom() const;
    /// Screen pixel of map pixel (0,0): floor(viewport/2) - round(centre * zoom), whole pixels.
    [[nodiscard]] ipos origin(ipos viewport) const;
    /// Top-left screen pixel of map pixel `p`.
    [[nodiscard]] ipos mapToScreen(ipos p, ipos viewport) const;
    /// Map position under a screen position (fractional; floor it for the map pixel).
    [[nodiscard]] glm::vec2 screenToMap(glm::vec2 screen, ipos viewport) const;
    /// The map pixels that show in a viewport of that size (any part of them): every p with
    /// mapToScreen(p) + zoom > 0 and mapToScreen(p) < viewport on both axes (DrawOptions::visible).
    [[nodiscard]] MapRect visibleRect(ipos viewport) const;
    /// Moves the centre by a screen-pixel drag (divided by the zoom).
    void pan(glm::vec2 screen_delta);
};

}  // namespace gaitlab
