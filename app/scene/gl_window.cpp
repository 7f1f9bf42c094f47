#include "app/scene/gl_window.h"

#include <algorithm>

#include <SDL.h>
#include <backends/imgui_impl_opengl3.h>
#include <backends/imgui_impl_sdl.h>
#include <epoxy/gl.h>
#include <imgui.h>

#include "render/gl_program.h"

namespace gaitlab {

void fitToUsableArea(int usable_w, int usable_h, int& width, int& height) {
    if (usable_w <= 0 || usable_h <= 0) return;
    width = std::max(std::min(width, usable_w), std::min(width, 640));
    height = std::max(std::min(height, usable_h - kTitleBarAllowance), std::min(height, 400));
}

std::unique_ptr<GlWindow> GlWindow::create(const GlWindowOptions& options, std::string& error) {
    if (options.width <= 0 || options.height <= 0) {
        error =
            "window size must be positive, got " + std::to_string(options.width) + "x" + std::to_string(options.height);
        return nullptr;
    }
    std::unique_ptr<GlWindow> self(new GlWindow());
    if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) {
        error = std::string("SDL video init failed: ") + SDL_GetError();
        return nullptr;
    }
    self->sdl_video_ = true;
    int width = options.width;
    int height = options.height;
    if (SDL_Rect usable{}; options.fit_display && SDL_GetDisplayUsableBounds(0, &usable) == 0)
        fitToUsableArea(usable.w, usable.h, width, height);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_FLAGS, SDL_GL_CONTEXT_FORWARD_COMPATIBLE_FLAG);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_RED_SIZE, 8);
    SDL_GL_SetAttribute(SDL_GL_GREEN_SIZE, 8);
    SDL_GL_SetAttribute(SDL_GL_BLUE_SIZE, 8);
    SDL_GL_SetAttribute(SDL_GL_ALPHA_SIZE, 8);

    Uint32 flags = SDL_WINDOW_OPENGL;
    flags |= options.visible ? (SDL_WINDOW_SHOWN | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI) : SDL_WINDOW_HIDDEN;
    self->window_ =
        SDL_CreateWindow(options.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, width, height, flags);
    if (self->window_ == nullptr) {
        error = std::string("cannot create window: ") + SDL_GetError();
#ifndef _WIN32
        error += " (without a display set SDL_VIDEODRIVER=offscreen or run under xvfb-run)";
#endif
        return nullptr;
    }
    self->gl_context_ = SDL_GL_CreateContext(self->window_);
    if (self->gl_context_ == nullptr) {
        error = std::string("cannot create an OpenGL 3.3 core context: ") + SDL_GetError();
        return nullptr;
    }
    SDL_GL_MakeCurrent(self->window_, static_cast<SDL_GLContext>(self->gl_context_));
    if (epoxy_gl_version() < 33) {
        error = "OpenGL 3.3 or newer is required, the context offers " + std::to_string(epoxy_gl_version() / 10) + "." +
                std::to_string(epoxy_gl_version() % 10);
        return nullptr;
    }
    SDL_GL_SetSwapInterval(options.visible && options.vsync ? 1 : 0);
    self->gl_info_ = glInfoLine();

    if (options.imgui) {
        IMGUI_CHECKVERSION();
        self->imgui_ = ImGui::CreateContext();
        ImGui::SetCurrentContext(self->imgui_);
        ImGuiIO& io = ImGui::GetIO();
        // ImGui keeps the pointer: the member outlives the context.
        self->imgui_ini_ = options.imgui_ini;
        io.IniFilename = self->imgui_ini_.empty() ? nullptr : self->imgui_ini_.c_str();
        ImGui::StyleColorsDark();
        self->imgui_sdl_ = ImGui_ImplSDL2_InitForOpenGL(self->window_, self->gl_context_);
        self->imgui_gl_ = self->imgui_sdl_ && ImGui_ImplOpenGL3_Init("#version 330 core");
        if (!self->imgui_gl_) {
            error = "cannot initialise the ImGui SDL2/OpenGL3 backends";
            return nullptr;
        }
    }
    return self;
}

GlWindow::~GlWindow() {
    if (imgui_ != nullptr) {
        ImGui::SetCurrentContext(imgui_);
        if (imgui_gl_) ImGui_ImplOpenGL3_Shutdown();
        if (imgui_sdl_) ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext(imgui_);
    }
    if (gl_context_ != nullptr) SDL_GL_DeleteContext(static_cast<SDL_GLContext>(gl_context_));
    if (window_ != nullptr) SDL_DestroyWindow(window_);
    if (sdl_video_) SDL_QuitSubSystem(SDL_INIT_VIDEO);
}

ipos GlWindow::drawableSize() const {
    int w = 0;
    int h = 0;
    SDL_GL_GetDrawableSize(window_, &w, &h);
    return {w, h};
}

void GlWindow::beginImGuiFrame() {
    if (imgui_ == nullptr) return;
    ImGui::SetCurrentContext(imgui_);
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
}

void GlWindow::renderImGui() {
    if (imgui_ == nullptr) return;
    ImGui::SetCurrentContext(imgui_);
    ImGui::Render();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

void GlWindow::endImGuiFrame() {
    if (imgui_ == nullptr) return;
    ImGui::SetCurrentContext(imgui_);
    ImGui::EndFrame();
}

void GlWindow::swap() { SDL_GL_SwapWindow(window_); }

}  // namespace gaitlab
