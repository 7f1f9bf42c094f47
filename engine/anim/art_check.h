// A critter's art cross-checked with its state machine definition and event sidecar (D4, D18, D25). The sheets
// decide: a state plays the frames its animation has (critterClipSet), so a definition or sidecar expecting another
// count still plays, and an event on a frame the art does not have never fires (CritterActor drops it); a
// movement-driven state on a sheet whose T is (0,0) gets the aligner's zero-total fallback (walk_aligner.h: frame 0,
// no offset). Each is a warning naming the file and JSON path (or direction) and saying what the program does.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/anim/critter_body.h"
#include "engine/anim/event_sidecar_reader.h"
#include "engine/anim/state_machine.h"
#include "engine/anim/state_machine_def.h"
#include "engine/base/error_record.h"

namespace gaitlab::anim {

/// Warnings (Severity::Warning, in state order) for every state of `def` whose animation `animations` holds:
///   - the definition's "frames" has another count than the art:
///     "<def>: /states/<i>/frames: state 'walk' expects 9 frames, <art> has 8: the art's 8 frames play";
///   - the sidecar's "frames" for the tag has another count than the art (same text, "/animations/<tag>/frames");
///   - an event on a frame the art does not have: "<sidecar>: /animations/walk/events/8: event 'footstep' on frame
///     8 cannot fire: <art> has 8 frames (0..7)" (the definition's "/states/<i>/events" when the sidecar does not
///     list the tag);
///   - a movement-driven state whose art has T = (0,0) in a direction: "<art>: direction 0: NextX/NextY add up to
///     T = (0,0): the aligner cannot drive state 'walk' (walking, it shows frame 0 with no offset)", one per
///     animation (the first such direction, with how many there are).
/// `sidecar` may be null (no sidecar); `def` is the definition with the sidecar's events merged (withSidecarEvents).
[[nodiscard]] std::vector<ErrorRecord> critterArtWarnings(const StateMachineDef& def, const EventSidecar* sidecar,
                                                          const std::string& sidecar_file,
                                                          const CritterAnimations& animations);

/// `def` with the "footstep" events of every state whose animation in `animations` has its own footstep frames
/// (SpriteAnimation::footsteps) replaced by those frames, in frame order after the state's other events; `def`
/// itself when no animation has any (DECISIONS "Footsteps of any art").
[[nodiscard]] std::shared_ptr<const StateMachineDef> withArtFootsteps(const std::shared_ptr<const StateMachineDef>& def,
                                                                      const CritterAnimations& animations);

/// `def` without the events on frames past the clip `clips` gives its state (they cannot fire); `def` itself when
/// there are none. A state without a clip keeps its events (the loader checked them against its "frames").
[[nodiscard]] std::shared_ptr<const StateMachineDef> withoutUnreachableEvents(
    const std::shared_ptr<const StateMachineDef>& def, const ClipSet& clips);

}  // namespace gaitlab::anim
