#include "engine/anim/state_machine.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace gaitlab::anim {

namespace {

Playback makePlayback(const StateMachineDef& def, const StateDef& s, const ClipSet& clips) {
    const std::string where = def.file + ": state '" + s.name + "': ";
    Clip clip;
    clip.mode = s.mode;
    if (const auto it = clips.find(s.name); it != clips.end()) {
        clip.durations = it->second;
    } else if (!s.frames.empty()) {
        clip.durations = s.frames;
    } else {
        throw std::invalid_argument(where +
                                    "expected frame durations from the clip set or the definition's \"frames\"");
    }
    if (auto problem = clipProblem(clip)) throw std::invalid_argument(where + "expected a playable clip: " + *problem);
    for (const FrameEventMark& m : s.events) {
        if (m.frame >= clip.frameCount()) {
            throw std::invalid_argument(where + "event '" + m.name + "' is on frame " + std::to_string(m.frame) +
                                        ", expected a frame below the clip's " + std::to_string(clip.frameCount()));
        }
    }
    return Playback(std::move(clip));
}

std::shared_ptr<const std::vector<Playback>> playbacksOf(const std::shared_ptr<const StateMachineDef>& def,
                                                         const ClipSet& clips) {
    if (!def || def->states.empty()) throw std::invalid_argument("StateMachine: expected a definition with states");
    auto out = std::make_shared<std::vector<Playback>>();
    out->reserve(def->states.size());
    for (const StateDef& s : def->states) out->push_back(makePlayback(*def, s, clips));
    return out;
}

}  // namespace

StateMachine::StateMachine(std::shared_ptr<const StateMachineDef> def, const ClipSet& clips)
    : playbacks_(playbacksOf(def, clips)), current_(playbacks_->at(static_cast<size_t>(def->initial))) {
    def_ = std::move(def);
    reset();
}

void StateMachine::reset() {
    history_.clear();
    time_ = 0;
    state_ = def_->initial;
    driven_frame_ = -1;
    current_ = (*playbacks_)[static_cast<size_t>(state_)];
    applySpeed();
    current_.start(0);
}

void StateMachine::applySpeed() {
    const StateDef& s = stateDef();
    // Movement-driven frames come from the aligner, so playback speed does not apply to them (D19).
    if (!s.movement_driven) current_.setSpeed(s.speed * speed_multiplier_);
}

void StateMachine::setSpeedMultiplier(double multiplier) {
    if (!std::isfinite(multiplier))
        throw std::invalid_argument("StateMachine::setSpeedMultiplier: expected a finite value");
    speed_multiplier_ = multiplier;
    applySpeed();
}

const TransitionDef* StateMachine::chooseGlobal(const AnimContext& context, bool locked, bool finished) const {
    const int current = stateDef().priority;
    for (const TransitionDef& g : def_->globals) {
        if (g.to == state_) continue;
        const int target = def_->states[static_cast<size_t>(g.to)].priority;
        if (locked && !finished && target <= current) continue;  // D17
        if (locked && finished && target < current) continue;    // R22: a finished death keeps its last frame
        if (g.when.evaluate(context)) return &g;
    }
    return nullptr;
}

TickResult StateMachine::tick(const AnimContext& context, int64_t dt) {
    TickResult result;
    dt = std::max<int64_t>(0, dt);
    time_ += dt;
    const StateDef& current = stateDef();
    Playback& playback = current_;
    if (!current.movement_driven) {
        const PlaybackStep step = playback.update(dt);
        for (int f : step.entered) result.entered.push_back({state_, f});
        result.omitted_cycles = step.omitted_cycles;
        appendFrameEvents(step, playback.cycleFrames(), current.events, current.name, result.events);
        if (step.finished) result.finished_state = state_;
    }
    const bool finished = !current.movement_driven && playback.finished();
    AnimContext ctx = context;
    ctx.animation_finished = finished;

    if (const TransitionDef* g = chooseGlobal(ctx, current.lock, finished)) {
        enter(g->to, TransitionKind::Global, "global: " + g->when.text(), result);
        return result;
    }
    if (current.lock && !finished) return result;  // D17: only a global breaks a lock
    for (const TransitionDef& t : def_->transitions_from[static_cast<size_t>(state_)]) {
        if (t.when.evaluate(ctx)) {
            enter(t.to, TransitionKind::Condition, t.when.text(), result);
            return result;
        }
    }
    if (finished && current.fallback >= 0) enter(current.fallback, TransitionKind::Fallback, "fallback", result);
    return result;
}

void StateMachine::enter(int state, TransitionKind kind, std::string reason, TickResult& result) {
    TransitionRecord record{time_, state_, state, kind, std::move(reason)};
    if (history_.size() == kHistorySize) history_.erase(history_.begin());
    if (history_.size() == history_.capacity()) history_.reserve(std::min(2 * history_.size() + 1, kHistorySize));
    history_.push_back(record);
    result.transition = std::move(record);

    state_ = state;
    driven_frame_ = -1;
    const StateDef& s = stateDef();
    current_ = (*playbacks_)[static_cast<size_t>(state_)];
    Playback& playback = current_;
    applySpeed();
    playback.start(0);
    if (s.movement_driven) return;  // the aligner reports its frame through setDrivenFrame
    const PlaybackStep step = playback.update(0);
    for (int f : step.entered) result.entered.push_back({state_, f});
    appendFrameEvents(step, playback.cycleFrames(), s.events, s.name, result.events);
}

AnimEventStream StateMachine::setDrivenFrame(int frame) {
    AnimEventStream out;
    const StateDef& s = stateDef();
    if (!s.movement_driven) return out;
    frame = std::clamp(frame, 0, playback().clip().frameCount() - 1);
    if (frame == driven_frame_) return out;
    driven_frame_ = frame;
    PlaybackStep step;
    step.entered.push_back(frame);
    appendFrameEvents(step, {}, s.events, s.name, out);
    return out;
}

StateSnapshot StateMachine::snapshot() const {
    const StateDef& s = stateDef();
    StateSnapshot v;
    v.tag = &s.name;
    v.movement_driven = s.movement_driven;
    v.frame = s.movement_driven ? std::max(driven_frame_, 0) : playback().frame();
    v.finished = !s.movement_driven && playback().finished();
    v.locked = s.lock && !v.finished;
    return v;
}

}  // namespace gaitlab::anim
