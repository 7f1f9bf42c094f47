// FRM writer: exact header and record bytes, quantisation to the palette, round trips through the FRM
// reader (one and six directions) and the writer's errors.
#include <doctest/doctest.h>

#include "engine/formats/frm_reader.h"
#include "engine/formats/frm_writer.h"
#include "sprite_fixtures.h"

using namespace gaitlab;
using namespace fixtures;

namespace {

SpriteFrame frameToWrite(std::vector<uint8_t> rgba, int w, int h, ipos offset, int16_t nx, int16_t ny) {
    return SpriteFrame{"", std::move(rgba), w, h, offset, nx, ny};
}

Palette rat() { return parsePal(ratPal(), "RAT.pal"); }

// RAT.pal colours: index i = (3i-2, 3i-1, 3i) * 4.
std::vector<uint8_t> ratColor(int i) {
    return {static_cast<uint8_t>((3 * i - 2) * 4), static_cast<uint8_t>((3 * i - 1) * 4),
            static_cast<uint8_t>(3 * i * 4), 255};
}

std::vector<uint8_t> concat(std::initializer_list<std::vector<uint8_t>> parts) {
    std::vector<uint8_t> out;
    for (const auto& p : parts) {
        out.insert(out.end(), p.begin(), p.end());
    }
    return out;
}

void checkFrmWriteError(const SpriteAnimation& a, const std::string& message) {
    checkErrorText([&] { (void)writeFrm(a, rat(), "out.frm"); }, message);
}

SpriteAnimation twoFrames() {
    SpriteAnimation a;
    a.fps = 5;
    a.dirs.resize(1);
    a.dirs[0].frames = {frameToWrite(concat({ratColor(1), ratColor(2)}), 2, 1, {-32768, 32767}, 32767, -32768),
                        frameToWrite(concat({ratColor(6), {0, 0, 0, 0}}), 1, 2, {-32768, 32767}, -4, 5)};
    return a;
}

}  // namespace

TEST_CASE("FRM writer bytes match a hand-assembled FRM") {
    FrmHeader h;
    h.fps = 5;
    h.count = 2;
    h.shift_x[0] = -32768;
    h.shift_y[0] = 32767;
    const Bytes expected = frmBytes(h, {{{2, 1, 32767, -32768, {1, 2}}, {1, 2, -4, 5, {6, 0}}}});
    CHECK(writeFrm(twoFrames(), rat(), "out.frm") == expected);
}

TEST_CASE("FRM writer round trip: palette colours come back identical, with offsets and deltas") {
    TempDir dir("frm_writer_round_trip");
    const SpriteAnimation a = twoFrames();
    writeBytes(dir.file("out.frm"), writeFrm(a, rat(), dir.file("out.frm")));
    const Palette pal = rat();
    const SpriteAnimation b = loadFrm(dir.file("out.frm"), &pal);
    CHECK(b.fps == 5);
    REQUIRE(b.dirs.size() == 1);
    CHECK(b.dirs[0].anim_ms == 400);
    REQUIRE(b.dirs[0].frameCount() == 2);
    for (size_t f = 0; f < 2; ++f) {
        CAPTURE(f);
        const SpriteFrame& x = a.dirs[0].frames[f];
        const SpriteFrame& y = b.dirs[0].frames[f];
        CHECK(y.rgba == x.rgba);
        CHECK(y.width == x.width);
        CHECK(y.height == x.height);
        CHECK(y.draw_offset == x.draw_offset);
        CHECK(y.next_x == x.next_x);
        CHECK(y.next_y == x.next_y);
    }
}

