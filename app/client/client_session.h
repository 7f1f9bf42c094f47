// What the client runs between frames: the assets, the world, the UI state and the tools that watch the world
// (stepping back, the gait tools, the onion skin). The UI's requests become world calls here, in one place
// (applyUiRequests), before the frame (app/scene/frame.h) ticks the world and draws it.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/client/client.h"
#include "app/panels/ui_state.h"
#include "app/scene/frame.h"
#include "app/scene/gait_tracker.h"
#include "app/scene/onion_skin.h"
#include "engine/world/world.h"
#include "engine/world/world_history.h"

namespace gaitlab {

class AssetLibrary;

/// Stepping back records worlds up to this many critters and units: past it a snapshot per tick would cost more
/// than the frames (the stress scene), so it is off there and says so.
inline constexpr std::size_t kHistoryMaxActors = 300;
/// A stall skips simulated time instead of spiralling: at most this many ticks per frame.
inline constexpr int kMaxTicksPerFrame = 25;

/// What runs, to say on the status bar when it ends: the scenario's name and the selected critter's route.
struct RunningNow {
    std::string scenario;
    int critter = -1;
    std::optional<DemoRoute> route;
};

/// The map the panels leave visible, window pixels: between the docked columns and above the status bar (the
/// whole window without a layout, or when the columns leave less than 64 px). The camera keeps the selected
/// critter in it (fixed camera: before it reaches a panel).
struct MapView {
    glm::vec2 min{0.0f, 0.0f};
    glm::vec2 max{0.0f, 0.0f};
};
[[nodiscard]] MapView visibleMap(const ClientUiState& ui, ipos viewport);

class ClientSession {
public:
    /// Loads the assets, makes the world (the stress scene's for --route stress), opens options.files (the first
    /// that loads walks on the selected critter) and starts options.route; a route that cannot start is shown in the
    /// Errors window and makes routeFailed() true. `notice` (may be empty) goes to the status bar first. Needs the
    /// ImGui context (the panel layout attaches to it).
    ClientSession(const ClientOptions& options, const std::string& notice);
    ClientSession(const ClientSession&) = delete;
    ClientSession& operator=(const ClientSession&) = delete;

    std::shared_ptr<AssetLibrary> assets;
    World world;
    ClientUiState ui;
    WorldHistory history;
    GaitTracker gait;
    OnionSkin onion;
    /// The planted feet the last frame drew (its gait overlay), for a recording's caption.
    std::vector<FootMarker> shown_planted;

    [[nodiscard]] bool routeFailed() const { return route_failed_; }
    /// Opens a sprite file given on the command line or dropped on the window; the Files panel lists it.
    int openSpriteFile(const std::string& path);
    /// Logs each new error of the world once while it lasts.
    void logWorldErrors();
    /// Reloads changed assets and contact sidecars: in the frame after a file-change event names one of their files,
    /// and every `kReloadPollSeconds` of `dt_s` when some file is polled (docs/DECISIONS.md "Hot reload").
    void pollReloads(double dt_s);
    /// The ticks this frame runs: ui.step_ticks while paused, else dt_s at ui.time_scale in whole ticks (the rest
    /// carried to the next frame), at most kMaxTicksPerFrame.
    [[nodiscard]] int ticksFor(double dt_s);
    /// The UI's requests as world calls: the states timeline, a scenario file, steps by pose and back.
    void applyUiRequests();
    /// The frame's steps: `ticks` ticks recorded for stepping back and the gait tools, the camera following the
    /// selection as the UI asks, the UI's draw toggles and the gait overlay.
    [[nodiscard]] FrameSteps frameSteps(int ticks, ipos viewport);
    /// After the frame's ticks: announces a scenario or route that ended and takes a scenario's zoom when it changes.
    void afterTicks();

private:
    void afterTick(const World& w);
    void stepByPose();
    void followCamera(ipos viewport);
    /// Puts a scenario file that started first in the recent list and writes the list (app/client/recent_files.h).
    void rememberScenarioFile(const std::string& path);

    bool route_failed_ = false;
    std::string recent_file_;  // ClientOptions::recent_file
    std::vector<std::string> shown_errors_;
    uint64_t history_generation_ = 0;
    double sim_accum_ms_ = 0.0;
    double reload_timer_ = 0.0;
    RunningNow running_;
    const Scenario* zoomed_scenario_ = nullptr;  // the scenario whose zoom (Scenario::zoom) the camera last took
    std::optional<int> scenario_zoom_;
};

}  // namespace gaitlab
