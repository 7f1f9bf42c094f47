// Per-entity animation state: the current state, its playback, and the transition history, driven by a
// shared StateMachineDef (DECISIONS "Evaluation Logic", "Global Transitions", "Priority System"; decisions D4,
// D17, D18, D19; field cases R21, R22).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/anim/condition.h"
#include "engine/anim/frame_events.h"
#include "engine/anim/playback.h"
#include "engine/anim/state_machine_def.h"

namespace gaitlab::anim {

/// Per-frame durations by animation tag, from the sheets; they override a state's "frames".
using ClipSet = std::map<std::string, std::vector<int64_t>, std::less<>>;

enum class TransitionKind { Condition, Global, Fallback };

/// One entry of the history.
struct TransitionRecord {
    int64_t time = 0;  ///< machine time (sum of tick dt) when it happened
    int from = -1;
    int to = -1;
    TransitionKind kind = TransitionKind::Condition;
    std::string reason;  ///< the condition text, "global: <condition text>", or "fallback"
};

/// A frame entered during a tick, with the state it belongs to.
struct EnteredFrame {
    int state = -1;
    int frame = 0;
};

/// What one tick did, in order: the old state's frames, its finish, the transition, the new state's frame.
struct TickResult {
    std::vector<EnteredFrame> entered;  ///< frames entered, in order (D18), incl. the new state's start frame
    int64_t omitted_cycles = 0;         ///< whole cycles of the previous state not listed (kMaxListedCycles)
    std::optional<int> finished_state;  ///< the state whose clip finished during this tick (once per entry, R19)
    std::optional<TransitionRecord> transition;
    AnimEventStream events;  ///< frame events of the entered frames, in the same order
};

/// What CritterBody and the renderer need about the displayed animation (D4, D19).
struct StateSnapshot {
    const std::string* tag = nullptr;  ///< current state's animation tag (never null)
    int frame = 0;                     ///< playback's frame, or the aligner's for a movement-driven state
    bool movement_driven = false;      ///< the aligner chooses the frame; NextX/NextY do not accumulate
    bool finished = false;
    bool locked = false;  ///< lock set and clip not finished (D17)
};

class StateMachine {
public:
    static constexpr size_t kHistorySize = 20;

    /// Starts in the definition's initial state at frame 0. Each state's durations come from `clips[tag]`,
    /// else from its "frames". Throws std::invalid_argument naming the state when neither exists, when the
    /// durations are not a playable clip, or when an event names a frame the clip does not have.
    explicit StateMachine(std::shared_ptr<const StateMachineDef> def, const ClipSet& clips = {});

    /// One tick: advances the current state's playback by `dt` (clip time units; 0 on the first tick),
    /// sets context.animation_finished from it, then evaluates transitions once and enters at most one
    /// new state, which starts at frame 0 and reports it as entered (D18). Evaluation order:
    ///  1. global transitions, highest priority first (R22). A global never targets the current state (so
    ///     death cannot restart). From a locked state it fires only into a state of strictly higher
    ///     priority while the clip is unfinished (D17), and of at least equal priority once it finished
    ///     (a finished death holds its last frame instead of going to hurt, R22).
    ///  2. a locked, unfinished state stops here: non-global transitions never break a lock (D17).
    ///  3. the current state's transitions, highest priority first.
    ///  4. the fallback, once the clip finished.
    TickResult tick(const AnimContext& context, int64_t dt);

    /// The aligner's frame for a movement-driven state (D4): frame events fire when it changes. Ignored for
    /// other states. Frames outside the clip are clamped. Returns the events of the frame entered.
    AnimEventStream setDrivenFrame(int frame);

    /// Entity multiplier on every state's speed (D19); ignored by movement-driven states. Keeps the
    /// current frame's elapsed fraction (R23). Throws std::invalid_argument for NaN or infinity.
    void setSpeedMultiplier(double multiplier);
    [[nodiscard]] double speedMultiplier() const { return speed_multiplier_; }

    /// Back to the initial state at frame 0; the history is cleared.
    void reset();

    [[nodiscard]] const StateMachineDef& definition() const { return *def_; }
    [[nodiscard]] int state() const { return state_; }
    [[nodiscard]] const StateDef& stateDef() const { return def_->states[static_cast<size_t>(state_)]; }
    [[nodiscard]] StateSnapshot snapshot() const;
    [[nodiscard]] const Playback& playback() const { return current_; }
    [[nodiscard]] int64_t time() const { return time_; }
    /// The last kHistorySize transitions, oldest first.
    [[nodiscard]] const std::vector<TransitionRecord>& history() const { return history_; }

private:
    const TransitionDef* chooseGlobal(const AnimContext& context, bool locked, bool finished) const;
    void enter(int state, TransitionKind kind, std::string reason, TickResult& result);
    void applySpeed();

    std::shared_ptr<const StateMachineDef> def_;
    // One playback per state at its start, made once and shared by every copy of the machine; entering a state
    // copies its one into current_ (a pointer and a few numbers), so a machine owns no per-state block.
    std::shared_ptr<const std::vector<Playback>> playbacks_;
    Playback current_;
    int state_ = 0;
    int driven_frame_ = 0;
    double speed_multiplier_ = 1.0;
    int64_t time_ = 0;
    // A vector, not a deque: empty it holds no memory (a deque allocates on construction), and it never grows past
    // kHistorySize records; dropping the oldest moves at most that many, once per transition.
    std::vector<TransitionRecord> history_;
};

}  // namespace gaitlab::anim
