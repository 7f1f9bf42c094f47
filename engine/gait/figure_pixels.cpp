#include "engine/gait/figure_pixels.h"

#include <array>
#include <bit>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>

namespace gaitlab {

namespace {

// A frame's pixels as keys on a grid one pixel larger on each side, so every pixel has four neighbours.
struct KeyGrid {
    int width = 0;
    int height = 0;
    std::vector<uint32_t> keys;
    [[nodiscard]] uint32_t at(int x, int y) const {
        return x < 0 || y < 0 || x >= width || y >= height
                   ? 0
                   : keys[static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)];
    }
};

bool hasPixels(const SpriteFrame& f) {
    return f.width > 0 && f.height > 0 &&
           f.rgba.size() == static_cast<size_t>(f.width) * static_cast<size_t>(f.height) * 4;
}

KeyGrid keyGrid(const SpriteFrame& f) {
    KeyGrid g;
    g.width = f.width;
    g.height = f.height;
    g.keys.assign(static_cast<size_t>(f.width) * static_cast<size_t>(f.height), 0);
    for (size_t i = 0; i < g.keys.size(); ++i) {
        const uint8_t* p = &f.rgba[i * 4];
        if (p[3] >= kFigureAlphaThreshold) g.keys[i] = rgbaKey(p[0], p[1], p[2], p[3]);
    }
    return g;
}

constexpr std::array<std::array<int, 2>, 4> kNeighbours{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

std::string colourText(uint32_t key) {
    if (key == 0) return "transparent";
    char text[8];
    std::snprintf(text, sizeof text, "#%02x%02x%02x", key & 0xFF, (key >> 8) & 0xFF, (key >> 16) & 0xFF);
    return text;
}

}  // namespace

uint32_t rgbaKey(uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    return static_cast<uint32_t>(r) | static_cast<uint32_t>(g) << 8 | static_cast<uint32_t>(b) << 16 |
           static_cast<uint32_t>(a == 0 ? 1 : a) << 24;
}

std::string GroundShadow::describe() const {
    std::string text;
    if (dither) text = "a checkerboard of " + colourText(dither->first) + " and " + colourText(dither->second);
    if (solid) text += (text.empty() ? "" : " and ") + std::string("solid ") + colourText(*solid);
    return text.empty() ? "none" : text;
}

uint32_t FigurePixels::at(ipos p) const {
    const int x = p.x - origin.x;
    const int y = p.y - origin.y;
    if (x < 0 || y < 0 || x >= width || y >= height) return 0;
    return colour[static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)];
}

GroundShadow findGroundShadow(const std::vector<const SpriteFrame*>& frames) {
    std::map<std::pair<uint32_t, uint32_t>, long> checker;  // unordered pair (low, high) -> perfect checker pixels
    std::map<uint32_t, long> interior;                      // colour -> pixels inside a blob of it
    std::map<uint32_t, long> lowest;                        // colour -> columns whose lowest drawn pixel it is
    long columns = 0;
    for (const SpriteFrame* f : frames) {
        if (!f || !hasPixels(*f)) continue;
        const KeyGrid g = keyGrid(*f);
        for (int x = 0; x < g.width; ++x)
            for (int y = g.height - 1; y >= 0; --y)
                if (const uint32_t c = g.at(x, y)) {
                    ++lowest[c];
                    ++columns;
                    break;
                }
        for (int y = 0; y < g.height; ++y) {
            for (int x = 0; x < g.width; ++x) {
                const uint32_t c = g.at(x, y);
                if (c == 0) continue;
                const uint32_t first = g.at(x + kNeighbours[0][0], y + kNeighbours[0][1]);
                bool same_other = first != c;
                bool all_same = true;
                for (const auto& n : kNeighbours) {
                    const uint32_t k = g.at(x + n[0], y + n[1]);
                    same_other = same_other && k == first;
                    all_same = all_same && k == c;
                }
                if (same_other) ++checker[{std::min(c, first), std::max(c, first)}];
                if (all_same) ++interior[c];
            }
        }
    }
    const long n = static_cast<long>(frames.size());
    GroundShadow shadow;
    long best = 0;
    for (const auto& [pair, count] : checker) {
        if (count > best) {
            best = count;
            shadow.dither = pair;
        }
    }
    if (best < kDitherPixelsPerFrame * n) shadow.dither.reset();
    best = 0;
    for (const auto& [colour, count] : interior) {
        const auto low = lowest.find(colour);
        const long under = low == lowest.end() ? 0 : low->second;
        if (static_cast<double>(under) < kShadowLowestShare * static_cast<double>(columns)) continue;
        if (count > best) {
            best = count;
            shadow.solid = colour;
        }
    }
    if (best < kSolidShadowPixelsPerFrame * n) shadow.solid.reset();
    return shadow;
}

