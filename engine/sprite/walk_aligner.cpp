#include "engine/sprite/walk_aligner.h"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

namespace gaitlab {

namespace {

// A 128-bit intermediate keeps the phase-transfer numerator exact (cp_old < TT_old can reach 2^63).
__extension__ typedef __int128 Int128;

// The throws are out of line and marked cold: the checks stay a compare and a branch on the hot path.
[[noreturn, gnu::cold, gnu::noinline]] void throwOverflow(const char* message) { throw AlignerOverflow(message); }

[[noreturn, gnu::cold, gnu::noinline]] void throwNarrowing(int64_t value, const char* what) {
    throw AlignerOverflow(std::string("walk aligner: ") + what + " = " + std::to_string(value) + " does not fit int32");
}

int32_t narrow32(int64_t value, const char* what) {
    if (value < std::numeric_limits<int32_t>::min() || value > std::numeric_limits<int32_t>::max()) {
        throwNarrowing(value, what);
    }
    return static_cast<int32_t>(value);
}

// int64 dot product of two int32 pairs; the sum of two products can exceed int64 only at the extremes.
int64_t dot64(ipos a, ipos b) {
    const int64_t xx = static_cast<int64_t>(a.x) * b.x;
    const int64_t yy = static_cast<int64_t>(a.y) * b.y;
    int64_t sum = 0;
    if (__builtin_add_overflow(xx, yy, &sum)) {
        throwOverflow("walk aligner: dot product does not fit int64");
    }
    return sum;
}

ipos difference(ipos a, ipos b, const char* what) {
    return {narrow32(static_cast<int64_t>(a.x) - b.x, what), narrow32(static_cast<int64_t>(a.y) - b.y, what)};
}

// R mod TT wrapped into [0, TT) for TT > 0 (C++ % keeps the dividend's sign).
int64_t wrapProjection(int64_t r, int64_t tt) {
    const int64_t m = r % tt;
    return m < 0 ? m + tt : m;
}

// round(n / d), half away from zero, for d > 0 and any int64 n: quotient and remainder first, so n + d/2 is
// never formed (no overflow near the int64 limits, INT64_MIN included: |r| < d).
int64_t roundDivAwayPositive(int64_t n, int64_t d) {
    int64_t q = n / d;
    const int64_t r = n % d;
    const int64_t abs_r = r < 0 ? -r : r;
    if (abs_r >= d - abs_r) {
        q += n < 0 ? -1 : 1;
    }
    return q;
}

void checkPhaseArguments(int64_t cp, int64_t tt, const char* what) {
    if (tt <= 0 || cp < 0 || cp >= tt) {
        throw std::invalid_argument(std::string(what) + ": expected 0 <= cp < tt, got cp = " + std::to_string(cp) +
                                    ", tt = " + std::to_string(tt));
    }
}

// round(cp * t / tt) with a 128-bit numerator: exact for any cp in [0, tt) and int32 t.
int64_t scaleWide(int64_t cp, int32_t t, int64_t tt) {
    const Int128 n = static_cast<Int128>(cp) * t;
    const Int128 d = tt;
    const Int128 mag = n < 0 ? -n : n;
    Int128 q = mag / d;
    const Int128 r = mag % d;
    if (r >= d - r) {
        ++q;
    }
    // |cp / tt| < 1, so |q| <= |t| and the narrowing cannot lose anything.
    return static_cast<int64_t>(n < 0 ? -q : q);
}

// Same result as scaleWide for every input: when cp * t fits int64 (always for real sheets, |T| of a few
// hundred pixels) a single 64-bit division replaces the 128-bit one; the overflow test is one multiply with
// its overflow flag (§4.5, D2).
int64_t scaleFast(int64_t cp, int32_t t, int64_t tt) {
    int64_t n = 0;
    if (!__builtin_mul_overflow(cp, static_cast<int64_t>(t), &n)) {
        return roundDivAwayPositive(n, tt);
    }
    return scaleWide(cp, t, tt);
}

// floor(R / TT) for TT > 0 without negating R (no overflow at INT64_MIN).
int64_t floorDiv(int64_t r, int64_t tt) {
    int64_t q = r / tt;
    if (r % tt != 0 && r < 0) {
        --q;
    }
    return q;
}

// The first frame with the smallest |accum[i].T - cycle_proj|, comparing every frame in turn (strict "<" keeps
// the lowest index on ties). The projections fromDeltas kept are used as they are (every distance fits int64);
// a cycle without them (near the int64 limits, or not made by fromDeltas) forms and checks each one here.
int nearestFrameInTurn(const WalkCycle& cycle, ipos total, int64_t cycle_proj) {
    const bool kept = cycle.accum_dot_total.size() == cycle.accum.size();
    int best = 0;
    int64_t best_diff = std::numeric_limits<int64_t>::max();
    for (size_t i = 0; i < cycle.accum.size(); ++i) {
        int64_t diff = 0;
        if (kept) {
            diff = cycle.accum_dot_total[i] - cycle_proj;
        } else if (__builtin_sub_overflow(dot64(cycle.accum[i], total), cycle_proj, &diff) ||
                   diff == std::numeric_limits<int64_t>::min()) {
            throwOverflow("walk aligner: frame projection distance does not fit int64");
        }
        diff = diff < 0 ? -diff : diff;
        if (diff < best_diff) {
            best_diff = diff;
            best = static_cast<int>(i);
        }
    }
    return best;
}

}  // namespace

int64_t scaleWalkPhase(int64_t cp, int32_t t, int64_t tt) {
    checkPhaseArguments(cp, tt, "scaleWalkPhase");
    return scaleFast(cp, t, tt);
}

int64_t scaleWalkPhaseWide(int64_t cp, int32_t t, int64_t tt) {
    checkPhaseArguments(cp, tt, "scaleWalkPhaseWide");
    return scaleWide(cp, t, tt);
}

WalkCycle WalkCycle::fromDeltas(const std::vector<ipos>& deltas) {
    WalkCycle cycle;
    if (deltas.empty()) {
        cycle.accum.push_back({0, 0});
        return cycle;
    }
    cycle.accum.reserve(deltas.size());
    int64_t sx = 0;
    int64_t sy = 0;
    for (const ipos& d : deltas) {
        sx += d.x;
        sy += d.y;
        cycle.accum.push_back({narrow32(sx, "accumulated NextX"), narrow32(sy, "accumulated NextY")});
    }
    cycle.total = cycle.accum.back();
    cycle.total_dot_total = dot64(cycle.total, cycle.total);
    // accum[i].T once per cycle, if every one fits int64 and stays at least TT above INT64_MIN (so no distance
    // to a cycle_proj in [0, TT) can overflow); otherwise none, and frame selection forms and checks them per call.
    cycle.accum_dot_total.reserve(cycle.accum.size());
    bool increasing = true;
    for (const ipos& a : cycle.accum) {
        const int64_t xx = static_cast<int64_t>(a.x) * cycle.total.x;
        const int64_t yy = static_cast<int64_t>(a.y) * cycle.total.y;
        int64_t p = 0;
        if (__builtin_add_overflow(xx, yy, &p) || p < std::numeric_limits<int64_t>::min() + cycle.total_dot_total) {
            cycle.accum_dot_total.clear();
            break;
        }
        if (!cycle.accum_dot_total.empty() && p <= cycle.accum_dot_total.back()) increasing = false;
        cycle.accum_dot_total.push_back(p);
    }
    cycle.projections_increase = increasing && cycle.accum_dot_total.size() == cycle.accum.size();
    return cycle;
}

WalkFrame evaluateWalkFrame(const WalkCycle& cycle, ipos anchor, ipos pos) {
    WalkFrame out;
    const int64_t tt = cycle.total_dot_total;
    if (tt == 0 || cycle.accum.empty()) {
        return out;  // zero-total fallback: frame 0, no correction
    }
    const ipos total = cycle.total;
    const ipos rel = difference(pos, anchor, "pos - anchor");
    out.rel_dot_total = dot64(rel, total);
    out.cycle_proj = wrapProjection(out.rel_dot_total, tt);
    out.cycle_number = floorDiv(out.rel_dot_total, tt);

    // First frame with the smallest |accum[i].T - cycle_proj|; the lowest index on ties.
    int best = 0;
    const std::vector<int64_t>& proj = cycle.accum_dot_total;
    if (proj.size() == cycle.accum.size() && cycle.projections_increase) {
        // Increasing projections: the nearest is the first one >= cycle_proj or the one before it, the lower on a
        // tie. Every distance fits int64 (fromDeltas kept proj >= INT64_MIN + TT).
        const auto at = std::lower_bound(proj.begin(), proj.end(), out.cycle_proj);
        const auto i = static_cast<size_t>(at - proj.begin());
        if (i == proj.size() || (i > 0 && out.cycle_proj - proj[i - 1] <= proj[i] - out.cycle_proj)) {
            best = static_cast<int>(i) - 1;
        } else {
            best = static_cast<int>(i);
        }
    } else {
        best = nearestFrameInTurn(cycle, total, out.cycle_proj);
    }
    out.frame = best;

    int64_t shift_x = 0;
    int64_t shift_y = 0;
    if (__builtin_mul_overflow(out.cycle_number, static_cast<int64_t>(total.x), &shift_x) ||
        __builtin_mul_overflow(out.cycle_number, static_cast<int64_t>(total.y), &shift_y)) {
        throwOverflow("walk aligner: cycle_number * T does not fit int64");
    }
    const ipos cycle_shift{narrow32(shift_x, "cycle_number * T.x"), narrow32(shift_y, "cycle_number * T.y")};
    const ipos& acc = cycle.accum[static_cast<size_t>(best)];
    // offs_anim = (anchor + cycle_number*T - pos) + accum[i]; each term is int32, the sum is checked.
    out.offs_anim = {
        narrow32(static_cast<int64_t>(anchor.x) + cycle_shift.x - pos.x + acc.x, "offs_anim.x"),
        narrow32(static_cast<int64_t>(anchor.y) + cycle_shift.y - pos.y + acc.y, "offs_anim.y"),
    };
    return out;
}

double walkPhase(const WalkFrame& frame, const WalkCycle& cycle) {
    if (cycle.total_dot_total == 0) {
        return 0.0;
    }
    return static_cast<double>(frame.cycle_proj) / static_cast<double>(cycle.total_dot_total);
}

ipos transferWalkPhase(const WalkCycle& old_cycle, ipos old_anchor, const WalkCycle& new_cycle, ipos pos) {
    const int64_t tt_old = old_cycle.total_dot_total;
    if (tt_old == 0) {
        return pos;  // no phase to preserve
    }
    const ipos rel = difference(pos, old_anchor, "pos - old anchor");
    const int64_t cp_old = wrapProjection(dot64(rel, old_cycle.total), tt_old);
    // 0 <= cp_old < tt_old by construction, so the unchecked helper is used.
    const int64_t sx = scaleFast(cp_old, new_cycle.total.x, tt_old);
    const int64_t sy = scaleFast(cp_old, new_cycle.total.y, tt_old);
    return {narrow32(pos.x - sx, "new anchor x"), narrow32(pos.y - sy, "new anchor y")};
}

ipos accumulatedOffsAnim(const WalkCycle& cycle, int index) {
    const int n = cycle.frameCount();
    if (n == 0) {
        return {0, 0};
    }
    int i = index % n;
    if (i < 0) {
        i += n;
    }
    return cycle.accum[static_cast<size_t>(i)];
}

int64_t roundDivAway(int64_t n, int64_t d) {
    if (d <= 0) {
        throw std::invalid_argument("roundDivAway: divisor must be > 0, got " + std::to_string(d));
    }
    return roundDivAwayPositive(n, d);
}

}  // namespace gaitlab
