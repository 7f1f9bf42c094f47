#include "engine/gait/gait_metrics.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <sstream>

#include "engine/base/plane_length.h"
#include "engine/gait/animation_metrics.h"
#include "engine/gait/figure_pixels.h"
#include "engine/gait/plant_slides.h"
#include "engine/hex/hex_geometry.h"

namespace gaitlab {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double euclid(ipos d) { return planeLength(static_cast<double>(d.x), static_cast<double>(d.y)); }

/// Phase change from a to b wrapped into (-0.5, 0.5], cycles.
double phaseStep(double a, double b) {
    double d = b - a;
    while (d > 0.5) d -= 1.0;
    while (d <= -0.5) d += 1.0;
    return d;
}

/// The worst value seen and where.
struct Worst {
    std::optional<double> value;
    int64_t at_ms = -1;
    void add(double v, int64_t at) {
        if (!value || v > *value) {
            value = v;
            at_ms = at;
        }
    }
};

/// Everything one group of ticks accumulates; turned into metrics by finish().
struct GroupAccumulator {
    int dir = -1;
    // The sheets walked (movement-driven, moving): their whole cycles are judged on the screen (plant_slides.h).
    std::vector<std::pair<const GaitSheetInfo*, const SpriteSheet*>> walked;
    std::map<const GaitSheetInfo*, int64_t> walked_at;  // when each was first walked, ms
    std::string walked_unknown;  // a sheet walked with no contacts or pixels known (its animation), if any
    std::map<JumpCause, std::string> jump_where;
    std::map<JumpCause, int> unjudged_jumps;
    Worst drift;
    int still_pairs = 0;
    std::map<JumpCause, Worst> jumps;
    // Frame-change and wrap jumps: the one furthest over its bounds (a walking sheet's median pose step, or the
    // event bounds for a figure that stands).
    struct PoseJump {
        double ratio = -1.0;
        double jump = 0.0;
        double step = 0.0;
        bool standing = false;
        int64_t at_ms = -1;
    };
    std::map<JumpCause, PoseJump> pose_jumps;
    Worst stop_pop;
    Worst start_pop;
    int stops_unjudged = 0;
    int starts_unjudged = 0;
    int stops = 0;
    int starts = 0;
    Worst lead_lag;
    double lead_lag_sum = 0.0;
    int lead_lag_count = 0;
    int pose_changes = 0;
    int moving_pairs = 0;
    double ground_moved = 0.0;
    double natural_sum = 0.0;  // natural speed of the sheet shown, summed over moving movement-driven pairs
    int natural_count = 0;
    double authored_rate_sum = 0.0;  // distinct poses per second of the sheet at its own frame rate
    int authored_rate_count = 0;
    Worst turn_phase;
    int turns = 0;
    int backward = 0;
    int64_t backward_at = -1;
};

std::vector<uint64_t> idsOf(const SpriteSheet& sheet, const GaitSheetInfo* info) {
    if (info && info->image_ids.size() == sheet.frames.size()) return info->image_ids;
    std::vector<uint64_t> ids(sheet.frames.size());
    for (std::size_t i = 0; i < ids.size(); ++i) ids[i] = i;
    return ids;
}

int distinctPoses(const std::vector<uint64_t>& ids) {
    if (ids.empty()) return 0;
    int changes = 0;
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (ids[i] != ids[(i + ids.size() - 1) % ids.size()]) ++changes;
    return std::max(changes, 1);
}

/// The world point of foot `f` of sample `s`, when its frame's contacts call it planted.
std::optional<ipos> plantedPoint(const GaitSample& s, const GaitSheetInfo* info, int f) {
    if (!info || !s.sheet || s.frame < 0 || static_cast<std::size_t>(s.frame) >= info->contacts.frames.size())
        return std::nullopt;
    const ContactFoot& foot =
        info->contacts.frames[static_cast<std::size_t>(s.frame)].feet[static_cast<std::size_t>(f)];
    if (foot.state != FootState::Planted) return std::nullopt;
    return s.sprite_root + foot.point;
}

/// World points of every foot with a known point (planted, lifted or undecided).
std::vector<ipos> knownFeet(const GaitSample& s, const GaitSheetInfo* info) {
    std::vector<ipos> out;
    if (!info || !s.sheet || s.frame < 0 || static_cast<std::size_t>(s.frame) >= info->contacts.frames.size())
        return out;
    for (const ContactFoot& foot : info->contacts.frames[static_cast<std::size_t>(s.frame)].feet)
        if (foot.state != FootState::NoContactData) out.push_back(s.sprite_root + foot.point);
    return out;
}

/// The pose pop from `before` to `after`: how far the best-kept planted foot of `before` lands from the nearest
/// foot of `after`, px (Chebyshev); nullopt without contacts on either side.
std::optional<double> popOf(const GaitSample& before, const GaitSheetInfo* bi, const GaitSample& after,
                            const GaitSheetInfo* ai, bool planted_side_before) {
    const GaitSample& p = planted_side_before ? before : after;
    const GaitSheetInfo* pi = planted_side_before ? bi : ai;
    const GaitSample& o = planted_side_before ? after : before;
    const GaitSheetInfo* oi = planted_side_before ? ai : bi;
    const std::vector<ipos> others = knownFeet(o, oi);
    if (others.empty()) return std::nullopt;
    std::optional<double> best;
    for (int f = 0; f < 2; ++f) {
        const auto point = plantedPoint(p, pi, f);
        if (!point) continue;
        for (const ipos q : others) {
            const double d = chebyshevLength(q - *point);
            if (!best || d < *best) best = d;
        }
    }
    return best;
}

MetricResult metric(std::string id, std::string label, std::string unit, std::optional<double> value,
                    Threshold threshold, int64_t at_ms, std::string note) {
    MetricResult m;
    m.id = std::move(id);
    m.label = std::move(label);
    m.unit = std::move(unit);
    m.value = value;
    m.threshold = threshold;
    m.verdict = value ? threshold.judge(*value) : Verdict::NoData;
    m.at_ms = value ? at_ms : -1;
    m.note = std::move(note);
    return m;
}

Threshold upTo(double pass, double fail) {
    Threshold t;
    t.warn_high = pass;
    t.fail_high = fail;
    return t;
}

Threshold within(const double pass[2], const double fail[2]) {
    Threshold t;
    t.warn_low = pass[0];
    t.warn_high = pass[1];
    t.fail_low = fail[0];
    t.fail_high = fail[1];
    return t;
}

std::string unjudgedJumps(const GroupAccumulator& a, JumpCause cause) {
    const auto it = a.unjudged_jumps.find(cause);
    if (it == a.unjudged_jumps.end()) return std::string("no ") + jumpCauseName(cause);
    return "cannot judge: " + std::to_string(it->second) + " " + jumpCauseName(cause) +
           "(s) between frames without pixels";
}

std::string vectorText(ipos p) { return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")"; }

// The foot metrics of a group, from the whole cycles of the sheets it walked, measured on the screen: the worst
// plant, how far the planted soles travel in a cycle, and the stride (DECISIONS "Gait metrics").
std::vector<MetricResult> sheetFootMetrics(const GroupAccumulator& a) {
    struct Judged {
        const GaitSheetInfo* info;
        SheetGait gait;
    };
    std::vector<Judged> sheets;
    std::string unjudged;
    for (const auto& [info, sheet] : a.walked) {
        SheetGait g = measureSheetGait(*sheet, info->contacts.stance);
        if (g.judged == 0) {
            if (g.judged + g.flight == g.changes) continue;  // flight throughout: no planted foot, no data
            if (unjudged.empty())
                unjudged = info->label + ": " + (g.changes == 0 ? "one picture throughout" : g.unjudged_why);
            continue;
        }
        sheets.push_back({info, std::move(g)});
    }
    const auto at = [&a](const GaitSheetInfo* info) {
        const auto it = a.walked_at.find(info);
        return it == a.walked_at.end() ? int64_t{-1} : it->second;
    };
    const auto worstBy = [&sheets](auto value) {
        const Judged* w = nullptr;
        for (const Judged& j : sheets)
            if (value(j) && (!w || *value(j) > *value(*w))) w = &j;
        return w;
    };
    if (unjudged.empty() && !a.walked_unknown.empty())
        unjudged = a.walked_unknown + ": no contacts or pixels for this sheet";
    const bool walked = !a.walked.empty() || !a.walked_unknown.empty();
    const auto noData = [&](MetricResult r) {
        if (walked && !unjudged.empty()) {
            r.verdict = Verdict::CannotJudge;
            r.note = "cannot judge: " + unjudged;
        }
        return r;
    };
    std::vector<MetricResult> out;
    const Judged* plant = worstBy([](const Judged& j) {
        return j.gait.worst ? std::optional<double>(j.gait.worst->excursion_px) : std::nullopt;
    });
    if (plant) {
        const PlantSlide& p = *plant->gait.worst;
        std::string note = "how far a planted sole moved on the screen while it stayed down, worst plant of " +
                           std::to_string(sheets.size()) + " sheet(s) over their whole cycles: " + plant->info->label +
                           ", the plant of frames " + std::to_string(p.first_from) + " to " +
                           std::to_string(p.last_to) + ", " + vectorText(p.excursion) + " px by frame " +
                           std::to_string(p.worst_to);
        if (!plant->gait.unjudged_why.empty()) note += "; cannot judge " + plant->gait.unjudged_why;
        out.push_back(metric("foot_slide", "foot slide", "px", static_cast<double>(p.excursion_px),
                             upTo(kSlidePassPx, kSlideFailPx), at(plant->info), note));
    } else {
        out.push_back(noData(metric("foot_slide", "foot slide", "px", std::nullopt, upTo(kSlidePassPx, kSlideFailPx),
                                    -1, walked ? "no walking sheet" : "no walk")));
    }
    const Judged* travel = worstBy([](const Judged& j) { return j.gait.travel_px; });
    out.push_back(travel ? metric("slide_per_cycle", "slide per cycle", "px", *travel->gait.travel_px,
                                  upTo(kCycleSlidePassPx, kCycleSlideFailPx), at(travel->info),
                                  "how far the planted soles move on the screen in one cycle, all plants together: " +
                                      travel->info->label)
                         : noData(metric("slide_per_cycle", "slide per cycle", "px", std::nullopt,
                                         upTo(kCycleSlidePassPx, kCycleSlideFailPx), -1, "no walk")));
    const Judged* stride = worstBy([](const Judged& j) {
        return j.gait.stride_error ? std::optional<double>(std::abs(*j.gait.stride_error) * 100.0) : std::nullopt;
    });
    out.push_back(stride ? metric("stride", "stride", "%", std::abs(*stride->gait.stride_error) * 100.0,
                                  upTo(kStridePassPct, kStrideFailPct), at(stride->info),
                                  stride->info->label + ": " + strideText(stride->gait))
                         : noData(metric("stride", "stride", "%", std::nullopt, upTo(kStridePassPct, kStrideFailPct),
                                         -1, "no walk with three judged picture changes")));
    return out;
}

GaitGroup finish(const GroupAccumulator& a) {
    GaitGroup g;
    g.dir = a.dir;
    auto& m = g.metrics;
    for (MetricResult& r : sheetFootMetrics(a)) m.push_back(std::move(r));
    m.push_back(metric("pose_drift", "pose drift", "px", a.drift.value, upTo(0.0, 1.0), a.drift.at_ms,
                       a.still_pairs == 0 ? "no tick kept a frame"
                                          : "how far the sprite moved from where a frame appeared while that "
                                            "frame stayed on screen, over " +
                                                std::to_string(a.still_pairs) + " ticks"));
    // Frame-change and wrap jumps are judged against the median pose step of their sheet: the value is the jump
    // furthest over its bounds, and the bounds shown are that sheet's.
    for (const JumpCause cause : {JumpCause::FrameChange, JumpCause::CycleWrap}) {
        const auto it = a.pose_jumps.find(cause);
        const bool seen = it != a.pose_jumps.end();
        const GroupAccumulator::PoseJump p = seen ? it->second : GroupAccumulator::PoseJump{};
        const std::string bounds =
            p.standing ? "a figure standing still should not move: bounds " + fixedText(kEventJumpPassPx, 0) + " and " +
                             fixedText(kEventJumpFailPx, 0) + " px"
                       : "bounds 1.5x and 2x the sheet's median pose step of " + fixedText(p.step, 2) + " px (+1 px)";
        m.push_back(metric(std::string("jump_") + (cause == JumpCause::FrameChange ? "frame_change" : "cycle_wrap"),
                           std::string("jump at ") + jumpCauseName(cause), "px",
                           seen ? std::optional<double>(p.jump) : std::nullopt,
                           p.standing ? upTo(kEventJumpPassPx, kEventJumpFailPx)
                                      : upTo(kPoseStepWarnFactor * (p.step + kPoseStepSlackPx),
                                             kPoseStepFailFactor * (p.step + kPoseStepSlackPx)),
                           p.at_ms,
                           seen
                               ? "the figure's movement in one tick (its root's plus its silhouette's in the image); " +
                                     bounds + "; worst: " + a.jump_where.at(cause)
                               : unjudgedJumps(a, cause)));
        if (!seen && a.unjudged_jumps.count(cause)) m.back().verdict = Verdict::CannotJudge;
    }
    for (const JumpCause cause : {JumpCause::Turn, JumpCause::Stop, JumpCause::Start, JumpCause::SheetChange,
                                  JumpCause::StateChange, JumpCause::Correction}) {
        const auto it = a.jumps.find(cause);
        const Worst w = it == a.jumps.end() ? Worst{} : it->second;
        std::string id = std::string("jump_") + jumpCauseName(cause);
        std::replace(id.begin(), id.end(), ' ', '_');
        m.push_back(metric(id, std::string("jump at ") + jumpCauseName(cause), "px", w.value,
                           upTo(kEventJumpPassPx, kEventJumpFailPx), w.at_ms,
                           w.value ? "the figure's largest movement in one tick (its root's plus its silhouette's in "
                                     "the image): " +
                                         a.jump_where.at(cause)
                                   : unjudgedJumps(a, cause)));
        if (!w.value && a.unjudged_jumps.count(cause)) m.back().verdict = Verdict::CannotJudge;
    }
    m.push_back(metric("stop_pop", "pose pop at stop", "px", a.stop_pop.value, upTo(kPopPassPx, kPopFailPx),
                       a.stop_pop.at_ms,
                       a.stops == 0 ? "no stop"
                       : a.stop_pop.value
                           ? "how far the planted foot lands from the nearest foot of the standing pose, worst of " +
                                 std::to_string(a.stops) + " stops"
                           : "cannot judge: no planted foot on either side of the stops"));
    if (a.stops > 0 && !a.stop_pop.value) m.back().verdict = Verdict::CannotJudge;
    m.push_back(metric("start_pop", "pose pop at start", "px", a.start_pop.value, upTo(kPopPassPx, kPopFailPx),
                       a.start_pop.at_ms,
                       a.starts == 0 ? "no start"
                       : a.start_pop.value
                           ? "how far the first planted foot is from the nearest foot of the standing pose, worst of " +
                                 std::to_string(a.starts) + " starts"
                           : "cannot judge: no planted foot on either side of the starts"));
    if (a.starts > 0 && !a.start_pop.value) m.back().verdict = Verdict::CannotJudge;
    m.push_back(metric("lead_lag_max", "lead/lag max", "px", a.lead_lag.value,
                       upTo(kLeadLagMaxPassPx, kLeadLagMaxFailPx), a.lead_lag.at_ms,
                       "distance between the sprite root and the logical point while moving"));
    const std::optional<double> mean_lead = a.lead_lag_count ? std::optional<double>(a.lead_lag_sum / a.lead_lag_count)
                                                             : std::nullopt;
    m.push_back(metric("lead_lag_mean", "lead/lag mean", "px", mean_lead,
                       upTo(kLeadLagMaxPassPx / 2, kLeadLagMaxFailPx / 2), -1,
                       std::to_string(a.lead_lag_count) + " moving ticks"));
    const double moving_s = a.moving_pairs * 0.01;
    const double authored_rate = a.authored_rate_count ? a.authored_rate_sum / a.authored_rate_count : 0.0;
    const double natural = a.natural_count ? a.natural_sum / a.natural_count : 0.0;
    const double actual = a.moving_pairs ? a.ground_moved / moving_s : 0.0;
    const auto when = [](bool known, double v) { return known ? std::optional<double>(v) : std::nullopt; };
    // Cadence and speed are shown; the speed ratio judges them (one cause, one verdict).
    m.push_back(metric("cadence", "cadence", "poses/s",
                       when(a.moving_pairs > 0, a.pose_changes / std::max(moving_s, 0.01)), Threshold{}, -1,
                       a.authored_rate_count ? "distinct poses shown per second while moving; the art's own rate is " +
                                                   fixedText(authored_rate, 2) + " poses/s"
                                             : "distinct poses shown per second while moving (the art has no rate)"));
    m.push_back(metric("speed", "ground speed", "px/s", when(a.moving_pairs > 0, actual), Threshold{}, -1,
                       a.natural_count ? "natural speed of the sheets shown: " + fixedText(natural, 2) + " ground px/s"
                                       : "the sheets shown have no frame rate (natural speed unknown)"));
    const bool has_ratio = a.moving_pairs > 0 && a.natural_count > 0 && natural > 0;
    m.push_back(
        metric("speed_ratio", "speed ratio actual/natural", "x", when(has_ratio, actual / std::max(natural, 1e-9)),
               within(kSpeedRatioPass, kSpeedRatioFail), -1,
               has_ratio ? "at 1 the poses change at the art's own frame rate" : "no natural speed to compare"));
    m.push_back(metric("turn_phase", "phase lost at a turn", "cycles", a.turn_phase.value,
                       upTo(kTurnPhasePass, kTurnPhaseFail), a.turn_phase.at_ms,
                       a.turns == 0 ? "no turn while walking"
                                    : "phase change at the turn minus the tick before's, worst of " +
                                          std::to_string(a.turns) + " turns"));
    m.push_back(metric("backward_poses", "backward pose steps", "ticks",
                       a.moving_pairs ? std::optional<double>(a.backward) : std::nullopt, upTo(0.0, 2.0), a.backward_at,
                       "ticks on one sheet where the phase went back"));
    for (const MetricResult& r : m) g.verdict = worse(g.verdict, r.verdict);
    return g;
}

}  // namespace

