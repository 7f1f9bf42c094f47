// Mouse and keyboard handling of the client: turns SDL events into World commands and UI state changes.
// Left click walks the selected critter to the clicked hex, right click stops it, drag or WASD/arrows pan,
// wheel zooms (integer 1..8, keeping the map point under the mouse), space pauses, period single-steps, comma
// steps one tick back, `[` and `]` step by pose back and forward, `o` toggles the onion skin, `c` the fixed
// camera, tab selects the next critter, F12 saves a screenshot.
#pragma once

#include <SDL.h>

#include "engine/hex.h"
#include "render/camera.h"

namespace gaitlab {

class World;
struct ClientUiState;

class InputHandler {
public:
    /// Handles one event. `viewport` is the drawable size in pixels; `mouse_captured` is true while ImGui
    /// wants the mouse (clicks then belong to the overlay), likewise `keyboard_captured`.
    void handle(const SDL_Event& event, World& world, ClientUiState& ui, ipos viewport, bool mouse_captured,
                bool keyboard_captured);
    /// Applies held pan keys for `dt_s` seconds of real time.
    void update(double dt_s, const Uint8* keys, ClientUiState& ui) const;

private:
    [[nodiscard]] static Camera cameraOf(const ClientUiState& ui);
    void clickHex(World& world, ClientUiState& ui, ipos viewport, glm::vec2 screen) const;

    bool dragging_ = false;
    bool dragged_ = false;
    glm::vec2 press_{0.0f, 0.0f};
};

}  // namespace gaitlab
