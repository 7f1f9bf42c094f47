#include "engine/formats/palette.h"

#include <filesystem>

#include "engine/base/byte_io.h"
#include "engine/base/file_read.h"

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
    for (size_t i = 0; i < 256; ++i) {
        const uint8_t r = bytes[i * 3];
        const uint8_t g = bytes[i * 3 + 1];
        const uint8_t b = bytes[i * 3 + 2];
        // 6-bit VGA components; the game leaves an entry with a larger value unused (D24).
        if (r > 63 || g > 63 || b > 63) {
            p.unused[i] = true;
            p.colors[i] = {0, 0, 0, 255};
            continue;
        }
        p.colors[i] = {static_cast<uint8_t>(r * 4), static_cast<uint8_t>(g * 4), static_cast<uint8_t>(b * 4), 255};
    }
    p.colors[0] = {0, 0, 0, 0};
    // The game's palettes are the colours alone or the colours and its 32 KiB lookup table: another size is a file
    // cut short or grown, read all the same and said.
    if (bytes.size() != kPalColourBytes && bytes.size() != kPalWithTableBytes)
        p.warnings.push_back(warningRecord(path, 0,
                                           "palette of " + std::to_string(bytes.size()) + " bytes, expected " +
                                               std::to_string(kPalColourBytes) + " (256 RGB triplets) or " +
                                               std::to_string(kPalWithTableBytes) +
                                               " (with the game's colour lookup table): the first 768 are read as "
                                               "the colours, the rest is ignored"));
    // Entries 1..255 count (index 0 is transparent whatever it holds); most unused is a sign of 8-bit components.
    if (const int unused = p.unusedCount(); unused > 255 / 2)
        p.warnings.push_back(warningRecord(path, 0,
                                           std::to_string(unused) +
                                               " of 255 entries have a component above 63 and are unused (drawn "
                                               "black, never chosen; D24): a .pal holds 6-bit components 0..63"));
    return p;
}

int Palette::unusedCount() const {
    int n = 0;
    for (std::size_t i = 1; i < unused.size(); ++i) n += unused[i] ? 1 : 0;
    return n;
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
        if (palette.unused[static_cast<size_t>(i)]) continue;
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
