// FOFRM references to sprite files (D8, §6.1 and §7.3): nested FOFRM, FRM, FR0 and baked
// children contribute their direction-0 frames, each with next_x_k/next_y_k added; offsets come from the
// referencing direction; loader options after `$` are stripped.
#include <doctest/doctest.h>

#include "engine/formats/fofrm_reader.h"
#include "engine/formats/sprite_resource.h"
#include "engine/gait/sprite_loader.h"
#include "sprite_fixtures.h"

using namespace gaitlab;
using namespace fixtures;

namespace {

// A one-direction FRM child: 1x1 frames with the given deltas, palette index 181 (default palette red),
// shift (50,60) which the parent must ignore.
Bytes childFrm(const std::vector<std::pair<int, int>>& deltas) {
    FrmHeader h;
    h.count = static_cast<int>(deltas.size());
    h.shift_x[0] = 50;
    h.shift_y[0] = 60;
    std::vector<FrmFrame> frames;
    for (const auto& [x, y] : deltas) {
        frames.push_back({1, 1, x, y, {181}});
    }
    return frmBytes(h, {frames});
}

const std::vector<uint8_t> kRed{255, 0, 0, 255};

}  // namespace

TEST_CASE("FOFRM BakesFofrmSequenceThroughNestedImages: mixed key spellings over FRM children") {
    TempDir dir("fofrm_nested_sequence");
    writeBytes(dir.file("first.frm"), childFrm({{0, 0}}));
    writeBytes(dir.file("second.frm"), childFrm({{0, 0}}));
    writeText(dir.file("seq.fofrm"),
              "Fps=5\nCount=2\nOffsetX=1\nOffsetY=2\n"
              "[Dir_0]\nOffsetX=3\nOffsetY=4\nFrm_0=first.frm\nfrm_1=second.frm\n"
              "NextX_0=5\nnext_y_0=6\nnext_x_1=-2\nNextY_1=8\n");
    const SpriteAnimation a = loadSprite(dir.file("seq.fofrm"));
    REQUIRE(a.dirs.size() == 1);
    const SpriteSheet& s = a.dirs[0];
    CHECK(s.anim_ms == 400);
    REQUIRE(s.frameCount() == 2);
    CHECK(s.frames[0].draw_offset == ipos{3, 4});
    CHECK(s.frames[1].draw_offset == ipos{3, 4});
    CHECK(s.frames[0].next_x == 5);
    CHECK(s.frames[0].next_y == 6);
    CHECK(s.frames[1].next_x == -2);
    CHECK(s.frames[1].next_y == 8);
    CHECK(s.frames[0].rgba == kRed);
    CHECK(s.frames[0].image.empty());
    CHECK(s.cycle.total == ipos{3, 14});
}

TEST_CASE("FOFRM nested FOFRM: next_x_k/next_y_k are added to every frame the child contributes") {
    TempDir dir("fofrm_nested_add");
    // Child: 6 directions, 3 PNG frames in direction 0; only direction 0 is used, its offsets are ignored.
    std::string child = "count = 3\noffs_x = 7\noffs_y = 7\n";
    for (int d = 0; d < 6; ++d) {
        child += "[dir_" + std::to_string(d) + "]\nfrm_0 = f0.png\nfrm_1 = f1.png\nfrm_2 = f2.png\n";
        if (d == 0) {
            child += "next_x_0 = 1\nnext_y_0 = 2\nNextX_1 = 3\nNextY_1 = 4\nnext_x_2 = 5\nnext_y_2 = 6\n";
        } else {
            child += "next_x_0 = 100\n";
        }
    }
    writeText(dir.file("sub/child.fofrm"), child);
    writeText(dir.file("walk.fofrm"),
              "fps = 4\ncount = 2\noffs_x = -3\noffs_y = 9\n"
              "frm_0 = sub/child$opt.fofrm\nnext_x_0 = 10\nnext_y_0 = -10\n"
              "frm_1 = one.png\nNextX_1 = 1\n");
    const SpriteAnimation a = loadFofrm(dir.file("walk.fofrm"));
    REQUIRE(a.dirs.size() == 1);
    const SpriteSheet& s = a.dirs[0];
    CHECK(s.anim_ms == 500);  // 1000 * count(2) / 4: the reference count, not the 4 flattened frames
    REQUIRE(s.frameCount() == 4);
    const ipos deltas[4] = {{11, -8}, {13, -6}, {15, -4}, {1, 0}};
    const std::string images[4] = {dir.file("sub/f0.png"), dir.file("sub/f1.png"), dir.file("sub/f2.png"),
                                   dir.file("one.png")};
    for (int i = 0; i < 4; ++i) {
        CAPTURE(i);
        CHECK(ipos{s.frames[i].next_x, s.frames[i].next_y} == deltas[i]);
        CHECK(s.frames[i].draw_offset == ipos{-3, 9});
        CHECK(s.frames[i].image == images[i]);
    }
    CHECK(s.cycle.accum[2] == ipos{39, -18});
    CHECK(s.cycle.total == ipos{40, -18});
}

