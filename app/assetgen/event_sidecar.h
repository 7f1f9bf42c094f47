// The frame-event sidecar critters/humanoid/events.json: which named events each animation's frames fire
// (DECISIONS "Frame Events"; D18: an event fires whenever its frame is entered). Events are the same in all six
// directions, so the sidecar has one list per animation.
//
//   {
//     "critter": "humanoid",
//     "animations": {
//       "<anim>": {"frames": N, "events": {"<frame index>": ["<name>", ...], ...}}, ...
//     }
//   }
// Frame indices are 0..N-1 in ascending order; frames without events are omitted. Names:
//   "footstep"  a foot becomes planted (derived from the contacts, see footfallFrames): walk and run twice per
//               cycle, the attack's lunge step, the knock-back's stumbling steps;
//   "hit"       the attack's impact frame (full extension of the punch);
//   "thud"      the death frame in which the body meets the ground.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "app/assetgen/critter_art.h"

namespace gaitlab::assetgen {

/// One animation's events: frame index -> event names, in the order they fire within the frame.
struct AnimationEvents {
    std::string name;
    int frames = 0;
    std::vector<std::pair<int, std::vector<std::string>>> by_frame;  ///< ascending frame index
};

/// Footsteps from the contacts of `art` (looping for walk and run) merged with the authored `marks`.
/// Throws std::invalid_argument when a mark names a frame the clip does not have or when directions disagree
/// on the footstep frames.
[[nodiscard]] AnimationEvents collectEvents(const CritterAnimationArt& art, bool looping,
                                            const std::vector<std::pair<int, std::string>>& marks);

/// The sidecar text for `anims`, in the given order, naming `critter` ("humanoid", "humanoid-square").
[[nodiscard]] std::string eventsJson(const std::vector<AnimationEvents>& anims,
                                     const std::string& critter = "humanoid");

}  // namespace gaitlab::assetgen
