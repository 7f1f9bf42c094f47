// The renderer's ground cache (Renderer::drawFrame): the tiles, grid and blocked outlines drawn once into a texture
// and copied while the camera stays inside its area give the same pixels as drawing them every frame, also while
// the camera pans and when it leaves the area; a reloaded tile or map is drawn again at once.
#include <doctest/doctest.h>

#include <filesystem>
#include <memory>
#include <vector>

#include "app/assets/asset_library.h"
#include "app/files/image_file.h"
#include "app/scene/frame.h"
#include "app/scene/scenarios.h"
#include "engine/world/world.h"
#include "offscreen_gl.h"
#include "pixel_search.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

/// One runFrame of `world` (no tick) through `camera` into the target, read back.
RgbaImage groundCacheFrame(OffscreenGl& gl, World& world, AssetLibrary& assets, const Camera& camera) {
    FrameSteps steps;
    steps.camera = [&](const World&) { return camera; };
    gl.target->bind();
    (void)runFrame(world, assets, *gl.renderer, gl.viewport, steps);
    RgbaImage image = gl.target->readback();
    OffscreenTarget::unbind();
    return image;
}

/// The same frame with the ground drawn straight into the view (the cache off), then the cache on again.
RgbaImage uncachedFrame(OffscreenGl& gl, World& world, AssetLibrary& assets, const Camera& camera) {
    gl.renderer->setGroundCache(false);
    RgbaImage image = groundCacheFrame(gl, world, assets, camera);
    gl.renderer->setGroundCache(true);
    return image;
}

int pixelsOf(const RgbaImage& image, Rgba8 colour) {
    int count = 0;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) count += image.at(x, y) == colour ? 1 : 0;
    return count;
}

}  // namespace

TEST_CASE("the ground cache gives the pixels of drawing the ground every frame, panning inside its area and out") {
    const ipos viewport(320, 200);
    OffscreenGl gl(viewport);
    auto assets = std::make_shared<AssetLibrary>();
    REQUIRE(assets->loadAll());
    World world(assets, assets->map(), 11);
    for (int i = 0; i < 300; ++i) world.tick();  // wanderers under way, footstep marks fired
    const glm::vec2 start(world.selectedPoint());
    for (const int zoom : {1, 2, 3, 8}) {
        CAPTURE(zoom);
        Camera camera;
        camera.zoom = zoom;
        camera.centre = start;
        (void)groundCacheFrame(gl, world, *assets, camera);
        // Pans of a pixel mostly stay inside the area: the ground is copied, not drawn, and the pixels are the same.
        int reuses = 0;
        for (int step = 1; step <= 4; ++step) {
            const GroundArea last_area = groundArea(camera, viewport);
            const int draws = gl.renderer->groundDraws();
            camera.centre = start + glm::vec2(static_cast<float>(step) / static_cast<float>(zoom), 0.0f);
            CAPTURE(step);
            const RgbaImage cached = groundCacheFrame(gl, world, *assets, camera);
            const bool same_area = groundArea(camera, viewport) == last_area;
            CHECK(gl.renderer->stats().ground_cached == same_area);
            CHECK(gl.renderer->groundDraws() == draws + (same_area ? 0 : 1));
            reuses += same_area ? 1 : 0;
            CHECK(cached.pixels == uncachedFrame(gl, world, *assets, camera).pixels);
            (void)groundCacheFrame(gl, world, *assets, camera);  // the cache drawn again after the uncached frame
        }
        CHECK(reuses >= 3);
        // A jump beyond the area draws the ground again, with the same pixels as without the cache.
        camera.centre = start + glm::vec2(400.0f, -250.0f) / static_cast<float>(zoom);
        const RgbaImage far = groundCacheFrame(gl, world, *assets, camera);
        CHECK_FALSE(gl.renderer->stats().ground_cached);
        CHECK(far.pixels == uncachedFrame(gl, world, *assets, camera).pixels);
    }
}

TEST_CASE("a reloaded tile or map shows in the next frame: the ground cache is drawn again") {
    const std::filesystem::path dir = writeTempAssets("ground_cache");
    {
        const ipos viewport(240, 160);
        OffscreenGl gl(viewport);
        auto assets = std::make_shared<AssetLibrary>(dir.string());
        REQUIRE(assets->loadAll());
        World world(assets, assets->map(), 7, 0);
        Camera camera;
        camera.centre = glm::vec2(world.selectedPoint());
        camera.zoom = 2;
        const RgbaImage before = groundCacheFrame(gl, world, *assets, camera);
        REQUIRE(pixelsOf(before, kGrassColour) > 100);
        (void)groundCacheFrame(gl, world, *assets, camera);
        REQUIRE(gl.renderer->stats().ground_cached);

        // A new grass tile: the same name and size, other pixels.
        const Rgba8 new_grass{200, 30, 190, 255};
        REQUIRE(savePng(RgbaImage(32, 16, new_grass), (dir / "tiles/grass.png").string()).empty());
        touchLater(dir / "tiles/grass.png", 5);
        REQUIRE(assets->reloadChanged());
        const RgbaImage after = groundCacheFrame(gl, world, *assets, camera);
        CHECK_FALSE(gl.renderer->stats().ground_cached);
        CHECK(pixelsOf(after, kGrassColour) == 0);
        CHECK(pixelsOf(after, new_grass) == pixelsOf(before, kGrassColour));
        CHECK(after.pixels == uncachedFrame(gl, world, *assets, camera).pixels);

        // A new map: every row dirt. The world takes it at its next tick; no grass is left on screen.
        writeText(
            dir / "maps/demo.json",
            "{\"name\": \"test\", \"width\": 20, \"height\": 20, \"tiles\": [\"grass\", \"dirt\"], "
            "\"rows\": [" +
                [] {
                    std::string rows;
                    for (int y = 0; y < 20; ++y) rows += std::string(y == 0 ? "" : ",") + "\"11111111111111111111\"";
                    return rows;
                }() +
                "], \"blocked\": []}\n");
        touchLater(dir / "maps/demo.json", 10);
        REQUIRE(assets->reloadChanged());
        world.tick();
        const RgbaImage dirt = groundCacheFrame(gl, world, *assets, camera);
        CHECK_FALSE(gl.renderer->stats().ground_cached);
        CHECK(pixelsOf(dirt, new_grass) == 0);
        CHECK(pixelsOf(dirt, kDirtColour) > pixelsOf(after, kDirtColour));
        CHECK(dirt.pixels == uncachedFrame(gl, world, *assets, camera).pixels);
    }
    std::filesystem::remove_all(dir);
}
