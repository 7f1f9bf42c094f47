// The hidden window, GL context, renderer and offscreen target every headless command draws with (`render`, the
// stress scene): one way to set them up and to say why they could not be.
#pragma once

#include <memory>
#include <ostream>
#include <string>

#include "app/scene/gl_window.h"
#include "render/offscreen_target.h"
#include "render/renderer.h"

namespace gaitlab {

struct HeadlessGl {
    std::unique_ptr<GlWindow> window;
    std::unique_ptr<Renderer> renderer;
    std::unique_ptr<OffscreenTarget> target;
};

/// A hidden `width` x `height` (pixels) window titled "gaitlab render" with ImGui when `imgui`, its renderer and an
/// offscreen target of the same size. Logs the GL information line to `log`. On failure the members from the one
/// that failed on are null and `error` says why (GlWindow::create, Renderer::create or OffscreenTarget::create).
[[nodiscard]] HeadlessGl createHeadlessGl(int width, int height, bool imgui, std::ostream& log, std::string& error);

/// Whether every part was created.
[[nodiscard]] inline bool ready(const HeadlessGl& gl) { return gl.window && gl.renderer && gl.target; }

}  // namespace gaitlab
