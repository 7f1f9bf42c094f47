#include "engine/tactics/tactics_drive.h"

#include <algorithm>
#include <cmath>

namespace gaitlab {

int tacticsTileOffset(double v) {
    constexpr double kLimit = 1 << 24;
    if (!std::isfinite(v)) return 0;
    return static_cast<int>(std::floor(std::clamp(v, -kLimit, kLimit)));
}

namespace {

double entry(const std::vector<double>& values, std::size_t i) {
    if (i >= values.size() || !std::isfinite(values[i])) return 0.0;
    return values[i];
}

// Halves away from zero (D2), clamped so the conversion to int32 is always defined.
int32_t roundAway(double value) {
    if (!std::isfinite(value)) return 0;
    constexpr double kLimit = 1e9;
    return static_cast<int32_t>(std::round(std::clamp(value, -kLimit, kLimit)));
}

}  // namespace

int tacticsFacingForHexDir(int hdir, int previous_facing) {
    switch (((hdir % 6) + 6) % 6) {
    case 0: return kTacticsFacingNE;
    case 1: return previous_facing == kTacticsFacingNE ? kTacticsFacingNE : kTacticsFacingSE;
    case 2: return kTacticsFacingSE;
    case 3: return kTacticsFacingSW;
    case 4: return previous_facing == kTacticsFacingSW ? kTacticsFacingSW : kTacticsFacingNW;
    default: return kTacticsFacingNW;
    }
}

int tacticsFacingForSquareDir(int hdir, int previous_facing) {
    const auto either = [previous_facing](int kept, int other, int otherwise) {
        return previous_facing == kept || previous_facing == other ? previous_facing : otherwise;
    };
    switch (((hdir % 8) + 8) % 8) {
    case 0: return kTacticsFacingNE;
    case 1: return either(kTacticsFacingNE, kTacticsFacingSE, kTacticsFacingSE);
    case 2: return kTacticsFacingSE;
    case 3: return either(kTacticsFacingSE, kTacticsFacingSW, kTacticsFacingSE);
    case 4: return kTacticsFacingSW;
    case 5: return either(kTacticsFacingSW, kTacticsFacingNW, kTacticsFacingNW);
    case 6: return kTacticsFacingNW;
    default: return either(kTacticsFacingNW, kTacticsFacingNE, kTacticsFacingNW);
    }
}

int tacticsFacingFor(const HexGeometry& geometry, int hdir, int previous_facing) {
    return geometry.kind == GeometryKind::Square ? tacticsFacingForSquareDir(hdir, previous_facing)
                                                 : tacticsFacingForHexDir(hdir, previous_facing);
}

ipos tacticsStancePoint(ipos ground) { return ground - ipos(0, kStanceAboveSoles); }

std::vector<glm::dvec2> flatStageMotion(const std::vector<double>& fb, const std::vector<double>& du, bool mirrored,
                                        std::size_t frames) {
    std::vector<glm::dvec2> motion(frames);
    const double sign = mirrored ? 1.0 : -1.0;
    for (std::size_t i = 0; i < frames; ++i) motion[i] = {entry(fb, i) * sign, entry(du, i)};
    return motion;
}

std::vector<ipos> tacticsWalkDeltas(const std::vector<double>& fb, const std::vector<double>& du, bool mirrored,
                                    ipos step, std::size_t frames) {
    std::vector<ipos> deltas(frames, ipos(0, 0));
    if (frames < 2) return deltas;
    const double slope = step.x == 0 ? 0.0 : static_cast<double>(step.y) / static_cast<double>(step.x);
    std::vector<glm::dvec2> points = flatStageMotion(fb, du, mirrored, frames);
    for (glm::dvec2& p : points) p.y += p.x * slope;
    const glm::dvec2 stride = (points.back() - points.front()) / static_cast<double>(frames - 1);
    ipos previous(0, 0);
    for (std::size_t i = 0; i < frames; ++i) {
        const glm::dvec2 rel = points[i] - points.front() + stride;
        const ipos accum(roundAway(rel.x), roundAway(rel.y));
        deltas[i] = accum - previous;
        previous = accum;
    }
    return deltas;
}

WalkCycle tacticsWalkCycle(const std::vector<double>& fb, const std::vector<double>& du, bool mirrored, ipos step,
                           std::size_t frames) {
    return WalkCycle::fromDeltas(tacticsWalkDeltas(fb, du, mirrored, step, frames));
}

}  // namespace gaitlab
