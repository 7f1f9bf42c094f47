#include "app/scene/frame.h"

#include <chrono>

#include "app/assets/asset_library.h"
#include "engine/draw/world_draw_list.h"
#include "render/gpu_timer.h"
#include "render/renderer.h"

namespace gaitlab {

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

int runTicks(World& world, int ticks, const std::function<void(const World&)>& after_tick,
             const std::function<bool()>& stop) {
    int ran = 0;
    for (; ran < ticks; ++ran) {
        if (stop && stop()) break;
        world.tick();
        if (after_tick) after_tick(world);
    }
    return ran;
}

FrameResult runFrame(World& world, AssetLibrary& assets, Renderer& renderer, ipos viewport, const FrameSteps& steps) {
    FrameResult result;
    const Clock::time_point tick_start = Clock::now();
    result.ticks_run = runTicks(world, steps.ticks, steps.after_tick, steps.stop);
    result.times.tick_ms = msSince(tick_start);
    if (steps.after_ticks) steps.after_ticks(world);

    result.camera = steps.camera(world);
    DrawOptions draw = steps.draw;
    draw.visible = result.camera.visibleRect(viewport);  // the list holds what the frame shows, not the whole map
    draw.zoom = result.camera.clampedZoom();
    // The ground for the renderer's ground cache: its whole area, so the items stay the same while the camera pans
    // inside it.
    if (renderer.groundCache()) draw.ground = groundArea(result.camera, viewport).map;
    const Clock::time_point list_start = Clock::now();
    const GaitOverlay gait = steps.gait ? steps.gait(world) : GaitOverlay{};
    const DrawList list = buildWorldDrawList(world, assets, draw, steps.gait ? &gait : nullptr);
    result.times.draw_list_ms = msSince(list_start);

    const Clock::time_point submit_start = Clock::now();
    if (steps.gpu != nullptr) steps.gpu->begin();
    renderer.drawFrame(list, result.camera, viewport, assets, kMapBackground);
    if (steps.gpu != nullptr) steps.gpu->end();
    result.times.submit_ms = msSince(submit_start);
    if (steps.overlay) steps.overlay();
    return result;
}

}  // namespace gaitlab
