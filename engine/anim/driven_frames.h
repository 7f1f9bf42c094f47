// Frames a movement-driven clip entered within one step, the same rule for critters and tactics units (D18): the
// aligner may pass over frames in one tick, and their frame events must still fire, in order.
#pragma once

#include <vector>

namespace gaitlab::anim {

/// Walking forward from `last` (the last frame fed, −1 for none) to `frame` by at most half of `frame_count`
/// frames: every frame after `last` up to `frame`, in order. Otherwise (nothing fed yet, `reanchored`, a backward
/// or longer step): just `frame`. `frame_count` < 1 counts as 1.
[[nodiscard]] inline std::vector<int> drivenFramesEntered(int last, int frame, int frame_count, bool reanchored) {
    const int n = frame_count < 1 ? 1 : frame_count;
    const int ahead = last < 0 || reanchored ? 0 : ((frame - last) % n + n) % n;
    if (ahead == 0 || ahead * 2 > n) return {frame};
    std::vector<int> frames;
    for (int k = 1; k <= ahead; ++k) frames.push_back((last + k) % n);
    return frames;
}

}  // namespace gaitlab::anim
