// The client's recorder (DECISIONS "Recordings"): frames captured at a steady step of wall time go into a ring of
// the last seconds (so a glitch already seen can still be saved) and, while a take runs, into the take. Pure: the
// client captures and hands frames in; encoding is writeRecording's (recording_files.h).
#pragma once

#include <cstddef>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "app/recording/animation.h"

namespace gaitlab {

struct RecorderSettings {
    int step_ms = 40;                    ///< a frame every this many ms of wall time (25 per second), >= kMinFrameMs
    double ring_seconds = 10.0;          ///< the ring keeps the frames of the last this many seconds
    std::size_t max_bytes = 768u << 20;  ///< pixels held by the ring and the take together; a take stops at it
};

class Recorder {
public:
    explicit Recorder(RecorderSettings settings = {});

    /// Whether a capture is due at `now_ms` (wall clock, ms): the first call, then every settings.step_ms.
    [[nodiscard]] bool due(double now_ms) const;
    /// Adds a frame captured at `now_ms`. The frame before it gets its duration (the time between them, at least
    /// kMinFrameMs). A frame of another size than the ones before starts the ring over and ends a running take
    /// (takeEnded() then says why).
    void add(RgbaImage frame, double now_ms);

    /// Starts a take (its first frame is the next one added); a running take goes on.
    void start();
    /// Ends the take and returns its frames (the last one lasting as long as the one before); empty when none ran.
    [[nodiscard]] std::vector<AnimationFrame> stop();
    [[nodiscard]] bool recording() const { return recording_; }
    /// Why a take ended by itself ("the window changed size", "the take reached 768 MB of frames"), "" if it did
    /// not; cleared by the call. The frames up to then wait in stop().
    [[nodiscard]] std::string takeEnded();
    /// Seconds in the take so far.
    [[nodiscard]] double takeSeconds() const;

    /// The frames captured less than `seconds` before the newest (copies), oldest first, the newest lasting as long
    /// as the one before it.
    [[nodiscard]] std::vector<AnimationFrame> lastSeconds(double seconds) const;
    /// Seconds the ring holds now.
    [[nodiscard]] double ringSeconds() const;
    /// Drops the ring (the frames are no longer what the user saw: a reload, a resize).
    void clearRing();
    [[nodiscard]] const RecorderSettings& settings() const { return settings_; }

private:
    struct Timed {
        std::shared_ptr<const RgbaImage> image;  ///< shared by the ring and the take
        double at_ms = 0.0;
    };
    [[nodiscard]] std::size_t heldBytes() const;
    void endTake(const char* why);

    RecorderSettings settings_;
    std::deque<Timed> ring_;
    std::vector<Timed> take_;
    bool recording_ = false;
    std::string ended_;
    double last_ms_ = -1.0;
};

}  // namespace gaitlab
