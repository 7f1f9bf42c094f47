// A tactics unit on the hex map (DECISIONS "Tactics sprite data"; D12-D15), driven by the
// animation state machine (DECISIONS "Animation State Machine", "Frame Events", "Layered
// Animation"; D4, D5, D13, D14, D17-D19). It stands on a hex with a HexOffset and moves with a MovingContext like a
// critter, faces the nearest diagonal of its hex direction (D15), and while a movement-driven state (walk, run)
// shows, its Walk sequence's per-frame screen motion (engine/tactics/tactics_drive.h) drives the same walk-cycle aligner as
// critters, so the frame is chosen by position and the feet stay planted. The view is viewOf(facing, camera step),
// re-resolved every tick().
//
// The state machine (an anim::AnimationLayers: base StateMachine + hit-flash overlay) is built from a definition
// whose time unit is ticks (60 per second, D13), e.g. assets/anim/tactics.states.json. Each state's tag names what
// it shows, and its frame durations (the ClipSet) come from the atlas, so "finished" and the lock (D17) match the
// real clip:
//   idle       atlas idle: idleFrames[view], one frame lasting the definition's idle total (60 ticks if none)
//   walk, run  movement-driven (D4): the Walk sequence (Nulled Walk in water) chosen by the aligner, fed back with
//              StateMachine::setDrivenFrame so frame events such as "footstep" fire (D18); durations of Walk
//   attack     Swing          hurt  Hurt          death  Death (its last delay of 0 holds the last frame)
//   knockback  no tactics animation: keeps the definition's "frames" and shows Hurt's pose at the same frame
//              index (clamped; Idle without Hurt). It does not move the unit and fires no tick events.
// Durations are the front sequence's delays; the back sequence shows at the same clip tick (the generated data's
// sides have equal delays). A state whose animation the atlas lacks keeps its definition "frames" and shows Idle.
// Any other tag is an error.
//
// Clock: the world's clock is ms; the machine advances in whole ticks. The first tick() sets the origin; after
// it, ticks = floor((now_ms - origin) * 60 / 1000) minus the ticks already given, so any split of the same total
// time gives the same ticks (no drift). One machine tick per whole tick (up to kMaxSteppedTicks per call; beyond
// that the older part passes in one step), so transitions land on the same tick whatever the split (D13).
// Requests (requestAttack, hurt, knockBack for one tick; kill's dead latched until revive; revive latched until the
// death state is left, as anim::CritterActor) made between two tick() calls reach the machine on the first whole
// tick after the earlier call. Each tick() also evaluates the machine once with no time passing, with only the
// movement (moving, speed) new, so a walk starts in the tick() after setMoving.
//
// Movement: a state that movement does not drive stops an active movement (StopMoving normalises, D5) once the
// machine has been evaluated, so an attack, hurt or death never shows a walk frame. setMoving is refused while dead
// (kill() requested or the death state shown) and while a locked state plays (D17): a move is not queued.
//
// Events (D14, D18): lastEvents() lists, in the order they fired, the machine's frame events (source "frame") and
// the tick events of the drawn sequence (source "tick") in the half-open window (previous clip tick, clip tick] of
// the state's clip, each once; a state's tick-0 events fire when it is entered.
//
// Where it stands: the ground point is hex centre + HexOffset + offs_anim (map pixels, as a critter's sprite
// root), and the stance point, the origin of every pose tile, is 20 px above it (the unit's soles are 20 px below
// the stance point). On the map the aligner's offs_anim takes the place of the pose's flat-stage moveX/moveY.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/anim/action_requests.h"
#include "engine/anim/layers.h"
#include "engine/anim/state_machine.h"
#include "engine/anim/state_machine_def.h"
#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"
#include "engine/movement/mover.h"
#include "engine/movement/moving_context.h"
#include "engine/sprite/walk_aligner.h"
#include "engine/tactics/tactics.h"
#include "engine/tactics/tactics_drive.h"

