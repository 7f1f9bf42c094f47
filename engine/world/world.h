// The simulated world the client and the headless renderer share: the map, the critters (several wander on their
// own, one is driven by the user), the tactics units, the demo routes, the running scenario and a fixed-timestep
// clock. Pure: no SDL, GL or ImGui; it reads its assets through WorldAssets and never loads a file.
// Data flows one way: World::tick (simulation + alignment) -> buildWorldDrawList (engine/draw/) -> Renderer.
// The stages of one tick are listed at World::tick and in docs/ARCHITECTURE.md "The tick".
#pragma once

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "engine/anim/critter_actor.h"
#include "engine/anim/critter_body.h"
#include "engine/base/error_record.h"
#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"
#include "engine/world/tactics_unit.h"

namespace gaitlab {

class Scenario;
class WorldAssets;

/// Demo routes of the acceptance matrix (DECISIONS "Visual acceptance matrix").
enum class DemoRoute { StraightWalk, StraightRun, EveryDirection, TurnDuringMovement, RapidStopStart };
[[nodiscard]] const char* demoRouteName(DemoRoute route);
/// Route from its command-line name: straight-walk, straight-run, every-direction, turn, stop-start.
[[nodiscard]] std::optional<DemoRoute> demoRouteFromName(const std::string& name);
/// A running demo route: which, the leg walked now (1 = the first; each leg is the last one reversed, so legs
/// 2k-1 and 2k are loop k) and whether it rests between legs (0.4 s).
struct RouteProgress {
    DemoRoute route = DemoRoute::StraightWalk;
    int leg = 1;
    bool resting = false;
};

/// A critter of the world: a CritterActor (movement, aligner and the humanoid's state machine, D4, D17).
struct WorldCritter {
    std::string name;
    anim::CritterActor actor;
    int speed = 70;             ///< ground pixels per second used for its next path
    bool wanders = false;       ///< picks random reachable hexes on its own
    int64_t idle_until_ms = 0;  ///< wanderers rest until this clock value; -1 while a walk is under way
    int walk_speed = 70;        ///< the speed of its walk gait and of its run gait (D6): a click walks at walk_speed,
    int run_speed = 140;        ///< a shift-click runs at run_speed; setSpeed changes the one of the current gait
    /// The type definition it was made with (WorldAssets::critterStatesFor); a new one remakes the actor.
    std::shared_ptr<const anim::StateMachineDef> states;
    /// A tick threw (the "<name> tick" error is up); the next tick that goes through while it walks clears it.
    bool tick_failed = false;

    [[nodiscard]] const CritterBody& body() const { return actor.body(); }
    /// Walking or about to: a move order waits while a locked action plays (R21).
    [[nodiscard]] bool busyMoving() const { return actor.body().isMoving() || actor.movePending(); }
};

/// What the user can make a critter or a unit do (the state panel's buttons). The state machine decides
/// what is shown (priority, lock, D17): a request it ignores is simply lost.
enum class WorldAction { Attack, Hurt, Kill, Revive, KnockBack };
[[nodiscard]] const char* worldActionName(WorldAction action);

/// A frame event (D18) or a tactics tick event (D14) fired in the world, for the footstep marks and the log.
struct WorldEvent {
    std::string who;     ///< critter or unit name
    std::string name;    ///< "footstep", "hit", "PlaySound", ...
    std::string source;  ///< "frame" (state machine frame event) or "tick" (tactics sequence tick event)
    ipos point{0, 0};    ///< where it fired: the critter's sprite root or the unit's ground point, map pixels
    int64_t at_ms = 0;   ///< world clock
};

/// A tactics unit of the world (engine/world/tactics_unit.h) and how it walks.
struct WorldUnit {
    TacticsUnit actor;  ///< as WorldCritter::actor
    int speed = 36;     ///< ground pixels per second: on a diagonal about the Walk's authored pace
    bool wanders = false;
    int64_t idle_until_ms = 0;  ///< wanderers rest until this clock value; -1 while a walk is under way
    uint64_t server_moves = 0;  ///< corrections (World::correctUnit) that started a movement, as CritterActor's
    bool tick_failed = false;   ///< as WorldCritter::tick_failed
};

/// Which critter or tactics unit a World command is for: the kind and the index into critters() or units().
struct ActorRef {
    enum class Kind : uint8_t { Critter, Unit };
    Kind kind = Kind::Critter;
    int index = 0;
    [[nodiscard]] static constexpr ActorRef critter(int i) { return ActorRef{Kind::Critter, i}; }
    [[nodiscard]] static constexpr ActorRef unit(int i) { return ActorRef{Kind::Unit, i}; }
    friend bool operator==(const ActorRef&, const ActorRef&) = default;
};

class World {
public:
    static constexpr int64_t kTickMs = 10;  ///< fixed simulation step, ms

