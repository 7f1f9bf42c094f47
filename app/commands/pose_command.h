// `gaitlab pose DATA --animation NAME --view V --tick T [--water]`: the tactics runtime's pose at one moment as
// one line of JSON (tactics::poseToJson: shp first, then each tile in order), the comparison DECISIONS "Test a
// Port" makes against the reference runtime (DECISIONS "Tactics sprite data"; D12).
#pragma once

#include <cstdint>
#include <ostream>
#include <string>

#include <CLI/CLI.hpp>

namespace gaitlab {

struct PoseOptions {
    std::string data;       ///< a tactics-sprite-data JSON file
    std::string animation;  ///< a name of `animations`, or "Idle" for the idle branch
    int view = 0;           ///< 0..7 (the command line refuses other values)
    int64_t tick = 0;       ///< ticks at 60/s since the clip began, 0..1000000000
    bool water = false;     ///< the water frames (+waterOffset)
};

/// Registers the `pose` subcommand on `app`, parsing into `options`.
CLI::App* addPoseCommand(CLI::App& app, PoseOptions& options);

/// Prints poseAt(atlas, findAnimation(atlas, animation), view, tick, water) as poseToJson plus a newline to `out`.
/// Returns 0, or 2 with "gaitlab pose: <message>" on `err` for data that does not load (the loader's message names
/// the file and the JSON path) or an unknown animation (the message lists the names there are).
int runPose(const PoseOptions& options, std::ostream& out, std::ostream& err);

}  // namespace gaitlab
