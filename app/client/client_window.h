// The client's window before its first frame: the layout file checked, --screenshot checked against the run's
// inputs, the window and GL context opened and the renderer made. Every refusal is said on stderr.
#pragma once

#include <memory>
#include <string>

#include "app/client/client.h"
#include "app/files/output_file.h"
#include "app/scene/gl_window.h"
#include "render/renderer.h"

namespace gaitlab {

struct ClientWindow {
    std::unique_ptr<GlWindow> window;
    std::unique_ptr<Renderer> renderer;
    /// The status bar's first message: why the layout file is not used; empty when it is.
    std::string layout_notice;
    /// --screenshot's guard: the run's inputs are never overwritten (DECISIONS "Outputs never destroy inputs").
    OutputGuard screenshot_guard{"client --screenshot", true};
};

/// Fills `out` for `options`. Returns 0, or 2 (said on stderr) when the layout file is a FIFO, device or folder,
/// --screenshot names an input or a file the client did not write, or the window, GL context or renderer cannot be
/// made.
int openClientWindow(const ClientOptions& options, ClientWindow& out);

/// Saves the framebuffer of size `viewport` as a PNG: to `scripted_path` through the guard when it is not empty,
/// else to a new out/screenshots/gaitlab-<time>.png under clientOutputBase() (app/files/install_paths.h). Returns the path written, or throws std::runtime_error with
/// the reason.
std::string saveClientScreenshot(ClientWindow& window, ipos viewport, const std::string& scripted_path);

}  // namespace gaitlab
