// Which of the client's SDL events the scene (InputHandler) sees, and with which modifiers. Pure: no window, no
// ImGui context; the client gives it ImGui's capture state, tests give it any.
//
// ImGui 1.86 updates WantCaptureMouse and WantCaptureKeyboard at NewFrame, from the state of the frame before,
// so within one batch of events (one slow frame) the flags can be stale: a click into a text field followed by
// digits would send the digits to the scene as action hotkeys. The rules:
//  - Text input (SDL_TEXTINPUT, SDL_TEXTEDITING) never reaches the scene.
//  - A key event that arrives while ImGui has the keyboard is ImGui's, even if the widget lets the keyboard go
//    later in the batch (Enter): the keys were typed for it.
//  - After an event in the batch that can move the keyboard (a press ImGui took, any press while ImGui has the
//    keyboard, tab, which focuses a panel's next text field), the key events that follow wait: beginBatch
//    replays them once ImGui has run the frames that event needs (one for a press, two for tab), dropping them
//    as soon as a frame leaves ImGui with the keyboard.
//  - A mouse button pressed on ImGui (the flag says so, or the press lies inside a panel's rectangle of the last
//    frames, so a panel that just moved or collapsed still takes a click aimed at it) is ImGui's until it is released: neither the press nor its release reach the scene, whatever the
//    flags say in between.
//  - The modifier state is the event stream's own (keysym.mod of each key event, in order), stamped on every
//    event for the scene, so a shift pressed and released within one frame is seen where it was.
#pragma once

#include <array>
#include <vector>

#include <SDL.h>

namespace gaitlab {

/// What ImGui wants, as fresh as the client knows it (InputRouter::beginBatch).
struct OverlayCapture {
    bool mouse = false;     ///< the pointer is over a panel or ImGui owns a drag
    bool keyboard = false;  ///< a widget has the keyboard (a text field being edited, an active item)
    /// The panels' rectangles after the last frames (the client keeps a third of a second of them), window pixels:
    /// a press inside one is ImGui's even when the pointer moved onto the panel within the batch (`mouse` still tells where it was at the last frame).
    std::vector<SDL_Rect> panels;
};

/// An event for the scene: the SDL event, the modifier state of the event stream at that event (KMOD_* bits)
/// and whether ImGui wanted the mouse then (the wheel and a drag's release look at it).
struct SceneEvent {
    SDL_Event event{};
    Uint16 mods = KMOD_NONE;
    bool mouse_captured = false;
};

class InputRouter {
public:
    /// Starts a batch of events with `capture`, ImGui's state after the last frame's widgets ran. Key events held
    /// back whose wait is over come out first into `scene`; with `capture.keyboard` all held ones are dropped.
    void beginBatch(OverlayCapture capture, std::vector<SceneEvent>& scene);
    /// Routes the next event of the batch (ImGui has been given it already): appends what the scene gets now to
    /// `scene` (nothing or the event).
    void route(const SDL_Event& event, std::vector<SceneEvent>& scene);

    /// The modifier state of the event stream after the events routed so far.
    [[nodiscard]] Uint16 mods() const { return mods_; }
    /// Key events waiting for a later frame's capture.
    [[nodiscard]] std::size_t heldBack() const { return held_.size(); }

private:
    void trackModifiers(const SDL_KeyboardEvent& key);

    OverlayCapture capture_;
    int hold_frames_ = 0;  // frames the held-back key events still wait for (an event may have moved the keyboard)
    std::vector<SceneEvent> held_;
    std::array<bool, 8> imgui_buttons_{};  // mouse buttons pressed on ImGui and not released yet (index = button)
    Uint16 mods_ = KMOD_NONE;
};

}  // namespace gaitlab
