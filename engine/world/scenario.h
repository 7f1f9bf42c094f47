// A scenario: a scripted run the world plays (the demo routes of the acceptance matrix, the tactics fight, the
// states timeline, the sheet operations walk). It is an object the world owns and steps as the last stage of
// World::tick, so the client and `gaitlab render` run it identically (docs/ARCHITECTURE.md "The tick").
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gaitlab {

class World;

class Scenario {
public:
    virtual ~Scenario() = default;

    /// The name `gaitlab render --scenario` and `--route` take, e.g. "straight-walk".
    [[nodiscard]] virtual std::string name() const = 0;
    /// Sets the world up (halts wanderers, places units, starts a route). Returns "" when the scenario runs, or
    /// why it cannot; the world keeps a scenario only when it started.
    virtual std::string start(World& world) = 0;
    /// The last stage of every World::tick: issues what the next tick does. Reads the world's clock and state.
    virtual void step(World& world) { (void)world; }
    /// The camera zoom the scenario asks for now (1..8): a scenario file's `zoom` and its zoom steps
    /// (engine/world/scenario_file.h); none for the built-in scenarios. The app's camera reads it.
    [[nodiscard]] virtual std::optional<int> zoom() const { return std::nullopt; }
    /// A copy in the same state, for World::clone (stepping back, DECISIONS "Stepping back"); null when the
    /// scenario cannot be copied (a world running it then cannot be cloned).
    [[nodiscard]] virtual std::unique_ptr<Scenario> clone() const { return nullptr; }
};

/// The scenario of that name (see scenarioNames()), or null when there is none.
[[nodiscard]] std::unique_ptr<Scenario> makeScenario(const std::string& name);
/// Every scenario name: default, straight-walk, straight-run, every-direction, turn, stop-start, tactics,
/// states, sheet-ops, ab (engine/world/ab_scenario.h).
[[nodiscard]] const std::vector<std::string>& scenarioNames();

/// sheet-ops (the extraction, merge and substitution route, "Visual acceptance matrix"): the selected critter
/// walks kSheetOpsHexes hexes along the first diagonal (SE, NE, SW, NW: both axes of T move) that stays on
/// movable hexes at kSheetOpsWalkSpeed and switches to kSheetOpsRunSpeed at kSheetOpsRunFromMs (the substituted
/// run takes over), then stands (idle). The sheets themselves are the assets' business: the app assigns them
/// (app/scene/sheet_ops_demo.h) before starting the scenario.
inline constexpr int kSheetOpsHexes = 8;
inline constexpr int kSheetOpsWalkSpeed = 70;  ///< ground px/s, below the run threshold of 80 (D6)
inline constexpr int kSheetOpsRunSpeed = 110;  ///< ground px/s
inline constexpr long long kSheetOpsRunFromMs = 2000;

}  // namespace gaitlab
