// Tick events of a sequence (`events`, DECISIONS "A Sequence"; D14; field case R20): which
// fire between two clip times, across loop wraps, each firing counted exactly once however updates are split.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/tactics/atlas.h"

namespace gaitlab::tactics {

/// One event of the sequence that fired `count` (>= 1) times in the window, at clip times firstAt ... lastAt
/// (a looping event fires every `total` ticks between them). Counting instead of listing keeps any window O(1)
/// per event: a lag spike of a million periods is one entry with count 1,000,000.
struct EventFiring {
    std::size_t event = 0;  ///< index into seq.events
    std::string label;      ///< PlaySound, PostGenericAttack, ...
    int64_t tick = 0;       ///< the event's own tick in the sequence
    int64_t count = 0;
    int64_t firstAt = 0;  ///< clip ticks of the first firing in the window
    int64_t lastAt = 0;   ///< clip ticks of the last firing in the window
};

/// Events whose clip time t lies in the half-open window prev < t <= now (D14), in ticks at 60/s. A looping
/// sequence (loop && total > 0) fires event e at every t = (e.tick mod total) + n·total, negative t included,
/// counted by whole periods in O(1); otherwise each event fires at t = e.tick only, so at most once over any
/// chain of windows. now <= prev fires nothing. Sorted by firstAt, then by event index. prev and now are
/// clamped to ±2^62 so no arithmetic overflows.
[[nodiscard]] std::vector<EventFiring> eventsBetween(const Sequence& seq, int64_t prev, int64_t now, bool loop);

/// eventsBetween with the sequence's own IncrementLoop (seq.loop).
[[nodiscard]] std::vector<EventFiring> eventsBetween(const Sequence& seq, int64_t prev, int64_t now);

}  // namespace gaitlab::tactics
