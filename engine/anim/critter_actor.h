// A critter on the hex map driven by the animation state machine: a CritterBody (movement, walk-cycle aligner,
// offs_anim) whose animation is chosen each tick by a per-entity StateMachine sharing one StateMachineDef per
// character type, with the hit flash on an overlay layer (DECISIONS "Animation State
// Machine", "Layered Animation", "Frame Events"; decisions D4, D5, D7, D17-D19; field cases R21, R22).
//
// One tick (tick(now_ms, map)), in order:
//  1. a movement that completed on the previous tick stops at its end hex (as CritterBody::process);
//  2. the AnimContext is built: moving / speed from the active movement or a waiting move order, and the
//     requests since the last tick (attack_pressed, hurt_this_tick, knocked_back for one tick; dead latched
//     from kill() until revive(); revive latched until the death state is left);
//  3. the state machine (and its flash overlay) advances by the elapsed ms and takes at most one transition;
//  4. leaving a knock-back state folds the displacement it had reached into the position (see below);
//  5. a state that movement does not drive stops an active movement first (StopMoving normalises, D5), so
//     no walk frame is displayed after the tick death or a locked action is entered (R22); a movement-driven
//     state starts a waiting move order;
//  6. the view shows the state's tag: walk and run frames come from the aligner and are fed back through
//     StateMachine::setDrivenFrame so their frame events (footsteps) fire (D4, D18); every other state shows
//     the state machine's playback frame with offs_anim = accum[frame] (D4, §4.6), so an action visibly
//     shifts the sprite while the logical hex stays put.
//
// Knock-back: when the machine leaves a state tagged "knockback", the accumulated displacement of the last
// frame it reached (accum[last] when it finished) is added to HexOffset and normalised with passability
// (D5, CritterBody::shiftPosition), so the critter stays where it was pushed and its sprite does not jump.
// When the nearest hex is outside the map or blocked, the hex stays and the shift is dropped.
//
// Times are milliseconds: the definition's time unit must be "ms". Frame durations come from the sheets,
// overriding the definition's "frames" (a state whose animation is missing keeps its "frames"; a frame event past
// the sheet's frames cannot fire and is dropped, the asset check warns, engine/anim/art_check.h): uniform per
// sheet by default (D7: Clip::uniform of the FOFRM's count and AnimTicks), or with setEngineTiming(true) the
// engine's integer lerp (Clip::engine, §4.7). The state machine's playback is the only clock of time-driven
// frames; walk versus run is the definition's choice (its speed conditions), and the speed multiplier applies
// to time-driven states only (D19).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/anim/action_requests.h"
#include "engine/anim/critter_body.h"
#include "engine/anim/layers.h"
#include "engine/anim/state_machine.h"
#include "engine/hex/hex_map.h"
#include "engine/movement/moving_context.h"

namespace gaitlab::anim {

/// A frame event of the critter, with where it fired (footstep marks on the map).
struct CritterEvent {
    std::string name;        ///< "footstep", "hit", "thud", ...
    std::string tag;         ///< animation tag of the frame
    int frame = 0;           ///< the frame entered
    int64_t count = 1;       ///< > 1 only for whole cycles a huge time step left unlisted (kMaxListedCycles)
    Hex hex;                 ///< the critter's logical hex after the tick
    ipos sprite_root{0, 0};  ///< sprite root after the tick, a world point (CritterBody::spriteRoot), map pixels
};

/// What the state panel shows about the current state.
struct CritterStateInfo {
    std::string_view tag;  ///< state name = animation tag; valid while the definition lives
    int priority = 0;
    bool locked = false;           ///< lock set and clip unfinished (D17)
    bool movement_driven = false;  ///< the aligner chooses the frame (D4)
    bool finished = false;         ///< a clip that does not repeat has finished (a dead critter holds its frame)
    int frame = 0;                 ///< the frame displayed
    int64_t time_in_state_ms = 0;  ///< machine time since the state was entered
};

/// Per-frame durations (ms) of every state whose animation `animations` holds: Clip::uniform of the sheet's
/// frame count and AnimTicks in the state's mode, or Clip::engine with `engine_timing` (D7, §4.7). Throws
/// std::invalid_argument naming the state when a state's tag is not a critter animation name
/// (critterAnimFromName) or when the directions of its animation have different frame counts.
[[nodiscard]] ClipSet critterClipSet(const StateMachineDef& def, const CritterAnimations& animations,
                                     bool engine_timing = false);

class CritterActor {
public:
    /// Standing on `hex` facing `hdir`, in the definition's initial state, with engine timing as
    /// setEngineTiming(engine_timing). Throws std::invalid_argument when `def` is null or its time unit is not
    /// ms, for critterClipSet's errors, and for StateMachine's.
    CritterActor(const HexGeometry& geometry, Hex hex, int hdir, std::shared_ptr<const StateMachineDef> def,
                 CritterAnimations animations, bool engine_timing = false);

