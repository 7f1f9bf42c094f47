#include "app/client/input.h"

#include <cmath>
#include <string>

#include "app/client/tuning_keys.h"
#include "app/panels/actions.h"
#include "app/panels/ui_state.h"
#include "engine/drawlist/draw_list.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {
constexpr float kDragThreshold = 4.0f;  // screen pixels before a press becomes a pan
constexpr float kPanSpeed = 600.0f;     // screen pixels per second for the pan keys
}  // namespace

Camera InputHandler::cameraOf(const ClientUiState& ui) {
    Camera camera;
    camera.centre = ui.camera;
    camera.zoom = ui.zoom;
    return camera;
}

void InputHandler::clickHex(World& world, ClientUiState& ui, ipos viewport, glm::vec2 screen, double now_s) const {
    if (world.critters().empty()) return;
    const glm::vec2 map = cameraOf(ui).screenToMap(screen, viewport);
    const HexGeometry& geometry = world.geometry();
    // hexAt works on cell-origin pixels: remove the centre bias the draw list adds (§1.2, §8).
    const ipos pixel(static_cast<int>(std::floor(map.x)) - geometry.hex_width / 2,
                     static_cast<int>(std::floor(map.y)) - geometry.hex_height / 2);
    const Hex target = geometry.hexAt(pixel).hex;
    if (!world.map().inside(target)) {
        ui.setInfo("outside the map", now_s);
        return;
    }
    // D6: a click walks, a shift-click runs, each at its gait's own speed; shift as it was at the press.
    const bool run = (press_mods_ & KMOD_SHIFT) != 0;
    if (!world.walkSelectedTo(target, run ? anim::CritterActor::Gait::Run : anim::CritterActor::Gait::Walk))
        ui.setInfo("no path to (" + std::to_string(target.x) + ", " + std::to_string(target.y) + ")", now_s);
}

