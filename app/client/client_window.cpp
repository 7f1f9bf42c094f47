#include "app/client/client_window.h"

#include <ctime>
#include <filesystem>
#include <iostream>
#include <stdexcept>

#include "app/client/layout_file.h"
#include "app/files/image_file.h"
#include "app/files/install_paths.h"
#include "app/files/sprite_files.h"
#include "engine/base/file_read.h"
#include "render/offscreen_target.h"

namespace gaitlab {

namespace {

std::string screenshotPath() {
    const std::time_t now = std::time(nullptr);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&now));
    std::filesystem::path dir = std::filesystem::path(clientOutputBase()) / "out" / "screenshots";
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
        if (!pathPresent(path.string())) return path.string();
    }
}

}  // namespace

int openClientWindow(const ClientOptions& options, ClientWindow& out) {
    GlWindowOptions window_options;
    window_options.width = options.width;
    window_options.height = options.height;
    window_options.fit_display = options.fit_display;
    window_options.visible = true;
    // A layout file is read and written only when it is new or gaitlab's own (app/client/layout_file.h); a FIFO or
    // device would block ImGui's read, so it is refused before the window opens.
    window_options.imgui_ini = options.layout_file;
    if (!options.layout_file.empty()) {
        const LayoutFileCheck check = checkLayoutFile(options.layout_file);
        if (check.use == LayoutFileUse::Refuse) {
            std::cerr << "gaitlab: --layout " << check.message << "\n";
            return 2;
        }
        if (check.use == LayoutFileUse::Skip) {
            std::cerr << "gaitlab: layout file " << check.message << "\n";
            out.layout_notice = "layout file " + check.message;
            window_options.imgui_ini.clear();
        }
    }
    // --screenshot FILE: refused before the window opens when FILE is one of the run's inputs or a file the client
    // did not write; the client's own earlier screenshot, unchanged since, is replaced (a script run again).
    if (!options.screenshot.empty()) {
        for (const std::string& path : options.files)
            for (const std::string& input : spriteInputFiles(path, options.palette))
                out.screenshot_guard.addInput(input);
        for (const std::string& path : {options.palette, options.map_file, options.layout_file})
            if (!path.empty()) out.screenshot_guard.addInput(path);
        if (std::string refused = out.screenshot_guard.refusal(options.screenshot); !refused.empty()) {
            std::cerr << "gaitlab: --screenshot " << refused << "\n";
            return 2;
        }
    }
    std::string error;
    out.window = GlWindow::create(window_options, error);
    if (!out.window) {
        std::cerr << "gaitlab: cannot open the window: " << error << "\n";
        return 2;
    }
    std::cerr << "gaitlab: " << out.window->glInfo() << "\n";
    out.renderer = Renderer::create(error, shippedShaderDir());
    if (!out.renderer) {
        std::cerr << "gaitlab: " << error << "\n";
        return 2;
    }
    return 0;
}

std::string saveClientScreenshot(ClientWindow& window, ipos viewport, const std::string& scripted_path) {
    if (!scripted_path.empty()) {
        std::string save_error;
        try {
            window.screenshot_guard.writePng(scripted_path, readCurrentFramebuffer(viewport));
        } catch (const std::exception& e) {
            save_error = e.what();
        }
        for (const std::string& w : window.screenshot_guard.takeWarnings())
            std::cerr << "gaitlab: warning: " << w << "\n";
        if (!save_error.empty()) throw std::runtime_error(save_error);
        return scripted_path;
    }
    const std::string path = screenshotPath();
    if (std::string save_error = savePng(readCurrentFramebuffer(viewport), path); !save_error.empty())
        throw std::runtime_error(save_error);
    return path;
}

}  // namespace gaitlab
