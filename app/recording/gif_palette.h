// The one colour table of a GIF recording (DECISIONS "Recordings"): the recording's own colours when it has at
// most 255 (palette art, flat generated art), else a median cut of all its frames (giflib's GifQuantizeBuffer) with
// each entry moved to the mean of the pixels it stands for. Pixels are mapped to the nearest entry, never dithered:
// pixel art stays flat.
#pragma once

#include <array>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "app/recording/animation.h"

namespace gaitlab {

struct GifPalette {
    /// 2..255 entries (GIF needs a power of two: padded when written; the entry after the last marks unchanged pixels)
    std::vector<std::array<uint8_t, 3>> colours;
    bool exact = false;  ///< every colour of the recording is in `colours` (no pixel changes)
    int kept = 0;        ///< the first `kept` entries are colours asked to be kept (chooseGifPalette's `keep`)
    /// The entry of an opaque colour; alpha is ignored (recordings are opaque: the map's background is under all).
    [[nodiscard]] uint8_t indexOf(Rgba8 colour);

private:
    friend GifPalette chooseGifPalette(const FrameSequence& frames, const std::vector<Rgba8>& keep);
    uint8_t nearest(uint32_t rgb) const;
    std::unordered_map<uint32_t, uint8_t> cache_;  ///< rgb -> entry, filled as pixels are mapped
};

/// The palette of `frames` (animationProblem(frames) must be ""). At most 255 colours over every frame: exactly
/// those, most used first. More: the first 192 of `keep` (the art's own colours, app/scene/art_colours.h) exactly,
/// then giflib's median cut of the other pixels (a sample of up to 1 M spread evenly over all frames) into the
/// entries left, each moved to the mean colour of the sampled pixels nearest to it (one refinement pass: the cut
/// keeps only 5 bits a channel, the mean puts a flat background back on its exact colour).
[[nodiscard]] GifPalette chooseGifPalette(const FrameSequence& frames, const std::vector<Rgba8>& keep = {});
[[nodiscard]] GifPalette chooseGifPalette(const std::vector<AnimationFrame>& frames,
                                          const std::vector<Rgba8>& keep = {});

}  // namespace gaitlab
