#include "engine/anim/frame_timing.h"

#include <algorithm>

#include "engine/sprite/walk_aligner.h"

namespace gaitlab::anim {

int64_t effectiveDurationMs(int anim_ms) { return anim_ms > 0 ? anim_ms : 100; }

int uniformFrameIndex(int frame_count, int anim_ms, int64_t elapsed_ms, ClipMode mode) {
    if (frame_count <= 1) {
        return 0;
    }
    const int64_t n = frame_count;
    const int64_t duration = effectiveDurationMs(anim_ms);
    const int64_t t = std::max<int64_t>(elapsed_ms, 0);
    // Reduce time to one period before multiplying by N, so t * N cannot overflow.
    switch (mode) {
    case ClipMode::Once:
        if (t >= duration) {
            return frame_count - 1;
        }
        return static_cast<int>(t * n / duration);
    case ClipMode::PingPongOnce: {
        // One bounce of 2N-2 frame steps, then frame 0 held. Two whole durations are already past the bounce.
        const int64_t period = 2 * n - 2;
        const int64_t q = t / duration;
        if (q >= 2) return 0;
        const int64_t step = q * n + (t % duration) * n / duration;
        if (step >= period) return 0;
        return static_cast<int>(step < n ? step : period - step);
    }
    case ClipMode::PingPong: {
        // Frame steps since the start, floor(t*N/duration), taken modulo the 2N-2 steps of one bounce.
        // With t = q*duration + r that is (q*N + floor(r*N/duration)) mod P; reducing q first keeps every
        // product below 2^63.
        const int64_t period = 2 * n - 2;
        const int64_t q = t / duration;
        const int64_t r = t % duration;
        const int64_t step = ((q % period) * (n % period) + r * n / duration) % period;
        return static_cast<int>(step < n ? step : period - step);
    }
    case ClipMode::Loop:
    default: return static_cast<int>((t % duration) * n / duration);
    }
}

int engineFrameIndex(int frame_count, int anim_ms, int64_t elapsed_ms, bool looped) {
    if (frame_count <= 1) {
        return 0;
    }
    const int64_t duration = effectiveDurationMs(anim_ms);
    const int64_t t = std::max<int64_t>(elapsed_ms, 0);
    int64_t frm_proc = 0;
    if (looped) {
        // floor(t*100/d) mod 100 == floor((t mod d)*100/d): reduce first so the product stays small.
        frm_proc = (t % duration) * 100 / duration;
    } else {
        frm_proc = t >= duration ? 100 : t * 100 / duration;
    }
    return static_cast<int>(roundDivAway(static_cast<int64_t>(frame_count - 1) * frm_proc, 100));
}

}  // namespace gaitlab::anim
