#include "app/accept/foot_findings.h"

#include <algorithm>
#include <cmath>

#include "app/accept/finding_text.h"
#include "engine/base/plane_length.h"
#include "engine/gait/plant_slides.h"
#include "engine/gait/stance.h"

namespace gaitlab {

namespace {

/// Below this share of the sprite's advance, the sole the pixels follow is no stance foot.
constexpr double kStanceShare = 0.35;
/// px a run's lowest sole may lag the body at a change before it reads as a flight (no foot on the ground).
constexpr int kFlightLagPx = 2;

struct Axis {
    double tx = 1.0;
    double ty = 0.0;
};

Axis axisOf(ipos travel) {
    const double len = planeLength(static_cast<double>(travel.x), static_cast<double>(travel.y));
    return len > 0 ? Axis{travel.x / len, travel.y / len} : Axis{};
}

double along(ipos v, const Axis& a) { return v.x * a.tx + v.y * a.ty; }

int roundAway(double v) { return static_cast<int>(v < 0.0 ? -std::floor(-v + 0.5) : std::floor(v + 0.5)); }

/// `v`'s part along the hex axis, rounded to whole pixels: a correction that keeps T on its hex direction.
ipos onAxis(ipos v, const Axis& a) {
    const double l = along(v, a);
    return {roundAway(l * a.tx), roundAway(l * a.ty)};
}

Verdict verdictOf(double value, double pass, double fail) {
    return value > fail ? Verdict::Fail : value > pass ? Verdict::Warn : Verdict::Pass;
}

/// How far the sole the pixels follow goes back in the image, and the sprite advances, along the travel, px.
struct ImageMotion {
    double back = 0.0;
    double advance = 0.0;
};

ImageMotion imageMotion(const SheetStance& stance) {
    const Axis axis = axisOf(stance.travel);
    ImageMotion m;
    for (const StanceStep& step : stance.steps) {
        if (!step.shift) continue;
        m.back -= along(*step.shift, axis);
        m.advance += along(step.root_motion, axis);
    }
    return m;
}

Finding footFinding(const std::string& name, Verdict verdict, double size) {
    Finding f;
    f.metric = "foot_slide";
    f.verdict = verdict;
    f.kind = verdict == Verdict::CannotJudge ? FindingKind::CannotJudge : FindingKind::Art;
    f.size = size;
    f.where = name;
    return f;
}

/// A sole that goes back in the image far less than the sprite advances is no planted foot (a robe's hem, a
/// hovering body, hidden feet); one that goes forwards by a good share of it belongs to a figure stepping against
/// its travel (frames in reverse order). True when a finding ends the direction's findings.
bool notAStance(const std::string& name, const SheetStance& stance, const SpriteSheet& sheet, const SpriteSheet* pixels,
                const GaitSheetInfo* info, std::vector<Finding>& out) {
    if (stance.from_sidecar) return false;
    const ImageMotion m = imageMotion(stance);
    if (m.advance <= 0 || m.back >= kStanceShare * m.advance) return false;
    std::vector<int> frames;
    for (const StanceStep& step : stance.steps)
        if (frames.size() < 4) frames.push_back(step.from);
    if (m.back <= -kStanceShare * m.advance) {
        Finding f = footFinding(name, Verdict::Fail, 10.0);
        f.what = "the figure steps against its travel: the lowest part of the figure goes " + fixedText(-m.back, 0) +
                 " px forwards in the image while the sprite advances " + fixedText(m.advance, 0) +
                 " px, so the feet on the ground skate forwards";
        f.fix = "the frames are in reverse order: reverse them (each picture with its NextX/NextY)";
        f.evidence = evidenceOf(sheet, pixels, info, frames);
        out.push_back(std::move(f));
        return true;
    }
    Finding f = footFinding(name, Verdict::CannotJudge, 0.0);
    f.what = "the lowest part of the figure goes back " + fixedText(std::max(m.back, 0.0), 0) +
             " px in the image while the sprite advances " + fixedText(m.advance, 0) +
             " px: no planted foot to follow (a robe's hem, a hovering body, hidden feet), or a stride more than "
             "twice too long";
    f.fix = "mark the planted feet in a contacts sidecar (`gaitlab contacts` writes one to edit)";
    f.evidence = evidenceOf(sheet, pixels, info, frames);
    out.push_back(std::move(f));
    return true;
}

/// A run's flight has no foot on the ground: the lowest sole the pixels find lags the body, which reads as a
/// forward slide exactly as a stride too long does. Those changes cannot be judged (a finding says which); the
/// returned stance has them unjudged.
SheetStance withoutFlight(const std::string& name, const SheetStance& stance, const SpriteSheet& sheet,
                          const SpriteSheet* pixels, const GaitSheetInfo* info, std::vector<Finding>& out) {
    SheetStance kept = stance;
    std::string changes;
    int most = 0;
    const StanceStep* first = nullptr;
    for (StanceStep& step : kept.steps) {
        const std::optional<ipos> s = step.slide();
        if (!s || std::string(slideWay(*s, kept.travel)) != "forward" || chebyshevLength(*s) < kFlightLagPx) continue;
        changes += (changes.empty() ? "" : ", ") + std::to_string(step.from) + " to " + std::to_string(step.to);
        most = std::max(most, chebyshevLength(*s));
        if (!first) first = &step;
        step.why = "a flight phase or a stride too long";
        step.shift.reset();
    }
    if (changes.empty()) return kept;
    Finding f = footFinding(name, Verdict::CannotJudge, 0.0);
    f.what = "at frame changes " + changes + " the lowest sole lags the body by up to " + std::to_string(most) +
             " px: a flight phase or a stride too long, which the pixels cannot tell apart";
    f.fix = "mark the flight frames (no foot planted) in a contacts sidecar (`gaitlab contacts`)";
    f.evidence = evidenceOf(sheet, pixels, info, {first->from, first->to});
    out.push_back(std::move(f));
    numberPlants(kept);
    return kept;
}

/// A picture shown on several frames whose NextX/NextY move the sprite: the whole figure, the planted foot with
/// it, slides by their sum on the screen. Returns the steps that hold such a picture.
std::vector<const StanceStep*> heldPictures(const std::string& name, const SheetStance& stance,
                                            const SpriteSheet& sheet, const SpriteSheet* pixels,
                                            const GaitSheetInfo* info, std::vector<Finding>& out) {
    std::vector<const StanceStep*> held;
    const int n = sheet.frameCount();
    for (const StanceStep& step : stance.steps) {
        const int last = (step.to + n - 1) % n;
        if (last == step.from) continue;
        // One picture throughout holds over the whole cycle: the sprite moves by T with it.
        const ipos moved = step.from == step.to ? step.root_motion : rootMotion(sheet, step.from, last);
        if (moved == ipos{0, 0}) continue;
        held.push_back(&step);
        std::string copies;
        for (int f = (step.from + 1) % n;; f = (f + 1) % n) {
            copies += (copies.empty() ? "" : ", ") + std::to_string(f);
            if (f == last) break;
        }
        Finding f = footFinding(name + ", frame " + std::to_string(step.from),
                                verdictOf(chebyshevLength(moved), kSlidePassPx, kSlideFailPx),
                                chebyshevLength(moved) / kSlideFailPx);
        f.frame = step.from;
        f.what = "the picture of frame " + std::to_string(step.from) + " is shown again at frame(s) " + copies +
                 " while the sprite moves " + pointText(moved) + " px: the planted foot slides with it";
        f.fix = "drop the repeated frame(s) " + copies + ", or set their NextX/NextY to (0, 0) and add " +
                pointText(moved) + " to frame " + std::to_string(step.to) + "'s";
        if (step.from == step.to) {
            f.what = "one picture throughout while the sprite moves " + pointText(moved) +
                     " px a cycle: the whole figure, planted foot included, slides with it";
            f.fix = "draw the walk's steps, or set every NextX/NextY to (0, 0) for a figure that stands";
        }
        f.evidence = evidenceOf(sheet, pixels, info, {step.from, last});
        if (f.verdict != Verdict::Pass) out.push_back(std::move(f));
    }
    return held;
}

/// Where plant `plant` was set down and the change its figure peaks at, the sole tinted in both frames; without
/// those steps, the two frames of the peak untinted.
Filmstrip plantEvidence(const PlantSlide& plant, const SheetStance& stance, const SpriteSheet& sheet,
                        const SpriteSheet* pixels, const GaitSheetInfo* info) {
    const auto first = std::find_if(stance.steps.begin(), stance.steps.end(), [&](const StanceStep& step) {
        return step.plant == plant.plant && step.from == plant.first_from;
    });
    const auto peak = std::find_if(stance.steps.begin(), stance.steps.end(), [&](const StanceStep& step) {
        return step.plant == plant.plant && step.from == plant.worst_from && step.to == plant.worst_to;
    });
    return first != stance.steps.end() && peak != stance.steps.end()
               ? evidenceOfPlant(sheet, pixels, info, *first, *peak)
               : evidenceOf(sheet, pixels, info, {plant.worst_from, plant.worst_to});
}

/// The evidence of a fault that moves every plant (reversed order, a stride error): the plant that slides
/// farthest, else the sheet's first four frames.
Filmstrip worstPlantEvidence(const SheetGait& gait, const SheetStance& stance, const SpriteSheet& sheet,
                             const SpriteSheet* pixels, const GaitSheetInfo* info) {
    if (gait.worst && gait.worst->excursion_px > 0) return plantEvidence(*gait.worst, stance, sheet, pixels, info);
    std::vector<int> frames;
    for (int i = 0; i < sheet.frameCount() && i < 4; ++i) frames.push_back(i);
    return evidenceOf(sheet, pixels, info, frames);
}

/// Frames in reverse order: played the other way round (each picture with its NextX/NextY), the planted feet would
/// slide less than half as far. A finding says so, and the sheet's other foot findings are its consequences.
bool reversedOrder(const std::string& name, const SheetGait& gait, const SheetStance& stance, const SpriteSheet& sheet,
                   const SpriteSheet* pixels, const GaitSheetInfo* info, std::vector<Finding>& out) {
    if (!pixels || stance.from_sidecar || !gait.travel_px || *gait.travel_px <= kCycleSlidePassPx) return false;
    SpriteSheet reversed = *pixels;
    std::reverse(reversed.frames.begin(), reversed.frames.end());
    std::vector<uint64_t> ids = info->image_ids;
    std::reverse(ids.begin(), ids.end());
    const SheetStance back = measureStance(reversed, stance.travel, ids, info->shadow);
    const SheetGait back_gait = measureSheetGait(reversed, back);
    if (!back_gait.travel_px || *back_gait.travel_px >= 0.5 * *gait.travel_px) return false;
    Finding f = footFinding(name, Verdict::Fail, *gait.travel_px / kCycleSlideFailPx);
    f.what = "the figure steps against its travel: the planted feet slide " + fixedText(*gait.travel_px, 0) +
             " px a cycle, and " + fixedText(*back_gait.travel_px, 0) + " px with the frames the other way round";
    f.fix = "the frames are in reverse order: reverse them, each picture with its NextX/NextY";
    f.evidence = worstPlantEvidence(gait, stance, sheet, pixels, info);
    out.push_back(std::move(f));
    return true;
}

/// Each judged change's frame with the NextX/NextY (its delta less the slide along the hex axis) that keep the
/// planted foot still: "frame 5 (12, 0) -> (4, 0)", for the steps `pick` accepts; `new_t` gets the T they give.
template <typename Pick>
std::string deltaFixes(const SheetStance& stance, const SpriteSheet& sheet, Pick pick, ipos* new_t = nullptr) {
    const Axis axis = axisOf(stance.travel);
    std::string fixes;
    std::vector<ipos> deltas;
    for (int f = 0; f < sheet.frameCount(); ++f) deltas.push_back(deltaOf(sheet, f));
    for (const StanceStep& step : stance.steps) {
        const std::optional<ipos> s = step.slide();
        if (!s || !pick(step)) continue;
        const ipos fix = onAxis(*s, axis);
        if (fix == ipos{0, 0}) continue;
        const ipos now = deltaOf(sheet, step.to);
        deltas[static_cast<std::size_t>(step.to)] = now - fix;
        fixes += (fixes.empty() ? "" : ", ") + std::string("frame ") + std::to_string(step.to) + " " + pointText(now) +
                 " -> " + pointText(now - fix);
    }
    if (new_t) {
        *new_t = ipos{0, 0};
        for (const ipos d : deltas) *new_t += d;
    }
    return fixes;
}

/// The stride: T against what the planted soles carry the figure, along the hex axis. Its verdict is the worse of
/// the stride's and the farthest plant's: the slides it causes are the same fault.
bool strideFinding(const std::string& name, const SheetGait& gait, const SheetStance& stance, const SpriteSheet& sheet,
                   const SpriteSheet* pixels, const GaitSheetInfo* info, std::vector<Finding>& out) {
    if (!gait.stride_error) return false;
    const double pct = std::abs(*gait.stride_error) * 100.0;
    Verdict v = verdictOf(pct, kStridePassPct, kStrideFailPct);
    if (v == Verdict::Pass) return false;
    if (gait.worst) v = worse(v, verdictOf(gait.worst->excursion_px, kSlidePassPx, kSlideFailPx));
    Finding f = footFinding(name, v, pct / kStrideFailPct);
    f.what = strideText(gait) + ": every planted foot slides " + (*gait.stride_error < 0 ? "back" : "forwards");
    ipos new_t{0, 0};
    const std::string fixes = deltaFixes(
        stance, sheet, [](const StanceStep&) { return true; }, &new_t);
    if (gait.judged == gait.changes && !fixes.empty())
        f.fix = "NextX/NextY " + fixes + " keep the feet planted; T " + pointText(gait.authored_t) + " -> " +
                pointText(new_t);
    else
        f.fix = "T " + pointText(gait.authored_t) + " -> " + pointText(gait.feet_t) +
                " (on the hex axis): scale every frame's NextX/NextY by " +
                fixedText(1.0 / (1.0 + *gait.stride_error), 2) + ", or `gaitlab derive-deltas`";
    f.evidence = worstPlantEvidence(gait, stance, sheet, pixels, info);
    out.push_back(std::move(f));
    return true;
}

/// The plant that slides farthest, with the NextX/NextY (along the hex axis) that keep it planted.
void plantFinding(const std::string& name, const SheetStance& stance, const SheetGait& gait,
                  const std::vector<const StanceStep*>& held, const SpriteSheet& sheet, const SpriteSheet* pixels,
                  const GaitSheetInfo* info, std::vector<Finding>& out) {
    const PlantSlide* worst = nullptr;
    int sliding = 0;
    for (const PlantSlide& p : gait.plants) {
        const bool holds =
            std::any_of(held.begin(), held.end(), [&](const StanceStep* s) { return s->plant == p.plant; });
        if (holds || p.excursion_px <= kSlidePassPx) continue;
        ++sliding;
        if (!worst || p.excursion_px > worst->excursion_px) worst = &p;
    }
    if (!worst) return;
    const Axis axis = axisOf(stance.travel);
    int step_px = 0;
    std::string across;
    for (const StanceStep& step : stance.steps) {
        const std::optional<ipos> s = step.slide();
        if (!s || step.plant != worst->plant) continue;
        step_px = std::max(step_px, chebyshevLength(*s));
        if (chebyshevLength(*s - onAxis(*s, axis)) > 1) across = std::to_string(step.to);
    }
    const std::string fixes =
        deltaFixes(stance, sheet, [&](const StanceStep& step) { return step.plant == worst->plant; });
    Finding f =
        footFinding(name + ", frames " + std::to_string(worst->first_from) + " to " + std::to_string(worst->last_to),
                    verdictOf(worst->excursion_px, kSlidePassPx, kSlideFailPx), worst->excursion_px / kSlideFailPx);
    f.frame = worst->worst_to;
    f.what = "the planted foot slides " + std::to_string(worst->excursion_px) + " px " +
             slideWay(worst->excursion, stance.travel) + " " + pointText(worst->excursion) +
             " on the screen while it is down, at most " + std::to_string(step_px) + " px at one change" +
             (sliding > 1 ? "; " + std::to_string(sliding - 1) + " more plant(s) slide" : "");
    f.fix = fixes.empty() ? std::string() : "NextX/NextY " + fixes + " keep it planted";
    if (!across.empty())
        f.fix += (f.fix.empty() ? "" : "; ") + std::string("the sole also moves across the travel at frame ") + across +
                 ": its picture sits off the planted foot (draw offset), which no delta on the hex axis fixes";
    f.evidence = plantEvidence(*worst, stance, sheet, pixels, info);
    out.push_back(std::move(f));
}

}  // namespace

void footFindings(const std::string& name, bool run, const SpriteSheet& sheet, const SpriteSheet* pixels,
                  const GaitSheetInfo* info, std::vector<Finding>& out) {
    if (!info || info->contacts.stance.steps.empty()) return;
    const SheetStance& measured = info->contacts.stance;
    if (measured.steps.size() == 1 && measured.steps[0].from == measured.steps[0].to) {
        heldPictures(name, measured, sheet, pixels, info, out);  // one picture throughout: all there is to say
        return;
    }
    if (notAStance(name, measured, sheet, pixels, info, out)) return;
    const SheetStance stance = run && !info->contacts.stance.from_sidecar
                                   ? withoutFlight(name, info->contacts.stance, sheet, pixels, info, out)
                                   : info->contacts.stance;
    const std::vector<const StanceStep*> held = heldPictures(name, stance, sheet, pixels, info, out);
    const SheetGait gait = measureSheetGait(sheet, stance);
    if (reversedOrder(name, gait, stance, sheet, pixels, info, out)) return;
    // A stride of the wrong length slides every plant: one finding names it, not one per plant.
    if (held.empty() && strideFinding(name, gait, stance, sheet, pixels, info, out)) return;
    plantFinding(name, stance, gait, held, sheet, pixels, info, out);
}

}  // namespace gaitlab
