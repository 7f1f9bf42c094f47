#include "app/overlay.h"

#include <cstdint>

#include "app/panels/panels.h"
#include "render/pixel_source.h"
#include "render/renderer.h"

namespace gaitlab {

void drawOverlay(World& world, AssetLibrary& assets, ClientUiState* ui, const FrameThumbFn& thumbnail,
                 const std::vector<ErrorRecord>& render_errors, GaitTracker* gait) {
    drawCritterPanel(world, ui, gait);
    drawAlignerPanel(world, ui, ui && ui->thumbnail ? ui->thumbnail : thumbnail);
    drawRoutesPanel(world, ui);
    drawViewPanel(world, ui);
    drawFilesPanel(world, assets, ui);
    drawTacticsPanel(world, ui);
    drawStatePanel(world, ui);
    drawGaitPanel(world, gait, ui);
    drawAbPanel(world, assets, gait, ui);
    drawErrorsPanel(world, assets, render_errors, ui);
}

FrameThumbFn atlasThumbnails(Renderer& renderer, const SpritePixelSource& source) {
    return [&renderer, &source](const SpriteKey& key) -> std::optional<FrameThumb> {
        const AtlasRegion region = renderer.regionFor(key, source);
        FrameThumb thumb;
        thumb.texture = reinterpret_cast<ImTextureID>(static_cast<intptr_t>(region.texture));
        thumb.uv0 = ImVec2(region.uv0.x, region.uv0.y);
        thumb.uv1 = ImVec2(region.uv1.x, region.uv1.y);
        thumb.size = ImVec2(static_cast<float>(region.size.x), static_cast<float>(region.size.y));
        return thumb;
    };
}

}  // namespace gaitlab
