// A whole frame as `gaitlab render` draws it, through the real renderer into a 1280x720 offscreen target at zoom 2:
// the world tick, the draw list (the demo map's 1600 ground tiles and every critter), GL drawing with a full
// readback (so llvmpipe cannot defer the rasterisation), for 5 and 200 critters. Counters: milliseconds of each
// part per frame (gpu_ms from GL timestamp queries around the drawing, GpuTimer) and frames per second of the GL part.
#include <algorithm>
#include <chrono>
#include <memory>
#include <string>

#include "app/scene/frame.h"
#include "app/scene/gl_window.h"
#include "app/scene/scenarios.h"
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

void BM_StressFrame(benchmark::State& state) {
    GlSetup& setup = gl();
    if (!setup.timer) {
        state.SkipWithError(("no GL: " + setup.error).c_str());
        return;
    }
    const auto assets = sharedAssets();
    World world = makeStressWorld(assets, 2000, 12345);
    Renderer& renderer = *setup.renderer;
    renderer.setGroundCache(state.range(0) != 0);
    FrameSteps steps;
    steps.ticks = 1;
    steps.camera = [](const World& w) { return followSelected(w, 2); };
    steps.gpu = setup.timer.get();
    for (int i = 0; i < 30; ++i) {  // the synchronised start, the atlas and the ground cache filled
        setup.target->bind();
        (void)runFrame(world, *assets, renderer, setup.target->size(), steps);
        (void)setup.timer->waitMs();
    }
    FrameTimeHistory history;
    const int draws_before = renderer.groundDraws();
    for (auto _ : state) {
        const auto t0 = Clock::now();
        setup.target->bind();
        FrameTimes frame = runFrame(world, *assets, renderer, setup.target->size(), steps).times;
        frame.gpu_ms = setup.timer->waitMs().value_or(0.0);  // the frame is done when the GL is
        frame.frame_ms = msSince(t0, Clock::now());
        history.add(frame);
    }
    const FrameTimes mean = history.mean();
    const auto frames = static_cast<double>(state.iterations());
    state.counters["fps"] = history.fps();
    state.counters["tick_ms"] = mean.tick_ms;
    state.counters["list_ms"] = mean.draw_list_ms;
    state.counters["submit_ms"] = mean.submit_ms;
    state.counters["gl_wait_ms"] = std::max(0.0, mean.frame_ms - mean.tick_ms - mean.draw_list_ms - mean.submit_ms);
    state.counters["gpu_ms"] = mean.gpu_ms;
    state.counters["frame_ms"] = mean.frame_ms;
    state.counters["ground_redrawn"] = static_cast<double>(renderer.groundDraws() - draws_before) / frames;
    renderer.setGroundCache(true);
    state.SetLabel(std::string("stress scene, 2000 units, 1280x720 zoom 2, ground cache ") +
                   (state.range(0) != 0 ? "on" : "off"));
}
BENCHMARK(BM_StressFrame)->Arg(1)->Arg(0)->Iterations(200)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gaitlab::bench
