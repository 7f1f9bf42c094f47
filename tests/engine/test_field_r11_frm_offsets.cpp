// Field case R11: an FRM preview must accumulate per-frame offsets through the selected frame
// and anchor each frame bottom-centre, not re-centre frames independently. Checked for an FRM and for the
// equivalent FOFRM.
#include <doctest/doctest.h>

#include "engine/drawlist/draw_list.h"
#include "engine/formats/fofrm_reader.h"
#include "engine/formats/frm_reader.h"
#include "sprite_fixtures.h"

using namespace gaitlab;
using namespace fixtures;

namespace {

constexpr ipos kAnchor{100, 200};  // (X, Y)

// Top-left of frame i of a non-movement clip: root = anchor + accum[i] (D4), bottom-centre with integer w/2.
ipos topLeft(const SpriteSheet& s, int i) {
    const SpriteFrame& f = s.frames[static_cast<size_t>(i)];
    return spriteTopLeft(kAnchor + accumulatedOffsAnim(s.cycle, i), {f.width, f.height}, f.draw_offset);
}

void checkR11(const SpriteSheet& s) {
    REQUIRE(s.frameCount() == 3);
    CHECK(topLeft(s, 0) == kAnchor + ipos{-10, -40});
    CHECK(topLeft(s, 1) == kAnchor + ipos{-10, -43});  // X+2-12, Y-1-42
    CHECK(topLeft(s, 2) == kAnchor + ipos{-7, -38});   // X+3-10, Y+1-39
    // The running sum restarts when the clip loops.
    CHECK(accumulatedOffsAnim(s.cycle, 3) == ipos{0, 0});
}

FrmFrame blankFrmFrame(int w, int h, int nx, int ny) { return {w, h, nx, ny, Bytes(static_cast<size_t>(w * h), 1)}; }

}  // namespace

TEST_CASE("Field R11: FRM frames 20x40, 24x42, 21x39 with offsets (0,0), (+2,-1), (+1,+2)") {
    FrmHeader h;
    h.count = 3;
    const SpriteAnimation a = parseFrm(
        frmBytes(h, {{blankFrmFrame(20, 40, 0, 0), blankFrmFrame(24, 42, 2, -1), blankFrmFrame(21, 39, 1, 2)}}),
        "r11.frm", defaultPalette());
    REQUIRE(a.dirs.size() == 1);
    checkR11(a.dirs[0]);
}

TEST_CASE("Field R11: the equivalent FOFRM (single-frame FRM children, mixed key spellings) gives the same") {
    TempDir dir("field_r11");
    FrmHeader h;
    writeBytes(dir.file("f0.frm"), frmBytes(h, {{blankFrmFrame(20, 40, 0, 0)}}));
    writeBytes(dir.file("f1.frm"), frmBytes(h, {{blankFrmFrame(24, 42, 0, 0)}}));
    writeBytes(dir.file("f2.frm"), frmBytes(h, {{blankFrmFrame(21, 39, 0, 0)}}));
    // Frame 0's deltas are missing keys (read as 0); frames 1 and 2 use both spellings.
    writeText(dir.file("r11.fofrm"),
              "count = 3\nfrm_0 = f0.frm\nfrm_1 = f1.frm\nFrm_2 = f2.frm\n"
              "NextX_1 = 2\nNextY_1 = -1\nnext_x_2 = 1\nNextY_2 = 2\n");
    const SpriteAnimation a = loadFofrm(dir.file("r11.fofrm"));
    REQUIRE(a.dirs.size() == 1);
    checkR11(a.dirs[0]);
}

TEST_CASE("Field R11: a nested reference adds the referencing frame's offset to each nested frame") {
    TempDir dir("field_r11_nested");
    FrmHeader h;
    h.count = 3;
    // The FRM's deltas are each (1,-1) short; next_x_0/next_y_0 = (1,-1) is added to all three frames.
    writeBytes(dir.file("walk.frm"),
               frmBytes(h, {{blankFrmFrame(20, 40, -1, 1), blankFrmFrame(24, 42, 1, 0), blankFrmFrame(21, 39, 0, 3)}}));
    writeText(dir.file("walk.fofrm"), "frm = walk.frm\nnext_x_0 = 1\nnext_y_0 = -1\n");
    checkR11(loadFofrm(dir.file("walk.fofrm")).dirs[0]);
}