std::string fixedText(double v, int decimals) {
    std::ostringstream out;
    out.setf(std::ios::fixed);
    out.precision(decimals);
    out << v;
    return out.str();
}

const char* verdictName(Verdict verdict) {
    switch (verdict) {
    case Verdict::Pass: return "pass";
    case Verdict::Warn: return "warn";
    case Verdict::Fail: return "fail";
    case Verdict::CannotJudge: return "cannot judge";
    case Verdict::NoData: break;
    }
    return "no data";
}

Verdict worse(Verdict a, Verdict b) {
    const auto rank = [](Verdict v) {
        switch (v) {
        case Verdict::Fail: return 4;
        case Verdict::Warn: return 3;
        case Verdict::CannotJudge: return 2;
        case Verdict::Pass: return 1;
        case Verdict::NoData: break;
        }
        return 0;
    };
    return rank(a) >= rank(b) ? a : b;
}

Verdict Threshold::judge(double value) const {
    if (value < fail_low || value > fail_high) return Verdict::Fail;
    if (value < warn_low || value > warn_high) return Verdict::Warn;
    return Verdict::Pass;
}

bool Threshold::judged() const {
    return warn_low > -1e299 || fail_low > -1e299 || warn_high < 1e299 || fail_high < 1e299;
}

std::string Threshold::text(int decimals) const {
    const bool low = warn_low > -1e299 || fail_low > -1e299;
    const bool high = warn_high < 1e299 || fail_high < 1e299;
    if (!low && !high) return "shown only";
    if (low && high)
        return "pass " + fixedText(warn_low, decimals) + ".." + fixedText(warn_high, decimals) + ", fail outside " +
               fixedText(fail_low, decimals) + ".." + fixedText(fail_high, decimals);
    if (high) return "pass <= " + fixedText(warn_high, decimals) + ", fail > " + fixedText(fail_high, decimals);
    return "pass >= " + fixedText(warn_low, decimals) + ", fail < " + fixedText(fail_low, decimals);
}