    /// Places the user's critter ("player", index 0, selected) on the movable hex nearest the map centre and
    /// `wanderers` more critters on random movable hexes; all get the animations `assets` gives them.
    /// `assets` must not be null. After the critters, `tactics_units` wandering tactics units are placed on random
    /// movable hexes when the assets have tactics data and its definition (none otherwise), all seen from camera
    /// step kMapCameraStep.
    World(std::shared_ptr<const WorldAssets> assets, HexMap map, uint32_t seed = 12345, int wanderers = 4,
          int tactics_units = 3);
    ~World();
    World(World&&) noexcept;
    World& operator=(World&&) noexcept;

    /// A deep copy of the world as it is now: every critter and unit with its state machine, movement and
    /// anchor, the routes, the running scenario, the events, the errors, the clock and the random engine, so
    /// ticking the copy gives exactly what ticking this world gives (the tick is deterministic). The assets and
    /// the map are shared (both are read-only here). Null when the running scenario cannot be copied
    /// (Scenario::clone returns null). Used for stepping back (DECISIONS "Stepping back").
    [[nodiscard]] std::unique_ptr<World> clone() const;

    /// One step of kTickMs, always in this order (docs/ARCHITECTURE.md "The tick"):
    ///  1. the clock advances by kTickMs;
    ///  2. assets: reloaded animations, a reloaded state definition (every critter restarts in its initial state),
    ///     a reloaded map, tactics data or definition reach the critters and units;
    ///  3. intents: running routes issue their next command; wanderers choose new targets (random reachable hexes,
    ///     a rest of 0.3-1.5 s between walks, walk speeds 60-78 or run speeds 125-155);
    ///  4. each critter's CritterActor::tick: its requests and state machine, then movement, then alignment;
    ///     a critter whose tick throws (aligner overflow on absurd data) is placed back on its hex;
    ///  5. each unit's wanderer and TacticsUnit::process (the same stages on the unit's clock);
    ///  6. events: the frame and tick events fired are collected (events());
    ///  7. the running scenario's step, which asks for what the next tick does (as a user's click between two
    ///     ticks would).
    /// The client and `gaitlab render` call only this, so a scenario runs the same in both.
    void tick();
    [[nodiscard]] int64_t nowMs() const { return now_ms_; }

    // Commands. Each takes the critter or tactics unit it is for (ActorRef): one verb for both kinds.

    /// Walks `who` to `target` through the path finder at its speed; false when unreachable, the index is invalid
    /// or the actor refuses to move (a dead unit). Ends its wandering; a critter's running route is cancelled (the
    /// user drives it from now on).
    bool walkTo(ActorRef who, Hex target);
    /// Walks `who` along `path` (one MovePath: directions and control steps) from the hex it stands on at its speed;
    /// false when a hex on the way is outside the map or blocked, the actor refuses to move (dead, a locked action,
    /// D17) or the index is invalid. Ends its wandering and a critter's route, as walkTo.
    bool walkPath(ActorRef who, const MovePath& path);
    /// Stops `who` (normalises its hex + HexOffset, D5), ends its wandering and a critter's route.
    void stop(ActorRef who);
    /// Changes the speed mid-move through ChangeSpeed (and for the next path); no-op when invalid or speed <= 0. A
    /// critter's speed belongs to the gait it shows (its walk_speed or run_speed).
    void setSpeed(ActorRef who, int speed);
    /// Places `who` on `hex` facing `hdir` (< 0 keeps the facing; a unit faces the diagonal of hdir), dropping its
    /// movement without normalising; ends a critter's route and wandering. False when the index is invalid or the
    /// hex is not movable.
    bool place(ActorRef who, Hex hex, int hdir = -1);
    /// An authoritative correction of `who` arriving while it walks, as the engine takes a server's move (§3.7,
    /// D30; one rule, Mover::serverMove): the walk goes on from `server_hex`, begun `offset_ms` ago, along the path
    /// finder's path to where the current walk (or a critter's waiting order) ends, at its speed, with the walk's
    /// end offset; the start offset keeps the logical point where it is when offset_ms is 0. A critter takes it
    /// through CritterActor::requestServerMove on its next tick; a unit, which has no waiting order, at once. A
    /// standing actor is placed on `server_hex`. False, recording a world error, when the hex is not movable, no
    /// path leads on, or the actor cannot move (dead, a unit's locked action).
    bool correct(ActorRef who, Hex server_hex, int64_t offset_ms = 0);
    /// Requests `action` of `who` for its next tick (a critter: requestAttack, hurt, kill, revive, knockBack; a
    /// unit: attack, hurt, kill, revive, no knock-back: false) and ends its wandering. False for an invalid index.
    bool act(ActorRef who, WorldAction action);
    /// What is selected: a critter or a unit.
    [[nodiscard]] ActorRef selectedActor() const;
    /// Selects `who` (an invalid index selects the first critter).
    void select(ActorRef who);
    /// The selected unit, when a unit rather than a critter is selected.
    [[nodiscard]] std::optional<int> selectedUnit() const { return selected_unit_; }

