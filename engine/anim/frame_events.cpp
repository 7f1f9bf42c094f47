#include "engine/anim/frame_events.h"

#include <algorithm>

namespace gaitlab::anim {

namespace {

int64_t floorDiv(int64_t a, int64_t b) {
    const int64_t q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

void appendMarksOf(int frame, const std::vector<FrameEventMark>& marks, const std::string& tag, int64_t count,
                   AnimEventStream& out) {
    for (const FrameEventMark& m : marks) {
        if (m.frame == frame) out.events.push_back(AnimEvent{m.name, tag, frame, -1, count});
    }
}

}  // namespace

int64_t AnimEventStream::occurrences(const std::string& name) const {
    int64_t n = 0;
    for (const AnimEvent& e : events) {
        if (e.name == name) n += e.count;
    }
    return n;
}

void appendFrameEvents(const PlaybackStep& step, const std::vector<int>& cycle_frames,
                       const std::vector<FrameEventMark>& marks, const std::string& tag, AnimEventStream& out) {
    for (int frame : step.entered) appendMarksOf(frame, marks, tag, 1, out);
    if (step.omitted_cycles > 0) {
        for (int frame : cycle_frames) appendMarksOf(frame, marks, tag, step.omitted_cycles, out);
    }
}

void appendTickEvents(const TickEventTrack& track, int64_t from_tick, int64_t to_tick, AnimEventStream& out) {
    if (to_tick <= from_tick || track.events.empty()) return;
    if (!track.loop || track.total_ticks <= 0) {
        for (const TickEvent& e : track.events) {
            if (e.tick > from_tick && e.tick <= to_tick) out.events.push_back(AnimEvent{e.label, {}, -1, e.tick, 1});
        }
        return;
    }
    const int64_t period = track.total_ticks;
    std::vector<TickEvent> sorted = track.events;
    for (TickEvent& e : sorted) e.tick = ((e.tick % period) + period) % period;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const TickEvent& a, const TickEvent& b) { return a.tick < b.tick; });
    // Occurrences exist only from tick 0 on (k >= 0).
    const int64_t first = std::max<int64_t>(0, floorDiv(from_tick, period));
    const int64_t last = floorDiv(to_tick, period);
    auto emitPeriod = [&](int64_t k, int64_t count) {
        for (const TickEvent& e : sorted) {
            const int64_t t = k * period + e.tick;
            if (count > 1 || (t > from_tick && t <= to_tick))
                out.events.push_back(AnimEvent{e.label, {}, -1, t, count});
        }
    };
    if (last - first + 1 <= kMaxListedCycles + 2) {
        for (int64_t k = first; k <= last; ++k) emitPeriod(k, 1);
        return;
    }
    for (int64_t k = first; k < first + kMaxListedCycles; ++k) emitPeriod(k, 1);
    emitPeriod(first + kMaxListedCycles, last - first - kMaxListedCycles);  // whole periods strictly between
    emitPeriod(last, 1);
}

}  // namespace gaitlab::anim
