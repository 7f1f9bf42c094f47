// What the viewer sees of a frame, for measuring it: its opaque pixels placed relative to the sprite root, with a
// ground shadow taken out (DECISIONS "Foot contacts"). Fallout and FOnline critters stand on shadows drawn into
// their frames, either a checkerboard of two palette colours or a solid blob; a shadow joins the feet
// and keeps still while they move, so every measure of the feet and the figure works on these pixels instead.
// Pure: no file access.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/hex/hex.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

inline constexpr int kFigureAlphaThreshold = 128;  ///< alpha 0..255 at or above which a pixel is drawn
/// A checkerboard is a shadow when the sheet has this many perfect checker pixels (a pixel whose four neighbours
/// all have the one other colour) per frame on average.
inline constexpr int kDitherPixelsPerFrame = 8;
/// A colour is a solid shadow when it lies under the figure, the lowest drawn pixel of at least kShadowLowestShare
/// of the frames' columns, and the sheet has at least this many of its pixels with all four neighbours of the same
/// colour per frame on average. Shape, not brightness: a palette changes colours, not which pixels are the shadow.
inline constexpr int kSolidShadowPixelsPerFrame = 4;
inline constexpr double kShadowLowestShare = 0.15;

/// The shadow a sheet's frames are drawn with, found from their pixels (findGroundShadow). Colours are packed
/// RGBA as rgbaKey(); a dither colour of 0 is "transparent" (isolated pixels on nothing).
struct GroundShadow {
    std::optional<std::pair<uint32_t, uint32_t>> dither;  ///< the two colours of a checkerboard shadow
    std::optional<uint32_t> solid;                        ///< a solid shadow's colour
    /// "none", "a checkerboard of #0c0c0c and #201010", "solid #0c0c0c": what reports and `contacts` say.
    [[nodiscard]] std::string describe() const;
};

/// A frame's drawn pixels without its shadow, in a box relative to the sprite root (x right, y down; pixel (c, r)
/// of a W x H image with draw offset (ox, oy) is at (c - W/2 + ox, r - H + oy), integer W/2, as the renderer puts
/// it).
struct FigurePixels {
    ipos origin{0, 0};  ///< root-relative position of the box's top-left pixel
    int width = 0;
    int height = 0;
    std::vector<uint32_t> colour;  ///< width*height, rgbaKey() of each pixel, 0 where nothing is drawn
    int count = 0;                 ///< pixels drawn

    /// rgbaKey of the pixel at root-relative `p`, 0 outside the box or where nothing is drawn.
    [[nodiscard]] uint32_t at(ipos p) const;
    [[nodiscard]] bool empty() const { return count == 0; }
};

/// R | G << 8 | B << 16 | A << 24 with A forced to at least 1, so a drawn pixel's key is never 0.
[[nodiscard]] uint32_t rgbaKey(uint8_t r, uint8_t g, uint8_t b, uint8_t a);

/// The shadow of `frames` (the frames of one sheet, or of a whole animation): the checkerboard colour pair with
/// the most perfect checker pixels when that is at least kDitherPixelsPerFrame per frame, and of the colours that
/// are the lowest drawn pixel of at least kShadowLowestShare of the columns, the one with the most interior pixels
/// when at least kSolidShadowPixelsPerFrame per frame. Frames without pixels count as frames and add nothing.
[[nodiscard]] GroundShadow findGroundShadow(const std::vector<const SpriteFrame*>& frames);

/// findGroundShadow over every frame of every direction of `anim`: one shadow for the whole animation.
[[nodiscard]] GroundShadow animationShadow(const SpriteAnimation& anim);

/// The frame's pixels with alpha >= kFigureAlphaThreshold, less `shadow`: a dither-colour pixel with at least two
/// neighbours (of four) of the pair's other colour, every pixel of the solid colour, and then any pixel left with
/// no drawn neighbour of eight (the specks a shadow's edge leaves). A frame without width*height*4 bytes of
/// pixels gives an empty result.
[[nodiscard]] FigurePixels figurePixels(const SpriteFrame& frame, const GroundShadow& shadow);

inline constexpr int kFigureReach = 24;  ///< px each way a figure's translation is searched (silhouetteShift)

/// The translation of `a`'s figure that best matches `b`'s, px: the shift s (|s.x|, |s.y| <= kFigureReach) that puts
/// the most of a's drawn pixels on b's, each scoring 1, or 4 where the colours are the same; ties go to the smaller
/// shift. So a frame whose image widens while its draw offset keeps the body where it was has the shift that
/// undoes the offset, and the figure, not the root, is what a jump measures (DECISIONS "Gait metrics"). Searched
/// on every other shift, then around the best. When no shift within reach puts any of a's pixels on b's, the
/// motion of the figures' middles (how far the figure really went). nullopt when either has no pixels.
[[nodiscard]] std::optional<ipos> silhouetteShift(const FigurePixels& a, const FigurePixels& b);

}  // namespace gaitlab
