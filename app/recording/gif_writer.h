// Animated GIF of a recording through giflib (DECISIONS "Recordings"): one colour table for the whole recording
// (gif_palette.h), each frame after the first stored as the rectangle that changed over the one before (kept on
// screen: disposal "do not dispose") with its unchanged pixels transparent, a frame identical to the one before merged into it (their times added), and
// the Netscape extension so it loops for ever.
#pragma once

#include <cstdint>
#include <vector>

#include "app/recording/animation.h"

namespace gaitlab {

struct GifFile {
    std::vector<uint8_t> bytes;  ///< the whole file
    int frames = 0;              ///< image blocks written (identical neighbours merged)
    int colours = 0;  ///< colours of the table (before the transparent entry and the padding to a power of two)
    bool exact_colours = false;  ///< every pixel kept its colour (at most 255 in the recording)
    int kept_colours = 0;        ///< entries that are colours of `keep`, exactly
};

/// Encodes `frames`. Delays are written in centiseconds, each frame's end rounded from the running sum of the
/// durations so a long recording does not drift (20, 40, 40 ms -> 2, 4, 4 cs; 25 ms steps -> 3, 2, 3, 2 cs).
/// Throws std::invalid_argument with animationProblem()'s text, std::runtime_error naming giflib's error.
/// `keep`: colours that stay exact when the recording has more than 255 (chooseGifPalette).
/// Reads `frames` twice, one frame at a time (the colour table, then the blocks), and holds one block back.
[[nodiscard]] GifFile encodeGif(const FrameSequence& frames, const std::vector<Rgba8>& keep = {});
[[nodiscard]] GifFile encodeGif(const std::vector<AnimationFrame>& frames, const std::vector<Rgba8>& keep = {});

}  // namespace gaitlab
