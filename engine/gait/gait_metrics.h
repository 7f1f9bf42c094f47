// Gait metrics: numbers for how well a walk keeps its feet planted, from the per-tick samples of one critter or
// unit and the foot contacts of the sheets it showed (DECISIONS "Gait metrics", D28). Pure: no file access, no
// world; engine/world/gait_samples.h takes the samples from a running world.
//
// Units: map pixels (screen, y down; zoom 1) and ms unless a metric says otherwise. Every metric has a verdict:
// pass, warn or fail against its documented threshold, or "no data" (a metric that needs foot contacts where
// the sheet has none, a turn metric on a path without turns). A metric never guesses a number it cannot measure.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/gait/contacts.h"
#include "engine/gait/figure_pixels.h"
#include "engine/hex/hex.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// One tick of one critter or unit.
struct GaitSample {
    int64_t t_ms = 0;
    std::string anim;                    ///< the animation shown: walk, run, idle, attack, ...
    const SpriteSheet* sheet = nullptr;  ///< the sheet shown (pointer identity = "the same sheet")
    int dir = 0;                         ///< map hdir of that sheet, 0..dirCount()-1 (hexagonal 0..5, square 0..7)
    int frame = 0;
    bool moving = false;           ///< a MovingContext is active
    bool movement_driven = false;  ///< the aligner chose the frame (walk and run while moving)
    double phase = 0.0;            ///< cycle_proj / dot(T,T), [0, 1)
    ipos sprite_root{0, 0};        ///< where the image's bottom-centre is drawn, map px
    ipos logical{0, 0};            ///< hex centre + HexOffset, map px
    bool correction = false;       ///< an authoritative position correction arrived on this tick
};

/// What the metrics know of a sheet besides its frames: its contacts and stance (from the sidecar or from the
/// pixels; empty when there are none), an image identity per frame (equal ids: the same picture at the same draw
/// offset), the sheet with its frames' RGBA pixels (the figure a jump is measured on; null: none) and the shadow
/// drawn with them, and a name for evidence ("walk E").
struct GaitSheetInfo {
    SheetContacts contacts;
    std::vector<uint64_t> image_ids;
    const SpriteSheet* pixels = nullptr;
    GroundShadow shadow;
    std::string label;
};
/// The info of a sheet the samples name, or nullptr when nothing is known (then every foot metric of that
/// sheet has no data and each frame counts as its own image).
using GaitSheetLookup = std::function<const GaitSheetInfo*(const SpriteSheet*)>;

/// `v` with exactly `decimals` digits after the point ("2.50"): how reports and thresholds print numbers.
[[nodiscard]] std::string fixedText(double v, int decimals);

/// NoData: the metric does not apply to what ran (no turn, no stop). CannotJudge: it applies, but the pixels cannot
/// decide it (a walk whose stance no frame change shows); it is never a pass.
enum class Verdict { Pass, Warn, Fail, NoData, CannotJudge };
/// "pass", "warn", "fail", "no data", "cannot judge".
[[nodiscard]] const char* verdictName(Verdict verdict);
/// The worse of two verdicts: fail > warn > cannot judge > pass > no data.
[[nodiscard]] Verdict worse(Verdict a, Verdict b);

/// A metric's bounds: the verdict is warn outside [warn_low, warn_high] and fail outside [fail_low, fail_high].
struct Threshold {
    double warn_low = -1e300;
    double warn_high = 1e300;
    double fail_low = -1e300;
    double fail_high = 1e300;
    [[nodiscard]] Verdict judge(double value) const;
    /// False for a value that is shown only (no bound set): its verdict is always pass and reports say "shown".
    [[nodiscard]] bool judged() const;
    /// E.g. "pass <= 1, fail > 2"; the README's table uses the same words.
    [[nodiscard]] std::string text(int decimals) const;
};

struct MetricResult {
    std::string id;               ///< stable key: foot_slide, pose_drift, jump_frame_change, ...
    std::string label;            ///< for people: "foot slide"
    std::string unit;             ///< "px", "poses/s", "cycles", "%", ...
    std::optional<double> value;  ///< nullopt: no data
    Threshold threshold;
    Verdict verdict = Verdict::NoData;
    int64_t at_ms = -1;  ///< the tick of the worst value, -1 when none
    std::string note;    ///< what was counted, or why there is no data
};

/// The metrics of one group of ticks (one direction, or all of them).
struct GaitGroup {
    int dir = -1;  ///< map hdir 0..7 (dirName(dir, the map's dirCount()), DECISIONS "Square geometry"), -1 for all
    std::vector<MetricResult> metrics;
    Verdict verdict = Verdict::NoData;  ///< the worst of the metrics
    [[nodiscard]] const MetricResult* find(const std::string& id) const;
};

/// Per-tick series for plots, one entry per sample. NaN where a value has no data.
struct GaitSeries {
    std::vector<int64_t> t_ms;
    std::vector<double> phase;
    std::vector<int> frame;
    std::vector<ipos> offs_anim;  ///< sprite_root - logical
    /// px (Chebyshev) the planted sole is from where it was set down, from the plant's first judged frame change
    /// until the plant ends; NaN where no plant is judged. The Gait panel's readout and markers read it.
    std::vector<double> foot_slide;
    std::vector<ipos> foot_slide_vector;  ///< the same as a vector, map px; (0, 0) where foot_slide is NaN
    std::vector<double> lead_lag;         ///< |offs_anim|, px, while moving; NaN standing
    std::vector<int> planted_foot;        ///< kLeftFoot, kRightFoot, 2 for both, -1 none or no data
    std::vector<std::string> jump;        ///< the cause of the tick's movement: jumpCauseName()
};

