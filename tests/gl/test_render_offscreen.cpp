// Offscreen rendering through the real renderer (SDL offscreen driver, EGL llvmpipe; D22): captures are
// not blank, the critter's pixels sit where the trace, camera and zoom put them (§8), and
// zoom 2 is zoom 1 pixel-doubled.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <set>
#include <sstream>
#include <string>

#include "app/assets/asset_library.h"
#include "app/files/image_file.h"
#include "app/headless/headless_render.h"
#include "app/scene/scenarios.h"
#include "engine/world/scenario.h"
#include "engine/world/trace.h"
#include "engine/world/world.h"
#include "offscreen_gl.h"
#include "pixel_search.h"
#include "render/offscreen_target.h"
#include "render/renderer.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

constexpr ipos kCaptureViewport{320, 240};
constexpr Rgba8 kCaptureClear{0, 0, 0, 255};

struct CaptureGl : OffscreenGl {
    CaptureGl() : OffscreenGl(kCaptureViewport) {}
    RgbaImage capture(const DrawList& list, const Camera& camera, const SpritePixelSource& source) {
        return OffscreenGl::capture(list, camera, source, kCaptureClear);
    }
};

int distinctColours(const RgbaImage& image) {
    std::set<uint32_t> colours;
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) {
            const Rgba8 c = image.at(x, y);
            colours.insert(uint32_t(c.r) << 24 | uint32_t(c.g) << 16 | uint32_t(c.b) << 8 | c.a);
        }
    return static_cast<int>(colours.size());
}

DrawOptions captureSpritesOnly() { return DrawOptions{false, false, false, false}; }

struct WalkingWorld {
    std::filesystem::path dir = writeTempAssets("render");
    std::shared_ptr<AssetLibrary> assets = std::make_shared<AssetLibrary>(dir.string());
    std::unique_ptr<World> world;

    explicit WalkingWorld(const char* scenario, int ticks) {
        REQUIRE(assets->loadAll());
        world = std::make_unique<World>(assets, assets->map(), 7, 0);
        REQUIRE(world->startScenario(makeScenario(scenario)) == "");
        for (int i = 0; i < ticks; ++i) world->tick();
    }
    ~WalkingWorld() { std::filesystem::remove_all(dir); }
};

}  // namespace

TEST_CASE("offscreen capture of a walking critter is not blank") {
    CaptureGl gl;
    // llvmpipe, not the 20x slower softpipe (B4.5).
    CHECK(gl.window->glInfo().find("softpipe") == std::string::npos);
    WalkingWorld world("straight-walk", 25);
    const RgbaImage image = gl.capture(buildWorldDrawList(*world.world, *world.assets, DrawOptions{}),
                                       followSelected(*world.world, 1), *world.assets);
    REQUIRE(image.width == kCaptureViewport.x);
    REQUIRE(image.height == kCaptureViewport.y);
    // Two tile colours, the body, grid lines blended over tiles, path and markers.
    CHECK(distinctColours(image) >= 5);
    CHECK(findColour(image, kGrassColour).count > 1000);
    CHECK(findColour(image, kDirtColour).count > 1000);
    CHECK(findColour(image, kBodyColour).count > 0);
}

TEST_CASE("critter pixels lie where the trace's sprite root, camera and zoom put them") {
    CaptureGl gl;
    WalkingWorld world("straight-walk", 33);
    const TraceRow row = traceRow(*world.world);
    REQUIRE(row.moving);
    REQUIRE(row.anim == "walk");
    for (int zoom : {1, 2, 3}) {
        CAPTURE(zoom);
        const Camera camera = followSelected(*world.world, zoom);
        const RgbaImage image =
            gl.capture(buildWorldDrawList(*world.world, *world.assets, captureSpritesOnly()), camera, *world.assets);
        const Box box = findColour(image, kBodyColour);
        // Nothing covers the body (tiles are drawn first): every pixel of the 11x21 frame is visible.
        REQUIRE(box.count == kBodyWidth * kBodyHeight * zoom * zoom);
        CHECK(box.max_x - box.min_x + 1 == kBodyWidth * zoom);
        CHECK(box.max_y - box.min_y + 1 == kBodyHeight * zoom);
        // Bottom-centre of the image = root + draw offset (§8), in screen pixels through the camera.
        const ipos origin = camera.origin(kCaptureViewport);
        const ipos expected = (row.sprite_root + kDrawOffset) * zoom + origin;
        const int bottom = box.max_y + 1;
        const int centre_x = box.min_x + (kBodyWidth / 2) * zoom;
        CHECK(std::abs(bottom - expected.y) <= 1);
        CHECK(std::abs(centre_x - expected.x) <= 1);
    }
}

