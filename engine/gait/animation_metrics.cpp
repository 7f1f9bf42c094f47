#include "engine/gait/animation_metrics.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>
#include <numeric>
#include <set>
#include <sstream>
#include <string>

#include "engine/base/fnv1a.h"
#include "engine/base/plane_length.h"
#include "engine/hex/hex_geometry.h"

namespace gaitlab {

uint64_t frameImageId(const SpriteFrame& frame) {
    Fnv1a h;
    h.word(static_cast<uint64_t>(frame.width));
    h.word(static_cast<uint64_t>(frame.height));
    h.word(static_cast<uint64_t>(static_cast<uint32_t>(frame.draw_offset.x)));
    h.word(static_cast<uint64_t>(static_cast<uint32_t>(frame.draw_offset.y)));
    for (const uint8_t b : frame.rgba) h.byte(b);
    return h.value;
}

namespace {

/// The frame D2 selects at cycle_proj `cp` (the first minimising |dot(accum[i], T) - cp|), from the lowest frame
/// index of each projection value: the nearest value at or above cp and the one below it.
int selectAt(const std::map<int64_t, int>& first_of, int64_t cp) {
    const auto hi = first_of.lower_bound(cp);
    if (hi == first_of.begin()) return hi->second;
    const auto lo = std::prev(hi);
    if (hi == first_of.end()) return lo->second;
    const int64_t dhi = hi->first - cp;
    const int64_t dlo = cp - lo->first;
    if (dhi != dlo) return dhi < dlo ? hi->second : lo->second;
    return std::min(hi->second, lo->second);
}

double spreadPercent(const std::vector<double>& values) {
    if (values.size() < 2) return 0.0;
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    const double mean = std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
    return mean > 0 ? (*hi - *lo) / mean * 100.0 : 0.0;
}

std::string dirList(const std::vector<int>& dirs) {
    std::string out;
    for (const int d : dirs) out += (out.empty() ? "" : " ") + std::to_string(d);
    return out;
}

MetricResult make(std::string id, std::string label, std::string unit, std::optional<double> value, double pass,
                  double fail, std::string note) {
    MetricResult m;
    m.id = std::move(id);
    m.label = std::move(label);
    m.unit = std::move(unit);
    m.value = value;
    m.threshold.warn_high = pass;
    m.threshold.fail_high = fail;
    m.verdict = value ? m.threshold.judge(*value) : Verdict::NoData;
    m.note = std::move(note);
    return m;
}

}  // namespace

HexGeometry artGeometry(const SpriteAnimation& anim, const HexGeometry& geometry) {
    const bool square_art = anim.dirs.size() == static_cast<std::size_t>(kSquareDirCount);
    if (square_art == (geometry.kind == GeometryKind::Square)) return geometry;
    HexGeometry out = square_art ? squareGeometry() : HexGeometry{};
    out.camera_angle_deg = geometry.camera_angle_deg;
    return out;
}

ipos stanceTravel(const SpriteAnimation& anim, std::size_t dir, const HexGeometry& geometry) {
    const HexGeometry art = artGeometry(anim, geometry);
    return art.stepVector(anim.dirs.size() <= 1 ? 1 : static_cast<int>(dir));
}

double stepGroundLength(const HexGeometry& geometry, int dir) {
    return groundLength(geometry.stepVector(dir), groundStretch(geometry));
}

std::optional<double> angleBetween(ipos a, ipos b) {
    const double len = planeLength(static_cast<double>(a.x), static_cast<double>(a.y)) *
                       planeLength(static_cast<double>(b.x), static_cast<double>(b.y));
    if (len == 0.0) return std::nullopt;
    const double dot = static_cast<double>(a.x) * b.x + static_cast<double>(a.y) * b.y;
    return std::acos(std::clamp(dot / len, -1.0, 1.0)) * 180.0 / std::numbers::pi;
}

double groundStretch(const HexGeometry& geometry) {
    return 1.0 / std::sin(geometry.camera_angle_deg * std::numbers::pi / 180.0);
}

double groundLength(ipos screen, double stretch) {
    return planeLength(static_cast<double>(screen.x), static_cast<double>(screen.y) * stretch);
}

std::optional<double> naturalWalkSpeed(const SpriteSheet& sheet, double stretch) {
    if (sheet.anim_ms <= 0) return std::nullopt;
    return groundLength(sheet.cycle.total, stretch) / static_cast<double>(sheet.anim_ms) * 1000.0;
}

std::vector<int> unreachableFrames(const WalkCycle& cycle) {
    std::vector<int> out;
    const int64_t tt = cycle.total_dot_total;
    if (tt <= 0) return out;
    const int64_t tx = cycle.total.x;
    const int64_t ty = cycle.total.y;
    std::vector<int64_t> projections;
    std::map<int64_t, int> first_of;  // projection value -> lowest frame index with it
    for (int i = 0; i < static_cast<int>(cycle.accum.size()); ++i) {
        const ipos a = cycle.accum[static_cast<std::size_t>(i)];
        projections.push_back(a.x * tx + a.y * ty);
        first_of.emplace(projections.back(), i);
    }
    // Reachable cycle_proj values are the multiples of g = gcd(|Tx|, |Ty|) in [0, TT) (dot(pos, T) of integer
    // positions). A frame's winning set is an interval around its own projection (every projection is such a
    // multiple), so it wins somewhere exactly when it wins at the reachable value nearest its projection.
    const int64_t g = std::gcd(std::abs(tx), std::abs(ty));
    for (int i = 0; i < static_cast<int>(projections.size()); ++i) {
        const int64_t cp = std::clamp(projections[static_cast<std::size_t>(i)], int64_t{0}, tt - g);
        if (selectAt(first_of, cp) != i) out.push_back(i);
    }
    return out;
}

AnimationMetrics measureAnimation(const SpriteAnimation& anim, const std::vector<std::vector<uint64_t>>& image_ids,
                                  const HexGeometry& map_geometry) {
    AnimationMetrics out;
    if (anim.dirs.empty()) return out;
    const HexGeometry geometry = artGeometry(anim, map_geometry);
    const double stretch = groundStretch(geometry);
    std::vector<double> strides;
    std::vector<double> speeds;
    std::vector<int> zero_dirs;
    int min_frames = 1 << 30;
    int max_frames = 0;
    int unreachable = 0;
    int hidden = 0;
    std::string unreachable_note;
    std::optional<double> worst_angle;
    int worst_angle_dir = -1;
    const bool one_sheet = anim.dirs.size() == 1;
    const int dir_count = one_sheet ? 1 : std::min(static_cast<int>(anim.dirs.size()), kMaxDirCount);
    for (int d = 0; d < dir_count; ++d) {
        const SpriteSheet& sheet = anim.dirs[static_cast<std::size_t>(d)];
        DirectionFacts f;
        f.dir = d;
        f.frames = sheet.frameCount();
        f.total = sheet.cycle.total;
        f.stride = groundLength(f.total, stretch);
        f.natural_speed = naturalWalkSpeed(sheet, stretch);
        const std::vector<uint64_t>* ids = static_cast<std::size_t>(d) < image_ids.size() &&
                                                   image_ids[static_cast<std::size_t>(d)].size() == sheet.frames.size()
                                               ? &image_ids[static_cast<std::size_t>(d)]
                                               : nullptr;
        const std::vector<int> never = unreachableFrames(sheet.cycle);
        // The pictures some selectable frame shows: a hidden frame repeating one of them hides nothing.
        std::set<uint64_t> shown;
        if (ids) {
            std::vector<bool> hidden(static_cast<std::size_t>(f.frames), false);
            for (const int i : never) hidden[static_cast<std::size_t>(i)] = true;
            for (int j = 0; j < f.frames; ++j)
                if (!hidden[static_cast<std::size_t>(j)]) shown.insert((*ids)[static_cast<std::size_t>(j)]);
        }
        for (const int i : never)
            (ids && shown.count((*ids)[static_cast<std::size_t>(i)]) ? f.hidden_repeats : f.unreachable).push_back(i);
        if (!f.unreachable.empty())
            unreachable_note += (unreachable_note.empty() ? "" : "; ") + std::string("dir ") + std::to_string(d) +
                                ": frame " + dirList(f.unreachable);
        unreachable += static_cast<int>(f.unreachable.size());
        hidden += static_cast<int>(f.hidden_repeats.size());
        if (f.total.x == 0 && f.total.y == 0) {
            zero_dirs.push_back(d);
        } else if (!one_sheet) {
            const double angle = angleBetween(f.total, geometry.stepVector(d)).value_or(0.0);
            f.angle_error = angle;
            if (!worst_angle || angle > *worst_angle) {
                worst_angle = angle;
                worst_angle_dir = d;
            }
        }
        // Compared per step length: every hex step is W on the ground, square S and N are 2*LH*yproj (D27).
        const double step_length = one_sheet ? 1.0 : stepGroundLength(geometry, d);
        strides.push_back(f.stride / step_length);
        if (f.natural_speed) speeds.push_back(*f.natural_speed / step_length);
        min_frames = std::min(min_frames, f.frames);
        max_frames = std::max(max_frames, f.frames);
        out.dirs.push_back(f);
    }
    auto& m = out.metrics;
    m.push_back(make("zero_t", "directions with T = 0", "dirs", static_cast<double>(zero_dirs.size()), 0, 0,
                     zero_dirs.empty() ? "every direction's T moves the sprite"
                                       : "dir " + dirList(zero_dirs) +
                                             ": T = (0,0), the aligner shows frame 0 with no offset and the sprite "
                                             "slides with the logical point"));
    m.push_back(make("unreachable_frames", "unreachable frames", "frames", static_cast<double>(unreachable), 0, 0,
                     unreachable ? unreachable_note + " never selected (an exact tie in frame selection, D2)"
                     : hidden    ? std::to_string(hidden) +
                                    " frame(s) never selected repeat a shown picture (a cycle's closing "
                                    "frame): nothing is hidden"
                              : "every frame can be selected"));
    // The hint at a cause only where there is something to explain.
    const bool angle_off = worst_angle && *worst_angle > 10;
    m.push_back(make("direction_angle", "T off its hex direction", "deg", worst_angle, 10, 30,
                     one_sheet   ? "one sheet serves every direction: not judged"
                     : angle_off ? "worst: dir " + std::to_string(worst_angle_dir) +
                                       " (a mirrored axis or another direction's T shows here)"
                     : worst_angle ? "worst: dir " + std::to_string(worst_angle_dir) + ", " +
                                         fixedText(*worst_angle, 1) + " deg: every T follows its hex step"
                                   : "no direction with a T"));
    if (one_sheet) m.back().value.reset(), m.back().verdict = Verdict::NoData;
    // With T = 0 everywhere there is no stride to compare (zero_t says why): no data, not a 0 % pass.
    const bool no_stride = zero_dirs.size() == out.dirs.size();
    const bool square = geometry.kind == GeometryKind::Square && !one_sheet;
    const std::string per_step = square ? ", each over its direction's step length (S and N are longer)" : "";
    m.push_back(make("stride_spread", "stride spread across directions", "%",
                     one_sheet || no_stride ? std::nullopt : std::optional<double>(spreadPercent(strides)), 5, 15,
                     no_stride ? "every direction has T = 0: no stride to compare"
                               : "(max - min) / mean of |T| on the ground" + per_step));
    m.push_back(
        make("natural_speed_spread", "natural speed spread across directions", "%",
             one_sheet || no_stride || speeds.size() < 2 ? std::nullopt : std::optional<double>(spreadPercent(speeds)),
             5, 15,
             no_stride ? "every direction has T = 0: no pace to compare"
                       : "(max - min) / mean of the natural walk speed" + per_step));
    m.push_back(make("frame_count_spread", "frame count spread", "frames",
                     one_sheet ? std::nullopt : std::optional<double>(max_frames - min_frames), 0, 0,
                     "max - min frames per direction"));
    for (const MetricResult& r : m) out.verdict = worse(out.verdict, r.verdict);
    return out;
}

std::vector<ErrorRecord> motionWarnings(const SpriteAnimation& anim, const HexGeometry& map_geometry) {
    std::vector<ErrorRecord> out;
    if (anim.dirs.size() < 2) return out;
    const HexGeometry geometry = artGeometry(anim, map_geometry);
    const int dir_count = static_cast<int>(anim.dirs.size());
    const bool square = geometry.kind == GeometryKind::Square;
    const double stretch = groundStretch(geometry);
    std::vector<double> per_step;  // |T| on the ground over the direction's step length
    double longest = 0.0;
    std::string list;
    for (int d = 0; d < dir_count && d < kMaxDirCount; ++d) {
        const double stride = groundLength(anim.dirs[static_cast<std::size_t>(d)].cycle.total, stretch);
        const double step = stepGroundLength(geometry, d);
        per_step.push_back(stride / step);
        longest = std::max(longest, stride);
        std::ostringstream s;
        s.setf(std::ios::fixed);
        s.precision(1);
        s << dirName(d, dir_count) << ' ' << stride;
        if (square) s << " of step " << step;
        list += (list.empty() ? "" : ", ") + s.str();
    }
    if (longest <= 0.0) return out;  // no motion at all: an idle
    if (spreadPercent(per_step) > 5.0)
        out.push_back(
            warningRecord(anim.source, 0,
                          square ? "the directions' |T| on the ground differ against their step lengths (" + list +
                                       " px): the pace changes on every turn (the engine turns with phase kept)"
                                 : "the directions' |T| on the ground differ (" + list +
                                       " px): the pace changes on every turn (the engine turns with phase kept)"));
    return out;
}

}  // namespace gaitlab