namespace gaitlab {

/// What the unit is doing, derived from the current state: idle -> Idle, a movement-driven state (walk, run) ->
/// Walk, attack -> Swing, hurt and knockback -> Hurt, death -> Death.
enum class TacticsAction { Idle, Walk, Swing, Hurt, Death };
[[nodiscard]] const char* tacticsActionName(TacticsAction action);

/// The aligner's record (the same as a critter's, engine/movement/mover.h) and the walk cycle it was for.
struct TacticsAlign : AlignRecord {
    /// Of the drawn walk sequence in the current view and hex direction, shared with the mover's anchor; null when
    /// the unit does not walk (TacticsUnit::walkCycle gives an empty cycle then).
    std::shared_ptr<const WalkCycle> cycle;
};

/// One event the unit fired: a tick event of the drawn tactics sequence (D14) or a frame event of the state
/// machine (D18).
struct TacticsEventNote {
    std::string label;      ///< tick events: PlaySound, PostGenericAttack, ...; frame events: "footstep", "hit", ...
    std::string animation;  ///< tick events: the tactics animation ("Swing"); frame events: the state's tag ("walk")
    int64_t tick = 0;       ///< tick events: the event's tick in its sequence; -1 for frame events
    int frame = -1;         ///< frame events: the frame entered; -1 for tick events
    int64_t count = 1;      ///< firings within one update (whole cycles a huge step left unlisted)
    int64_t at_ms = 0;      ///< world clock of the tick() that fired it, ms
    ipos ground{0, 0};      ///< groundPoint() after that tick(), map pixels
    std::string source;     ///< "tick" or "frame"
};

class TacticsUnit {
public:
    static constexpr std::size_t kEventMemory = 6;  ///< how many fired events the overlay lists
    /// Whole ticks one tick() steps one at a time; a longer gap passes its older part in one machine tick.
    static constexpr int64_t kMaxSteppedTicks = 600;

    /// A unit standing on `hex` facing the diagonal of hex direction `hdir` (D15), in the definition's initial
    /// state. `atlas` may be null: the unit then moves but draws nothing (every state keeps its definition
    /// "frames"). Throws std::invalid_argument when `states` is null, its time unit is not ticks, a state's tag is
    /// not one of idle, walk, run, attack, hurt, knockback, death, or the machine cannot be built from it
    /// (StateMachine's errors, e.g. an event on a frame the atlas's clip does not have).
    TacticsUnit(std::string name, const HexGeometry& geometry, Hex hex, int hdir,
                std::shared_ptr<const tactics::Atlas> atlas, std::shared_ptr<const anim::StateMachineDef> states,
                int camera_step = kMapCameraStep);

    /// A unit named `name` of the same atlas, definition and camera step standing on `hex` facing the diagonal of
    /// `hdir`: what the constructor makes from them, with the clips and the playback tables shared rather than made
    /// again. Throws std::logic_error when this unit has ticked.
    [[nodiscard]] TacticsUnit sibling(std::string name, Hex hex, int hdir) const;

    /// A reloaded atlas: the walk cycle is rebuilt (re-anchored on the next tick) and the clip set re-read; when
    /// its durations differ from the current ones the machine starts again in its initial state. Throws
    /// std::invalid_argument (nothing changes) when the definition cannot be played with the new clips.
    void setAtlas(std::shared_ptr<const tactics::Atlas> atlas);
    /// A reloaded definition: the machine starts again in its initial state (history cleared); pending requests
    /// and the dead latch carry over. Same errors as the constructor; on error nothing changes.
    void setStates(std::shared_ptr<const anim::StateMachineDef> states);
    /// The camera step (any int, wrapped into 0..7); the view follows on the next tick().
    void setCameraStep(int step);
    /// Standing in water: Nulled Walk instead of Walk, and water frames for idle and actions.
    void setWater(bool water) { water_ = water; }

