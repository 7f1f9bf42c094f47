// The overlay's panels, one file each. Every function draws one ImGui window; `ui` is null in headless
// renders, where the panels show values only and no control acts.
#pragma once

#include <vector>

#include "app/ui_state.h"
#include "engine/error_record.h"

namespace gaitlab {

class AssetLibrary;
class World;
struct ClientUiState;

/// Selected critter: hex, HexOffset, MovingContext progress, speed slider (ChangeSpeed mid-move), sheet, flags.
void drawCritterPanel(World& world, ClientUiState* ui);
/// Walk-cycle aligner state: T, dot(T,T), anchor, rel, cycle_proj, phase, cycle_number, frame strip (with the
/// thumbnails `thumbnail` gives, none when empty), offs_anim.
void drawAlignerPanel(World& world, ClientUiState* ui, const FrameThumbFn& thumbnail);
/// Demo routes, pause/step, time scale.
void drawRoutesPanel(World& world, ClientUiState* ui);
/// Zoom, drawing toggles, info line and the controls.
void drawViewPanel(World& world, ClientUiState* ui);
/// Opened sprite files with their errors, an open-by-path field, the selected critter's idle/walk/run
/// assignments and buttons to assign a file to one of them, and the sheet operations demo (D9).
/// Headless: the list only, and only when files are open.
void drawFilesPanel(World& world, AssetLibrary& assets, ClientUiState* ui);
/// Tactics units: the camera step (8 steps, every unit's view re-resolved live) and, for the selected unit, its
/// pose (animation, view, pattern, back, mirrored, shp, index, elapsed ticks, hand, last events fired), the same
/// aligner values as a critter's while it walks, and Swing/Hurt/Death buttons. Nothing when there are no units.
void drawTacticsPanel(World& world, ClientUiState* ui);

/// Asset and world errors ("file:line: what was expected"), top centre, only while there are any: in the client
/// the ones collected since the last "dismiss", headless the current ones.
void drawErrorsPanel(const World& world, const AssetLibrary& assets, const std::vector<ErrorRecord>& render_errors,
                     ClientUiState* ui);
/// The selected critter's or unit's animation state (DECISIONS "Animation systems"; D17): state, priority, lock,
/// frame (aligner or playback), time in state, fallback, the last 20 transitions with their reasons (newest
/// first), its events of the last 2 s, and the attack / hurt / kill / revive (/ knock back) buttons.
void drawStatePanel(World& world, ClientUiState* ui);

}  // namespace gaitlab
