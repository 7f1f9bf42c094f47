// A clip playing on a fractional clock (D13) that reports its tick events per update (D14). The frame is always
// poseAt at the whole tick the clock has reached, so any split of the same total time gives the same frame,
// several frames may pass in one update, and a lag spike skips frames instead of slowing the clip.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/tactics/atlas.h"
#include "engine/tactics/pose.h"
#include "engine/tactics/tick_events.h"

namespace gaitlab::tactics {

class Player {
public:
    /// Plays `animation` of `atlas` in `view` from tick 0. The atlas is kept by reference and must outlive the
    /// player; the animation is copied (set its loop to play an attack in a loop, as the site's demo cards do).
    Player(const Atlas& atlas, Animation animation, int view = 0, bool water = false);

    /// Moves the clock by `ticks` (ticks at 60/s; fractions kept, negative plays backwards) and returns the
    /// events of the window (tick before, tick after] of the drawn sequence (eventsBetween with the animation's
    /// loop). The first window after a start begins at tick −1, so an event at tick 0 fires once on the first
    /// update. Playing backwards fires nothing. A fraction within 1e-9 of the next tick counts as reaching it,
    /// so splits that sum to a whole tick in exact arithmetic (three thirds) reach it in floating point too.
    /// Throws std::invalid_argument for a NaN or infinite step; steps beyond ±2^61 ticks and a clock beyond ±2^62 are clamped.
    std::vector<EventFiring> advance(double ticks);

    /// advance(seconds · TICKS_PER_SECOND).
    std::vector<EventFiring> advanceSeconds(double seconds);

    /// Back to tick 0; an event at tick 0 fires again on the next update.
    void restart();

    /// The view (wrapped mod 8) and the water flag of the next poses; the clock keeps running.
    void setView(int view);
    void setWater(bool water);

    /// poseAt(atlas, animation, view, tick(), water).
    [[nodiscard]] Pose pose() const;

    /// The whole ticks reached (floor of the clock) and the clock itself in ticks.
    [[nodiscard]] int64_t tick() const { return whole_; }
    [[nodiscard]] double clock() const { return static_cast<double>(whole_) + fraction_; }

    [[nodiscard]] int view() const { return view_; }
    [[nodiscard]] const Animation& animation() const { return animation_; }

private:
    const Atlas* atlas_;
    Animation animation_;
    int view_ = 0;
    bool water_ = false;
    int64_t whole_ = 0;      // whole ticks: exact at any magnitude
    double fraction_ = 0.0;  // [0, 1): kept apart so its precision does not shrink as the clock grows
    int64_t firedThrough_ = -1;
};

}  // namespace gaitlab::tactics
