// `gaitlab accept [FILE...|DIR] [--scenario NAME|FILE ...] [--palette PAL] [--contacts F] --out DIR`: plays the
// walking scenarios on the given art (default: the shipped humanoid; each FILE is any sprite file the client opens,
// taken as the walk and run of the critter), prints a pass / warn / fail table and writes report.json, report.html
// and the filmstrips. With an art folder, every critter animation set in it (app/accept/art_folder.h) is played in
// parallel into sets/<name>/ and ranked in index.html / index.json; `--shard K/N` plays a stable share of the sets
// and `--merge DIR...` joins shard folders into one index (README "Gait acceptance", DECISIONS "Gait metrics").
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace gaitlab {

struct AcceptCommandOptions {
    std::vector<std::string> files;
    std::vector<std::string> scenarios;  ///< names or files; empty: acceptScenarioNames()
    std::string palette;
    std::string contacts;  ///< sidecar for the one FILE
    std::string run;       ///< the run of the one FILE (empty: the FILE, and the run scenarios are left out)
    std::string idle;      ///< the idle of the one FILE (empty: its first frame)
    std::string out;
    std::string asset_dir;
    double seconds = 0.0;            ///< 0: each scenario's own length
    std::string shard;               ///< "K/N" with an art folder: the sets of share K (art_folder.h shardOf)
    int jobs = 0;                    ///< sets played at once; 0: the cores
    std::vector<std::string> merge;  ///< shard folders whose index.json are joined into `out`
    bool unit = false;               ///< the shipped tactics unit walks the scenarios (no FILE)
    std::string pace = "art";        ///< "art" or "written" (AcceptOptions::pace)
    std::string speeds;              ///< "walk=W,run=R", either part alone (AcceptOptions::walk_speed, run_speed)
    std::string junit;               ///< JUnit XML of the verdicts (app/accept/report_junit.h); empty: none
};

/// The shipped scenario files (`<assets>/scenarios/<name>.json`) accept plays by default: every walking row of the
/// acceptance matrix (straight walk and run at five speeds, every direction, turns at three phases and two
/// angles, rapid stop/start and into a blocked hex, late corrections). Not by default: the zooms (the metrics are
/// in map pixels, the same at every zoom), sheet-ops, zero-total and actions, which can be named.
[[nodiscard]] const std::vector<std::string>& acceptScenarioNames();

/// Registers the `accept` subcommand on `app`, parsing into `options`.
CLI::App* addAcceptCommand(CLI::App& app, AcceptCommandOptions& options);

/// Runs accept: progress goes to `err`, the table to `out`. A --scenario is a scenario file (a path ending in
/// .json, or an existing file), a shipped file's name (walk-70) or a built-in `render` scenario (straight-walk).
/// Returns 0 when nothing fails, 1 when a metric fails (or a run could not play its scenario), 2 on bad input (an
/// unknown scenario, a scenario or sprite file that does not load, an output that cannot be written).
int runAccept(const AcceptCommandOptions& options, std::ostream& out, std::ostream& err);

}  // namespace gaitlab