TEST_CASE("the trace's sprite root follows hex centre + HexOffset + offs_anim as the critter walks") {
    CaptureGl gl;
    WalkingWorld world("straight-walk", 0);
    for (int step = 0; step < 6; ++step) {
        for (int i = 0; i < 7; ++i) world.world->tick();
        const TraceRow row = traceRow(*world.world);
        const HexGeometry& g = world.world->geometry();
        CHECK(row.sprite_root == g.hexPos(row.hex) + ipos(16, 8) + row.hex_offset + row.offs_anim);
        const Camera camera = followSelected(*world.world, 2);
        const Box box = findColour(gl.capture(buildWorldDrawList(*world.world, *world.assets, captureSpritesOnly()),
                                              camera, *world.assets),
                                   kBodyColour);
        const ipos expected = (row.sprite_root + kDrawOffset) * 2 + camera.origin(kCaptureViewport);
        CHECK(std::abs(box.max_y + 1 - expected.y) <= 1);
        CHECK(std::abs(box.min_x + kBodyWidth / 2 * 2 - expected.x) <= 1);
    }
}

TEST_CASE("zoom 2 equals zoom 1 pixel-doubled over the critter's region") {
    CaptureGl gl;
    WalkingWorld world("straight-walk", 41);
    const DrawList list = buildWorldDrawList(*world.world, *world.assets, captureSpritesOnly());
    const Camera camera1 = followSelected(*world.world, 1);
    const Camera camera2 = followSelected(*world.world, 2);
    const RgbaImage z1 = gl.capture(list, camera1, *world.assets);
    const RgbaImage z2 = gl.capture(list, camera2, *world.assets);
    const Box box = findColour(z1, kBodyColour);
    REQUIRE(box.count == kBodyWidth * kBodyHeight);
    const ipos o1 = camera1.origin(kCaptureViewport);
    const ipos o2 = camera2.origin(kCaptureViewport);
    int compared = 0;
    int mismatches = 0;
    // The body plus a 6-pixel margin of ground around it.
    for (int y = box.min_y - 6; y <= box.max_y + 6; ++y)
        for (int x = box.min_x - 6; x <= box.max_x + 6; ++x) {
            const ipos map = ipos(x, y) - o1;
            const ipos s = map * 2 + o2;
            for (int dy = 0; dy < 2; ++dy)
                for (int dx = 0; dx < 2; ++dx) {
                    ++compared;
                    if (!(z2.at(s.x + dx, s.y + dy) == z1.at(x, y))) ++mismatches;
                }
        }
    CHECK(compared == (kBodyWidth + 12) * (kBodyHeight + 12) * 4);
    CHECK(mismatches == 0);
}

TEST_CASE("sprites are batched: one draw call per atlas page per contiguous run") {
    CaptureGl gl;
    WalkingWorld world("straight-walk", 5);
    const DrawList list = buildWorldDrawList(*world.world, *world.assets, captureSpritesOnly());
    (void)gl.capture(list, followSelected(*world.world, 1), *world.assets);
    // 400 tiles + 1 critter, all on the first 1024x1024 page.
    CHECK(gl.renderer->stats().sprites == kMapSide * kMapSide + 1);
    CHECK(gl.renderer->stats().atlas_pages == 1);
    CHECK(gl.renderer->stats().sprite_draw_calls == 1);
}

