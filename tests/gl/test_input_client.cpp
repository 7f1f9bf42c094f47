// Input routing through the real client loop (app/client/input_router.h): the client runs offscreen on the shipped assets
// and a frame hook pushes SDL events with SDL_PushEvent, each frame's pushes being the next frame's batch. The
// Files panel's path field is found through ImGui's own window list and focused with tab, as a user can: under
// SDL's offscreen driver no window has the mouse focus, so ImGui 1.86's SDL backend sees no pointer and clicks on
// panels are covered by the router's unit tests (tests/app/test_input_routing.cpp) instead.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <SDL.h>
#include <imgui.h>
#include <imgui_internal.h>

#include "app/client/client.h"
#include "app/client/client_session.h"
#include "app/panels/ui_state.h"
#include "engine/world/ab_scenario.h"
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

namespace {

void pushMouse(SDL_Window* window, Uint32 type, int x, int y) {
    SDL_Event event{};
    event.type = type;
    event.button.type = type;
    event.button.windowID = SDL_GetWindowID(window);
    event.button.button = SDL_BUTTON_LEFT;
    event.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
    event.button.clicks = 1;
    event.button.x = x;
    event.button.y = y;
    SDL_PushEvent(&event);
}

/// The selected critter's logical point on screen, window pixels, with the client's camera.
glm::vec2 selectedOnScreen(const ClientFrame& frame, ipos viewport, glm::vec2 point) {
    return (point - frame.ui->camera) * static_cast<float>(clampZoom(frame.ui->zoom)) + glm::vec2(viewport) * 0.5f;
}

}  // namespace

TEST_CASE("client loop: a click where a panel was a few frames ago does not walk the critter, a later one does") {
    // The Gait panel is opened, then collapsed: the map shows where its rows were. A click there right after is
    // the panel's (the user aimed at it); the same click a second later is the map's.
    SDL_Point target{0, 0};
    bool route_after_guarded = false;
    std::string info_after_guarded;
    bool route_after_late = true;
    std::string info_after_late;
    const auto hook = [&](const ClientFrame& frame) {
        const ImGuiWindow* gait = ImGui::FindWindowByName("Gait");
        const bool routed = frame.world->routeProgress(frame.world->selected()).has_value();
        switch (frame.frame) {
        case 2: ImGui::SetWindowCollapsed("Gait", false); break;
        case 8:
            REQUIRE(gait != nullptr);
            target = SDL_Point{static_cast<int>(gait->Pos.x + gait->Size.x * 0.5f),
                               static_cast<int>(gait->Pos.y + gait->Size.y - 6.0f)};
            ImGui::SetWindowCollapsed("Gait", true);
            break;
        case 10:
            REQUIRE(routed);
            pushMouse(frame.window, SDL_MOUSEBUTTONDOWN, target.x, target.y);
            pushMouse(frame.window, SDL_MOUSEBUTTONUP, target.x, target.y);
            break;
        case 14:
            route_after_guarded = routed;
            info_after_guarded = frame.ui->info;
            break;
        case 50:
            pushMouse(frame.window, SDL_MOUSEBUTTONDOWN, target.x, target.y);
            pushMouse(frame.window, SDL_MOUSEBUTTONUP, target.x, target.y);
            break;
        case 54:
            route_after_late = routed;
            info_after_late = frame.ui->info;
            break;
        default: break;
        }
    };
    ClientOptions options = inputClientOptions(54, hook);
    options.route = "turn";
    options.fixed_frame_ms = 20.0;
    CHECK(runClient(options) == 0);
    CHECK(route_after_guarded);
    CHECK(info_after_guarded.find("outside the map") == std::string::npos);
    CHECK(info_after_guarded.find("no path") == std::string::npos);
    // The late click reached the map: it walked (ending the route) or said why it could not.
    CHECK((!route_after_late || info_after_late.find("outside the map") != std::string::npos ||
           info_after_late.find("no path") != std::string::npos));
}