    /// An actor of the same definition, animations and timing standing on `hex` facing `hdir` in the initial state:
    /// what the constructor makes from them, with the clips and the playback tables shared rather than made again
    /// (a world of many critters of one type holds them once). Throws std::logic_error when this actor has ticked.
    [[nodiscard]] CritterActor sibling(Hex hex, int hdir) const;

    /// Replaces the animations (asset reload). When the frame durations they give differ from the current
    /// ones, the state machine is rebuilt and starts again in the initial state with an empty history (the
    /// speed multiplier is kept); otherwise the state carries on. Same errors as the constructor; on error
    /// nothing changes.
    void setAnimations(CritterAnimations animations);
    /// Time-driven frames with the engine's integer lerp (true, Clip::engine) or uniform durations (false, the
    /// default), D7. A change that gives other frame durations rebuilds the state machine as setAnimations
    /// does (initial state, empty history). Movement-driven walk and run frames are not affected.
    void setEngineTiming(bool on);
    [[nodiscard]] bool engineTiming() const { return engine_timing_; }

    /// The gait the definition's `running` flag reports (D6): Walk or Run as the user asks (click walks, shift-click
    /// runs), or BySpeed, the engine's rule: running while the speed is at least runThreshold() (80 ground px/s,
    /// RunAnimStartSpeed). BySpeed is the default, so scripted walks that give only a speed behave as the engine.
    enum class Gait { BySpeed, Walk, Run };
    void setGait(Gait gait) { gait_ = gait; }
    [[nodiscard]] Gait gait() const { return gait_; }
    /// Ground px/s from which BySpeed reports running (default 80).
    void setRunThreshold(int speed) { run_threshold_ = speed; }
    [[nodiscard]] int runThreshold() const { return run_threshold_; }

    /// Orders a walk along `path` (from the path finder) at `speed` ground px/s, ending at `end_offset`.
    /// It starts on the next tick whose state is movement-driven, from where the critter then stands; while
    /// a locked action plays it waits (actions commit, R21) and the context reports moving. A newer order
    /// replaces it; a knock-back that moves the critter to another hex drops it. Returns false (and orders
    /// nothing) once kill() was requested, until revive(). Throws MovingError when the path cannot start from
    /// the current position (moving_context.h).
    bool requestMove(const MovePath& path, int speed, const HexMap& map, ipos end_offset = {0, 0});
    /// Orders a move the authority (a server) sends (§3.7, D30): `path` from `server_start` at `speed`, begun
    /// `offset_ms` ago. It starts like requestMove's order (the next movement-driven tick; it waits while a locked
    /// action plays); then the current movement stops (normalised, D5) and the context starts from `server_start`
    /// with start offset = the critter's HexOffset, plus hexOffset(server_start, its hex) when offset_ms is 0 and
    /// server_start is another hex, so the logical point continues from where it is. A new context: the phase
    /// restarts (§4.5). Returns false once kill() was requested; throws MovingError when the path cannot start
    /// from `server_start`.
    bool requestServerMove(Hex server_start, const MovePath& path, int speed, const HexMap& map, ipos end_offset,
                           int64_t offset_ms);
    /// How many authoritative moves (requestServerMove) have taken effect so far: a change between two ticks marks
    /// the tick where a correction moved the critter (the gait metrics' "correction" jumps).
    [[nodiscard]] uint64_t serverMoves() const { return server_moves_; }
    /// Where a waiting order ends (its path walked from where it starts), nullopt when there is none or it leaves
    /// the map.
    [[nodiscard]] std::optional<Hex> pendingDestination() const;
    /// Drops a waiting order and stops an active movement (D5: normalised, false when refused).
    bool stopMoving(const HexMap& map);
    /// ChangeSpeed of the active movement (or the waiting order) keeping its progress (§3.6); ignored for
    /// speed <= 0.
    void changeSpeed(int speed, int64_t now_ms);
    /// Teleports, dropping any movement or order without normalising (CritterBody::place).
    void place(Hex hex, int hdir);

