#include "engine/gait/stance.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <map>

#include "engine/base/plane_length.h"

namespace gaitlab {

namespace {

int roundToPixel(double v) { return static_cast<int>(v < 0.0 ? -std::floor(-v + 0.5) : std::floor(v + 0.5)); }

std::string shiftText(ipos p) { return "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")"; }

// The unit travel vector and the unit normal that points down the screen (the ground's "near" side).
struct Axes {
    double tx = 1.0, ty = 0.0;
    double nx = 0.0, ny = 1.0;
};

Axes axesOf(ipos travel) {
    Axes a;
    const double len = planeLength(static_cast<double>(travel.x), static_cast<double>(travel.y));
    if (len <= 0.0) return a;
    a.tx = travel.x / len;
    a.ty = travel.y / len;
    // Of the two normals, the one pointing down the screen (for a vertical travel, either; take +x).
    a.nx = -a.ty;
    a.ny = a.tx;
    if (a.ny < 0.0 || (a.ny == 0.0 && a.nx < 0.0)) {
        a.nx = -a.nx;
        a.ny = -a.ny;
    }
    return a;
}

// Step 2: the sole of a figure, as a mask over the figure's box.
FigurePixels soleOf(const FigurePixels& f, const Axes& axes, StanceSearch search) {
    FigurePixels sole;
    sole.origin = f.origin;
    sole.width = f.width;
    sole.height = f.height;
    sole.colour.assign(f.colour.size(), 0);
    std::vector<int> bottom(static_cast<size_t>(f.width), -1);
    double ground = -1e300;
    for (int x = 0; x < f.width; ++x) {
        for (int y = f.height - 1; y >= 0; --y) {
            if (f.colour[static_cast<size_t>(y) * static_cast<size_t>(f.width) + static_cast<size_t>(x)] != 0) {
                bottom[static_cast<size_t>(x)] = y;
                break;
            }
        }
        // In the image, feet stand at the root: a column whose lowest pixel is more than kSoleRootReach above it has
        // none. (On the screen where the root lies decides nothing.)
        if (search == StanceSearch::Image && bottom[static_cast<size_t>(x)] + f.origin.y < -kSoleRootReach)
            bottom[static_cast<size_t>(x)] = -1;
        if (bottom[static_cast<size_t>(x)] >= 0)
            ground =
                std::max(ground, (x + f.origin.x) * axes.nx + (bottom[static_cast<size_t>(x)] + f.origin.y) * axes.ny);
    }
    for (int x = 0; x < f.width; ++x) {
        const int b = bottom[static_cast<size_t>(x)];
        if (b < 0) continue;
        // With a margin, so that a column exactly at the band edge counts the same wherever the picture lies.
        if ((x + f.origin.x) * axes.nx + (b + f.origin.y) * axes.ny < ground - kGroundBand - 1e-6) continue;
        for (int y = std::max(0, b - kSoleRows + 1); y <= b; ++y) {
            const size_t i = static_cast<size_t>(y) * static_cast<size_t>(f.width) + static_cast<size_t>(x);
            if (f.colour[i] == 0) continue;
            sole.colour[i] = f.colour[i];
            ++sole.count;
        }
    }
    return sole;
}

// Image search. A walk's body goes over its feet at a roughly steady pace, so the sole's motion is about the same at every
// picture change. A match that moves it much further than the sheet's others (kStanceOutlierFactor times their
// median along the travel, plus kStanceOutlierSlack px) has taken another shape for the sole, typically where one
// foot lifts as the other lands and no sole spans both frames: that change cannot be judged. Only the pixels'
// matches decide this; the deltas play no part.
// The median motion of the judged steps' soles backwards along the travel, px; nullopt with fewer than 3.
std::optional<double> medianPace(const SheetStance& stance) {
    const Axes axes = axesOf(stance.travel);
    std::vector<double> along;
    for (const StanceStep& step : stance.steps)
        if (step.shift) along.push_back(-(step.shift->x * axes.tx + step.shift->y * axes.ty));
    if (along.size() < 3) return std::nullopt;
    std::nth_element(along.begin(), along.begin() + static_cast<long>(along.size() / 2), along.end());
    return along[along.size() / 2];
}

void rejectOutliers(SheetStance& stance) {
    const Axes axes = axesOf(stance.travel);
    const std::optional<double> pace = medianPace(stance);
    if (!pace) return;
    const double median = *pace;
    const double limit = kStanceOutlierFactor * std::max(median, 0.0) + kStanceOutlierSlack;
    for (StanceStep& step : stance.steps) {
        if (!step.shift) continue;
        const double a = -(step.shift->x * axes.tx + step.shift->y * axes.ty);
        if (a <= limit) continue;
        step.why = "the best match moves the sole " + std::to_string(static_cast<int>(std::lround(a))) +
                   " px back, far beyond the " + std::to_string(static_cast<int>(std::lround(median))) +
                   " px of the sheet's other changes (no sole spans both frames)";
        step.shift.reset();
    }
}

}  // namespace

SoleMatch matchSole(const FigurePixels& a, const FigurePixels& b, ipos travel, ipos root_motion, StanceSearch search,
                    std::optional<double> pace) {
    SoleMatch out;
    const Axes axes = axesOf(travel);
    const FigurePixels sa = soleOf(a, axes, search);
    const FigurePixels sb = soleOf(b, axes, search);
    out.sole = sa.count;
    if (sa.count == 0 || sb.count == 0) {
        out.why = "no drawn pixels near the ground";
        return out;
    }
    struct Candidate {
        int score = 0;
        int matched = 0;
        ipos shift{0, 0};
        double weighed = 0.0;
    };
    struct SolePixel {
        ipos p;
        uint32_t key;
    };
    std::vector<SolePixel> pixels;
    pixels.reserve(static_cast<size_t>(sa.count));
    for (int y = 0; y < sa.height; ++y)
        for (int x = 0; x < sa.width; ++x)
            if (const uint32_t k =
                    sa.colour[static_cast<size_t>(y) * static_cast<size_t>(sa.width) + static_cast<size_t>(x)])
                pixels.push_back({ipos{x + sa.origin.x, y + sa.origin.y}, k});
    std::vector<Candidate> candidates;
    // Step 3. The window is in screen pixels, symmetric around a foot that keeps still: (sx, sy) is where the sole
    // goes on the screen, and the picture's own motion is that less the root's.
    for (int sy = -kSoleReach; sy <= kSoleReach; ++sy) {
        for (int sx = -kSoleReach; sx <= kSoleReach; ++sx) {
            const double along = sx * axes.tx + sy * axes.ty;
            const double across = sx * axes.nx + sy * axes.ny;
            if (search == StanceSearch::Image) {
                // (sx, sy) is the sole's motion in the image, backwards along the travel (at most the slack on).
                if (along > kStanceForwardSlack || std::abs(across) > kImageAcross) continue;
            } else if (std::abs(along) > kSoleReach || std::abs(across) > kStanceAcross) {
                continue;
            }
            Candidate c;
            c.shift = search == StanceSearch::Image ? ipos{sx, sy} : ipos{sx, sy} - root_motion;
            for (const SolePixel& sp : pixels) {
                const uint32_t q = sb.at(sp.p + c.shift);
                if (q == 0) continue;
                ++c.matched;
                c.score += q == sp.key ? 4 : 1;
            }
            if (c.matched > 0) candidates.push_back(c);
        }
    }
    if (candidates.empty()) {
        out.why = "no part of the sole stays on the ground";
        return out;
    }
    // A planted foot keeps still on the screen, and the other foot can look just like it a stride away: each score
    // is weighed by 1 / (1 + (d / kStanceStillPx)^2) for a screen motion of d px, so a far match must be much better
    // to win. Best weighed score; ties to the smaller motion, then the first in scan order (reproducible).
    for (Candidate& c : candidates) {
        const ipos sc = c.shift + root_motion;
        const double d2 = static_cast<double>(sc.x * sc.x + sc.y * sc.y) / (kStanceStillPx * kStanceStillPx);
        c.weighed = search == StanceSearch::Image ? c.score : c.score / (1.0 + d2);
    }
    const auto better = [root_motion](const Candidate& l, const Candidate& r) {
        if (l.weighed != r.weighed) return l.weighed > r.weighed;
        const ipos sl = l.shift + root_motion;
        const ipos sr = r.shift + root_motion;
        return std::abs(sl.x) + std::abs(sl.y) < std::abs(sr.x) + std::abs(sr.y);
    };
    Candidate best = *std::min_element(candidates.begin(), candidates.end(), better);
    // Image search, step 5: of the matches nearly as good as the best, the one whose motion is nearest the sheet's
    // pace (the median backward motion of a first pass).
    const auto back = [&axes](const Candidate& c) { return -(c.shift.x * axes.tx + c.shift.y * axes.ty); };
    if (search != StanceSearch::Image) pace.reset();
    if (pace) {
        const Candidate first = best;
        for (const Candidate& c : candidates)
            if (c.score >= kStancePaceScore * first.score &&
                std::abs(back(c) - *pace) + 1e-9 < std::abs(back(best) - *pace))
                best = c;
    }
    out.matched = best.matched;
    const int smaller = std::min(sa.count, sb.count);
    if (best.matched < kMinSoleMatch || best.matched < kMinSoleFraction * smaller) {
        out.why = "no part of the sole stays on the ground (at best " + std::to_string(best.matched) + " of " +
                  std::to_string(sa.count) + " sole pixels land)";
        return out;
    }
    for (const Candidate& c : candidates) {
        const int apart = std::max(std::abs(c.shift.x - best.shift.x), std::abs(c.shift.y - best.shift.y));
        const bool as_near = !pace || std::abs(back(c) - *pace) <= std::abs(back(best) - *pace) + 1.0;
        if (apart > 2 && c.weighed >= kStanceAmbiguity * best.weighed && as_near) {
            out.why = "two placements of the sole match about equally: " + shiftText(best.shift) + " and " +
                      shiftText(c.shift) + " px";
            return out;
        }
    }
    double px = 0.0;
    double py = 0.0;
    for (const SolePixel& sp : pixels) {
        if (sb.at(sp.p + best.shift) == 0) continue;
        px += sp.p.x + 0.5;
        py += sp.p.y + 0.5;
        out.landed.push_back(sp.p + best.shift);
    }
    out.shift = best.shift;
    out.point = {roundToPixel(px / best.matched), roundToPixel(py / best.matched)};
    return out;
}

std::size_t sharedPixels(std::vector<ipos> a, std::vector<ipos> b) {
    const auto less = [](ipos l, ipos r) { return l.y != r.y ? l.y < r.y : l.x < r.x; };
    std::sort(a.begin(), a.end(), less);
    std::sort(b.begin(), b.end(), less);
    std::size_t shared = 0;
    for (std::size_t i = 0, j = 0; i < a.size() && j < b.size();) {
        if (less(a[i], b[j])) {
            ++i;
        } else if (less(b[j], a[i])) {
            ++j;
        } else {
            ++shared;
            ++i;
            ++j;
        }
    }
    return shared;
}

std::optional<ipos> StanceStep::slide() const {
    if (!shift) return std::nullopt;
    return root_motion + *shift;
}

std::vector<int> pictureRunStarts(const SpriteSheet& sheet, const std::vector<uint64_t>& image_ids) {
    const int n = sheet.frameCount();
    std::vector<int> start(static_cast<size_t>(n));
    const bool ids = image_ids.size() == static_cast<size_t>(n);
    const auto same = [&](int i, int j) {
        return ids && image_ids[static_cast<size_t>(i)] == image_ids[static_cast<size_t>(j)];
    };
    // A frame whose picture differs from the frame before begins a run; with one picture throughout, frame 0 does.
    int first = -1;
    for (int i = 0; i < n && first < 0; ++i)
        if (!same(i, (i + n - 1) % n)) first = i;
    if (first < 0) first = 0;
    int current = first;
    for (int k = 0; k < n; ++k) {
        const int i = (first + k) % n;
        if (k > 0 && !same(i, (i + n - 1) % n)) current = i;
        start[static_cast<size_t>(i)] = current;
    }
    return start;
}

ipos rootMotion(const SpriteSheet& sheet, int from, int to) {
    const int n = sheet.frameCount();
    ipos sum{0, 0};
    if (n == 0) return sum;
    for (int i = (from + 1) % n;; i = (i + 1) % n) {
        sum += ipos{sheet.frames[static_cast<size_t>(i)].next_x, sheet.frames[static_cast<size_t>(i)].next_y};
        if (i == to) break;
    }
    return sum;
}

SheetStance measureStance(const SpriteSheet& sheet, ipos travel, const std::vector<uint64_t>& image_ids,
                          const GroundShadow& shadow, StanceSearch search) {
    SheetStance out;
    out.travel = travel;
    const int n = sheet.frameCount();
    if (n == 0) return out;
    const std::vector<int> starts = pictureRunStarts(sheet, image_ids);
    std::vector<int> firsts;  // the first frame of each picture, in cycle order from frame starts[0]'s
    for (int k = 0; k < n; ++k) {
        const int i = (starts[0] + k) % n;
        if (starts[static_cast<size_t>(i)] == i) firsts.push_back(i);
    }
    std::vector<FigurePixels> figures;
    figures.reserve(firsts.size());
    for (const int i : firsts) figures.push_back(figurePixels(sheet.frames[static_cast<size_t>(i)], shadow));
    out.run_of.assign(static_cast<size_t>(n), 0);
    for (size_t r = 0; r < firsts.size(); ++r) {
        for (int k = 0; k < n; ++k) {
            const int i = (firsts[r] + k) % n;
            if (starts[static_cast<size_t>(i)] != firsts[r]) break;
            out.run_of[static_cast<size_t>(i)] = static_cast<int>(r);
        }
    }
    if (firsts.size() < 2) {
        // One picture throughout: held over the whole cycle, it moves with the root by T on the screen, the planted
        // foot with it (nothing moves when T is zero).
        const ipos t = rootMotion(sheet, firsts[0], firsts[0]);
        if (search == StanceSearch::Screen && t != ipos{0, 0} && !figures[0].empty()) {
            StanceStep step;
            step.from = firsts[0];
            step.to = firsts[0];
            step.root_motion = t;
            step.shift = ipos{0, 0};
            out.steps.push_back(step);
            numberPlants(out);
        }
        return out;
    }
    // Steps 1-3 at every picture change; the image search again with the pace of its first pass, then without the
    // matches far beyond it (steps 4 and 5).
    const auto match = [&](std::optional<double> pace) {
        out.steps.clear();
        for (size_t r = 0; r < firsts.size(); ++r) {
            const size_t next = (r + 1) % firsts.size();
            StanceStep step;
            step.from = firsts[r];
            step.to = firsts[next];
            step.root_motion = rootMotion(sheet, step.from, step.to);
            // The picture is held from its first frame to its last while the root moves on: on the screen the
            // whole figure, planted sole included, moves with the root. Only the last frame's change is matched.
            const int last = (step.to + n - 1) % n;
            const ipos hold = rootMotion(sheet, step.from, last);
            const ipos change_motion = step.root_motion - (last == step.from ? ipos{0, 0} : hold);
            if (figures[r].empty() || figures[next].empty()) {
                step.why = "no pixels";
            } else {
                const SoleMatch m = matchSole(figures[r], figures[next], travel, change_motion, search, pace);
                step.shift = m.shift;
                step.matched = m.matched;
                step.why = m.why;
                if (m.shift) {
                    step.point_from = m.point;
                    step.point_to = m.point + *m.shift;
                    step.sole_to = m.landed;
                    for (const ipos q : m.landed) step.sole_from.push_back(q - *m.shift);
                }
            }
            out.steps.push_back(step);
        }
    };
    match(std::nullopt);
    if (search == StanceSearch::Image) {
        if (const std::optional<double> pace = medianPace(out)) match(pace);
        rejectOutliers(out);
    }
    numberPlants(out);
    return out;
}

namespace {

// How far forwards along the travel the sole followed jumps between two consecutive steps of one plant: where the
// foot landing ahead takes over from the one behind, px.
double handOver(const StanceStep& before, const StanceStep& after, const Axes& axes) {
    const ipos d = after.point_from - before.point_to;
    return d.x * axes.tx + d.y * axes.ty;
}

// Splits `order` (step indices of one plant, in cycle order) into pieces of at most `most` steps, each time at the
// largest hand-over of at least kHandOverMinPx that leaves no piece too long, and appends them to `pieces`.
void splitPlant(const SheetStance& stance, const Axes& axes, std::vector<std::size_t> order, std::size_t most,
                std::vector<std::vector<std::size_t>>& pieces) {
    if (order.size() <= most) {
        pieces.push_back(std::move(order));
        return;
    }
    // Where both pieces can hold at most `most` steps (a chain of two feet: about half each), else anywhere up to
    // `most` from the start and the rest split again.
    const std::size_t n = order.size();
    const std::size_t lo = n > 2 * most ? 1 : std::max<std::size_t>(1, n - most);
    const std::size_t hi = std::min(n - 1, most);
    std::size_t cut = lo;
    double widest = -1e300;
    for (std::size_t k = lo; k <= hi; ++k) {
        const double jump = handOver(stance.steps[order[k - 1]], stance.steps[order[k]], axes);
        if (jump > widest) {
            widest = jump;
            cut = k;
        }
    }
    if (widest < kHandOverMinPx) {  // no foot lands ahead: one sole throughout, however long
        pieces.push_back(std::move(order));
        return;
    }
    splitPlant(stance, axes, std::vector<std::size_t>(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(cut)),
               most, pieces);
    splitPlant(stance, axes, std::vector<std::size_t>(order.begin() + static_cast<std::ptrdiff_t>(cut), order.end()),
               most, pieces);
}

}  // namespace

void splitLongPlants(SheetStance& stance) {
    const std::size_t n = stance.steps.size();
    const auto most = static_cast<std::size_t>(std::ceil(kPlantShareMax * static_cast<double>(n)));
    if (n == 0) return;
    // Each plant's steps in cycle order: from the step after one of another plant (or unjudged), so a plant across
    // the cycle's end comes whole; one plant holding every step starts after its widest hand-over.
    const Axes axes = axesOf(stance.travel);
    std::map<int, std::vector<std::size_t>> plants;
    std::size_t start = 0;
    bool one = true;
    for (std::size_t k = 0; k < n; ++k)
        if (stance.steps[k].plant != stance.steps[(k + n - 1) % n].plant) {
            start = k;
            one = false;
            break;
        }
    if (one && stance.steps[0].plant >= 0) {
        double widest = -1e300;
        for (std::size_t k = 0; k < n; ++k) {
            const double jump = handOver(stance.steps[(k + n - 1) % n], stance.steps[k], axes);
            if (jump > widest) {
                widest = jump;
                start = k;
            }
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t k = (start + i) % n;
        if (stance.steps[k].plant >= 0) plants[stance.steps[k].plant].push_back(k);
    }
    std::vector<std::vector<std::size_t>> pieces;
    for (auto& [id, order] : plants) splitPlant(stance, axes, std::move(order), std::max<std::size_t>(most, 1), pieces);
    // Numbered from 0 in cycle order, by each piece's first step from step 0 (a piece across the cycle's end by its
    // steps at the start, as before).
    std::vector<int> piece_of(n, -1);
    for (std::size_t p = 0; p < pieces.size(); ++p)
        for (const std::size_t k : pieces[p]) piece_of[k] = static_cast<int>(p);
    std::map<int, int> number;
    for (std::size_t k = 0; k < n; ++k) {
        if (piece_of[k] < 0) continue;
        const auto [it, added] = number.emplace(piece_of[k], static_cast<int>(number.size()));
        stance.steps[k].plant = it->second;
    }
}

void numberPlants(SheetStance& stance) {
    const auto meet = [](const StanceStep& before, const StanceStep& after) {
        if (!before.shift || !after.shift) return false;
        if (before.sole_to.empty() || after.sole_from.empty())
            return std::max(std::abs(before.point_to.x - after.point_from.x),
                            std::abs(before.point_to.y - after.point_from.y)) <= kSamePlantPx;
        // One sole: mostly the same pixels, about the same place. Where one foot lands beside the one still down,
        // the sole followed changes size or place, and a new plant begins: double support chains no plants.
        const bool near = std::max(std::abs(before.point_to.x - after.point_from.x),
                                   std::abs(before.point_to.y - after.point_from.y)) <= 2 * kSamePlantPx;
        return near && 2 * sharedPixels(before.sole_to, after.sole_from) >=
                           std::max(before.sole_to.size(), after.sole_from.size());
    };
    int plant = -1;
    const StanceStep* before = nullptr;
    for (StanceStep& step : stance.steps) {
        if (!step.shift) {
            before = nullptr;
            continue;
        }
        if (!before || !meet(*before, step)) ++plant;
        step.plant = plant;
        before = &step;
    }
    // A plant across the cycle's end is one plant: the last one takes the first one's number.
    if (stance.steps.size() > 1 && meet(stance.steps.back(), stance.steps.front()) &&
        stance.steps.back().plant != stance.steps.front().plant) {
        const int last = stance.steps.back().plant;
        for (StanceStep& step : stance.steps)
            if (step.plant == last) step.plant = stance.steps.front().plant;
    }
    splitLongPlants(stance);
}

std::optional<ipos> SheetStance::shiftBetween(int from, int to, std::string* why, int* plant) const {
    return walkBetween(from, to, false, why, plant);
}

std::optional<ipos> SheetStance::slideBetween(int from, int to, std::string* why, int* plant) const {
    return walkBetween(from, to, true, why, plant);
}

bool SheetStance::beginsPlant(int from) const {
    if (from < 0 || static_cast<size_t>(from) >= run_of.size() || steps.empty()) return false;
    const size_t n = steps.size();
    const size_t run = static_cast<size_t>(run_of[static_cast<size_t>(from)]);
    if (steps[run].plant != steps[(run + n - 1) % n].plant) return true;
    for (const StanceStep& s : steps)
        if (s.plant != steps[0].plant) return false;
    return run == 0;
}

std::optional<ipos> SheetStance::walkBetween(int from, int to, bool slides, std::string* why, int* plant) const {
    if (plant) *plant = -1;
    const auto say = [why](std::string text) {
        if (why) *why = std::move(text);
        return std::nullopt;
    };
    if (from < 0 || to < 0 || static_cast<size_t>(from) >= run_of.size() || static_cast<size_t>(to) >= run_of.size())
        return say("no such frame");
    const int runs = static_cast<int>(steps.size());
    const int a = run_of[static_cast<size_t>(from)];
    const int b = run_of[static_cast<size_t>(to)];
    if (a == b || runs == 0) return ipos{0, 0};
    const int forward = ((b - a) % runs + runs) % runs;
    if (2 * forward > runs) return say("the frames went backwards");
    ipos sum{0, 0};
    int one_plant = steps[static_cast<size_t>(a)].plant;
    for (int k = 0; k < forward; ++k) {
        const StanceStep& s = steps[static_cast<size_t>((a + k) % runs)];
        if (!s.shift)
            return say(forward == 1
                           ? s.why
                           : "frames " + std::to_string(s.from) + " to " + std::to_string(s.to) + ": " + s.why);
        sum += slides ? *s.slide() : *s.shift;
        if (s.plant != one_plant) one_plant = -1;
    }
    if (plant) *plant = one_plant;
    return sum;
}

}  // namespace gaitlab
