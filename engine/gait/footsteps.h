// Footstep events of any art from its foot contacts (DECISIONS "Footsteps of any art", D18, D28): a state
// definition's "footstep" frames are written for the art it came with; a user's walk of another frame count or
// rhythm gets its own, where a foot touches down. Pure.
#pragma once

#include <optional>
#include <vector>

#include "engine/gait/contacts.h"

namespace gaitlab {

/// The frames on which a foot touches down in one sheet. From a stance found in the pixels: frame k where a third or
/// more of the sole that carries the figure from frame k on did not carry it into frame k (a foot joins the
/// stance). From a sidecar: frame k where a foot is Planted and was Lifted in the frame before it in cycle order
/// (k - 1, frame 0 after the last). Ascending, each frame once.
[[nodiscard]] std::vector<int> touchdownFrames(const SheetContacts& contacts);

/// The footstep frames of an animation from its directions' contacts: the frames on which at least half of the
/// directions whose contacts name a touchdown put one (directions differ by a frame where detection is unsure, and
/// one event set serves every direction). nullopt when no direction shows a touchdown (no contact data: the
/// caller says so and fires none).
[[nodiscard]] std::optional<std::vector<int>> footstepFrames(const std::vector<SheetContacts>& dirs);

}  // namespace gaitlab
