// A corpus of broken sprite files built by the tests, each with the exact error it must give, plus sweeps
// over truncated and corrupted files that must end in a FormatError, never a crash or out-of-bounds read
// (the sanitizer build checks the latter).
#include <doctest/doctest.h>

#include "engine/formats/fofrm_reader.h"
#include "engine/formats/frm_reader.h"
#include "engine/gait/sprite_loader.h"
#include "sprite_fixtures.h"

using namespace gaitlab;
using namespace fixtures;

namespace {

const std::string kFrm = "broken.frm";

void checkFrm(const Bytes& bytes, const std::string& message) {
    checkErrorText([&] { (void)parseFrm(bytes, kFrm, defaultPalette()); }, message);
}

Bytes sixDirectionFrm() {
    FrmHeader h;
    h.count = 2;
    std::vector<std::vector<FrmFrame>> dirs;
    for (int d = 0; d < 6; ++d) {
        dirs.push_back({{2, 1, d, -d, {1, 2}}, {1, 2, 1, 1, {3, 0}}});
    }
    return frmBytes(h, dirs);
}

}  // namespace

TEST_CASE("Broken FRM: truncated header, zero frames, truncated record and pixels") {
    checkFrm(Bytes(10, 0), "broken.frm (byte 10): truncated header: expected 62 bytes, the file has 10");
    FrmHeader h;
    h.count = 0;
    checkFrm(frmBytes(h, {{{1, 1, 0, 0, {1}}}}), "broken.frm (byte 8): expected frames per direction > 0, got 0");
    h.count = 1;
    checkFrm(frmBytes(h, {{{2, 2, 0, 0, {1, 1, 1}}}}),
             "broken.frm (byte 74): truncated: expected 4 bytes for direction 0 frame 0 pixels (2x2), 3 remain");
    h.count = 2;
    const Bytes two = frmBytes(h, {{{1, 1, 0, 0, {1}}, {1, 1, 0, 0, {1}}}});
    checkFrm(Bytes(two.begin(), two.begin() + 84),
             "broken.frm (byte 83): truncated: expected 2 bytes for direction 0 frame 1 NextX, 1 remain");
    h.count = 1;
    checkFrm(frmBytes(h, {{{0, 5, 0, 0, {}}}}),
             "broken.frm (byte 62): direction 0 frame 0: size 0x5, expected both sides > 0 or an empty 0x0 frame");
}

TEST_CASE("Broken FRM: width*height far beyond the file is refused before allocating") {
    FrmHeader h;
    checkFrm(frmBytes(h, {{{65535, 65535, 0, 0, {}}}}),
             "broken.frm (byte 74): truncated: expected 4294836225 bytes for direction 0 frame 0 pixels "
             "(65535x65535), 0 remain");
}

TEST_CASE("Broken FRM: direction table pointing past the end, truncated direction table") {
    Bytes six = sixDirectionFrm();
    REQUIRE(six.size() == 62 + 6 * (14 + 14));
    six[0x22 + 12 + 2] = 0x01;  // direction 3 offset = 500 (0x1F4)
    six[0x22 + 12 + 3] = 0xF4;
    checkFrm(six,
             "broken.frm (byte 46): direction 3 data offset 500 (byte 562) points past the end of the file (230 "
             "bytes)");
    Bytes two = sixDirectionFrm();
    for (size_t i = 0x22 + 8; i < 0x22 + 24; ++i) {
        two[i] = 0;  // directions 2..5 without data
    }
    checkFrm(two,
             "broken.frm (byte 42): truncated direction table: direction 2 has data offset 0 (a FRM has 1 or 6 "
             "directions)");
}

TEST_CASE("Broken palettes") {
    checkErrorText([] { (void)parsePal(Bytes(700, 0), "x.pal"); },
                   "x.pal (byte 700): truncated palette: expected 768 bytes (256 RGB triplets), got 700");
    TempDir dir("broken_pal");
    FrmHeader h;
    writeBytes(dir.file("a.frm"), frmBytes(h, {{{1, 1, 0, 0, {1}}}}));
    writeBytes(dir.file("a.pal"), Bytes(3, 0));
    checkErrorText([&] { (void)loadFrm(dir.file("a.frm")); },
                   dir.file("a.pal") + " (byte 3): truncated palette: expected 768 bytes (256 RGB triplets), got 3");
}

TEST_CASE("Broken FOFRM: int16 overflow of a key and of child + next") {
    checkErrorText([] { (void)parseFofrm("frm = a.png\nnext_x_0 = 32768\n", "p.fofrm"); },
                   "p.fofrm:2: 'next_x_0' = 32768 does not fit int16 (-32768..32767, D10)");
    TempDir dir("broken_fofrm_int16");
    FrmHeader h;
    h.count = 2;
    writeBytes(dir.file("c.frm"), frmBytes(h, {{{1, 1, 32000, 0, {1}}, {1, 1, 0, -32000, {1}}}}));
    writeText(dir.file("x.fofrm"), "fps = 5\nfrm = c.frm\nnext_x_0 = 768\n");
    checkErrorText([&] { (void)loadFofrm(dir.file("x.fofrm")); },
                   dir.file("x.fofrm") +
                       ":2: the root section frame 0 (frm_0 'c.frm' frame 0): NextX = child 32000 + "
                       "768 = 32768 does not fit int16 (-32768..32767, D10)");
    writeText(dir.file("y.fofrm"), "count = 2\n[dir_0]\nfrm_0 = a.png\nfrm_1 = c.frm\nnext_y_1 = -769\n");
    checkErrorText([&] { (void)loadFofrm(dir.file("y.fofrm")); },
                   dir.file("y.fofrm") +
                       ":4: [dir_0] frame 2 (frm_1 'c.frm' frame 1): NextY = child -32000 + -769 = "
                       "-32769 does not fit int16 (-32768..32767, D10)");
}

