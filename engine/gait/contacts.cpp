#include "engine/gait/contacts.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>

namespace gaitlab {

namespace {

int roundHalfAway(double v) { return static_cast<int>(v < 0.0 ? -std::floor(-v + 0.5) : std::floor(v + 0.5)); }

struct Run {
    int first = 0;   // column index in the image
    int last = 0;    // inclusive
    int bottom = 0;  // lowest row of any column of the run
};

}  // namespace

FrameFeet detectFrameFeet(const SpriteFrame& frame) {
    FrameFeet result;
    const int w = frame.width;
    const int h = frame.height;
    if (w <= 0 || h <= 0 || frame.rgba.size() != static_cast<size_t>(w) * static_cast<size_t>(h) * 4) {
        result.problem = "no pixels";
        return result;
    }
    // Root pixel: the image column and row whose square starts at the root.
    const int root_c = w / 2 - frame.draw_offset.x;
    const int root_r = h - frame.draw_offset.y;
    const auto opaque = [&](int c, int r) {
        if (c < 0 || r < 0 || c >= w || r >= h) return false;
        return frame.rgba[(static_cast<size_t>(r) * static_cast<size_t>(w) + static_cast<size_t>(c)) * 4 + 3] >=
               kContactAlphaThreshold;
    };
    const int c0 = root_c - kContactReach;
    const int c1 = root_c + kContactReach;
    std::vector<std::optional<int>> bottom(static_cast<size_t>(c1 - c0 + 1));
    std::optional<int> lowest;
    for (int c = c0; c <= c1; ++c) {
        for (int r = root_r + kContactReach; r >= root_r - kContactReach; --r) {
            if (opaque(c, r)) {
                bottom[static_cast<size_t>(c - c0)] = r;
                lowest = lowest ? std::max(*lowest, r) : r;
                break;
            }
        }
    }
    if (!lowest) {
        result.problem = "nothing opaque near the root";
        return result;
    }
    const int ground_top = *lowest - kGroundRows + 1;
    std::vector<Run> runs;
    bool in_run = false;
    int prev_bottom = 0;
    for (int c = c0; c <= c1; ++c) {
        const std::optional<int> b = bottom[static_cast<size_t>(c - c0)];
        if (!b || *b < ground_top) {
            in_run = false;
            continue;
        }
        if (in_run && std::abs(*b - prev_bottom) <= kFootStepRows) {
            runs.back().last = c;
            runs.back().bottom = std::max(runs.back().bottom, *b);
        } else {
            runs.push_back({c, c, *b});
        }
        in_run = true;
        prev_bottom = *b;
    }
    // A foot's underside is one dip. Where the bottoms rise and fall again inside a run, two shapes meet there
    // (the near leg's edge against the far foot, a toe against a heel): the run is cut, and the columns at the
    // top of the rise, which either shape could own, go to neither.
    std::vector<Run> pieces;
    const auto bottomAt = [&](int c) { return *bottom[static_cast<size_t>(c - c0)]; };
    for (const Run& run : runs) {
        const int width = run.last - run.first + 1;
        if (width > kMaxFootWidth) {
            result.problem = "a shape " + std::to_string(width) + " px wide on the ground, wider than a foot (" +
                             std::to_string(kMaxFootWidth) + " px)";
            return result;
        }
        int piece_first = run.first;
        for (int c = run.first; c <= run.last;) {
            int e = c;
            while (e + 1 <= run.last && bottomAt(e + 1) == bottomAt(c)) ++e;
            if (c > run.first && e < run.last && bottomAt(c - 1) > bottomAt(c) && bottomAt(e + 1) > bottomAt(c)) {
                pieces.push_back({piece_first, c - 1, 0});
                piece_first = e + 1;
            }
            c = e + 1;
        }
        pieces.push_back({piece_first, run.last, 0});
    }
    std::vector<Run> feet;
    for (Run piece : pieces) {
        if (piece.last - piece.first + 1 < kMinFootWidth) continue;
        piece.bottom = bottomAt(piece.first);
        for (int c = piece.first; c <= piece.last; ++c) piece.bottom = std::max(piece.bottom, bottomAt(c));
        feet.push_back(piece);
    }
    if (feet.empty()) {
        result.problem = "nothing foot-sized on the ground";
        return result;
    }
    if (feet.size() > 2) {
        // The two lowest are the feet, unless the third reaches as low as the second.
        std::vector<Run> by_depth = feet;
        std::stable_sort(by_depth.begin(), by_depth.end(),
                         [](const Run& a, const Run& b) { return a.bottom > b.bottom; });
        if (by_depth[2].bottom >= by_depth[1].bottom - kFootStepRows) {
            result.problem = std::to_string(feet.size()) + " foot-sized shapes on the ground";
            return result;
        }
        by_depth.resize(2);
        std::sort(by_depth.begin(), by_depth.end(), [](const Run& a, const Run& b) { return a.first < b.first; });
        feet = by_depth;
    }
    for (const Run& run : feet) {
        double sx = 0.0;
        double sy = 0.0;
        int n = 0;
        for (int c = run.first; c <= run.last; ++c) {
            for (int r = run.bottom - kFootSoleRows + 1; r <= run.bottom; ++r) {
                if (opaque(c, r)) {
                    sx += c + 0.5;
                    sy += r + 0.5;
                    ++n;
                }
            }
        }
        result.feet.push_back({roundHalfAway(sx / n - root_c), roundHalfAway(sy / n - root_r)});
        result.sole_bottom.push_back(run.bottom - root_r);
    }
    return result;
}

FrameFeet detectFrameFeet(const SpriteFrame& frame, const GroundShadow& shadow) {
    if (!shadow.dither && !shadow.solid) return detectFrameFeet(frame);
    // The same frame with its shadow pixels made transparent.
    const FigurePixels figure = figurePixels(frame, shadow);
    if (figure.empty()) return detectFrameFeet(frame);
    SpriteFrame without = frame;
    for (size_t i = 0; i < figure.colour.size(); ++i)
        if (figure.colour[i] == 0) without.rgba[i * 4 + 3] = 0;
    return detectFrameFeet(without);
}

SheetContacts detectSheetContacts(const SpriteSheet& sheet, ipos travel, const GroundShadow& shadow,
                                  const std::vector<uint64_t>& image_ids, StanceSearch search) {
    SheetContacts out;
    const int n = sheet.frameCount();
    out.frames.resize(static_cast<size_t>(n));
    if (n == 0) return out;
    out.stance = measureStance(sheet, travel, image_ids, shadow, search);
    const SheetStance& stance = out.stance;

    // Step 5: the planted sole of each frame, and which plant it belongs to.
    struct Plant {
        ipos point{0, 0};
        int slot = -1;
    };
    std::vector<Plant> planted(static_cast<size_t>(n));
    std::vector<std::string> why(static_cast<size_t>(n));
    const auto runFrames = [&](int first, auto&& fn) {
        for (int k = 0; k < n; ++k) {
            const int i = (first + k) % n;
            if (!stance.run_of.empty() &&
                stance.run_of[static_cast<size_t>(i)] != stance.run_of[static_cast<size_t>(first)])
                break;
            fn(i);
        }
    };
    for (const StanceStep& step : stance.steps) {
        if (!step.shift) {
            runFrames(step.from, [&](int i) {
                if (why[static_cast<size_t>(i)].empty())
                    why[static_cast<size_t>(i)] = "the stance from frame " + std::to_string(step.from) + " to " +
                                                  std::to_string(step.to) + " cannot be judged: " + step.why;
            });
            continue;
        }
        const int slot = step.plant % 2;
        runFrames(step.from, [&](int i) { planted[static_cast<size_t>(i)] = {step.point_from, slot}; });
        runFrames(step.to, [&](int i) {
            // The frame's own change wins; its arrival point stands in when that change cannot be judged.
            if (planted[static_cast<size_t>(i)].slot < 0) planted[static_cast<size_t>(i)] = {step.point_to, slot};
        });
    }

    // Steps 6-7.
    for (int i = 0; i < n; ++i) {
        FrameContacts& fc = out.frames[static_cast<size_t>(i)];
        const FrameFeet feet = detectFrameFeet(sheet.frames[static_cast<size_t>(i)], shadow);
        const Plant& p = planted[static_cast<size_t>(i)];
        if (p.slot >= 0) {
            fc.feet[static_cast<size_t>(p.slot)] = {FootState::Planted, p.point};
            std::optional<ipos> other;
            for (const ipos f : feet.feet)
                if (chebyshevLength(f - p.point) > kSameFootPx &&
                    (!other || chebyshevLength(f - p.point) > chebyshevLength(*other - p.point)))
                    other = f;
            if (other)
                fc.feet[static_cast<size_t>(1 - p.slot)] = {FootState::Lifted, *other};
            else
                fc.note = feet.problem.empty() ? "the other foot is hidden, or one with the planted one"
                                               : "the other foot: " + feet.problem;
            continue;
        }
        for (size_t k = 0; k < feet.feet.size() && k < 2; ++k) fc.feet[k] = {FootState::Undecided, feet.feet[k]};
        const std::string& reason = why[static_cast<size_t>(i)];
        fc.note = !reason.empty()        ? reason
                  : stance.steps.empty() ? "one picture throughout: no stance to judge"
                                         : "no judged stance reaches this frame";
        if (!feet.problem.empty()) fc.note += "; " + feet.problem;
    }
    return out;
}

SheetStance stanceFromContacts(const SpriteSheet& sheet, const std::vector<FrameContacts>& frames, ipos travel,
                               const std::vector<uint64_t>& image_ids) {
    SheetStance out;
    out.travel = travel;
    out.from_sidecar = true;
    const int n = sheet.frameCount();
    if (n == 0 || frames.size() != static_cast<size_t>(n)) return out;
    const std::vector<int> starts = pictureRunStarts(sheet, image_ids);
    std::vector<int> firsts;
    for (int k = 0; k < n; ++k) {
        const int i = (starts[0] + k) % n;
        if (starts[static_cast<size_t>(i)] == i) firsts.push_back(i);
    }
    out.run_of.assign(static_cast<size_t>(n), 0);
    for (int i = 0; i < n; ++i) {
        const auto it = std::find(firsts.begin(), firsts.end(), starts[static_cast<size_t>(i)]);
        out.run_of[static_cast<size_t>(i)] = static_cast<int>(it - firsts.begin());
    }
    if (firsts.size() < 2) return out;
    int previous = -1;  // the foot planted through the change before
    for (size_t r = 0; r < firsts.size(); ++r) {
        StanceStep step;
        step.from = firsts[r];
        step.to = firsts[(r + 1) % firsts.size()];
        step.root_motion = rootMotion(sheet, step.from, step.to);
        const auto plantedIn = [&](int frame, int foot) {
            return frames[static_cast<size_t>(frame)].feet[static_cast<size_t>(foot)].state == FootState::Planted;
        };
        int foot = -1;
        for (int f = 0; f < 2; ++f)
            if (plantedIn(step.from, f) && plantedIn(step.to, f) && (foot < 0 || f == previous)) foot = f;
        if (foot < 0) {
            step.why = kNoFootAcross;
        } else {
            step.point_from = frames[static_cast<size_t>(step.from)].feet[static_cast<size_t>(foot)].point;
            step.point_to = frames[static_cast<size_t>(step.to)].feet[static_cast<size_t>(foot)].point;
            step.shift = step.point_to - step.point_from;
        }
        previous = foot;
        out.steps.push_back(step);
    }
    numberPlants(out);
    return out;
}

const char* footStateName(FootState state) {
    switch (state) {
    case FootState::NoContactData: return "no contact data";
    case FootState::Undecided: return "undecided";
    case FootState::Planted: return "planted";
    case FootState::Lifted: return "lifted";
    }
    return "no contact data";
}

}  // namespace gaitlab
