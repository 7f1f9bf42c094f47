// gaitlab benchmarks: prints figures, asserts nothing. Run: ./dev bench (Release build).
// Engine figures are wall-clock means over many calls; the render figure forces completion of every
// frame with a readback (glFinish semantics), so llvmpipe cannot defer rasterisation (B4.4).
#include <chrono>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <epoxy/gl.h>

#include "app/asset_library.h"
#include "app/gl_window.h"
#include "engine/anim/state_machine.h"
#include "engine/anim/state_machine_def.h"
#include "engine/baked_sprite.h"
#include "engine/critter_body.h"
#include "engine/hex_geometry.h"
#include "engine/hex_map.h"
#include "engine/moving_context.h"
#include "engine/path_finder.h"
#include "engine/walk_aligner.h"
#include "engine/world/world.h"
#include "render/offscreen_target.h"
#include "render/renderer.h"

namespace {

using Clock = std::chrono::steady_clock;
volatile long long g_sink = 0;  // keeps results alive so the optimiser cannot drop the work

template <typename F>
double nsPerCall(long long calls, F&& body) {
    const auto start = Clock::now();
    for (long long i = 0; i < calls; ++i) body(i);
    const double ns = std::chrono::duration<double, std::nano>(Clock::now() - start).count();
    return ns / static_cast<double>(calls);
}

void benchAligner() {
    using namespace gaitlab;
    const WalkCycle cycle =
        WalkCycle::fromDeltas({{4, 0}, {3, 0}, {3, 0}, {3, 0}, {3, 0}, {4, 0}, {3, 0}, {3, 0}, {3, 0}, {3, 0}});
    const WalkCycle other = WalkCycle::fromDeltas({{2, 1}, {2, 2}, {2, 1}, {2, 2}, {2, 1}, {2, 2}, {2, 1}, {2, 2}});
    const double walk = nsPerCall(5'000'000, [&](long long i) {
        g_sink = g_sink + evaluateWalkFrame(cycle, {3, -2}, {static_cast<int>(i % 4000) - 2000, 1}).frame;
    });
    const double transfer = nsPerCall(5'000'000, [&](long long i) {
        g_sink = g_sink + transferWalkPhase(cycle, {0, 0}, other, {static_cast<int>(i % 4000), 0}).x;
    });
    std::printf("aligner      evaluateWalkFrame (10 frames)   %8.1f ns/call\n", walk);
    std::printf("aligner      transferWalkPhase               %8.1f ns/call\n", transfer);
}

void benchStates() {
    using namespace gaitlab;
    // The shipped humanoid definition: a walk (movement-driven) that is attacked, hurt and stopped in turn, so
    // the tick evaluates globals, locks, the state's own transitions and fallbacks.
    const auto def = std::make_shared<const anim::StateMachineDef>(
        anim::loadStateMachineDef(std::string(GAITLAB_ASSET_DIR) + "/anim/humanoid.states.json"));
    anim::StateMachine machine(def);
    anim::AnimContext context;
    const double tick = nsPerCall(2'000'000, [&](long long i) {
        const long long phase = i % 400;
        context.moving = phase < 200;
        context.speed = 70.0;
        context.attack_pressed = phase == 50;
        context.hurt_this_tick = phase == 60;
        g_sink = g_sink + static_cast<long long>(machine.tick(context, 10).entered.size());
    });
    std::printf("states       StateMachine::tick (humanoid, 10 ms)  %8.1f ns/call\n", tick);
}

void benchBake() {
    using namespace gaitlab;
    // 65,535 distinct 1x1 frames (the format's most per direction): the shared-frame search must stay linear.
    SpriteAnimation anim;
    anim.fps = 60;
    anim.dirs.resize(1);
    for (int i = 0; i < 65535; ++i) {
        SpriteFrame f;
        f.width = 1;
        f.height = 1;
        f.rgba = {static_cast<uint8_t>(i), static_cast<uint8_t>(i >> 8), 7, 255};
        anim.dirs[0].frames.push_back(std::move(f));
    }
    const double ns = nsPerCall(3, [&](long long) {
        g_sink = g_sink + static_cast<long long>(writeBakedSprite(anim, "b.gsprite").size());
    });
    std::printf("bake         writeBakedSprite (65535 1x1 frames)  %8.1f ms/call\n", ns / 1e6);
}

void benchMovement() {
    using namespace gaitlab;
    const HexGeometry geometry;
    HexMap map;
    map.size = {200, 200};
    map.blocked.assign(200 * 200, 0);
    map.tile_kind.assign(200 * 200, 0);
    map.tile_names = {"grass"};
    std::mt19937 rng(7);
    for (int i = 0; i < 4000; ++i) map.setBlocked({static_cast<int>(rng() % 200), static_cast<int>(rng() % 200)}, true);
    map.setBlocked({20, 20}, false);
    map.setBlocked({180, 170}, false);
    std::optional<MovePath> path;
    const double find = nsPerCall(200, [&](long long) { path = findPath(geometry, map, {20, 20}, {180, 170}); });
    std::printf("path finder  200x200 map, 10%% blocked, corner to corner  %8.1f us/path (%zu steps)\n", find / 1000.0,
                path ? path->steps.size() : 0);
    if (!path) return;
    MovingContext context(geometry, map.size, 100, *path, {20, 20}, {0, 0}, {0, 0}, 0);
    const auto whole = static_cast<long long>(context.wholeTime());
    const double progress = nsPerCall(2'000'000, [&](long long i) {
        context.updateCurrentTime(i % whole);
        g_sink = g_sink + context.evaluateProgress().hex_offset.x;
    });
    std::printf("movement     MovingContext::evaluateProgress (%zu segments)  %8.1f ns/call\n",
                path->control_steps.size(), progress);
}

void benchRender(int critters) {
    using namespace gaitlab;
    std::string error;
    GlWindowOptions options;
    options.visible = false;
    options.imgui = false;
    options.width = 1280;
    options.height = 720;
    auto window = GlWindow::create(options, error);
    if (!window) {
        std::printf("render       skipped: %s\n", error.c_str());
        return;
    }
    auto renderer = Renderer::create(error);
    auto target = OffscreenTarget::create(1280, 720, error);
    if (!renderer || !target) {
        std::printf("render       skipped: %s\n", error.c_str());
        return;
    }
    auto assets = std::make_shared<AssetLibrary>();
    assets->loadAll();
    World world(assets, assets->map(), 12345, critters - 1);
    for (int i = 0; i < 100; ++i) world.tick();
    Camera camera;
    camera.zoom = 2;
    const int frames = 200;
    double sim_ns = 0.0, list_ns = 0.0, draw_ns = 0.0;
    for (int f = 0; f < frames; ++f) {
        auto t0 = Clock::now();
        world.tick();
        auto t1 = Clock::now();
        const DrawList list = buildWorldDrawList(world, *assets, DrawOptions{});
        auto t2 = Clock::now();
        target->bind();
        renderer->clear(target->size(), Rgba8{0, 0, 0, 255});
        renderer->draw(list, camera, target->size(), *assets);
        g_sink = g_sink + target->readback().pixels[0];
        auto t3 = Clock::now();
        sim_ns += std::chrono::duration<double, std::nano>(t1 - t0).count();
        list_ns += std::chrono::duration<double, std::nano>(t2 - t1).count();
        draw_ns += std::chrono::duration<double, std::nano>(t3 - t2).count();
    }
    std::printf(
        "frame        %d critters, 40x40 map, 1280x720 zoom 2: tick %.3f ms, draw list %.3f ms, "
        "GL + readback %.2f ms (%.0f fps), %d sprite draw calls\n",
        critters, sim_ns / frames / 1e6, list_ns / frames / 1e6, draw_ns / frames / 1e6, 1e9 / (draw_ns / frames),
        renderer->stats().sprite_draw_calls);
    std::printf("             %s\n", window->glInfo().c_str());
}

}  // namespace

int main() {
    benchAligner();
    benchStates();
    benchBake();
    benchMovement();
    benchRender(5);
    benchRender(200);
    return 0;
}
