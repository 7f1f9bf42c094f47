#include "engine/world/tactics_unit.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "engine/anim/clip.h"
#include "engine/anim/driven_frames.h"
#include "engine/base/json_reader.h"
#include "engine/base/shortened_path.h"
#include "engine/tactics/tactics_drive.h"

namespace gaitlab {

namespace {

constexpr int64_t kTicksPerSecond = 60;  // D13
constexpr int64_t kIdleTicks = 60;       // idle's one frame when the definition gives no "frames"

// The tick at which frame `index` of `seq` starts: where poseAt shows exactly that frame.
int64_t startTickOf(const tactics::Sequence& seq, int index) {
    if (index <= 0 || seq.ends.empty()) return 0;
    return seq.ends[static_cast<std::size_t>(std::min<int>(index, static_cast<int>(seq.ends.size()))) - 1];
}

int64_t floorDiv(int64_t a, int64_t b) {
    const int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

const anim::StateMachineDef& checkedDefinition(const std::shared_ptr<const anim::StateMachineDef>& def) {
    if (!def) {
        throw std::invalid_argument("TacticsUnit: expected a state machine definition (anim/tactics.states.json)");
    }
    if (def->time_unit != anim::TimeUnit::Ticks) {
        throw std::invalid_argument(def->file +
                                    ": expected \"time_unit\": \"ticks\" for a tactics unit (its clips count ticks "
                                    "at 60 per second, D13)");
    }
    return *def;
}

}  // namespace

const char* tacticsActionName(TacticsAction action) {
    switch (action) {
    case TacticsAction::Idle: return "idle";
    case TacticsAction::Walk: return "walk";
    case TacticsAction::Swing: return "swing";
    case TacticsAction::Hurt: return "hurt";
    case TacticsAction::Death: return "death";
    }
    return "?";
}

namespace {

// What each state shows, from its tag; a movement-driven state always shows the walk (the aligner needs one).
template <typename Shows>
std::vector<Shows> showsOf(const anim::StateMachineDef& def) {
    std::vector<Shows> out;
    for (const anim::StateDef& s : def.states) {
        if (s.movement_driven || s.name == "walk" || s.name == "run") {
            out.push_back(Shows::Walk);
        } else if (s.name == "idle") {
            out.push_back(Shows::Idle);
        } else if (s.name == "attack") {
            out.push_back(Shows::Swing);
        } else if (s.name == "hurt") {
            out.push_back(Shows::Hurt);
        } else if (s.name == "knockback") {
            out.push_back(Shows::Knockback);
        } else if (s.name == "death") {
            out.push_back(Shows::Death);
        } else {
            throw std::invalid_argument(def.file + ": state '" + s.name +
                                        "': expected a tactics unit state tag (idle, walk, run, attack, hurt, "
                                        "knockback or death)");
        }
    }
    return out;
}

template <typename Shows>
const char* animationNameOf(Shows shows) {
    switch (shows) {
    case Shows::Idle: return "Idle";
    case Shows::Walk: return "Walk";
    case Shows::Swing: return "Swing";
    case Shows::Hurt: return "Hurt";
    case Shows::Death: return "Death";
    case Shows::Knockback: break;
    }
    return nullptr;
}

// Durations from the atlas's own animations (the front sequence's delays); idle is its one frame.
template <typename Shows>
anim::ClipSet clipSetOf(const anim::StateMachineDef& def, const std::vector<Shows>& shows,
                        const tactics::Atlas* atlas) {
    anim::ClipSet clips;
    if (atlas == nullptr) return clips;
    for (std::size_t i = 0; i < def.states.size(); ++i) {
        const anim::StateDef& s = def.states[i];
        if (shows[i] == Shows::Idle) {
            int64_t total = 0;
            for (int64_t d : s.frames) total += d;
            clips[s.name] = {total > 0 ? total : kIdleTicks};
            continue;
        }
        const char* name = animationNameOf(shows[i]);
        const tactics::Animation* animation = name ? tactics::findAnimation(*atlas, name) : nullptr;
        if (animation == nullptr || animation->idle || animation->front < 0 ||
            static_cast<std::size_t>(animation->front) >= atlas->sequences.size())
            continue;
        const tactics::Sequence& seq = atlas->sequences[static_cast<std::size_t>(animation->front)];
        // The delays come from the data file: a clip they cannot make is that file's error, not the definition's.
        if (const auto problem = anim::clipProblem(anim::Clip{seq.ticks, s.mode})) {
            throw JsonError(atlas->file,
                            jsonChild(jsonChild("/sequences", static_cast<std::size_t>(animation->front)), "ticks"),
                            "delays that make a playable clip for state '" + s.name + "' of " +
                                shortenedPath(def.file) + " (" + *problem + ")");
        }
        clips[s.name] = seq.ticks;
    }
    return clips;
}

// The anchor key of a walk cycle: the sequence, the mirroring and the hex direction (TacticsUnit::walkFrame).
int walkCycleVariant(int seq_index, bool mirrored, int hdir) { return seq_index * 16 + (mirrored ? 8 : 0) + hdir; }

}  // namespace

std::shared_ptr<const TacticsUnit::WalkCycles> TacticsUnit::walkCyclesOf(const tactics::Atlas& atlas,
                                                                         const HexGeometry& geometry) {
    auto out = std::make_shared<WalkCycles>();
    out->atlas = &atlas;
    for (const char* name : {"Walk", "Nulled Walk"}) {
        const tactics::Animation* walk = tactics::findAnimation(atlas, name);
        if (walk == nullptr) continue;
        for (const int seq_index : {walk->front, walk->back}) {
            if (seq_index < 0 || static_cast<std::size_t>(seq_index) >= atlas.sequences.size()) continue;
            const tactics::Sequence& seq = atlas.sequences[static_cast<std::size_t>(seq_index)];
            for (const bool mirrored : {false, true}) {
                for (int hdir = 0; hdir < geometry.dirCount(); ++hdir) {
                    try {
                        out->cycles.emplace_back(walkCycleVariant(seq_index, mirrored, hdir),
                                                 std::make_shared<const WalkCycle>(
                                                     tacticsWalkCycle(seq.fb, seq.du, mirrored,
                                                                      geometry.stepVector(hdir), seq.frames.size())));
                    } catch (const AlignerOverflow&) {
                        // Left out: walkFrame makes it again when it is walked and reports the overflow there.
                    }
                }
            }
        }
    }
    std::sort(out->cycles.begin(), out->cycles.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return out;
}

const WalkCycle& TacticsUnit::walkCycle() const {
    static const WalkCycle kNone;
    return align_.cycle ? *align_.cycle : kNone;
}

TacticsUnit::TacticsUnit(std::string name, const HexGeometry& geometry, Hex hex, int hdir,
                         std::shared_ptr<const tactics::Atlas> atlas,
                         std::shared_ptr<const anim::StateMachineDef> states, int camera_step)
    : name_(std::move(name)), atlas_(std::move(atlas)), def_(std::move(states)),
      shows_(showsOf<Shows>(checkedDefinition(def_))),
      clips_(std::make_shared<const anim::ClipSet>(clipSetOf(*def_, shows_, atlas_.get()))), layers_(def_, *clips_),
      walk_cycles_(atlas_ ? walkCyclesOf(*atlas_, geometry) : nullptr), mover_(geometry, hex, hdir),
      facing_(tacticsFacingFor(geometry, hdir, -1)), camera_step_(tactics::wrap8(camera_step)),
      view_(tactics::viewOf(facing_, camera_step_)) {
    if (atlas_) {
        tactics::poseInto(*atlas_, atlas_->idle, view_, 0, water_, pose_);
        pose_current_ = true;
        animation_name_ = "Idle";
    }
}

TacticsUnit TacticsUnit::sibling(std::string name, Hex hex, int hdir) const {
    if (started_) throw std::logic_error("TacticsUnit::sibling: expected a unit that has not ticked");
    TacticsUnit out(*this);  // shares the atlas, the definition, the clips and the playback tables
    out.name_ = std::move(name);
    out.mover_ = Mover(mover_.geometry(), hex, hdir);
    out.facing_ = tacticsFacingFor(mover_.geometry(), hdir, -1);
    out.view_ = tactics::viewOf(out.facing_, camera_step_);
    if (atlas_) tactics::poseInto(*atlas_, atlas_->idle, out.view_, 0, water_, out.pose_);
    return out;
}

void TacticsUnit::restartBookkeeping() {
    state_ticks_ = 0;
    fired_through_ = -1;
    driven_frame_ = -1;
}

void TacticsUnit::setAtlas(std::shared_ptr<const tactics::Atlas> atlas) {
    anim::ClipSet clips = clipSetOf(*def_, shows_, atlas.get());
    if (clips != *clips_) {
        anim::AnimationLayers rebuilt(def_, clips);  // may throw: nothing has changed yet
        layers_ = std::move(rebuilt);
        clips_ = std::make_shared<const anim::ClipSet>(std::move(clips));
        restartBookkeeping();
    }
    atlas_ = std::move(atlas);
    walk_cycles_.reset();   // each unit makes its own cycles until it is made anew (a reload is rare)
    pose_current_ = false;  // the next pose places its tiles from the new atlas
    mover_.clearAnchor();
}

void TacticsUnit::setStates(std::shared_ptr<const anim::StateMachineDef> states) {
    std::vector<Shows> shows;
    anim::ClipSet clips;
    std::optional<anim::AnimationLayers> rebuilt;
    try {
        shows = showsOf<Shows>(checkedDefinition(states));
        clips = clipSetOf(*states, shows, atlas_.get());
        rebuilt.emplace(states, clips);
    } catch (const std::exception&) {
        refused_ = std::move(states);  // nothing else has changed
        throw;
    }
    refused_.reset();
    def_ = std::move(states);
    shows_ = std::move(shows);
    clips_ = std::make_shared<const anim::ClipSet>(std::move(clips));
    layers_ = std::move(*rebuilt);
    restartBookkeeping();
}

void TacticsUnit::setCameraStep(int step) { camera_step_ = tactics::wrap8(step); }

TacticsAction TacticsUnit::action() const {
    switch (shows_[static_cast<std::size_t>(machine().state())]) {
    case Shows::Idle: return TacticsAction::Idle;
    case Shows::Walk: return TacticsAction::Walk;
    case Shows::Swing: return TacticsAction::Swing;
    case Shows::Hurt:
    case Shows::Knockback: return TacticsAction::Hurt;
    case Shows::Death: return TacticsAction::Death;
    }
    return TacticsAction::Idle;
}

bool TacticsUnit::dead() const {
    return requests_.dead || shows_[static_cast<std::size_t>(machine().state())] == Shows::Death;
}

bool TacticsUnit::setMoving(MovingContext context) {
    if (dead() || machine().snapshot().locked) return false;  // D17: a locked action commits; no move is queued
    mover_.setMoving(std::move(context));
    return true;
}

bool TacticsUnit::stopMoving(const HexMap& map) { return mover_.stopMoving(map); }

void TacticsUnit::changeSpeed(int speed, int64_t now_ms) { mover_.changeSpeed(speed, now_ms); }

bool TacticsUnit::play(TacticsAction action, const HexMap& /*map*/) {
    if (!atlas_ || dead()) return false;
    const char* name = nullptr;
    switch (action) {
    case TacticsAction::Swing: name = "Swing"; break;
    case TacticsAction::Hurt: name = "Hurt"; break;
    case TacticsAction::Death: name = "Death"; break;
    case TacticsAction::Idle:
    case TacticsAction::Walk: return false;
    }
    if (tactics::findAnimation(*atlas_, name) == nullptr) return false;
    switch (action) {
    case TacticsAction::Swing: requestAttack(); break;
    case TacticsAction::Hurt: hurt(); break;
    default: kill(); break;
    }
    return true;
}

void TacticsUnit::revive() {
    requests_.reviveFrom(shows_[static_cast<std::size_t>(machine().state())] == Shows::Death);
}

void TacticsUnit::place(Hex hex, int hdir) {
    mover_.place(hex, hdir);
    if (hdir >= 0) facing_ = tacticsFacingFor(mover_.geometry(), mover_.hdir(), facing_);
    align_ = TacticsAlign{};
}

void TacticsUnit::walkFrame(const tactics::Animation& walk) {
    const tactics::Atlas& atlas = *atlas_;
    const bool back = tactics::isBackView(view_);
    const bool mirrored = tactics::isMirroredView(view_);
    const int seq_index = back ? walk.back : walk.front;
    const tactics::Sequence& seq = atlas.sequences.at(static_cast<std::size_t>(seq_index));
    const ipos pos = align_.pos;
    // Re-anchor whenever the cycle changes (view, sequence or hex direction), keeping the phase (§4.5).
    const int hdir = mover_.hdir();
    try {
        if (const CycleKey key{nullptr, walkCycleVariant(seq_index, mirrored, hdir)}; !mover_.anchoredTo(key)) {
            std::shared_ptr<const WalkCycle> cycle;
            if (walk_cycles_ && walk_cycles_->atlas == &atlas) {
                const auto& cycles = walk_cycles_->cycles;
                const auto it = std::lower_bound(cycles.begin(), cycles.end(), key.variant,
                                                 [](const auto& entry, int variant) { return entry.first < variant; });
                if (it != cycles.end() && it->first == key.variant) cycle = it->second;
            }
            if (!cycle)
                cycle = std::make_shared<const WalkCycle>(
                    tacticsWalkCycle(seq.fb, seq.du, mirrored, mover_.geometry().stepVector(hdir), seq.frames.size()));
            mover_.anchorTo(key, cycle, pos);
            align_.cycle = std::move(cycle);
            align_.reanchored = true;
        }
        mover_.alignFrame(pos, align_);
    } catch (const AlignerOverflow& e) {
        // The cycle comes from the data file's fb/du: name the file, the sequence and the view.
        throw AlignerOverflow(shortenedPath(atlas.file) + ": " +
                              jsonChild("/sequences", static_cast<std::size_t>(seq_index)) + " (view " +
                              std::to_string(view_) + ", hex direction " + std::to_string(hdir) + "): " + e.what());
    }
    clip_ticks_ = startTickOf(seq, align_.frame);
    tactics::poseInto(atlas, walk, view_, clip_ticks_, water_, pose_, pose_current_);
    pose_current_ = true;
    animation_name_ = walk.name;
}

anim::AnimContext TacticsUnit::context(bool whole_tick) const {
    anim::AnimContext ctx;
    ctx.moving = mover_.isMoving();
    ctx.speed = mover_.isMoving() ? mover_.moving()->speed() : 0;
    if (whole_tick) {
        requests_.applyTo(ctx);
    } else {
        // Between whole ticks only the movement is new: the latches as the last whole tick saw them, so a
        // kill() or revive() lands on the same tick whatever the split (D13).
        ctx.dead = dead_seen_;
        ctx.revive = revive_seen_;
    }
    return ctx;
}

int64_t TacticsUnit::clipTickOf(int64_t ticks_in_state) const {
    // The machine's playback position (speed in thousandths, playback.h) in whole clip ticks.
    const anim::StateDef& s = machine().stateDef();
    const double speed = std::clamp(s.speed, -anim::kMaxSpeed, anim::kMaxSpeed);
    const int64_t milli = std::llround(speed * static_cast<double>(anim::kSpeedScale));
    int64_t tick = floorDiv(ticks_in_state * milli, anim::kSpeedScale);
    if (!anim::isCyclic(s.mode)) tick = std::min(tick, machine().playback().clip().totalDuration());
    return tick;
}

const tactics::Animation* TacticsUnit::shownAnimation() const {
    if (!atlas_) return nullptr;
    const Shows shows = shows_[static_cast<std::size_t>(machine().state())];
    if (shows == Shows::Knockback) return tactics::findAnimation(*atlas_, "Hurt");
    return tactics::findAnimation(*atlas_, animationNameOf(shows));
}

const tactics::Sequence* TacticsUnit::drawnSequence(const tactics::Animation& animation) const {
    if (!atlas_ || animation.idle) return nullptr;
    const int index = tactics::isBackView(view_) ? animation.back : animation.front;
    if (index < 0 || static_cast<std::size_t>(index) >= atlas_->sequences.size()) return nullptr;
    return &atlas_->sequences[static_cast<std::size_t>(index)];
}

void TacticsUnit::note(const std::string& label, const std::string& animation, int64_t tick, int frame, int64_t count,
                       const char* source) {
    TacticsEventNote n;
    n.label = label;
    n.animation = animation;
    n.tick = tick;
    n.frame = frame;
    n.count = count;
    n.source = source;
    last_events_.push_back(std::move(n));
}

void TacticsUnit::fireTickEvents(int64_t through) {
    // D14 for the current time-driven state: its sequence's events in (fired_through_, through], once each.
    const Shows shows = shows_[static_cast<std::size_t>(machine().state())];
    if (machine().stateDef().movement_driven || shows == Shows::Idle || shows == Shows::Knockback) return;
    if (through <= fired_through_) return;
    const tactics::Animation* animation = shownAnimation();
    const tactics::Sequence* seq = animation ? drawnSequence(*animation) : nullptr;
    if (seq != nullptr) {
        const bool loop = anim::isCyclic(machine().stateDef().mode);
        for (const tactics::EventFiring& firing : tactics::eventsBetween(*seq, fired_through_, through, loop))
            note(firing.label, animation->name, firing.tick, -1, firing.count, "tick");
    }
    fired_through_ = through;
}

void TacticsUnit::machineTick(const anim::AnimContext& ctx, int64_t dt) {
    anim::TickResult result = layers_.tick(ctx, dt);
    state_ticks_ += dt;
    std::vector<anim::AnimEvent>& fired = result.events.events;
    // The old state's frame events come first, then the new state's start frame (state names are unique).
    std::size_t split = fired.size();
    if (result.transition) {
        const std::string& entered = def_->states[static_cast<std::size_t>(result.transition->to)].name;
        split = static_cast<std::size_t>(
            std::find_if(fired.begin(), fired.end(), [&](const anim::AnimEvent& e) { return e.tag == entered; }) -
            fired.begin());
    }
    auto frameNotes = [&](std::size_t from, std::size_t to) {
        for (std::size_t i = from; i < to; ++i)
            note(fired[i].name, fired[i].tag, -1, fired[i].frame, fired[i].count, "frame");
    };
    frameNotes(0, split);
    if (!result.transition) {
        fireTickEvents(clipTickOf(state_ticks_));
    } else {
        // The old state's window up to its last tick: the machine already switched, so its clip position is
        // computed from the old state's definition.
        const anim::StateDef& old = def_->states[static_cast<std::size_t>(result.transition->from)];
        const Shows old_shows = shows_[static_cast<std::size_t>(result.transition->from)];
        if (atlas_ && !old.movement_driven && old_shows != Shows::Idle && old_shows != Shows::Knockback) {
            const tactics::Animation* animation = tactics::findAnimation(*atlas_, animationNameOf(old_shows));
            const tactics::Sequence* seq = animation ? drawnSequence(*animation) : nullptr;
            const auto clip = clips_->find(old.name);
            if (seq != nullptr && clip != clips_->end()) {
                const double speed = std::clamp(old.speed, -anim::kMaxSpeed, anim::kMaxSpeed);
                const int64_t milli = std::llround(speed * static_cast<double>(anim::kSpeedScale));
                int64_t through = floorDiv(state_ticks_ * milli, anim::kSpeedScale);
                if (!anim::isCyclic(old.mode)) {
                    int64_t total = 0;
                    for (int64_t d : clip->second) total += d;
                    through = std::min(through, total);
                }
                if (through > fired_through_) {
                    for (const tactics::EventFiring& firing :
                         tactics::eventsBetween(*seq, fired_through_, through, anim::isCyclic(old.mode)))
                        note(firing.label, animation->name, firing.tick, -1, firing.count, "tick");
                }
            }
        }
        restartBookkeeping();
        frameNotes(split, fired.size());
        fireTickEvents(clipTickOf(0));
    }
    if (shows_[static_cast<std::size_t>(machine().state())] != Shows::Death) requests_.revive = revive_seen_ = false;
}

void TacticsUnit::feedDrivenFrames(const tactics::Animation& walk) {
    anim::StateMachine& m = layers_.base();
    const tactics::Sequence* seq = drawnSequence(walk);
    auto feed = [&](int f) {
        if (f == driven_frame_) return;
        driven_frame_ = f;
        for (anim::AnimEvent& e : m.setDrivenFrame(f).events) note(e.name, e.tag, -1, e.frame, e.count, "frame");
        // The walk sequence's own tick events on that frame: [start, end) of the frame (D14 by position).
        if (seq != nullptr && static_cast<std::size_t>(f) < seq->ends.size()) {
            const int64_t begin = startTickOf(*seq, f);
            const int64_t end = seq->ends[static_cast<std::size_t>(f)];
            if (end > begin) {
                for (const tactics::EventFiring& firing : tactics::eventsBetween(*seq, begin - 1, end - 1, false))
                    note(firing.label, walk.name, firing.tick, -1, firing.count, "tick");
            }
        }
    };
    for (const int f :
         anim::drivenFramesEntered(driven_frame_, align_.frame, walkCycle().frameCount(), align_.reanchored))
        feed(f);
}

void TacticsUnit::showPose() {
    const anim::StateDef& state = machine().stateDef();
    const Shows shows = shows_[static_cast<std::size_t>(machine().state())];
    if (state.movement_driven && mover_.isMoving()) {
        const tactics::Animation* walk = water_ ? tactics::findAnimation(*atlas_, "Nulled Walk") : nullptr;
        if (walk == nullptr) walk = tactics::findAnimation(*atlas_, "Walk");
        if (walk != nullptr && walk->front >= 0 && walk->back >= 0) {
            walkFrame(*walk);
            feedDrivenFrames(*walk);
            return;
        }
        // No walk in this data: the unit glides in its idle pose.
    }
    mover_.clearAnchor();
    align_.cycle.reset();
    const tactics::Animation* animation = nullptr;
    int64_t ticks = 0;
    if (!state.movement_driven && shows != Shows::Idle) {
        animation = shownAnimation();
        const tactics::Sequence* seq = animation ? drawnSequence(*animation) : nullptr;
        if (seq == nullptr) {
            animation = nullptr;
        } else if (shows == Shows::Knockback) {
            // Hurt's pose at the knock-back's own frame index (its clip is the definition's "frames").
            ticks = startTickOf(*seq, std::min(machine().snapshot().frame, static_cast<int>(seq->frames.size()) - 1));
        } else {
            ticks = clipTickOf(state_ticks_);
            const int64_t total = machine().playback().clip().totalDuration();
            if (anim::isCyclic(state.mode) && total > 0) ticks = ((ticks % total) + total) % total;
        }
    }
    if (animation == nullptr) animation = &atlas_->idle;
    tactics::poseInto(*atlas_, *animation, view_, ticks, water_, pose_, pose_current_);
    pose_current_ = true;
    clip_ticks_ = ticks;
    animation_name_ = animation->idle ? "Idle" : animation->name;
}

void TacticsUnit::tick(int64_t now_ms, const HexMap& map) {
    now_ms_ = now_ms;
    last_events_.clear();
    std::shared_ptr<const WalkCycle> previous_cycle =
        std::move(align_.cycle);  // kept: it is re-made only when the cycle changes
    align_ = TacticsAlign{};
    align_.cycle = std::move(previous_cycle);
    // A movement completed on the previous call stops first (D5), then the progress moves the unit.
    align_.pos = mover_.advance(now_ms, map);
    if (mover_.isMoving()) facing_ = tacticsFacingFor(mover_.geometry(), mover_.hdir(), facing_);
    view_ = tactics::viewOf(facing_, camera_step_);

    // ms -> whole ticks without drift: everything is measured from the first tick() (D13).
    if (!started_) {
        started_ = true;
        origin_ms_ = now_ms;
    }
    const int64_t elapsed_ms = std::max<int64_t>(0, now_ms - origin_ms_);
    const int64_t reached = std::max(given_ticks_, elapsed_ms * kTicksPerSecond / 1000);
    const int64_t ticks = reached - given_ticks_;
    given_ticks_ = reached;

    machineTick(context(false), 0);  // a new movement starts walking now, not on the next whole tick
    for (int64_t done = 0; done < ticks;) {
        // The first whole tick carries the requests; a gap beyond kMaxSteppedTicks passes its older part at once.
        const int64_t dt = done == 0 && ticks > kMaxSteppedTicks ? ticks - kMaxSteppedTicks + 1 : 1;
        dead_seen_ = requests_.dead;
        revive_seen_ = requests_.revive;
        machineTick(context(true), dt);
        requests_.consumeOneTick();
        done += dt;
    }
    // D5: a state that movement does not drive stops the walk, so no walk frame shows in an action (R22).
    if (mover_.isMoving() && !machine().stateDef().movement_driven) stopMoving(map);

    if (!atlas_) {
        pose_ = tactics::Pose{};
        pose_current_ = false;
        animation_name_.clear();
        clip_ticks_ = 0;
    } else {
        showPose();
    }
    for (TacticsEventNote& n : last_events_) {
        n.at_ms = now_ms;
        n.ground = groundPoint();
        // At most kEventMemory notes: dropping the oldest moves a handful, and the vector holds nothing until the
        // first event (a deque allocates on construction).
        if (events_.size() == kEventMemory) events_.erase(events_.begin());
        if (events_.capacity() < kEventMemory) events_.reserve(kEventMemory);
        events_.push_back(n);
    }
}

ipos TacticsUnit::logicalPoint() const { return mover_.logicalPoint(); }

ipos TacticsUnit::groundPoint() const { return logicalPoint() + align_.offs_anim; }

ipos TacticsUnit::stancePoint() const { return tacticsStancePoint(groundPoint()); }

}  // namespace gaitlab
