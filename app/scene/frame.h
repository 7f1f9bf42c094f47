// The one frame of every program that draws the world (the client, `gaitlab render`, the stress scene): world
// ticks in, then the draw list, then GL, then the overlay. Data flows one way (docs/ARCHITECTURE.md "Layers"):
// nothing here reads the UI; the caller turns its UI into world calls before and into FrameSteps.
#pragma once

#include <functional>
#include <optional>

#include "engine/draw/gait_draw.h"
#include "engine/drawlist/draw_list.h"
#include "engine/world/world.h"
#include "render/camera.h"
#include "render/frame_times.h"

namespace gaitlab {

class AssetLibrary;
class GpuTimer;
class Renderer;

/// The colour behind the map in every view (client, render frames, stress scene).
inline constexpr Rgba8 kMapBackground{30, 32, 36, 255};

/// What one frame does, in order.
struct FrameSteps {
    int ticks = 0;  ///< World::tick calls before drawing (0: draw the world as it is)
    /// Called after each tick (the client's history and gait tools, render's trace); may be empty.
    std::function<void(const World&)> after_tick;
    /// Called once after the ticks, before the camera (the client's status bar and scenario zoom); may be empty.
    std::function<void(const World&)> after_ticks;
    /// Stops the ticks early when it returns true (a stop signal); may be empty.
    std::function<bool()> stop;
    /// The camera, from the world after its ticks. Required.
    std::function<Camera(const World&)> camera;
    DrawOptions draw;  ///< grid, path, markers; `view` and `zoom` are set from the camera
    /// The gait tools' onion skin and planted feet, from the world after its ticks; may be empty.
    std::function<GaitOverlay(const World&)> gait;
    GpuTimer* gpu = nullptr;  ///< when set, times the GL drawing (begin before the clear, end after the draw)
    /// The ImGui overlay, drawn after the map into the same framebuffer; may be empty.
    std::function<void()> overlay;
};

/// What the frame did: the ticks that ran and the camera it drew with, and the CPU time of its parts, ms
/// (FrameTimes: tick_ms, draw_list_ms, submit_ms; gpu_ms and frame_ms are the caller's).
struct FrameResult {
    int ticks_run = 0;
    Camera camera;
    FrameTimes times;
};

/// Runs `steps.ticks` ticks (fewer when steps.stop says so), builds the draw list for the camera's view and draws it
/// with `renderer` into the bound framebuffer of size `viewport` (pixels) over kMapBackground, then the overlay.
/// Needs a current GL context. Render errors stay in the renderer (Renderer::takeNewErrors).
FrameResult runFrame(World& world, AssetLibrary& assets, Renderer& renderer, ipos viewport, const FrameSteps& steps);

/// World ticks alone, as runFrame runs them: `ticks` calls with `after_tick` after each, stopping early when `stop`
/// returns true. Returns the ticks that ran.
int runTicks(World& world, int ticks, const std::function<void(const World&)>& after_tick,
             const std::function<bool()>& stop);

}  // namespace gaitlab
