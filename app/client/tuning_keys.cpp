#include "app/client/tuning_keys.h"

#include <string>

#include "app/panels/tuning.h"
#include "app/panels/ui_state.h"
#include "app/scene/delta_editor.h"
#include "engine/world/world.h"

namespace gaitlab {

bool handleTuningKey(SDL_Keycode key, Uint16 mods, World& world, ClientUiState& ui, double now_s) {
    const bool ctrl = (mods & KMOD_CTRL) != 0;
    const bool shift = (mods & KMOD_SHIFT) != 0;
    if (shift && !ctrl) {
        int step = 0;
        if (key == SDLK_UP) step = kSpeedStepFine;
        if (key == SDLK_DOWN) step = -kSpeedStepFine;
        if (key == SDLK_RIGHT) step = kSpeedStepCoarse;
        if (key == SDLK_LEFT) step = -kSpeedStepCoarse;
        if (step == 0) return false;
        if (const int speed = stepSelectedSpeed(world, step))
            ui.setInfo("speed " + std::to_string(speed) + " px/s", now_s);
        return true;
    }
    if (!ctrl || !ui.deltas) return false;
    DeltaEditor& editor = *ui.deltas;
    bool acted = false;
    switch (key) {
    case SDLK_LEFT: acted = editor.nudge(world, -1, 0); break;
    case SDLK_RIGHT: acted = editor.nudge(world, 1, 0); break;
    case SDLK_UP: acted = editor.nudge(world, 0, -1); break;
    case SDLK_DOWN: acted = editor.nudge(world, 0, 1); break;
    case SDLK_z: acted = shift ? editor.redo(world) : editor.undo(world); break;
    case SDLK_y: acted = editor.redo(world); break;
    case SDLK_s: {
        const auto files = editor.unsavedFiles();
        if (files.empty()) ui.setInfo("no unsaved delta edits", now_s);
        for (const std::string& file : files) {
            bool ok = false;
            const std::string said = editor.save(file, ok);
            if (ok)
                ui.setInfo(said, now_s);
            else
                ui.pushError(said);
        }
        return true;
    }
    default: return false;
    }
    if (!editor.message().empty()) ui.setInfo(editor.message(), now_s);
    (void)acted;
    return true;
}

}  // namespace gaitlab
