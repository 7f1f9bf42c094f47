// Frame events and the event stream: named events on frames fire for every frame entered, in order, exactly
// once (D18, field cases R19, R20); tick-stamped [tick, label] events (the tactics data's `events`, D14) feed
// the same stream.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/anim/playback.h"

namespace gaitlab::anim {

/// A named event on a frame of a clip, e.g. {3, "hit"} or {0, "footstep"}.
struct FrameEventMark {
    int frame = 0;
    std::string name;
    friend bool operator==(const FrameEventMark&, const FrameEventMark&) = default;
};

/// One event delivered to game code.
struct AnimEvent {
    std::string name;   ///< "footstep", "hit", "release", or a tick event's label
    std::string tag;    ///< animation tag (state name) the frame belongs to; empty for tick events
    int frame = -1;     ///< frame that was entered; -1 for tick events
    int64_t tick = -1;  ///< time of a tick event (clip ticks); -1 for frame events
    int64_t count = 1;  ///< > 1 only for events of whole cycles a huge update left unlisted (kMaxListedCycles)
};

/// The plain event stream every source appends to, in the order the events happened.
struct AnimEventStream {
    std::vector<AnimEvent> events;

    /// Total occurrences of events called `name` (sums counts).
    [[nodiscard]] int64_t occurrences(const std::string& name) const;
};

/// Appends the events of the frames `step` entered, in order (D18), then the events of its omitted whole
/// cycles with count = omitted_cycles. `cycle_frames` is Playback::cycleFrames(); `tag` labels the events.
void appendFrameEvents(const PlaybackStep& step, const std::vector<int>& cycle_frames,
                       const std::vector<FrameEventMark>& marks, const std::string& tag, AnimEventStream& out);

/// A `[tick, label]` pair of the tactics data (DECISIONS "A Sequence").
struct TickEvent {
    int64_t tick = 0;
    std::string label;
};

/// The events of one sequence and how its clock runs.
struct TickEventTrack {
    std::vector<TickEvent> events;
    int64_t total_ticks = 0;  ///< sum of the sequence's ticks
    bool loop = false;
};

/// Appends every event of `track` whose time lies in the half-open window (from_tick, to_tick] (D14), in
/// time order, each exactly once however the windows are split (R20). A looping track with total_ticks > 0
/// repeats at tick + k * total_ticks for k >= 0 (a tick outside [0, total) is taken modulo total); a
/// non-looping one fires each event at its own tick. Windows covering more than kMaxListedCycles + 2
/// periods list the first kMaxListedCycles and the last period and report the whole periods between as one
/// event per label occurrence with `count`. An empty or reversed window appends nothing.
void appendTickEvents(const TickEventTrack& track, int64_t from_tick, int64_t to_tick, AnimEventStream& out);

}  // namespace gaitlab::anim
