// Where the renderer gets the pixels of a SpriteKey. The asset library implements it; tests may too.
#pragma once

#include <cstdint>

#include "engine/drawlist/draw_list.h"
#include "render/rgba_image.h"

namespace gaitlab {

class SpritePixelSource {
public:
    virtual ~SpritePixelSource() = default;
    /// Changes whenever any pixels may have changed (an asset reload); the renderer then drops its atlas.
    [[nodiscard]] virtual uint64_t pixelGeneration() const = 0;
    /// Pixels for the key, or nullptr when unknown (the renderer draws a magenta placeholder instead).
    [[nodiscard]] virtual const RgbaImage* pixelsFor(const SpriteKey& key) const = 0;
};

}  // namespace gaitlab
