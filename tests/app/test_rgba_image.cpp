// RGBA image helpers used for captures and montages.
#include <doctest/doctest.h>

#include "render/rgba_image.h"

using namespace gaitlab;

namespace {
constexpr Rgba8 kRedRgba{255, 0, 0, 255};
constexpr Rgba8 kBlueRgba{0, 0, 255, 255};
constexpr Rgba8 kMagenta{255, 0, 255, 255};
constexpr Rgba8 kBlack{0, 0, 0, 255};
}  // namespace

TEST_CASE("fill, flip and out-of-range reads") {
    RgbaImage image(1, 3, kRedRgba);
    image.set(0, 2, kBlueRgba);
    flipRows(image);
    CHECK(image.at(0, 0) == kBlueRgba);
    CHECK(image.at(0, 1) == kRedRgba);
    CHECK(image.at(0, 2) == kRedRgba);
    CHECK(image.at(5, 0) == Rgba8{0, 0, 0, 0});
    CHECK(RgbaImage(3, 2).at(2, 1) == Rgba8{0, 0, 0, 0});
}

TEST_CASE("placeholder is a 4-pixel magenta/black checker") {
    const RgbaImage image = placeholderImage(8, 8);
    CHECK(image.at(0, 0) == kMagenta);
    CHECK(image.at(3, 3) == kMagenta);
    CHECK(image.at(4, 0) == kBlack);
    CHECK(image.at(4, 4) == kMagenta);
    CHECK(placeholderImage(0, 0).width == 1);
}

TEST_CASE("downscale keeps the top-left pixel of each block, blit clips") {
    RgbaImage image(4, 4, kRedRgba);
    image.set(2, 0, kBlueRgba);
    image.set(3, 0, kBlack);
    const RgbaImage half = downscale(image, 2);
    CHECK(half.width == 2);
    CHECK(half.at(1, 0) == kBlueRgba);
    CHECK(half.at(0, 1) == kRedRgba);
    RgbaImage canvas(3, 3);
    blit(canvas, RgbaImage(2, 2, kBlueRgba), 2, -1);
    CHECK(canvas.at(2, 0) == kBlueRgba);
    CHECK(canvas.at(1, 0) == Rgba8{0, 0, 0, 0});
    CHECK(canvas.at(2, 1) == Rgba8{0, 0, 0, 0});
}

TEST_CASE("montage: grid with 2 px gaps, shrunk by the smallest integer factor that fits") {
    // 150 frames of 960x540 in 13 columns within 2048x2048: (960/f + 2)*13 + 2 <= 2048 first holds at f = 7.
    CHECK(montageFactor(960, 540, 150, 13, 2048, 2048) == 7);
    CHECK(montageFactor(200, 150, 5, 3, 4096, 4096) == 1);
    const std::vector<RgbaImage> images{RgbaImage(4, 2, kRedRgba), RgbaImage(4, 2, kRedRgba),
                                        RgbaImage(4, 2, kBlueRgba)};
    const RgbaImage grid = montage(images, 2, 100, 100);
    CHECK(grid.width == (4 + 2) * 2 + 2);
    CHECK(grid.height == (2 + 2) * 2 + 2);
    CHECK(grid.at(2, 2) == kRedRgba);                // first cell
    CHECK(grid.at(8, 2) == kRedRgba);                // second cell starts at 2 + 4 + 2
    CHECK(grid.at(2, 6) == kBlueRgba);               // third cell, second row at 2 + 2 + 2
    CHECK(grid.at(1, 1) == Rgba8{24, 24, 28, 255});  // gap colour
    CHECK(montage({}, 3, 10, 10).empty());
}
