// The ImGui overlay drawn over the map: one panel per file under app/panels/.
#pragma once

#include <vector>

#include "app/panels/ui_state.h"
#include "engine/base/error_record.h"

namespace gaitlab {

class Renderer;
class AssetLibrary;
class GaitTracker;
class World;
class SpritePixelSource;

/// Draws every overlay panel for the current frame. Call between ImGui::NewFrame and ImGui::Render.
/// `ui` may be null for headless renders (panels then show read-only values and no buttons act); the frame
/// strip then takes its thumbnails from `thumbnail` (none when empty), the client's from ui->thumbnail.
/// `render_errors` (Renderer::errors: images the GPU cannot hold) are listed in the Errors window with the assets'.
/// `gait` (the client's GaitTracker) adds the Gait and A/B panels and the Critter panel's cadence and speed match;
/// null leaves them out.
void drawOverlay(World& world, AssetLibrary& assets, ClientUiState* ui, const FrameThumbFn& thumbnail = {},
                 const std::vector<ErrorRecord>& render_errors = {}, GaitTracker* gait = nullptr);

/// Frame strip thumbnails straight from the renderer's atlas: a frame not drawn yet is uploaded from `source`
/// (Renderer::regionFor), so build the overlay after the frame's draw. Both must outlive the function.
[[nodiscard]] FrameThumbFn atlasThumbnails(Renderer& renderer, const SpritePixelSource& source);

}  // namespace gaitlab
