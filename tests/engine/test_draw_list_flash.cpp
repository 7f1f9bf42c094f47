// The hit flash on draw list sprites (overlay layer, seed animation-systems.md "Layered Animation"):
// flashColour turns 0..1 floats into the SpriteItem::flash bytes, sprites default to no flash, and addCritter
// stores the flash without changing the frame it draws. Expected bytes are round(v * 255) by hand.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <memory>

#include "engine/draw_list.h"

using namespace gaitlab;

namespace {

SpriteAnimation singleFrame(const char* source) {
    SpriteAnimation anim;
    anim.name = "idle";
    anim.source = source;
    SpriteSheet sheet;
    SpriteFrame frame;
    frame.width = 12;
    frame.height = 30;
    sheet.frames.push_back(frame);
    sheet.anim_ticks = 100;
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

} // namespace

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
    CritterView view(g, Hex{4, 6}, 1);
    CritterAnimations anims;
    anims.idle = std::make_shared<const SpriteAnimation>(singleFrame("idle.fofrm"));
    view.setAnimations(anims);
    view.process(0, map);

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
