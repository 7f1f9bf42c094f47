// One acceptance run: a scenario played on an art set in a world of its own (no window: the world ticks and
// the metrics read it), measured per direction, with a filmstrip of each direction's poses (README "gaitlab
// accept", DECISIONS "Gait metrics").
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "app/accept/accept_art.h"
#include "app/accept/filmstrip.h"
#include "engine/gait/gait_metrics.h"
#include "engine/gait/sheet_metrics.h"

namespace gaitlab {

inline constexpr int kStripCells = 10;  ///< poses per filmstrip: a whole 8-pose cycle and its first pose again

struct AcceptScenario {
    std::string name;      ///< for the report: the file's name, or a built-in `render` scenario name
    double seconds = 0.0;  ///< simulated time; 0: the file's own `seconds` (6 for a built-in)
    std::string file;      ///< a scenario file (engine/world/scenario_file.h); empty: `name` is a built-in
};

struct AcceptOptions {
    std::string asset_dir;  ///< the shipped assets (map, states, the humanoid); empty = the source tree's
    std::string palette;    ///< `.pal` for FRM and FR0-FR5 art (empty: the one beside each file, else the default)
    uint32_t seed = 12345;
    /// `--pace natural`: scenario files play at the art's pace, speeds x (the art's natural walk speed / the shipped
    /// humanoid's) and times divided by it (loadScenarioFile's pace), so walk-70 walks any art at about its own
    /// rate. Built-in scenarios keep their speeds.
    bool natural_pace = false;
};

/// The caption of one filmstrip cell.
struct StripLabel {
    int64_t t_ms = 0;
    int frame = 0;
    double phase = 0.0;
    std::string planted;  ///< "left", "right", "both", "none" or "no contact data"
};

struct DirectionStrip {
    int dir = 0;
    std::string anim;
    Filmstrip strip;
    std::vector<StripLabel> labels;
};

struct AcceptResult {
    std::string art;
    std::string scenario;
    double seconds = 0.0;
    int ticks = 0;
    GaitReport gait;
    std::vector<std::pair<std::string, AnimationMetrics>> animations;  ///< walk and run
    std::vector<DirectionStrip> strips;
    std::map<std::string, std::string> contact_sources;  ///< per animation: the sidecar file or "detected ..."
    std::vector<std::string> warnings;
    std::string error;   ///< why it did not run; empty when it did
    double pace = 1.0;   ///< the scenario's speeds were multiplied by this (AcceptOptions::natural_pace)
    bool paced = false;  ///< --pace natural was asked for (the report says the pace even when it is 1)
    Verdict verdict = Verdict::NoData;
    int map_dir_count = kHexDirCount;  ///< the map's dirCount(): names the strips' and groups' map hdir (dirName)
};

/// Runs `scenario` on `art`: loads the shipped assets, assigns the art to the selected critter, plays the scenario
/// for its seconds at the 10 ms tick and measures every tick. On a user's art a scenario file's own sprite files
/// are not assigned (the art under acceptance walks; a warning says so) and a built-in with its own sheets
/// (sheet-ops) does not run. Never throws: a failure is `error`.
[[nodiscard]] AcceptResult runAcceptance(const ArtSet& art, const AcceptScenario& scenario,
                                         const AcceptOptions& options);

}  // namespace gaitlab
