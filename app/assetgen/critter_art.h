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

/// The square humanoid's canvas is kSquareCritterExtraRows taller at the bottom with the root at the same canvas
/// point: its S and N steps are 24 px on screen, so feet reach up to about 11 px below the root (draw offset
/// kCritterOffsY + kSquareCritterExtraRows).
inline constexpr int kSquareCritterExtraRows = 4;

struct CritterFrame {
    RgbaImage image{kCritterCanvasWidth, kCritterCanvasHeight};
    ipos next{0, 0};                  ///< NextX/NextY
    std::array<FootContact, 2> feet;  ///< [kLeft], [kRight], relative to the sprite root
};

struct CritterAnimationArt {
    GaitSpec spec;
    /// hdir 0..dir_count-1: hexagonal NE, E, SE, SW, W, NW; square NE, E, SE, S, SW, W, NW, N (the rest empty)
    std::array<std::vector<CritterFrame>, kMaxDirCount> dirs;
    int dir_count = kHexDirCount;  ///< 6 (hexagonal) or 8 (square)
    int extra_rows = 0;            ///< canvas rows below the standard 64 (square: kSquareCritterExtraRows)

    [[nodiscard]] int canvasHeight() const { return kCritterCanvasHeight + extra_rows; }
    [[nodiscard]] int offsY() const { return kCritterOffsY + extra_rows; }
};

/// Draws one pose onto a fresh canvas (kCritterCanvasHeight + extra_rows tall) with the root at
/// critterRootInCanvas().
[[nodiscard]] RgbaImage drawCritter(const BodyPose& pose, int extra_rows = 0);

/// Renders all frames of an animation in every direction of `geometry` (6 hexagonal, 8 square; a square
/// geometry's art gets the taller canvas, extra_rows = kSquareCritterExtraRows).
[[nodiscard]] CritterAnimationArt renderCritterAnimation(const GaitSpec& spec,
                                                         const HexGeometry& geometry = HexGeometry{});

/// True when no opaque pixel touches the canvas border (the figure was not clipped).
[[nodiscard]] bool fitsCanvas(const RgbaImage& image);

}  // namespace gaitlab::assetgen