const MetricResult* GaitGroup::find(const std::string& id) const {
    for (const MetricResult& m : metrics)
        if (m.id == id) return &m;
    return nullptr;
}

const char* jumpCauseName(JumpCause cause) {
    switch (cause) {
    case JumpCause::None: return "none";
    case JumpCause::FrameChange: return "frame change";
    case JumpCause::CycleWrap: return "cycle wrap";
    case JumpCause::Turn: return "turn";
    case JumpCause::Stop: return "stop";
    case JumpCause::Start: return "start";
    case JumpCause::SheetChange: return "sheet change";
    case JumpCause::StateChange: return "state change";
    case JumpCause::Correction: return "correction";
    }
    return "none";
}

JumpCause jumpCause(const GaitSample& a, const GaitSample& b) {
    if (b.correction) return JumpCause::Correction;
    if (a.moving && !b.moving) return JumpCause::Stop;
    if (!a.moving && b.moving) return JumpCause::Start;
    if (a.anim != b.anim)
        return a.movement_driven && b.movement_driven ? JumpCause::SheetChange : JumpCause::StateChange;
    if (a.dir != b.dir) return JumpCause::Turn;
    if (a.sheet != b.sheet) return JumpCause::SheetChange;  // the same animation reloaded
    if (a.frame == b.frame) return JumpCause::None;
    if (b.movement_driven && b.phase < a.phase - 0.5) return JumpCause::CycleWrap;
    if (!b.movement_driven && b.frame < a.frame) return JumpCause::CycleWrap;
    return JumpCause::FrameChange;
}

