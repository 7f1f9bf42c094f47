// The simulated world the client and the headless renderer share: the map, the critters (several wander
// on their own, one is driven by the user), the demo routes and a fixed-timestep clock.
// Data flows one way: Scene::tick (simulation + alignment) -> buildDrawList -> Renderer.
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "app/tactics_unit.h"
#include "engine/anim/critter_actor.h"
#include "engine/critter_view.h"
#include "engine/draw_list.h"
#include "engine/hex_geometry.h"
#include "engine/hex_map.h"

namespace gaitlab {

class AssetLibrary;

/// Demo routes of the acceptance matrix (DECISIONS "Visual acceptance matrix").
enum class DemoRoute { StraightWalk, StraightRun, EveryDirection, TurnDuringMovement, RapidStopStart };
[[nodiscard]] const char* demoRouteName(DemoRoute route);
/// Route from its command-line name: straight-walk, straight-run, every-direction, turn, stop-start.
[[nodiscard]] std::optional<DemoRoute> demoRouteFromName(const std::string& name);

/// A critter of the scene: a CritterActor (movement, aligner and the humanoid's state machine, D4, D17).
struct SceneCritter {
    std::string name;
    anim::CritterActor actor;
    int speed = 70;            ///< ground pixels per second used for its next path
    bool wanders = false;      ///< picks random reachable hexes on its own
    int64_t idle_until_ms = 0; ///< wanderers rest until this clock value; -1 while a walk is under way

    [[nodiscard]] const CritterView& view() const { return actor.view(); }
    /// Walking or about to: a move order waits while a locked action plays (R21).
    [[nodiscard]] bool busyMoving() const { return actor.view().isMoving() || actor.movePending(); }
};

/// What the user can make a critter or a unit do (the state panel's buttons). The state machine decides
/// what is shown (priority, lock, D17): a request it ignores is simply lost.
enum class SceneAction { Attack, Hurt, Kill, Revive, KnockBack };
[[nodiscard]] const char* sceneActionName(SceneAction action);

/// A frame event (D18) or a tactics tick event (D14) fired in the scene, for the footstep marks and the log.
struct SceneEvent {
    std::string who;      ///< critter or unit name
    std::string name;     ///< "footstep", "hit", "PlaySound", ...
    std::string source;   ///< "frame" (state machine frame event) or "tick" (tactics sequence tick event)
    ipos point{0, 0};     ///< where it fired: the critter's sprite root or the unit's ground point, map pixels
    int64_t at_ms = 0;    ///< scene clock
};

/// A tactics unit of the scene (app/tactics_unit.h) and how it walks.
struct SceneUnit {
    TacticsUnit unit;
    int speed = 36;             ///< ground pixels per second: on a diagonal about the Walk's authored pace
    bool wanders = false;
    int64_t idle_until_ms = 0;  ///< wanderers rest until this clock value; -1 while a walk is under way
};

class Scene {
public:
    static constexpr int64_t kTickMs = 10;  ///< fixed simulation step, ms

    /// Places the user's critter ("player", index 0, selected) on the movable hex nearest the map centre and
    /// `wanderers` more critters on random movable hexes; all get the library's humanoid animations.
    /// `assets` must not be null (an AssetLibrary that failed to load still serves placeholders).
    /// After the critters, `tactics_units` wandering tactics units are placed on random movable hexes when the
    /// library has tactics data (none otherwise), all seen from camera step kMapCameraStep.
    Scene(std::shared_ptr<AssetLibrary> assets, HexMap map, uint32_t seed = 12345, int wanderers = 4,
          int tactics_units = 3);

    /// Advances the clock by kTickMs: hands reloaded animations, a reloaded state definition (every critter
    /// restarts in its initial state) and a reloaded map to the critters, wanderers choose new targets (random
    /// reachable hexes, a rest of 0.3-1.5 s between walks, walk speeds 60-78 or run speeds 125-155), running
    /// routes issue their next command, every CritterActor::tick and unit process runs and their events are
    /// collected. A critter whose tick throws (aligner overflow on absurd data) is placed back on its hex.
    void tick();
    [[nodiscard]] int64_t nowMs() const { return now_ms_; }

    /// Walks critter `index` to `target` through the path finder at its speed; false when unreachable or
    /// the index is invalid. Cancels a running route of that critter and ends its wandering (the user
    /// drives it from now on).
    bool walkTo(int index, Hex target);
    /// Stops critter `index` (normalises its hex + HexOffset, D5), cancels its route and ends its wandering.
    void stop(int index);
    /// Changes the speed mid-move through ChangeSpeed (and for the next path).
    void setSpeed(int index, int speed);
    /// Starts a demo route on critter `index` from where it stands, repeated there and back (each leg
    /// reversed) after a 0.4 s rest: straight walk (8 hexes at 70), straight run (8 hexes at 140), every
    /// direction (one hex in each of the 6 directions, one path of 6 segments), turn during movement (3 hexes
    /// E then 3 SE, one path of two segments), rapid stop/start (8 hexes at 70, stopped after 150 ms of walking
    /// and restarted 60 ms later, repeatedly). The first rotation of the pattern that stays on movable hexes
    /// is used; false when none fits.
    bool startRoute(int index, DemoRoute route);
    /// The route running on critter `index`, if any.
    [[nodiscard]] std::optional<DemoRoute> routeOf(int index) const;
    /// Stops every wanderer, critters and units, and keeps them resting (headless scenarios that watch one).
    void haltWanderers();

