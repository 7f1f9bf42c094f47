#include "app/panels/status_regions.h"

#include <algorithm>

namespace gaitlab {

StatusRegions statusRegions(float width, float message_needs, float running_text, float timing_text, float graph) {
    StatusRegions r;
    r.timing_x = std::max(0.0f, width - 6.0f - graph - 8.0f - timing_text);
    const float room = r.timing_x - 32.0f;
    const float running_width = std::max(0.0f, std::min({running_text, room - std::min(message_needs, width * 0.4f),
                                                         std::max(width * 0.3f, room - message_needs)}));
    r.running_x = std::max(r.timing_x - 16.0f - running_width, 0.0f);
    r.running_end = std::max(r.running_x, r.timing_x - 8.0f);
    r.message_end = std::max(0.0f, r.running_x - 16.0f);
    return r;
}

}  // namespace gaitlab
