// A whole frame as `gaitlab render` draws it, through the real renderer into a 1280x720 offscreen target at zoom 2:
// the world tick, the draw list (the demo map's 1600 ground tiles and every critter), GL drawing with a full
// readback (so llvmpipe cannot defer the rasterisation), for 5 and 200 critters. Counters: milliseconds of each
// part per frame (gpu_ms from GL timestamp queries around the drawing, GpuTimer) and frames per second of the GL part.
#include <chrono>
#include <memory>
#include <string>

#include "app/scene/gl_window.h"
#include "engine/draw/world_draw_list.h"
#include "engine/world/world.h"
#include "render/gpu_timer.h"
#include "render/offscreen_target.h"
#include "render/renderer.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

using Clock = std::chrono::steady_clock;

struct GlSetup {
    std::unique_ptr<GlWindow> window;
    std::unique_ptr<Renderer> renderer;
    std::unique_ptr<OffscreenTarget> target;
    std::unique_ptr<GpuTimer> timer;
    std::string error;
};

// One hidden window and GL context for every frame benchmark, kept to the end of the process.
GlSetup& gl() {
    static GlSetup* setup = [] {
        auto* s = new GlSetup;
        GlWindowOptions options;
        options.visible = false;
        options.imgui = false;
        options.width = 1280;
        options.height = 720;
        s->window = GlWindow::create(options, s->error);
        if (s->window) s->renderer = Renderer::create(s->error);
        if (s->renderer) s->target = OffscreenTarget::create(1280, 720, s->error);
        if (s->target) s->timer = std::make_unique<GpuTimer>();
        return s;
    }();
    return *setup;
}

double msSince(Clock::time_point from, Clock::time_point to) {
    return std::chrono::duration<double, std::milli>(to - from).count();
}

void BM_FrameGl(benchmark::State& state) {
    GlSetup& setup = gl();
    if (!setup.timer) {
        state.SkipWithError(("no GL: " + setup.error).c_str());
        return;
    }
    const auto assets = sharedAssets();
    const int critters = static_cast<int>(state.range(0));
    World world(assets, assets->map(), 12345, critters - 1);
    for (int i = 0; i < 100; ++i) world.tick();
    Camera camera;
    camera.zoom = 2;
    double tick_ms = 0.0, list_ms = 0.0, gl_ms = 0.0, gpu_ms = 0.0;
    for (auto _ : state) {
        const auto t0 = Clock::now();
        world.tick();
        const auto t1 = Clock::now();
        const DrawList list = buildWorldDrawList(world, *assets, DrawOptions{});
        const auto t2 = Clock::now();
        setup.target->bind();
        setup.timer->begin();
        setup.renderer->clear(setup.target->size(), Rgba8{0, 0, 0, 255});
        setup.renderer->draw(list, camera, setup.target->size(), *assets);
        setup.timer->end();
        keep(setup.target->readback().pixels[0]);
        const auto t3 = Clock::now();
        gpu_ms += setup.timer->waitMs().value_or(0.0);
        tick_ms += msSince(t0, t1);
        list_ms += msSince(t1, t2);
        gl_ms += msSince(t2, t3);
    }
    const auto frames = static_cast<double>(state.iterations());
    state.counters["tick_ms"] = tick_ms / frames;
    state.counters["list_ms"] = list_ms / frames;
    state.counters["gl_readback_ms"] = gl_ms / frames;
    state.counters["gpu_ms"] = gpu_ms / frames;
    state.counters["gl_fps"] = gl_ms > 0.0 ? 1000.0 * frames / gl_ms : 0.0;
    state.counters["draw_calls"] = setup.renderer->stats().sprite_draw_calls;
    state.SetLabel("critters, 40x40 map, 1280x720 zoom 2");
}
BENCHMARK(BM_FrameGl)->Arg(5)->Arg(200)->Iterations(200)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gaitlab::bench