TEST_CASE("client loop: the fixed camera keeps the critter in the map between the panel columns through the turn") {
    for (const auto& [width, height] : {std::pair{1280, 720}, std::pair{1024, 600}}) {
        CAPTURE(width);
        int outside = 0;
        int checked = 0;
        bool fixed = false;
        const ipos viewport{width, height};
        const auto hook = [&](const ClientFrame& frame) {
            if (frame.frame == 2) pushKey(frame.window, SDL_KEYDOWN, SDLK_c);
            if (frame.frame == 3) pushKey(frame.window, SDL_KEYUP, SDLK_c);
            fixed = frame.ui->fixed_camera;
            if (frame.frame < 5) return;
            const MapView view = visibleMap(*frame.ui, viewport);
            const glm::vec2 s = selectedOnScreen(frame, viewport, glm::vec2(frame.world->selectedPoint()));
            ++checked;
            if (s.x < view.min.x || s.x > view.max.x || s.y < view.min.y || s.y > view.max.y) ++outside;
        };
        ClientOptions options = inputClientOptions(400, hook);
        options.width = width;
        options.height = height;
        options.route = "turn";
        options.fixed_frame_ms = 40.0;
        CHECK(runClient(options) == 0);
        CHECK(fixed);
        CHECK(checked > 300);
        CHECK(outside == 0);
    }
}

TEST_CASE("client loop: f centres the fixed camera, and the A/B scenario frames both critters") {
    // With the fixed camera on, the camera is panned away (as a drag does); f brings the critter to the middle of the
    // visible map and the camera stays fixed.
    glm::vec2 after_f{0.0f}, middle{0.0f};
    bool still_fixed = false;
    const ipos viewport{1280, 720};
    const auto hook = [&](const ClientFrame& frame) {
        if (frame.frame == 2) pushKey(frame.window, SDL_KEYDOWN, SDLK_c);
        if (frame.frame == 3) pushKey(frame.window, SDL_KEYUP, SDLK_c);
        if (frame.frame == 10) const_cast<ClientUiState*>(frame.ui)->camera += glm::vec2(100.0f, 60.0f);
        if (frame.frame == 12) pushKey(frame.window, SDL_KEYDOWN, SDLK_f);
        if (frame.frame == 13) pushKey(frame.window, SDL_KEYUP, SDLK_f);
        if (frame.frame == 14) {
            after_f = selectedOnScreen(frame, viewport, glm::vec2(frame.world->selectedPoint()));
            const MapView view = visibleMap(*frame.ui, viewport);
            middle = (view.min + view.max) * 0.5f;
            still_fixed = frame.ui->fixed_camera;
        }
    };
    ClientOptions options = inputClientOptions(14, hook);
    options.width = 1280;
    options.height = 720;
    options.route = "turn";
    options.fixed_frame_ms = 20.0;
    CHECK(runClient(options) == 0);
    CHECK(still_fixed);
    CHECK(std::abs(after_f.x - middle.x) < 16.0f);
    CHECK(std::abs(after_f.y - middle.y) < 16.0f);

    int outside = 0;
    int checked = 0;
    const auto ab_hook = [&](const ClientFrame& frame) {
        if (frame.frame < 3) return;
        const auto* ab = dynamic_cast<const AbScenario*>(frame.world->scenario());
        if (ab == nullptr) return;
        const MapView view = visibleMap(*frame.ui, viewport);
        for (const int index : {ab->critterA(), ab->critterB()}) {
            const glm::vec2 s = selectedOnScreen(
                frame, viewport,
                glm::vec2(frame.world->critters()[static_cast<std::size_t>(index)].body().logicalPoint()));
            ++checked;
            if (s.x < view.min.x || s.x > view.max.x || s.y < view.min.y || s.y > view.max.y) ++outside;
        }
    };
    ClientOptions ab_options = inputClientOptions(120, ab_hook);
    ab_options.width = 1280;
    ab_options.height = 720;
    ab_options.route = "ab";
    ab_options.fixed_frame_ms = 40.0;
    CHECK(runClient(ab_options) == 0);
    CHECK(checked > 100);
    CHECK(outside == 0);
}
