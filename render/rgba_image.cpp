#include "render/rgba_image.h"

#include <algorithm>
#include <cstddef>
#include <cstring>

namespace gaitlab {

namespace {
std::size_t indexOf(const RgbaImage& image, int x, int y) {
    return (static_cast<std::size_t>(y) * static_cast<std::size_t>(image.width) + static_cast<std::size_t>(x)) * 4;
}
}  // namespace

RgbaImage::RgbaImage(int w, int h, Rgba8 fill) : width(std::max(w, 0)), height(std::max(h, 0)) {
    pixels.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height) * 4);
    if (pixels.empty() || fill == Rgba8{0, 0, 0, 0}) return;
    // Fill by doubling copies: cheap even in sanitizer builds, where per-byte loops are slow.
    const uint8_t first[4] = {fill.r, fill.g, fill.b, fill.a};
    std::memcpy(pixels.data(), first, 4);
    for (std::size_t done = 4; done < pixels.size();) {
        const std::size_t n = std::min(done, pixels.size() - done);
        std::memcpy(pixels.data() + done, pixels.data(), n);
        done += n;
    }
}

Rgba8 RgbaImage::at(int x, int y) const {
    if (x < 0 || y < 0 || x >= width || y >= height) return Rgba8{0, 0, 0, 0};
    const std::size_t i = indexOf(*this, x, y);
    return Rgba8{pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]};
}

void RgbaImage::set(int x, int y, Rgba8 color) {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const std::size_t i = indexOf(*this, x, y);
    pixels[i] = color.r;
    pixels[i + 1] = color.g;
    pixels[i + 2] = color.b;
    pixels[i + 3] = color.a;
}

RgbaImage placeholderImage(int width, int height) {
    RgbaImage image(std::max(width, 1), std::max(height, 1));
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x)
            image.set(x, y, ((x / 4 + y / 4) % 2 == 0) ? Rgba8{255, 0, 255, 255} : Rgba8{0, 0, 0, 255});
    return image;
}

void flipRows(RgbaImage& image) {
    const std::size_t row = static_cast<std::size_t>(image.width) * 4;
    std::vector<uint8_t> temp(row);
    for (int y = 0; y < image.height / 2; ++y) {
        uint8_t* top = image.pixels.data() + row * static_cast<std::size_t>(y);
        uint8_t* bottom = image.pixels.data() + row * static_cast<std::size_t>(image.height - 1 - y);
        std::memcpy(temp.data(), top, row);
        std::memcpy(top, bottom, row);
        std::memcpy(bottom, temp.data(), row);
    }
}

void blit(RgbaImage& dst, const RgbaImage& src, int x, int y) {
    const int x0 = std::max(x, 0);
    const int x1 = std::min(x + src.width, dst.width);
    if (x1 <= x0) return;
    const auto bytes = static_cast<std::size_t>(x1 - x0) * 4;
    for (int sy = std::max(0, -y); sy < src.height && y + sy < dst.height; ++sy)
        std::memcpy(dst.pixels.data() + indexOf(dst, x0, y + sy), src.pixels.data() + indexOf(src, x0 - x, sy), bytes);
}

RgbaImage downscale(const RgbaImage& image, int factor) {
    if (factor <= 1) return image;
    RgbaImage out(image.width / factor, image.height / factor);
    for (int y = 0; y < out.height; ++y)
        for (int x = 0; x < out.width; ++x)
            std::memcpy(out.pixels.data() + indexOf(out, x, y),
                        image.pixels.data() + indexOf(image, x * factor, y * factor), 4);
    return out;
}

namespace {
constexpr int kGap = 2;
}  // namespace

int montageFactor(int cell_w, int cell_h, int count, int columns, int max_width, int max_height) {
    if (count <= 0 || columns <= 0) return 1;
    const int cols = std::min(columns, count);
    const int rows = (count + cols - 1) / cols;
    int factor = 1;
    while (factor < std::max(cell_w, cell_h) &&
           ((cell_w / factor + kGap) * cols + kGap > max_width || (cell_h / factor + kGap) * rows + kGap > max_height))
        ++factor;
    return factor;
}

RgbaImage montage(const std::vector<RgbaImage>& images, int columns, int max_width, int max_height) {
    if (images.empty() || columns <= 0) return {};
    const int count = static_cast<int>(images.size());
    const int cols = std::min(columns, count);
    const int rows = (count + cols - 1) / cols;
    const int cell_w = images.front().width;
    const int cell_h = images.front().height;
    const int factor = montageFactor(cell_w, cell_h, count, columns, max_width, max_height);
    const int w = cell_w / factor;
    const int h = cell_h / factor;
    RgbaImage sheet((w + kGap) * cols + kGap, (h + kGap) * rows + kGap, Rgba8{24, 24, 28, 255});
    for (std::size_t i = 0; i < images.size(); ++i) {
        const int c = static_cast<int>(i) % cols;
        const int r = static_cast<int>(i) / cols;
        blit(sheet, downscale(images[i], factor), kGap + c * (w + kGap), kGap + r * (h + kGap));
    }
    return sheet;
}

}  // namespace gaitlab
