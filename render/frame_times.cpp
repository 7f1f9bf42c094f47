#include "render/frame_times.h"

namespace gaitlab {

void FrameTimeHistory::add(const FrameTimes& frame) {
    recent_.push_back(frame);
    while (recent_.size() > capacity_) recent_.pop_front();
    ++count_;
    sum_.tick_ms += frame.tick_ms;
    sum_.draw_list_ms += frame.draw_list_ms;
    sum_.gpu_ms += frame.gpu_ms;
    sum_.frame_ms += frame.frame_ms;
    sum_.submit_ms += frame.submit_ms;
}

FrameTimes FrameTimeHistory::mean() const {
    if (count_ == 0) return {};
    const auto n = static_cast<double>(count_);
    return {sum_.tick_ms / n, sum_.draw_list_ms / n, sum_.gpu_ms / n, sum_.frame_ms / n, sum_.submit_ms / n};
}

double FrameTimeHistory::fps() const {
    const double ms = mean().frame_ms;
    return ms > 0.0 ? 1000.0 / ms : 0.0;
}

void FrameTimeHistory::clear() {
    recent_.clear();
    count_ = 0;
    sum_ = {};
}

}  // namespace gaitlab
