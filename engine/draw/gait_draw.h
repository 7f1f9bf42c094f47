// What the client's gait tools add to a frame's draw list: the onion skin (the previous and next poses of the
// selected critter, faint, at their world positions) and the planted-foot markers (where each planted foot of
// the selected critter was put down, pinned to the ground, with a line to where the foot is now when it slid).
// The app computes both from the world (engine/world/world_history.h for the poses, the foot contacts for the
// feet); buildWorldDrawList places them, the renderer draws them. Pure: no SDL, GL or ImGui.
#pragma once

#include <vector>

#include "engine/drawlist/draw_list.h"
#include "engine/world/world_history.h"

namespace gaitlab {

/// One planted foot: where it was put down and where it is now, map pixels (the sprite root + the contact point).
struct FootMarker {
    int foot = 0;    ///< kLeftFoot or kRightFoot (engine/gait/contacts.h)
    ipos pin{0, 0};  ///< the foot's point on the tick it was planted: the marker stays here while it is planted
    ipos now{0, 0};  ///< the foot's point on this tick
};

struct GaitOverlay {
    std::vector<CritterPose> onion;  ///< drawn faint (kOnionTint), before the critters of the same row
    /// Each onion pose's tint (past and future colours, the chosen opacity); shorter than `onion`: kOnionTint.
    std::vector<Rgba8> onion_tints;
    std::vector<FootMarker> planted;  ///< drawn over the sprites
};

/// The onion skin's tint: the texels' colours at kOnionTint.a / 255 of their opacity.
inline constexpr Rgba8 kOnionTint{255, 255, 255, 96};
/// Marker colours of the left and right foot ("left" and "right" are screen sides, DECISIONS "Foot contacts").
inline constexpr Rgba8 kLeftFootColour{60, 255, 90, 255};
inline constexpr Rgba8 kRightFootColour{255, 90, 230, 255};
/// The slide's colours by the foot slide metric's verdict (kSlidePassPx, kSlideFailPx, engine/gait/gait_metrics.h):
/// the pin's diamond, the line from the pin to where the foot is now and the ring around it.
inline constexpr Rgba8 kSlidePassColour{90, 200, 255, 255};
inline constexpr Rgba8 kSlideWarnColour{255, 200, 40, 255};
inline constexpr Rgba8 kSlideFailColour{255, 50, 40, 255};

/// The colour of foot `foot`'s marker.
[[nodiscard]] Rgba8 footMarkerColour(int foot);
/// A marker's slide, px (Chebyshev, as the foot slide metric measures it): how far `now` is from `pin`.
[[nodiscard]] int footSlidePx(const FootMarker& marker);
/// The colour of a slide of `px` by the metric's thresholds: pass up to kSlidePassPx, warn up to kSlideFailPx, fail.
[[nodiscard]] Rgba8 slideVerdictColour(int px);

/// Appends each shown pose as a sprite tinted `tints[i]`, kOnionTint past the end of `tints` (layer Critter, its
/// pose's hex as the order key).
void addOnionSkin(DrawList& list, const std::vector<CritterPose>& poses, const std::vector<Rgba8>& tints = {});
/// The client's onion tints: past poses bluish, future ones warm, at `alpha` (0..255).
[[nodiscard]] Rgba8 onionPastTint(uint8_t alpha);
[[nodiscard]] Rgba8 onionFutureTint(uint8_t alpha);
/// Appends per marker a diamond of radius 3 around the pin in the slide's verdict colour with a bar of half-length
/// 4 through it in the foot's colour; when the foot slid, a line three pixels wide from the pin to `now` and a ring
/// of radius 5 around `now`, both in the verdict colour (DECISIONS "Draw order"). Radii are in screen pixels at
/// zoom 2 (DrawList::marker_scale), so a slide of a pixel or two shows at every zoom.
void addFootMarkers(DrawList& list, const std::vector<FootMarker>& markers);

}  // namespace gaitlab
