// Metrics of the art itself, before any walk: per direction the stride, frame count, natural speed, the frames
// the aligner can never show and how well T points along its hex direction, and their spread across the
// directions (DECISIONS "Gait metrics": direction consistency, unreachable frames). Pure.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "engine/base/error_record.h"
#include "engine/gait/gait_metrics.h"
#include "engine/hex/hex_geometry.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// 1 / sin(camera angle) in double precision: the ground stretch of screen y (≈ 2.3094 for the default 25.6589°).
[[nodiscard]] double groundStretch(const HexGeometry& geometry);

/// The geometry whose steps an animation's directions are: square (squareGeometry(), 8 directions NE E SE S SW W NW
/// N) for 8-direction art, hexagonal (HexGeometry{}) for 1 or 6, each with `geometry`'s camera angle; `geometry`
/// itself when it is already of that kind (docs/DECISIONS.md "Square geometry"). Natural speed, stride comparisons
/// and derived deltas of art use it, whatever map it is shown on.
[[nodiscard]] HexGeometry artGeometry(const SpriteAnimation& anim, const HexGeometry& geometry);

/// The direction of travel of direction index `dir` of `anim`, screen px: artGeometry(anim, geometry)'s step in that
/// direction; a one-direction animation (it serves every direction) walks E. The stance of its frames is judged
/// along it (engine/gait/stance.h).
[[nodiscard]] ipos stanceTravel(const SpriteAnimation& anim, std::size_t dir, const HexGeometry& geometry);

/// Degrees between two screen vectors, 0..180 (how far a T is off its direction's step); nullopt when either is
/// (0, 0), which has no direction.
[[nodiscard]] std::optional<double> angleBetween(ipos a, ipos b);

/// Ground length of one step in direction `dir` of `geometry`, px: W (32) for every hexagonal step and for the
/// square NE, E, SE, SW, W, NW; 2*LH*yproj (24 * 2.3094 = 55.4) for square S and N.
[[nodiscard]] double stepGroundLength(const HexGeometry& geometry, int dir);

/// Ground length of a screen vector, px: screen y stretched by `stretch` (groundStretch(), so every hex step of
/// the default geometry is 32 ground px).
[[nodiscard]] double groundLength(ipos screen, double stretch);

/// Natural walk speed of a sheet, ground px/s: the speed at which movement-driven frames change at the
/// authored frame rate, |T|_ground / anim_ms * 1000 (e.g. T = (32, 0) over 444 ms -> 72.07).
/// std::nullopt when anim_ms <= 0 (fps 0 is legal in files and gives no frame rate).
[[nodiscard]] std::optional<double> naturalWalkSpeed(const SpriteSheet& sheet, double stretch);

/// The frames the aligner never selects at any integer position (D2: ties go to the lowest index, so a frame
/// whose dot(accum, T) equals an earlier frame's, or that sits outside [0, dot(T,T)) behind a nearer frame, is
/// never shown). Ascending indices; empty for T = 0 (frame 0 is the only one shown, by rule, and that is the
/// zero-total fallback, not a hidden frame).
[[nodiscard]] std::vector<int> unreachableFrames(const WalkCycle& cycle);

/// Warnings about an animation's motion that hold whatever it is used for (D25: the user should know what the
/// engine will do): directions whose |T| on the ground, each over its direction's step length (stepGroundLength of
/// artGeometry: so an 8-direction walk whose S and N strides are 55.4/32 of the others' is consistent), differ by
/// more than 5 % ((max - min) / mean; turns change the pace and the phase transfer rounds), naming each direction
/// (dirName) and its |T| (and, for 8 directions, its step length). Records name `anim.source`, line 0.
/// T = (0,0) is said where the art is used to walk (engine/anim/art_check.h, `inspect`), not here: an idle has it.
[[nodiscard]] std::vector<ErrorRecord> motionWarnings(const SpriteAnimation& anim, const HexGeometry& geometry);

/// A frame's picture identity: FNV-1a over its size, draw offset and pixels, equal for the same picture at the same
/// place (DECISIONS "Gait metrics": cadence counts pictures, not frame indices).
[[nodiscard]] uint64_t frameImageId(const SpriteFrame& frame);

/// What one direction's sheet is.
struct DirectionFacts {
    int dir = 0;
    int frames = 0;
    ipos total{0, 0};                     ///< T, screen px
    double stride = 0.0;                  ///< |T| on the ground, px
    std::optional<double> natural_speed;  ///< ground px/s
    std::vector<int> unreachable;         ///< frames never selected whose picture no selected frame shows
    std::vector<int> hidden_repeats;      ///< frames never selected that repeat a selected frame's picture
    std::optional<double> angle_error;    ///< degrees between T and its direction's step (artGeometry); nullopt: T = 0
};

struct AnimationMetrics {
    std::vector<DirectionFacts> dirs;  ///< one per direction of the art, 6 or 8 (a one-sheet animation serves all)
    std::vector<MetricResult> metrics;
    Verdict verdict = Verdict::NoData;
};

/// Direction consistency and unreachable frames of a walk or run. `image_ids[d]` are the frame identities of
/// sheet d (may be empty: every frame its own picture). Metrics: zero_t (directions whose T is 0: fail),
/// unreachable_frames, direction_angle (warn > 10°, fail > 30°), stride_spread and natural_speed_spread ((max −
/// min) / mean, %: warn > 5, fail > 15; each direction's value over its step length, as motionWarnings) and
/// frame_count_spread (fail > 0). Steps and angles are artGeometry(anim, geometry)'s.
[[nodiscard]] AnimationMetrics measureAnimation(const SpriteAnimation& anim,
                                                const std::vector<std::vector<uint64_t>>& image_ids,
                                                const HexGeometry& geometry);

}  // namespace gaitlab