TEST_CASE("missing assets render as magenta placeholders with errors instead of crashing") {
    CaptureGl gl;
    const std::filesystem::path empty = std::filesystem::temp_directory_path() / "gaitlab_no_assets_here";
    std::filesystem::remove_all(empty);
    auto assets = std::make_shared<AssetLibrary>(empty.string());
    CHECK_FALSE(assets->loadAll());
    const auto errors = assets->errors();
    REQUIRE(errors.size() >= 4);  // three FOFRMs and the map (the fallback map's grass tile too)
    World world(assets, assets->map(), 1, 0);
    world.tick();
    const RgbaImage image =
        gl.capture(buildWorldDrawList(world, *assets, captureSpritesOnly()), followSelected(world, 1), *assets);
    CHECK(findColour(image, Rgba8{255, 0, 255, 255}).count > 100);
}

TEST_CASE("headless render writes frames, montage and a trace row per tick") {
    const std::filesystem::path dir = writeTempAssets("headless");
    const std::filesystem::path out = dir / "out";
    RenderOptions options;
    options.scenario = "turn";
    options.seconds = 0.5;
    options.out_dir = out.string();
    options.asset_dir = dir.string();
    options.width = 200;
    options.height = 150;
    options.every = 10;
    options.overlay = true;
    std::ostringstream log;
    REQUIRE_MESSAGE(runHeadlessRender(options, log) == 0, log.str());
    // 200x150 has no room for the panels beside the sprite: the overlay is left out, and the log says why.
    CHECK(log.str().find("overlay left out: the 200x150 capture is smaller than 960x540") != std::string::npos);
    for (int tick : {10, 20, 30, 40, 50}) {
        char name[32];
        std::snprintf(name, sizeof name, "frame_%05d.png", tick);
        RgbaImage frame;
        CHECK(loadPng((out / name).string(), frame).empty());
        CHECK(frame.width == 200);
        CHECK(frame.height == 150);
    }
    RgbaImage grid;
    REQUIRE(loadPng((out / "montage.png").string(), grid).empty());
    // 5 frames in 3 columns, 2 rows, no shrinking, a one-line label strip (17 px) under each frame:
    // (200+2)*3+2 by (150+17+2)*2+2.
    CHECK(grid.width == 608);
    CHECK(grid.height == 340);
    std::ifstream csv(out / "trace.csv");
    int lines = 0;
    for (std::string line; std::getline(csv, line);) ++lines;
    CHECK(lines == 1 + 50);
    std::filesystem::remove_all(dir);
}

TEST_CASE("headless render refuses bad options with status 2 and a message") {
    RenderOptions options;
    options.out_dir = (std::filesystem::temp_directory_path() / "gaitlab_bad_options").string();
    std::ostringstream log;
    options.scenario = "moonwalk";
    CHECK(runHeadlessRender(options, log) == 2);
    CHECK(log.str().find("moonwalk") != std::string::npos);
    options.scenario = "default";
    options.zoom = 9;
    CHECK(runHeadlessRender(options, log) == 2);
    options.zoom = 2;
    options.every = 0;
    CHECK(runHeadlessRender(options, log) == 2);
}

TEST_CASE("renderer reports a missing or broken shader by file name") {
    CaptureGl gl;
    std::string error;
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "gaitlab_shader_test";
    std::filesystem::create_directories(dir);
    CHECK(Renderer::create(error, dir.string()) == nullptr);
    CHECK(error.find("sprite.vert") != std::string::npos);
    writeText(dir / "sprite.vert", "#version 330 core\nvoid main() { this is not glsl; }\n");
    writeText(dir / "sprite.frag", "#version 330 core\nout vec4 c;\nvoid main() { c = vec4(1.0); }\n");
    error.clear();
    CHECK(Renderer::create(error, dir.string()) == nullptr);
    CHECK(error.find("sprite.vert: compile error") != std::string::npos);
    std::filesystem::remove_all(dir);
}