    /// Time-driven frames of every critter with the engine's integer lerp (true) or uniform durations (false,
    /// the default), D7: applied to every critter now (CritterActor::setEngineTiming: a change of its frame
    /// durations restarts its state machine in the initial state) and to every critter created later
    /// (a reloaded definition). Walk and run frames are not affected.
    void setEngineTiming(bool on);
    [[nodiscard]] bool engineTiming() const { return engine_timing_; }
    /// Starts a demo route on critter `index` from where it stands, repeated there and back (each leg
    /// reversed) after a 0.4 s rest: straight walk (8 hexes at 70), straight run (8 hexes at 140), every
    /// direction (one hex in each of the 6 directions, one path of 6 segments), turn during movement (3 hexes
    /// E then 3 SE, one path of two segments), rapid stop/start (8 hexes at 70, stopped after 150 ms of walking
    /// and restarted 60 ms later, repeatedly). The first rotation of the pattern that stays on movable hexes
    /// is used; false when none fits. A leg cut short (an attack or a hurt stopped the walk) is walked on to its
    /// end after the rest, by the path finder, before the next leg starts.
    bool startRoute(int index, DemoRoute route);
    /// The route running on critter `index`, if any.
    [[nodiscard]] std::optional<DemoRoute> routeOf(int index) const;
    /// Where the route of critter `index` is (the status bar's "leg 3, loop 2"), if one runs.
    [[nodiscard]] std::optional<RouteProgress> routeProgress(int index) const;
    /// Stops every wanderer, critters and units, and keeps them resting (headless scenarios that watch one).
    void haltWanderers();

    /// Ends the running scenario (if any), then starts `scenario` (Scenario::start). Returns "" when it runs, or
    /// why it cannot (the scenario is then not kept). Null stops the running one only.
    std::string startScenario(std::unique_ptr<Scenario> scenario);
    void stopScenario();
    /// Records a problem of the running scenario (a step that could not be done) among errors(); the next
    /// startScenario clears it.
    void setScenarioError(const std::string& text);
    /// The running scenario, null when none.
    [[nodiscard]] const Scenario* scenario() const { return scenario_.get(); }

    /// Events of the last kEventMemoryMs, oldest first (footstep marks, the state panel's log).
    static constexpr int64_t kEventMemoryMs = 2000;
    [[nodiscard]] const std::deque<WorldEvent>& events() const { return events_; }
    /// Problems the world met with the assets it was given (a definition or animation the critters refused),
    /// one line each; empty when none. The last good version stays in use.
    [[nodiscard]] std::vector<ErrorRecord> errors() const { return errors_.records(); }

    // Tactics units (D15). Indices are into units().
    [[nodiscard]] const std::vector<WorldUnit>& units() const { return units_; }
    /// Plays Swing, Hurt or Death on unit `index` (see TacticsUnit::play) and ends its wandering.
    bool playUnit(int index, TacticsAction action);
    /// Unit `index` stands in water (Nulled Walk, water frames) or not; no-op when invalid.
    void setUnitWater(int index, bool water);
    /// The camera step every unit's view is resolved with (0..7, any int wrapped); applied to all units at once.
    [[nodiscard]] int cameraStep() const { return camera_step_; }
    void setCameraStep(int step);
    /// Tab: the next critter, then each unit, then the first critter again.
    void selectNext();
    /// A click (walk) or shift-click (run) on a critter, D6: the selected critter takes that gait (the definition's
    /// `running` flag follows it at any speed) at the gait's own speed, then walkTo(selectedActor(), target). A unit just walks.
    bool walkSelectedTo(Hex target, anim::CritterActor::Gait gait);
    /// The gait critter `index` reports (CritterActor::setGait): BySpeed (the engine's rule, the default and what
    /// routes and wanderers use), Walk or Run.
    void setGait(int index, anim::CritterActor::Gait gait);
    /// The speed from which BySpeed reports running, for every critter (ground px/s, 1..1000; 80 by default).
    void setRunThreshold(int speed);
    [[nodiscard]] int runThreshold() const { return run_threshold_; }
    /// Hex centre + HexOffset of the selected critter or unit (the camera follows it), map pixels.
    [[nodiscard]] ipos selectedPoint() const;

