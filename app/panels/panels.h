// The overlay's panels, one file each. Every function draws one ImGui window; `ui` is null in headless
// renders, where the panels show values only and no control acts.
#pragma once

namespace gaitlab {

class Scene;
struct ClientUiState;

/// Selected critter: hex, HexOffset, MovingContext progress, speed slider (ChangeSpeed mid-move), sheet, flags.
void drawCritterPanel(Scene& scene, ClientUiState* ui);
/// Walk-cycle aligner state: T, dot(T,T), anchor, rel, cycle_proj, phase, cycle_number, frame strip, offs_anim.
void drawAlignerPanel(Scene& scene, ClientUiState* ui);
/// Demo routes, pause/step, walk/run threshold (D6).
void drawRoutesPanel(Scene& scene, ClientUiState* ui);
/// Zoom, drawing toggles, errors, info line and the controls.
void drawViewPanel(Scene& scene, ClientUiState* ui);

} // namespace gaitlab
