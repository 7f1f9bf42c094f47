// What the client's user interface remembers between frames: view settings, toggles, pause and the
// messages shown in the overlay. Shared by the input handler, the panels and the client loop.
#pragma once

#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <imgui.h>

#include "engine/drawlist/draw_list.h"
#include "engine/hex/hex.h"
#include "render/frame_times.h"

namespace gaitlab {

class PanelLayout;
class DeltaEditor;

/// A sprite frame as an ImGui image: texture and UV rectangle (for the frame strip).
struct FrameThumb {
    ImTextureID texture = nullptr;
    ImVec2 uv0{0, 0};
    ImVec2 uv1{1, 1};
    ImVec2 size{0, 0};  ///< frame size in pixels
};
/// Looks a frame up in the renderer's atlas; nullopt when it is not uploaded yet.
using FrameThumbFn = std::function<std::optional<FrameThumb>(const SpriteKey&)>;

struct ClientUiState {
    // View (kept across asset reloads).
    glm::vec2 camera{0.0f, 0.0f};  ///< map pixel at the window centre
    int zoom = 2;                  ///< integer zoom 1..8
    bool follow_selected = true;   ///< camera follows the selected critter
    /// Fixed camera (`c`): the camera does not follow, so the ground stays still under the feet; it jumps to the
    /// selected critter only when its logical point leaves the middle of the visible map, the area between the
    /// panel columns (kFixedCameraMargin, visibleMap in app/client/client_session.h).
    bool fixed_camera = false;
    bool recentre_camera = false;  ///< `f` with the fixed camera: centre it on the critter once
    // Drawing toggles.
    bool show_grid = true;
    bool show_blocked = true;
    bool show_path = true;
    bool show_markers = true;  ///< logical point, sprite root, anchor and T vector
    bool show_feet = true;     ///< planted-foot markers of the selected critter (pinned where each foot was put down)
    bool show_onion = false;   ///< onion skin (`o`): the selected critter's previous and next poses, faint
    int onion_past = 1;        ///< onion skin: poses shown before the current one (0..4)
    int onion_future = 1;      ///< and after it (0..4)
    float onion_opacity = 0.38f;  ///< their opacity; past poses bluish, future ones warm (onionPastTint)
    // Simulation control.
    bool paused = false;
    bool states_demo = false;  ///< the `states` timeline runs (Demo routes panel, --route states)
    int step_ticks = 0;        ///< ticks to run while paused (period key)
    int back_ticks = 0;        ///< ticks to go back (comma key), from the world's snapshots (DECISIONS "Stepping back")
    int pose_steps = 0;        ///< pose steps asked: > 0 forward (`]`), < 0 back (`[`)
    bool next_finding = false;  ///< `n`: run to the next gait finding (app/client/next_finding.h)
    // Scenario files (Demo routes panel): the shipped ones, the one chosen in the menu, and a start request the
    // client loop acts on (app/scene/scenario_files.h).
    std::vector<std::string> scenario_files;
    int scenario_choice = 0;
    std::string start_scenario_file;
    /// Scenario files started before, newest first (app/client/recent_files.h); the one chosen in their menu.
    std::vector<std::string> recent_scenarios;
    int recent_choice = 0;
    float time_scale = 1.0f;  ///< simulated ms per real ms
    // A/B panel: the speeds of A and B, ground px/s (engine/world/ab_scenario.h).
    int ab_speed_a = 70;
    int ab_speed_b = 50;
    /// Recording (F9 starts and stops a take, Shift+F9 saves the last seconds; View panel): what the client
    /// records and what it is doing (app/client/client_recorder.h, DECISIONS "Recordings").
    struct RecordUi {
        bool toggle_requested = false;     ///< start or stop a take
        bool save_last_requested = false;  ///< write the ring's last `last_seconds`
        bool framed = true;      ///< a 480x360 window-pixel box around the selected critter; off: the whole window
        bool panels = false;     ///< the panels as they are on screen; off: the map only
        bool labels = true;      ///< a caption band: tick, frame, phase, sheet and slide
        bool keep_last = true;   ///< the ring of the last seconds runs (a glitch already seen can still be saved)
        int last_seconds = 8;    ///< what "save the last seconds" writes, 1..8 s
        bool recording = false;  ///< a take runs (the client sets it)
        double take_s = 0.0;     ///< the take's length so far, s
        double ring_s = 0.0;     ///< what the ring holds, s
        int writing = 0;         ///< recordings being encoded in the background
    };
    RecordUi record;
    // Requests the client loop acts on.
    bool screenshot_requested = false;
    bool quit_requested = false;
    // Messages: errors stay until dismissed, info lines fade out.
    std::deque<std::string> errors;
    std::string info;
    double info_until_s = 0.0;
    // Frame strip thumbnails (set by the client when the renderer is up).
    FrameThumbFn thumbnail;
    /// The selected critter's NextX/NextY edits (app/scene/delta_editor.h); null headless.
    std::shared_ptr<DeltaEditor> deltas;
    /// Where the panels sit (app/panels/panel_layout.h); null: the headless layout, every panel open.
    std::shared_ptr<PanelLayout> layout;
    /// Grid, blocked hexes, path and foot markers over the sprites instead of under them (View panel;
    /// DECISIONS "Draw order").
    bool overlays_on_top = false;
    /// The client's frame times (status bar): each frame's world tick, draw list, GL submit and GL time and the
    /// whole frame, ms, the last kFrameHistory of them; back_gpu_ms is the GL time last read (a frame late).
    static constexpr std::size_t kFrameHistory = 120;
    struct FrameTimesShown {
        FrameTimeHistory history{kFrameHistory};
        double back_gpu_ms = 0.0;
    };
    FrameTimesShown frame_times;
    /// When the last info line was set (status bar: "12 s ago"), seconds of ImGui time; < 0: never.
    double info_at_s = -1.0;
    /// Errors and warnings the Errors window lists this frame (it sets them; the status bar shows them).
    int errors_shown = 0;
    int warnings_shown = 0;
    /// Warnings dismissed in the Errors window: message and file time, so a change to the file shows it again.
    std::vector<std::string> dismissed_warnings;

    void pushError(std::string message);
    void setInfo(std::string message, double now_s);
};

/// Fixed camera: the fraction of the visible map's half-size the selected critter may wander from its centre
/// before the camera jumps to it.
inline constexpr float kFixedCameraMargin = 0.7f;

/// Clamps a zoom request to the supported integer range 1..8.
[[nodiscard]] int clampZoom(int zoom);

}  // namespace gaitlab
