// What `gaitlab accept` found, weighted by what it means (DECISIONS "Findings"): a fault of the art (a planted foot
// that slides, a jump, a frame never shown, T reversed or zero, strides that differ), a finding about the project's
// settings (speeds against the art's pace, a definition that would show the other gait) or "cannot judge". Each
// names the frame or direction in question and, where the pixels measure it, the NextX/NextY that fix it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "app/accept/filmstrip.h"
#include "app/assets/accept_art.h"
#include "engine/gait/animation_metrics.h"

namespace gaitlab {

struct AcceptResult;

enum class FindingKind { Art, Project, CannotJudge };
/// "art", "project", "cannot judge".
[[nodiscard]] const char* findingKindName(FindingKind kind);

struct Finding {
    FindingKind kind = FindingKind::Art;
    Verdict verdict = Verdict::Fail;  ///< warn or fail; CannotJudge for that kind
    /// How far past its bound, for ranking: the value over the metric's fail bound (a 4 px slide against 2 px: 2;
    /// a count of unreachable frames: 1 + the count; T = 0: 100, first of all).
    double size = 0.0;
    std::string metric;  ///< the metric's id (foot_slide, unreachable_frames, direction_angle, jump_stop, ...)
    std::string where;   ///< "walk E, frame 5", "walk NE", "walk", "stop-start-rapid, E"
    std::string what;    ///< "the planted foot slides 8 px back (frame 4 to 5)"
    std::string fix;     ///< "NextX 12 -> 4 keeps it planted"; empty when nothing is measured to suggest
    Filmstrip evidence;  ///< the frames in question at their places (empty: none), kStripScale x
    /// Where the report's player shows it (app/accept/report_player.h): a scenario metric's run (index into the
    /// set's runs), map hdir and worst tick, ms; a frame's finding its animation, the animation's direction and the
    /// frame (-1: the whole direction). -1 / empty where unknown.
    int run = -1;
    int dir = -1;
    int64_t at_ms = -1;
    std::string anim;
    int anim_dir = -1;
    int frame = -1;
    /// "where: what; fix" (one line of the summary).
    [[nodiscard]] std::string line() const;
};

/// The findings of the frames of `anim` (critter 0's "walk" or "run" of `sheets`, measured as `metrics`): per
/// direction, each frame change whose planted foot slides on the map (root motion plus the sole's motion in the
/// image, SheetStance) with the NextX/NextY of its frame that keep it still (its delta minus the slide), a T of zero
/// or off its hex direction with the T the planted foot measures, frames never shown, and strides or frame counts
/// that differ between directions. More than two sliding changes in a direction are one finding listing each
/// frame's correction.
[[nodiscard]] std::vector<Finding> artFindings(const std::string& anim_name, const SpriteAnimation& anim,
                                               const AnimationMetrics& metrics, ArtSheets& sheets);

/// Every finding of a set's runs, each once, worst first: faults of the art (fail before warn, then by size), then
/// the project's, then "cannot judge". A scenario metric seen in several scenarios is one finding (its worst, "and
/// N more"); the runs' foot slide is left to the frames' own findings when they have any.
[[nodiscard]] std::vector<Finding> setFindings(const std::vector<AcceptResult>& runs);

/// The worst verdict among the findings of `kind` (NoData when there are none).
[[nodiscard]] Verdict worstOf(const std::vector<Finding>& findings, FindingKind kind);

}  // namespace gaitlab
