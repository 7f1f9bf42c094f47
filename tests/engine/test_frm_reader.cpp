// FRM reader (§6.2 and the §7.3 Test_ImageBaker facts): header fields, per-direction shifts,
// NextX/NextY, palettes (beside the file, explicit, the project default), timing and direction tables.
#include <doctest/doctest.h>

#include "engine/formats/frm_reader.h"
#include "engine/formats/sprite_resource.h"
#include "sprite_fixtures.h"

using namespace gaitlab;
using namespace fixtures;

namespace {

std::vector<uint8_t> px(uint8_t r, uint8_t g, uint8_t b, uint8_t a) { return {r, g, b, a}; }

}  // namespace

TEST_CASE("FRM BakesFrmWithCritterNewNameAndCustomPalette: RAT.frm with RAT.pal beside it") {
    TempDir dir("frm_rat");
    FrmHeader h;
    h.fps = 5;
    h.count = 2;
    h.shift_x[0] = 7;
    h.shift_y[0] = -8;
    // RAT.pal index 1 = (1,2,3) -> (4,8,12); index 2 = (4,5,6) -> (16,20,24).
    writeBytes(dir.file("art/critters/RAT.frm"), frmBytes(h, {{{1, 1, 2, -3, {1}}, {1, 1, -4, 5, {2}}}}));
    writeBytes(dir.file("art/critters/RAT.pal"), ratPal());

    const SpriteAnimation a = loadFrm(dir.file("art/critters/RAT.frm"));
    CHECK(a.fps == 5);
    CHECK(a.name == "RAT");
    REQUIRE(a.dirs.size() == 1);
    const SpriteSheet& s = a.dirs[0];
    CHECK(s.anim_ms == 400);  // trunc(1000/5) * 2
    REQUIRE(s.frameCount() == 2);
    CHECK(s.frames[0].draw_offset == ipos{7, -8});
    CHECK(s.frames[1].draw_offset == ipos{7, -8});
    CHECK(s.frames[0].next_x == 2);
    CHECK(s.frames[0].next_y == -3);
    CHECK(s.frames[1].next_x == -4);
    CHECK(s.frames[1].next_y == 5);
    CHECK(s.frames[0].width == 1);
    CHECK(s.frames[0].height == 1);
    CHECK(s.frames[0].rgba == px(4, 8, 12, 255));
    CHECK(s.frames[1].rgba == px(16, 20, 24, 255));
    CHECK(s.cycle.total == ipos{-2, 2});
    // The engine bakes critters under a lower-cased name.
    CHECK(bakedSpriteName(dir.file("art/critters/RAT.frm")) == dir.file("art/critters/rat.frm"));
    CHECK(bakedSpriteName("gfx/Door.frm") == "gfx/Door.frm");
}

TEST_CASE("FRM BakesFrmEmbeddedDirectionsAndReportsTruncatedDirTable") {
    FrmHeader h;
    h.fps = 5;
    h.shift_x[0] = 1;
    h.shift_y[0] = -1;
    for (int d = 1; d < 6; ++d) {
        h.shift_x[static_cast<size_t>(d)] = 10 + d;
        h.shift_y[static_cast<size_t>(d)] = -10 - d;
    }
    std::vector<std::vector<FrmFrame>> dirs(6, {FrmFrame{1, 1, 2, 3, {1}}});
    const SpriteAnimation a = parseFrm(frmBytes(h, dirs), "embedded.frm", defaultPalette());
    REQUIRE(a.dirs.size() == 6);
    for (int d = 0; d < 6; ++d) {
        CAPTURE(d);
        const SpriteSheet& s = a.dirs[static_cast<size_t>(d)];
        CHECK(s.anim_ms == 200);
        REQUIRE(s.frameCount() == 1);
        CHECK(s.frames[0].draw_offset == (d == 0 ? ipos{1, -1} : ipos{10 + d, -10 - d}));
        CHECK(s.frames[0].next_x == 2);
        CHECK(s.frames[0].next_y == 3);
    }

    dirs.resize(2);  // only directions 0 and 1 filled: offsets of 2..5 stay 0
    checkErrorText([&] { (void)parseFrm(frmBytes(h, dirs), "embedded.frm", defaultPalette()); },
                   "embedded.frm (byte 42): truncated direction table: direction 2 has data offset 0 (a FRM has 1 or "
                   "6 directions)");
}

