// One key to the next finding (`n`): the client runs the world tick by tick until a gait metric of the selected
// critter warns or fails on a tick after the one shown (MetricResult::at_ms, the tick of its worst value), and
// stops there, paused, so the pose that goes wrong is on screen (README "Main controls").
#pragma once

#include <functional>
#include <string>

namespace gaitlab {

class GaitTracker;
class World;

/// At most this many ticks (10 s) are run looking for a finding.
inline constexpr int kFindingMaxTicks = 1000;

/// Ticks `world` (calling `after_tick` after each, which feeds `gait`) until the selected critter's gait report has
/// a metric whose verdict is warn or fail with its worst value on a tick after the start, at most kFindingMaxTicks.
/// Returns the message for the status bar: the metric, its value and verdict and the tick, or that none came.
std::string stepToNextFinding(World& world, GaitTracker& gait, const std::function<void(const World&)>& after_tick);

}  // namespace gaitlab
