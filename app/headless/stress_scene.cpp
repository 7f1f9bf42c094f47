#include "app/headless/stress_scene.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iomanip>

#include <SDL.h>

#include "app/assets/asset_library.h"
#include "app/files/image_file.h"
#include "app/files/output_file.h"
#include "app/files/render_outputs.h"
#include "app/files/stop_signal.h"
#include "app/scene/frame.h"
#include "app/scene/gl_window.h"
#include "app/scene/headless_gl.h"
#include "app/scene/scenarios.h"
#include "engine/draw/world_draw_list.h"
#include "engine/world/stress_map.h"
#include "engine/world/world_assets.h"
#include "render/frame_times.h"
#include "render/gpu_timer.h"
#include "render/offscreen_target.h"
#include "render/renderer.h"

namespace gaitlab {

namespace {

using Clock = std::chrono::steady_clock;

double msBetween(Clock::time_point from, Clock::time_point to) {
    return std::chrono::duration<double, std::milli>(to - from).count();
}

int failStress(std::ostream& log, const std::string& message) {
    log << "gaitlab render: " << message << '\n';
    return 2;
}

}  // namespace

int runStressRender(const RenderOptions& options, std::ostream& log) {
    if (options.units < 1 || options.units > kMaxStressUnits)
        return failStress(log, "--units must be 1.." + std::to_string(kMaxStressUnits));
    if (!(options.seconds > 0.0) || options.seconds > 3600.0) return failStress(log, "--seconds must be in (0, 3600]");
    if (options.zoom < kMinZoom || options.zoom > kMaxZoom) return failStress(log, "--zoom must be 1..8");
    RenderOutputs outputs;
    if (std::string refused = openRenderFolder(options.out_dir, {"stress.png"}, outputs, log); !refused.empty())
        return failStress(log, refused);

    std::string error;
    HeadlessGl gl = createHeadlessGl(options.width, options.height, false, log, error);
    if (!ready(gl)) return failStress(log, error);
    Renderer* renderer = gl.renderer.get();
    OffscreenTarget* target = gl.target.get();
    GpuTimer gpu;

    auto assets = std::make_shared<AssetLibrary>(options.asset_dir, options.map_file, &log);
    assets->loadAll();
    const auto built_at = Clock::now();
    World world = makeStressWorld(assets, options.units, options.seed);
    log << "gaitlab render: stress scene, " << world.critters().size() << " critters and " << world.units().size()
        << " tactics units on a " << world.map().size.width << "x" << world.map().size.height << " map, built in "
        << std::fixed << std::setprecision(0) << msBetween(built_at, Clock::now()) << " ms\n";

    const ipos viewport(options.width, options.height);
    const auto ticks = static_cast<int>(std::lround(options.seconds * 1000.0 / static_cast<double>(World::kTickMs)));
    FrameTimeHistory history;
    int shown = 0;
    FrameSteps steps;  // a tick, then the frame following the selected critter
    steps.ticks = 1;
    steps.camera = [&](const World& w) { return followSelected(w, options.zoom); };
    steps.draw = options.draw;
    steps.gpu = &gpu;
    for (int tick = 1; tick <= ticks; ++tick) {
        if (stopRequested()) {
            reportStop(log, "gaitlab render: stress stopped by " + std::string(stopSignalName()) + " after " +
                                std::to_string(tick - 1) + " of " + std::to_string(ticks) + " ticks\n");
            return stopExitStatus(stopSignalNumber());
        }
        SDL_PumpEvents();
        const auto t0 = Clock::now();
        target->bind();
        FrameTimes frame = runFrame(world, *assets, *renderer, viewport, steps).times;
        frame.gpu_ms = gpu.waitMs().value_or(0.0);  // waits: the frame is done when the GL is
        frame.frame_ms = msBetween(t0, Clock::now());
        history.add(frame);
        shown = renderer->stats().sprites;
        if (tick == ticks)
            if (std::string save_error = writeOutputPng(options.out_dir + "/stress.png", target->readback());
                !save_error.empty())
                return failStress(log, save_error);
        OffscreenTarget::unbind();
    }
    const FrameTimes mean = history.mean();
    log << std::setprecision(3) << "gaitlab render: stress " << options.units << " units, " << ticks
        << " frames (a tick each) at " << options.width << "x" << options.height << " zoom " << options.zoom << ", "
        << shown << " sprites in the last frame: tick " << mean.tick_ms << " ms, draw list " << mean.draw_list_ms
        << " ms, GL submit " << mean.submit_ms << " ms, waiting for the GL "
        << std::max(0.0, mean.frame_ms - mean.tick_ms - mean.draw_list_ms - mean.submit_ms) << " ms (GPU timer "
        << mean.gpu_ms << " ms), frame " << mean.frame_ms << " ms, " << std::setprecision(1) << history.fps()
        << " fps\n";
    for (const ErrorRecord& record : world.errors()) log << "world error: " << record.message << '\n';
    if (std::string e = outputs.finish(); !e.empty()) log << "gaitlab render: warning: " << e << '\n';
    return 0;
}

}  // namespace gaitlab
