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
    std::vector<CritterPose> onion;   ///< drawn faint (kOnionTint), before the critters of the same row
    std::vector<FootMarker> planted;  ///< drawn over the sprites
};

/// The onion skin's tint: the texels' colours at kOnionTint.a / 255 of their opacity.
inline constexpr Rgba8 kOnionTint{255, 255, 255, 96};
/// Marker colours of the left and right foot ("left" and "right" are screen sides, DECISIONS "Foot contacts").
inline constexpr Rgba8 kLeftFootColour{60, 255, 90, 255};
inline constexpr Rgba8 kRightFootColour{255, 90, 230, 255};
/// The line from a pin to where its foot is now (a slide), white.
inline constexpr Rgba8 kSlideColour{255, 255, 255, 230};

/// The colour of foot `foot`'s marker.
[[nodiscard]] Rgba8 footMarkerColour(int foot);

/// Appends each shown pose as a sprite tinted kOnionTint (layer Critter, its pose's hex as the order key).
void addOnionSkin(DrawList& list, const std::vector<CritterPose>& poses);
/// Appends per marker a diamond of radius 3 around the pin with a bar of half-length 4 through it, in the foot's
/// colour, and a line from the pin to `now` when they differ.
void addFootMarkers(DrawList& list, const std::vector<FootMarker>& markers);

}  // namespace gaitlab
