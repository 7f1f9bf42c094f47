// Where the time of a frame goes, for the stress scene's report and a frame-time HUD: the world tick(s), building
// the draw list, the GL's own time on the frame (GpuTimer) and the whole frame, plus a short history. Pure: no GL.
#pragma once

#include <cstddef>
#include <deque>

namespace gaitlab {

/// One frame, milliseconds of wall clock (gpu_ms: the GL timer queries' time). frame_ms covers the whole frame:
/// tick_ms + draw_list_ms + submit_ms + waiting for the GL to finish (part of gpu_ms overlaps submit_ms: with
/// llvmpipe the calling thread shades vertices and bins triangles while submitting, and the rasteriser threads run
/// from the first flush on).
struct FrameTimes {
    double tick_ms = 0.0;       ///< World::tick calls of the frame
    double draw_list_ms = 0.0;  ///< buildWorldDrawList
    double gpu_ms = 0.0;        ///< GL timer queries around the frame's drawing (GpuTimer)
    double frame_ms = 0.0;      ///< the whole frame
    double submit_ms = 0.0;     ///< the renderer's clear and draw calls on the CPU (Renderer::clear, draw)
};

/// The last `capacity` frames (oldest first) and the means over every frame added.
class FrameTimeHistory {
public:
    explicit FrameTimeHistory(std::size_t capacity = 240) : capacity_(capacity == 0 ? 1 : capacity) {}

    void add(const FrameTimes& frame);
    [[nodiscard]] const std::deque<FrameTimes>& recent() const { return recent_; }
    /// Frames added since construction (or clear).
    [[nodiscard]] std::size_t count() const { return count_; }
    /// Mean of every part over every frame added; zeros when none.
    [[nodiscard]] FrameTimes mean() const;
    /// Frames per second from the mean frame time; 0 when none.
    [[nodiscard]] double fps() const;
    void clear();

private:
    std::size_t capacity_;
    std::deque<FrameTimes> recent_;
    std::size_t count_ = 0;
    FrameTimes sum_;
};

}  // namespace gaitlab
