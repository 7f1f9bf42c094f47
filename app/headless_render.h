// `gaitlab render`: runs a scenario of the Scene at the fixed tick without a display (D22), renders through
// the real renderer into an offscreen framebuffer every N ticks and writes frame_XXXXX.png, contact_sheet.png,
// trace.csv and trace.json (one row per tick for the selected critter). Frames an earlier run left in the output
// folder are removed first.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "engine/draw_list.h"
#include "render/camera.h"

namespace gaitlab {

class Scene;

/// What the selected critter does; every scenario names one demo route except Default, which also keeps
/// the wanderers walking, and Tactics (app/tactics_demo.h), where tactics units walk, turn, attack and die next
/// to the wandering critters and the selected unit is followed, and SheetOps (app/sheet_ops_demo.h), where the
/// selected critter walks a diagonal with sheets built by extraction, merge and substitution (D9) and
/// sheet_ops.json reports them, and States (app/states_demo.h), where the player critter and a tactics unit walk,
/// attack, are hurt mid-attack, die, revive and are knocked back through their state machines.
enum class Scenario { Default, StraightWalk, StraightRun, EveryDirection, Turn, StopStart, Tactics, SheetOps, States };
[[nodiscard]] const char* scenarioName(Scenario scenario);
/// Parses "default", "straight-walk", "straight-run", "every-direction", "turn", "stop-start", "tactics",
/// "sheet-ops", "states".
[[nodiscard]] std::optional<Scenario> scenarioFromName(const std::string& name);
[[nodiscard]] std::vector<std::string> scenarioNames();

struct RenderOptions {
    std::string scenario = "default";
    double seconds = 6.0;        ///< simulated time, s (ticks = seconds * 1000 / 10)
    std::string out_dir;         ///< created when missing
    int zoom = 2;                ///< integer 1..8
    int width = 1280;            ///< capture size, pixels (room for the overlay panels)
    int height = 720;
    int every = 4;               ///< save a frame every N ticks (N >= 1)
    std::string asset_dir;       ///< empty = the source tree's assets/
    std::string map_file;        ///< empty = <asset_dir>/maps/demo.json
    uint32_t seed = 12345;
    bool overlay = true;         ///< draw the ImGui overlay (drawOverlay(scene, nullptr)) into the frames
    DrawOptions draw;            ///< grid, blocked hexes, path, markers
};

/// Starts `scenario` on the scene: Default keeps the wanderers and sends the selected critter along the
/// straight-walk route; Tactics keeps the wanderers and leaves the player critter standing (the units' script,
/// TacticsDemo, runs beside it); the others stop every wanderer and start the named route on the selected critter.
void startScenario(Scene& scene, Scenario scenario);

/// Camera that keeps the selected critter's or unit's logical point (hex centre + HexOffset) at the viewport centre.
[[nodiscard]] Camera followSelected(const Scene& scene, int zoom);

/// Runs the whole render. Returns 0 on success, 2 with a message in `log` on bad options, missing or
/// broken assets that leave nothing to draw, or a failed window/GL set-up.
int runHeadlessRender(const RenderOptions& options, std::ostream& log);

} // namespace gaitlab