void InputHandler::handle(const SceneEvent& scene_event, World& world, ClientUiState& ui, ipos viewport, double now_s) {
    const SDL_Event& event = scene_event.event;
    const bool mouse_captured = scene_event.mouse_captured;
    switch (event.type) {
    case SDL_MOUSEBUTTONDOWN:
        if (event.button.button == SDL_BUTTON_LEFT) {
            dragging_ = true;
            dragged_ = false;
            press_ = {static_cast<float>(event.button.x), static_cast<float>(event.button.y)};
            press_mods_ = scene_event.mods;
        } else if (event.button.button == SDL_BUTTON_RIGHT && !world.critters().empty()) {
            world.stop(world.selectedActor());
        }
        break;
    case SDL_MOUSEMOTION:
        if (!dragging_) break;
        if (!dragged_) {
            const glm::vec2 now(static_cast<float>(event.motion.x), static_cast<float>(event.motion.y));
            if (std::abs(now.x - press_.x) + std::abs(now.y - press_.y) < kDragThreshold) break;
            dragged_ = true;
            ui.follow_selected = false;
        }
        {
            Camera camera = cameraOf(ui);
            camera.pan({-static_cast<float>(event.motion.xrel), -static_cast<float>(event.motion.yrel)});
            ui.camera = camera.centre;
        }
        break;
    case SDL_MOUSEBUTTONUP:
        if (event.button.button == SDL_BUTTON_LEFT && dragging_) {
            dragging_ = false;
            if (!dragged_ && !mouse_captured) clickHex(world, ui, viewport, press_, now_s);
        }
        break;
    case SDL_MOUSEWHEEL: {
        if (mouse_captured || event.wheel.y == 0) break;
        int mx = 0, my = 0;
        SDL_GetMouseState(&mx, &my);
        const glm::vec2 mouse(static_cast<float>(mx), static_cast<float>(my));
        const glm::vec2 before = cameraOf(ui).screenToMap(mouse, viewport);
        ui.zoom = clampZoom(ui.zoom + (event.wheel.y > 0 ? 1 : -1));
        if (!ui.follow_selected) {
            // Keep the map point under the mouse where it was.
            const glm::vec2 after = cameraOf(ui).screenToMap(mouse, viewport);
            ui.camera += before - after;
        }
        break;
    }
    case SDL_KEYDOWN:
        if (handleTuningKey(event.key.keysym.sym, scene_event.mods, world, ui, now_s)) break;  // ctrl/shift+keys
        switch (event.key.keysym.sym) {
        case SDLK_SPACE: ui.paused = !ui.paused; break;
        case SDLK_PERIOD:
            ui.paused = true;
            ui.step_ticks += 1;
            break;
        // Back a tick, and by pose back and forward (the client loop runs them; DECISIONS "Stepping back").
        case SDLK_COMMA:
            ui.paused = true;
            ui.back_ticks += 1;
            break;
        case SDLK_LEFTBRACKET:
            ui.paused = true;
            ui.pose_steps -= 1;
            break;
        case SDLK_RIGHTBRACKET:
            ui.paused = true;
            ui.pose_steps += 1;
            break;
        case SDLK_n:
            ui.paused = true;
            ui.next_finding = true;
            break;
        case SDLK_o: ui.show_onion = !ui.show_onion; break;
        case SDLK_c: ui.fixed_camera = !ui.fixed_camera; break;
        case SDLK_TAB:
            if (!world.critters().empty()) {
                world.selectNext();  // critters, then tactics units
                ui.follow_selected = true;
            }
            break;
        // The state panel's buttons on the number row, for the selected critter or unit.
        case SDLK_1: requestAction(world, ui, WorldAction::Attack, now_s); break;
        case SDLK_2: requestAction(world, ui, WorldAction::Hurt, now_s); break;
        case SDLK_3: requestAction(world, ui, WorldAction::Kill, now_s); break;
        case SDLK_4: requestAction(world, ui, WorldAction::Revive, now_s); break;
        case SDLK_5: requestAction(world, ui, WorldAction::KnockBack, now_s); break;
        case SDLK_F12: ui.screenshot_requested = true; break;
        case SDLK_F9:
            // Shift+F9 keeps what was just seen; F9 starts or stops a take.
            if ((scene_event.mods & KMOD_SHIFT) != 0)
                ui.record.save_last_requested = true;
            else
                ui.record.toggle_requested = true;
            break;
        case SDLK_f:  // the fixed camera stays fixed and centres on the critter once
            if (ui.fixed_camera)
                ui.recentre_camera = true;
            else
                ui.follow_selected = !ui.follow_selected;
            break;
        case SDLK_PLUS:
        case SDLK_EQUALS:
        case SDLK_KP_PLUS: ui.zoom = clampZoom(ui.zoom + 1); break;
        case SDLK_MINUS:
        case SDLK_KP_MINUS: ui.zoom = clampZoom(ui.zoom - 1); break;
        case SDLK_ESCAPE: ui.quit_requested = true; break;
        default: break;
        }
        break;
    default: break;
    }
}

void InputHandler::update(double dt_s, const Uint8* keys, ClientUiState& ui) const {
    glm::vec2 dir(0.0f);
    if ((SDL_GetModState() & (KMOD_CTRL | KMOD_SHIFT)) != 0) return;  // ctrl/shift+arrows tune (tuning_keys.h)
    if (keys[SDL_SCANCODE_A] || keys[SDL_SCANCODE_LEFT]) dir.x -= 1.0f;
    if (keys[SDL_SCANCODE_D] || keys[SDL_SCANCODE_RIGHT]) dir.x += 1.0f;
    if (keys[SDL_SCANCODE_W] || keys[SDL_SCANCODE_UP]) dir.y -= 1.0f;
    if (keys[SDL_SCANCODE_S] || keys[SDL_SCANCODE_DOWN]) dir.y += 1.0f;
    if (dir.x == 0.0f && dir.y == 0.0f) return;
    ui.follow_selected = false;
    ui.camera += dir * (kPanSpeed * static_cast<float>(dt_s) / static_cast<float>(clampZoom(ui.zoom)));
}

}  // namespace gaitlab
