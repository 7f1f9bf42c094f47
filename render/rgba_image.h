// An RGBA8 image in memory (row 0 at the top): decoded PNG frames, atlas uploads, captures, montages and the
// asset generator's canvases. File I/O (PNG) is in app/files/image_file.h.
// Pure: no GL or SDL.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/drawlist/draw_list.h"
#include "engine/hex/hex.h"

namespace gaitlab {

struct RgbaImage {
    int width = 0;                ///< pixels
    int height = 0;               ///< pixels
    std::vector<uint8_t> pixels;  ///< width*height*4 bytes, R,G,B,A, rows top to bottom

    RgbaImage() = default;
    RgbaImage(int w, int h, Rgba8 fill = Rgba8{0, 0, 0, 0});
    [[nodiscard]] bool empty() const { return width <= 0 || height <= 0; }
    [[nodiscard]] bool contains(int x, int y) const { return x >= 0 && y >= 0 && x < width && y < height; }
    /// Pixel at (x, y); (0,0,0,0) outside the image.
    [[nodiscard]] Rgba8 at(int x, int y) const;
    /// Writes (x, y); ignored outside the image (shapes drawn onto it are clipped, never wrapped).
    void set(int x, int y, Rgba8 color);
    /// True when the pixel at (x, y) has a non-zero alpha; false outside the image.
    [[nodiscard]] bool opaque(int x, int y) const { return at(x, y).a != 0; }
};

/// Magenta/black 4-pixel checkerboard of the given size (at least 1x1): the visible stand-in for a frame
/// or tile whose pixels could not be loaded.
[[nodiscard]] RgbaImage placeholderImage(int width, int height);
/// Reverses the row order in place (GL readback gives the bottom row first).
void flipRows(RgbaImage& image);
/// Copies `src` into `dst` with its top-left at (x, y), clipped to `dst`. No blending.
void blit(RgbaImage& dst, const RgbaImage& src, int x, int y);
/// Shrinks by an integer factor >= 1 keeping the top-left pixel of every factor x factor block.
[[nodiscard]] RgbaImage downscale(const RgbaImage& image, int factor);
/// Smallest integer factor >= 1 that fits `count` cells of cell_w x cell_h, `columns` wide with 2-pixel gaps,
/// into max_width x max_height pixels (lets callers shrink frames as they arrive).
[[nodiscard]] int montageFactor(int cell_w, int cell_h, int count, int columns, int max_width, int max_height);
/// A grid of equally sized images, `columns` wide, 2-pixel dark gaps, each cell shrunk by the smallest
/// integer factor that keeps the sheet within max_width x max_height pixels. Empty input -> empty image.
[[nodiscard]] RgbaImage montage(const std::vector<RgbaImage>& images, int columns, int max_width, int max_height);

}  // namespace gaitlab
