#include "app/client/client.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

#include <SDL.h>
#include <backends/imgui_impl_sdl.h>
#include <imgui.h>
#include <imgui_internal.h>

#include "app/assets/asset_library.h"
#include "app/client/client_recorder.h"
#include "app/client/client_session.h"
#include "app/client/client_window.h"
#include "app/client/input.h"
#include "app/client/input_router.h"
#include "app/files/stop_signal.h"
#include "app/panels/overlay.h"
#include "app/panels/panel_layout.h"
#include "app/scene/art_colours.h"
#include "app/scene/frame.h"
#include "render/gpu_timer.h"
#include "render/offscreen_target.h"

namespace gaitlab {

namespace {

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

/// ImGui sees every event; the scene what the router lets through (app/client/input_router.h). A dropped file is
/// opened.
void pollEvents(ClientSession& session, InputRouter& router, const OverlayCapture& capture,
                std::vector<SceneEvent>& scene_events) {
    scene_events.clear();
    router.beginBatch(capture, scene_events);
    if (stopRequested()) session.ui.quit_requested = true;  // SIGINT, SIGTERM (app/files/stop_signal.h)
    SDL_Event event;
    while (SDL_PollEvent(&event)) {
        ImGui_ImplSDL2_ProcessEvent(&event);
        if (event.type == SDL_QUIT) session.ui.quit_requested = true;
        if (event.type == SDL_DROPFILE && event.drop.file != nullptr) {
            session.openSpriteFile(event.drop.file);
            SDL_free(event.drop.file);
            session.logWorldErrors();
            continue;
        }
        router.route(event, scene_events);
    }
}

/// The overlay after the map: the panels, the layout file's ignored lines, and what ImGui captures for the next
/// batch of events.
void drawClientOverlay(ClientSession& session, ClientWindow& win, const std::string& layout_file,
                       OverlayCapture& capture) {
    ClientUiState& ui = session.ui;
    win.window->beginImGuiFrame();
    for (const ErrorRecord& record : win.renderer->takeNewErrors())
        std::cerr << "gaitlab: render error: " << record.message << "\n";
    drawOverlay(session.world, *session.assets, &ui, {}, win.renderer->errors(), &session.gait);
    for (const std::string& line : ui.layout->takeIgnoredLines()) {
        std::cerr << "gaitlab: layout file " << layout_file << ": ignored " << line << "\n";
        ui.setInfo("layout file: ignored " + line, ImGui::GetTime());
    }
    // The freshest capture: NewFrame computes WantCaptureKeyboard from the item active in the frame before, so once
    // this frame's widgets ran, the active item is what the next NewFrame makes of it (the client opens no modal
    // window and leaves keyboard navigation off). A click into a text field in the last batch has made the field
    // active by now, and the keys held back behind it are dropped.
    capture.mouse = ImGui::GetIO().WantCaptureMouse;
    capture.keyboard = ImGui::IsAnyItemActive();
    capture.panels = panelRects();
    win.window->renderImGui();
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
    ClientWindow win;
    if (const int status = openClientWindow(options, win); status != 0) return status;
    ClientSession session(options, win.layout_notice);
    ClientUiState& ui = session.ui;
    // The overlay is built after the frame's draw, so a frame not drawn yet can be uploaded for its thumbnail.
    ui.thumbnail = atlasThumbnails(*win.renderer, *session.assets);

    GpuTimer gpu_timer;
    InputHandler input;
    InputRouter router;
    OverlayCapture capture;  // ImGui's capture after the last frame's widgets (InputRouter::beginBatch)
    std::vector<SceneEvent> scene_events;
    using Clock = std::chrono::steady_clock;
    Clock::time_point last = Clock::now();
    int frames = 0;
    bool write_failed = false;
    ClientRecorder recorder(options.recording_dir);
    double clock_ms = 0.0;  // the frame clock recordings are timed by: the frames' dt, so a fixed frame time holds
    while (!ui.quit_requested) {
        const ipos viewport = win.window->drawableSize();
        pollEvents(session, router, capture, scene_events);
        for (const SceneEvent& scene_event : scene_events)
            input.handle(scene_event, session.world, ui, viewport, ImGui::GetTime());

        const Clock::time_point now = Clock::now();
        const double wall_s = std::chrono::duration<double>(now - last).count();
        const double dt_s = std::min(options.fixed_frame_ms > 0.0 ? options.fixed_frame_ms / 1000.0 : wall_s, 0.25);
        last = now;
        if (!capture.keyboard) input.update(dt_s, SDL_GetKeyboardState(nullptr), ui);
        session.pollReloads(dt_s);
        const int ticks = session.ticksFor(dt_s);
        session.applyUiRequests();
        clock_ms += dt_s * 1000.0;
        const auto art_colours = [&session] {
            return selectedArtColours(session.world, *session.assets, kKeptArtColours);
        };
        recorder.update(ui, ImGui::GetTime(), std::cerr, art_colours);

        OffscreenTarget::unbind();
        // The GL's time of the last frame's drawing: read now, a frame later, so the client never waits for it.
        if (const std::optional<double> gpu = gpu_timer.waitMs()) ui.frame_times.back_gpu_ms = *gpu;
        FrameSteps steps = session.frameSteps(ticks, viewport);
        steps.gpu = &gpu_timer;
        Camera frame_camera;  // the camera this frame draws with, for a recording's framing
        steps.camera = [&, camera = std::move(steps.camera)](const World& w) { return frame_camera = camera(w); };
        steps.overlay = [&] {
            if (recorder.wantsMapOnly(ui, clock_ms))
                recorder.capture(session.world, ui, frame_camera, viewport, session.shown_planted, clock_ms);
            drawClientOverlay(session, win, options.layout_file, capture);
        };
        FrameTimes times = runFrame(session.world, *session.assets, *win.renderer, viewport, steps).times;
        if (recorder.wantsWindow(ui, clock_ms))
            recorder.capture(session.world, ui, frame_camera, viewport, session.shown_planted, clock_ms);
        times.gpu_ms = ui.frame_times.back_gpu_ms;
        times.frame_ms = wall_s * 1000.0;  // the frame before this one, start to start
        if (frames > 0) ui.frame_times.history.add(times);

        ++frames;
        const bool last_frame = options.max_frames > 0 && frames >= options.max_frames;
        if (ui.screenshot_requested || (last_frame && !options.screenshot.empty())) {
            try {
                const std::string path =
                    saveClientScreenshot(win, viewport, last_frame ? options.screenshot : std::string());
                std::cerr << "gaitlab: screenshot " << path << "\n";
                ui.setInfo("screenshot " + path, ImGui::GetTime());
            } catch (const std::exception& e) {
                std::cerr << "gaitlab: " << e.what() << "\n";
                ui.pushError(e.what());
                write_failed = true;  // every failure to write is a non-zero exit
            }
            ui.screenshot_requested = false;
        }
        win.window->swap();
        if (options.after_frame) options.after_frame(ClientFrame{frames, win.window->sdlWindow(), &session.world, &ui});
        if (last_frame) break;
    }
    // A take still running is written; every write is waited for.
    recorder.finish(ui, ImGui::GetTime(), std::cerr,
                    [&session] { return selectedArtColours(session.world, *session.assets, kKeptArtColours); });
    ui.layout->detach();  // writes the layout file while the panels' states are alive
    return write_failed || session.routeFailed() ? 1 : 0;
}

}  // namespace gaitlab
