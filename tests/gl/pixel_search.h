// Finding a colour in a rendered image, for the GL tests that locate a sprite or a line by its exact colour.
#pragma once

#include <algorithm>

#include "render/rgba_image.h"

namespace gaitlab::testing {

/// Bounding box (pixels, inclusive) and count of the pixels of one exact colour; count 0 when there are none.
struct Box {
    int min_x = 1 << 30, min_y = 1 << 30, max_x = -1, max_y = -1, count = 0;
};

inline Box findColour(const RgbaImage& image, Rgba8 colour) {
    Box box;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x)
            if (image.at(x, y) == colour) {
                box.min_x = std::min(box.min_x, x);
                box.min_y = std::min(box.min_y, y);
                box.max_x = std::max(box.max_x, x);
                box.max_y = std::max(box.max_y, y);
                ++box.count;
            }
    return box;
}

}  // namespace gaitlab::testing
