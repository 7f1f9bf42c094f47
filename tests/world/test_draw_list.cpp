// Draw list placement and order (§1.2, §8). Expected values computed by hand from
// hexPos: q = floor(x/2), px = 16y - 32x + 16q, py = 12y + 12q. The hit flash (overlay layer, DECISIONS
// "Layered Animation"): flashColour bytes are round(v * 255) by hand.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <memory>

#include "engine/draw/critter_draw.h"
#include "engine/drawlist/draw_list.h"

using namespace gaitlab;

namespace {

SpriteAnimation oneFrameAnimation(const char* source, int w, int h, ipos draw_offset) {
    SpriteAnimation anim;
    anim.name = "idle";
    anim.source = source;
    SpriteSheet sheet;
    SpriteFrame frame;
    frame.width = w;
    frame.height = h;
    frame.draw_offset = draw_offset;
    sheet.frames.push_back(frame);
    sheet.anim_ms = 100;
    sheet.rebuildCycle();
    anim.dirs.push_back(sheet);
    return anim;
}

HexMap openMap(int w, int h) {
    HexMap map;
    map.size = {w, h};
    map.blocked.assign(static_cast<std::size_t>(w * h), 0);
    map.tile_kind.assign(static_cast<std::size_t>(w * h), 0);
    map.tile_names = {"grass"};
    return map;
}

}  // namespace

TEST_CASE("hexCentre adds the (W/2, H/2) bias to the cell origin") {
    const HexGeometry g;
    CHECK(hexCentre(g, Hex{4, 6}) == ipos(16, 104));  // hexPos (0, 96)
    CHECK(hexCentre(g, Hex{3, 5}) == ipos(16, 80));   // q=1: hexPos (80-96+16, 60+12) = (0, 72)
    CHECK(hexCentre(g, Hex{0, 0}) == ipos(16, 8));
}

TEST_CASE("critter sprite is bottom-centre anchored on root = centre + HexOffset + offs_anim") {
    const HexGeometry g;
    const ipos root = critterRoot(g, Hex{4, 6}, ipos(3, -2), ipos(-5, 1));
    CHECK(root == ipos(14, 103));
    // 20x40 frame, draw offset (1,-3): root - (10 - 1, 40 + 3)
    CHECK(spriteTopLeft(root, ipos(20, 40), ipos(1, -3)) == ipos(5, 60));
    // Odd width uses integer width/2 = 10 as well.
    CHECK(spriteTopLeft(root, ipos(21, 40), ipos(0, 0)) == ipos(4, 63));
    // Positive draw offset y moves the image down (D8).
    CHECK(spriteTopLeft(root, ipos(20, 40), ipos(0, 5)).y == 68);
}

TEST_CASE("tile images are centred on the hex with their bottom at centre.y + 8") {
    const HexGeometry g;
    CHECK(tileTopLeft(g, Hex{4, 6}, ipos(32, 16)) == ipos(0, 96));   // a 32x16 tile covers the cell
    CHECK(tileTopLeft(g, Hex{4, 6}, ipos(48, 24)) == ipos(-8, 88));  // taller tiles extend upward
    DrawList list;
    addTile(list, g, Hex{1, 2}, "dirt", ipos(32, 40));
    REQUIRE(list.sprites.size() == 1);
    // hex (1,2): q=0, hexPos (32-32, 24) = (0,24); centre (16,32); top-left (0, 40-40)
    CHECK(list.sprites[0].top_left == ipos(0, 0));
    CHECK(list.sprites[0].key == SpriteKey{SpriteKey::Kind::Tile, "dirt", 0, 0});
    CHECK(list.sprites[0].layer == DrawLayer::Tile);
}

