// Which part of the figure carries it from one picture to the next, found from the pixels as the world draws them
// on the screen (DECISIONS "Foot contacts", "Gait metrics"). Each frame is placed where the aligner draws it: its
// root at the sum of the NextX/NextY before it, its picture at its draw offset from the root. A planted foot keeps
// still there; what it does on the screen is the slide the viewer sees, so how a file splits a motion between the
// deltas and the pictures' placement changes nothing: two files that draw the same pixels get the same stance.
// Pure.
//
// Method, per picture change (frame `from` to frame `to`, the next frame with another picture):
//   1. The figure's pixels without its shadow (engine/gait/figure_pixels.h).
//   2. Its sole: per column the lowest drawn pixel and the kSoleRows rows above it, for the columns whose lowest
//      pixel lies within kGroundBand pixels of the frame's ground line. The ground line runs along the direction
//      of travel (the hex direction's step, not T) through the lowest column bottom, so on a diagonal the foot
//      further ahead, drawn higher, is still on it.
//   3. A picture held over several frames is drawn where each of them puts the root: the whole figure, planted
//      sole included, moves with the root over them (the hold). The sole of the held picture's last frame is then
//      moved on the screen by every shift of up to kSoleReach pixels along the travel and kStanceAcross across it,
//      a window symmetric around a foot that keeps still; each of its pixels that lands on a sole pixel of `to`
//      scores 1, or 4 where the colours are the same. A foot a stride away can look just like the planted one, so
//      each score is weighed by 1 / (1 + (d / kStanceStillPx)^2) for a screen motion of d px. The best weighed
//      shift is the planted sole's motion on the screen when at least kMinSoleMatch pixels and kMinSoleFraction
//      of the smaller sole land, and no shift more than 2 px away weighs within kStanceAmbiguity of it. Touching
//      feet and a foot hidden behind the other leg are one blob: the profile still says which part keeps its
//      shape on the ground.
// Otherwise the change "cannot be judged", with the reason. The deltas decide nothing here: they only place the
// frames.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/gait/figure_pixels.h"
#include "engine/hex/hex.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

inline constexpr int kSoleRows = 6;                   ///< rows of a column above its lowest drawn pixel
inline constexpr int kGroundBand = 10;                ///< px above the ground line that still touch it
inline constexpr int kSoleReach = 32;                 ///< px along the travel, the largest screen motion searched
inline constexpr double kStanceAcross = 3.0;          ///< px across the travel searched
inline constexpr double kStanceStillPx = 6.0;         ///< px of screen motion at which a match weighs half
inline constexpr int kMinSoleMatch = 12;              ///< sole pixels that must land
inline constexpr double kMinSoleFraction = 0.25;      ///< of the smaller sole
inline constexpr double kStanceAmbiguity = 0.95;      ///< a rival shift weighing this much of the best: undecided
inline constexpr double kStanceForwardSlack = 1.0;    ///< image search: px a sole may move forwards
inline constexpr double kImageAcross = 1.5;           ///< image search: px across the travel searched
inline constexpr int kSoleRootReach = 16;             ///< image search: px above the root a sole may end
inline constexpr double kStancePaceScore = 0.8;       ///< image search: of the best score, for a match nearer the pace
inline constexpr double kStanceOutlierFactor = 1.75;  ///< image search: of the median backward motion
inline constexpr double kStanceOutlierSlack = 3.0;    ///< image search: px added to that bound
inline constexpr int kSamePlantPx = 4;                ///< px (Chebyshev) within which two soles are one plant
/// Of a cycle's picture changes, the most one plant may hold: a walking foot is down a little over half the cycle
/// (the shipped humanoid: 5 of 8 frames), so a longer plant has chained the two feet through double support.
inline constexpr double kPlantShareMax = 0.6;
/// px forwards along the travel the sole followed must jump between two steps for a too long plant to be split there
/// (the humanoid's hand-over: 6 px); with no such jump it is one sole throughout, however long.
inline constexpr double kHandOverMinPx = 3.0;

/// Why a sidecar's change has no stance: it plants no foot in both frames (a run's flight), so no planted foot can
/// slide there. The foot slide metric passes such a change over rather than calling it "cannot judge".
inline constexpr const char* kNoFootAcross = "the sidecar plants no foot in both frames";

/// Where the sole is searched for. Screen: what the viewer sees (the verdict): the window symmetric around a foot
/// that keeps still on the screen, weighed towards it. Image: for deltas still to be found (derive-deltas), the
/// deltas play no part: the sole's motion in the image, backwards along the travel (at most kStanceForwardSlack
/// forwards), the best score unweighed.
enum class StanceSearch { Screen, Image };

/// One registration of `from`'s sole onto `to`'s (step 3).
struct SoleMatch {
    std::optional<ipos> shift;  ///< the planted sole's motion in the image (its screen motion less the root's), px
    ipos point{0, 0};           ///< the middle of the matched sole pixels in `from`, root-relative, when shift
    std::vector<ipos> landed;   ///< where the matched sole pixels land in `to`, root-relative (the plant's identity)
    int matched = 0;            ///< sole pixels of `from` that land on `to`'s at the best shift
    int sole = 0;               ///< sole pixels of `from`
    std::string why;            ///< cannot judge: why
};

/// The sole of `a` registered on the sole of `b` on the screen (step 3) for a walk along `travel` (screen px, any
/// length > 0), where the world draws b's root `root_motion` px from a's.
/// `pace` (image search only): prefer, among matches scoring at least kStancePaceScore of the best, the one whose
/// backward motion in the image is nearest it.
[[nodiscard]] SoleMatch matchSole(const FigurePixels& a, const FigurePixels& b, ipos travel, ipos root_motion,
                                  StanceSearch search = StanceSearch::Screen,
                                  std::optional<double> pace = std::nullopt);

