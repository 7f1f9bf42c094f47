#include "app/recording/gif_palette.h"

#include <algorithm>
#include <stdexcept>

#include <gif_lib.h>

namespace gaitlab {

namespace {

// 255: one entry stays free for the transparent index that marks unchanged pixels (gif_writer.h).
constexpr std::size_t kMaxGifColours = 255;
constexpr std::size_t kPaletteSamplePixels = 1u << 20;
constexpr std::size_t kMaxKeptColours = 192;  // the art's own; at least 63 entries stay for the rest

uint32_t packRgb(const uint8_t* p) {
    return static_cast<uint32_t>(p[0]) << 16 | static_cast<uint32_t>(p[1]) << 8 | static_cast<uint32_t>(p[2]);
}

int distance2(uint32_t rgb, const std::array<uint8_t, 3>& c) {
    const int dr = static_cast<int>(rgb >> 16 & 0xff) - c[0];
    const int dg = static_cast<int>(rgb >> 8 & 0xff) - c[1];
    const int db = static_cast<int>(rgb & 0xff) - c[2];
    return dr * dr + dg * dg + db * db;
}

/// Every colour of the frames with its count, or an empty map once there are more than 256.
std::unordered_map<uint32_t, std::size_t> fewColours(const FrameSequence& frames) {
    std::unordered_map<uint32_t, std::size_t> counts;
    RgbaImage scratch;
    for (std::size_t f = 0; f < frames.size(); ++f) {
        const std::vector<uint8_t>& px = frames.image(f, scratch).pixels;
        uint32_t last = 0xffffffffu;
        for (std::size_t i = 0; i < px.size(); i += 4) {
            const uint32_t rgb = packRgb(&px[i]);
            if (rgb == last) {
                ++counts[rgb];
                continue;
            }
            last = rgb;
            ++counts[rgb];
            if (counts.size() > kMaxGifColours) return {};
        }
    }
    return counts;
}

}  // namespace

uint8_t GifPalette::nearest(uint32_t rgb) const {
    std::size_t best = 0;
    int best_d = distance2(rgb, colours[0]);
    for (std::size_t i = 1; i < colours.size() && best_d > 0; ++i) {
        const int d = distance2(rgb, colours[i]);
        if (d < best_d) {
            best_d = d;
            best = i;
        }
    }
    return static_cast<uint8_t>(best);
}

uint8_t GifPalette::indexOf(Rgba8 colour) {
    const uint32_t rgb = static_cast<uint32_t>(colour.r) << 16 | static_cast<uint32_t>(colour.g) << 8 | colour.b;
    if (const auto it = cache_.find(rgb); it != cache_.end()) return it->second;
    const uint8_t index = nearest(rgb);
    cache_.emplace(rgb, index);
    return index;
}

GifPalette chooseGifPalette(const std::vector<AnimationFrame>& frames, const std::vector<Rgba8>& keep) {
    return chooseGifPalette(FrameList(frames), keep);
}

GifPalette chooseGifPalette(const FrameSequence& frames, const std::vector<Rgba8>& keep) {
    GifPalette palette;
    if (const auto counts = fewColours(frames); !counts.empty()) {
        std::vector<std::pair<uint32_t, std::size_t>> sorted(counts.begin(), counts.end());
        std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
            return a.second != b.second ? a.second > b.second : a.first < b.first;
        });
        for (const auto& [rgb, count] : sorted) {
            palette.cache_.emplace(rgb, static_cast<uint8_t>(palette.colours.size()));
            palette.colours.push_back(
                {static_cast<uint8_t>(rgb >> 16), static_cast<uint8_t>(rgb >> 8), static_cast<uint8_t>(rgb)});
        }
        if (palette.colours.size() < 2) palette.colours.push_back({0, 0, 0});  // GIF's smallest table has 2 entries
        palette.exact = true;
        return palette;
    }
    // The kept colours first, exactly; the cut shares the other entries among the pixels of other colours.
    std::unordered_map<uint32_t, uint8_t> kept;
    for (const Rgba8& c : keep) {
        if (kept.size() >= kMaxKeptColours) break;
        const uint32_t rgb = static_cast<uint32_t>(c.r) << 16 | static_cast<uint32_t>(c.g) << 8 | c.b;
        if (kept.emplace(rgb, static_cast<uint8_t>(palette.colours.size())).second)
            palette.colours.push_back({c.r, c.g, c.b});
    }
    palette.kept = static_cast<int>(palette.colours.size());
    // A sample spread evenly over every pixel of every frame, as three planes for giflib.
    std::size_t total = 0;
    for (std::size_t f = 0; f < frames.size(); ++f)
        total += static_cast<std::size_t>(frames.width(f)) * static_cast<std::size_t>(frames.height(f));
    const std::size_t stride = std::max<std::size_t>(1, total / kPaletteSamplePixels);
    std::vector<GifByteType> r, g, b;
    std::vector<uint32_t> sample;
    std::size_t at = 0;
    RgbaImage scratch;
    for (std::size_t f = 0; f < frames.size(); ++f) {
        const std::vector<uint8_t>& px = frames.image(f, scratch).pixels;
        for (std::size_t i = 0; i < px.size(); i += 4, ++at) {
            if (at % stride != 0 || kept.count(packRgb(&px[i])) > 0) continue;
            r.push_back(px[i]);
            g.push_back(px[i + 1]);
            b.push_back(px[i + 2]);
            sample.push_back(packRgb(&px[i]));
        }
    }
    palette.cache_ = kept;
    if (!sample.empty()) {
        int size = static_cast<int>(kMaxGifColours) - palette.kept;
        std::vector<GifByteType> indices(sample.size());
        std::vector<GifColorType> map(256);
        if (GifQuantizeBuffer(static_cast<unsigned>(sample.size()), 1, &size, r.data(), g.data(), b.data(),
                              indices.data(), map.data()) != GIF_OK)
            throw std::runtime_error("the GIF colour table could not be made (giflib's median cut failed)");
        for (int i = 0; i < size; ++i) palette.colours.push_back({map[i].Red, map[i].Green, map[i].Blue});
    }
    if (palette.colours.size() < 2) palette.colours.push_back({0, 0, 0});
    // One refinement: each entry of the cut becomes the mean of the sampled colours nearest to it (kept ones stay).
    std::vector<std::array<uint64_t, 4>> sums(palette.colours.size(), {0, 0, 0, 0});
    for (const uint32_t rgb : sample) {
        const uint8_t index = palette.nearest(rgb);
        if (index < palette.kept) continue;
        auto& s = sums[index];
        s[0] += rgb >> 16 & 0xff;
        s[1] += rgb >> 8 & 0xff;
        s[2] += rgb & 0xff;
        ++s[3];
    }
    for (std::size_t i = 0; i < sums.size(); ++i)
        if (sums[i][3] > 0)
            for (int c = 0; c < 3; ++c)
                palette.colours[i][static_cast<std::size_t>(c)] =
                    static_cast<uint8_t>((sums[i][static_cast<std::size_t>(c)] + sums[i][3] / 2) / sums[i][3]);
    return palette;
}

}  // namespace gaitlab
