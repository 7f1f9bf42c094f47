#include "app/client/client_session.h"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <utility>

#include <glm/common.hpp>
#include <imgui.h>

#include "app/assets/asset_library.h"
#include "app/client/next_finding.h"
#include "app/client/recent_files.h"
#include "app/files/file_changes.h"
#include "app/panels/panel_layout.h"
#include "app/panels/panels.h"
#include "app/scene/delta_editor.h"
#include "app/scene/scenario_files.h"
#include "app/scene/scenarios.h"
#include "engine/draw/gait_draw.h"
#include "engine/world/ab_scenario.h"
#include "engine/world/scenario.h"

namespace gaitlab {

namespace {

// Hot reload of the files no event reports (no event source, a folder that went away, a link): they are compared
// every half second. Files that events report are looked at in the frame after their event.
constexpr double kReloadPollSeconds = 0.5;

/// The critters the gait tools watch: the selected one (unless a unit is selected) and A and B of the A/B scenario.
std::vector<int> gaitCritters(const World& world) {
    std::vector<int> out;
    if (world.critters().empty()) return out;
    if (!world.selectedUnit()) out.push_back(world.selected());
    if (const auto* ab = dynamic_cast<const AbScenario*>(world.scenario()))
        for (const int c : {ab->critterA(), ab->critterB()})
            if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
    return out;
}

/// Why there is nothing to step back to: `plain`, or that a world this large records no history.
std::string noHistoryMessage(const World& world, const char* plain) {
    if (world.critters().size() + world.units().size() > kHistoryMaxActors)
        return "stepping back is off in worlds of more than " + std::to_string(kHistoryMaxActors) +
               " critters and units (each tick would copy the whole world)";
    return plain;
}

RunningNow runningNow(const World& world) {
    RunningNow now;
    if (world.scenario() != nullptr) now.scenario = world.scenario()->name();
    if (!world.critters().empty() && !world.selectedUnit()) {
        now.critter = world.selected();
        now.route = world.routeOf(now.critter);
    }
    return now;
}

std::shared_ptr<AssetLibrary> loadedAssets(const ClientOptions& options) {
    // Before the first load, so every file it reads is followed by events from the start.
    std::unique_ptr<FileEventSource> events = makeSystemFileEventSource();
    if (!events) std::cerr << "hot reload: no file-change events here, changed files are found by polling\n";
    FileChanges::instance().start(std::move(events));
    auto assets = std::make_shared<AssetLibrary>(options.asset_dir, options.map_file, &std::cerr);
    assets->loadAll();
    return assets;
}

}  // namespace

ClientSession::ClientSession(const ClientOptions& options, const std::string& notice)
    : assets(loadedAssets(options)),
      // --route stress: the stress scene's own map and --units critters and units (app/scene/scenarios.h).
      world(isStressScenario(options.route) ? makeStressWorld(assets, options.units, options.seed)
                                            : World(assets, assets->map(), options.seed)),
      gait(*assets) {
    ui.zoom = clampZoom(options.zoom);
    ui.deltas = std::make_shared<DeltaEditor>(*assets);
    recent_file_ = options.recent_file;
    ui.recent_scenarios = readRecentFiles(recent_file_);
    ui.layout = std::make_shared<PanelLayout>();
    ui.layout->attach(ImGui::GetCurrentContext());  // before the first frame, which reads the layout file
    if (!notice.empty()) ui.setInfo(notice, 0.0);
    // Files from the command line: the first one that loads walks on the selected critter.
    assets->setPalette(options.palette);
    bool walk_assigned = false;
    for (const std::string& path : options.files) {
        const int index = openSpriteFile(path);
        if (!walk_assigned) walk_assigned = assets->assign(world.selected(), CritterAnim::Walk, index);
    }
    world.syncAssets();  // art with its own type definition remakes the critter now, before a route's first step
    ui.scenario_files = shippedScenarioFiles(assets->assetDir());
    // --route: a scenario of `gaitlab render`, run by the same World::tick as there.
    if (!options.route.empty()) {
        if (std::string route_error = startNamedScenario(world, *assets, options.route); !route_error.empty()) {
            route_failed_ = true;  // the window stays open with the error shown; the exit status says it too
            std::cerr << "gaitlab: " << route_error << "\n";
            ui.pushError(route_error);
            ui.setInfo(options.route + " cannot start (Errors window)", 0.0);
        } else {
            ui.setInfo(options.route + " started", 0.0);
            std::error_code ec;
            if (std::filesystem::is_regular_file(options.route, ec)) rememberScenarioFile(options.route);
            if (world.scenario() != nullptr)
                for (const PanelId id : scenarioPanels(world.scenario()->name())) ui.layout->open(id);
        }
    }
    ui.states_demo = world.scenario() != nullptr && world.scenario()->name() == "states";
    logWorldErrors();
    // Stepping back restores snapshots of the last ticks (DECISIONS "Stepping back"); the gait tools sample every
    // tick. Both start over when the assets' generation moves on (a hot reload: new sheet objects).
    history_generation_ = assets->generation();
    gait.watch(gaitCritters(world));
    afterTick(world);
    running_ = runningNow(world);
}

int ClientSession::openSpriteFile(const std::string& path) {
    const int index = assets->openFile(path);
    const OpenedSprite& file = assets->openedFiles()[static_cast<std::size_t>(index)];
    ui.setInfo(file.error.empty() ? "opened " + path : "cannot open " + path + " (Errors window)", ImGui::GetTime());
    return index;
}

void ClientSession::logWorldErrors() {
    // The library logs its own errors; the Errors window shows both as they are now.
    std::vector<std::string> current;
    for (const ErrorRecord& record : world.errors()) current.push_back(record.message);
    for (const std::string& message : current)
        if (std::find(shown_errors_.begin(), shown_errors_.end(), message) == shown_errors_.end())
            std::cerr << "world error: " << message << "\n";
    shown_errors_ = std::move(current);
}

void ClientSession::pollReloads(double dt_s) {
    const bool events = FileChanges::instance().update();
    reload_timer_ += dt_s;
    const bool poll = reload_timer_ >= kReloadPollSeconds;
    if (poll) reload_timer_ = 0.0;
    const bool polled_files = !FileChanges::instance().started() || FileChanges::instance().anyPolled();
    if (!events && !(poll && polled_files)) {
        if (poll) logWorldErrors();
        return;
    }
    if (assets->reloadChanged()) ui.setInfo("assets reloaded", ImGui::GetTime());
    gait.pollSidecars();
    logWorldErrors();
}

int ClientSession::ticksFor(double dt_s) {
    // Fixed-timestep simulation, decoupled from the frame rate.
    if (ui.paused) {
        const int ticks = std::min(ui.step_ticks, kMaxTicksPerFrame);
        ui.step_ticks -= ticks;
        sim_accum_ms_ = 0.0;
        return ticks;
    }
    ui.step_ticks = 0;
    sim_accum_ms_ += dt_s * 1000.0 * static_cast<double>(ui.time_scale);
    const int ticks = static_cast<int>(sim_accum_ms_ / static_cast<double>(World::kTickMs));
    sim_accum_ms_ -= static_cast<double>(ticks) * static_cast<double>(World::kTickMs);
    return std::min(ticks, kMaxTicksPerFrame);
}

void ClientSession::applyUiRequests() {
    // The Demo routes panel's "states timeline" starts or stops the states scenario (the headless one).
    if (const bool running = world.scenario() != nullptr && world.scenario()->name() == "states";
        ui.states_demo != running) {
        if (!ui.states_demo) {
            world.stopScenario();
        } else if (std::string states_error = world.startScenario(makeScenario("states")); !states_error.empty()) {
            ui.pushError(states_error);
            ui.states_demo = false;
        } else {
            ui.layout->open(PanelId::State);
        }
    }
    // The Demo routes panel's scenario file menu: read the file again and start it; what fails goes to the Errors
    // window and the log.
    if (!ui.start_scenario_file.empty()) {
        const std::string path = std::move(ui.start_scenario_file);
        ui.start_scenario_file.clear();
        const std::string stem = std::filesystem::path(path).stem().string();
        if (std::string file_error = startScenarioFile(world, *assets, path); !file_error.empty()) {
            std::cerr << "gaitlab: " << file_error << "\n";
            ui.pushError(file_error);
            ui.setInfo(stem + " cannot start (Errors window)", ImGui::GetTime());
        } else {
            ui.setInfo("scenario " + stem + " started", ImGui::GetTime());
            rememberScenarioFile(path);
        }
        ui.states_demo = false;
    }
    if (assets->generation() != history_generation_) {
        history_generation_ = assets->generation();
        history.clear();  // snapshots hold the sheets of before the reload
    }
    gait.watch(gaitCritters(world));
    if (ui.pose_steps != 0 || ui.back_ticks != 0) stepByPose();
    if (ui.next_finding) {
        ui.next_finding = false;
        ui.setInfo(stepToNextFinding(world, gait, [this](const World& w) { afterTick(w); }), ImGui::GetTime());
    }
}

void ClientSession::rememberScenarioFile(const std::string& path) {
    // A shipped file is in the menu above already; only the others are worth a place in the list.
    for (const std::string& shipped : ui.scenario_files) {
        std::error_code ec;
        if (std::filesystem::equivalent(shipped, path, ec)) return;
    }
    ui.recent_scenarios = withRecentFile(std::move(ui.recent_scenarios), path);
    ui.recent_choice = 0;
    if (recent_file_.empty()) return;
    if (std::string problem = writeRecentFiles(recent_file_, ui.recent_scenarios); !problem.empty()) {
        std::cerr << "gaitlab: the recent scenario files are not kept: " << problem << "\n";
        ui.pushError("the recent scenario files are not kept: " + problem);
    }
}

void ClientSession::stepByPose() {
    // Stepping by pose and back (keys `[`, `]` and `,`, the Demo routes panel's buttons).
    const Scenario* scenario_before_steps = world.scenario();
    const int index = world.selected();
    const bool critter = !world.critters().empty() && !world.selectedUnit();
    const auto after_tick = [this](const World& w) { afterTick(w); };
    for (; ui.pose_steps > 0; --ui.pose_steps)
        if (critter) stepPoseForward(world, index, after_tick);
    for (; ui.pose_steps < 0; ++ui.pose_steps) {
        if (!critter) continue;
        const StepBack back = stepPoseBack(world, index, history);
        if (back == StepBack::NoHistory)
            ui.setInfo(noHistoryMessage(world, "no earlier pose in the recorded ticks"), ImGui::GetTime());
        if (back == StepBack::HistoryStart)
            ui.setInfo("back at the oldest recorded tick (" + std::to_string(history.capacity() / 100) + " s)",
                       ImGui::GetTime());
    }
    for (; ui.back_ticks > 0; --ui.back_ticks)
        if (!stepTickBack(world, history))
            ui.setInfo(noHistoryMessage(world, "no earlier tick recorded"), ImGui::GetTime());
    if (!critter) ui.setInfo("pose steps follow the selected critter (tab)", ImGui::GetTime());
    gait.rewind(world);
    // A restored scenario is a copy: it is the same scenario for the camera's zoom.
    if (zoomed_scenario_ == scenario_before_steps) zoomed_scenario_ = world.scenario();
}

void ClientSession::afterTick(const World& w) {
    if (w.critters().size() + w.units().size() <= kHistoryMaxActors) history.record(w);
    gait.afterTick(w);
}

void ClientSession::afterTicks() {
    // "scenario X finished" when the scenario ended by itself, "the X route ended" when the selected critter's route
    // stopped (a click, a stop, a kill), while the selection stayed.
    const RunningNow now = runningNow(world);
    if (!running_.scenario.empty() && now.scenario.empty())
        ui.setInfo("scenario " + running_.scenario + " finished", ImGui::GetTime());
    if (running_.route && !now.route && running_.critter == now.critter)
        ui.setInfo(std::string("the ") + demoRouteName(*running_.route) + " route ended", ImGui::GetTime());
    running_ = now;
    // A scenario file's zoom and zoom steps move the camera's zoom when they change (the wheel still works).
    if (const std::optional<int> zoom = scenarioZoom(world);
        world.scenario() != zoomed_scenario_ || zoom != scenario_zoom_) {
        zoomed_scenario_ = world.scenario();
        scenario_zoom_ = zoom;
        if (zoom) ui.zoom = clampZoom(*zoom);
    }
}

MapView visibleMap(const ClientUiState& ui, ipos viewport) {
    MapView view{glm::vec2(0.0f), glm::vec2(viewport)};
    if (ui.layout) {
        // Between the columns (each its width and the margins either side) and above the status bar.
        view.min.x = ui.layout->columnWidth(false) + 2.0f * PanelLayout::kMargin;
        view.max.x = static_cast<float>(viewport.x) - ui.layout->columnWidth(true) - 2.0f * PanelLayout::kMargin;
        view.max.y = static_cast<float>(viewport.y) - statusBarHeight(&ui);
    }
    // A window too narrow for a map between the columns: the whole window.
    if (view.max.x - view.min.x < 64.0f) view.min.x = 0.0f, view.max.x = static_cast<float>(viewport.x);
    if (view.max.y - view.min.y < 64.0f) view.min.y = 0.0f, view.max.y = static_cast<float>(viewport.y);
    return view;
}

void ClientSession::followCamera(ipos viewport) {
    if (world.critters().empty()) return;
    glm::vec2 point(world.selectedPoint());  // the selected critter or tactics unit
    // A/B: the point between both critters, so both are framed.
    if (const auto* ab = dynamic_cast<const AbScenario*>(world.scenario());
        ab != nullptr && !world.selectedUnit() &&
        std::max(ab->critterA(), ab->critterB()) < static_cast<int>(world.critters().size()))
        point = (glm::vec2(world.critters()[static_cast<std::size_t>(ab->critterA())].body().logicalPoint()) +
                 glm::vec2(world.critters()[static_cast<std::size_t>(ab->critterB())].body().logicalPoint())) *
                0.5f;
    const float zoom = static_cast<float>(clampZoom(ui.zoom));
    const MapView view = visibleMap(ui, viewport);
    // The camera centre shows at the window's centre; the visible map's centre is off it by `offset` screen px.
    const glm::vec2 middle = (view.min + view.max) * 0.5f;
    const glm::vec2 offset = middle - glm::vec2(viewport) * 0.5f;
    const glm::vec2 centred = point - offset / zoom;
    const bool recentre = std::exchange(ui.recentre_camera, false);
    if (ui.fixed_camera) {
        // The ground stays still under the feet; the camera jumps only when the critter nears the visible map's
        // edge (a panel's, the status bar's or the window's), or when `f` asks.
        const glm::vec2 half = (view.max - view.min) * 0.5f;
        const glm::vec2 screen = (point - ui.camera) * zoom + glm::vec2(viewport) * 0.5f;
        const glm::vec2 d = glm::abs(screen - middle);
        if (recentre || d.x > half.x * kFixedCameraMargin || d.y > half.y * kFixedCameraMargin) ui.camera = centred;
        return;
    }
    if (ui.follow_selected) ui.camera = centred;
}

FrameSteps ClientSession::frameSteps(int ticks, ipos viewport) {
    FrameSteps steps;
    steps.ticks = ticks;
    steps.after_tick = [this](const World& w) { afterTick(w); };
    steps.after_ticks = [this](const World&) { afterTicks(); };
    steps.camera = [this, viewport](const World&) {
        followCamera(viewport);
        Camera camera;
        camera.centre = ui.camera;
        camera.zoom = ui.zoom;
        return camera;
    };
    steps.draw.grid = ui.show_grid;
    steps.draw.blocked = ui.show_blocked;
    steps.draw.path = ui.show_path;
    steps.draw.markers = ui.show_markers;
    steps.draw.overlays_on_top = ui.overlays_on_top;
    steps.gait = [this](const World& w) {
        GaitOverlay overlay;
        if (ui.show_onion) {
            overlay.onion = onion.poses(w, history, ImGui::GetTime(), ui.onion_past, ui.onion_future);
            const auto alpha = static_cast<uint8_t>(std::clamp(ui.onion_opacity, 0.05f, 1.0f) * 255.0f + 0.5f);
            for (std::size_t i = 0; i < overlay.onion.size(); ++i)
                overlay.onion_tints.push_back(i < onion.pastCount() ? onionPastTint(alpha) : onionFutureTint(alpha));
        }
        shown_planted.clear();
        if (!w.critters().empty() && !w.selectedUnit() && (ui.show_feet || ui.record.labels))
            shown_planted = gait.plantedMarkers(w.selected());
        if (ui.show_feet) overlay.planted = shown_planted;
        return overlay;
    };
    return steps;
}

}  // namespace gaitlab
