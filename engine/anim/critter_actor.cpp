#include "engine/anim/critter_actor.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "engine/anim/art_check.h"
#include "engine/anim/driven_frames.h"

namespace gaitlab::anim {

namespace {

// The tag of every state as a critter animation, so the view can resolve its sheet.
std::vector<CritterAnim> tagAnimations(const StateMachineDef& def) {
    std::vector<CritterAnim> out;
    for (const StateDef& s : def.states) {
        const auto anim = critterAnimFromName(s.name);
        if (!anim) {
            throw std::invalid_argument(def.file + ": state '" + s.name +
                                        "': expected a critter animation tag (idle, walk, run, attack, hurt, "
                                        "death or knockback)");
        }
        out.push_back(*anim);
    }
    return out;
}

const StateMachineDef& checkedDefinition(const std::shared_ptr<const StateMachineDef>& def) {
    if (!def) throw std::invalid_argument("CritterActor: expected a state machine definition");
    if (def->time_unit != TimeUnit::Milliseconds) {
        throw std::invalid_argument(def->file + ": expected \"time_unit\": \"ms\" for a critter (its clock is ms)");
    }
    return *def;
}

// D4 through the definition: a state's "movement" flag is the mapping's Movement for its tag.
// The driven animations as a bit mask: the mapping then fits std::function's inline storage (no heap block per
// critter, none to fetch per tick).
AnimMapping mappingOf(const StateMachineDef& def, const std::vector<CritterAnim>& anims) {
    uint32_t driven = 0;
    for (size_t i = 0; i < def.states.size(); ++i) {
        if (def.states[i].movement_driven) driven |= 1u << static_cast<unsigned>(anims[i]);
    }
    return [driven](CritterAnim anim) {
        AnimFlags flags;
        flags.movement = (driven >> static_cast<unsigned>(anim) & 1u) != 0;
        return flags;
    };
}

/// Whether two definitions (the same but for their events) place the same events.
bool sameEvents(const StateMachineDef& a, const StateMachineDef& b) {
    if (a.states.size() != b.states.size()) return false;
    for (std::size_t i = 0; i < a.states.size(); ++i)
        if (a.states[i].events != b.states[i].events) return false;
    return true;
}

}  // namespace

ClipSet critterClipSet(const StateMachineDef& def, const CritterAnimations& animations, bool engine_timing) {
    const std::vector<CritterAnim> anims = tagAnimations(def);
    ClipSet clips;
    for (size_t i = 0; i < def.states.size(); ++i) {
        const StateDef& s = def.states[i];
        const auto& animation = animationSlot(animations, anims[i]);
        if (!animation || animation->dirs.empty()) continue;
        const int n = animation->dirs.front().frameCount();
        for (const SpriteSheet& sheet : animation->dirs) {
            if (sheet.frameCount() != n || n < 1) {
                throw std::invalid_argument(def.file + ": state '" + s.name + "': expected every direction of " +
                                            animation->source + " to have the same number of frames (>= 1)");
            }
        }
        const int ticks = animation->dirs.front().anim_ms;
        clips[s.name] = (engine_timing ? Clip::engine(n, ticks, s.mode) : Clip::uniform(n, ticks, s.mode)).durations;
    }
    return clips;
}

CritterActor::CritterActor(const HexGeometry& geometry, Hex hex, int hdir, std::shared_ptr<const StateMachineDef> def,
                           CritterAnimations animations, bool engine_timing)
    : geometry_(geometry), def_(std::move(def)), tag_anims_(tagAnimations(checkedDefinition(def_))),
      clips_(std::make_shared<const ClipSet>(critterClipSet(*def_, animations, engine_timing))),
      events_def_(withoutUnreachableEvents(withArtFootsteps(def_, animations), *clips_)), layers_(events_def_, *clips_),
      body_(geometry, hex, hdir), engine_timing_(engine_timing) {
    body_.setAnimMapping(mappingOf(*def_, tag_anims_));
    body_.setAnimations(std::move(animations));
}

void CritterActor::useClips(ClipSet clips, const CritterAnimations& animations) {
    auto events_def = withoutUnreachableEvents(withArtFootsteps(def_, animations), clips);
    if (clips == *clips_ && sameEvents(*events_def, *events_def_)) return;
    AnimationLayers rebuilt(events_def, clips);  // may throw: nothing has changed yet
    rebuilt.base().setSpeedMultiplier(layers_.base().speedMultiplier());
    layers_ = std::move(rebuilt);
    clips_ = std::make_shared<const ClipSet>(std::move(clips));
    events_def_ = std::move(events_def);
    state_since_ = 0;
    shown_frame_ = 0;
    driven_frame_ = -1;
}

void CritterActor::setAnimations(CritterAnimations animations) {
    useClips(critterClipSet(*def_, animations, engine_timing_), animations);
    body_.setAnimations(std::move(animations));
}

void CritterActor::setEngineTiming(bool on) {
    useClips(critterClipSet(*def_, body_.animations(), on), body_.animations());
    engine_timing_ = on;
}

CritterActor CritterActor::sibling(Hex hex, int hdir) const {
    if (started_) throw std::logic_error("CritterActor::sibling: expected an actor that has not ticked");
    CritterActor out(*this);  // shares the definition, the clips and the playback tables
    out.body_ = CritterBody(geometry_, hex, hdir);
    out.body_.setAnimMapping(mappingOf(*def_, tag_anims_));
    out.body_.setAnimations(body_.animations());
    return out;
}

bool CritterActor::requestMove(const MovePath& path, int speed, const HexMap& map, ipos end_offset) {
    if (requests_.dead) return false;
    // Built once now only to report a bad path to the caller; the real context starts when the walk does.
    MovingContext probe(geometry_, map.size, speed, path, body_.hex(), body_.hexOffset(), end_offset, now_ms_);
    (void)probe;
    order_ = MoveOrder{path, speed, end_offset, map.size, body_.hex()};
    return true;
}

bool CritterActor::requestServerMove(Hex server_start, const MovePath& path, int speed, const HexMap& map,
                                     ipos end_offset, int64_t offset_ms) {
    if (requests_.dead) return false;
    offset_ms = std::max<int64_t>(offset_ms, 0);
    const ipos start_offset =
        body_.hexOffset() +
        (offset_ms == 0 && server_start != body_.hex() ? geometry_.hexOffset(server_start, body_.hex()) : ipos{0, 0});
    MovingContext probe(geometry_, map.size, speed, path, server_start, start_offset, end_offset, now_ms_);
    (void)probe;
    order_ = MoveOrder{path, speed, end_offset, map.size, body_.hex(), server_start, offset_ms};
    return true;
}

std::optional<Hex> CritterActor::pendingDestination() const {
    if (!order_) return std::nullopt;
    Hex hex = order_->server_start.value_or(body_.hex());
    for (const uint8_t step : order_->path.steps) {
        const auto next = geometry_.step(hex, step, order_->map);
        if (!next) return std::nullopt;
        hex = *next;
    }
    return hex;
}

bool CritterActor::stopMoving(const HexMap& map) {
    order_.reset();
    return body_.stopMoving(map);
}

void CritterActor::changeSpeed(int speed, int64_t now_ms) {
    if (speed <= 0) return;
    if (order_) order_->speed = speed;
    body_.changeSpeed(speed, now_ms);
}

void CritterActor::place(Hex hex, int hdir) {
    order_.reset();
    body_.place(hex, hdir);
}

void CritterActor::kill() {
    requests_.kill();
    order_.reset();
}

void CritterActor::revive() { requests_.reviveFrom(anim() == CritterAnim::Death); }

void CritterActor::startOrder(int64_t start_ms, const HexMap& map) {
    MoveOrder order = std::move(*order_);
    order_.reset();
    try {
        if (order.server_start) {
            // §3.7, D30: the server move (Mover::serverMove).
            body_.serverMove(map, order.map, *order.server_start, order.path, order.speed, order.end_offset, start_ms,
                             order.offset_ms);
            ++server_moves_;
            return;
        }
        body_.setMoving(MovingContext(geometry_, order.map, order.speed, order.path, body_.hex(), body_.hexOffset(),
                                      order.end_offset, start_ms));
    } catch (const MovingError&) {
        // The order was valid where it was given; from here it is not (the critter was moved): dropped.
    }
}

void CritterActor::foldKnockback(int from_state, const HexMap& map) {
    // The frame the knock-back reached: its last frame entered in this tick, else the one shown before.
    int reached = shown_frame_;
    for (const EnteredFrame& f : last_.entered) {
        if (f.state == from_state) reached = f.frame;
    }
    const auto& animation = body_.animations().knockback;
    if (!animation || animation->dirs.empty()) return;
    const SpriteSheet& sheet = animation->sheetFor(body_.hdir(), geometry_.dirCount());
    if (sheet.frameCount() == 0) return;
    const ipos delta = accumulatedOffsAnim(sheet.cycle, reached);
    if (delta == ipos{0, 0}) return;
    const Hex before = body_.hex();
    fold_refused_ = !body_.shiftPosition(delta, map);
    if (order_ && body_.hex() != before) order_.reset();  // the path was planned from the old hex
}

void CritterActor::feedDrivenFrames(std::vector<AnimEvent>& out) {
    StateMachine& m = layers_.base();
    const int n = m.playback().clip().frameCount();
    const int frame = body_.align().frame;
    for (const int f : drivenFramesEntered(driven_frame_, frame, n, body_.align().reanchored)) {
        AnimEventStream s = m.setDrivenFrame(f);
        out.insert(out.end(), s.events.begin(), s.events.end());
    }
    driven_frame_ = frame;
}

void CritterActor::tick(int64_t now_ms, const HexMap& map) {
    const int64_t dt = started_ ? std::max<int64_t>(now_ms - now_ms_, 0) : 0;
    const int64_t previous_ms = started_ ? now_ms_ : now_ms;
    started_ = true;
    now_ms_ = now_ms;
    events_.clear();

    // The completing tick was shown last time; from now on the critter stands (as CritterBody::process).
    if (body_.stopPending()) body_.stopMoving(map);

    AnimContext ctx;
    ctx.moving = body_.isMoving() || order_.has_value();
    ctx.speed = body_.isMoving() ? body_.moving()->speed() : order_ ? order_->speed : 0;
    ctx.running = gait_ == Gait::Run || (gait_ == Gait::BySpeed && ctx.speed >= run_threshold_);
    requests_.applyTo(ctx);
    requests_.consumeOneTick();

    last_ = layers_.tick(ctx, dt);
    StateMachine& m = layers_.base();
    if (last_.transition) {
        state_since_ = m.time();
        driven_frame_ = -1;
        const int from = last_.transition->from;
        if (from >= 0 && tag_anims_[static_cast<size_t>(from)] == CritterAnim::Knockback) foldKnockback(from, map);
    }
    if (anim() != CritterAnim::Death) requests_.revive = false;

    const StateDef& state = m.stateDef();
    if (!state.movement_driven && body_.isMoving()) {
        body_.stopMoving(map);  // D5; R22: death and locked actions never show a walk frame
        driven_frame_ = -1;
    }
    if (state.movement_driven && order_) {
        startOrder(previous_ms, map);
        driven_frame_ = -1;
    }

    body_.process(now_ms, map, AnimSelection{anim(), m.snapshot().frame});

    std::vector<AnimEvent> fired = std::move(last_.events.events);
    last_.events.events.clear();
    if (state.movement_driven) {
        feedDrivenFrames(fired);
    } else {
        shown_frame_ = m.snapshot().frame;
    }
    last_.events.events = fired;
    for (AnimEvent& e : fired) {
        events_.push_back(
            CritterEvent{std::move(e.name), std::move(e.tag), e.frame, e.count, body_.hex(), body_.spriteRoot()});
    }
}

CritterStateInfo CritterActor::state() const {
    const StateMachine& m = machine();
    const StateSnapshot v = m.snapshot();
    CritterStateInfo info;
    info.tag = *v.tag;
    info.priority = m.stateDef().priority;
    info.locked = v.locked;
    info.movement_driven = v.movement_driven;
    info.finished = v.finished;
    info.frame = body_.align().frame;
    info.time_in_state_ms = m.time() - state_since_;
    return info;
}

}  // namespace gaitlab::anim