    /// Attack pressed: attack_pressed for the next tick only (lost when a locked state ignores it).
    void requestAttack() { requests_.attack = true; }
    /// A hit: hurt_this_tick for the next tick only; entering hurt starts its flash on the overlay.
    void hurt() { requests_.hurt = true; }
    /// A push: knocked_back for the next tick only.
    void knockBack() { requests_.knock = true; }
    /// Dies: dead is set on every tick until revive(); a waiting move order is dropped.
    void kill();
    /// Back on its feet: clears dead; when the death state is shown, revive stays set until it is left
    /// (after death's clip finished, through its transition to idle). No effect on a living critter.
    void revive();
    /// Multiplier on every time-driven state's speed (D19); walk and run frames ignore it. Throws
    /// std::invalid_argument for NaN or infinity.
    void setSpeedMultiplier(double multiplier) { layers_.base().setSpeedMultiplier(multiplier); }

    /// One simulation tick at clock `now_ms` (the order is in the header comment). The first call advances
    /// the machine by 0 ms; later calls by now_ms minus the previous one (a clock going back counts as 0).
    /// Throws AlignerOverflow (walk_aligner.h) for out-of-range positions.
    void tick(int64_t now_ms, const HexMap& map);

    [[nodiscard]] const CritterBody& body() const { return body_; }
    [[nodiscard]] const StateMachine& machine() const { return layers_.base(); }
    [[nodiscard]] const std::shared_ptr<const StateMachineDef>& definition() const { return def_; }
    [[nodiscard]] CritterStateInfo state() const;
    /// The critter animation of the current state.
    [[nodiscard]] CritterAnim anim() const { return tag_anims_[static_cast<size_t>(machine().state())]; }
    /// The last StateMachine::kHistorySize transitions with their reasons, oldest first.
    [[nodiscard]] const std::vector<TransitionRecord>& history() const { return machine().history(); }
    /// The frame events of the last tick, in the order they fired (D18).
    [[nodiscard]] const std::vector<CritterEvent>& events() const { return events_; }
    /// What the last tick of the state machine did (entered frames, finish, transition).
    [[nodiscard]] const TickResult& lastTick() const { return last_; }
    /// Tint of the overlay layer for the renderer: mix(pixel, color, strength); strength 0 when no flash.
    [[nodiscard]] Tint flashTint() const { return layers_.overlay().tint(); }
    /// kill() was requested and revive() not yet.
    [[nodiscard]] bool dead() const { return requests_.dead; }
    [[nodiscard]] bool movePending() const { return order_.has_value(); }
    /// Whether the last knock-back fold was refused (the shift dropped); false until one is refused.
    [[nodiscard]] bool lastFoldRefused() const { return fold_refused_; }

private:
    struct MoveOrder {
        MovePath path;
        int speed = 0;
        ipos end_offset{0, 0};
        MapSize map;
        Hex from;  // the hex the order was given on: a knock-back to another hex drops it
        // Empty initialisers keep the brace list of requestMove free of missing-initializer warnings.
        std::optional<Hex> server_start{};  // an authority's move (requestServerMove): its start hex
        int64_t offset_ms{};                // and how long ago it began
    };

    uint64_t server_moves_ = 0;

    void foldKnockback(int from_state, const HexMap& map);
    void startOrder(int64_t start_ms, const HexMap& map);
    void feedDrivenFrames(std::vector<AnimEvent>& out);
    void useClips(ClipSet clips, const CritterAnimations& animations);

    HexGeometry geometry_;
    std::shared_ptr<const StateMachineDef> def_;
    std::vector<CritterAnim> tag_anims_;                 // per state index
    std::shared_ptr<const ClipSet> clips_;               // shared by siblings
    std::shared_ptr<const StateMachineDef> events_def_;  // def_ with the art's footsteps, without unreachable events
    AnimationLayers layers_;
    CritterBody body_;
    std::optional<MoveOrder> order_;
    ActionRequests requests_;
    bool engine_timing_ = false;
    Gait gait_ = Gait::BySpeed;
    int run_threshold_ = 80;
    bool started_ = false;
    bool fold_refused_ = false;
    int64_t now_ms_ = 0;
    int64_t state_since_ = 0;  // machine time the current state was entered
    int shown_frame_ = 0;      // playback frame displayed by the last tick (the knock-back's reach)
    int driven_frame_ = -1;    // last aligner frame fed to the machine in the current state, -1 for none
    TickResult last_;
    std::vector<CritterEvent> events_;
};

}  // namespace gaitlab::anim