/// Why the sprite moved between two ticks.
enum class JumpCause { None, FrameChange, CycleWrap, Turn, Stop, Start, SheetChange, StateChange, Correction };
/// "none", "frame change", "cycle wrap", "turn", "stop", "start", "sheet change", "state change", "correction".
[[nodiscard]] const char* jumpCauseName(JumpCause cause);
/// The cause of the movement from `a` to the next tick `b`, first match: correction (b.correction), stop,
/// start, sheet change (walk <-> run, both movement-driven), state change (another animation), turn (another
/// direction), cycle wrap (the phase went back by more than half a cycle), frame change, none.
[[nodiscard]] JumpCause jumpCause(const GaitSample& a, const GaitSample& b);

struct GaitReport {
    GaitGroup overall;              ///< every tick
    std::vector<GaitGroup> groups;  ///< one per direction shown, in hdir order
    GaitSeries series;
};

/// Thresholds (DECISIONS "Gait metrics"). A planted foot may move kSlidePassPx, px.
inline constexpr double kSlidePassPx = 3.0;
inline constexpr double kSlideFailPx = 5.0;
/// How far all planted soles of a cycle may move on the screen together, px per cycle.
inline constexpr double kCycleSlidePassPx = 8.0;
inline constexpr double kCycleSlideFailPx = 10.0;
/// How far the authored T may differ from the stride the planted soles imply, % of that stride.
inline constexpr double kStridePassPct = 20.0;
inline constexpr double kStrideFailPct = 50.0;
inline constexpr double kPopPassPx = 4.0;        ///< a planted foot at a stop or start
inline constexpr double kPopFailPx = 12.0;       ///< (the shipped idle pops by up to 9 px: a warning)
inline constexpr double kEventJumpPassPx = 4.0;  ///< turn, stop, start, sheet/state change, correction
inline constexpr double kEventJumpFailPx = 10.0;
inline constexpr double kPoseStepWarnFactor = 1.5;  ///< frame change / wrap jump vs the sheet's median pose step
inline constexpr double kPoseStepFailFactor = 2.0;
inline constexpr double kPoseStepSlackPx = 1.0;    ///< added to both (integer rounding of the deltas)
inline constexpr double kLeadLagMaxPassPx = 8.0;   ///< a quarter hex step
inline constexpr double kLeadLagMaxFailPx = 16.0;  ///< half a hex step
inline constexpr double kSpeedRatioPass[2] = {0.8, 1.25};
inline constexpr double kSpeedRatioFail[2] = {0.6, 1.6};
inline constexpr double kTurnPhasePass = 0.05;  ///< cycles of phase lost or gained at a turn
inline constexpr double kTurnPhaseFail = 0.15;

/// The figures of the frames a run shows (figurePixels) and the translations between them (silhouetteShift),
/// each found once. Keys are the sheets' addresses: clear() it whenever the sheets it saw may be gone (a reload).
class FigureCache {
public:
    /// silhouetteShift of the figures of `a`'s and `b`'s frames; nullopt when either sheet has no pixels.
    std::optional<ipos> shift(const GaitSample& a, const GaitSheetInfo* ai, const GaitSample& b,
                              const GaitSheetInfo* bi);
    void clear();

private:
    const FigurePixels* figure(const GaitSample& s, const GaitSheetInfo* info);
    std::map<std::pair<const SpriteSheet*, int>, FigurePixels> figures_;
    std::map<std::pair<const FigurePixels*, const FigurePixels*>, std::optional<ipos>> shifts_;
};

/// Measures one run. `samples` are consecutive ticks of one critter (10 ms apart). `info` may return nullptr.
/// Foot slide (DECISIONS "Gait metrics"): at each tick of a walk or run whose frame changes, the sprite root's
/// motion plus the planted sole's image motion between the two frames (SheetStance::shiftBetween), Chebyshev px;
/// the value is the worst, and a walk none of whose frame changes can be judged "cannot judge". Jumps: the root's
/// motion plus the figure's (silhouetteShift of the two frames' pixels), so offsets that keep the figure still are
/// no jump; without pixels a jump "cannot judge".
/// `ground_stretch` is the geometry's 1/sin(camera angle) for ground speeds (groundStretch(), animation_metrics.h).
/// `figures`: a cache kept across calls over the same sheets (the client's rolling window); null: one for this call.
[[nodiscard]] GaitReport measureGait(const std::vector<GaitSample>& samples, const GaitSheetLookup& info,
                                     double ground_stretch, FigureCache* figures = nullptr);

/// The median screen distance per pose change of a sheet, px: the median length of the deltas (NextX, NextY) of the
/// frames whose picture differs from the previous frame's (cyclically); |T| / poses for an evenly authored walk,
/// the authored lunges for an action whose T is 0; one outlying delta does not move it. `image_ids` empty: every
/// frame is its own picture.
[[nodiscard]] double medianPoseStep(const SpriteSheet& sheet, const std::vector<uint64_t>& image_ids);

}  // namespace gaitlab
