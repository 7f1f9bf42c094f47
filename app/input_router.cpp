#include "app/input_router.h"

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
    keyboard_uncertain_ = false;
    if (!capture.keyboard)
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
        if (keyboard_uncertain_)
            held_.push_back(out);
        else if (!capture_.keyboard)
            scene.push_back(out);
        return;
    case SDL_MOUSEBUTTONDOWN: {
        out.mods = mods_;
        if (capture_.mouse || capture_.keyboard) keyboard_uncertain_ = true;
        if (capture_.mouse) {
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
