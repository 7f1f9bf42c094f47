// Playback of one clip: which frame shows after any amount of time, which frames were entered on the way,
// and when a clip that does not repeat has finished (decisions D13, D18, D19; field cases R18, R19, R23).
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "engine/anim/clip.h"

namespace gaitlab::anim {

/// Speed is stored in thousandths, so any split of the same total time reaches the same position exactly
/// (D13): 0.1 is exactly 100/1000, and positions are integers in clip units / 1000.
inline constexpr int64_t kSpeedScale = 1000;
/// |speed| is clamped to this multiplier.
inline constexpr double kMaxSpeed = 1000.0;
/// An update spanning more whole cycles than this lists only this many in PlaybackStep::entered and counts
/// the rest in PlaybackStep::omitted_cycles, so a huge time step costs O(1) (D13).
inline constexpr int64_t kMaxListedCycles = 16;

/// What one Playback::update did.
struct PlaybackStep {
    /// Frames entered, in order: the start frame first after start() (D18), then every frame whose start
    /// was passed, including frames skipped within this update (R20).
    std::vector<int> entered;
    /// Whole cycles of a repeating clip not listed in `entered` (see kMaxListedCycles). Each cycle enters
    /// the cycle's frames (Playback::cycleFrames) once; as all cycles are alike, they may be counted
    /// after the listed ones. Saturates at INT64_MAX.
    int64_t omitted_cycles = 0;
    /// The clip finished during this update. True in exactly one update per start() (R19).
    bool finished = false;
};

/// Plays one clip. Position is (step, elapsed time within the step), where the steps are the frames in
/// playback order (ping-pong: 0 1 2 3 2 1). Forward, a step shows while its elapsed time is in [0, d);
/// backward (negative speed) while it is in (0, d], so each frame shows for its full duration either way.
class Playback {
public:
    /// Throws std::invalid_argument with clipProblem's text for a clip that cannot be played.
    explicit Playback(Clip clip);

    /// Restarts at `frame` (0-based, on the ascending leg for ping-pong) without showing frame 0 first.
    /// Clears `finished`; the next update reports `frame` as entered (D18). With a negative speed the
    /// position is the end of the frame, so it still shows for its whole duration.
    /// Throws std::out_of_range when frame is not in [0, frameCount()).
    void start(int frame = 0);

    /// Multiplier on the clip's rate (D19, DECISIONS "Playback speed"): 2 plays twice as fast, 0 pauses, a
    /// negative value plays backwards. Rounded to 1/kSpeedScale, clamped to +-kMaxSpeed. The position is
    /// kept, so the elapsed fraction of the current frame is kept (R23); no frame is entered by the change.
    /// Throws std::invalid_argument for NaN or infinity.
    void setSpeed(double speed);
    [[nodiscard]] double speed() const { return static_cast<double>(speed_milli_) / kSpeedScale; }

    /// Advances by `dt` clip units (ticks or ms; negative counts as 0). Once finished, nothing moves until
    /// start(). O(1) in dt apart from the listed frames (at most kMaxListedCycles + 2 cycles).
    PlaybackStep update(int64_t dt);

    [[nodiscard]] int frame() const;
    [[nodiscard]] bool finished() const { return finished_; }
    /// Elapsed part of the current frame in [0, 1]; unchanged by setSpeed (R23).
    [[nodiscard]] double frameFraction() const;
    [[nodiscard]] const Clip& clip() const { return tables_->clip; }
    /// Frames of one cycle in step order (loop: 0..N-1; ping-pong: 0..N-1..1; the once modes: the whole pass).
    [[nodiscard]] const std::vector<int>& cycleFrames() const { return tables_->step_frame; }

private:
    // What the clip fixes, made once and shared by every copy (one block per clip, not one per entity and state).
    struct Tables {
        Clip clip;
        std::vector<int> step_frame;    // frame shown by each step
        std::vector<int64_t> prefix;    // scaled start of each step, size steps + 1
        std::vector<int64_t> reversed;  // prefix of the steps in reverse order (backward play)
    };
    std::shared_ptr<const Tables> tables_;
    int step_ = 0;
    int64_t elapsed_ = 0;  // scaled time into the step
    int64_t speed_milli_ = kSpeedScale;
    bool finished_ = false;
    bool start_pending_ = false;
};

}  // namespace gaitlab::anim
