// One acceptance run: a scenario played on an art set in a world of its own (no window: the world ticks and
// the metrics read it), measured per direction, with a filmstrip of each direction's poses (README "Gait
// acceptance", DECISIONS "Gait metrics").
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "app/accept/filmstrip.h"
#include "app/accept/findings.h"
#include "app/accept/report_player.h"
#include "app/assets/accept_art.h"
#include "engine/gait/animation_metrics.h"
#include "engine/gait/gait_metrics.h"

namespace gaitlab {

inline constexpr int kStripCells = 10;  ///< poses per filmstrip: a whole 8-pose cycle and its first pose again

struct AcceptScenario {
    std::string name;      ///< for the report: the file's name, or a built-in `render` scenario name
    double seconds = 0.0;  ///< simulated time; 0: the file's own `seconds` (6 for a built-in)
    std::string file;      ///< a scenario file (engine/world/scenario_file.h); empty: `name` is a built-in
};

/// The speeds the shipped walking rows are written around (walk-70, run-140), ground px/s: `--speeds` puts them at
/// the project's walk and run speeds.
inline constexpr double kWalkRowSpeed = 70.0;
inline constexpr double kRunRowSpeed = 140.0;

struct AcceptOptions {
    std::string asset_dir;  ///< the shipped assets (map, states, the humanoid); empty = the source tree's
    std::string palette;    ///< `.pal` for FRM and FR0-FR5 art (empty: the one beside each file, else the default)
    uint32_t seed = 12345;
    /// How scenario files are paced (DECISIONS "Scenario speeds"): speeds x pace and times / pace
    /// (loadScenarioFile's pace). Art (the default): a walk row ("gait": "walk", and a row of no gait) at the art's
    /// natural walk speed over the shipped humanoid's, a run row at its natural run over the humanoid's, so the rows
    /// written for the humanoid play below, at and above any art's own speeds. Written: as written. Built-in
    /// scenarios keep their speeds.
    enum class Pace { Art, Written };
    Pace pace = Pace::Art;
    /// `--speeds walk=W,run=R`: the project's speeds, ground px/s. A walk row plays at W / 70 of its speeds (walk-70
    /// at W), a run row at R / 140 (run-140 at R), and the speed figures judge the art against them.
    std::optional<int> walk_speed;
    std::optional<int> run_speed;
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
    std::vector<DirectionPlayer> players;  ///< the report's player of each direction, in the strips' order
    std::map<std::string, std::string> contact_sources;  ///< per animation: the sidecar file or "detected ..."
    std::vector<std::string> warnings;
    std::string error;     ///< why it did not run; empty when it did
    double pace = 1.0;     ///< the scenario's speeds were multiplied by this (AcceptOptions::pace)
    bool paced = false;    ///< a pace was applied (the report says it even when it is 1)
    std::string pace_why;  ///< "the art's natural walk 85.3 over the humanoid's 71.1", "--speeds walk=50 over 70"
    /// Findings about the project's settings, not the art: "at 86 px/s the definition shows run (run from 80);
    /// this walk row holds the walk".
    std::vector<std::string> project_findings;
    /// The frames' own findings (app/accept/findings.h artFindings) of the walk and run shown: the same in every
    /// run of a set.
    std::vector<Finding> art_findings;
    /// The frames around the worst tick of each warning or failing metric of a direction ("<id> <dir>", e.g.
    /// "jump_stop 1"): the ticks before, at and after it, at their places.
    std::map<std::string, Filmstrip> evidence;
    Verdict verdict = Verdict::NoData;
    int map_dir_count = kHexDirCount;  ///< the map's dirCount(): names the strips' and groups' map hdir (dirName)
};

/// The scenarios of one art set, played one after another on what the set needs made once (DECISIONS "Acceptance
/// cost"): the asset library with the art assigned (its files read and stamped once), the contacts of each sheet, the figures of
/// its frames and the metrics of its animations. A scenario that changes the assets (its own map or art, a
/// built-in's sheets) gets them afresh and the next starts from a new library. One thread at a time.
class AcceptSession {
public:
    AcceptSession(ArtSet art, AcceptOptions options);
    ~AcceptSession();
    AcceptSession(const AcceptSession&) = delete;
    AcceptSession& operator=(const AcceptSession&) = delete;
    /// runAcceptance(art, scenario, options), the same result.
    [[nodiscard]] AcceptResult run(const AcceptScenario& scenario);

private:
    struct Prepared;
    std::string prepare();  // "" or why the set cannot play
    AcceptResult& finish(AcceptResult& result);
    ArtSet art_;
    AcceptOptions options_;
    std::unique_ptr<Prepared> prepared_;
    bool prepared_keep_ = true;  // false: the library changed; made again for the next scenario
};

/// Runs `scenario` on `art`: loads the shipped assets, assigns the art to the selected critter, plays the scenario
/// for its seconds at the 10 ms tick and measures every tick. On a user's art a scenario file's own sprite files
/// are not assigned (the art under acceptance walks; a warning says so) and a built-in with its own sheets
/// (sheet-ops) does not run. Never throws: a failure is `error`.
[[nodiscard]] AcceptResult runAcceptance(const ArtSet& art, const AcceptScenario& scenario,
                                         const AcceptOptions& options);

}  // namespace gaitlab
