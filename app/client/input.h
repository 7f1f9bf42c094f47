// Mouse and keyboard handling of the client: turns SDL events into World commands and UI state changes.
// Left click walks the selected critter to the clicked hex, right click stops it, drag or WASD/arrows pan,
// wheel zooms (integer 1..8, keeping the map point under the mouse), space pauses, period single-steps, comma
// steps one tick back, `[` and `]` step by pose back and forward, `o` toggles the onion skin, `c` the fixed
// camera, tab selects the next critter, F12 saves a screenshot, F9 starts and stops a recording and Shift+F9 saves
// the last seconds (app/client/client_recorder.h).
// It sees only what InputRouter (app/client/input_router.h) lets through: no text input, no key typed for a widget, no
// click that began on a panel; and it reads shift from the modifiers the router stamps on the press (the event
// stream's), never from SDL's state at the release.
#pragma once

#include <SDL.h>

#include "app/client/input_router.h"
#include "engine/hex/hex.h"
#include "render/camera.h"

namespace gaitlab {

class World;
struct ClientUiState;

class InputHandler {
public:
    /// Handles one event the router gave the scene. `viewport` is the drawable size in pixels; `now_s` the
    /// overlay's clock for info lines.
    void handle(const SceneEvent& scene_event, World& world, ClientUiState& ui, ipos viewport, double now_s);
    /// Applies held pan keys for `dt_s` seconds of real time.
    void update(double dt_s, const Uint8* keys, ClientUiState& ui) const;

private:
    [[nodiscard]] static Camera cameraOf(const ClientUiState& ui);
    void clickHex(World& world, ClientUiState& ui, ipos viewport, glm::vec2 screen, double now_s) const;

    bool dragging_ = false;
    bool dragged_ = false;
    glm::vec2 press_{0.0f, 0.0f};
    Uint16 press_mods_ = KMOD_NONE;  // the modifiers when the left button went down
};

}  // namespace gaitlab
