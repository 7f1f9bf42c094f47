#include "app/accept/findings.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

#include "app/accept/accept_run.h"
#include "app/accept/finding_text.h"
#include "app/accept/foot_findings.h"
#include "engine/base/plane_length.h"
#include "engine/gait/stance.h"

namespace gaitlab {

namespace {

/// The findings of one direction's sheet.
void directionFindings(const std::string& name, bool run, const SpriteSheet& sheet, const DirectionFacts* facts,
                       ArtSheets& sheets, std::vector<Finding>& out) {
    const GaitSheetInfo* info = sheets.info(&sheet);
    const SpriteSheet* pixels = sheets.pixels(&sheet);
    const SheetStance* stance = info ? &info->contacts.stance : nullptr;
    const int n = sheet.frameCount();
    if (n == 0) return;
    // Each frame's NextX/NextY that keeps the planted foot still: its delta minus the slide of the change to it.
    std::vector<ipos> measured(static_cast<std::size_t>(n));
    for (int f = 0; f < n; ++f) measured[static_cast<std::size_t>(f)] = deltaOf(sheet, f);
    bool all_judged = stance != nullptr && !stance->steps.empty();
    if (stance)
        for (const StanceStep& step : stance->steps) {
            const std::optional<ipos> slide = step.slide();
            if (!slide) {
                all_judged = false;
                continue;
            }
            measured[static_cast<std::size_t>(step.to)] = measured[static_cast<std::size_t>(step.to)] - *slide;
        }
    ipos measured_t{0, 0};
    for (const ipos d : measured) measured_t = measured_t + d;
    const ipos t = facts ? facts->total : sheet.cycle.total;
    const std::string t_fix = all_judged && measured_t != t
                                  ? "the planted foot measures T " + pointText(t) + " -> " + pointText(measured_t) +
                                        "; `gaitlab derive-deltas` writes each frame's NextX/NextY"
                                  : "`gaitlab derive-deltas` measures each frame's NextX/NextY from the planted foot";
    std::vector<int> first_frames;
    if (stance)
        for (const StanceStep& step : stance->steps)
            if (first_frames.size() < 4) first_frames.push_back(step.from);
    bool direction_fault = false;
    if (facts && facts->total == ipos{0, 0}) {
        Finding f;
        f.metric = "zero_t";
        f.size = 100.0;  // the critter cannot walk that direction at all: first
        f.where = name;
        f.what = "T = (0, 0): while it walks the aligner shows frame 0 only";
        f.fix = t_fix;
        f.evidence = evidenceOf(sheet, pixels, info, first_frames);
        out.push_back(std::move(f));
        direction_fault = true;
    } else if (facts && facts->angle_error && *facts->angle_error > 10.0) {
        Finding f;
        f.metric = "direction_angle";
        f.verdict = *facts->angle_error > 30.0 ? Verdict::Fail : Verdict::Warn;
        f.size = *facts->angle_error / 30.0;
        f.where = name;
        const double a = *facts->angle_error;
        f.what = "T " + pointText(t) + " points " + fixedText(a, 0) + " degrees off its hex direction" +
                 (a > 150  ? ": the critter walks backwards"
                  : a > 60 ? ": the critter walks sideways"
                           : "");
        f.fix = t_fix;
        f.evidence = evidenceOf(sheet, pixels, info, first_frames);
        direction_fault = f.verdict == Verdict::Fail;
        out.push_back(std::move(f));
    }
    if (facts && !facts->unreachable.empty()) {
        Finding f;
        f.metric = "unreachable_frames";
        f.size = 1.0 + static_cast<double>(facts->unreachable.size());
        std::string list;
        std::string fixes;
        for (const int u : facts->unreachable) {
            list += (list.empty() ? "" : ", ") + std::to_string(u);
            const ipos now = deltaOf(sheet, u);
            const ipos want = measured[static_cast<std::size_t>(u)];
            if (want != now)
                fixes += (fixes.empty() ? "" : "; ") + std::string("frame ") + std::to_string(u) + " " +
                         deltaChange(now, want);
        }
        f.where = name + (facts->unreachable.size() == 1 ? ", frame " : ", frames ") + list;
        f.what = std::string("never shown: at no position does the aligner pick ") +
                 (facts->unreachable.size() == 1 ? "it" : "them") +
                 " (the NextX/NextY before put an earlier frame in its place)";
        f.fix = !fixes.empty() ? fixes + " (measured from the planted foot)" : t_fix;
        const int u = facts->unreachable.front();
        f.evidence = evidenceOf(sheet, pixels, info, {(u + n - 1) % n, u, (u + 1) % n});
        out.push_back(std::move(f));
    }
    if (!direction_fault) footFindings(name, run, sheet, pixels, info, out);
}

/// The direction of an animation of `count` directions whose value is farthest from the median, by `value`.
template <typename Value>
std::size_t farthestFromMedian(const std::vector<DirectionFacts>& dirs, Value value, double& median) {
    std::vector<double> v;
    for (const DirectionFacts& d : dirs) v.push_back(value(d));
    std::vector<double> sorted = v;
    std::sort(sorted.begin(), sorted.end());
    median = sorted.empty() ? 0.0 : sorted[sorted.size() / 2];
    std::size_t far = 0;
    for (std::size_t i = 0; i < v.size(); ++i)
        if (std::abs(v[i] - median) > std::abs(v[far] - median)) far = i;
    return far;
}

const MetricResult* metricOf(const AnimationMetrics& m, const std::string& id) {
    for (const MetricResult& r : m.metrics)
        if (r.id == id) return &r;
    return nullptr;
}

bool judgedBad(const MetricResult* m) { return m && (m->verdict == Verdict::Fail || m->verdict == Verdict::Warn); }

/// What the project's scenario metric means to an artist: the fix to try, by metric id.
std::string scenarioFix(const std::string& id) {
    if (id == "foot_slide") return "the filmstrip of this direction shows where: the red bar under the planted foot";
    if (id == "jump_frame_change" || id == "jump_cycle_wrap")
        return "one frame moves the figure further than a pose step: check its NextX/NextY and draw offset";
    if (id == "jump_turn") return "the directions place the figure differently: compare their draw offsets";
    if (id == "jump_stop" || id == "stop_pop" || id == "jump_start" || id == "start_pop")
        return "the idle stands elsewhere than the walk's feet: align the idle's draw offset with the walk's frames";
    if (id == "jump_sheet_change") return "walk and run stand apart at the same phase: align their draw offsets";
    if (id == "jump_state_change") return "the next animation stands elsewhere: align its draw offset";
    if (id == "lead_lag_max" || id == "lead_lag_mean")
        return "the sprite strays from its hex: T's length against the hex step is off";
    if (id == "pose_drift") return "a repeated picture carries NextX/NextY: move its delta to the next new picture";
    if (id == "turn_phase") return "the directions' strides or frame counts differ: the phase jumps at a turn";
    if (id == "backward_poses") return "the phase runs backwards: T points against the walking direction";
    return {};
}

/// The worst part of a metric's note ("worst: walk E frame 3 -> idle E frame 0"), or the note.
std::string worstPart(const std::string& note) {
    const std::size_t at = note.find("worst: ");
    return at == std::string::npos ? std::string() : note.substr(at + 7);
}

int rankOf(const Finding& f) {
    if (f.kind == FindingKind::Art) return f.verdict == Verdict::Fail ? 0 : 1;
    if (f.kind == FindingKind::Project) return f.verdict == Verdict::Fail ? 2 : 3;
    return 4;
}

}  // namespace

const char* findingKindName(FindingKind kind) {
    switch (kind) {
    case FindingKind::Art: return "art";
    case FindingKind::Project: return "project";
    case FindingKind::CannotJudge: return "cannot judge";
    }
    return "?";
}

std::string Finding::line() const { return where + ": " + what + (fix.empty() ? "" : "; " + fix); }

std::vector<Finding> artFindings(const std::string& anim_name, const SpriteAnimation& anim,
                                 const AnimationMetrics& metrics, ArtSheets& sheets) {
    std::vector<Finding> out;
    const int count = static_cast<int>(anim.dirs.size());
    for (int d = 0; d < count; ++d) {
        const std::string name =
            anim_name + (count == 1 ? std::string(" (every direction)") : std::string(" ") + dirName(d, count));
        const DirectionFacts* facts = static_cast<std::size_t>(d) < metrics.dirs.size() ? &metrics.dirs[d] : nullptr;
        const std::size_t first_new = out.size();
        directionFindings(name, anim_name == "run", anim.dirs[static_cast<std::size_t>(d)], facts, sheets, out);
        for (std::size_t k = first_new; k < out.size(); ++k) {
            out[k].anim = anim_name;
            out[k].anim_dir = count == 1 ? -1 : d;  // -1: one sheet for every direction
        }
    }
    // Art without deltas has T = 0 everywhere: one finding, not one per direction.
    const auto zero = [](const Finding& f) { return f.metric == "zero_t"; };
    if (count >= 2 && std::count_if(out.begin(), out.end(), zero) == count) {
        Finding all = *std::find_if(out.begin(), out.end(), zero);
        out.erase(std::remove_if(out.begin(), out.end(), zero), out.end());
        all.where = anim_name;
        all.what = "T = (0, 0) in all " + std::to_string(count) +
                   " directions (no NextX/NextY): while it walks the aligner shows frame 0 only";
        all.fix = "`gaitlab derive-deltas` measures each frame's NextX/NextY from the planted foot";
        out.insert(out.begin(), std::move(all));
    }
    if (count < 2 || metrics.dirs.size() != static_cast<std::size_t>(count)) return out;
    const HexGeometry geometry = artGeometry(anim, HexGeometry{});
    const MetricResult* stride = metricOf(metrics, "stride_spread");
    const MetricResult* speed = metricOf(metrics, "natural_speed_spread");
    const MetricResult* frames = metricOf(metrics, "frame_count_spread");
    if (judgedBad(stride) && stride->value) {
        const auto per_step = [&geometry](const DirectionFacts& d) {
            return d.stride / stepGroundLength(geometry, d.dir);
        };
        double median = 0.0;
        const std::size_t far = farthestFromMedian(metrics.dirs, per_step, median);
        const DirectionFacts& d = metrics.dirs[far];
        const double scale = per_step(d) > 0 ? median / per_step(d) : 0.0;
        const ipos scaled{static_cast<int>(std::lround(d.total.x * scale)),
                          static_cast<int>(std::lround(d.total.y * scale))};
        Finding f;
        f.metric = "stride_spread";
        f.verdict = stride->verdict;
        f.size = *stride->value / 15.0;
        f.where = anim_name;
        f.what = "strides differ by " + fixedText(*stride->value, 0) + " % across directions; " +
                 dirName(d.dir, count) + " is farthest: " + fixedText(d.stride, 1) + " ground px against " +
                 fixedText(median * stepGroundLength(geometry, d.dir), 1);
        f.fix = "scale " + std::string(dirName(d.dir, count)) + "'s NextX/NextY by " + fixedText(scale, 2) + ": T " +
                pointText(d.total) + " -> " + pointText(scaled);
        out.push_back(std::move(f));
    } else if (judgedBad(speed) && speed->value) {
        Finding f;
        f.metric = "natural_speed_spread";
        f.verdict = speed->verdict;
        f.size = *speed->value / 15.0;
        f.where = anim_name;
        f.what = "natural speeds differ by " + fixedText(*speed->value, 0) +
                 " % across directions (their frame counts or frame rates differ)";
        f.fix = "give every direction the same frame count and rate";
        out.push_back(std::move(f));
    }
    if (judgedBad(frames) && frames->value) {
        int lo = metrics.dirs.front().frames;
        int hi = lo;
        for (const DirectionFacts& d : metrics.dirs) {
            lo = std::min(lo, d.frames);
            hi = std::max(hi, d.frames);
        }
        Finding f;
        f.metric = "frame_count_spread";
        f.verdict = frames->verdict;
        f.size = 1.0 + *frames->value;
        f.where = anim_name;
        f.what = "directions have " + std::to_string(lo) + " to " + std::to_string(hi) +
                 " frames: the phase jumps at a turn";
        f.fix = "give every direction the same frames";
        out.push_back(std::move(f));
    }
    return out;
}

std::vector<Finding> setFindings(const std::vector<AcceptResult>& runs) {
    std::vector<Finding> out;
    std::set<std::string> seen;
    bool frames_slide = false;
    bool zero_t = false;
    for (const AcceptResult& run : runs)
        for (const Finding& f : run.art_findings)
            if (seen.insert(f.line()).second) {
                frames_slide = frames_slide || f.metric == "foot_slide" || f.metric == "zero_t" ||
                               f.metric == "direction_angle";
                zero_t = zero_t || f.metric == "zero_t";
                out.push_back(f);
            }
    // A scenario metric in several scenarios is one finding: its worst, and how many more showed it.
    struct Seen {
        Finding finding;
        double value = 0.0;
        int more = 0;
    };
    std::map<std::pair<std::string, int>, Seen> by_metric;
    std::vector<std::pair<std::string, int>> order;
    for (const AcceptResult& run : runs) {
        if (!run.error.empty()) {
            Finding f;
            f.kind = FindingKind::CannotJudge;
            f.verdict = Verdict::CannotJudge;
            f.metric = "did_not_run";
            f.where = run.scenario;
            f.what = "did not run: " + run.error;
            if (seen.insert(f.line()).second) out.push_back(std::move(f));
            continue;
        }
        for (const std::string& text : run.project_findings) {
            Finding f;
            f.kind = FindingKind::Project;
            f.verdict = Verdict::Warn;
            f.metric = "gait_threshold";
            f.where = run.scenario;
            f.what = text;
            if (seen.insert(f.what).second) out.push_back(std::move(f));
        }
        for (const GaitGroup& g : run.gait.groups)
            for (const MetricResult& m : g.metrics) {
                const bool bad = m.verdict == Verdict::Fail || m.verdict == Verdict::Warn;
                if (!bad && m.verdict != Verdict::CannotJudge) continue;
                // The frames' findings name it, from the same measure.
                const bool foot = m.id == "foot_slide" || m.id == "slide_per_cycle" || m.id == "stride";
                if (foot && bad && frames_slide) continue;
                // T = 0 shows frame 0 while the sprite moves (the zero-total fallback): the drift and lead/lag that
                // follow are its consequences, named by the T = 0 finding.
                if (zero_t && bad && (m.id == "pose_drift" || m.id == "lead_lag_max" || m.id == "lead_lag_mean"))
                    continue;
                const std::pair<std::string, int> key{m.id, g.dir};
                const double value = m.value ? *m.value : 0.0;
                auto it = by_metric.find(key);
                if (it != by_metric.end()) {
                    ++it->second.more;
                    const Finding& had = it->second.finding;
                    const bool worse_one = (m.verdict == Verdict::Fail && had.verdict != Verdict::Fail) ||
                                           (m.verdict == had.verdict && value > it->second.value);
                    if (!worse_one) continue;
                } else {
                    order.push_back(key);
                }
                Seen& s = by_metric[key];
                s.value = value;
                Finding& f = s.finding;
                f = Finding{};
                f.metric = m.id;
                f.verdict = m.verdict;
                f.where = run.scenario + ", " + dirName(g.dir, run.map_dir_count);
                f.run = static_cast<int>(&run - runs.data());
                f.dir = g.dir;
                f.at_ms = m.at_ms;
                if (const auto ev = run.evidence.find(m.id + " " + std::to_string(g.dir)); ev != run.evidence.end())
                    f.evidence = ev->second;
                if (m.verdict == Verdict::CannotJudge) {
                    f.kind = FindingKind::CannotJudge;
                    f.what = m.label + ": " + m.note;
                    continue;
                }
                const double bound = m.threshold.fail_high < 1e299 ? m.threshold.fail_high : 1.0;
                f.size = bound > 0 ? value / bound : value;
                f.what = m.label + " " + fixedText(value, m.unit == "cycles" ? 3 : 2) + " " + m.unit + " (" +
                         m.threshold.text(2) + ")";
                if (std::string w = worstPart(m.note); !w.empty()) f.what += ", at " + w;
                if (m.id == "speed_ratio" || m.id == "jump_correction") {
                    f.kind = FindingKind::Project;
                    f.fix = m.id == "speed_ratio" ? "the poses change at " + fixedText(value, 2) +
                                                        "x the art's own rate: check the game's speeds (--speeds) "
                                                        "against the art's natural pace"
                                                  : "the server's correction moves the critter: a network setting";
                } else {
                    f.fix = scenarioFix(m.id);
                }
            }
    }
    for (const auto& key : order) {
        Seen& s = by_metric[key];
        if (s.more > 0) {
            const std::size_t comma = s.finding.where.rfind(", ");
            s.finding.where.insert(comma, " (and " + std::to_string(s.more) + " more)");
        }
        out.push_back(std::move(s.finding));
    }
    std::stable_sort(out.begin(), out.end(), [](const Finding& a, const Finding& b) {
        if (rankOf(a) != rankOf(b)) return rankOf(a) < rankOf(b);
        return a.size > b.size;
    });
    return out;
}

Verdict worstOf(const std::vector<Finding>& findings, FindingKind kind) {
    Verdict v = Verdict::NoData;
    for (const Finding& f : findings)
        if (f.kind == kind) v = worse(v, f.verdict);
    return v;
}

}  // namespace gaitlab
