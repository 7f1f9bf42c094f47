#include "app/scene/frame_label.h"

#include <cmath>
#include <cstdio>

#include "engine/base/plane_length.h"
#include "engine/gait/contacts.h"
#include "engine/hex/hex_geometry.h"
#include "engine/world/trace.h"

namespace gaitlab {

std::vector<std::string> labelFields(const TraceRow& row, int tick, int dir_count) {
    char phase[32];
    std::snprintf(phase, sizeof phase, "ph %.2f", row.phase);
    return {"t " + std::to_string(tick), "f " + std::to_string(row.frame), phase,
            row.anim + " " + dirName(row.dir, dir_count)};
}

std::string slideField(const std::vector<FootMarker>& planted) {
    std::string out;
    for (const FootMarker& m : planted) {
        const double d = planeLength(static_cast<double>(m.now.x - m.pin.x), static_cast<double>(m.now.y - m.pin.y));
        out += (out.empty() ? "slide " : "  ") + std::string(m.foot == kLeftFoot ? "L " : "R ") +
               std::to_string(std::lround(d)) + " px";
    }
    return out;
}

}  // namespace gaitlab
