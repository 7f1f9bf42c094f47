// The interactive client: a window with the hex map, the critters and the ImGui overlay.
#pragma once

#include <functional>
#include <string>
#include <vector>

struct SDL_Window;

namespace gaitlab {

class World;
struct ClientUiState;

/// What ClientOptions::after_frame sees once a frame is on screen.
struct ClientFrame {
    int frame = 0;  ///< 1 for the first frame
    SDL_Window* window = nullptr;
    const World* world = nullptr;
    const ClientUiState* ui = nullptr;
};

struct ClientOptions {
    std::string asset_dir;  ///< folder holding critters/, tiles/ and maps/; empty = the source tree's assets/
    std::string map_file;   ///< map JSON; empty = <asset_dir>/maps/demo.json
    int zoom = 2;           ///< initial integer zoom 1..8
    int width = 1280;       ///< window size, pixels
    int height = 800;
    bool fit_display = false;  ///< shrink the size to the display's usable area (the default size, not --size)
    unsigned seed = 12345;     ///< wanderers' random seed
    int max_frames = 0;        ///< stop after this many frames (0 = run until closed); used by smoke runs
    std::string screenshot;    ///< with max_frames: save the last frame to this PNG
    std::string route;         ///< demo route started at launch: straight-walk, straight-run, every-direction, turn,
                               ///< stop-start, or states (the states timeline, engine/world/states_scenario.h)
    /// Sprite files opened at start (any format of engine/gait/sprite_loader.h), listed in the Files panel; the
    /// first one is assigned to the selected critter's walk.
    std::vector<std::string> files;
    std::string palette;  ///< `.pal` for the FRM and FR0-FR5 files opened (empty: beside the file / default)
    /// Called after each frame, with the ImGui context current; events it pushes (SDL_PushEvent) are the next
    /// frame's batch. Tests drive the client loop through it.
    std::function<void(const ClientFrame&)> after_frame;
    /// The panel layout file (ImGui's ini: collapsed panels, free panels' places, each panel's side; app/panels/panel_layout.h),
    /// read at start and written while running and at exit; empty = none (the default layout every run). Only a
    /// new file or gaitlab's own layout is used (app/client/layout_file.h): another file is left alone (the default layout,
    /// said on stderr and in the status bar), a FIFO, device or folder makes runClient return 2 before the window
    /// opens.
    std::string layout_file;
    /// The recent scenario files list (app/client/recent_files.h): read at start, rewritten when a scenario file
    /// starts; empty = none kept (the list lasts the run).
    std::string recent_file;
    /// > 0: every frame advances this many ms of simulated and polling time instead of the wall clock's (tests that
    /// must run minutes of simulated time in seconds, whatever the machine's speed); 0: the wall clock.
    double fixed_frame_ms = 0.0;
    /// Where F9 and Shift+F9 write recordings (app/client/client_recorder.h); empty = out/recordings under the
    /// working folder.
    std::string recording_dir;
    int units =
        2000;  ///< --units: critters and tactics units of the stress scene (--route stress, app/headless/stress_scene.h)
};

/// The layout file a client run uses without --layout: layout.ini in userConfigDir() ($XDG_CONFIG_HOME/gaitlab,
/// else %APPDATA%\gaitlab on Windows, else $HOME/.config/gaitlab; the folder is created); "" when none is set.
[[nodiscard]] std::string defaultLayoutFile();

/// Opens the window and runs until it is closed. Returns 0; 1 when a screenshot (--screenshot or the key) could
/// not be written; 2 when the window or GL context cannot be created or the layout file is a FIFO, device or folder
/// (each message is printed to stderr).
int runClient(const ClientOptions& options);

}  // namespace gaitlab
