// Culling the draw list to the camera's view (DrawOptions::visible, Camera::visibleRect) changes no pixel: the shipped
// demo map (its 32x32 rock tiles stand taller than a hex), wandering critters and tactics units, the grid and the
// blocked hexes, rendered with and without culling at several zooms and camera positions, including the map's
// edges and a view beyond them.
#include <doctest/doctest.h>

#include <memory>
#include <vector>

#include "app/assets/asset_library.h"
#include "engine/draw/world_draw_list.h"
#include "engine/world/world.h"
#include "offscreen_gl.h"

using namespace gaitlab;
using namespace gaitlab::testing;

TEST_CASE("a render culled to the camera's view has the same pixels as the whole map's") {
    const ipos viewport(320, 200);
    OffscreenGl gl(viewport);
    auto assets = std::make_shared<AssetLibrary>();
    REQUIRE(assets->loadAll());
    World world(assets, assets->map(), 11);
    for (int i = 0; i < 300; ++i) world.tick();  // wanderers under way, footstep marks fired
    const ipos selected = world.selectedPoint();
    struct View {
        glm::vec2 centre;
        int zoom;
    };
    const std::vector<View> views = {{glm::vec2(selected), 1},
                                     {glm::vec2(selected), 3},
                                     {glm::vec2(selected) + glm::vec2(7.5f, -3.0f), 2},
                                     {glm::vec2(0.0f, 0.0f), 1},
                                     {glm::vec2(-150.0f, 400.0f), 1},
                                     {glm::vec2(selected), 8},
                                     {glm::vec2(5000.0f, 5000.0f), 1}};
    for (const View& view : views) {
        CAPTURE(view.centre.x);
        CAPTURE(view.centre.y);
        CAPTURE(view.zoom);
        Camera camera;
        camera.centre = view.centre;
        camera.zoom = view.zoom;
        DrawOptions whole;
        DrawOptions culled;
        culled.visible = camera.visibleRect(viewport);
        const DrawList whole_list = buildWorldDrawList(world, *assets, whole);
        const DrawList culled_list = buildWorldDrawList(world, *assets, culled);
        CHECK(culled_list.sprites.size() <= whole_list.sprites.size());
        const RgbaImage a = gl.capture(whole_list, camera, *assets, Rgba8{20, 20, 30, 255});
        const RgbaImage b = gl.capture(culled_list, camera, *assets, Rgba8{20, 20, 30, 255});
        REQUIRE(a.width == b.width);
        CHECK(a.pixels == b.pixels);
    }
}