TEST_CASE("FRM writer six directions: per-direction shifts, data offsets and read-back") {
    SpriteAnimation a;
    a.fps = 10;
    for (int d = 0; d < 6; ++d) {
        SpriteSheet s;
        s.frames = {frameToWrite(ratColor(d + 1), 1, 1, {10 + d, -20 - d}, static_cast<int16_t>(d + 1),
                                 static_cast<int16_t>(-d - 1))};
        a.dirs.push_back(s);
    }
    const Bytes bytes = writeFrm(a, rat(), "six.frm");
    // Each direction is one 13-byte record; offsets 0, 13, 26, ... relative to 0x3E.
    CHECK(bytes.size() == 62 + 6 * 13);
    CHECK(bytes[0x22 + 4 * 5 + 3] == 65);
    const SpriteAnimation b = parseFrm(bytes, "six.frm", rat());
    REQUIRE(b.dirs.size() == 6);
    for (int d = 0; d < 6; ++d) {
        CAPTURE(d);
        const SpriteFrame& f = b.dirs[static_cast<size_t>(d)].frames[0];
        CHECK(f.draw_offset == ipos{10 + d, -20 - d});
        CHECK(f.next_x == d + 1);
        CHECK(f.next_y == -d - 1);
        CHECK(f.rgba == ratColor(d + 1));
    }
}

TEST_CASE("FRM writer quantisation: nearest colour, lowest index on ties, alpha below 128 transparent") {
    SpriteAnimation a;
    a.dirs.resize(1);
    // (5,9,12) is nearest to index 1 (4,8,12); (10,14,18) is equally far from index 1 and 2 -> index 1;
    // alpha 127 -> index 0 whatever the colour; alpha 128 keeps the colour.
    a.dirs[0].frames = {
        frameToWrite({5, 9, 12, 255, 10, 14, 18, 200, 16, 20, 24, 127, 16, 20, 24, 128}, 4, 1, {}, 0, 0)};
    const Bytes bytes = writeFrm(a, rat(), "q.frm");
    REQUIRE(bytes.size() == 62 + 12 + 4);
    CHECK(Bytes(bytes.begin() + 74, bytes.end()) == Bytes{1, 1, 0, 2});
    CHECK(nearestPaletteIndex(defaultPalette(), 250, 5, 5, 255) == 181);  // cube red (255,0,0)
}

TEST_CASE("FRM writer refuses eight-direction art by name instead of dropping S and N") {
    SpriteAnimation a = twoFrames();
    a.dirs.resize(8, a.dirs[0]);
    a.name = "walk";
    a.source = "hero.fofrm";
    checkFrmWriteError(a,
                       "out.frm: FRM holds 1 or 6 directions; this art has 8 (square): hero.fofrm 'walk' (S and N have "
                       "no place in an FRM; keep 8-direction art as .fofrm or a sprite resource (bake))");
    a.source.clear();
    a.name.clear();
    checkFrmWriteError(
        a,
        "out.frm: FRM holds 1 or 6 directions; this art has 8 (square): animation (S and N have no place "
        "in an FRM; keep 8-direction art as .fofrm or a sprite resource (bake))");
}

TEST_CASE("FRM writer errors") {
    SpriteAnimation a = twoFrames();
    a.dirs[0].frames[1].draw_offset = {0, 0};
    checkFrmWriteError(a,
                       "out.frm: direction 0 frame 1: draw offset differs from frame 0; FRM keeps one shift per "
                       "direction");
    a = twoFrames();
    a.dirs[0].frames[0].width = 65536;
    checkFrmWriteError(a, "out.frm: direction 0 frame 0: size 65536x1, expected sides 0..65535");
    a = twoFrames();
    a.dirs[0].frames[0].draw_offset = {0, -32769};
    checkFrmWriteError(a, "out.frm: direction 0 frame 0: draw offset (0,-32769) does not fit int16 (D10)");
    a = twoFrames();
    a.dirs[0].frames[1].rgba.clear();
    a.dirs[0].frames[1].image = "b.png";
    checkFrmWriteError(a,
                       "out.frm: direction 0 frame 1 has no decoded pixels (image 'b.png'); decode the image before "
                       "writing");
    a = twoFrames();
    a.fps = 70000;
    checkFrmWriteError(a, "out.frm: fps 70000 does not fit u16 (0..65535)");
    a = twoFrames();
    a.dirs.resize(3, a.dirs[0]);
    checkFrmWriteError(a, "out.frm: expected 1, 6 (hexagonal) or 8 (square) directions, got 3");
    a.dirs.resize(6, a.dirs[0]);
    a.dirs[2].frames.pop_back();
    checkFrmWriteError(a, "out.frm: direction 2 has 1 frames, expected 2 like direction 0");
}
