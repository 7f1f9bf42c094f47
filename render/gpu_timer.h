// GPU time of a stretch of GL commands through timer queries (core since GL 3.3): a GL_TIMESTAMP query
// (glQueryCounter) before and after the commands, the figure being the difference. (A GL_TIME_ELAPSED query gave
// readings hundreds of seconds off on Mesa's llvmpipe for frames of few sprites; the timestamp pair does not.) With
// llvmpipe the "GPU" is the software rasteriser: the figure is the time from the GL running the first command to
// running the last.
#pragma once

#include <optional>

namespace gaitlab {

class GpuTimer {
public:
    /// Needs a current GL context (the query object is made here and deleted with the timer in the same context).
    GpuTimer();
    ~GpuTimer();
    GpuTimer(const GpuTimer&) = delete;
    GpuTimer& operator=(const GpuTimer&) = delete;

    /// Starts timing the GL commands that follow; a begin without an end before it is ignored.
    void begin();
    /// Ends the stretch begun by begin(); no-op when none is open.
    void end();
    /// Waits until the GL has run the last ended stretch and returns its GPU time in milliseconds; nullopt when no
    /// stretch has ended yet. Waiting makes the GL finish the commands (as a readback would).
    [[nodiscard]] std::optional<double> waitMs();

private:
    unsigned queries_[2] = {0, 0};  // timestamps before and after the stretch
    bool open_ = false;
    bool ended_ = false;
};

}  // namespace gaitlab
