#include "engine/anim/clip.h"

#include <stdexcept>

namespace gaitlab::anim {

const char* clipModeName(ClipMode mode) {
    switch (mode) {
    case ClipMode::Loop: return "loop";
    case ClipMode::Once: return "once";
    case ClipMode::PingPong: return "ping-pong";
    case ClipMode::PingPongOnce: return "ping-pong-once";
    }
    return "loop";
}

std::optional<ClipMode> parseClipMode(std::string_view text) {
    for (ClipMode m : {ClipMode::Loop, ClipMode::Once, ClipMode::PingPong, ClipMode::PingPongOnce}) {
        if (text == clipModeName(m)) return m;
    }
    return std::nullopt;
}

bool isCyclic(ClipMode mode) { return mode == ClipMode::Loop || mode == ClipMode::PingPong; }

namespace {

// Frame i lasts from start(i) to start(i + 1), for i in [0, frame_count).
template <class Start>
Clip fromStarts(int frame_count, ClipMode mode, const Start& start) {
    Clip clip;
    clip.mode = mode;
    clip.durations.reserve(static_cast<size_t>(frame_count));
    for (int64_t i = 0; i < frame_count; ++i) clip.durations.push_back(start(i + 1) - start(i));
    return clip;
}

}  // namespace

int64_t Clip::totalDuration() const {
    int64_t total = 0;
    for (int64_t d : durations) total += d;
    return total;
}

Clip Clip::uniform(int frame_count, int anim_ms, ClipMode mode) {
    if (frame_count < 1) throw std::invalid_argument("Clip::uniform: a sheet needs at least one frame");
    const int64_t n = frame_count;
    const int64_t duration = effectiveDurationMs(anim_ms);
    // ceil(i * D / N): the first time at which floor(t * N / D) reaches i.
    auto start = [&](int64_t i) { return (i * duration + n - 1) / n; };
    return fromStarts(frame_count, mode, start);
}

Clip Clip::engine(int frame_count, int anim_ms, ClipMode mode) {
    if (frame_count < 1) throw std::invalid_argument("Clip::engine: a sheet needs at least one frame");
    const int64_t last = frame_count - 1;
    const int64_t duration = effectiveDurationMs(anim_ms);
    // engineFrameIndex >= i (i >= 1) exactly when round((N-1) * frm_proc / 100) >= i, i.e. when
    // frm_proc >= ceil((100i - 50) / (N-1)); frm_proc = floor(t * 100 / D) reaches p at t = ceil(p * D / 100).
    // In a loop frm_proc stays below 100, so a frame needing 100 or more is never shown: it starts at D.
    auto start = [&](int64_t i) -> int64_t {
        if (i == 0) return 0;
        if (i > last) return duration;
        const int64_t proc = (100 * i - 50 + last - 1) / last;
        return proc >= 100 ? duration : (proc * duration + 99) / 100;
    };
    return fromStarts(frame_count, mode, start);
}

Clip Clip::evenly(int frame_count, int64_t frame_duration, ClipMode mode) {
    if (frame_count < 1 || frame_duration < 1) {
        throw std::invalid_argument("Clip::evenly: expected at least one frame of duration >= 1");
    }
    return Clip{std::vector<int64_t>(static_cast<size_t>(frame_count), frame_duration), mode};
}

std::optional<std::string> clipProblem(const Clip& clip) {
    if (clip.durations.empty()) return "a clip needs at least one frame";
    if (clip.durations.size() > static_cast<size_t>(kMaxClipFrames)) {
        return "a clip has at most " + std::to_string(kMaxClipFrames) + " frames";
    }
    for (size_t i = 0; i < clip.durations.size(); ++i) {
        if (clip.durations[i] < 0 || clip.durations[i] > kMaxFrameDuration) {
            return "frame " + std::to_string(i) + " needs a duration in [0, " + std::to_string(kMaxFrameDuration) + "]";
        }
    }
    if (clip.totalDuration() <= 0) return "a clip's durations must sum to more than 0";
    return std::nullopt;
}

}  // namespace gaitlab::anim
