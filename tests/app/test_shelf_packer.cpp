// Shelf packing of atlas pages: positions computed by hand for a 64x64 page with 1 px padding.
#include <doctest/doctest.h>

#include "render/shelf_packer.h"

using namespace gaitlab;

TEST_CASE("shelf packer places rectangles left to right with padding and opens shelves below") {
    ShelfPacker packer(64, 64, 1);
    CHECK(packer.insert(10, 10) == ipos(1, 1));    // shelf 0: y 0, height 12
    CHECK(packer.insert(10, 5) == ipos(13, 1));    // same shelf, after 10 + 2 padding
    CHECK(packer.insert(20, 20) == ipos(1, 13));   // too tall: shelf 1 at y 12, height 22
    CHECK(packer.insert(8, 8) == ipos(25, 1));     // best fit: the lower shelf 0 (12 < 22)
    CHECK(packer.insert(30, 30) == std::nullopt);  // shelf 2 would end at 34 + 32 > 64
    CHECK(packer.insert(70, 1) == std::nullopt);   // wider than the page
    CHECK(packer.insert(0, 5) == std::nullopt);
}

TEST_CASE("shelf packer fills a page exactly and then refuses") {
    ShelfPacker packer(8, 8, 1);
    // 2x2 images take 4x4 cells with padding: exactly 4 fit in an 8x8 page.
    CHECK(packer.insert(2, 2) == ipos(1, 1));
    CHECK(packer.insert(2, 2) == ipos(5, 1));
    CHECK(packer.insert(2, 2) == ipos(1, 5));
    CHECK(packer.insert(2, 2) == ipos(5, 5));
    CHECK(packer.insert(1, 1) == std::nullopt);
}
