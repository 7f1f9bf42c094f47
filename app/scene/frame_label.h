// The words that label a frame of the selected critter, in render's montage and in the captions of recordings:
// tick, frame, phase, sheet and the planted foot's slide.
#pragma once

#include <string>
#include <vector>

#include "engine/draw/gait_draw.h"

namespace gaitlab {

struct TraceRow;

/// The label fields of a frame, in order: "t <tick>", "f <frame>", "ph <phase, 2 decimals>" and "<anim> <hdir>",
/// where hdir is named by dirName(row.dir, dir_count). `tick` is the world tick the frame was captured after, the
/// number in the names of render's frame files (frame_00040.png after tick 40).
[[nodiscard]] std::vector<std::string> labelFields(const TraceRow& row, int tick, int dir_count);
/// The planted feet's slide, "slide L 3 px  R 0 px" (the distance from each pin to where its foot is now, map px,
/// rounded), or "" when no foot is planted.
[[nodiscard]] std::string slideField(const std::vector<FootMarker>& planted);

}  // namespace gaitlab