    /// Requests `action` of critter `index` for its next tick (CritterActor: requestAttack, hurt, kill,
    /// revive, knockBack) and ends its wandering. False for an invalid index.
    bool act(int index, SceneAction action);
    /// Requests `action` of unit `index` (TacticsUnit: attack, hurt, kill, revive; no knock-back: false).
    bool actUnit(int index, SceneAction action);
    /// act or actUnit on whatever is selected.
    bool actSelected(SceneAction action);
    /// Events of the last kEventMemoryMs, oldest first (footstep marks, the state panel's log).
    static constexpr int64_t kEventMemoryMs = 2000;
    [[nodiscard]] const std::deque<SceneEvent>& events() const { return events_; }
    /// Problems the scene met with the assets it was given (a definition or animation the critters refused),
    /// one line each; empty when none. The last good version stays in use.
    [[nodiscard]] const std::vector<std::string>& errors() const { return error_lines_; }

    // Tactics units (D15). Indices are into units().
    [[nodiscard]] std::vector<SceneUnit>& units() { return units_; }
    [[nodiscard]] const std::vector<SceneUnit>& units() const { return units_; }
    /// Walks unit `index` to `target` at its speed (path finder); false when unreachable, dead or invalid.
    /// Ends its wandering.
    bool walkUnitTo(int index, Hex target);
    /// Stops unit `index` (normalised, D5) and ends its wandering.
    void stopUnit(int index);
    /// Plays Swing, Hurt or Death on unit `index` (see TacticsUnit::play) and ends its wandering.
    bool playUnit(int index, TacticsAction action);
    /// Places unit `index` on `hex` (movable) facing the diagonal of `hdir`; false when invalid.
    bool placeUnit(int index, Hex hex, int hdir);
    /// The camera step every unit's view is resolved with (0..7, any int wrapped); applied to all units at once.
    [[nodiscard]] int cameraStep() const { return camera_step_; }
    void setCameraStep(int step);
    /// The selected unit, when a unit rather than a critter is selected.
    [[nodiscard]] std::optional<int> selectedUnit() const { return selected_unit_; }
    void selectUnit(int index);
    /// Tab: the next critter, then each unit, then the first critter again.
    void selectNext();
    /// Left click and right click act on whatever is selected, a critter or a unit.
    bool walkSelectedTo(Hex target);
    void stopSelected();
    /// Hex centre + HexOffset of the selected critter or unit (the camera follows it), map pixels.
    [[nodiscard]] ipos selectedPoint() const;

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
    void syncAssets();
    [[nodiscard]] anim::CritterActor makeActor(int index, Hex hex, int hdir);
    void collectEvents();
    void setError(const std::string& source, const std::string& text);
    void clearError(const std::string& source);
    void listErrors();
    void updateWanderer(int index);
    void updateRoute(RouteState& route);
    bool startPath(int index, const MovePath& path);
    [[nodiscard]] Hex randomMovableHex();
    void cancelRoute(int index);

    void updateUnitWanderer(int index);
    bool startUnitPath(int index, const MovePath& path);

    std::shared_ptr<AssetLibrary> assets_;
    HexGeometry geometry_;
    HexMap map_;
    std::vector<SceneCritter> critters_;
    int selected_ = 0;
    int64_t now_ms_ = 0;
    std::mt19937 rng_;
    std::vector<std::shared_ptr<RouteState>> routes_;
    uint64_t seen_generation_ = 0;
    uint64_t seen_map_generation_ = 0;
    std::vector<SceneUnit> units_;
    std::optional<int> selected_unit_;
    int camera_step_ = kMapCameraStep;
    std::shared_ptr<const tactics::Atlas> seen_atlas_;
    std::shared_ptr<const anim::StateMachineDef> seen_states_;
    std::deque<SceneEvent> events_;
    std::map<std::string, std::string> errors_;  // by source: "critter states", "tactics units", a critter's name
    std::vector<std::string> error_lines_;      // errors_' texts, for errors()
};

/// The frame's draw list (sorted): ground tiles of every hex, every critter's current frame (with its hit flash,
/// anim::CritterActor::flashTint) and every tactics unit's tiles, then the grid, blocked hexes, the footstep marks
/// of the last Scene::kEventMemoryMs (fading), the selected critter's or unit's remaining path and its markers as
/// `options` asks.
[[nodiscard]] DrawList buildSceneDrawList(const Scene& scene, const DrawOptions& options);

} // namespace gaitlab
