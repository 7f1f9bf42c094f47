#include "engine/palette.h"

#include <filesystem>

#include "engine/byte_io.h"
#include "engine/file_read.h"

namespace gaitlab {

const Palette& defaultPalette() {
    static const Palette palette = [] {
        Palette p;
        int i = 1;
        for (int r = 0; r < 6; ++r) {
            for (int g = 0; g < 6; ++g) {
                for (int b = 0; b < 6; ++b) {
                    p.colors[static_cast<size_t>(i++)] = {static_cast<uint8_t>(r * 51), static_cast<uint8_t>(g * 51),
                                                          static_cast<uint8_t>(b * 51), 255};
                }
            }
        }
        for (int k = 1; i < 256; ++k, ++i) {
            const auto v = static_cast<uint8_t>(k * 255 / 40);
            p.colors[static_cast<size_t>(i)] = {v, v, v, 255};
        }
        return p;
    }();
    return palette;
}

Palette parsePal(std::span<const uint8_t> bytes, const std::string& path) {
    if (bytes.size() < 768) {
        throw FormatError(
            path, 0, "truncated palette: expected 768 bytes (256 RGB triplets), got " + std::to_string(bytes.size()),
            static_cast<long>(bytes.size()));
    }
    Palette p;
    static constexpr const char* kComponent[3] = {"R", "G", "B"};
    for (size_t i = 0; i < 256; ++i) {
        uint8_t c[3];
        for (size_t k = 0; k < 3; ++k) {
            c[k] = bytes[i * 3 + k];
            if (c[k] > 63) {
                // 6-bit VGA components; *4 would wrap past 255.
                throw FormatError(path, 0,
                                  "palette index " + std::to_string(i) + " component " + kComponent[k] + " = " +
                                      std::to_string(c[k]) + ", expected 0..63",
                                  static_cast<long>(i * 3 + k));
            }
        }
        p.colors[i] = {static_cast<uint8_t>(c[0] * 4), static_cast<uint8_t>(c[1] * 4), static_cast<uint8_t>(c[2] * 4),
                       255};
    }
    p.colors[0] = {0, 0, 0, 0};
    return p;
}

Palette loadPal(const std::string& path) {
    const std::vector<uint8_t> bytes = readRegularFile(path, kMaxBinaryFileBytes);
    return parsePal(bytes, path);
}

std::optional<std::string> findPaletteBeside(const std::string& sprite_path) {
    namespace fs = std::filesystem;
    const fs::path p(sprite_path);
    for (const char* ext : {".pal", ".PAL"}) {
        const fs::path candidate = p.parent_path() / (p.stem().string() + ext);
        std::error_code ec;
        if (fs::is_regular_file(candidate, ec)) {
            return candidate.string();
        }
    }
    return std::nullopt;
}

uint8_t nearestPaletteIndex(const Palette& palette, uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    if (a < 128) {
        return 0;
    }
    int best = 1;
    long best_dist = -1;
    for (int i = 1; i < 256; ++i) {
        const PaletteColor& c = palette.colors[static_cast<size_t>(i)];
        const long dr = long{c.r} - r;
        const long dg = long{c.g} - g;
        const long db = long{c.b} - b;
        const long dist = dr * dr + dg * dg + db * db;
        if (best_dist < 0 || dist < best_dist) {
            best = i;
            best_dist = dist;
            if (dist == 0) {
                break;
            }
        }
    }
    return static_cast<uint8_t>(best);
}

}  // namespace gaitlab
