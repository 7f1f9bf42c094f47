#include "engine/anim/playback.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

namespace gaitlab::anim {

namespace {

// Wide enough for dt * speed of any int64 dt (D13: huge times without overflow).
__extension__ typedef __int128 wide;

std::vector<int> stepFrames(int n, ClipMode mode) {
    std::vector<int> steps;
    for (int i = 0; i < n; ++i) steps.push_back(i);
    // Ping-pong returns without repeating either end: 0 1 2 3 2 1 (then 0 again by wrapping, R18).
    if (mode == ClipMode::PingPong) {
        for (int i = n - 2; i >= 1; --i) steps.push_back(i);
    } else if (mode == ClipMode::PingPongOnce) {
        for (int i = n - 2; i >= 0; --i) steps.push_back(i);
    }
    return steps;
}

struct Advanced {
    int index = 0;
    int64_t pos = 0;
    std::vector<int> entered;  // step indices in this prefix space
    int64_t omitted_cycles = 0;
    bool finished = false;
};

// Moves forward by `amount` from step `index` at position `pos` (prefix[index] <= pos <= prefix[index + 1])
// through the steps described by `prefix`. A step shows while the position is in [prefix[i], prefix[i+1]).
Advanced advance(const std::vector<int64_t>& prefix, int index, int64_t pos, wide amount, bool cyclic) {
    const int steps = static_cast<int>(prefix.size()) - 1;
    const int64_t total = prefix.back();
    const wide target = static_cast<wide>(pos) + amount;
    Advanced out;
    auto stepAt = [&](int64_t p) {
        return static_cast<int>(std::upper_bound(prefix.begin(), prefix.end(), p) - prefix.begin()) - 1;
    };
    if (!cyclic) {
        if (target >= total) {
            for (int i = index + 1; i < steps; ++i) out.entered.push_back(i);
            out.index = steps - 1;
            out.pos = total;
            out.finished = true;
        } else {
            out.pos = static_cast<int64_t>(target);
            out.index = stepAt(out.pos);
            for (int i = index + 1; i <= out.index; ++i) out.entered.push_back(i);
        }
        return out;
    }
    const wide wraps = target / total;
    out.pos = static_cast<int64_t>(target % total);
    out.index = stepAt(out.pos);
    const wide count = wraps * steps + out.index - index;
    const wide whole = count / steps;
    const wide omitted = whole > kMaxListedCycles ? whole - kMaxListedCycles : 0;
    const auto max64 = static_cast<wide>(std::numeric_limits<int64_t>::max());
    out.omitted_cycles = static_cast<int64_t>(std::min(omitted, max64));
    const auto listed = static_cast<int64_t>(count - omitted * steps);
    int i = index;
    for (int64_t n = 0; n < listed; ++n) {
        i = (i + 1 == steps) ? 0 : i + 1;
        out.entered.push_back(i);
    }
    return out;
}

}  // namespace

Playback::Playback(Clip clip) {
    if (auto problem = clipProblem(clip)) throw std::invalid_argument("Playback: " + *problem);
    auto tables = std::make_shared<Tables>();
    tables->clip = std::move(clip);
    tables->step_frame = stepFrames(tables->clip.frameCount(), tables->clip.mode);
    std::vector<int64_t>& prefix = tables->prefix;
    prefix.reserve(tables->step_frame.size() + 1);
    prefix.push_back(0);
    for (int f : tables->step_frame)
        prefix.push_back(prefix.back() + tables->clip.durations[static_cast<size_t>(f)] * kSpeedScale);
    // Backward play runs forward through the reversed steps: position q = total - p.
    const int64_t total = prefix.back();
    tables->reversed.reserve(prefix.size());
    for (size_t j = prefix.size(); j-- > 0;) tables->reversed.push_back(total - prefix[j]);
    tables_ = std::move(tables);
}

void Playback::start(int frame) {
    if (frame < 0 || frame >= clip().frameCount()) {
        throw std::out_of_range("Playback::start: frame " + std::to_string(frame) + " is not in [0, " +
                                std::to_string(clip().frameCount()) + ")");
    }
    step_ = frame;
    const auto s = static_cast<size_t>(step_);
    const std::vector<int64_t>& prefix = tables_->prefix;
    elapsed_ = speed_milli_ < 0 ? prefix[s + 1] - prefix[s] : 0;
    finished_ = false;
    start_pending_ = true;
}

void Playback::setSpeed(double speed) {
    if (!std::isfinite(speed)) throw std::invalid_argument("Playback::setSpeed: expected a finite speed");
    speed = std::clamp(speed, -kMaxSpeed, kMaxSpeed);
    speed_milli_ = std::llround(speed * static_cast<double>(kSpeedScale));
}

PlaybackStep Playback::update(int64_t dt) {
    PlaybackStep out;
    if (start_pending_) {
        out.entered.push_back(frame());
        start_pending_ = false;
    }
    if (finished_ || dt <= 0 || speed_milli_ == 0) return out;
    const Tables& t = *tables_;
    const bool cyclic = isCyclic(t.clip.mode);
    const int steps = static_cast<int>(t.step_frame.size());
    const int64_t total = t.prefix.back();
    const auto s = static_cast<size_t>(step_);
    const int64_t pos = t.prefix[s] + elapsed_;
    const wide amount = static_cast<wide>(dt) * (speed_milli_ < 0 ? -speed_milli_ : speed_milli_);
    Advanced a;
    if (speed_milli_ > 0) {
        a = advance(t.prefix, step_, pos, amount, cyclic);
    } else {
        a = advance(t.reversed, steps - 1 - step_, total - pos, amount, cyclic);
        a.index = steps - 1 - a.index;
        a.pos = total - a.pos;
        for (int& e : a.entered) e = steps - 1 - e;
    }
    step_ = a.index;
    elapsed_ = a.pos - t.prefix[static_cast<size_t>(step_)];
    for (int e : a.entered) out.entered.push_back(t.step_frame[static_cast<size_t>(e)]);
    out.omitted_cycles = a.omitted_cycles;
    if (a.finished) {
        finished_ = true;
        out.finished = true;
    }
    return out;
}

int Playback::frame() const { return tables_->step_frame[static_cast<size_t>(step_)]; }

double Playback::frameFraction() const {
    const auto s = static_cast<size_t>(step_);
    const std::vector<int64_t>& prefix = tables_->prefix;
    const int64_t d = prefix[s + 1] - prefix[s];
    return d == 0 ? 1.0 : static_cast<double>(elapsed_) / static_cast<double>(d);
}

}  // namespace gaitlab::anim
