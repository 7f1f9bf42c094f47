#include "app/recording/recording_frame.h"

#include <algorithm>

#include "app/recording/label_text.h"

namespace gaitlab {

namespace {

constexpr int kCaptionPad = 3;  // pixels around the caption's text

void drawCaptionBand(RgbaImage& image, const std::vector<std::string>& caption) {
    int width = 0;
    for (const std::string& line : caption) width = std::max(width, labelTextWidth(line));
    const int w = std::min(image.width, width + 2 * kCaptionPad);
    const int h = std::min(image.height, static_cast<int>(caption.size()) * labelLineHeight() + 2 * kCaptionPad);
    const int a = kCaptionBand.a;
    for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
            const Rgba8 under = image.at(x, y);
            const auto mix = [a](uint8_t band, uint8_t u) {
                return static_cast<uint8_t>((band * a + u * (255 - a) + 127) / 255);
            };
            image.set(x, y,
                      Rgba8{mix(kCaptionBand.r, under.r), mix(kCaptionBand.g, under.g), mix(kCaptionBand.b, under.b),
                            255});
        }
    for (std::size_t i = 0; i < caption.size(); ++i)
        drawLabelText(image, kCaptionPad, kCaptionPad + static_cast<int>(i) * labelLineHeight(), caption[i],
                      kCaptionText);
}

}  // namespace

PixelRect frameAround(ipos capture_size, ipos centre, ipos box) {
    PixelRect r;
    r.w = std::clamp(box.x, 1, std::max(1, capture_size.x));
    r.h = std::clamp(box.y, 1, std::max(1, capture_size.y));
    r.x = std::clamp(centre.x - r.w / 2, 0, std::max(0, capture_size.x - r.w));
    r.y = std::clamp(centre.y - r.h / 2, 0, std::max(0, capture_size.y - r.h));
    return r;
}

RgbaImage recordingFrame(const RgbaImage& capture, std::optional<PixelRect> crop,
                         const std::vector<std::string>& caption, FrameScale scale) {
    RgbaImage image;
    if (crop) {
        const PixelRect r = frameAround(ipos(capture.width, capture.height),
                                        ipos(crop->x + crop->w / 2, crop->y + crop->h / 2), ipos(crop->w, crop->h));
        image = RgbaImage(r.w, r.h);
        for (int y = 0; y < r.h; ++y) {
            const auto from = capture.pixels.begin() + (static_cast<std::ptrdiff_t>(r.y + y) * capture.width + r.x) * 4;
            std::copy(from, from + static_cast<std::ptrdiff_t>(r.w) * 4,
                      image.pixels.begin() + static_cast<std::ptrdiff_t>(y) * r.w * 4);
        }
    } else {
        image = capture;
    }
    // The caption after the scale: it stays legible in a smaller recording and crisp in a larger one.
    image = scaleFrame(image, scale);
    if (!caption.empty()) drawCaptionBand(image, caption);
    return image;
}

}  // namespace gaitlab
