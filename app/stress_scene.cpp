#include "app/stress_scene.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <iomanip>

#include <SDL.h>

#include "app/asset_library.h"
#include "app/gl_window.h"
#include "app/headless_gl.h"
#include "app/image_file.h"
#include "app/render_outputs.h"
#include "app/stop_signal.h"
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

int fail(std::ostream& log, const std::string& message) {
    log << "gaitlab render: " << message << '\n';
    return 2;
}

}  // namespace

bool isStressScenario(const std::string& name) { return name == kStressScenario; }

World makeStressWorld(std::shared_ptr<const WorldAssets> assets, int units, uint32_t seed) {
    units = std::clamp(units, 1, kMaxStressUnits);
    const int side = stressMapSide(units);
    HexMap map = makeStressMap({side, side}, assets->map().tile_names, seed, 10);
    const int tactics_units = units / 2;
    return World(std::move(assets), std::move(map), seed, units - tactics_units - 1, tactics_units);
}

int runStressRender(const RenderOptions& options, std::ostream& log) {
    if (options.units < 1 || options.units > kMaxStressUnits)
        return fail(log, "--units must be 1.." + std::to_string(kMaxStressUnits));
    if (!(options.seconds > 0.0) || options.seconds > 3600.0) return fail(log, "--seconds must be in (0, 3600]");
    if (options.zoom < kMinZoom || options.zoom > kMaxZoom) return fail(log, "--zoom must be 1..8");
    if (options.out_dir.empty()) return fail(log, "--out is required");
    std::error_code ec;
    std::filesystem::create_directories(options.out_dir, ec);
    if (ec) return fail(log, options.out_dir + ": cannot create folder: " + ec.message());
    RenderOutputs outputs;
    if (std::string list_error = outputs.begin(options.out_dir); !list_error.empty()) return fail(log, list_error);
    if (std::string refused = outputs.add({"stress.png"}); !refused.empty()) return fail(log, refused);

    std::string error;
    HeadlessGl gl = createHeadlessGl(options.width, options.height, false, log, error);
    if (!ready(gl)) return fail(log, error);
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
    for (int tick = 1; tick <= ticks; ++tick) {
        if (stopRequested()) {
            log << "gaitlab render: stress stopped by " << stopSignalName() << " after " << tick - 1 << " of " << ticks
                << " ticks\n";
            return stopExitStatus(stopSignalNumber());
        }
        SDL_PumpEvents();
        FrameTimes frame;
        const auto t0 = Clock::now();
        world.tick();
        const auto t1 = Clock::now();
        const Camera camera = followSelected(world, options.zoom);
        DrawOptions draw = options.draw;
        draw.view = camera.visibleRect(viewport);
        const DrawList list = buildWorldDrawList(world, *assets, draw);
        const auto t2 = Clock::now();
        target->bind();
        gpu.begin();
        renderer->clear(viewport, Rgba8{30, 32, 36, 255});
        renderer->draw(list, camera, viewport, *assets);
        gpu.end();
        const auto submitted = Clock::now();
        frame.gpu_ms = gpu.waitMs().value_or(0.0);  // waits: the frame is done when the GL is
        const auto t3 = Clock::now();
        frame.tick_ms = msBetween(t0, t1);
        frame.draw_list_ms = msBetween(t1, t2);
        frame.submit_ms = msBetween(t2, submitted);
        frame.frame_ms = msBetween(t0, t3);
        history.add(frame);
        shown = renderer->stats().sprites;
        if (tick == ticks)
            if (std::string save_error = savePng(target->readback(), options.out_dir + "/stress.png");
                !save_error.empty())
                return fail(log, save_error);
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
    return 0;
}

}  // namespace gaitlab