TEST_CASE("FRM direction 1 with data offset 0 is a single-direction file even when later offsets are set") {
    FrmHeader h;
    h.offset = {0, 0, 1000, 1000, 1000, 1000};  // past the end: reading them would be an error
    const SpriteAnimation a = parseFrm(frmBytes(h, {{{1, 1, 0, 0, {1}}}}), "one.frm", defaultPalette());
    CHECK(a.dirs.size() == 1);
}

TEST_CASE("FRM timing: AnimTicks = trunc(1000/fps) times frames, division first, fps 0 gives 0") {
    FrmHeader h;
    h.fps = 7;
    h.count = 3;
    const std::vector<FrmFrame> frames(3, FrmFrame{1, 1, 0, 0, {0}});
    CHECK(parseFrm(frmBytes(h, {frames}), "t.frm", defaultPalette()).dirs[0].anim_ms == 426);  // 142*3, not 428
    h.fps = 0;
    const SpriteAnimation z = parseFrm(frmBytes(h, {frames}), "t.frm", defaultPalette());
    CHECK(z.dirs[0].anim_ms == 0);
    CHECK(z.fps == 0);
}

TEST_CASE("FRM pixels: row-major indices, consecutive frames of different sizes, index 0 transparent") {
    FrmHeader h;
    h.count = 2;
    // Default palette: index 1 + 36r + 6g + b is the cube colour (51r, 51g, 51b); 217 is grey trunc(255/40) = 6.
    const SpriteAnimation a = parseFrm(frmBytes(h, {{{2, 2, 0, 0, {0, 181, 217, 216}}, {3, 1, 0, 0, {31, 6, 1}}}}),
                                       "p.frm", defaultPalette());
    const SpriteSheet& s = a.dirs[0];
    CHECK(s.frames[0].width == 2);
    CHECK(s.frames[0].height == 2);
    CHECK(s.frames[0].rgba == std::vector<uint8_t>{0, 0, 0, 0, 255, 0, 0, 255, 6, 6, 6, 255, 255, 255, 255, 255});
    CHECK(s.frames[1].width == 3);
    CHECK(s.frames[1].height == 1);
    CHECK(s.frames[1].rgba == std::vector<uint8_t>{0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 255});
}

TEST_CASE("FRM default palette: cube, grey ramp end and transparent index 0") {
    const Palette& p = defaultPalette();
    CHECK(p.colors[0] == PaletteColor{0, 0, 0, 0});
    CHECK(p.colors[1] == PaletteColor{0, 0, 0, 255});
    CHECK(p.colors[2] == PaletteColor{0, 0, 51, 255});
    CHECK(p.colors[1 + 36 * 2 + 6 * 3 + 4] == PaletteColor{102, 153, 204, 255});
    CHECK(p.colors[216] == PaletteColor{255, 255, 255, 255});
    CHECK(p.colors[236] == PaletteColor{127, 127, 127, 255});  // k = 20: 20*255/40
    CHECK(p.colors[255] == PaletteColor{248, 248, 248, 255});  // k = 39
}

TEST_CASE("FRM an explicit palette wins over the .pal beside the file, without one the default is used") {
    TempDir dir("frm_palette_choice");
    FrmHeader h;
    writeBytes(dir.file("a.frm"), frmBytes(h, {{{1, 1, 0, 0, {3}}}}));
    CHECK(loadFrm(dir.file("a.frm")).dirs[0].frames[0].rgba == px(0, 0, 102, 255));  // default cube index 3
    writeBytes(dir.file("a.PAL"), ratPal());
    CHECK(loadFrm(dir.file("a.frm")).dirs[0].frames[0].rgba == px(28, 32, 36, 255));  // (7,8,9)*4
    Palette mine;
    mine.colors[3] = {1, 2, 3, 255};
    CHECK(loadFrm(dir.file("a.frm"), &mine).dirs[0].frames[0].rgba == px(1, 2, 3, 255));
}

TEST_CASE("FRM .pal parsing: components times 4, index 0 forced transparent, trailing tables ignored") {
    Bytes pal = ratPal();
    pal[0] = 63;  // index 0 is transparent whatever the file says
    pal[255 * 3] = 63;
    pal.resize(768 + 100, 0xFF);  // a lookup table after the colours is not read
    const Palette p = parsePal(pal, "x.pal");
    CHECK(p.colors[0] == PaletteColor{0, 0, 0, 0});
    CHECK(p.colors[6] == PaletteColor{64, 68, 72, 255});
    CHECK(p.colors[255] == PaletteColor{252, 0, 0, 255});
    CHECK(p.colors[7] == PaletteColor{0, 0, 0, 255});
}
