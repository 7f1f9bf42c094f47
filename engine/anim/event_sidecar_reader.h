// Reader of a critter's frame-event sidecar (assets/critters/<critter>/events.json, written by the asset
// generator, app/assetgen/event_sidecar.h): which named events each animation's frames fire (DECISIONS "Frame
// Events"; D18). The sidecar is the authority on a
// critter's events because it is derived from the same art as its sheets (footsteps from the foot contacts).
//
// Layout (keys not listed are errors):
//   {
//     "critter": "humanoid",                              required, non-empty
//     "animations": {                                     required object
//       "<tag>": {                                        animation tag, e.g. "walk"
//         "frames": 8,                                    required integer in [1, kMaxClipFrames]
//         "events": {"1": ["footstep"], "5": [...]}       required object: frame index (decimal digits, no
//       }                                                 sign or leading zero, below "frames") -> non-empty
//     }                                                   list of non-empty names, in firing order
//   }
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/anim/frame_events.h"
#include "engine/anim/state_machine_def.h"
#include "engine/base/format_error.h"

namespace gaitlab::anim {

/// One animation of the sidecar.
struct SidecarAnimation {
    std::string tag;
    int frames = 0;
    /// Ascending frame index; within a frame, the order of the file's list (the order they fire, D18).
    std::vector<FrameEventMark> events;
};

struct EventSidecar {
    std::string critter;
    std::vector<SidecarAnimation> animations;  ///< sorted by tag

    /// The animation called `tag`, or nullptr.
    [[nodiscard]] const SidecarAnimation* find(std::string_view tag) const;
};

/// Parses a sidecar. `file` labels errors. Throws JsonError (a FormatError, engine/base/json_reader.h): invalid JSON
/// gives the line of the syntax error; every other problem reads "<file>: <JSON Pointer>: expected ..." (e.g.
/// "events.json: /animations/walk/events/9: expected a frame index below the animation's 8 frames", a wrong
/// type "..., got string").
[[nodiscard]] EventSidecar parseEventSidecar(std::string_view json_text, const std::string& file);

/// Reads `path` and parses it; an unreadable file is a JsonError at "/".
[[nodiscard]] EventSidecar loadEventSidecar(const std::string& path);

/// `def` with the events of every state whose tag the sidecar lists replaced by the sidecar's (a listed
/// animation without events clears them); other states keep theirs. Throws std::invalid_argument
/// ("<sidecar>: /animations/<tag>/frames: expected N frames as state '<tag>' of <definition> has, got M frames")
/// when a state's "frames" has a different frame count than the sidecar says.
/// Build the result once per character type and share it (DECISIONS "Best Practices").
[[nodiscard]] StateMachineDef withSidecarEvents(StateMachineDef def, const EventSidecar& sidecar,
                                                const std::string& sidecar_file);

}  // namespace gaitlab::anim