    /// Starts a movement (clears the anchor); the machine enters walk or run on the next tick(). Refused (false)
    /// while dead (kill() requested or the death state shown) and while a locked state is unfinished (D17).
    bool setMoving(MovingContext context);
    /// Stops and normalises hex + HexOffset to the nearest passable hex (D5); false when refused.
    /// Mover::serverMove on this unit (§3.7, D30); the caller has checked that it may move (not dead, no lock).
    void serverMove(const HexMap& map, Hex server_start, const MovePath& path, int speed, ipos end_offset,
                    int64_t start_ms, int64_t offset_ms) {
        mover_.serverMove(map, map.size, server_start, path, speed, end_offset, start_ms, offset_ms);
    }
    bool stopMoving(const HexMap& map);
    /// ChangeSpeed on the active context; no-op when not moving or speed <= 0.
    void changeSpeed(int speed, int64_t now_ms);
    /// Attack pressed: attack_pressed for the next machine tick only (lost when a locked state ignores it).
    void requestAttack() { requests_.attack = true; }
    /// A hit: hurt_this_tick for the next machine tick only; entering hurt starts its flash on the overlay.
    void hurt() { requests_.hurt = true; }
    /// A push: knocked_back for the next machine tick only.
    void knockBack() { requests_.knock = true; }
    /// Dies: dead is set on every machine tick until revive().
    void kill() { requests_.kill(); }
    /// Back on its feet: clears dead; when the death state shows, revive stays set until it is left (the
    /// definition's death -> idle once death's clip finished). No effect on a living unit.
    void revive();
    /// Swing -> requestAttack, Hurt -> hurt, Death -> kill. False (nothing requested) for Idle and Walk, when
    /// dead(), or when the atlas has no such animation. `map` is unused: the walk stops when the machine enters
    /// the action (kept so existing callers compile).
    bool play(TacticsAction action, const HexMap& map);

    /// One simulation step at clock `now_ms` (ms): as CritterBody::process for the movement (a context completed
    /// on the previous step stops at the start of this one), facing (D15), the machine (see the header comment:
    /// one evaluation with no time passing, then one per whole tick), the stop of a movement the state does not
    /// drive (D5), then view, frame (aligner for a movement-driven state, the machine's clip otherwise), pose and
    /// events. Throws AlignerOverflow (walk_aligner.h) for out-of-range positions.
    void tick(int64_t now_ms, const HexMap& map);
    /// Teleports, stopping any movement without normalising; hdir −1 keeps the facing.
    void place(Hex hex, int hdir = -1);

    [[nodiscard]] const std::string& name() const { return name_; }
    [[nodiscard]] Hex hex() const { return mover_.hex(); }
    [[nodiscard]] ipos hexOffset() const { return mover_.hexOffset(); }
    [[nodiscard]] int hdir() const { return mover_.hdir(); }
    [[nodiscard]] int facing() const { return facing_; }
    [[nodiscard]] int cameraStep() const { return camera_step_; }
    [[nodiscard]] int view() const { return view_; }
    [[nodiscard]] bool water() const { return water_; }
    [[nodiscard]] TacticsAction action() const;
    /// The death state shows, or kill() was requested and revive() not yet.
    [[nodiscard]] bool dead() const;
    [[nodiscard]] bool isMoving() const { return mover_.isMoving(); }
    [[nodiscard]] const MovingContext* moving() const { return mover_.moving(); }
    /// The movement lifecycle and anchor (shared with critters).
    [[nodiscard]] const Mover& mover() const { return mover_; }
    [[nodiscard]] const TacticsAlign& align() const { return align_; }
    /// align().cycle, or an empty cycle when there is none.
    [[nodiscard]] const WalkCycle& walkCycle() const;
    /// The pose drawn (poseAt of the current animation; see the header comment for where it is drawn).
    [[nodiscard]] const tactics::Pose& pose() const { return pose_; }
    /// Name of the drawn animation ("Idle", "Walk", "Nulled Walk", "Swing", ...), empty without an atlas.
    [[nodiscard]] const std::string& animationName() const { return animation_name_; }
    /// Ticks (60/s) into the drawn clip: the state's clip tick for actions, the walk frame's start tick, 0 idle.
    [[nodiscard]] int64_t clipTicks() const { return clip_ticks_; }
    /// The last kEventMemory events of every kind, oldest first.
    [[nodiscard]] const std::vector<TacticsEventNote>& events() const { return events_; }
    /// Every event of the last tick(), in the order it fired (tick and frame events).
    [[nodiscard]] const std::vector<TacticsEventNote>& lastEvents() const { return last_events_; }
    [[nodiscard]] const std::shared_ptr<const tactics::Atlas>& atlas() const { return atlas_; }
    [[nodiscard]] const std::shared_ptr<const anim::StateMachineDef>& definition() const { return def_; }
    /// The last definition setStates refused (null when none), so a caller polling for reloads offers it once.
    [[nodiscard]] const std::shared_ptr<const anim::StateMachineDef>& refusedStates() const { return refused_; }
    /// The base layer: current state, playback, history (the state panel reads it).
    [[nodiscard]] const anim::StateMachine& machine() const { return layers_.base(); }
    /// The overlay flash of the hurt state for the renderer: mix(pixel, color, strength); strength 0 when none.
    [[nodiscard]] anim::Tint flashTint() const { return layers_.overlay().tint(); }
    /// A request the machine has not seen yet (attack, hurt, knock-back, or a changed kill/revive): it lands on the
    /// next whole tick, so action() does not show it until then.
    [[nodiscard]] bool requestPending() const {
        return requests_.oneTickPending() || requests_.dead != dead_seen_ || requests_.revive != revive_seen_;
    }

