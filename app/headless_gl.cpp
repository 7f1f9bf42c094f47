#include "app/headless_gl.h"

namespace gaitlab {

HeadlessGl createHeadlessGl(int width, int height, bool imgui, std::ostream& log, std::string& error) {
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
    gl.renderer = Renderer::create(error);
    if (!gl.renderer) return gl;
    gl.target = OffscreenTarget::create(width, height, error);
    return gl;
}

}  // namespace gaitlab
