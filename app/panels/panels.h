// The overlay's panels, one file each. Every function draws one ImGui window; `ui` is null in headless
// renders, where the panels show values only and no control acts.
#pragma once

#include <vector>

#include "app/panels/panel_layout.h"
#include "app/panels/ui_state.h"
#include "engine/base/error_record.h"

namespace gaitlab {

class AssetLibrary;
class GaitTracker;
class World;
struct ClientUiState;

/// The layout the panels dock in: the client's (ui->layout), or, headless or without one, a layout with every
/// panel open (app/panels/overlay.cpp).
[[nodiscard]] PanelLayout& panelLayout(ClientUiState* ui);
/// Height the status bar keeps free at the window's bottom, pixels (0 headless: there is none).
[[nodiscard]] float statusBarHeight(const ClientUiState* ui);

/// Selected critter or tactics unit: hex, HexOffset, MovingContext progress, speed slider (ChangeSpeed mid-move, whole ground
/// px/s 10..300), beside it the cadence (distinct poses shown per second while moving, over the gait window; needs
/// `gait`) and the natural speed of the current sheet (naturalWalkSpeed, ground px/s, the walk of its hdir while
/// standing), a "match speed to art" button that sets the speed to that natural speed rounded to a whole px/s
/// (speedMatchFor, app/scene/gait_tracker.h) and, where that speed crosses the definition's walk/run threshold, what the
/// definition shows there instead; then the sheet and flags. `gait` may be null (no cadence, no button). A selected
/// tactics unit shows its hex, hdir, HexOffset, movement and speed slider instead.
void drawCritterPanel(World& world, ClientUiState* ui, GaitTracker* gait);
/// Walk-cycle aligner state: T, dot(T,T), anchor, rel, cycle_proj, phase, cycle_number, frame strip (with the
/// thumbnails `thumbnail` gives, none when empty), offs_anim; T only for a movement-driven sheet (a playback sheet
/// says it runs by its clock). For a selected tactics unit, the unit's own aligner record.
void drawAlignerPanel(World& world, ClientUiState* ui, const FrameThumbFn& thumbnail);
/// Demo routes, pause/step, time scale.
void drawRoutesPanel(World& world, ClientUiState* ui);
/// Zoom, follow and fixed camera, the drawing toggles (planted feet, onion skin and lines over sprites among them),
/// "reset layout" and the controls. Client only.
void drawViewPanel(World& world, ClientUiState* ui);
/// The View panel's recording row: record / stop, save the last seconds, what is recorded (ClientUiState::RecordUi).
void drawRecordControls(ClientUiState& ui);
/// Opened sprite files with their errors, an open-by-path field, the selected critter's idle/walk/run
/// assignments and buttons to assign a file to one of them, and the sheet operations demo (D9).
/// Headless: the list only, and only when files are open.
void drawFilesPanel(World& world, AssetLibrary& assets, ClientUiState* ui);
/// Tactics units: the camera step (8 steps, every unit's view re-resolved live) and, for the selected unit, its
/// pose (animation, view, pattern, back, mirrored, shp, index, elapsed ticks, hand, last events fired) and
/// Swing/Hurt/Death buttons (its aligner is in the Walk-cycle aligner panel). Nothing when there are no units.
void drawTacticsPanel(World& world, ClientUiState* ui);

/// Asset and world errors ("file:line: what was expected"), top centre, only while there are any: in the client
/// the ones collected since the last "dismiss", headless the current ones.
void drawErrorsPanel(const World& world, const AssetLibrary& assets, const std::vector<ErrorRecord>& render_errors,
                     ClientUiState* ui);
/// The selected critter's or unit's animation state (DECISIONS "Animation systems"; D17): state, priority, lock,
/// frame (aligner or playback), time in state, fallback, the last 20 transitions with their reasons (newest
/// first), its events of the last 2 s, and the attack / hurt / kill / revive (/ knock back) buttons.
void drawStatePanel(World& world, ClientUiState* ui);

/// Gait of the selected critter over the last few seconds (GaitTracker's window, kGaitWindowTicks): where its foot
/// contacts come from (contacts.json or detection), each foot now (planted, lifted, undecided or "no contact
/// data") with the foot slide since it was planted (px), the window's metrics (foot slide max, lead/lag max and
/// mean, px; cadence, poses/s; speed ratio actual/natural) with their verdicts, the frame rate, and live plots
/// (ImGui PlotLines / PlotHistogram, one value per 10 ms tick) of phase (0..1), frame, offs_anim x and y (px),
/// foot slide (px per tick) and lead/lag (|offs_anim| while moving, px). Nothing when `gait` is null.
void drawGaitPanel(World& world, GaitTracker* gait, ClientUiState* ui);
/// The status bar along the window's bottom (client only): the last message and its age, the running scenario or
/// demo route with its leg and loop count, the error count, the frame rate and frame time (ms) with a graph of the
/// last kFrameHistory frames.
void drawStatusBar(const World& world, ClientUiState* ui);
/// A/B: starts and stops the `ab` scenario (engine/world/ab_scenario.h: critter A, the selected one, and B walk
/// the same route on neighbouring hex rows), speed sliders for A and B (ground px/s, mid-walk), B's walk file
/// (the same art as A, or an opened file) and both critters' readouts side by side: walk file, speed, natural
/// speed, cadence, foot slide, lead/lag, speed ratio and the window's verdict. Nothing when `ui` or `gait` is null.
void drawAbPanel(World& world, AssetLibrary& assets, GaitTracker* gait, ClientUiState* ui);

}  // namespace gaitlab