GroundShadow animationShadow(const SpriteAnimation& anim) {
    std::vector<const SpriteFrame*> frames;
    for (const SpriteSheet& sheet : anim.dirs)
        for (const SpriteFrame& f : sheet.frames) frames.push_back(&f);
    return findGroundShadow(frames);
}

FigurePixels figurePixels(const SpriteFrame& frame, const GroundShadow& shadow) {
    FigurePixels out;
    if (!hasPixels(frame)) return out;
    KeyGrid g = keyGrid(frame);
    if (shadow.dither || shadow.solid) {
        std::vector<uint32_t> kept = g.keys;
        for (int y = 0; y < g.height; ++y) {
            for (int x = 0; x < g.width; ++x) {
                const uint32_t c = g.at(x, y);
                if (c == 0) continue;
                bool drop = shadow.solid && c == *shadow.solid;
                if (!drop && shadow.dither && (c == shadow.dither->first || c == shadow.dither->second)) {
                    const uint32_t partner = c == shadow.dither->first ? shadow.dither->second : shadow.dither->first;
                    int partners = 0;
                    for (const auto& n : kNeighbours) partners += g.at(x + n[0], y + n[1]) == partner ? 1 : 0;
                    drop = partners >= 2;
                }
                if (drop) kept[static_cast<size_t>(y) * static_cast<size_t>(g.width) + static_cast<size_t>(x)] = 0;
            }
        }
        g.keys = std::move(kept);
        // The specks the shadow's edge leaves: drawn pixels with no drawn neighbour.
        std::vector<uint32_t> cleaned = g.keys;
        for (int y = 0; y < g.height; ++y) {
            for (int x = 0; x < g.width; ++x) {
                if (g.at(x, y) == 0) continue;
                bool alone = true;
                for (int dy = -1; dy <= 1 && alone; ++dy)
                    for (int dx = -1; dx <= 1 && alone; ++dx)
                        if ((dx != 0 || dy != 0) && g.at(x + dx, y + dy) != 0) alone = false;
                if (alone) cleaned[static_cast<size_t>(y) * static_cast<size_t>(g.width) + static_cast<size_t>(x)] = 0;
            }
        }
        g.keys = std::move(cleaned);
    }
    out.origin = {-(frame.width / 2) + frame.draw_offset.x, -frame.height + frame.draw_offset.y};
    out.width = frame.width;
    out.height = frame.height;
    out.colour = std::move(g.keys);
    for (const uint32_t k : out.colour) out.count += k != 0 ? 1 : 0;
    return out;
}

namespace {

// A figure's drawn pixels as one bit each, rows of 64-bit words: how many pixels two figures share at a shift is
// counted a word at a time, which bounds the score silhouetteShift would compute there.
struct FigureBits {
    ipos origin{0, 0};
    int width = 0;
    int height = 0;
    int words = 0;
    std::vector<uint64_t> bits;

    explicit FigureBits(const FigurePixels& f)
        : origin(f.origin), width(f.width), height(f.height), words((f.width + 63) / 64) {
        bits.assign(static_cast<size_t>(words) * static_cast<size_t>(height), 0);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                if (f.colour[static_cast<size_t>(y) * static_cast<size_t>(width) + static_cast<size_t>(x)] != 0)
                    bits[static_cast<size_t>(y * words + x / 64)] |= uint64_t{1} << (x % 64);
    }
    [[nodiscard]] uint64_t word(int row, int w) const {
        return w < 0 || w >= words ? 0 : bits[static_cast<size_t>(row * words + w)];
    }
    // The 64 bits of `row` from column `bit` on (columns outside the box are empty).
    [[nodiscard]] uint64_t window(int row, int bit) const {
        if (bit >= width || bit <= -64) return 0;
        const int w = bit >= 0 ? bit / 64 : -((-bit + 63) / 64);
        const int off = bit - 64 * w;
        const uint64_t low = word(row, w) >> off;
        return off == 0 ? low : low | word(row, w + 1) << (64 - off);
    }
    // Pixels drawn in both this figure moved by `s` and `other`.
    [[nodiscard]] long overlap(const FigureBits& other, ipos s) const {
        long total = 0;
        for (int y = 0; y < height; ++y) {
            const int row = y + origin.y + s.y - other.origin.y;
            if (row < 0 || row >= other.height) continue;
            for (int w = 0; w < words; ++w)
                if (const uint64_t mine = bits[static_cast<size_t>(y * words + w)])
                    total += std::popcount(mine & other.window(row, origin.x + 64 * w + s.x - other.origin.x));
        }
        return total;
    }
};

}  // namespace

