#include "app/panels/align_lines.h"

#include <imgui.h>

namespace gaitlab {

void drawAlignRecordLines(const AlignRecord& align, const WalkCycle* cycle) {
    if (cycle != nullptr) {
        ImGui::Text("T            (%d, %d) px", cycle->total.x, cycle->total.y);
        ImGui::Text("dot(T,T)     %lld", static_cast<long long>(cycle->total_dot_total));
    }
    ImGui::Text("pos          (%d, %d) px", align.pos.x, align.pos.y);
    ImGui::Text("anchor       (%d, %d) px%s", align.anchor.x, align.anchor.y, align.reanchored ? "  re-anchored" : "");
    ImGui::Text("rel          (%d, %d) px", align.rel.x, align.rel.y);
    ImGui::Text("cycle_proj   %lld", static_cast<long long>(align.walk.cycle_proj));
    ImGui::Text("phase        %.3f", align.phase);
    ImGui::Text("cycle_number %lld", static_cast<long long>(align.walk.cycle_number));
    ImGui::Text("frame        %d%s", align.frame, align.driven ? " (movement)" : " (playback)");
    ImGui::Text("offs_anim    (%d, %d) px", align.offs_anim.x, align.offs_anim.y);
}

}  // namespace gaitlab
