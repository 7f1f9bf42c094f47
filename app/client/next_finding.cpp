#include "app/client/next_finding.h"

#include <cstdio>

#include "app/scene/gait_tracker.h"
#include "engine/gait/gait_metrics.h"
#include "engine/world/world.h"

namespace gaitlab {

std::string stepToNextFinding(World& world, GaitTracker& gait, const std::function<void(const World&)>& after_tick) {
    if (world.critters().empty() || world.selectedUnit()) return "findings follow the selected critter (tab)";
    const int index = world.selected();
    const int64_t start_ms = world.nowMs();
    for (int tick = 0; tick < kFindingMaxTicks; ++tick) {
        world.tick();
        if (after_tick) after_tick(world);
        const GaitReport* report = gait.report(index);
        if (!report) continue;
        for (const MetricResult& metric : report->overall.metrics) {
            if (metric.verdict != Verdict::Warn && metric.verdict != Verdict::Fail) continue;
            if (metric.at_ms <= start_ms) continue;
            char text[160];
            std::snprintf(text, sizeof text, "finding at tick %.2f s: %s %s %s",
                          static_cast<double>(metric.at_ms) / 1000.0, metric.label.c_str(),
                          metric.value ? (fixedText(*metric.value, 2) + " " + metric.unit).c_str() : "-",
                          verdictName(metric.verdict));
            return text;
        }
    }
    return "no finding in the next " + std::to_string(kFindingMaxTicks / 100) + " s";
}

}  // namespace gaitlab
