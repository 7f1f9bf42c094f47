#include "render/shelf_packer.h"

namespace gaitlab {

ShelfPacker::ShelfPacker(int page_width, int page_height, int padding)
    : page_width_(page_width), page_height_(page_height), padding_(padding < 0 ? 0 : padding) {}

std::optional<ipos> ShelfPacker::insert(int width, int height) {
    if (width <= 0 || height <= 0) return std::nullopt;
    const int w = width + 2 * padding_;
    const int h = height + 2 * padding_;
    // Best fit among open shelves: the lowest shelf tall enough wastes the least height.
    Shelf* best = nullptr;
    for (Shelf& shelf : shelves_)
        if (shelf.height >= h && shelf.next_x + w <= page_width_ && (best == nullptr || shelf.height < best->height))
            best = &shelf;
    if (best == nullptr) {
        if (w > page_width_ || next_shelf_y_ + h > page_height_) return std::nullopt;
        shelves_.push_back(Shelf{next_shelf_y_, h, 0});
        next_shelf_y_ += h;
        best = &shelves_.back();
    }
    const ipos at(best->next_x + padding_, best->y + padding_);
    best->next_x += w;
    return at;
}

}  // namespace gaitlab
