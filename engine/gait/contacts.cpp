#include "engine/gait/contacts.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <optional>

namespace gaitlab {

namespace {

int roundHalfAway(double v) { return static_cast<int>(v < 0.0 ? -std::floor(-v + 0.5) : std::floor(v + 0.5)); }

int chebyshev(ipos a, ipos b) { return std::max(std::abs(a.x - b.x), std::abs(a.y - b.y)); }

int64_t distSq(ipos a, ipos b) {
    const int64_t dx = a.x - b.x;
    const int64_t dy = a.y - b.y;
    return dx * dx + dy * dy;
}

struct Run {
    int first = 0;   // column index in the image
    int last = 0;    // inclusive
    int bottom = 0;  // lowest row of any column of the run
};

bool sameImage(const SpriteFrame& a, const SpriteFrame& b) {
    return a.width == b.width && a.height == b.height && a.draw_offset == b.draw_offset && a.rgba == b.rgba &&
           a.image == b.image;
}

// The frame (modulo N) and the world offset of position k on the unwrapped cycle timeline.
ipos worldOffset(const SpriteSheet& sheet, int64_t k) {
    const int64_t n = sheet.frameCount();
    const int64_t wraps = k >= 0 ? k / n : -((-k + n - 1) / n);
    const int frame = static_cast<int>(k - wraps * n);
    return sheet.cycle.accum[static_cast<size_t>(frame)] + sheet.cycle.total * static_cast<int>(wraps);
}

int frameAt(int64_t k, int n) { return static_cast<int>(((k % n) + n) % n); }

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
            for (int r = run.bottom - kSoleRows + 1; r <= run.bottom; ++r) {
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

SheetContacts detectSheetContacts(const SpriteSheet& sheet) {
    SheetContacts out;
    const int n = sheet.frameCount();
    out.frames.resize(static_cast<size_t>(n));
    if (n == 0 || sheet.cycle.frameCount() != n) return out;
    std::vector<FrameFeet> found;
    found.reserve(static_cast<size_t>(n));
    for (const SpriteFrame& f : sheet.frames) found.push_back(detectFrameFeet(f));

    int start = -1;
    for (int i = 0; i < n && start < 0; ++i) {
        if (found[static_cast<size_t>(i)].feet.size() == 2) start = i;
    }
    if (start < 0) {
        for (int i = 0; i < n; ++i) {
            const std::string& p = found[static_cast<size_t>(i)].problem;
            out.frames[static_cast<size_t>(i)].note =
                p.empty() ? "no frame of the cycle shows two feet, so neither can be named" : p;
        }
        return out;
    }

    // Step 5: name the feet at `start` and follow them around the cycle in world space.
    std::array<ipos, 2> last_world{};
    // The lowest row of each named foot's sole, relative to the root, for step 7.
    std::vector<std::array<int, 2>> sole_bottom(static_cast<size_t>(n), std::array<int, 2>{0, 0});
    for (int j = 0; j < n; ++j) {
        const int64_t k = start + j;
        const int i = frameAt(k, n);
        FrameContacts& fc = out.frames[static_cast<size_t>(i)];
        const FrameFeet& ff = found[static_cast<size_t>(i)];
        const ipos off = worldOffset(sheet, k);
        if (!ff.problem.empty()) {
            fc.note = ff.problem;
            continue;
        }
        const auto place = [&](int foot, size_t found_index) {
            const ipos p = ff.feet[found_index];
            fc.feet[static_cast<size_t>(foot)] = {FootState::Undecided, p};
            sole_bottom[static_cast<size_t>(i)][static_cast<size_t>(foot)] = ff.sole_bottom[found_index];
            last_world[static_cast<size_t>(foot)] = p + off;
        };
        if (j == 0) {
            place(kLeftFoot, 0);
            place(kRightFoot, 1);
            continue;
        }
        if (ff.feet.size() == 2) {
            const ipos a = ff.feet[0] + off;
            const ipos b = ff.feet[1] + off;
            // The closest candidate-to-foot pair is matched first (a planted foot barely moves, a swinging
            // one moves far); a tie between the two pairings leaves both without data.
            const int64_t keep = std::min(distSq(a, last_world[0]), distSq(b, last_world[1]));
            const int64_t swap = std::min(distSq(a, last_world[1]), distSq(b, last_world[0]));
            if (keep == swap) {
                fc.note = "two feet equally near where each foot was last seen";
                continue;
            }
            place(keep < swap ? kLeftFoot : kRightFoot, 0);
            place(keep < swap ? kRightFoot : kLeftFoot, 1);
            continue;
        }
        const ipos p = ff.feet[0] + off;
        const int dl = chebyshev(p, last_world[0]);
        const int dr = chebyshev(p, last_world[1]);
        if (std::abs(dl - dr) <= kPlantedTolerance) {
            fc.note = "one foot on the ground, about as near to where either foot was last seen";
            continue;
        }
        const int foot = dl < dr ? kLeftFoot : kRightFoot;
        place(foot, 0);
        fc.note = std::string("one foot on the ground; the ") + (foot == kLeftFoot ? "right" : "left") +
                  " foot is hidden or off the ground";
    }

    // Step 6: each foot's ground line runs along T through the lowest its sole gets. Depth is how far below
    // the line through the world origin a sole's lowest row lies, in rows; with T vertical (or none but
    // vertical) the screen cannot tell height from travel and there is no ground cue.
    const ipos total = sheet.cycle.total;
    const bool ground_cue = total.x != 0 || total.y == 0;
    const double slope = total.x != 0 ? static_cast<double>(total.y) / static_cast<double>(total.x) : 0.0;
    const auto depth = [&](int i, int foot) {
        const ipos off = worldOffset(sheet, i);
        const ContactFoot& cf = out.frames[static_cast<size_t>(i)].feet[static_cast<size_t>(foot)];
        return static_cast<double>(sole_bottom[static_cast<size_t>(i)][static_cast<size_t>(foot)] + off.y) -
               slope * static_cast<double>(cf.point.x + off.x);
    };
    std::array<std::optional<double>, 2> ground;
    for (int i = 0; i < n; ++i) {
        for (int foot = 0; foot < 2; ++foot) {
            if (out.frames[static_cast<size_t>(i)].feet[static_cast<size_t>(foot)].state == FootState::NoContactData) {
                continue;
            }
            std::optional<double>& g = ground[static_cast<size_t>(foot)];
            g = g ? std::max(*g, depth(i, foot)) : depth(i, foot);
        }
    }

    // Step 7: planted when on the ground and still against the nearest frames, before and after, that show the
    // foot in a different image.
    for (int i = 0; i < n; ++i) {
        FrameContacts& fc = out.frames[static_cast<size_t>(i)];
        for (int foot = 0; foot < 2; ++foot) {
            ContactFoot& cf = fc.feet[static_cast<size_t>(foot)];
            if (cf.state == FootState::NoContactData) continue;
            const ipos here = cf.point + worldOffset(sheet, i);
            bool seen = false;
            bool still = false;
            for (int dir : {-1, 1}) {
                // Frames without this foot are passed over; the frame itself, one cycle on, only stands in when
                // the whole cycle is that one image.
                bool other_image = false;
                for (int step = 1; step <= n; ++step) {
                    const int64_t k = static_cast<int64_t>(i) + dir * step;
                    const int j = frameAt(k, n);
                    if (step == n && other_image) break;
                    if (sameImage(sheet.frames[static_cast<size_t>(j)], sheet.frames[static_cast<size_t>(i)]) &&
                        step < n) {
                        continue;
                    }
                    other_image = true;
                    const ContactFoot& other = out.frames[static_cast<size_t>(j)].feet[static_cast<size_t>(foot)];
                    if (other.state == FootState::NoContactData) continue;
                    seen = true;
                    still = still || chebyshev(other.point + worldOffset(sheet, k), here) <= kPlantedTolerance;
                    break;
                }
            }
            const bool on_ground = !ground_cue || depth(i, foot) > *ground[static_cast<size_t>(foot)] - kGroundLineRows;
            if (seen) cf.state = still && on_ground ? FootState::Planted : FootState::Lifted;
        }
    }
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
