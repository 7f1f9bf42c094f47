// Draw order (DECISIONS "Draw order"): the grid and the path lie on the ground, under the sprites, unless
// DrawOptions::overlays_on_top puts them over; the markers are always on top and keep a small size at every zoom.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "app/assets/asset_library.h"
#include "engine/draw/world_draw_list.h"
#include "engine/world/world.h"
#include "offscreen_gl.h"

using namespace gaitlab;

namespace {

constexpr ipos kDrawOrderViewport{320, 240};

struct Walking {
    std::shared_ptr<AssetLibrary> assets;
    std::unique_ptr<World> world;
};

// The player four hexes into an eastward walk of eight: the path runs from under its feet onward.
Walking walkingPlayer() {
    Walking w;
    w.assets = std::make_shared<AssetLibrary>(GAITLAB_ASSET_DIR);
    w.assets->loadAll();
    w.world = std::make_unique<World>(w.assets, w.assets->map(), 5, 0, 0);
    const Hex start = w.world->critters()[0].body().hex();
    REQUIRE(w.world->walkTo(ActorRef::critter(0), Hex{start.x + 8, start.y}));
    for (int i = 0; i < 20; ++i) w.world->tick();
    REQUIRE(w.world->critters()[0].body().moving() != nullptr);
    return w;
}

DrawOptions pathOnly() {
    DrawOptions options;
    options.grid = options.blocked = options.markers = options.footsteps = false;
    options.zoom = 4;
    return options;
}

bool same(Rgba8 a, Rgba8 b) { return a.r == b.r && a.g == b.g && a.b == b.b; }

}  // namespace

TEST_CASE("the grid, blocked hexes, path and footsteps go on the ground by default and over the sprites on request") {
    Walking w = walkingPlayer();
    DrawOptions options;  // everything on
    const DrawList ground = buildWorldDrawList(*w.world, *w.assets, options);
    options.overlays_on_top = true;
    const DrawList over = buildWorldDrawList(*w.world, *w.assets, options);
    // The same lines, moved: the ground's then the top ones in the list drawn over.
    CHECK(ground.ground_lines.size() + ground.lines.size() == over.lines.size());
    CHECK(over.ground_lines.empty());
    REQUIRE(ground.ground_lines.size() > 100);  // a grid of many hexes
    // What stays on top is the selected critter's markers: logical point, root and anchor crosses (2 lines each)
    // and the T vector; the grid's colour never.
    CHECK(ground.lines.size() == 7);
    CHECK(std::none_of(ground.lines.begin(), ground.lines.end(), [](const LinePrimitive& l) {
        return l.color == Rgba8{0, 0, 0, 56};
    }));
}

TEST_CASE("marker crosses keep at most twice their radius in screen pixels from zoom 2 to 8") {
    Walking w = walkingPlayer();
    for (const int zoom : {1, 2, 4, 8}) {
        CAPTURE(zoom);
        DrawOptions options = pathOnly();
        options.path = false;
        options.markers = true;
        options.zoom = zoom;
        const DrawList list = buildWorldDrawList(*w.world, *w.assets, options);
        REQUIRE(!list.lines.empty());
        // The logical point's cross (radius 3): its horizontal arm spans 2r + 1 map px at scale 1.
        const LinePrimitive& arm = list.lines[0];
        const float length_map = std::abs(arm.b.x - arm.a.x);
        const float scale = std::min(1.0f, 2.0f / static_cast<float>(zoom));
        CHECK(length_map == doctest::Approx(6.0f * scale + 1.0f));
        // On screen: 6·min(1, 2/z)·z + z px, at most 12 + z (the + 1 map pixel closes the cross's centre pixel).
        CHECK(length_map * static_cast<float>(zoom) <= 12.0f + static_cast<float>(zoom) + 1e-4f);
    }
}

TEST_CASE("at zoom 4 the path line is hidden under the walking sprite and drawn over it on request") {
    Walking w = walkingPlayer();
    const WorldCritter& player = w.world->critters()[0];
    Camera camera;
    camera.centre = glm::vec2(player.body().spriteRoot());
    camera.zoom = 4;
    testing::OffscreenGl gl(kDrawOrderViewport);
    const Rgba8 black{0, 0, 0, 255};

    DrawOptions options = pathOnly();
    const RgbaImage under = gl.capture(buildWorldDrawList(*w.world, *w.assets, options), camera, *w.assets, black);
    options.overlays_on_top = true;
    const RgbaImage over = gl.capture(buildWorldDrawList(*w.world, *w.assets, options), camera, *w.assets, black);
    options.path = false;
    const RgbaImage none = gl.capture(buildWorldDrawList(*w.world, *w.assets, options), camera, *w.assets, black);

    // The player's opaque pixels: its sprite alone gives the same colour over black and over white.
    DrawList sprite_only = buildWorldDrawList(*w.world, *w.assets, options);
    std::erase_if(sprite_only.sprites, [](const SpriteItem& s) { return s.layer == DrawLayer::Tile; });
    const RgbaImage on_black = gl.capture(sprite_only, camera, *w.assets, black);
    const RgbaImage on_white = gl.capture(sprite_only, camera, *w.assets, Rgba8{255, 255, 255, 255});

    int line_on_sprite = 0;  // path pixels (over != none) where the sprite is opaque
    int line_on_ground = 0;
    for (int y = 0; y < kDrawOrderViewport.y; ++y)
        for (int x = 0; x < kDrawOrderViewport.x; ++x) {
            if (same(over.at(x, y), none.at(x, y))) continue;  // no path line here
            const bool opaque = same(on_black.at(x, y), on_white.at(x, y)) && !same(on_black.at(x, y), black);
            if (opaque) {
                ++line_on_sprite;
                CHECK(same(under.at(x, y), none.at(x, y)));  // the sprite covers the line
            } else if (same(on_black.at(x, y), black)) {
                ++line_on_ground;
                CHECK(same(under.at(x, y), over.at(x, y)));  // on bare ground both show the line
            }
        }
    CHECK(line_on_sprite >= 4);    // the path starts under the feet
    CHECK(line_on_ground >= 100);  // and runs on over the ground: 4 hexes of 32 px at zoom 4
}