TEST_CASE("Broken FOFRM: reference cycles are reported instead of recursing") {
    TempDir dir("broken_fofrm_cycle");
    writeText(dir.file("a.fofrm"), "frm = b.fofrm\n");
    writeText(dir.file("b.fofrm"), "fps = 5\nfrm = a.fofrm\n");
    checkErrorText([&] { (void)loadFofrm(dir.file("a.fofrm")); },
                   dir.file("b.fofrm") + ":2: reference cycle: " + dir.file("a.fofrm") + " -> " + dir.file("b.fofrm") +
                       " -> " + dir.file("a.fofrm"));
    writeText(dir.file("self.fofrm"), "frm = self$opt.fofrm\n");
    checkErrorText([&] { (void)loadFofrm(dir.file("self.fofrm")); },
                   dir.file("self.fofrm") + ":1: reference cycle: " + dir.file("self.fofrm") + " -> " +
                       dir.file("self.fofrm"));
    // Through a sub-folder and "..": the paths name the same files.
    writeText(dir.file("top.fofrm"), "frm = sub/x.fofrm\n");
    writeText(dir.file("sub/x.fofrm"), "frm = ../top.fofrm\n");
    checkErrorText([&] { (void)loadFofrm(dir.file("sub/x.fofrm")); },
                   dir.file("top.fofrm") + ":1: reference cycle: " + dir.file("sub/x.fofrm") + " -> " +
                       dir.file("top.fofrm") + " -> " + dir.file("sub/x.fofrm"));
    // The same child twice is not a cycle.
    writeText(dir.file("leaf.fofrm"), "frm = l.png\nnext_x_0 = 1\n");
    writeText(dir.file("twice.fofrm"), "count = 2\nfrm_0 = leaf.fofrm\nfrm_1 = leaf.fofrm\n");
    CHECK(loadFofrm(dir.file("twice.fofrm")).dirs[0].cycle.total == ipos{2, 0});
}

TEST_CASE("Broken FOFRM: a missing child names both files, a broken child names itself") {
    TempDir dir("broken_fofrm_child");
    writeText(dir.file("p.fofrm"), "count = 2\nfrm_0 = a.png\nfrm_1 = gone$1.frm\n");
    checkErrorText([&] { (void)loadFofrm(dir.file("p.fofrm")); },
                   dir.file("p.fofrm") + ":3: missing child: cannot open '" + dir.file("gone.frm") +
                       "' (referenced as 'gone$1.frm')");
    writeBytes(dir.file("child.frm"), Bytes(5, 0));
    writeText(dir.file("q.fofrm"), "frm = child.frm\n");
    checkErrorText([&] { (void)loadFofrm(dir.file("q.fofrm")); },
                   dir.file("child.frm") + " (byte 5): truncated header: expected 62 bytes, the file has 5");
}

TEST_CASE("Broken sprite paths: unsupported extension, missing file") {
    checkErrorText([] { (void)loadSprite("x.doc"); },
                   "x.doc: unsupported sprite extension '.doc', expected .fofrm, .frm, .fr0-.fr5, an engine sprite "
                   "resource (any name), an Aseprite "
                   ".json, a Flare .txt, a .strip.json or a .png strip (walk.png#8)");
    checkErrorText([] { (void)loadSprite("/nonexistent/gaitlab/a.FRM"); },
                   "/nonexistent/gaitlab/a.FRM: does not exist");
    CHECK(isSpritePath("a/B.FoFrm"));
    CHECK_FALSE(isSpritePath("a/b.fr6"));
}

TEST_CASE("Every truncation and every single-byte corruption of an FRM ends in a FormatError or a valid read") {
    const Bytes good = sixDirectionFrm();
    REQUIRE(parseFrm(good, kFrm, defaultPalette()).dirs.size() == 6);
    for (size_t n = 0; n < good.size(); ++n) {
        CAPTURE(n);
        CHECK_THROWS_AS((void)parseFrm(Bytes(good.begin(), good.begin() + static_cast<long>(n)), kFrm,
                                       defaultPalette()),
                        FormatError);
    }
    int errors = 0;
    for (size_t i = 0; i < good.size(); ++i) {
        for (const uint8_t v : {uint8_t{0x00}, uint8_t{0x7F}, uint8_t{0xFF}}) {
            Bytes bad = good;
            bad[i] = v;
            try {
                (void)parseFrm(bad, kFrm, defaultPalette());
            } catch (const FormatError&) {
                ++errors;
            }
        }
    }
    CHECK(errors > 0);
}
