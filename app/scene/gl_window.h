// An SDL window with an OpenGL 3.3 core context (visible for the client, hidden for headless renders,
// D22) and an ImGui context bound to it through the SDL2 + OpenGL3 backends of libimgui 1.86 (D21).
// Nothing here exits the process: failures come back as error text.
#pragma once

#include <memory>
#include <string>

#include "engine/hex/hex.h"

struct SDL_Window;
struct ImGuiContext;

namespace gaitlab {

struct GlWindowOptions {
    std::string title = "gaitlab";
    int width = 1280;  ///< window size, pixels
    int height = 800;
    bool visible = true;    ///< false: hidden window (headless renders and tests)
    bool vsync = true;      ///< only for visible windows
    bool imgui = true;      ///< create the ImGui context and backends
    std::string imgui_ini;  ///< ImGui settings file; empty = none written (headless, tests)
    /// Shrink width x height to what fits the display's usable area (SDL_GetDisplayUsableBounds, less a title
    /// bar's kTitleBarAllowance); the client's default size, not one asked for with --size.
    bool fit_display = false;
};
/// Pixels left above the usable area's height for the window manager's title bar (fit_display).
inline constexpr int kTitleBarAllowance = 40;
/// `width` x `height` shrunk to a usable area of `usable_w` x `usable_h` (less kTitleBarAllowance in height), at
/// least 640x400; an unknown area (0 or less) leaves them.
void fitToUsableArea(int usable_w, int usable_h, int& width, int& height);

class GlWindow {
public:
    /// Initialises SDL video, creates the window and a GL 3.3 core (forward-compatible) context, checks
    /// the GL version through libepoxy and sets up ImGui. nullptr and `error` (SDL's message) on failure.
    [[nodiscard]] static std::unique_ptr<GlWindow> create(const GlWindowOptions& options, std::string& error);
    ~GlWindow();
    GlWindow(const GlWindow&) = delete;
    GlWindow& operator=(const GlWindow&) = delete;

    [[nodiscard]] SDL_Window* sdlWindow() const { return window_; }
    /// Framebuffer size of the window in pixels (differs from the window size on HiDPI screens).
    [[nodiscard]] ipos drawableSize() const;
    /// "GL_RENDERER: ...; GL_VERSION: ..." of the context, for a one-time log line.
    [[nodiscard]] const std::string& glInfo() const { return gl_info_; }
    [[nodiscard]] bool hasImGui() const { return imgui_ != nullptr; }

    /// Starts an ImGui frame (OpenGL3 + SDL2 backends, then ImGui::NewFrame). No-op without ImGui.
    void beginImGuiFrame();
    /// ImGui::Render and draws the result into the currently bound framebuffer. No-op without ImGui.
    void renderImGui();
    /// Ends an ImGui frame without drawing it (a layout pass: the next frame's windows fit this one's content).
    void endImGuiFrame();
    /// Presents the back buffer.
    void swap();

private:
    GlWindow() = default;
    SDL_Window* window_ = nullptr;
    void* gl_context_ = nullptr;  // SDL_GLContext
    ImGuiContext* imgui_ = nullptr;
    bool sdl_video_ = false;
    bool imgui_sdl_ = false;
    bool imgui_gl_ = false;
    std::string gl_info_;
    std::string imgui_ini_;
};

}  // namespace gaitlab
