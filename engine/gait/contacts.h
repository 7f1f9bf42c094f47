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
//   4. A foot's point is the centroid of the pixel centres of its opaque pixels in its lowest kSoleRows rows,
//      rounded half away from zero; its sole bottom is its lowest row.
// Across the cycle:
//   5. The first frame showing two feet names them: "left" is the one further left on screen, "right" the
//      other (screen sides, not anatomy). Every other frame, in cycle order, gives each foot the point nearest
//      (in world space) to where that foot was last seen, the closest pair first; world space is the point +
//      accum[frame], one T on for each wrap of the cycle, exactly where the aligner puts it.
//   6. Each foot's ground line runs along T through the lowest its sole bottom gets in world space over the
//      cycle (measured at the foot's point); a foot whose sole bottom is kGroundLineRows or more rows above its
//      line is off the ground. With T vertical, height cannot be told from travel and this cue is not used.
//   7. A foot is planted in a frame when it is on the ground and its world point is within kPlantedTolerance
//      pixels (Chebyshev) of its world point in the nearest frame before or after that shows the foot in a
//      different image; else lifted. Frames without the foot are passed over; frames that repeat the same image
//      (a cycle's closing frame repeating its first) are skipped, since a pose that does not change keeps every
//      foot still.
//
// Limits: detection says "no contact data" rather than guess:
//   - nothing opaque near the root (the frame is empty there, or the art stands far from its root);
//   - a single run, or any run, wider than a foot: a long robe, a cast shadow, both feet side by side with no
//     gap; the whole frame gets no data;
//   - more than two feet-sized runs whose lowest two cannot be told apart;
//   - one run only: it is the foot whose last world point is nearer; the other foot is hidden behind it or off
//     the ground and has no data; when both are about as near, neither has data;
//   - no frame of the cycle shows two feet: no foot can be named, every frame has no data;
//   - a foot seen in no other frame cannot be called planted or lifted (FootState::Undecided).
// A sole drawn with an outline puts the point about one pixel from where an artist would mark it, and a long
// toe pulls it forward: the point is the sole's middle, not the ankle. A swing less than a row above the ground
// and within a pixel of where it lands or lifted from (a slow, low step, the frame just before touch-down) is
// called planted: its pixels do not tell it apart; a sidecar must say otherwise.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "engine/hex.h"
#include "engine/sprite_sheet.h"

namespace gaitlab {

inline constexpr int kContactAlphaThreshold = 128;  ///< alpha 0..255 at or above which a pixel is opaque
inline constexpr int kContactReach = 16;            ///< pixels from the root, each way, that are searched
inline constexpr int kGroundRows = 8;               ///< rows ending at the lowest bottom that count as ground
inline constexpr int kFootStepRows = 2;             ///< larger bottom step between columns cuts a run
inline constexpr int kMinFootWidth = 4;             ///< columns; narrower runs are not feet
inline constexpr int kMaxFootWidth = 10;            ///< columns; wider runs are not one foot
inline constexpr int kSoleRows = 3;                 ///< lowest rows of a foot averaged into its point
inline constexpr int kPlantedTolerance = 1;         ///< pixels (Chebyshev) a planted foot may move per frame
inline constexpr int kGroundLineRows = 1;           ///< a sole this many rows above its ground line is lifted

enum class FootState {
    NoContactData,  ///< the pixels do not tell where this foot is
    Undecided,      ///< the point is known, but no neighbouring frame shows the foot
    Planted,        ///< the aligner's motion keeps it still
    Lifted,         ///< it moves in world space
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

/// The contacts of one direction-specific sheet, one entry per frame.
struct SheetContacts {
    std::vector<FrameContacts> frames;
};

/// The feet-sized ground runs of one frame (steps 1-4), or why there are none.
struct FrameFeet {
    std::vector<ipos> feet;        ///< 0, 1 or 2 points, left to right on screen
    std::vector<int> sole_bottom;  ///< per foot, its lowest opaque row relative to the root (y down)
    std::string problem;           ///< non-empty when the frame has no contact data
};

/// Steps 1-4 on one frame. A frame without width*height*4 bytes of pixels has "no pixels" as its problem.
[[nodiscard]] FrameFeet detectFrameFeet(const SpriteFrame& frame);

/// Steps 1-7 on every frame of `sheet` (its frames carry RGBA pixels; `sheet.cycle` is the walk cycle).
[[nodiscard]] SheetContacts detectSheetContacts(const SpriteSheet& sheet);

/// "no contact data", "undecided", "planted", "lifted".
[[nodiscard]] const char* footStateName(FootState state);

}  // namespace gaitlab
