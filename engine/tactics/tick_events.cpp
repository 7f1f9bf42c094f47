#include "engine/tactics/tick_events.h"

#include <algorithm>

namespace gaitlab::tactics {

namespace {

constexpr int64_t kClamp = int64_t{1} << 62;

int64_t floorDiv(int64_t a, int64_t b) {
    const int64_t q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

}  // namespace

std::vector<EventFiring> eventsBetween(const Sequence& seq, int64_t prev, int64_t now, bool loop) {
    prev = std::clamp(prev, -kClamp, kClamp);
    now = std::clamp(now, -kClamp, kClamp);
    std::vector<EventFiring> out;
    if (now <= prev) {
        return out;
    }
    const bool periodic = loop && seq.total > 0;
    for (size_t i = 0; i < seq.events.size(); ++i) {
        const TickEvent& e = seq.events[i];
        EventFiring f{i, e.label, e.tick, 0, 0, 0};
        if (periodic) {
            const int64_t T = seq.total;
            const int64_t phase = e.tick % T;  // event ticks are >= 0
            // Firings up to a time t: floor((t - phase) / T) + const; the window holds the difference.
            const int64_t before = floorDiv(prev - phase, T);
            const int64_t upTo = floorDiv(now - phase, T);
            f.count = upTo - before;
            f.firstAt = phase + (before + 1) * T;
            f.lastAt = phase + upTo * T;
        } else if (prev < e.tick && e.tick <= now) {
            f.count = 1;
            f.firstAt = f.lastAt = e.tick;
        }
        if (f.count > 0) {
            out.push_back(std::move(f));
        }
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const EventFiring& a, const EventFiring& b) { return a.firstAt < b.firstAt; });
    return out;
}

std::vector<EventFiring> eventsBetween(const Sequence& seq, int64_t prev, int64_t now) {
    return eventsBetween(seq, prev, now, seq.loop);
}

}  // namespace gaitlab::tactics
