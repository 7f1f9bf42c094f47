// One frame of a recording made from a capture (the client's framebuffer, a `render` frame): the part that frames
// the selected critter, a caption strip at its top-left when labels are asked for, then the recording's scale
// (DECISIONS "Recordings").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/recording/animation.h"
#include "engine/hex/hex.h"

namespace gaitlab {

/// A rectangle of a capture, pixels: top-left (x, y), size w x h.
struct PixelRect {
    int x = 0, y = 0, w = 0, h = 0;
    friend bool operator==(const PixelRect&, const PixelRect&) = default;
};

/// The w x h box (`box`, clamped to the capture) centred on `centre` (capture pixels), moved inside the capture so
/// the recording's size never changes while the critter walks to an edge.
[[nodiscard]] PixelRect frameAround(ipos capture_size, ipos centre, ipos box);

/// The caption strip's colours: text over a dark, nearly opaque band (legible over any ground).
inline constexpr Rgba8 kCaptionBand{12, 12, 16, 220};
inline constexpr Rgba8 kCaptionText{235, 235, 235, 255};

/// `capture` cut to `crop` (the whole capture when none; a crop outside it is clamped), scaled by `scale` (nearest
/// up, block mean down), then each line of `caption` drawn at 1x in a band at the top-left (none when empty).
[[nodiscard]] RgbaImage recordingFrame(const RgbaImage& capture, std::optional<PixelRect> crop,
                                       const std::vector<std::string>& caption, FrameScale scale);

}  // namespace gaitlab
