#include <algorithm>
#include <cstdio>

#include <imgui.h>

#include "app/panels/align_lines.h"
#include "app/panels/panels.h"
#include "app/panels/ui_state.h"
#include "engine/draw/gait_draw.h"
#include "engine/gait/gait_metrics.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

// One cell per frame; the chosen frame is outlined, and a marker under the strip shows the phase.
void drawFrameStrip(const SpriteSheet& sheet, SpriteKey key, int chosen, double phase, const FrameThumbFn& thumbnail) {
    const int count = sheet.frameCount();
    if (count == 0) return;
    // Cells shrink so every frame of the sheet fits the panel's width.
    const float avail = ImGui::GetContentRegionAvail().x;
    const float cell = std::clamp(avail / static_cast<float>(count) - 2.0f, 12.0f, 34.0f);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    for (int i = 0; i < count; ++i) {
        const ImVec2 a(origin.x + static_cast<float>(i) * (cell + 2.0f), origin.y);
        const ImVec2 b(a.x + cell, a.y + cell * 1.5f);
        draw->AddRectFilled(a, b, IM_COL32(40, 44, 52, 255));
        key.frame = i;
        if (thumbnail) {
            if (auto thumb = thumbnail(key); thumb && thumb->size.x > 0 && thumb->size.y > 0) {
                const float scale = std::min(cell / thumb->size.x, cell * 1.5f / thumb->size.y);
                const ImVec2 size(thumb->size.x * scale, thumb->size.y * scale);
                const ImVec2 p(a.x + (cell - size.x) * 0.5f, b.y - size.y);
                draw->AddImage(thumb->texture, p, ImVec2(p.x + size.x, p.y + size.y), thumb->uv0, thumb->uv1);
            }
        }
        char label[16];
        std::snprintf(label, sizeof label, "%d", i);
        draw->AddText(ImVec2(a.x + 2, a.y + 1), IM_COL32(200, 200, 200, 255), label);
        if (i == chosen) draw->AddRect(a, b, IM_COL32(255, 210, 60, 255), 0.0f, 0, 2.0f);
    }
    const float width = static_cast<float>(count) * (cell + 2.0f) - 2.0f;
    const float marker_x = origin.x + static_cast<float>(phase) * width;
    const float y = origin.y + cell * 1.5f + 3.0f;
    draw->AddLine(ImVec2(origin.x, y), ImVec2(origin.x + width, y), IM_COL32(120, 120, 120, 255));
    draw->AddTriangleFilled(ImVec2(marker_x, y - 1), ImVec2(marker_x - 4, y + 6), ImVec2(marker_x + 4, y + 6),
                            IM_COL32(255, 210, 60, 255));
    ImGui::Dummy(ImVec2(width, cell * 1.5f + 10.0f));
}

}  // namespace

void drawAlignerPanel(World& world, ClientUiState* ui, const FrameThumbFn& thumbnail) {
    if (!panelLayout(ui).begin(PanelId::Aligner)) {  // collapsed: nothing to draw
        ImGui::End();
        return;
    }
    if (world.critters().empty()) {
        ImGui::End();
        return;
    }
    if (const auto unit = world.selectedUnit()) {
        // The unit's own aligner (D15): never the last critter's.
        const TacticsUnit& selected = world.units()[static_cast<std::size_t>(*unit)].actor;
        const TacticsAlign& align = selected.align();
        ImGui::Text("%s  (tactics unit)", selected.name().c_str());
        if (align.driven)
            drawAlignRecordLines(align, &selected.walkCycle());
        else
            ImGui::TextWrapped("standing: the frame follows the clock (playback), the aligner is not in use");
        ImGui::End();
        return;
    }
    const CritterBody& body = world.critters()[static_cast<std::size_t>(world.selected())].body();
    const AlignInfo& align = body.align();
    // Playback sheets (idle, attack, death, knock-back...) run by their clock: T means nothing for them.
    if (!align.driven) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(0.75f, 0.75f, 0.75f, 1.0f));
        ImGui::TextWrapped("playback: the %s sheet runs by its clock, not the aligner", critterAnimName(align.anim));
        ImGui::PopStyleColor();
    }
    drawAlignRecordLines(align, align.driven && align.sheet != nullptr ? &align.sheet->cycle : nullptr);
    if (align.sheet) {
        if (const SpriteAnimation* anim = body.selectedAnimation().get()) {
            SpriteKey key;
            key.name = anim->source;
            key.dir = anim->dirs.size() == 1 ? 0 : align.hdir;
            drawFrameStrip(*align.sheet, key, align.frame, align.driven ? align.phase : 0.0, thumbnail);
        }
    }
    // Colours of the map markers drawn by addCritterMarkers (engine/drawlist/draw_list.cpp).
    ImGui::TextColored(ImVec4(1.0f, 0.9f, 0.0f, 1.0f), "+ logical point");
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(0.0f, 0.9f, 1.0f, 1.0f), "+ sprite root");
    ImGui::TextColored(ImVec4(1.0f, 0.0f, 1.0f, 1.0f), "+ anchor");
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.0f, 1.0f), "- T from the anchor");
    // The planted-foot marks (addFootMarkers, engine/draw/gait_draw.h): the bar is the foot, the diamond, the slide
    // line and the ring take the foot slide verdict's colour.
    const auto colour = [](Rgba8 c) { return ImVec4(c.r / 255.0f, c.g / 255.0f, c.b / 255.0f, 1.0f); };
    ImGui::TextColored(colour(kLeftFootColour), "- left foot");
    ImGui::SameLine();
    ImGui::TextColored(colour(kRightFootColour), "- right foot");
    ImGui::SameLine();
    ImGui::TextDisabled("planted");
    ImGui::TextColored(colour(kSlidePassColour), "<> slide pass");
    ImGui::SameLine();
    ImGui::TextColored(colour(kSlideWarnColour), "o- warn");
    ImGui::SameLine();
    ImGui::TextColored(colour(kSlideFailColour), "o- fail");
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "the planted foot's slide: up to %.0f px passes, up to %.0f px warns, more fails;\n"
            "the line runs from where the foot was put down to where it is, labelled in px",
            kSlidePassPx, kSlideFailPx);
    ImGui::End();
}

}  // namespace gaitlab
