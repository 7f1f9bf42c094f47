// A recording in memory: captured frames of one size, each shown for its duration (DECISIONS "Recordings"). The
// encoders (gif_writer.h, webp_writer.h) take it as it is; pure C++, no GL or SDL.
#pragma once

#include <string>
#include <vector>

#include "render/rgba_image.h"

namespace gaitlab {

/// The shortest frame a recording holds, ms: browsers show a GIF frame of under 2 centiseconds for 100 ms, so a
/// faster step would play slower than it was recorded.
inline constexpr int kMinFrameMs = 20;

struct AnimationFrame {
    RgbaImage image;       ///< RGBA, rows top to bottom; every frame of a recording has the same size
    int duration_ms = 40;  ///< how long it shows, ms (>= kMinFrameMs)
};

/// Why `frames` cannot be encoded, "" when they can: none, an empty image, sizes that differ from the first frame's
/// ("frame 3 is 320x240, frame 0 is 320x200"), a duration under kMinFrameMs, or more than 16383 px a side.
[[nodiscard]] std::string animationProblem(const std::vector<AnimationFrame>& frames);

/// The sum of the frames' durations, ms.
[[nodiscard]] long long animationDurationMs(const std::vector<AnimationFrame>& frames);

/// A recording's scale: `up` > 1 repeats each pixel up x up times (nearest neighbour, pixel art stays crisp);
/// `down` > 1 averages each down x down block (the last partial blocks are cut). One of them is 1.
struct FrameScale {
    int up = 1;
    int down = 1;
    [[nodiscard]] bool identity() const { return up == 1 && down == 1; }
};

/// Parses "2", "3" (up to 8) or "1/2", "0.5", "1/3", "1/4", "0.25" (down to 1/8). nullopt-like: `ok` false and
/// `error` saying what is accepted.
struct FrameScaleParse {
    FrameScale scale;
    bool ok = false;
    std::string error;
};
[[nodiscard]] FrameScaleParse parseFrameScale(const std::string& text);

/// `image` scaled by `scale`; an image that a down scale would leave empty comes back 1x1.
[[nodiscard]] RgbaImage scaleFrame(const RgbaImage& image, FrameScale scale);

/// "1.4 MB", "312 KB", "900 B": a file size for the status bar and the log (1 KB = 1024 B).
[[nodiscard]] std::string byteSizeText(long long bytes);

}  // namespace gaitlab
