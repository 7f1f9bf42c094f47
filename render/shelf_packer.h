// Shelf packing of rectangles into one fixed-size atlas page: rows ("shelves") filled left to right, a new
// shelf opened below the last one when no open shelf fits. Pure: no GL.
#pragma once

#include <optional>
#include <vector>

#include "engine/hex/hex.h"

namespace gaitlab {

class ShelfPacker {
public:
    /// Page size in pixels; `padding` empty pixels are kept around every rectangle (nearest filtering
    /// never samples a neighbour, padding guards against rounding at shelf edges).
    ShelfPacker(int page_width, int page_height, int padding = 1);

    /// Top-left of the image area of a width x height rectangle (the padding lies around it), or nullopt
    /// when the page has no room. Non-positive sizes are refused.
    [[nodiscard]] std::optional<ipos> insert(int width, int height);
    [[nodiscard]] int pageWidth() const { return page_width_; }
    [[nodiscard]] int pageHeight() const { return page_height_; }

private:
    struct Shelf {
        int y = 0;
        int height = 0;
        int next_x = 0;
    };
    int page_width_;
    int page_height_;
    int padding_;
    std::vector<Shelf> shelves_;
    int next_shelf_y_ = 0;
};

}  // namespace gaitlab
