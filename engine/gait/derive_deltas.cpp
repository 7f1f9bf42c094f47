#include "engine/gait/derive_deltas.h"

#include <algorithm>
#include <cmath>

#include "engine/base/plane_length.h"

namespace gaitlab {

DerivedDeltas deriveDeltas(const SpriteSheet& sheet, const SheetStance& stance) {
    DerivedDeltas out;
    const int n = sheet.frameCount();
    out.deltas.reserve(static_cast<std::size_t>(n));
    for (const SpriteFrame& f : sheet.frames) out.deltas.push_back({f.next_x, f.next_y});
    if (stance.steps.empty()) return out;
    // Every frame that no change arrives at repeats the picture before it (step 1).
    std::vector<bool> arrives(static_cast<std::size_t>(n), false);
    for (const StanceStep& step : stance.steps)
        if (step.to >= 0 && step.to < n) arrives[static_cast<std::size_t>(step.to)] = true;
    for (int f = 0; f < n; ++f)
        if (!arrives[static_cast<std::size_t>(f)]) {
            out.deltas[static_cast<std::size_t>(f)] = {0, 0};
            ++out.repeats;
        }
    for (const StanceStep& step : stance.steps) {
        if (step.to < 0 || step.to >= n) continue;
        // A sole that moves forwards in the image is no stance (a sidecar's double support can name such a foot):
        // its delta would walk the sprite backwards.
        const double forward = step.shift ? static_cast<double>(step.shift->x) * stance.travel.x +
                                                static_cast<double>(step.shift->y) * stance.travel.y
                                          : 0.0;
        const double travel_len =
            planeLength(static_cast<double>(stance.travel.x), static_cast<double>(stance.travel.y));
        if (step.shift && travel_len > 0 && forward / travel_len > kStanceForwardSlack) {
            out.unjudged.push_back(step.to);
            if (out.why.empty())
                out.why = "frames " + std::to_string(step.from) + " -> " + std::to_string(step.to) +
                          ": the planted foot moves forwards in the image, which no stance foot does";
        } else if (step.shift) {
            out.deltas[static_cast<std::size_t>(step.to)] = -*step.shift;  // step 2
            ++out.measured;
        } else {
            out.unjudged.push_back(step.to);  // step 3
            if (out.why.empty())
                out.why = "frames " + std::to_string(step.from) + " -> " + std::to_string(step.to) + ": " + step.why;
        }
    }
    std::sort(out.unjudged.begin(), out.unjudged.end());
    return out;
}

int fillUnjudged(DerivedDeltas& derived) {
    if (derived.measured == 0 || derived.unjudged.empty()) return 0;
    std::vector<bool> unjudged(derived.deltas.size(), false);
    for (const int f : derived.unjudged) unjudged[static_cast<std::size_t>(f)] = true;
    double sx = 0.0, sy = 0.0;
    int count = 0;
    for (std::size_t f = 0; f < derived.deltas.size(); ++f) {
        const ipos d = derived.deltas[f];
        if (unjudged[f] || d == ipos(0, 0)) continue;  // repeats carry no step
        sx += d.x;
        sy += d.y;
        ++count;
    }
    if (count == 0) return 0;
    const ipos mean{static_cast<int>(std::lround(sx / count)), static_cast<int>(std::lround(sy / count))};
    for (const int f : derived.unjudged) derived.deltas[static_cast<std::size_t>(f)] = mean;
    const int filled = static_cast<int>(derived.unjudged.size());
    derived.unjudged.clear();
    derived.why.clear();
    return filled;
}

}  // namespace gaitlab