double medianPoseStep(const SpriteSheet& sheet, const std::vector<uint64_t>& image_ids) {
    // The median length of the deltas of the frames that change the picture: |T| / poses for an even walk, and the
    // authored lunges of a time-driven action whose T is 0. The median, so the one frame a jump is about does not
    // widen its own bounds (a delta of 12 among 4s leaves the step at 4).
    if (sheet.frames.empty()) return 0.0;
    GaitSheetInfo info;
    info.image_ids = image_ids;
    const std::vector<uint64_t> ids = idsOf(sheet, &info);
    std::vector<double> steps;
    for (std::size_t i = 0; i < sheet.frames.size(); ++i) {
        if (ids[i] == ids[(i + ids.size() - 1) % ids.size()]) continue;
        steps.push_back(
            planeLength(static_cast<double>(sheet.frames[i].next_x), static_cast<double>(sheet.frames[i].next_y)));
    }
    if (steps.empty()) return 0.0;
    std::sort(steps.begin(), steps.end());
    const std::size_t n = steps.size();
    return n % 2 == 1 ? steps[n / 2] : (steps[n / 2 - 1] + steps[n / 2]) / 2.0;
}

namespace {

/// "walk E, frames 3 -> 4" or "walk E frame 7 -> idle E frame 0": the evidence of a figure.
std::string whereText(const GaitSheetInfo* ai, const GaitSample& a, const GaitSample& b) {
    const std::string la = ai && !ai->label.empty() ? ai->label : a.anim;
    if (a.sheet == b.sheet) return la + ", frames " + std::to_string(a.frame) + " -> " + std::to_string(b.frame);
    return la + " frame " + std::to_string(a.frame) + " -> " + b.anim + " frame " + std::to_string(b.frame);
}

}  // namespace

