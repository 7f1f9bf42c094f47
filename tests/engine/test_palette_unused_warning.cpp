// A palette whose entries mostly have a component above 63 (engine/formats/palette.h, D24): the entries are unused as the
// game reads them, and the file loads with a warning naming it and the count, also through an FRM that uses it.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/formats/frm_reader.h"
#include "engine/formats/palette.h"
#include "sprite_fixtures.h"

namespace {

// 768 bytes: entries 1..`unused` have red 255 (above 63: unused), the others (10, 20, 30).
std::vector<uint8_t> paletteWithUnused(int unused) {
    std::vector<uint8_t> bytes(768);
    for (int i = 0; i < 256; ++i) {
        const bool spare = i >= 1 && i <= unused;
        bytes[static_cast<std::size_t>(3 * i)] = spare ? 255 : 10;
        bytes[static_cast<std::size_t>(3 * i + 1)] = 20;
        bytes[static_cast<std::size_t>(3 * i + 2)] = 30;
    }
    return bytes;
}

}  // namespace

TEST_CASE("palette: more than half of entries 1..255 unused is a warning naming the file and the count") {
    // 127 of 255 is not most; 128 is.
    const gaitlab::Palette half = gaitlab::parsePal(paletteWithUnused(127), "half.pal");
    CHECK(half.unusedCount() == 127);
    CHECK(half.warnings.empty());

    const gaitlab::Palette most = gaitlab::parsePal(paletteWithUnused(128), "most.pal");
    CHECK(most.unusedCount() == 128);
    REQUIRE(most.warnings.size() == 1);
    CHECK(most.warnings[0].severity == gaitlab::Severity::Warning);
    CHECK(most.warnings[0].file == "most.pal");
    CHECK(most.warnings[0].message ==
          "most.pal: 128 of 255 entries have a component above 63 and are unused (drawn black, never chosen; D24): a "
          ".pal holds 6-bit components 0..63");
    // The entries stay as D24 reads them: unused ones opaque black, the others scaled x4.
    CHECK(most.colors[128] == gaitlab::PaletteColor{0, 0, 0, 255});
    CHECK(most.colors[129] == gaitlab::PaletteColor{40, 80, 120, 255});
}

TEST_CASE("palette: an FRM read with a mostly unused palette beside it carries the palette's warning") {
    const fixtures::TempDir dir("palwarn");
    fixtures::FrmFrame f;
    f.w = 1;
    f.h = 1;
    f.indices = {200};
    fixtures::writeBytes(dir.file("rat.frm"), fixtures::frmBytes({}, {{f}}));
    const std::vector<uint8_t> pal = paletteWithUnused(255);
    fixtures::writeBytes(dir.file("rat.pal"), fixtures::Bytes(pal.begin(), pal.end()));
    const gaitlab::SpriteAnimation anim = gaitlab::loadFrm(dir.file("rat.frm"));
    REQUIRE_FALSE(anim.warnings.empty());
    CHECK(anim.warnings[0].file == dir.file("rat.pal"));
    CHECK(anim.warnings[0].message.rfind(dir.file("rat.pal") + ": 255 of 255 entries have a component above 63", 0) ==
          0);
    // Entry 200 is unused: drawn opaque black.
    REQUIRE(anim.dirs[0].frames[0].rgba.size() == 4);
    CHECK(anim.dirs[0].frames[0].rgba == std::vector<uint8_t>{0, 0, 0, 255});
}

TEST_CASE("palette: a size other than the game's 768 or 33536 bytes is read all the same, with a warning") {
    CHECK(gaitlab::parsePal(paletteWithUnused(0), "colours.pal").warnings.empty());
    std::vector<uint8_t> with_table = paletteWithUnused(0);
    with_table.resize(768 + 32768, 7);
    CHECK(gaitlab::parsePal(with_table, "color.pal").warnings.empty());
    std::vector<uint8_t> grown = paletteWithUnused(0);
    grown.push_back(0);
    const gaitlab::Palette p = gaitlab::parsePal(grown, "grown.pal");
    REQUIRE(p.warnings.size() == 1);
    CHECK(p.warnings[0].message ==
          "grown.pal: palette of 769 bytes, expected 768 (256 RGB triplets) or 33536 (with the game's colour lookup "
          "table): the first 768 are read as the colours, the rest is ignored");
    CHECK(p.colors[5] == gaitlab::PaletteColor{40, 80, 120, 255});  // read as a 768-byte one
}
