#include "app/client/client.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <deque>
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
#include "app/files/install_paths.h"
#include "app/files/stop_signal.h"
#include "app/panels/overlay.h"
#include "app/panels/panel_layout.h"
#include "app/scene/art_colours.h"
#include "app/scene/frame.h"
#include "engine/draw/gait_draw.h"
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

/// Frames a panel's old place still takes clicks after it moved or collapsed (a third of a second at 60 Hz): a click
/// aimed at a title that has just moved never walks the critter.
constexpr std::size_t kPanelRectFrames = 20;

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
/// Each shown slide's size in px beside where the foot is now, in its verdict's colour (addFootMarkers draws the
/// line and the ring). On ImGui's background list: over the map, under every panel.
void drawSlideLabels(const ClientSession& session, const Camera& camera, ipos viewport) {
    if (!session.ui.show_feet) return;
    ImDrawList* draw = ImGui::GetBackgroundDrawList();
    for (const FootMarker& marker : session.shown_planted) {
        const int px = footSlidePx(marker);
        if (px == 0) continue;
        const Rgba8 c = slideVerdictColour(px);
        const ipos at = camera.mapToScreen(marker.now, viewport) + ipos{6 + camera.clampedZoom(), -6};
        const std::string text = std::to_string(px) + " px";
        const ImVec2 pos(static_cast<float>(at.x), static_cast<float>(at.y) - ImGui::GetFontSize() * 0.5f);
        const ImVec2 size = ImGui::CalcTextSize(text.c_str());
        draw->AddRectFilled(ImVec2(pos.x - 2.0f, pos.y - 1.0f), ImVec2(pos.x + size.x + 2.0f, pos.y + size.y + 1.0f),
                            IM_COL32(0, 0, 0, 170), 2.0f);
        draw->AddText(pos, IM_COL32(c.r, c.g, c.b, 255), text.c_str());
    }
}

void drawClientOverlay(ClientSession& session, ClientWindow& win, const std::string& layout_file,
                       OverlayCapture& capture, std::deque<std::vector<SDL_Rect>>& recent_rects, const Camera& camera,
                       ipos viewport) {
    ClientUiState& ui = session.ui;
    win.window->beginImGuiFrame();
    drawSlideLabels(session, camera, viewport);
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
    // This frame's panels and where they were in the frames before (kPanelRectFrames).
    recent_rects.push_front(panelRects());
    if (recent_rects.size() > kPanelRectFrames) recent_rects.pop_back();
    capture.panels.clear();
    for (const std::vector<SDL_Rect>& rects : recent_rects)
        for (const SDL_Rect& r : rects)
            if (std::none_of(capture.panels.begin(), capture.panels.end(),
                             [&](const SDL_Rect& p) { return p.x == r.x && p.y == r.y && p.w == r.w && p.h == r.h; }))
                capture.panels.push_back(r);
    win.window->renderImGui();
}

}  // namespace

std::string defaultLayoutFile() {
    const std::filesystem::path dir = userConfigDir();
    if (dir.empty()) return {};
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
    std::deque<std::vector<SDL_Rect>> recent_rects;  // the panels' rectangles of the last frames, newest first
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
            drawClientOverlay(session, win, options.layout_file, capture, recent_rects, frame_camera, viewport);
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
