// Input routing through the real client loop (app/client/input_router.h): the client runs offscreen on the shipped assets
// and a frame hook pushes SDL events with SDL_PushEvent, each frame's pushes being the next frame's batch. The
// Files panel's path field is found through ImGui's own window list and focused with tab, as a user can: under
// SDL's offscreen driver no window has the mouse focus, so ImGui 1.86's SDL backend sees no pointer and clicks on
// panels are covered by the router's unit tests (tests/app/test_input_routing.cpp) instead.
#include <doctest/doctest.h>

#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include "app/client/client.h"
#include "app/panels/ui_state.h"
#include "engine/world/world.h"

using namespace gaitlab;

namespace {

void pushKey(SDL_Window* window, Uint32 type, SDL_Keycode sym, Uint16 mod = KMOD_NONE) {
    SDL_Event event{};
    event.type = type;
    event.key.type = type;
    event.key.windowID = SDL_GetWindowID(window);
    event.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
    event.key.keysym.sym = sym;
    event.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
    event.key.keysym.mod = mod;
    SDL_PushEvent(&event);
}

void pushText(SDL_Window* window, const char* text) {
    SDL_Event event{};
    event.type = SDL_TEXTINPUT;
    event.text.type = SDL_TEXTINPUT;
    event.text.windowID = SDL_GetWindowID(window);
    std::strncpy(event.text.text, text, sizeof event.text.text - 1);
    SDL_PushEvent(&event);
}

/// A digit or space as a user types it: key down, the text it makes, key up.
void pushTyped(SDL_Window* window, SDL_Keycode sym, const char* text) {
    pushKey(window, SDL_KEYDOWN, sym);
    pushText(window, text);
    pushKey(window, SDL_KEYUP, sym);
}

/// The edit buffer of the text field `id` while it is being edited, else nullopt.
std::optional<std::string> fieldText(ImGuiID id) {
    const ImGuiInputTextState& edit = ImGui::GetCurrentContext()->InputTextState;
    if (edit.ID != id) return std::nullopt;
    std::string out;
    for (int i = 0; i < edit.CurLenW; ++i) out += static_cast<char>(edit.TextW[i]);
    return out;
}

ClientOptions inputClientOptions(int frames, std::function<void(const ClientFrame&)> hook) {
    ClientOptions options;
    options.asset_dir = GAITLAB_ASSET_DIR;
    options.width = 1280;
    options.height = 800;
    options.max_frames = frames;
    options.after_frame = std::move(hook);
    return options;
}

}  // namespace

TEST_CASE("client loop: a key typed while a text field has focus changes the field and not the scene") {
    ImGuiID field = 0;
    std::optional<std::string> text_after_tab;
    std::optional<std::string> text_after_typing;
    std::vector<std::string> states_after_typing;
    bool paused_after_typing = true;
    const auto hook = [&](const ClientFrame& frame) {
        ImGuiWindow* files = ImGui::FindWindowByName("Files");
        if (files == nullptr) return;
        switch (frame.frame) {
        case 1:
            // The Files panel in front and focused; tab then focuses its first text field, the path field.
            field = files->GetID("##path");
            ImGui::SetWindowCollapsed(files, false);  // the default layout shows it as its title bar
            ImGui::FocusWindow(files);
            break;
        // ImGui 1.86 reads keys as held or not at each frame: a press and release in one batch would not register.
        case 2:
            // 1 (attack) typed right after tab, before ImGui has run a frame with the field focused.
            pushKey(frame.window, SDL_KEYDOWN, SDLK_TAB);
            pushTyped(frame.window, SDLK_1, "1");
            break;
        case 3: pushKey(frame.window, SDL_KEYUP, SDLK_TAB); break;
        case 5:
            text_after_tab = fieldText(field);
            // The field has focus: 2 (hurt), a space (pause) and 1 (attack) typed into it, within one frame.
            pushTyped(frame.window, SDLK_2, "2");
            pushTyped(frame.window, SDLK_SPACE, " ");
            pushTyped(frame.window, SDLK_1, "1");
            break;
        case 9:
            text_after_typing = fieldText(field);
            for (const WorldCritter& critter : frame.world->critters())
                states_after_typing.push_back(critter.actor.machine().stateDef().name);
            paused_after_typing = frame.ui->paused;
            break;
        default: break;
        }
    };
    CHECK(runClient(inputClientOptions(10, hook)) == 0);
    REQUIRE(text_after_tab.has_value());  // tab made the path field the one being edited
    REQUIRE(text_after_typing.has_value());
    // The field changed (ImGui 1.86 may or may not keep the 1 typed in the frame that focused it).
    CHECK(text_after_typing->size() >= 3);
    CHECK(text_after_typing->substr(text_after_typing->size() - 3) == "2 1");
    for (const std::string& name : states_after_typing) {
        CHECK(name != "attack");
        CHECK(name != "hurt");
    }
    CHECK_FALSE(paused_after_typing);  // the space did not pause the scene
}
