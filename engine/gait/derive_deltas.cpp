#include "engine/gait/derive_deltas.h"

#include <algorithm>
#include <cmath>
#include <string>

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

namespace {

// `sheet` measured as the viewer sees it when drawn with `deltas`.
SheetStance screenStance(const SpriteSheet& sheet, const std::vector<ipos>& deltas, ipos travel,
                         const std::vector<uint64_t>& image_ids, const GroundShadow& shadow) {
    SpriteSheet drawn = sheet;
    for (std::size_t k = 0; k < drawn.frames.size(); ++k) {
        drawn.frames[k].next_x = static_cast<int16_t>(deltas[k].x);
        drawn.frames[k].next_y = static_cast<int16_t>(deltas[k].y);
    }
    drawn.rebuildCycle();
    return measureStance(drawn, travel, image_ids, shadow, StanceSearch::Screen);
}

// Step 4: the deltas the screen is checked with, where each started, and which frames went too far from it.
struct ScreenRefinement {
    std::vector<ipos> start;
    std::vector<ipos> deltas;
    std::vector<int> reach;  ///< px each frame may move from its start
    std::vector<bool> held;  ///< the screen asked for more than its reach: kept at its start, not judged
};

// Step 4, one round: the slides the screen still shows taken off the frames their changes arrive at, within
// kDeriveScreenReach of where each frame started. Returns whether any delta changed.
bool takeOffScreenSlides(const SpriteSheet& sheet, ipos travel, const std::vector<uint64_t>& image_ids,
                         const GroundShadow& shadow, ScreenRefinement& r) {
    bool changed = false;
    for (const StanceStep& step : screenStance(sheet, r.deltas, travel, image_ids, shadow).steps) {
        const std::optional<ipos> slide = step.slide();
        if (!slide || *slide == ipos(0, 0) || step.to < 0 || step.to >= sheet.frameCount()) continue;
        const auto k = static_cast<std::size_t>(step.to);
        if (r.held[k]) continue;
        const ipos next = r.deltas[k] - *slide;
        // Something that travels with the body keeps still on the screen when the deltas are taken away: a screen
        // that asks for more than a few pixels is following it, not the foot the image search found.
        if (chebyshevLength(next - r.start[k]) > r.reach[k]) {
            r.held[k] = true;
            r.deltas[k] = r.start[k];
        } else {
            r.deltas[k] = next;
        }
        changed = true;
    }
    return changed;
}

// Per frame, whether the change arriving at it is judged on the screen with `r`'s deltas, and if not why.
void judgeOnScreen(const SpriteSheet& sheet, ipos travel, const std::vector<uint64_t>& image_ids,
                   const GroundShadow& shadow, const ScreenRefinement& r, std::vector<bool>& judged,
                   std::vector<std::string>& why) {
    judged.assign(sheet.frames.size(), false);
    why.assign(sheet.frames.size(), std::string());
    for (const StanceStep& step : screenStance(sheet, r.deltas, travel, image_ids, shadow).steps) {
        if (step.to < 0 || step.to >= sheet.frameCount()) continue;
        const auto k = static_cast<std::size_t>(step.to);
        judged[k] = step.slide().has_value() && !r.held[k];
        why[k] = "frames " + std::to_string(step.from) + " -> " + std::to_string(step.to) + ": " +
                 (r.held[k] ? "the screen follows something more than " + std::to_string(r.reach[k]) +
                                  " px from where the image put it"
                            : step.why);
    }
}

}  // namespace

DerivedDeltas deriveDeltasFromPixels(const SpriteSheet& sheet, ipos travel, const std::vector<uint64_t>& image_ids,
                                     const GroundShadow& shadow) {
    DerivedDeltas derived = deriveDeltas(sheet, measureStance(sheet, travel, image_ids, shadow, StanceSearch::Image));
    if (derived.measured == 0) return derived;
    // A change the image search could not judge (a diagonal's y-jump takes the sole further across the travel than
    // it searches) starts from the mean of the measured deltas, and the screen decides.
    DerivedDeltas filled = derived;
    fillUnjudged(filled);
    const std::size_t n = sheet.frames.size();
    ScreenRefinement r{filled.deltas, filled.deltas, std::vector<int>(n, kDeriveScreenReach),
                       std::vector<bool>(n, false)};
    for (const int f : derived.unjudged) r.reach[static_cast<std::size_t>(f)] = kDeriveMeanReach;
    for (int round = 0; round < kDeriveScreenRounds; ++round)
        if (!takeOffScreenSlides(sheet, travel, image_ids, shadow, r)) break;
    // The screen redistributes a stride between the frames; one that shortens or lengthens it by more than
    // kDeriveStrideChangeMax has followed something else, and the image's deltas stand.
    ipos before{0, 0};
    ipos after{0, 0};
    for (std::size_t k = 0; k < n; ++k) {
        before += filled.deltas[k];
        after += r.deltas[k];
    }
    const double t = planeLength(static_cast<double>(before.x), static_cast<double>(before.y));
    if (planeLength(static_cast<double>(after.x - before.x), static_cast<double>(after.y - before.y)) >
        kDeriveStrideChangeMax * t)
        return derived;
    std::vector<bool> judged;
    std::vector<std::string> why;
    judgeOnScreen(sheet, travel, image_ids, shadow, r, judged, why);
    std::vector<int> still_unjudged;
    for (std::size_t k = 0; k < sheet.frames.size(); ++k) {
        const bool was = std::binary_search(derived.unjudged.begin(), derived.unjudged.end(), static_cast<int>(k));
        if (was && !judged[k]) {
            if (still_unjudged.empty()) derived.why = why[k];
            still_unjudged.push_back(static_cast<int>(k));  // keeps its authored delta
            continue;
        }
        derived.deltas[k] = r.deltas[k];
        if (was) ++derived.measured;
    }
    if (still_unjudged.empty()) derived.why.clear();
    derived.unjudged = std::move(still_unjudged);
    return derived;
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
