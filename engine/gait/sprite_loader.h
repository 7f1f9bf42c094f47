// A sprite file as every program reads it: the format's reader (engine/formats/sprite_reader.h), then the motion
// warnings of its deltas (motionWarnings, engine/gait/animation_metrics.h), which the formats cannot compute.
#pragma once

#include <string>

#include "engine/formats/sprite_reader.h"

namespace gaitlab {

/// readSprite(path, palette), then the animation's motionWarnings (on the hexagonal geometry) after the reader's own
/// warnings. Throws what readSprite throws; running out of memory is "<file>: not enough memory to read the
/// sprite" (README "Limits").
[[nodiscard]] SpriteAnimation loadSprite(const std::string& path, const Palette* palette = nullptr);

}  // namespace gaitlab
