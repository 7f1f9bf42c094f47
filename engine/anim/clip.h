// A clip: the per-frame durations of one animation tag and how playback continues past its end
// (DECISIONS "Sprite Animation Fundamentals"; decisions D7, D13, D19).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/anim/frame_timing.h"

namespace gaitlab::anim {

/// JSON spelling of a mode: "loop", "once", "ping-pong", "ping-pong-once".
[[nodiscard]] const char* clipModeName(ClipMode mode);
/// Inverse of clipModeName; nullopt for any other text.
[[nodiscard]] std::optional<ClipMode> parseClipMode(std::string_view text);
/// Loop and PingPong repeat forever; Once and PingPongOnce finish.
[[nodiscard]] bool isCyclic(ClipMode mode);

/// Frame durations in one time unit chosen by the owner: ticks (60 per second, D13) or milliseconds (FOnline
/// sheets, D7). Playback::update takes its time step in the same unit.
struct Clip {
    std::vector<int64_t> durations;  ///< one per frame, >= 0 each, sum > 0
    ClipMode mode = ClipMode::Loop;

    [[nodiscard]] int frameCount() const { return static_cast<int>(durations.size()); }
    [[nodiscard]] int64_t totalDuration() const;

    /// Uniform timing of a whole sheet (D7): `frame_count` frames sharing `anim_ms` ms (100 ms when <= 0,
    /// as effectiveDurationMs). Frame i starts at ceil(i * duration / N) ms, so the frame shown at any time
    /// equals uniformFrameIndex of engine/anim/frame_timing.h; a frame can get 0 ms when N > duration.
    /// Throws std::invalid_argument when frame_count < 1.
    [[nodiscard]] static Clip uniform(int frame_count, int anim_ms, ClipMode mode);
    /// "Engine timing" of a whole sheet (D7, §4.7): the durations that reproduce engineFrameIndex exactly.
    /// Frame i starts at the first elapsed ms of a loop at which engineFrameIndex(frame_count, anim_ms, t,
    /// true) is >= i; a frame the integer lerp never shows in a loop gets 0 ms; the total is
    /// effectiveDurationMs(anim_ms). So the first and last frames get about half the time of the others.
    /// Loop plays engineFrameIndex(..., true) at every elapsed ms. Once plays engineFrameIndex(..., false),
    /// min(anim_proc, 100): the same frames as the loop's first pass, then from the full duration on it
    /// holds the last frame (finished), also when that frame got 0 ms. The ping-pong modes (the engine has
    /// none) bounce through the same per-frame durations. Throws std::invalid_argument when frame_count < 1.
    [[nodiscard]] static Clip engine(int frame_count, int anim_ms, ClipMode mode);
    /// Every frame lasts `frame_duration` units. Throws std::invalid_argument when either count is < 1.
    [[nodiscard]] static Clip evenly(int frame_count, int64_t frame_duration, ClipMode mode);
};

/// Limits that keep every scaled position of Playback inside int64.
inline constexpr int kMaxClipFrames = 65536;
inline constexpr int64_t kMaxFrameDuration = 1'000'000'000;

/// Why a clip cannot be played, or nullopt when it can: no frames or more than kMaxClipFrames, a duration
/// outside [0, kMaxFrameDuration], or a total of 0.
[[nodiscard]] std::optional<std::string> clipProblem(const Clip& clip);

}  // namespace gaitlab::anim
