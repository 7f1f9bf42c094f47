#include "app/scene/headless_gl.h"

#include <cstdlib>

#include <SDL_hints.h>

#include "app/files/install_paths.h"

namespace gaitlab {

namespace {

bool hasValue(const char* name) {
    const char* value = std::getenv(name);
    return value != nullptr && *value != '\0';
}

}  // namespace

HeadlessGl createHeadlessGl(int width, int height, bool imgui, std::ostream& log, std::string& error) {
    // Without a display SDL would try X11 and Wayland first, and libwayland prints an error of its own
    // ("XDG_RUNTIME_DIR not set") before SDL moves on: go to the offscreen driver (D22) directly. A driver the
    // user named is kept. Windows always has a desktop, and SDL's offscreen driver has no GL there (it needs EGL):
    // the hidden window of its own driver serves.
#ifndef _WIN32
    if (!hasValue("SDL_VIDEODRIVER") && !hasValue("DISPLAY") && !hasValue("WAYLAND_DISPLAY"))
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");
#endif
    HeadlessGl gl;
    GlWindowOptions window_options;
    window_options.title = "gaitlab render";
    window_options.width = width;
    window_options.height = height;
    window_options.visible = false;
    window_options.imgui = imgui;
    gl.window = GlWindow::create(window_options, error);
    if (!gl.window) return gl;
    log << gl.window->glInfo() << '\n';
    gl.renderer = Renderer::create(error, shippedShaderDir());
    if (!gl.renderer) return gl;
    gl.target = OffscreenTarget::create(width, height, error);
    return gl;
}

}  // namespace gaitlab