TEST_CASE("FOFRM nested children of every kind: FRM, FR0 set, baked sprite, six directions") {
    TempDir dir("fofrm_nested_kinds");
    writeBytes(dir.file("a.frm"), childFrm({{1, 1}, {2, 2}}));
    // FR0 child with only .fr0: single direction, one frame, delta (4,-4), index 1 of the default palette.
    FrmHeader h;
    writeBytes(dir.file("b.fr0"), frmBytes(h, {{{1, 1, 4, -4, {1}}}}));
    SpriteAnimation baked;
    baked.dirs.resize(1);
    baked.dirs[0].frames.push_back({"", {9, 8, 7, 6}, 1, 1, {0, 0}, -5, 5});
    baked.dirs[0].frames.push_back({"", {1, 2, 3, 4}, 1, 1, {0, 0}, 0, 0});
    writeBytes(dir.file("c.frm"), writeSpriteResource(baked, dir.file("c.frm")));
    std::string text = "count = 1\n";
    const char* refs[6] = {"a.frm", "a.frm", "c.frm", "c.frm", "a$x.frm", "c.frm"};
    for (int d = 0; d < 6; ++d) {
        text += "[dir_" + std::to_string(d) + "]\nfrm = " + refs[d] + "\n";
    }
    text += "[dir_1]\nnext_y_0 = 100\n";  // a repeated section adds keys to the same direction
    writeText(dir.file("mixed.fofrm"), text);
    const SpriteAnimation a = loadFofrm(dir.file("mixed.fofrm"));
    REQUIRE(a.dirs.size() == 6);
    CHECK(a.dirs[0].frames[1].next_x == 2);
    CHECK(a.dirs[1].frames[0].next_y == 101);
    CHECK(a.dirs[1].frames[1].next_y == 102);
    CHECK(a.dirs[2].frames[0].next_x == -5);
    CHECK(a.dirs[2].frames[0].rgba == std::vector<uint8_t>{9, 8, 7, 6});
    CHECK(a.dirs[2].frames[1].rgba == std::vector<uint8_t>{1, 2, 3, 4});
    CHECK(a.dirs[4].frames[0].rgba == kRed);

    writeText(dir.file("frx.fofrm"), "count = 2\nfrm_0 = b.fr0\nfrm_1 = B$opt.fr0\nnext_x_1 = 1\n");
    writeBytes(dir.file("B.fr0"), frmBytes(h, {{{1, 1, 4, -4, {1}}}}));
    const SpriteAnimation f = loadFofrm(dir.file("frx.fofrm"));
    REQUIRE(f.dirs[0].frameCount() == 2);
    CHECK(f.dirs[0].frames[0].next_x == 4);
    CHECK(f.dirs[0].frames[1].next_x == 5);
    CHECK(f.dirs[0].frames[1].next_y == -4);
    CHECK(f.dirs[0].frames[1].rgba == std::vector<uint8_t>{0, 0, 0, 255});
}

TEST_CASE("FOFRM FofrmDirectionEdgeCases: a direction flattening to a different frame count is an error") {
    TempDir dir("fofrm_nested_flatten");
    writeBytes(dir.file("two.frm"), childFrm({{0, 0}, {0, 0}}));
    writeBytes(dir.file("one.frm"), childFrm({{0, 0}}));
    std::string text = "count = 1\n";
    for (int d = 0; d < 6; ++d) {
        text += "[dir_" + std::to_string(d) + "]\nfrm_0 = " + (d == 1 ? "one.frm" : "two.frm") + "\n";
    }
    writeText(dir.file("f.fofrm"), text);
    checkErrorText([&] { (void)loadFofrm(dir.file("f.fofrm")); },
                   dir.file("f.fofrm") + ":4: [dir_1] flattens to 1 frames, expected 2 like direction 0");
    // Root frame + [Dir_1] with only an offset: single direction (engine edge case, from a file).
    writeText(dir.file("g.fofrm"), "Frm = two.frm\n[Dir_1]\nOffsetX = 5\n");
    const SpriteAnimation g = loadFofrm(dir.file("g.fofrm"));
    REQUIRE(g.dirs.size() == 1);
    CHECK(g.dirs[0].frameCount() == 2);
    CHECK(g.dirs[0].frames[0].draw_offset == ipos{0, 0});
    CHECK(g.dirs[0].anim_ms == 100);
}

TEST_CASE("FOFRM child + next delta at the int16 limits is accepted") {
    TempDir dir("fofrm_nested_limits");
    writeBytes(dir.file("c.frm"), childFrm({{32000, -32000}}));
    writeText(dir.file("p.fofrm"), "frm = c.frm\nnext_x_0 = 767\nnext_y_0 = -768\n");
    const SpriteAnimation a = loadFofrm(dir.file("p.fofrm"));
    CHECK(a.dirs[0].frames[0].next_x == 32767);
    CHECK(a.dirs[0].frames[0].next_y == -32768);
}
