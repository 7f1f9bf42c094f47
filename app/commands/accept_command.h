// `gaitlab accept [FILE...] [--scenario NAME ...] [--palette PAL] [--contacts F] --out DIR`: plays the walking
// scenarios on the given art (default: the shipped humanoid; each FILE is any sprite file the client opens, taken
// as the walk and run of the critter), prints a pass / warn / fail table and writes report.json, report.html and
// the filmstrips (README "gaitlab accept", DECISIONS "Gait metrics").
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace gaitlab {

struct AcceptCommandOptions {
    std::vector<std::string> files;
    std::vector<std::string> scenarios;  ///< empty: acceptScenarioNames()
    std::string palette;
    std::string contacts;  ///< sidecar for the one FILE
    std::string out;
    std::string asset_dir;
    double seconds = 0.0;  ///< 0: each scenario's own length
};

/// The scenarios accept plays by default, each with its length: straight-walk 6 s, straight-run 4 s,
/// every-direction 6 s, turn 6 s, stop-start 6 s.
[[nodiscard]] const std::vector<std::pair<std::string, double>>& acceptScenarios();

/// Registers the `accept` subcommand on `app`, parsing into `options`.
CLI::App* addAcceptCommand(CLI::App& app, AcceptCommandOptions& options);

/// Runs accept: progress goes to `err`, the table to `out`. Returns 0 when nothing fails, 1 when a metric fails
/// (or a run could not play its scenario), 2 on bad input (an unknown scenario, a file that does not load, an
/// output that cannot be written).
int runAccept(const AcceptCommandOptions& options, std::ostream& out, std::ostream& err);

}  // namespace gaitlab