TEST_CASE("sort: tiles by raw y then x, then critters by screen row then raw x") {
    const HexGeometry g;
    DrawList list;
    auto critter = [&](int x, int y, const char* name) {
        SpriteItem item;
        item.key.name = name;
        item.layer = DrawLayer::Critter;
        item.hex = Hex{x, y};
        list.sprites.push_back(item);
    };
    critter(2, 5, "A");  // row 5 + 1 = 6
    addTile(list, g, Hex{3, 2}, "t32", ipos(32, 16));
    critter(5, 4, "B");  // row 4 + 2 = 6
    critter(0, 7, "C");  // row 7
    addTile(list, g, Hex{0, 3}, "t03", ipos(32, 16));
    critter(3, 3, "D");   // row 3 + 1 = 4
    critter(2, 5, "A2");  // same key as A: keeps insertion order
    addTile(list, g, Hex{1, 2}, "t12", ipos(32, 16));
    list.sort(g);
    std::vector<std::string> names;
    for (const auto& item : list.sprites) names.push_back(item.key.name);
    const std::vector<std::string> expected{"t12", "t32", "t03", "D", "A", "A2", "B", "C"};
    CHECK(names == expected);
}

TEST_CASE("sort uses the screen row, not raw y, for critters") {
    const HexGeometry g;
    DrawList list;
    SpriteItem far;  // (6,2): row 2 + 3 = 5, drawn after (0,4): row 4
    far.hex = Hex{6, 2};
    far.key.name = "far";
    SpriteItem near;
    near.hex = Hex{0, 4};
    near.key.name = "near";
    list.sprites = {far, near};
    list.sort(g);
    CHECK(list.sprites[0].key.name == "near");
    CHECK(list.sprites[1].key.name == "far");
}

TEST_CASE("addCritter places the current frame and keys it by source, sheet and frame") {
    const HexGeometry g;
    const HexMap map = openMap(10, 10);
    CritterBody view(g, Hex{4, 6}, 2);
    CritterAnimations anims;
    anims.idle = std::make_shared<const SpriteAnimation>(oneFrameAnimation("idle.fofrm", 20, 40, ipos(1, -3)));
    view.setAnimations(anims);
    view.process(0, map, AnimSelection{CritterAnim::Idle});
    DrawList list;
    addCritter(list, g, view, Rgba8{10, 20, 30, 255});
    REQUIRE(list.sprites.size() == 1);
    const SpriteItem& item = list.sprites[0];
    // Single-direction animation: sheet 0 serves hdir 2. Root = centre (16,104), no offsets.
    CHECK(item.key == SpriteKey{SpriteKey::Kind::Frame, "idle.fofrm", 0, 0});
    CHECK(item.top_left == ipos(16 - 9, 104 - 43));
    CHECK(item.size == ipos(20, 40));
    CHECK(item.tint == Rgba8{10, 20, 30, 255});
    CHECK(item.hex == Hex{4, 6});
}

TEST_CASE("addCritter adds nothing when the animation is missing") {
    const HexGeometry g;
    const HexMap map = openMap(10, 10);
    CritterBody view(g, Hex{1, 1}, 0);
    view.process(0, map, AnimSelection{CritterAnim::Idle});
    DrawList list;
    addCritter(list, g, view);
    CHECK(list.sprites.empty());
}

TEST_CASE("hex outline: six edges through the pixel-centred corners") {
    const HexGeometry g;
    DrawList list;
    addHexOutline(list, g, Hex{4, 6}, Rgba8{});
    REQUIRE(list.lines.size() == 6);
    // centre (16,104) + 0.5; top (0,-8), upper right (16,-4)
    CHECK(list.lines[0].a == glm::vec2(16.5f, 96.5f));
    CHECK(list.lines[0].b == glm::vec2(32.5f, 100.5f));
    CHECK(list.lines[3].a == glm::vec2(16.5f, 112.5f));
    CHECK(list.lines[5].b == glm::vec2(16.5f, 96.5f));
}

TEST_CASE("path lines join consecutive hex centres") {
    const HexGeometry g;
    DrawList list;
    const std::vector<Hex> hexes{Hex{4, 6}, Hex{4, 7}, Hex{3, 7}};
    addPathLines(list, g, hexes, Rgba8{});
    REQUIRE(list.lines.size() == 2);
    // (4,7): hexPos (16,108) -> centre (32,116); (3,7): q=1, px = 112-96+16 = 32, py = 84+12 = 96 -> (48,104)
    CHECK(list.lines[0].a == glm::vec2(16.5f, 104.5f));
    CHECK(list.lines[0].b == glm::vec2(32.5f, 116.5f));
    CHECK(list.lines[1].b == glm::vec2(48.5f, 104.5f));
}