    [[nodiscard]] const std::vector<WorldCritter>& critters() const { return critters_; }
    [[nodiscard]] int selected() const { return selected_; }
    [[nodiscard]] const HexMap& map() const { return *map_; }
    [[nodiscard]] const HexGeometry& geometry() const { return geometry_; }
    /// Takes up what changed in the assets since the last tick (map, animations, definitions, tactics data) now,
    /// as the first stage of tick() does: e.g. after the app loads a scenario's map, so the scenario starts on it.
    void syncAssets();

private:
    struct RouteState;
    World(const World& other);  // clone(): a deep copy
    World& operator=(const World&) = delete;
    [[nodiscard]] anim::CritterActor makeActor(int index, Hex hex, int hdir);
    /// A reloaded map of the other layout (D27): the world's geometry becomes the map's, and every critter and
    /// unit is made anew on it, where it stood.
    void regeometry();
    void collectEvents();
    /// Records `text` as the error of `source`; `cause` (the caught exception) gives the file and position.
    void setError(const std::string& source, const std::string& text, const std::exception* cause = nullptr);
    void clearError(const std::string& source);
    void updateWanderer(int index);
    void updateRoute(RouteState& route);
    bool walkCritterTo(int index, Hex target);
    bool walkCritterPath(int index, const MovePath& path);
    void stopCritter(int index);
    void setCritterSpeed(int index, int speed);
    bool placeCritter(int index, Hex hex, int hdir);
    bool correctCritter(int index, Hex server_hex, int64_t offset_ms);
    bool actCritter(int index, WorldAction action);
    void selectCritter(int index);
    bool walkUnitTo(int index, Hex target);
    bool walkUnitPath(int index, const MovePath& path);
    void stopUnit(int index);
    void setUnitSpeed(int index, int speed);
    bool placeUnit(int index, Hex hex, int hdir);
    bool correctUnit(int index, Hex server_hex, int64_t offset_ms);
    bool actUnit(int index, WorldAction action);
    void selectUnit(int index);
    bool startPath(int index, const MovePath& path);
    [[nodiscard]] Hex randomMovableHex();
    void cancelRoute(int index);

    void updateUnitWanderer(int index);
    bool startUnitPath(int index, const MovePath& path);
    // The wanderers' AI, shared by critters and units: a random rest in [min, max] ms (false while resting, and
    // on the call that starts the rest), then up to 10 random targets within `reach` hexes until `start` takes
    // a path; else another try in 200 ms. The draws come from rng_ in a fixed order, so a seed replays.
    bool restOver(int64_t& idle_until_ms, int min_rest_ms, int max_rest_ms);
    void wanderFrom(Hex from, int reach, int64_t& idle_until_ms, const std::function<bool(const MovePath&)>& start);

    std::shared_ptr<const WorldAssets> assets_;
    HexGeometry geometry_;
    std::shared_ptr<const HexMap> map_;  // shared by clones; replaced, never changed
    // The last critter made from its definition (never ticked) and what it was made with: makeActor copies it for
    // every critter of the same type, so they share its clips and playback tables.
    struct ActorPrototype {
        anim::CritterActor actor;
        bool engine_timing = false;
        HexGeometry geometry;
    };
    std::shared_ptr<const ActorPrototype> prototype_;
    std::vector<WorldCritter> critters_;
    int selected_ = 0;
    int64_t now_ms_ = 0;
    std::mt19937 rng_;
    std::vector<std::shared_ptr<RouteState>> routes_;
    uint64_t seen_generation_ = 0;
    uint64_t seen_map_generation_ = 0;
    std::vector<WorldUnit> units_;
    std::optional<int> selected_unit_;
    int camera_step_ = kMapCameraStep;
    bool engine_timing_ = false;
    int run_threshold_ = 80;
    std::shared_ptr<const tactics::Atlas> seen_atlas_;
    std::shared_ptr<const anim::StateMachineDef> seen_unit_states_;  // the tacticsStates() the units were offered
    std::deque<WorldEvent> events_;
    std::unique_ptr<Scenario> scenario_;
    ErrorRegistry errors_;  // by source: "critter states", "tactics units", a critter's name (+ " walk", " tick")
};

}  // namespace gaitlab