    /// Hex centre + HexOffset (the logical point), map pixels.
    [[nodiscard]] ipos logicalPoint() const;
    /// logicalPoint() + offs_anim: where the soles stand, map pixels.
    [[nodiscard]] ipos groundPoint() const;
    /// groundPoint() − (0, 20): the stance point, the origin of the pose's tiles.
    [[nodiscard]] ipos stancePoint() const;

private:
    /// What a state shows (from its tag).
    enum class Shows { Idle, Walk, Swing, Hurt, Knockback, Death };

    void restartBookkeeping();
    void walkFrame(const tactics::Animation& walk);
    [[nodiscard]] anim::AnimContext context(bool whole_tick) const;
    void machineTick(const anim::AnimContext& ctx, int64_t dt);
    void fireTickEvents(int64_t through);
    [[nodiscard]] int64_t clipTickOf(int64_t ticks_in_state) const;
    [[nodiscard]] const tactics::Animation* shownAnimation() const;
    [[nodiscard]] const tactics::Sequence* drawnSequence(const tactics::Animation& animation) const;
    void feedDrivenFrames(const tactics::Animation& walk);
    void note(const std::string& label, const std::string& animation, int64_t tick, int frame, int64_t count,
              const char* source);
    void showPose();

    std::string name_;
    std::shared_ptr<const tactics::Atlas> atlas_;
    std::shared_ptr<const anim::StateMachineDef> def_;
    std::shared_ptr<const anim::StateMachineDef> refused_;
    std::vector<Shows> shows_;                    // per state index
    std::shared_ptr<const anim::ClipSet> clips_;  // shared by siblings
    anim::AnimationLayers layers_;
    // Every walk cycle of the atlas's Walk and Nulled Walk (sequence, mirroring, hex direction), made once with the
    // unit and shared by its siblings: units walking the same cycle read one copy, which stays in the cache.
    struct WalkCycles {
        const tactics::Atlas* atlas = nullptr;  // made from this atlas (atlas_ when it was made)
        std::vector<std::pair<int, std::shared_ptr<const WalkCycle>>> cycles;  // by CycleKey::variant, ascending
    };
    [[nodiscard]] static std::shared_ptr<const WalkCycles> walkCyclesOf(const tactics::Atlas& atlas,
                                                                        const HexGeometry& geometry);
    std::shared_ptr<const WalkCycles> walk_cycles_;
    Mover mover_;
    int facing_ = 1;
    int camera_step_ = 7;
    int view_ = 0;
    bool water_ = false;
    // Requests for the machine (as anim::CritterActor), and the latches as the last whole tick saw them.
    anim::ActionRequests requests_;
    bool dead_seen_ = false;
    bool revive_seen_ = false;
    // The clock: origin of the first tick(), whole ticks given since.
    bool started_ = false;
    int64_t origin_ms_ = 0;
    int64_t given_ticks_ = 0;
    int64_t now_ms_ = 0;
    int64_t state_ticks_ = 0;     // machine ticks since the current state was entered
    int64_t fired_through_ = -1;  // clip tick of the current state whose tick events have fired
    int driven_frame_ = -1;       // last aligner frame fed to the machine in the current state
    TacticsAlign align_;
    tactics::Pose pose_;
    bool pose_current_ = false;  ///< pose_ was posed from atlas_: poseInto may keep its tiles
    std::string animation_name_;
    int64_t clip_ticks_ = 0;
    std::vector<TacticsEventNote> last_events_;
    std::vector<TacticsEventNote> events_;
};

}  // namespace gaitlab
