// The shared definition of a character type's animation state machine (DECISIONS "Animation State Machine",
// "Best Practices": one definition per character type; decisions D4, D17, D19), loaded from JSON.
//
// File layout (keys not listed are errors, so typos do not pass silently):
// {
//   "name": "humanoid",                      required
//   "time_unit": "ticks" | "ms",             required: unit of "frames" and "flash.duration"
//   "initial": "idle",                       optional, defaults to the first state
//   "states": [{                             required, non-empty
//     "name": "attack",                      required, unique; also the animation tag
//     "priority": 3,                         required integer: higher is harder to interrupt
//     "mode": "once",                        loop (default) | once | ping-pong | ping-pong-once
//     "speed": 1.0,                          playback speed multiplier in [0, 1000] (D19: 0 pauses), default 1
//     "lock": true,                          lock until complete (D17), default false; refused on a state that
//                                            never completes (loop, ping-pong, speed 0, movement-driven)
//     "fallback": "idle",                    state entered when a non-repeating clip finishes; null for none
//     "movement": false,                     movement-driven (D4): the aligner chooses the frame, speed ignored
//     "frames": [2, 2, 2],                   per-frame durations; optional when the sheet provides them
//     "events": [{"frame": 1, "name": "hit"}],
//     "flash": {"color": [1, 1, 1], "strength": 1.0, "duration": 6}   overlay flash on entering the state
//   }],
//   "transitions": [{"from": "idle", "to": "run", "priority": 0, "when": <condition>}],
//   "global_transitions": [{"to": "death", "priority": 10, "when": <condition>}]
// }
// Conditions: engine/anim/condition.h.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/anim/clip.h"
#include "engine/anim/condition.h"
#include "engine/anim/flash.h"
#include "engine/anim/frame_events.h"

namespace gaitlab::anim {

enum class TimeUnit { Ticks, Milliseconds };

struct StateDef {
    std::string name;  ///< also the animation tag
    int priority = 0;
    ClipMode mode = ClipMode::Loop;
    double speed = 1.0;
    bool lock = false;
    int fallback = -1;  ///< state index, -1 for none
    bool movement_driven = false;
    std::vector<int64_t> frames;  ///< durations; empty when the sheet supplies them (ClipSet)
    std::vector<FrameEventMark> events;
    std::optional<Flash> flash;
};

struct TransitionDef {
    int from = -1;  ///< state index; -1 for a global transition
    int to = -1;    ///< state index
    int priority = 0;
    Condition when;
    std::string json_path;  ///< where it was defined, for diagnostics
};

struct StateMachineDef {
    std::string name;
    std::string file;
    TimeUnit time_unit = TimeUnit::Ticks;
    int initial = 0;
    std::vector<StateDef> states;
    /// Per source state, highest priority first; ties keep file order (DECISIONS "Transition Rules").
    std::vector<std::vector<TransitionDef>> transitions_from;
    /// Highest priority first; ties keep file order (R22: the highest-priority matching global wins).
    std::vector<TransitionDef> globals;

    /// Index of the state called `name`, or -1.
    [[nodiscard]] int stateIndex(std::string_view name) const;
};

/// Parses and validates a definition. `file` only labels errors. Throws DefinitionError
/// ("<file>: <json path>: expected <what>[, got <type or value>]"; invalid JSON: "<file>:<line>: expected valid
/// JSON (...)") for: invalid JSON, a missing or mistyped key, an unknown key,
/// a duplicate state, an unknown state in a transition, fallback or "initial", a transition to nowhere
/// (missing or empty "to", or "to" equal to "from"), a missing priority, a fallback on a repeating state, a
/// fallback cycle whose states have no transition out, an unknown condition field, a condition nested deeper
/// than kMaxConditionDepth, a lock on a state that never completes, an event on a frame the state's "frames"
/// does not have, a bad clip.
[[nodiscard]] StateMachineDef parseStateMachineDef(std::string_view json_text, const std::string& file);

/// Reads `path` and parses it; an unreadable file is a DefinitionError at "/".
[[nodiscard]] StateMachineDef loadStateMachineDef(const std::string& path);

}  // namespace gaitlab::anim
