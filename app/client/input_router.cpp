#include "app/client/input_router.h"

#include <algorithm>

namespace gaitlab {

namespace {

/// The KMOD_* bit a modifier key stands for; KMOD_NONE for other keys (the lock keys toggle and are left out).
Uint16 modifierOf(SDL_Keycode key) {
    switch (key) {
    case SDLK_LSHIFT: return KMOD_LSHIFT;
    case SDLK_RSHIFT: return KMOD_RSHIFT;
    case SDLK_LCTRL: return KMOD_LCTRL;
    case SDLK_RCTRL: return KMOD_RCTRL;
    case SDLK_LALT: return KMOD_LALT;
    case SDLK_RALT: return KMOD_RALT;
    case SDLK_LGUI: return KMOD_LGUI;
    case SDLK_RGUI: return KMOD_RGUI;
    default: return KMOD_NONE;
    }
}

}  // namespace

void InputRouter::trackModifiers(const SDL_KeyboardEvent& key) {
    // SDL stamps each key event with the state after it; the key itself is applied too, so a modifier key's own
    // event counts even when the state it carries was taken before it (events built by hand or pushed).
    mods_ = static_cast<Uint16>(key.keysym.mod);
    const Uint16 bit = modifierOf(key.keysym.sym);
    if (key.type == SDL_KEYDOWN)
        mods_ = static_cast<Uint16>(mods_ | bit);
    else
        mods_ = static_cast<Uint16>(mods_ & ~bit);
}

void InputRouter::beginBatch(OverlayCapture capture, std::vector<SceneEvent>& scene) {
    capture_ = capture;
    if (capture.keyboard) {
        held_.clear();  // a widget took the keyboard: the keys were typed for it
        hold_frames_ = 0;
        return;
    }
    if (hold_frames_ > 0 && --hold_frames_ > 0) return;  // still waiting; this batch's key events join them
    for (SceneEvent& held : held_) scene.push_back(held);
    held_.clear();
}

void InputRouter::route(const SDL_Event& event, std::vector<SceneEvent>& scene) {
    SceneEvent out;
    out.event = event;
    out.mouse_captured = capture_.mouse;
    switch (event.type) {
    case SDL_TEXTINPUT:
    case SDL_TEXTEDITING: return;  // always a widget's
    case SDL_KEYDOWN:
    case SDL_KEYUP:
        trackModifiers(event.key);
        out.mods = mods_;
        if (hold_frames_ > 0)
            held_.push_back(out);
        else if (!capture_.keyboard)
            scene.push_back(out);
        // Tab moves ImGui's keyboard focus to the next text field of the focused panel: ImGui 1.86 sees the key at
        // the next NewFrame and focuses the field in the frame after that.
        if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_TAB) hold_frames_ = std::max(hold_frames_, 2);
        return;
    case SDL_MOUSEBUTTONDOWN: {
        out.mods = mods_;
        const SDL_Point at{event.button.x, event.button.y};
        const bool on_panel = capture_.mouse ||
                              std::any_of(capture_.panels.begin(), capture_.panels.end(),
                                          [&](const SDL_Rect& r) { return SDL_PointInRect(&at, &r); });
        // A press ImGui takes activates a widget in the next frame; one on the map while a widget has the keyboard
        // takes the keyboard from it then.
        if (on_panel || capture_.keyboard) hold_frames_ = std::max(hold_frames_, 1);
        if (on_panel) {
            if (event.button.button < imgui_buttons_.size()) imgui_buttons_[event.button.button] = true;
            return;
        }
        scene.push_back(out);
        return;
    }
    case SDL_MOUSEBUTTONUP:
        out.mods = mods_;
        if (event.button.button < imgui_buttons_.size() && imgui_buttons_[event.button.button]) {
            imgui_buttons_[event.button.button] = false;
            return;
        }
        scene.push_back(out);
        return;
    default:
        out.mods = mods_;
        scene.push_back(out);
        return;
    }
}

}  // namespace gaitlab
