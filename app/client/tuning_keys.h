// The keys of exact tuning and delta editing (app/panels/tuning.h): shift+arrows step the selected critter's speed,
// ctrl+arrows nudge the shown frame's NextX/NextY, ctrl+z / ctrl+y (or ctrl+shift+z) undo and redo, ctrl+s saves.
#pragma once

#include <SDL.h>

namespace gaitlab {

class World;
struct ClientUiState;

/// Acts on a key press that is one of these; false (nothing done) for any other key.
bool handleTuningKey(SDL_Keycode key, Uint16 mods, World& world, ClientUiState& ui, double now_s);

}  // namespace gaitlab
