// The simulated world the client and the headless renderer share: the map, the critters (several wander
// on their own, one is driven by the user), the demo routes and a fixed-timestep clock.
// Data flows one way: Scene::tick (simulation + alignment) -> buildDrawList -> Renderer.
#pragma once

#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "engine/critter_view.h"
#include "engine/hex_geometry.h"
#include "engine/hex_map.h"

namespace gaitlab {

class AssetLibrary;

/// Demo routes of the acceptance matrix (seed "Visual acceptance matrix").
enum class DemoRoute { StraightWalk, StraightRun, EveryDirection, TurnDuringMovement, RapidStopStart };
[[nodiscard]] const char* demoRouteName(DemoRoute route);

struct SceneCritter {
    std::string name;
    CritterView view;
    int speed = 70;            ///< ground pixels per second used for its next path
    bool wanders = false;      ///< picks random reachable hexes on its own
    int64_t idle_until_ms = 0; ///< wanderers rest until this clock value
};

class Scene {
public:
    static constexpr int64_t kTickMs = 10;  ///< fixed simulation step, ms

    Scene(std::shared_ptr<AssetLibrary> assets, HexMap map, uint32_t seed = 12345);

    /// Advances the clock by kTickMs: wanderers choose new targets, running routes issue their next
    /// command, every CritterView::process runs.
    void tick();
    [[nodiscard]] int64_t nowMs() const { return now_ms_; }

    /// Walks critter `index` to `target` through the path finder; false when unreachable.
    bool walkTo(int index, Hex target);
    /// Stops critter `index` (normalises its hex + HexOffset, D5).
    void stop(int index);
    /// Changes the speed mid-move through ChangeSpeed (and for the next path).
    void setSpeed(int index, int speed);
    /// Starts a demo route on critter `index` from where it stands.
    void startRoute(int index, DemoRoute route);

    [[nodiscard]] std::vector<SceneCritter>& critters() { return critters_; }
    [[nodiscard]] const std::vector<SceneCritter>& critters() const { return critters_; }
    [[nodiscard]] int selected() const { return selected_; }
    void select(int index);
    [[nodiscard]] const HexMap& map() const { return map_; }
    [[nodiscard]] const HexGeometry& geometry() const { return geometry_; }
    [[nodiscard]] AssetLibrary& assets() { return *assets_; }
    [[nodiscard]] const AssetLibrary& assets() const { return *assets_; }

private:
    struct RouteState;
    std::shared_ptr<AssetLibrary> assets_;
    HexGeometry geometry_;
    HexMap map_;
    std::vector<SceneCritter> critters_;
    int selected_ = 0;
    int64_t now_ms_ = 0;
    std::mt19937 rng_;
    std::vector<std::shared_ptr<RouteState>> routes_;
};

} // namespace gaitlab