namespace {

// The middle of a figure's drawn pixels, root-relative, px.
std::array<double, 2> figureMiddle(const FigurePixels& f) {
    double sx = 0.0;
    double sy = 0.0;
    long n = 0;
    for (int y = 0; y < f.height; ++y)
        for (int x = 0; x < f.width; ++x)
            if (f.colour[static_cast<size_t>(y) * static_cast<size_t>(f.width) + static_cast<size_t>(x)] != 0) {
                sx += x + f.origin.x;
                sy += y + f.origin.y;
                ++n;
            }
    if (n == 0) return {0.0, 0.0};
    return {sx / static_cast<double>(n), sy / static_cast<double>(n)};
}

}  // namespace

std::optional<ipos> silhouetteShift(const FigurePixels& a, const FigurePixels& b) {
    if (a.empty() || b.empty()) return std::nullopt;
    struct Pixel {
        ipos p;
        uint32_t key;
    };
    std::vector<Pixel> pixels;
    pixels.reserve(static_cast<size_t>(a.count));
    for (int y = 0; y < a.height; ++y)
        for (int x = 0; x < a.width; ++x)
            if (const uint32_t k =
                    a.colour[static_cast<size_t>(y) * static_cast<size_t>(a.width) + static_cast<size_t>(x)])
                pixels.push_back({ipos{x + a.origin.x, y + a.origin.y}, k});
    const auto score = [&](ipos s) {
        long total = 0;
        for (const Pixel& px : pixels) {
            const uint32_t q = b.at(px.p + s);
            if (q != 0) total += q == px.key ? 4 : 1;
        }
        return total;
    };
    const FigureBits a_bits(a);
    const FigureBits b_bits(b);
    // A shared pixel scores 4 at most, so a shift sharing fewer than a quarter of a score already seen cannot be
    // the best one and is not scored; the coarse shift sharing the most pixels gives such a score up front.
    long floor = -1;
    {
        ipos most{0, 0};
        long most_shared = -1;
        for (int y = -kFigureReach; y <= kFigureReach; y += 2)
            for (int x = -kFigureReach; x <= kFigureReach; x += 2)
                if (const long n = a_bits.overlap(b_bits, {x, y}); n > most_shared) {
                    most_shared = n;
                    most = {x, y};
                }
        floor = score(most);
    }
    ipos best{0, 0};
    long best_score = -1;
    const auto consider = [&](ipos s) {
        if (std::abs(s.x) > kFigureReach || std::abs(s.y) > kFigureReach) return;
        if (4 * a_bits.overlap(b_bits, s) < std::max(best_score, floor)) return;
        const long v = score(s);
        const int size = std::abs(s.x) + std::abs(s.y);
        const int best_size = std::abs(best.x) + std::abs(best.y);
        if (v > best_score || (v == best_score && size < best_size)) {
            best_score = v;
            best = s;
        }
    };
    for (int y = -kFigureReach; y <= kFigureReach; y += 2)
        for (int x = -kFigureReach; x <= kFigureReach; x += 2) consider({x, y});
    const ipos coarse = best;
    for (int y = -1; y <= 1; ++y)
        for (int x = -1; x <= 1; ++x)
            if (x != 0 || y != 0) consider(coarse + ipos{x, y});
    // No shift within reach puts a single pixel of a on b: the figure moved further than that, and the motion of
    // its middle says how far (a jump of 3000 px is not 0 px).
    if (best_score <= 0) {
        const std::array<double, 2> ma = figureMiddle(a);
        const std::array<double, 2> mb = figureMiddle(b);
        return ipos{static_cast<int>(std::lround(mb[0] - ma[0])), static_cast<int>(std::lround(mb[1] - ma[1]))};
    }
    return best;
}

}  // namespace gaitlab
