// The stress scene (`gaitlab render --scenario stress --units N`, the client's `--route stress --units N`): N
// critters and tactics units, half each (the critters get the odd one), wandering a generated map with 10 % of its
// hexes blocked (engine/world/stress_map.h, seeded). The headless run draws a frame every tick of 10 ms and prints
// where the frame time goes: world tick, draw-list building, GL submission, GPU time (GL timer queries, render/gpu_timer.h)
// and frames per second (render/frame_times.h).
#pragma once

#include <cstdint>
#include <memory>
#include <ostream>
#include <string>

#include "app/headless/headless_render.h"

namespace gaitlab {

/// `gaitlab render --scenario stress`: options.units units for options.seconds, a frame per tick into an
/// options.width x options.height offscreen target at options.zoom (following the user's critter; no overlay),
/// writing only the last frame (stress.png) into options.out_dir. Prints the means per frame and the fps to `log`.
/// Returns 0, or 2 with a message on bad options or a failed window/GL set-up.
int runStressRender(const RenderOptions& options, std::ostream& log);

}  // namespace gaitlab