/// One picture change of a sheet.
struct StanceStep {
    int from = 0;               ///< frame index
    int to = 0;                 ///< the next frame (cyclically) with another picture
    std::optional<ipos> shift;  ///< image motion of the planted sole from `from` to `to`, px
    ipos point_from{0, 0};      ///< the planted sole's middle in `from`, root-relative (when shift)
    ipos point_to{0, 0};        ///< and in `to`: point_from + shift
    ipos root_motion{0, 0};  ///< how far the sprite root moves: the NextX/NextY of the frames after `from` up to `to`
    int matched = 0;         ///< pixels behind the figure (a sidecar's step: 0)
    std::string why;         ///< cannot judge: why
    /// Which plant the step belongs to: judged steps whose soles meet (point_to of one within kSamePlantPx of
    /// point_from of the next) are one plant, numbered from 0 in cycle order; -1 when not judged.
    int plant = -1;
    std::vector<ipos> sole_from;  ///< the matched sole pixels in `from` (empty for a sidecar's step)
    std::vector<ipos> sole_to;    ///< and where they land in `to`

    /// What the viewer sees the planted foot do at this change: root_motion + shift, px; nullopt: cannot judge.
    [[nodiscard]] std::optional<ipos> slide() const;
};

/// The stance of one direction's sheet through its cycle.
struct SheetStance {
    std::vector<StanceStep> steps;  ///< in cycle order from the first picture change after frame 0
    ipos travel{0, 0};              ///< the direction's step, screen px
    bool from_sidecar = false;      ///< shifts from a sidecar's planted points, not from pixels
    std::vector<int> run_of;        ///< per frame, the index of the step that starts at its picture

    /// The planted sole's image motion from frame `from` to frame `to` going forwards through the cycle: the sum of
    /// the steps between them (zero for the same picture). nullopt when a step between them cannot be judged, or
    /// when the way forwards is more than half the cycle (the frames went backwards); `why` then says which.
    /// Whether frames `from` and `to` show the same picture (no picture change to judge between them).
    [[nodiscard]] bool samePicture(int from, int to) const {
        return from >= 0 && to >= 0 && static_cast<size_t>(from) < run_of.size() &&
               static_cast<size_t>(to) < run_of.size() &&
               run_of[static_cast<size_t>(from)] == run_of[static_cast<size_t>(to)];
    }
    /// `plant`, when given, is set to the plant every step between them belongs to, or -1 when they are of
    /// several plants (or none are crossed).
    [[nodiscard]] std::optional<ipos> shiftBetween(int from, int to, std::string* why = nullptr,
                                                   int* plant = nullptr) const;
    /// The same walk through the steps as shiftBetween, summing what the viewer sees the planted sole do: the
    /// steps' slides (their root motion, held pictures included, plus the sole's motion in the image), screen px.
    [[nodiscard]] std::optional<ipos> slideBetween(int from, int to, std::string* why = nullptr,
                                                   int* plant = nullptr) const;
    /// Whether the step leaving frame `from` is where its plant begins, as the whole-cycle figure counts it
    /// (measureSheetGait, plant_slides.h): its plant differs from the step before's, or, one plant holding every
    /// step, it is the cycle's first step. False for a frame out of range.
    [[nodiscard]] bool beginsPlant(int from) const;

private:
    [[nodiscard]] std::optional<ipos> walkBetween(int from, int to, bool slides, std::string* why, int* plant) const;

public:
};

/// How many pixels two lists of distinct root-relative pixels have in common.
[[nodiscard]] std::size_t sharedPixels(std::vector<ipos> a, std::vector<ipos> b);

/// Numbers the plants of `stance.steps` (StanceStep::plant): a judged step continues the plant of the step before
/// when that one was judged and their soles meet: at least half of the smaller of the sole pixels the earlier step
/// lands and the ones the later step starts from are the same pixels (a sidecar's steps, which have no pixels: its
/// points within kSamePlantPx). measureStance and stanceFromContacts call it.
void numberPlants(SheetStance& stance);

/// The last part of numberPlants: a plant of more than kPlantShareMax of the steps (rounded up) has chained both
/// feet through double support (touching feet are one blob of pixels) and is split where the sole followed jumps
/// furthest forwards along the travel (the foot landing ahead taking over) among the cuts that leave no piece too
/// long (a chain of two feet splits about in half), again until no piece is too long or no such jump reaches
/// kHandOverMinPx; the plants are then numbered from 0 in cycle order again.
void splitLongPlants(SheetStance& stance);

/// The stance of `sheet`, whose frames carry RGBA pixels, for a walk along `travel` (the direction's step, screen
/// px). `image_ids` (may be empty: every frame its own picture) say which frames repeat a picture; `shadow` is the
/// animation's (findGroundShadow over all its frames).
[[nodiscard]] SheetStance measureStance(const SpriteSheet& sheet, ipos travel, const std::vector<uint64_t>& image_ids,
                                        const GroundShadow& shadow, StanceSearch search = StanceSearch::Screen);

/// The frames of `sheet` grouped by picture: for each frame the index of the first frame of its run of equal
/// pictures (a run may wrap round the cycle's end). `image_ids` empty: every frame is its own picture.
[[nodiscard]] std::vector<int> pictureRunStarts(const SpriteSheet& sheet, const std::vector<uint64_t>& image_ids);

/// How far the sprite root moves from frame `from` to frame `to` going forwards through the cycle: the NextX/NextY
/// of the frames after `from` up to and including `to`, px (the aligner places frame i at accum[i], T on per wrap).
[[nodiscard]] ipos rootMotion(const SpriteSheet& sheet, int from, int to);

}  // namespace gaitlab
