// Time-driven frame index of a whole sheet (decision D7, §4.7): the math the clips of engine/anim/clip.h
// reproduce as per-frame durations (Clip::uniform, Clip::engine). Pure integer functions of elapsed milliseconds.
#pragma once

#include <cstdint>

namespace gaitlab::anim {

/// How a time-driven clip continues past its last frame (D7, D19). Ping-pong never repeats an end frame.
enum class ClipMode {
    Loop,          ///< 0 1 2 3 0 1 2 3 ...
    Once,          ///< 0 1 2 3, then holds 3 (finished)
    PingPong,      ///< 0 1 2 3 2 1 0 1 2 3 ...
    PingPongOnce,  ///< 0 1 2 3 2 1 0, then holds 0 (finished) (field case R18)
};

/// Sheet duration used for timing: `anim_ms` ms, or 100 ms when the sheet has 0 (or negative) ticks,
/// as the engine does (§4.7, §8 "runtime uses whole-sheet ticks (100 ms if 0)").
[[nodiscard]] int64_t effectiveDurationMs(int anim_ms);

/// Uniform timing (D7): every frame lasts duration / frame_count ms, so frame = floor(elapsed * N / duration)
/// within one pass. `frame_count` frames (<= 0 gives 0), `anim_ms` ms for the whole sheet, `elapsed_ms`
/// since the clip started. Negative elapsed counts as 0. Exact integer math, no overflow for any int64 elapsed.
[[nodiscard]] int uniformFrameIndex(int frame_count, int anim_ms, int64_t elapsed_ms, ClipMode mode);

/// "Engine timing" (D7, §4.7): anim_proc = trunc(elapsed*100 / duration); frm_proc = looped ? anim_proc mod 100
/// : min(anim_proc, 100); index = round((N-1) * frm_proc / 100), half away from zero (the engine's integer
/// lerp, so the first and last frames get half the time of the others). Negative elapsed counts as 0.
[[nodiscard]] int engineFrameIndex(int frame_count, int anim_ms, int64_t elapsed_ms, bool looped);

}  // namespace gaitlab::anim
