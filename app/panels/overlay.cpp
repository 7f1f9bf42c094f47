#include "app/panels/overlay.h"

#include <cstdint>

#include <imgui.h>

#include "app/panels/panels.h"
#include "render/pixel_source.h"
#include "render/renderer.h"

namespace gaitlab {

PanelLayout& panelLayout(ClientUiState* ui) {
    static PanelLayout headless;  // the client's defaults, so frames look like the window
    return ui && ui->layout ? *ui->layout : headless;
}

float statusBarHeight(const ClientUiState* ui) { return ui ? ImGui::GetFrameHeight() + 6.0f : 0.0f; }

void drawOverlay(World& world, AssetLibrary& assets, ClientUiState* ui, const FrameThumbFn& thumbnail,
                 const std::vector<ErrorRecord>& render_errors, GaitTracker* gait) {
    panelLayout(ui).beginFrame(ImGui::GetMainViewport()->Size, statusBarHeight(ui));
    // Drawn column by column in the default layout's order, top to bottom (each column stacks in drawing order).
    drawCritterPanel(world, ui, gait);
    drawAlignerPanel(world, ui, ui && ui->thumbnail ? ui->thumbnail : thumbnail);
    drawRoutesPanel(world, ui);
    drawStatePanel(world, ui);
    drawViewPanel(world, ui);
    drawTacticsPanel(world, ui);
    drawFilesPanel(world, assets, ui);
    drawGaitPanel(world, gait, ui);
    drawAbPanel(world, assets, gait, ui);
    drawErrorsPanel(world, assets, render_errors, ui);
    if (ui) drawStatusBar(world, ui);
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
