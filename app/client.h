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
    unsigned seed = 12345;   ///< wanderers' random seed
    int max_frames = 0;      ///< stop after this many frames (0 = run until closed); used by smoke runs
    std::string screenshot;  ///< with max_frames: save the last frame to this PNG
    std::string route;       ///< demo route started at launch: straight-walk, straight-run, every-direction, turn,
                             ///< stop-start, or states (the states timeline, engine/world/states_scenario.h)
    /// Sprite files opened at start (any format of engine/sprite_loader.h), listed in the Files panel; the
    /// first one is assigned to the selected critter's walk.
    std::vector<std::string> files;
    std::string palette;  ///< `.pal` for the FRM and FR0-FR5 files opened (empty: beside the file / default)
    /// Called after each frame, with the ImGui context current; events it pushes (SDL_PushEvent) are the next
    /// frame's batch. Tests drive the client loop through it.
    std::function<void(const ClientFrame&)> after_frame;
    int units = 2000;  ///< --units: critters and tactics units of the stress scene (--route stress, app/stress_scene.h)
};

/// Opens the window and runs until it is closed. Returns 0; 1 when a screenshot (--screenshot or the key) could
/// not be written; 2 when the window or GL context cannot be created (each message is printed to stderr).
int runClient(const ClientOptions& options);

}  // namespace gaitlab
