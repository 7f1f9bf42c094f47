#include "engine/gait/plant_slides.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "engine/base/plane_length.h"

namespace gaitlab {

namespace {

std::string vecText(ipos p) { return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")"; }

int roundAway(double v) { return static_cast<int>(v < 0.0 ? -std::floor(-v + 0.5) : std::floor(v + 0.5)); }

// Each plant's excursion: the sole's screen motion summed from where it was set down, at its farthest.
std::vector<PlantSlide> plantsOf(const SheetStance& stance) {
    std::vector<PlantSlide> plants;
    const size_t n = stance.steps.size();
    // A plant that runs over the cycle's end begins at the first step whose plant differs from the step before.
    size_t start = 0;
    for (size_t k = 0; k < n; ++k) {
        const StanceStep& prev = stance.steps[(k + n - 1) % n];
        if (stance.steps[k].plant < 0 || prev.plant != stance.steps[k].plant) {
            start = k;
            break;
        }
    }
    ipos sum{0, 0};
    for (size_t i = 0; i < n; ++i) {
        const StanceStep& step = stance.steps[(start + i) % n];
        const std::optional<ipos> s = step.slide();
        if (!s || step.plant < 0) continue;
        if (plants.empty() || plants.back().plant != step.plant) {
            PlantSlide p;
            p.plant = step.plant;
            p.first_from = step.from;
            p.worst_from = step.from;
            p.worst_to = step.to;
            plants.push_back(p);
            sum = ipos{0, 0};
        }
        PlantSlide& p = plants.back();
        sum += *s;
        p.last_to = step.to;
        if (chebyshevLength(sum) > p.excursion_px) {
            p.excursion = sum;
            p.excursion_px = chebyshevLength(sum);
            p.worst_from = step.from;
            p.worst_to = step.to;
        }
    }
    return plants;
}

}  // namespace

SheetGait measureSheetGait(const SpriteSheet& sheet, const SheetStance& stance) {
    SheetGait g;
    g.changes = static_cast<int>(stance.steps.size());
    for (const SpriteFrame& f : sheet.frames) g.authored_t += ipos{f.next_x, f.next_y};
    const double len = planeLength(static_cast<double>(stance.travel.x), static_cast<double>(stance.travel.y));
    const double tx = len > 0.0 ? stance.travel.x / len : 1.0;
    const double ty = len > 0.0 ? stance.travel.y / len : 0.0;
    std::vector<double> along;
    double moved = 0.0;
    for (const StanceStep& step : stance.steps) {
        const std::optional<ipos> s = step.slide();
        if (!s) {
            if (step.why == kNoFootAcross) {
                ++g.flight;
                continue;
            }
            if (g.unjudged_why.empty())
                g.unjudged_why =
                    "frames " + std::to_string(step.from) + " -> " + std::to_string(step.to) + ": " + step.why;
            continue;
        }
        ++g.judged;
        along.push_back(s->x * tx + s->y * ty);
        moved += planeLength(static_cast<double>(s->x), static_cast<double>(s->y));
    }
    if (g.judged == 0) return g;
    g.plants = plantsOf(stance);
    for (const PlantSlide& p : g.plants)
        if (!g.worst || p.excursion_px > g.worst->excursion_px) g.worst = p;
    g.travel_px = moved * g.changes / g.judged;
    const double t_along = g.authored_t.x * tx + g.authored_t.y * ty;
    if (along.size() >= 3 && std::abs(t_along) > 0.0) {
        // The median, not the mean: one pop (a real jump or a foot lost at double support) is a slide, named by
        // foot_slide; the stride is what every change does.
        std::sort(along.begin(), along.end());
        const size_t m = along.size() / 2;
        const double median = along.size() % 2 ? along[m] : 0.5 * (along[m - 1] + along[m]);
        // Relative to the stride the feet carry the figure: at least 1 px, as feet stepping against the travel
        // carry it backwards (frames in reverse order).
        const double feet_along = t_along - median * g.changes;
        g.stride_error = median * g.changes / std::max(1.0, std::abs(feet_along));
        g.feet_t = ipos{roundAway(feet_along * tx), roundAway(feet_along * ty)};
    }
    return g;
}

std::string strideText(const SheetGait& gait) {
    if (!gait.stride_error) return "stride: cannot judge (fewer than three judged picture changes)";
    const int pct = roundAway(std::abs(*gait.stride_error) * 100.0);
    const std::string how = *gait.stride_error > 0 ? " long" : " short";
    return "stride " + std::to_string(pct) + " %" + (pct == 0 ? std::string() : how) + ": T " +
           vecText(gait.authored_t) + ", the feet say " + vecText(gait.feet_t);
}

}  // namespace gaitlab