std::optional<ipos> FigureCache::shift(const GaitSample& a, const GaitSheetInfo* ai, const GaitSample& b,
                                       const GaitSheetInfo* bi) {
    const FigurePixels* fa = figure(a, ai);
    const FigurePixels* fb = figure(b, bi);
    if (!fa || !fb) return std::nullopt;
    const auto key = std::make_pair(fa, fb);
    const auto it = shifts_.find(key);
    if (it != shifts_.end()) return it->second;
    return shifts_[key] = silhouetteShift(*fa, *fb);
}

const FigurePixels* FigureCache::figure(const GaitSample& s, const GaitSheetInfo* info) {
    if (!info || !info->pixels || s.frame < 0 || s.frame >= info->pixels->frameCount()) return nullptr;
    const auto key = std::make_pair(info->pixels, s.frame);
    auto it = figures_.find(key);
    if (it == figures_.end())
        it =
            figures_.emplace(key, figurePixels(info->pixels->frames[static_cast<size_t>(s.frame)], info->shadow)).first;
    return it->second.empty() ? nullptr : &it->second;
}

void FigureCache::clear() {
    shifts_.clear();
    figures_.clear();
}

GaitReport measureGait(const std::vector<GaitSample>& samples, const GaitSheetLookup& info, double ground_stretch,
                       FigureCache* figure_cache) {
    GaitReport report;
    GroupAccumulator all;
    std::array<GroupAccumulator, kMaxDirCount> dirs;
    std::array<bool, kMaxDirCount> seen{};
    for (int d = 0; d < kMaxDirCount; ++d) dirs[static_cast<std::size_t>(d)].dir = d;
    const auto lookup = [&info](const SpriteSheet* sheet) -> const GaitSheetInfo* {
        return sheet && info ? info(sheet) : nullptr;
    };

    // A plant per foot: where it was set down, while the same sheet keeps it planted.
    GaitSeries& series = report.series;
    double last_advance = 0.0;                        // phase advance of the tick before, for turns
    ipos frame_start{0, 0};                           // the sprite root when the frame on screen appeared
    std::map<const SpriteSheet*, double> pose_steps;  // medianPoseStep per sheet, computed once
    std::map<const SpriteSheet*, int> pose_counts;    // distinct pictures per sheet
    FigureCache local_figures;                        // each frame's figure and each pair's shift, found once
    FigureCache& figures = figure_cache ? *figure_cache : local_figures;
    int plant_now = -1;    // the plant the last judged frame change was in
    ipos excursion{0, 0};  // how far that plant's foot got from where it was set down
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const GaitSample& b = samples[i];
        const GaitSheetInfo* bi = lookup(b.sheet);
        series.t_ms.push_back(b.t_ms);
        series.phase.push_back(b.movement_driven ? b.phase : kNaN);
        series.frame.push_back(b.frame);
        series.offs_anim.push_back(b.sprite_root - b.logical);
        series.lead_lag.push_back(b.moving ? euclid(b.sprite_root - b.logical) : kNaN);
        int planted = -1;
        for (int f = 0; f < 2; ++f)
            if (plantedPoint(b, bi, f)) planted = planted == -1 ? f : 2;
        series.planted_foot.push_back(planted);
        if (i == 0) {
            series.foot_slide.push_back(kNaN);
            series.foot_slide_vector.push_back(ipos{0, 0});
            series.jump.push_back(jumpCauseName(JumpCause::None));
            frame_start = b.sprite_root;
            continue;
        }
        const GaitSample& a = samples[i - 1];
        const GaitSheetInfo* ai = lookup(a.sheet);
        const int dir = std::clamp(b.dir, 0, kMaxDirCount - 1);
        seen[static_cast<std::size_t>(dir)] = true;
        GroupAccumulator& g = dirs[static_cast<std::size_t>(dir)];
        const auto both = [&](auto&& fn) {
            fn(all);
            fn(g);
        };
        const JumpCause cause = jumpCause(a, b);
        series.jump.push_back(jumpCauseName(cause));
        const ipos moved = b.sprite_root - a.sprite_root;

        // Foot slide: at a walking frame change, the root's motion plus the planted sole's in the image, summed
        // over the changes of one plant: how far the foot got from where it was set down.
        const bool walking = a.moving && b.moving && a.movement_driven && b.movement_driven && a.sheet == b.sheet &&
                             !b.correction;
        if (!walking) plant_now = -1;
        if (walking)
            both([&](GroupAccumulator& acc) {
                if (!ai && acc.walked_unknown.empty()) acc.walked_unknown = a.anim;
                if (ai && acc.walked_at.emplace(ai, b.t_ms).second) acc.walked.emplace_back(ai, a.sheet);
            });
        if (walking && a.frame != b.frame && !(ai && ai->contacts.stance.samePicture(a.frame, b.frame))) {
            std::string why = "no contacts for this sheet";
            int plant = -1;
            // What the viewer sees the planted sole do, from the one measure on the screen (plant_slides.h), so the
            // overlay, the player and the metrics agree.
            const std::optional<ipos> slide = ai ? ai->contacts.stance.slideBetween(a.frame, b.frame, &why, &plant)
                                                 : std::optional<ipos>();
            if (slide) {
                // The plant's excursion so far, as the whole-cycle figure adds it up (PlantSlide::excursion).
                const bool goes_on = plant >= 0 && plant == plant_now && !ai->contacts.stance.beginsPlant(a.frame);
                excursion = goes_on ? excursion + *slide : *slide;
                plant_now = plant;
            } else {
                plant_now = -1;  // cannot judge here, or (a sidecar's flight) no foot carries the figure
            }
        }
        series.foot_slide.push_back(plant_now >= 0 ? static_cast<double>(chebyshevLength(excursion)) : kNaN);
        series.foot_slide_vector.push_back(plant_now >= 0 ? excursion : ipos{0, 0});

        // Pose drift: how far the sprite got from where the frame appeared while that frame stays.
        if (cause == JumpCause::None && !b.correction) {
            const double drift = chebyshevLength(b.sprite_root - frame_start);
            both([&](GroupAccumulator& acc) {
                ++acc.still_pairs;
                acc.drift.add(drift, b.t_ms);
            });
        } else {
            frame_start = b.sprite_root;
        }
        const std::optional<ipos> figure_shift = cause != JumpCause::None ? figures.shift(a, ai, b, bi)
                                                                          : std::optional<ipos>();
        if (cause != JumpCause::None && !figure_shift)
            both([&](GroupAccumulator& acc) { ++acc.unjudged_jumps[cause]; });
        if (figure_shift) {
            const ipos figure_moved = moved + *figure_shift;
            const double jump = euclid(figure_moved);
            const std::string where = whereText(ai, a, b) + ": " + fixedText(jump, 1) + " px (the root " +
                                      vectorText(moved) + ", the figure in the image " + vectorText(*figure_shift) +
                                      ")";
            const bool pose_step = cause == JumpCause::FrameChange || cause == JumpCause::CycleWrap;
            both([&](GroupAccumulator& acc) {
                if (!pose_step && (!acc.jumps[cause].value || jump > *acc.jumps[cause].value))
                    acc.jump_where[cause] = where;
                acc.jumps[cause].add(jump, b.t_ms);
            });
            if (pose_step && b.sheet) {
                const auto cached = pose_steps.find(b.sheet);
                const double step = cached != pose_steps.end()
                                        ? cached->second
                                        : pose_steps[b.sheet] =
                                              medianPoseStep(*b.sheet, bi ? bi->image_ids : std::vector<uint64_t>{});
                // A walk's figure moves by its pose step at each frame change; an idle's or an action's should not
                // move at all, so it has the event bounds.
                const bool standing = !b.movement_driven;
                const double ratio =
                    jump / (standing ? kEventJumpPassPx : kPoseStepWarnFactor * (step + kPoseStepSlackPx));
                both([&](GroupAccumulator& acc) {
                    GroupAccumulator::PoseJump& p = acc.pose_jumps[cause];
                    if (ratio > p.ratio) {
                        p = {ratio, jump, step, standing, b.t_ms};
                        acc.jump_where[cause] = where;
                    }
                });
            }
        }
        if (cause == JumpCause::Stop) {
            const auto pop = popOf(a, ai, b, bi, true);
            both([&](GroupAccumulator& acc) {
                ++acc.stops;
                if (pop) acc.stop_pop.add(*pop, b.t_ms);
            });
        }
        if (cause == JumpCause::Start) {
            // The walk's first frame may not plant a foot yet: the pop is judged on the first planted tick.
            std::optional<double> pop;
            for (std::size_t k = i; k < samples.size() && k < i + 50 && samples[k].moving && !pop; ++k)
                pop = popOf(a, ai, samples[k], lookup(samples[k].sheet), false);
            both([&](GroupAccumulator& acc) {
                ++acc.starts;
                if (pop) acc.start_pop.add(*pop, b.t_ms);
            });
        }
        if (a.moving && b.moving) {
            const double ground = groundLength(b.logical - a.logical, ground_stretch);
            const bool pose_changed =
                a.sheet == b.sheet && a.frame != b.frame &&
                (!bi || bi->image_ids.size() != b.sheet->frames.size() ||
                 bi->image_ids[static_cast<std::size_t>(a.frame)] != bi->image_ids[static_cast<std::size_t>(b.frame)]);
            const double lead = euclid(b.sprite_root - b.logical);
            both([&](GroupAccumulator& acc) {
                ++acc.moving_pairs;
                acc.ground_moved += ground;
                if (pose_changed) ++acc.pose_changes;
                acc.lead_lag.add(lead, b.t_ms);
                acc.lead_lag_sum += lead;
                ++acc.lead_lag_count;
            });
            if (b.movement_driven && b.sheet && b.sheet->anim_ms > 0) {
                const double natural = groundLength(b.sheet->cycle.total, ground_stretch) / b.sheet->anim_ms * 1000.0;
                const auto cached = pose_counts.find(b.sheet);
                const int poses = cached != pose_counts.end()
                                      ? cached->second
                                      : pose_counts[b.sheet] = distinctPoses(idsOf(*b.sheet, bi));
                const double rate = poses * 1000.0 / b.sheet->anim_ms;
                both([&](GroupAccumulator& acc) {
                    acc.natural_sum += natural;
                    ++acc.natural_count;
                    acc.authored_rate_sum += rate;
                    ++acc.authored_rate_count;
                });
            }
        }
        if (a.movement_driven && b.movement_driven && !b.correction) {
            const double advance = phaseStep(a.phase, b.phase);
            if (cause == JumpCause::Turn) {
                const double lost = std::abs(advance - last_advance);
                both([&](GroupAccumulator& acc) {
                    ++acc.turns;
                    acc.turn_phase.add(lost, b.t_ms);
                });
            } else if (a.sheet == b.sheet) {
                if (advance < -1e-9)
                    both([&](GroupAccumulator& acc) {
                        if (acc.backward == 0) acc.backward_at = b.t_ms;
                        ++acc.backward;
                    });
                last_advance = advance;
            }
        }
    }
    report.overall = finish(all);
    for (int d = 0; d < kMaxDirCount; ++d)
        if (seen[static_cast<std::size_t>(d)]) report.groups.push_back(finish(dirs[static_cast<std::size_t>(d)]));
    return report;
}

}  // namespace gaitlab