// The hit flash.

TEST_CASE("flashColour scales 0..1 to bytes with rounding") {
    CHECK(flashColour(0.0f, 0.0f, 0.0f, 0.0f) == Rgba8{0, 0, 0, 0});
    CHECK(flashColour(1.0f, 1.0f, 1.0f, 1.0f) == Rgba8{255, 255, 255, 255});
    // 0.5 * 255 = 127.5 -> 128; 0.2 * 255 = 51; 0.75 * 255 = 191.25 -> 191; 0.1 * 255 = 25.5 -> 26
    CHECK(flashColour(0.5f, 0.2f, 0.75f, 0.1f) == Rgba8{128, 51, 191, 26});
    // 1/255 and 254/255 land exactly on their bytes; 0.0019 * 255 = 0.48 rounds down to 0
    CHECK(flashColour(1.0f / 255.0f, 254.0f / 255.0f, 0.0019f, 0.5f) == Rgba8{1, 254, 0, 128});
}

TEST_CASE("flashColour clamps out-of-range values and treats NaN as 0") {
    const float nan = std::numeric_limits<float>::quiet_NaN();
    const float inf = std::numeric_limits<float>::infinity();
    CHECK(flashColour(-0.5f, 2.0f, 1.0001f, -1.0f) == Rgba8{0, 255, 255, 0});
    CHECK(flashColour(nan, 1.0f, nan, nan) == Rgba8{0, 255, 0, 0});
    CHECK(flashColour(inf, -inf, 0.0f, inf) == Rgba8{255, 0, 0, 255});
}

TEST_CASE("a sprite item has no flash by default, unlike the opaque white Rgba8 default") {
    const SpriteItem item;
    CHECK(item.flash == Rgba8{0, 0, 0, 0});
    CHECK(item.flash.a == 0);
    CHECK(item.tint == Rgba8{255, 255, 255, 255});
    DrawList list;
    addTile(list, HexGeometry{}, Hex{1, 1}, "grass", ipos(32, 16));
    REQUIRE(list.sprites.size() == 1);
    CHECK(list.sprites[0].flash == Rgba8{0, 0, 0, 0});
}

TEST_CASE("addCritter stores the flash and draws the same frame with or without it") {
    const HexGeometry g;
    const HexMap map = openMap(10, 10);
    CritterBody view(g, Hex{4, 6}, 1);
    CritterAnimations anims;
    anims.idle = std::make_shared<const SpriteAnimation>(oneFrameAnimation("idle.fofrm", 12, 30, ipos(0, 0)));
    view.setAnimations(anims);
    view.process(0, map, AnimSelection{CritterAnim::Idle});

    DrawList plain;
    addCritter(plain, g, view);
    DrawList tinted;
    addCritter(tinted, g, view, Rgba8{10, 20, 30, 255});
    DrawList flashed;
    addCritter(flashed, g, view, Rgba8{10, 20, 30, 255}, flashColour(1.0f, 0.0f, 0.0f, 0.5f));
    REQUIRE(plain.sprites.size() == 1);
    REQUIRE(tinted.sprites.size() == 1);
    REQUIRE(flashed.sprites.size() == 1);

    CHECK(plain.sprites[0].flash == Rgba8{0, 0, 0, 0});
    CHECK(tinted.sprites[0].flash == Rgba8{0, 0, 0, 0});
    CHECK(flashed.sprites[0].flash == Rgba8{255, 0, 0, 128});
    CHECK(flashed.sprites[0].tint == Rgba8{10, 20, 30, 255});
    // The overlay never changes the base layer: same key (frame), placement and size.
    CHECK(flashed.sprites[0].key == plain.sprites[0].key);
    CHECK(flashed.sprites[0].top_left == plain.sprites[0].top_left);
    CHECK(flashed.sprites[0].size == plain.sprites[0].size);
    CHECK(flashed.sprites[0].hex == plain.sprites[0].hex);
}
