// Animated WebP of a recording through libwebp's animation encoder (DECISIONS "Recordings"): lossless by default
// (every pixel as captured), or lossy at a quality; the encoder stores each frame as what changed over the one
// before. Loops for ever.
#pragma once

#include <cstdint>
#include <vector>

#include "app/recording/animation.h"

namespace gaitlab {

struct WebpOptions {
    bool lossless = true;
    float quality = 75.0f;  ///< 0..100: the lossy quality; for lossless, how hard the encoder tries to be small
    int method = 2;         ///< 0 (fast) .. 6 (small, slow)
};

struct WebpFile {
    std::vector<uint8_t> bytes;  ///< the whole file
    int frames = 0;              ///< frames given to the encoder
};

/// Encodes `frames` with their durations in ms. Throws std::invalid_argument with animationProblem()'s text (or a
/// quality or method out of range), std::runtime_error with libwebp's message.
/// Reads `frames` once, one frame at a time.
[[nodiscard]] WebpFile encodeWebp(const FrameSequence& frames, const WebpOptions& options = {});
[[nodiscard]] WebpFile encodeWebp(const std::vector<AnimationFrame>& frames, const WebpOptions& options = {});

}  // namespace gaitlab
