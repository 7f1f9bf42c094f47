// Palettes as the game reads them (D24): the first 768 bytes are 256 RGB triplets in 0..63 scaled by 4, an entry
// with a component above 63 is unused (opaque black, never chosen when quantising), and what follows (the game's
// colour lookup tables, 33,536 bytes in all for color.pal) is ignored.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "engine/formats/palette.h"

namespace {

/// A palette file in the game's layout: entry i = (i % 64, (i * 3) % 64, 63 - i % 64), entries 0 and 250-255 with
/// 255 in one component (unused), then 32,768 bytes of lookup table.
std::vector<uint8_t> gameLayoutPal() {
    std::vector<uint8_t> bytes;
    for (int i = 0; i < 256; ++i) {
        bytes.push_back(static_cast<uint8_t>(i % 64));
        bytes.push_back(static_cast<uint8_t>((i * 3) % 64));
        bytes.push_back(static_cast<uint8_t>(63 - i % 64));
    }
    bytes[0] = 255;
    for (int i = 250; i < 256; ++i) bytes[static_cast<std::size_t>(i) * 3 + static_cast<std::size_t>(i % 3)] = 255;
    bytes.resize(768 + 32768, 0xAB);
    return bytes;
}

}  // namespace

TEST_CASE("the game's palette layout reads: spare entries unused, lookup tables ignored") {
    const std::vector<uint8_t> bytes = gameLayoutPal();
    REQUIRE(bytes.size() == 33536);
    const gaitlab::Palette p = gaitlab::parsePal(bytes, "color.pal");
    CHECK(p.colors[0] == gaitlab::PaletteColor{0, 0, 0, 0});  // transparent, whatever the file says
    CHECK(p.colors[1] == gaitlab::PaletteColor{4, 12, 248, 255});
    CHECK(p.colors[100] == gaitlab::PaletteColor{36 * 4, 44 * 4, 27 * 4, 255});  // 100 % 64, 300 % 64, 63 - 36
    for (int i = 250; i < 256; ++i) {
        CAPTURE(i);
        CHECK(p.unused[static_cast<std::size_t>(i)]);
        CHECK(p.colors[static_cast<std::size_t>(i)] == gaitlab::PaletteColor{0, 0, 0, 255});
    }
    CHECK_FALSE(p.unused[249]);
    CHECK(p.unusedCount() == 6);
}

TEST_CASE("quantising never picks an unused entry, even for black") {
    std::vector<uint8_t> bytes = gameLayoutPal();
    const gaitlab::Palette p = gaitlab::parsePal(bytes, "color.pal");
    // Pure black: entries 250-255 are black but unused; the used entry nearest to black wins.
    const uint8_t black = gaitlab::nearestPaletteIndex(p, 0, 0, 0, 255);
    CHECK_FALSE(p.unused[black]);
    CHECK(black < 250);
    // A palette colour maps back to its own index.
    CHECK(gaitlab::nearestPaletteIndex(p, 4, 12, 248, 255) == 1);
    CHECK(gaitlab::nearestPaletteIndex(p, 4, 12, 248, 100) == 0);  // alpha < 128: transparent
}
