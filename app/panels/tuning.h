// Exact tuning and delta editing in the Critter panel (DECISIONS "Speed matching", "Editing deltas in the client"):
// speed steps, the art's own cadence, the natural speed of every direction, and the selected critter's NextX/NextY
// with nudges, undo, redo and save (app/scene/delta_editor.h).
#pragma once

#include <optional>

#include "app/panels/ui_state.h"
#include "engine/anim/critter_body.h"

namespace gaitlab {

class World;
class DeltaEditor;
class GaitTracker;

/// Speed steps of the ± buttons and keys: shift+up/down 1 px/s, shift+left/right 10 px/s.
inline constexpr int kSpeedStepFine = 1;
inline constexpr int kSpeedStepCoarse = 10;

/// Adds `delta` to the selected critter's (or unit's) speed, clamped to the slider's 10..300 (mid-move as the slider
/// does). Returns the new speed, or 0 when nothing is selected.
int stepSelectedSpeed(World& world, int delta);
/// The ± buttons beside the Critter panel's speed slider (−1 +1; the keys also step by 10).
void drawSpeedSteps(World& world, int critter);
/// The art's own cadence (frames per second of the shown sheet at its natural speed: frame count · 1000 / anim_ms)
/// and a table of the natural speed of every direction of the critter's walk and run.
void drawArtSpeeds(const World& world, int critter);
/// The Deltas section: the selected critter's frame, its NextX/NextY with ± nudges, T, undo, redo and save, and
/// (with `gait`) the derived delta of that frame (deriveDeltas on the stance the gait tools measure, as `gaitlab
/// derive-deltas` does) with a button that applies it. Nothing when `ui` or its delta editor is null.
void drawDeltaSection(World& world, ClientUiState* ui, GaitTracker* gait);
/// The derived NextX/NextY of frame `frame` of direction `dir` of the selected critter's `anim` (DECISIONS "Derived
/// deltas"), or nullopt when the gait tools have no stance for that sheet or the frame's change cannot be judged.
[[nodiscard]] std::optional<ipos> suggestedDelta(const World& world, GaitTracker& gait, CritterAnim anim, int dir,
                                                 int frame);

}  // namespace gaitlab
