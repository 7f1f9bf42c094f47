// Foot contacts of any art: the ground contacts of each frame found from its pixels, grouped into two feet
// tracked across the cycle, and a planted / lifted call per foot from the aligner's authored motion (DECISIONS
// "Foot contacts", D28). Pure: no file access; the sidecar that overrides detection is
// engine/gait/contact_sidecar.h.
//
// Method, per frame (points are pixels relative to the sprite root, y down; the root is where the image's
// bottom-centre stands, shifted by the draw offset, so pixel (c, r) of a W x H image with draw offset (ox, oy)
// covers the square from (c - W/2 + ox, r - H + oy), integer W/2):
//   1. A pixel is opaque when its alpha is at least kContactAlphaThreshold.
//   2. Only a window kContactReach pixels around the root (each way) is looked at. Per column the lowest opaque
//      pixel in the window is the column's bottom; "the ground" is the kGroundRows rows ending at the lowest
//      bottom of the window (the isometric view puts one planted foot a few rows above the other).
//   3. Columns whose bottom lies on the ground form runs of adjacent columns; a run is cut where the bottom of
//      two neighbouring columns differs by more than kFootStepRows rows (a foot behind a leg). A run wider than
//      kMaxFootWidth is not one foot. A foot's underside is one dip, so where a run's bottoms rise and fall again
//      two shapes meet (the near leg's edge against the far foot): the run is cut there and the columns at the
//      top of the rise go to neither piece. A piece narrower than kMinFootWidth is not a foot (a shin, a strap).
//   4. A foot's point is the centroid of the pixel centres of its opaque pixels in its lowest kFootSoleRows rows,
//      rounded half away from zero; its sole bottom is its lowest row.
// Across the cycle (DECISIONS "Foot contacts"):
//   5. The planted sole of each picture change comes from the stance (engine/gait/stance.h): the part of the
//      figure that keeps its shape on the ground while it moves backwards in the image. The authored NextX/NextY
//      never decide it. A frame's planted foot is that sole's middle; consecutive changes whose soles meet (within
//      kSameFootPx) are one plant, and plants take the two foot slots in turn, the first "left".
//   6. A foot that steps 1-4 find more than kSameFootPx from the planted sole is the other foot, lifted.
//   7. A frame whose changes cannot be judged has no planted foot: the feet steps 1-4 find are "undecided", in
//      screen order, and its note says why the stance could not be judged.
// Pixels are read without the ground shadow (engine/gait/figure_pixels.h), so a dithered or solid shadow under
// the feet no longer makes a shape wider than a foot.
//
// Limits: steps 1-4 say "no contact data" for a frame rather than guess:
//   - nothing opaque near the root (the frame is empty there, or the art stands far from its root);
//   - a single run, or any run, wider than a foot: a long robe, both feet side by side with no gap;
//   - more than two feet-sized runs whose lowest two cannot be told apart.
// These limit only the second foot and the points of frames the stance cannot judge: the stance itself works on
// touching feet and robes.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "engine/gait/stance.h"
#include "engine/hex/hex.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

inline constexpr int kContactAlphaThreshold = 128;  ///< alpha 0..255 at or above which a pixel is opaque
inline constexpr int kContactReach = 16;            ///< pixels from the root, each way, that are searched
inline constexpr int kGroundRows = 8;               ///< rows ending at the lowest bottom that count as ground
inline constexpr int kFootStepRows = 2;             ///< larger bottom step between columns cuts a run
inline constexpr int kMinFootWidth = 4;             ///< columns; narrower runs are not feet
inline constexpr int kMaxFootWidth = 10;            ///< columns; wider runs are not one foot
inline constexpr int kFootSoleRows = 3;             ///< lowest rows of a foot averaged into its point
inline constexpr int kSameFootPx = 4;  ///< px (Chebyshev) within which two points are the same foot (steps 5-6)

enum class FootState {
    NoContactData,  ///< the pixels do not tell where this foot is
    Undecided,      ///< the point is known, but no neighbouring frame shows the foot
    Planted,        ///< it carries the figure: the stance's sole (stance.h), or a sidecar's word
    Lifted,         ///< another foot, off the ground or moving
};

/// One foot in one frame; `point` is meaningful unless the state is NoContactData.
struct ContactFoot {
    FootState state = FootState::NoContactData;
    ipos point{0, 0};  ///< pixels relative to the sprite root, y down
};

inline constexpr int kLeftFoot = 0;
inline constexpr int kRightFoot = 1;

struct FrameContacts {
    std::array<ContactFoot, 2> feet;  ///< [kLeftFoot], [kRightFoot]
    std::string note;                 ///< why a foot has no data (empty when both have a point)
};

/// The contacts of one direction-specific sheet, one entry per frame, and the stance they come from (or, for a
/// sidecar, the stance its planted points make: stanceFromContacts).
struct SheetContacts {
    std::vector<FrameContacts> frames;
    SheetStance stance;
};

/// The feet-sized ground runs of one frame (steps 1-4), or why there are none.
struct FrameFeet {
    std::vector<ipos> feet;        ///< 0, 1 or 2 points, left to right on screen
    std::vector<int> sole_bottom;  ///< per foot, its lowest opaque row relative to the root (y down)
    std::string problem;           ///< non-empty when the frame has no contact data
};

/// Steps 1-4 on one frame. A frame without width*height*4 bytes of pixels has "no pixels" as its problem.
[[nodiscard]] FrameFeet detectFrameFeet(const SpriteFrame& frame);
/// Steps 1-4 on a frame's pixels less `shadow` (figure_pixels.h).
[[nodiscard]] FrameFeet detectFrameFeet(const SpriteFrame& frame, const GroundShadow& shadow);

/// Steps 1-7 on every frame of `sheet` (its frames carry RGBA pixels) for a walk along `travel` (the direction's
/// step, screen px; HexGeometry::stepVector). `shadow`: the animation's (findGroundShadow over all its frames);
/// `image_ids` (may be empty) say which frames repeat a picture.
[[nodiscard]] SheetContacts detectSheetContacts(const SpriteSheet& sheet, ipos travel, const GroundShadow& shadow = {},
                                                const std::vector<uint64_t>& image_ids = {},
                                                StanceSearch search = StanceSearch::Screen);

/// The stance a sidecar's planted points make (DECISIONS "Foot contacts"): for each picture change the image motion
/// of a foot planted in both frames (the one planted through the change before, when both are), and "cannot
/// judge" where no foot is planted in both.
[[nodiscard]] SheetStance stanceFromContacts(const SpriteSheet& sheet, const std::vector<FrameContacts>& frames,
                                             ipos travel, const std::vector<uint64_t>& image_ids = {});

/// "no contact data", "undecided", "planted", "lifted".
[[nodiscard]] const char* footStateName(FootState state);

}  // namespace gaitlab
