#include "app/client.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <SDL.h>
#include <backends/imgui_impl_sdl.h>
#include <glm/common.hpp>
#include <imgui.h>
#include <imgui_internal.h>

#include "app/asset_library.h"
#include "app/gait_tracker.h"
#include "app/gl_window.h"
#include "app/headless_render.h"
#include "app/image_file.h"
#include "app/input.h"
#include "app/input_router.h"
#include "app/layout_file.h"
#include "app/output_file.h"
#include "app/overlay.h"
#include "app/panel_layout.h"
#include "app/scenario_files.h"
#include "app/sprite_files.h"
#include "app/stop_signal.h"
#include "app/stress_scene.h"
#include "app/ui_state.h"
#include "engine/world/ab_scenario.h"
#include "engine/world/scenario.h"
#include "engine/world/world.h"
#include "engine/world/world_history.h"
#include "render/gpu_timer.h"
#include "render/offscreen_target.h"
#include "render/renderer.h"

namespace gaitlab {

namespace {

constexpr double kReloadPollSeconds = 0.5;      // hot reload: changed files show within a second
constexpr int kMaxTicksPerFrame = 25;           // a stall skips simulated time instead of spiralling
constexpr std::size_t kHistoryMaxActors = 300;  // stepping back records worlds up to this many critters and units
const Rgba8 kBackground{24, 26, 30, 255};

std::string screenshotPath() {
    const std::time_t now = std::time(nullptr);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
    std::filesystem::path dir = std::filesystem::current_path() / "out" / "screenshots";
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    for (int n = 0;; ++n) {
        std::string name = "gaitlab-";
        name += stamp;
        if (n > 0) {
            name += '-';
            name += std::to_string(n);
        }
        name += ".png";
        const std::filesystem::path path = dir / name;
        if (!std::filesystem::exists(path)) return path.string();
    }
}

// Logs each new error of the world once while it lasts (the library logs its own; the Errors window shows both
// as they are now).
void logWorldErrors(const World& world, std::vector<std::string>& logged) {
    std::vector<std::string> current;
    for (const ErrorRecord& record : world.errors()) current.push_back(record.message);
    for (const std::string& message : current)
        if (std::find(logged.begin(), logged.end(), message) == logged.end())
            std::cerr << "world error: " << message << "\n";
    logged = std::move(current);
}

// Opens a sprite file given on the command line or dropped on the window; the Files panel lists it.
int openSpriteFile(AssetLibrary& assets, ClientUiState& ui, const std::string& path) {
    const int index = assets.openFile(path);
    const OpenedSprite& file = assets.openedFiles()[static_cast<std::size_t>(index)];
    ui.setInfo(file.error.empty() ? "opened " + path : "cannot open " + path + " (Errors window)", ImGui::GetTime());
    return index;
}

void followCamera(const World& world, ClientUiState& ui, ipos viewport) {
    if (world.critters().empty()) return;
    const glm::vec2 point(world.selectedPoint());  // the selected critter or tactics unit
    if (ui.fixed_camera) {
        // The ground stays still under the feet; the camera jumps only when the critter nears the window's edge.
        const glm::vec2 half = glm::vec2(viewport) * 0.5f / static_cast<float>(clampZoom(ui.zoom));
        const glm::vec2 d = glm::abs(point - ui.camera);
        if (d.x > half.x * kFixedCameraMargin || d.y > half.y * kFixedCameraMargin) ui.camera = point;
        return;
    }
    if (ui.follow_selected) ui.camera = point;
}

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

/// The onion skin of the selected critter: its previous pose (from the snapshots) and its next one (a clone
/// ticked until the pose changes), recomputed when the clock, the selection or the pose changed, or every 0.25 s
/// while paused (a click may change what comes next).
class OnionSkin {
public:
    const std::vector<CritterPose>& poses(const World& world, const WorldHistory& history, double now_s) {
        if (world.critters().empty() || world.selectedUnit()) {
            poses_.clear();
            return poses_;
        }
        const int index = world.selected();
        const CritterPose current = critterPose(world, index);
        if (index == index_ && world.nowMs() == at_ms_ && current.samePose(current_) && now_s - computed_s_ < 0.25)
            return poses_;
        index_ = index;
        at_ms_ = world.nowMs();
        current_ = current;
        computed_s_ = now_s;
        poses_.clear();
        if (auto previous = previousPose(world, index, history)) poses_.push_back(*previous);
        if (auto next = nextPose(world, index)) poses_.push_back(*next);
        return poses_;
    }

private:
    std::vector<CritterPose> poses_;
    CritterPose current_;
    int index_ = -1;
    int64_t at_ms_ = -1;
    double computed_s_ = -1.0;
};

/// The rectangles of the ImGui windows shown this frame (panels, status bar, popups), window pixels.
std::vector<SDL_Rect> panelRects() {
    std::vector<SDL_Rect> rects;
    for (const ImGuiWindow* window : ImGui::GetCurrentContext()->Windows) {
        if (!window->Active || window->Hidden) continue;
        const ImRect r = window->Rect();
        rects.push_back(SDL_Rect{static_cast<int>(r.Min.x), static_cast<int>(r.Min.y),
                                 static_cast<int>(r.GetWidth() + 0.5f), static_cast<int>(r.GetHeight() + 0.5f)});
    }
    return rects;
}

/// Why there is nothing to step back to: `plain`, or that a world this large records no history.
std::string noHistoryMessage(const World& world, const char* plain) {
    if (world.critters().size() + world.units().size() > kHistoryMaxActors)
        return "stepping back is off in worlds of more than " + std::to_string(kHistoryMaxActors) +
               " critters and units (each tick would copy the whole world)";
    return plain;
}

/// What runs, to say on the status bar when it ends: the scenario's name and the selected critter's route.
struct RunningNow {
    std::string scenario;
    int critter = -1;
    std::optional<DemoRoute> route;
};

RunningNow runningNow(const World& world) {
    RunningNow now;
    if (world.scenario() != nullptr) now.scenario = world.scenario()->name();
    if (!world.critters().empty() && !world.selectedUnit()) {
        now.critter = world.selected();
        now.route = world.routeOf(now.critter);
    }
    return now;
}

/// "scenario X finished" when the scenario ended by itself, "the X route ended" when the selected critter's route
/// stopped (a click, a stop, a kill), while the selection stayed.
void announceEndings(const World& world, ClientUiState& ui, RunningNow& before) {
    const RunningNow now = runningNow(world);
    if (!before.scenario.empty() && now.scenario.empty())
        ui.setInfo("scenario " + before.scenario + " finished", ImGui::GetTime());
    if (before.route && !now.route && before.critter == now.critter)
        ui.setInfo(std::string("the ") + demoRouteName(*before.route) + " route ended", ImGui::GetTime());
    before = now;
}

}  // namespace

std::string defaultLayoutFile() {
    std::filesystem::path dir;
    if (const char* xdg = std::getenv("XDG_CONFIG_HOME"); xdg != nullptr && *xdg != '\0')
        dir = std::filesystem::path(xdg) / "gaitlab";
    else if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0')
        dir = std::filesystem::path(home) / ".config" / "gaitlab";
    else
        return {};
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);  // a folder that cannot be made: ImGui then writes nothing
    return (dir / "layout.ini").string();
}

