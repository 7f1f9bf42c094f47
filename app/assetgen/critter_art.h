// The humanoid critter's frames: the skeleton of each gait frame drawn as flat-shaded pixel art with a 1 px
// dark outline on a fixed canvas (D23). Left limbs use a darker shade than right limbs.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "app/assetgen/gait.h"
#include "app/assetgen/raster.h"

namespace gaitlab::assetgen {

/// Every frame of every animation shares one canvas. Its bottom-centre (width/2, height) is drawn at the
/// sprite root + draw offset (0, kCritterOffsY) (§8, D8: positive y moves the image down),
/// so the root sits at (width/2, height - kCritterOffsY) in the canvas and feet may reach 8 px below it.
inline constexpr int kCritterCanvasWidth = 48;
inline constexpr int kCritterCanvasHeight = 64;
inline constexpr int kCritterOffsY = 8;
[[nodiscard]] constexpr ipos critterRootInCanvas() {
    return {kCritterCanvasWidth / 2, kCritterCanvasHeight - kCritterOffsY};
}

struct CritterFrame {
    RgbaImage image{kCritterCanvasWidth, kCritterCanvasHeight};
    ipos next{0, 0};                  ///< NextX/NextY
    std::array<FootContact, 2> feet;  ///< [kLeft], [kRight], relative to the sprite root
};

struct CritterAnimationArt {
    GaitSpec spec;
    std::array<std::vector<CritterFrame>, 6> dirs;  ///< hdir 0..5 = NE, E, SE, SW, W, NW
};

/// Draws one pose onto a fresh canvas with the root at critterRootInCanvas().
[[nodiscard]] RgbaImage drawCritter(const BodyPose& pose);

/// Renders all frames of an animation in the six directions.
[[nodiscard]] CritterAnimationArt renderCritterAnimation(const GaitSpec& spec);

/// True when no opaque pixel touches the canvas border (the figure was not clipped).
[[nodiscard]] bool fitsCanvas(const RgbaImage& image);

}  // namespace gaitlab::assetgen
