// `gaitlab render`: runs a scenario of the world at the fixed tick without a display (D22), renders through
// the real renderer into an offscreen framebuffer every N ticks and writes frame_XXXXX.png, montage.png (each cell
// labelled with tick, frame, phase and sheet, app/headless/montage_labels.h), trace.csv and trace.json (one row per tick for
// the selected critter). Unless a camera is given, each frame's camera frames the selected critter's whole sprite
// (DECISIONS "Headless framing", app/scene/headless_framing.h); the trace never depends on the camera. The files an earlier run listed in the
// folder's render-files.txt are removed first; nothing else there is touched (app/files/render_outputs.h).
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "app/recording/animation.h"
#include "engine/drawlist/draw_list.h"
#include "render/camera.h"

namespace gaitlab {

/// The smallest capture the overlay is drawn into, pixels: both docked columns of open panels (420 + 330 px) with
/// room for the sprite between them (DECISIONS "Panel layout").
inline constexpr int kOverlayMinWidth = 960;
inline constexpr int kOverlayMinHeight = 540;

struct RenderOptions {
    /// A built-in scenario's name, or a scenario file (isScenarioFileArgument: a path ending in .json or an existing
    /// file, engine/world/scenario_file.h).
    std::string scenario = "default";
    double seconds = 6.0;  ///< simulated time, s (ticks = seconds * 1000 / 10)
    /// False: `seconds` and `zoom` were not given, so a scenario file's "seconds" and "zoom" (and its zoom steps,
    /// Scenario::zoom) are used where it has them.
    bool seconds_given = true;
    bool zoom_given = true;
    std::string out_dir;  ///< created when missing
    int zoom = 2;         ///< integer 1..8
    int width = 1280;     ///< capture size, pixels (room for the overlay panels)
    int height = 720;
    int every = 4;                   ///< save a frame every N ticks (N >= 1)
    std::string asset_dir;           ///< empty = the source tree's assets/
    std::vector<std::string> files;  ///< sprite files; the first walks (and runs) as the selected critter
    std::string walk_file;           ///< --walk / --run / --idle: a role each (override `files`)
    std::string run_file;
    std::string idle_file;
    std::string palette;   ///< `.pal` for the FRM and FR0-FR5 files (empty: the one beside each, else the default)
    std::string map_file;  ///< empty = <asset_dir>/maps/demo.json
    uint32_t seed = 12345;
    bool overlay = true;  ///< draw the ImGui overlay (drawOverlay(world, nullptr)) into frames of at least
                          ///< kOverlayMinWidth x kOverlayMinHeight (smaller ones leave it out and say so)
    DrawOptions draw;     ///< grid, blocked hexes, path (--no-path), markers
    /// --camera X,Y: the map pixel at the capture's centre in every frame, kept as given (no following, no
    /// framing). None: each frame follows the selected critter and is framed on its sprite (app/scene/headless_framing.h).
    std::optional<ipos> camera;
    int units = 2000;  ///< --units: critters and tactics units of the stress scene (app/headless/stress_scene.h)
    /// --markers planted,onion,labels: the client's gait overlays in every frame: the planted feet and their slide
    /// (app/scene/gait_tracker.h), the onion skin (app/scene/onion_skin.h), and a caption band at the top-left with
    /// tick, frame, phase, sheet and slide (app/scene/frame_label.h).
    bool planted = false;
    bool onion = false;
    bool labels = false;
    /// --gif / --webp: the saved frames as an animated recording too (DECISIONS "Recordings"), each frame lasting
    /// `every` ticks (at least 20 ms), scaled by `record_scale`. Written through the command's output rules.
    std::string gif_file;
    std::string webp_file;
    FrameScale record_scale;
    float webp_quality = -1.0f;  ///< --webp-quality Q: lossy at Q (0..100); below 0: lossless
};

/// The frames a recording of `render` takes before it stops taking more (and says so), bytes of RGBA: they wait in a
/// scratch file (SpilledFrames, app/recording/animation.h), not in memory.
inline constexpr std::size_t kRenderRecordingMaxBytes = std::size_t{1} << 30;

/// Parses --markers: a comma-separated list of planted, onion and labels. "" on success, else what is wrong.
[[nodiscard]] std::string parseRenderMarkers(const std::string& list, RenderOptions& options);

/// Runs the whole render. Returns 0 on success, 2 with a message in `log` on bad options, missing or
/// broken assets that leave nothing to draw, or a failed window/GL set-up.
int runHeadlessRender(const RenderOptions& options, std::ostream& log);

}  // namespace gaitlab
