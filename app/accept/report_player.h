// The report's player of one run and direction (README "Gait acceptance", DECISIONS "Report player"): the sprite as
// it stood at each recorded tick of that direction, drawn CPU-side at map scale (1 px per map px) in one window fixed
// to the ground, and per tick where the planted feet are, where each plant began and how far the foot slid since.
// report.html shows it on a canvas zoomed by an integer factor (app/accept/report_player_html.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/accept/filmstrip.h"
#include "engine/gait/gait_metrics.h"

namespace gaitlab {

struct AcceptResult;
struct Finding;

inline constexpr int kPlayerMaxTicks = 200;  ///< ticks per player at most (2 s at every 10 ms tick): files stay small
inline constexpr int kPlayerLeadTicks = 40;  ///< ticks shown before the first worst tick, when they fit
inline constexpr int kPlayerSheetMaxWidth = 4096;  ///< px: cells wrap into rows past this
/// Bytes of RGBA a player's sheet may take: a report of art with huge frames leaves the player out (and says so)
/// rather than hold and inline hundreds of MB.
inline constexpr std::size_t kPlayerMaxSheetBytes = std::size_t{64} << 20;

/// The pixels of a sheet the samples name (a critter's sheet has them loaded on demand), nullptr when unknown.
using PixelLookup = std::function<const SpriteSheet*(const SpriteSheet*)>;

/// One foot at one tick, window px (map scale, origin at the window's top-left).
struct PlayerFoot {
    bool planted = false;    ///< the frame's contacts plant it and the stance measure has judged the plant so far; the
                             ///< rest is meaningful only then
    ipos at{0, 0};           ///< the sole's point now: root + the contacts' point
    ipos plant_start{0, 0};  ///< where this plant began: `at` less the foot-slide metric's running slide vector
                             ///< (GaitSeries::foot_slide_vector, DECISIONS "Gait metrics")
    int slide_px = 0;        ///< Chebyshev px from plant_start to at: the metric's running slide
    Verdict verdict =
        Verdict::NoData;  ///< slide_px judged by the direction's foot-slide bounds (DECISIONS "Gait metrics")
};

/// One recorded tick shown by the player.
struct PlayerTick {
    int64_t t_ms = 0;
    int frame = 0;       ///< the sheet's frame index shown
    double phase = 0.0;  ///< cycles, [0, 1)
    int cell = 0;        ///< the picture in the player's sheet (ticks showing the same frame share it)
    ipos at{0, 0};       ///< window px where the cell's top-left goes: the picture as drawn at this tick's root
    std::array<PlayerFoot, 2> feet;      ///< [kLeftFoot], [kRightFoot]
    std::optional<double> metric_slide;  ///< the foot-slide metric's running slide here (GaitSeries), px
};

struct DirectionPlayer {
    int dir = 0;  ///< map hdir
    std::string anim;
    int width = 0;  ///< the window, map px
    int height = 0;
    int columns = 0;  ///< cells per row of `sheet`
    int cells = 0;
    int cell_width = 0;  ///< px of each cell: the largest picture shown
    int cell_height = 0;
    int ground_y = 0;         ///< window px: the ground line under the first tick's root
    std::string window_note;  ///< StripWindow::cutNote (filmstrip.h): "" unless the window is cut
    /// Each picture shown, once, in rows of `columns` cells of cell_width x cell_height at map scale, drawn from
    /// the cell's top-left on transparency; the page paints the filmstrip's cell colour and ground line and puts
    /// the cell of each tick at its `at`. Empty when the direction shows no walking tick with pixels.
    RgbaImage sheet;
    int step_ticks = 1;  ///< 1: every tick of the window; 2: every second one (the worst ticks always)
    std::vector<PlayerTick> ticks;
    Threshold slide_threshold;                ///< the foot-slide metric's bounds, px
    Verdict slide_verdict = Verdict::NoData;  ///< the direction's foot-slide verdict
    /// Why the player is left out although the direction walks ("its 72 pictures of 1024x1024 px would take 288 MB
    /// ..."); "" otherwise.
    std::string left_out;
    [[nodiscard]] bool empty() const { return ticks.empty(); }
};

/// The player of map direction `dir`: its samples that are movement-driven (and its worst ticks, each with the tick
/// before it, which may show another direction or animation), a window of at most
/// kPlayerMaxTicks of them that holds the worst tick of every warning or failing metric of the direction (with
/// kPlayerLeadTicks before the first when they fit; every second tick when the worst ticks are further apart), else
/// the start of the direction's longest walking run, as the filmstrip shows. `samples` and `gait` are one run's.
[[nodiscard]] DirectionPlayer buildPlayer(const std::vector<GaitSample>& samples, const GaitReport& gait, int dir,
                                          const GaitSheetLookup& infos, const PixelLookup& pixels);

/// The longest run of consecutive movement-driven ticks on one sheet of direction `dir`: [first, last] sample
/// indices; first > last when there is none. The filmstrip and the player both start there.
[[nodiscard]] std::pair<std::size_t, std::size_t> longestWalkingRun(const std::vector<GaitSample>& samples, int dir);

/// The player a finding is shown in and the tick to jump to: "<run>-<dir>" (the run's index in `runs`) and t_ms.
/// A scenario metric's finding: its run, direction and worst tick (the nearest shown). A frame's finding: the first
/// player of its animation and direction, at the first tick its frame appears after another (for a whole direction,
/// its largest slide). nullopt when no player shows it.
[[nodiscard]] std::optional<std::pair<std::string, int64_t>> findingPlayerTick(const Finding& finding,
                                                                               const std::vector<AcceptResult>& runs);

/// "<run>-<dir>": a player's id in report.html (its data-player attribute).
[[nodiscard]] std::string playerId(std::size_t run, int dir);

}  // namespace gaitlab