int runClient(const ClientOptions& options) {
    GlWindowOptions window_options;
    window_options.width = options.width;
    window_options.height = options.height;
    window_options.visible = true;
    // A layout file is read and written only when it is new or gaitlab's own (app/layout_file.h); a FIFO or
    // device would block ImGui's read, so it is refused before the window opens.
    std::string layout_notice;
    window_options.imgui_ini = options.layout_file;
    if (!options.layout_file.empty()) {
        const LayoutFileCheck check = checkLayoutFile(options.layout_file);
        if (check.use == LayoutFileUse::Refuse) {
            std::cerr << "gaitlab: --layout " << check.message << "\n";
            return 2;
        }
        if (check.use == LayoutFileUse::Skip) {
            std::cerr << "gaitlab: layout file " << check.message << "\n";
            layout_notice = "layout file " + check.message;
            window_options.imgui_ini.clear();
        }
    }
    // --screenshot FILE: refused before the window opens when FILE is one of the run's inputs or a file the client
    // did not write; the client's own earlier screenshot, unchanged since, is replaced (a script run again).
    OutputGuard screenshot_guard("client --screenshot", true);
    if (!options.screenshot.empty()) {
        for (const std::string& path : options.files)
            for (const std::string& input : spriteInputFiles(path, options.palette)) screenshot_guard.addInput(input);
        for (const std::string& path : {options.palette, options.map_file, options.layout_file})
            if (!path.empty()) screenshot_guard.addInput(path);
        if (std::string refused = screenshot_guard.refusal(options.screenshot); !refused.empty()) {
            std::cerr << "gaitlab: --screenshot " << refused << "\n";
            return 2;
        }
    }
    std::string error;
    std::unique_ptr<GlWindow> window = GlWindow::create(window_options, error);
    if (!window) {
        std::cerr << "gaitlab: cannot open the window: " << error << "\n";
        return 2;
    }
    std::cerr << "gaitlab: " << window->glInfo() << "\n";
    std::unique_ptr<Renderer> renderer = Renderer::create(error);
    if (!renderer) {
        std::cerr << "gaitlab: " << error << "\n";
        return 2;
    }

    auto assets = std::make_shared<AssetLibrary>(options.asset_dir, options.map_file, &std::cerr);
    assets->loadAll();
    // --route stress: the stress scene's own map and --units critters and units (app/stress_scene.h).
    World world = isStressScenario(options.route) ? makeStressWorld(assets, options.units, options.seed)
                                                  : World(assets, assets->map(), options.seed);

    ClientUiState ui;
    ui.zoom = clampZoom(options.zoom);
    ui.layout = std::make_shared<PanelLayout>();
    ui.layout->attach(ImGui::GetCurrentContext());  // before the first frame, which reads the layout file
    if (!layout_notice.empty()) ui.setInfo(layout_notice, 0.0);
    // Files from the command line: the first one that loads walks on the selected critter.
    assets->setPalette(options.palette);
    bool walk_assigned = false;
    for (const std::string& path : options.files) {
        const int index = openSpriteFile(*assets, ui, path);
        if (!walk_assigned) walk_assigned = assets->assign(world.selected(), CritterAnim::Walk, index);
    }
    world.syncAssets();  // art with its own type definition remakes the critter now, before a route's first step
    // --route: a scenario of `gaitlab render`, run by the same World::tick as there.
    bool route_failed = false;  // the window stays open with the error shown; the exit status says it too
    if (!options.route.empty()) {
        if (std::string route_error = startNamedScenario(world, *assets, options.route); !route_error.empty()) {
            route_failed = true;
            std::cerr << "gaitlab: " << route_error << "\n";
            ui.pushError(route_error);
            ui.setInfo(options.route + " cannot start (Errors window)", 0.0);
        } else {
            ui.setInfo(options.route + " started", 0.0);
            if (world.scenario() != nullptr)
                for (const PanelId id : scenarioPanels(world.scenario()->name())) ui.layout->open(id);
        }
    }
    ui.states_demo = world.scenario() != nullptr && world.scenario()->name() == "states";
    ui.scenario_files = shippedScenarioFiles(assets->assetDir());
    const Scenario* zoomed_scenario = nullptr;  // the scenario whose zoom (Scenario::zoom) the camera last took
    std::optional<int> scenario_zoom;
    std::vector<std::string> shown_errors;
    logWorldErrors(world, shown_errors);
    // The overlay is built after the frame's draw, so a frame not drawn yet can be uploaded for its thumbnail.
    ui.thumbnail = atlasThumbnails(*renderer, *assets);

    // Stepping back restores snapshots of the last ticks (DECISIONS "Stepping back"); the gait tools sample
    // every tick. Both start over when the assets' generation moves on (a hot reload: new sheet objects).
    WorldHistory history;
    GaitTracker gait(*assets);
    OnionSkin onion;
    uint64_t history_generation = assets->generation();
    // A snapshot is a copy of the whole world: past kHistoryMaxActors critters and units (the stress scene) the
    // copies would cost more than the frames, so stepping back is off there and says so.
    const auto after_tick = [&](const World& w) {
        if (w.critters().size() + w.units().size() <= kHistoryMaxActors) history.record(w);
        gait.afterTick(w);
    };
    gait.watch(gaitCritters(world));
    after_tick(world);

    RunningNow running = runningNow(world);
    GpuTimer gpu_timer;
    InputHandler input;
    InputRouter router;
    OverlayCapture capture;  // ImGui's capture after the last frame's widgets (InputRouter::beginBatch)
    std::vector<SceneEvent> scene_events;
    using Clock = std::chrono::steady_clock;
    Clock::time_point last = Clock::now();
    double sim_accum_ms = 0.0;
    double reload_timer = 0.0;
    int frames = 0;
    bool write_failed = false;

    while (!ui.quit_requested) {
        const ipos viewport = window->drawableSize();
        // ImGui sees every event; the scene what the router lets through (app/input_router.h).
        scene_events.clear();
        router.beginBatch(capture, scene_events);
        if (stopRequested()) ui.quit_requested = true;  // SIGINT, SIGTERM (app/stop_signal.h)
        SDL_Event event;
        while (SDL_PollEvent(&event)) {
            ImGui_ImplSDL2_ProcessEvent(&event);
            if (event.type == SDL_QUIT) ui.quit_requested = true;
            if (event.type == SDL_DROPFILE && event.drop.file != nullptr) {
                openSpriteFile(*assets, ui, event.drop.file);
                SDL_free(event.drop.file);
                logWorldErrors(world, shown_errors);
                continue;
            }
            router.route(event, scene_events);
        }
        for (const SceneEvent& scene_event : scene_events)
            input.handle(scene_event, world, ui, viewport, ImGui::GetTime());

        const Clock::time_point now = Clock::now();
        const double wall_s = std::chrono::duration<double>(now - last).count();
        const double frame_s = options.fixed_frame_ms > 0.0 ? options.fixed_frame_ms / 1000.0 : wall_s;
        const double dt_s = std::min(frame_s, 0.25);
        last = now;
        if (!capture.keyboard) input.update(dt_s, SDL_GetKeyboardState(nullptr), ui);

        reload_timer += dt_s;
        if (reload_timer >= kReloadPollSeconds) {
            reload_timer = 0.0;
            if (assets->reloadChanged()) ui.setInfo("assets reloaded", ImGui::GetTime());
            gait.pollSidecars();
            logWorldErrors(world, shown_errors);
        }

        // Fixed-timestep simulation, decoupled from the frame rate.
        int ticks = 0;
        if (ui.paused) {
            ticks = std::min(ui.step_ticks, kMaxTicksPerFrame);
            ui.step_ticks -= ticks;
            sim_accum_ms = 0.0;
        } else {
            ui.step_ticks = 0;
            sim_accum_ms += dt_s * 1000.0 * static_cast<double>(ui.time_scale);
            ticks = static_cast<int>(sim_accum_ms / static_cast<double>(World::kTickMs));
            sim_accum_ms -= static_cast<double>(ticks) * static_cast<double>(World::kTickMs);
            if (ticks > kMaxTicksPerFrame) ticks = kMaxTicksPerFrame;
        }
        // The Demo routes panel's "states timeline" starts or stops the states scenario (the headless one).
        if (const bool running = world.scenario() != nullptr && world.scenario()->name() == "states";
            ui.states_demo != running) {
            if (ui.states_demo) {
                if (std::string states_error = world.startScenario(makeScenario("states")); !states_error.empty()) {
                    ui.pushError(states_error);
                    ui.states_demo = false;
                } else {
                    ui.layout->open(PanelId::State);
                }
            } else {
                world.stopScenario();
            }
        }
        // The Demo routes panel's scenario file menu: read the file again and start it; what fails goes to the
        // Errors window and the log.
        if (!ui.start_scenario_file.empty()) {
            const std::string path = std::move(ui.start_scenario_file);
            ui.start_scenario_file.clear();
            if (std::string file_error = startScenarioFile(world, *assets, path); !file_error.empty()) {
                std::cerr << "gaitlab: " << file_error << "\n";
                ui.pushError(file_error);
                ui.setInfo(std::filesystem::path(path).stem().string() + " cannot start (Errors window)",
                           ImGui::GetTime());
            } else {
                ui.setInfo("scenario " + std::filesystem::path(path).stem().string() + " started", ImGui::GetTime());
            }
            ui.states_demo = false;
        }
        if (assets->generation() != history_generation) {
            history_generation = assets->generation();
            history.clear();  // snapshots hold the sheets of before the reload
        }
        gait.watch(gaitCritters(world));
        // Stepping by pose and back (keys `[`, `]` and `,`, the Demo routes panel's buttons).
        const Scenario* scenario_before_steps = world.scenario();
        if (ui.pose_steps != 0 || ui.back_ticks != 0) {
            const int index = world.selected();
            const bool critter = !world.critters().empty() && !world.selectedUnit();
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
            if (zoomed_scenario == scenario_before_steps) zoomed_scenario = world.scenario();
        }
        using Ms = std::chrono::duration<double, std::milli>;
        const Clock::time_point tick_start = Clock::now();
        for (int i = 0; i < ticks; ++i) {
            world.tick();
            after_tick(world);
        }
        FrameTimes times;
        times.tick_ms = Ms(Clock::now() - tick_start).count();
        announceEndings(world, ui, running);
        // A scenario file's zoom and zoom steps move the camera's zoom when they change (the wheel still works).
        if (const std::optional<int> zoom = world.scenario() != nullptr ? world.scenario()->zoom() : std::nullopt;
            world.scenario() != zoomed_scenario || zoom != scenario_zoom) {
            zoomed_scenario = world.scenario();
            scenario_zoom = zoom;
            if (zoom) ui.zoom = clampZoom(*zoom);
        }

        followCamera(world, ui, viewport);
        DrawOptions draw_options;
        draw_options.grid = ui.show_grid;
        draw_options.blocked = ui.show_blocked;
        draw_options.path = ui.show_path;
        draw_options.markers = ui.show_markers;
        draw_options.overlays_on_top = ui.overlays_on_top;
        draw_options.zoom = ui.zoom;
        Camera camera;
        camera.centre = ui.camera;
        camera.zoom = ui.zoom;
        draw_options.view = camera.visibleRect(viewport);  // the list holds what the window shows
        GaitOverlay gait_overlay;
        if (ui.show_onion) gait_overlay.onion = onion.poses(world, history, ImGui::GetTime());
        if (ui.show_feet && !world.critters().empty() && !world.selectedUnit())
            gait_overlay.planted = gait.plantedMarkers(world.selected());
        const Clock::time_point list_start = Clock::now();
        const DrawList list = buildWorldDrawList(world, *assets, draw_options, &gait_overlay);
        times.draw_list_ms = Ms(Clock::now() - list_start).count();

        OffscreenTarget::unbind();
        // The GL's time of the last frame's drawing: read now, a frame later, so the client never waits for it.
        if (const std::optional<double> gpu = gpu_timer.waitMs()) ui.frame_times.back_gpu_ms = *gpu;
        const Clock::time_point submit_start = Clock::now();
        gpu_timer.begin();
        renderer->clear(viewport, kBackground);
        renderer->draw(list, camera, viewport, *assets);
        gpu_timer.end();
        times.submit_ms = Ms(Clock::now() - submit_start).count();
        times.gpu_ms = ui.frame_times.back_gpu_ms;
        times.frame_ms = wall_s * 1000.0;  // the frame before this one, start to start
        if (frames > 0) ui.frame_times.history.add(times);
        window->beginImGuiFrame();
        for (const ErrorRecord& record : renderer->takeNewErrors())
            std::cerr << "gaitlab: render error: " << record.message << "\n";
        drawOverlay(world, *assets, &ui, {}, renderer->errors(), &gait);
        // The freshest capture: NewFrame computes WantCaptureKeyboard from the item active in the frame before,
        // so once this frame's widgets ran, the active item is what the next NewFrame makes of it (the client
        // opens no modal window and leaves keyboard navigation off). A click into a text field in the last batch
        // has made the field active by now, and the keys held back behind it are dropped.
        for (const std::string& line : ui.layout->takeIgnoredLines()) {
            std::cerr << "gaitlab: layout file " << options.layout_file << ": ignored " << line << "\n";
            ui.setInfo("layout file: ignored " + line, ImGui::GetTime());
        }
        capture.mouse = ImGui::GetIO().WantCaptureMouse;
        capture.keyboard = ImGui::IsAnyItemActive();
        capture.panels = panelRects();
        window->renderImGui();

        ++frames;
        const bool last_frame = options.max_frames > 0 && frames >= options.max_frames;
        if (ui.screenshot_requested || (last_frame && !options.screenshot.empty())) {
            const bool scripted = last_frame && !options.screenshot.empty();
            const std::string path = scripted ? options.screenshot : screenshotPath();
            std::string save_error;
            if (scripted) {
                try {
                    screenshot_guard.writePng(path, readCurrentFramebuffer(viewport));
                } catch (const std::exception& e) {
                    save_error = e.what();
                }
                for (const std::string& w : screenshot_guard.takeWarnings())
                    std::cerr << "gaitlab: warning: " << w << "\n";
            } else {
                save_error = savePng(readCurrentFramebuffer(viewport), path);
            }
            if (save_error.empty()) {
                std::cerr << "gaitlab: screenshot " << path << "\n";
                ui.setInfo("screenshot " + path, ImGui::GetTime());
            } else {
                std::cerr << "gaitlab: " << save_error << "\n";
                ui.pushError(save_error);
                write_failed = true;  // every failure to write is a non-zero exit
            }
            ui.screenshot_requested = false;
        }
        window->swap();
        if (options.after_frame) options.after_frame(ClientFrame{frames, window->sdlWindow(), &world, &ui});
        if (last_frame) break;
    }
    ui.layout->detach();  // writes the layout file while the panels' states are alive
    return write_failed || route_failed ? 1 : 0;
}

}  // namespace gaitlab
