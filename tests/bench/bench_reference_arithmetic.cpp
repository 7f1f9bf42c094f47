// gaitlab's aligner and MovingContext against the engine's arithmetic on the same inputs: the frame selection
// (§4.2, §4.3) and the phase transfer (§4.5) written out the plain way the engine reference states them, per call
// over the sheet's NextX/NextY (a running sum, as the engine's sprite frames hold the deltas), with int64 products
// and its rdiv; and the raw progress and BuildProgress (§3.4, §3.5) per call over the path's segments.
// The engine's own source is not part of this repository; this transcription of its formulas is the stand-in, and
// each benchmark checks once that both give the same frame and anchor. The inputs are bench_aligner.cpp's, so the
// README's ratios are BM_AlignerFrameSelection / BM_AlignerFrameSelection_EngineFormula and
// BM_AlignerPhaseTransfer / BM_AlignerPhaseTransfer_EngineFormula at each sheet size, and BM_MovingProgress /
// BM_MovingProgress_EngineFormula (bench_movement.cpp's path and times) at each segment count.
// The geometry's hexPos (§1.2), hexOffset (§1.4) and NormalizeHexOffset (§2, with §1.8) are written out the same
// way, in int32 as the engine computes them, and timed against HexGeometry's on the same inputs in alternating
// batches; each of BM_HexPos_VsEngineFormula, BM_HexOffset_VsEngineFormula and BM_NormalizeHexOffset_VsEngineFormula
// prints gaitlab_ns and engine_ns (the mean per call) and the ratio of their totals.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <stdexcept>
#include <vector>

#include "engine/hex/hex_geometry.h"
#include "engine/movement/moving_context.h"
#include "engine/sprite/walk_aligner.h"
#include "engine/world/stress_map.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

int64_t dot(ipos a, ipos b) { return int64_t{a.x} * b.x + int64_t{a.y} * b.y; }

// A sheet as the engine holds it: the frames' NextX/NextY and the sheet's T and T·T.
struct Deltas {
    std::vector<ipos> d;
    ipos t{0, 0};
    int64_t tt = 0;
};

// The sheet bench_aligner.cpp uses: mostly along x with an irregular y, as drawn walks are.
Deltas sheetDeltas(int frames, int dy) {
    Deltas s;
    for (int i = 0; i < frames; ++i) s.d.push_back({3 + i % 2, i % 3 == 0 ? dy : 0});
    for (const ipos& d : s.d) s.t += d;
    s.tt = dot(s.t, s.t);
    return s;
}

// §4.5's rdiv: round half away from zero for d > 0.
int64_t rdiv(int64_t n, int64_t d) { return n >= 0 ? (n + d / 2) / d : -((-n + d / 2) / d); }

struct Chosen {
    int frame = 0;
    int64_t cycle_proj = 0;
};

// §4.2 and §4.3: the phase, then the nearest accum·T, ties to the lowest index.
Chosen engineFrame(const Deltas& s, ipos anchor, ipos pos) {
    const ipos t = s.t;
    const int64_t tt = s.tt;
    if (tt == 0) return {};
    const int64_t r = dot(pos - anchor, t);
    int64_t cp = r % tt;
    if (cp < 0) cp += tt;
    ipos accum{0, 0};
    int best = 0;
    int64_t best_diff = 0;
    for (int i = 0; i < static_cast<int>(s.d.size()); ++i) {
        accum += s.d[static_cast<std::size_t>(i)];
        const int64_t diff = std::llabs(dot(accum, t) - cp);
        if (i == 0 || diff < best_diff) {
            best = i;
            best_diff = diff;
        }
    }
    return {best, cp};
}

// §4.5: the new anchor keeps the old phase fraction.
ipos engineTransfer(const Deltas& old_sheet, ipos old_anchor, const Deltas& new_sheet, ipos pos) {
    const int64_t tt_old = old_sheet.tt;
    if (tt_old == 0) return pos;
    int64_t cp = dot(pos - old_anchor, old_sheet.t) % tt_old;
    if (cp < 0) cp += tt_old;
    const ipos t_new = new_sheet.t;
    return pos -
           ipos(static_cast<int32_t>(rdiv(cp * t_new.x, tt_old)), static_cast<int32_t>(rdiv(cp * t_new.y, tt_old)));
}

void checkSame(const Deltas& s, const WalkCycle& cycle) {
    for (int x = -2000; x < 2000; x += 7) {
        const ipos pos{x, 1 + (x & 7)};
        const WalkFrame ours = evaluateWalkFrame(cycle, {3, -2}, pos);
        const Chosen theirs = engineFrame(s, {3, -2}, pos);
        if (ours.frame != theirs.frame || ours.cycle_proj != theirs.cycle_proj)
            throw std::logic_error("the engine formula and evaluateWalkFrame disagree");
    }
}

void BM_AlignerFrameSelection_EngineFormula(benchmark::State& state) {
    const Deltas s = sheetDeltas(static_cast<int>(state.range(0)), 1);
    checkSame(s, WalkCycle::fromDeltas(s.d));
    int i = 0;
    for (auto _ : state) {
        keep(engineFrame(s, {3, -2}, {i % 4000 - 2000, 1 + i % 7}));
        ++i;
    }
}
BENCHMARK(BM_AlignerFrameSelection_EngineFormula)->Arg(4)->Arg(8)->Arg(16)->Arg(64);

void BM_AlignerPhaseTransfer_EngineFormula(benchmark::State& state) {
    const int frames = static_cast<int>(state.range(0));
    const Deltas walk = sheetDeltas(frames, 1);
    const Deltas run = sheetDeltas(frames / 2 > 0 ? frames / 2 : 1, 2);
    const WalkCycle walk_cycle = WalkCycle::fromDeltas(walk.d);
    const WalkCycle run_cycle = WalkCycle::fromDeltas(run.d);
    for (int x = 0; x < 4000; x += 13)
        if (engineTransfer(walk, {0, 0}, run, {x, x % 5}) !=
            transferWalkPhase(walk_cycle, {0, 0}, run_cycle, {x, x % 5}))
            throw std::logic_error("the engine formula and transferWalkPhase disagree");
    int i = 0;
    for (auto _ : state) {
        keep(engineTransfer(walk, {0, 0}, run, {i % 4000, i % 5}));
        ++i;
    }
}
BENCHMARK(BM_AlignerPhaseTransfer_EngineFormula)->Arg(4)->Arg(8)->Arg(16)->Arg(64);

// A move as the engine's MovingContext holds it: the path, the start hex and offsets, and the whole time and
// distance formed once when it is made (§3.2).
struct EngineMove {
    HexGeometry g;
    MovePath path;
    Hex start;
    ipos start_offset{0, 0};
    ipos end_offset{0, 0};
    float whole_time = 0.0f;
    float whole_dist = 0.0f;
};

struct EngineProgress {
    Hex hex;
    ipos offset{0, 0};
    int hdir = 0;
    friend bool operator==(const EngineProgress&, const EngineProgress&) = default;
};

// One segment's vector and ground length (§3.2), formed again on every call as the reference describes it.
ipos segmentVector(const EngineMove& m, std::size_t i, Hex from, Hex to) {
    ipos v = m.g.hexOffset(from, to);
    if (i == 0) v -= m.start_offset;
    if (i + 1 == m.path.control_steps.size()) v += m.end_offset;
    return v;
}

float groundLength(const EngineMove& m, ipos v) {
    const float gy = static_cast<float>(v.y) * m.g.yproj();
    return std::sqrt(static_cast<float>(v.x * v.x) + gy * gy);
}

EngineMove engineMove(const HexGeometry& g, const MovePath& path, Hex start, int speed) {
    EngineMove m{g, path, start};
    Hex cur = start;
    std::size_t begin = 0;
    for (std::size_t i = 0; i < path.control_steps.size(); ++i) {
        const Hex from = cur;
        for (std::size_t s = begin; s < path.control_steps[i]; ++s) cur = g.stepUnsafe(cur, path.steps[s]);
        const float len = groundLength(m, segmentVector(m, i, from, cur));
        m.whole_dist += len;
        m.whole_time += len / static_cast<float>(speed) * 1000.0f;
        begin = path.control_steps[i];
    }
    m.whole_dist = std::max(m.whole_dist, 0.0001f);
    m.whole_time = std::max(m.whole_time, 0.0001f);
    return m;
}

// §3.4 then §3.5: the segments walked from the start hex, each one's end hex, vector and length formed as it is
// reached; then the hex stepped to step_index, the offset rounded and the segment's direction.
EngineProgress engineProgress(const EngineMove& m, float elapsed) {
    const float nt = std::clamp(elapsed / m.whole_time, 0.0f, 1.0f);
    const float target = m.whole_dist * nt;
    const std::size_t n = m.path.control_steps.size();
    float cur = 0.0f;
    Hex seg_start = m.start;
    int begin = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const int end = m.path.control_steps[i];
        Hex seg_end = seg_start;
        for (int s = begin; s < end; ++s) seg_end = m.g.stepUnsafe(seg_end, m.path.steps[static_cast<std::size_t>(s)]);
        const ipos v = segmentVector(m, i, seg_start, seg_end);
        const float len = std::max(groundLength(m, v), 0.0001f);
        if ((nt < 1.0f && cur <= target && target <= cur + len) || (nt == 1.0f && i + 1 == n)) {
            const float nd = std::clamp((target - cur) / len, 0.0f, 1.0f);
            const int step_index = begin + static_cast<int>(std::lround(nd * static_cast<float>(end - begin)));
            Hex hex = seg_start;
            for (int s = begin; s < step_index; ++s)
                hex = m.g.stepUnsafe(hex, m.path.steps[static_cast<std::size_t>(s)]);
            ipos c = m.g.hexOffset(seg_start, hex);
            if (i == 0) c -= m.start_offset;
            const glm::vec2 sv(v);
            const ipos offset(static_cast<int32_t>(std::lround(sv.x * nd - static_cast<float>(c.x))),
                              static_cast<int32_t>(std::lround(sv.y * nd - static_cast<float>(c.y))));
            const int angle = static_cast<int>(std::lround(m.g.lineDirAngle(v)));
            return {hex, offset, m.g.dirOfMdir(((angle % 360) + 360) % 360)};
        }
        cur += len;
        seg_start = seg_end;
        begin = end;
    }
    return {seg_start, {0, 0}, 0};
}

void BM_MovingProgress_EngineFormula(benchmark::State& state) {
    const HexGeometry geometry;
    const MovePath path = turningPath(static_cast<int>(state.range(0)));
    MovingContext context(geometry, MapSize{1000, 1000}, 70, path, {500, 500}, {0, 0}, {0, 0}, 0);
    const EngineMove move = engineMove(geometry, path, {500, 500}, 70);
    const auto whole = static_cast<long long>(context.wholeTime()) + 1;
    for (long long t = 0; t <= whole; ++t) {
        context.updateCurrentTime(t);
        const MovingProgress ours = context.evaluateProgress();
        if (EngineProgress{ours.hex, ours.hex_offset, ours.hdir} != engineProgress(move, static_cast<float>(t)))
            throw std::logic_error("the engine formula and MovingContext::evaluateProgress disagree");
    }
    long long i = 0;
    for (auto _ : state) {
        keep(engineProgress(move, static_cast<float>((i * 7) % whole)));
        ++i;
    }
}
BENCHMARK(BM_MovingProgress_EngineFormula)->Arg(1)->Arg(10)->Arg(100);

// ---- Geometry: hexPos, hexOffset and NormalizeHexOffset -----------------------------------------------------------

// The engine defines these in its geometry helper's source file, so each use is a call that reads the sizes; noipa
// keeps them so here (not inlined, no sizes hoisted out of the caller's loop). Each side is timed as its callers get
// it: HexGeometry's hexPos and hexOffset are inline in their header (their checked paths are calls) and
// normalizeHexOffset is a call into the hex library.

// §1.2: the cell origin with int32 products; q = floor(x/2), formed as the reference describes it for negative x.
ipos engineCellOrigin(const HexGeometry& g, Hex h) {
    const int32_t q = h.x >= 0 ? h.x / 2 : (h.x - 1) / 2;
    const int32_t hw = g.hex_width / 2;
    return {h.y * hw - h.x * g.hex_width + hw * q, h.y * g.line_height + g.line_height * q};
}

[[gnu::noipa]] ipos engineHexPos(const HexGeometry& g, Hex h) { return engineCellOrigin(g, h); }

// §1.4: dq derived from dx and the parity of the start column (C remainder), as the reference says the code does.
[[gnu::noipa]] ipos engineHexOffset(const HexGeometry& g, Hex from, Hex to) {
    const int32_t dx = to.x - from.x;
    const int32_t dy = to.y - from.y;
    const int32_t dq = from.x % 2 != 0 ? (dx > 0 ? dx + 1 : dx) / 2 : (dx < 0 ? dx - 1 : dx) / 2;
    const int32_t hw = g.hex_width / 2;
    return {dy * hw - dx * g.hex_width + hw * dq, dy * g.line_height + g.line_height * dq};
}

// §1.8: float32 cube coordinates rounded, the worst-rounded one recomputed from the other two; the candidate's
// integer inside test, then its lattice neighbours in the reference's order; back to raw coordinates.
HexAndOffset engineHexAt(const HexGeometry& g, ipos p) {
    const int32_t hw = g.hex_width / 2;
    const float fa = static_cast<float>(p.y) / static_cast<float>(g.line_height);
    const float fb = (static_cast<float>(p.x) - fa * static_cast<float>(hw)) / static_cast<float>(g.hex_width);
    const float fc = -(fa + fb);
    float ra = std::round(fa);
    float rb = std::round(fb);
    const float rc = std::round(fc);
    if (ra + rb + rc != 0.0f) {
        const float ea = std::abs(ra - fa);
        const float eb = std::abs(rb - fb);
        const float ec = std::abs(rc - fc);
        if (ea > eb && ea > ec)
            ra = -rb - rc;
        else if (eb > ec)
            rb = -ra - rc;
    }
    const int32_t hq = g.hex_height / 4;
    const int32_t limit = 2 * hw * hq;
    const auto inside = [&](int32_t a, int32_t b, ipos& d) {
        d = {p.x - (a * hw + b * g.hex_width), p.y - a * g.line_height};
        return std::abs(d.x) <= hw && std::abs(d.x * hq - d.y * hw) <= limit && std::abs(d.x * hq + d.y * hw) <= limit;
    };
    int32_t a = static_cast<int32_t>(ra);
    int32_t b = static_cast<int32_t>(rb);
    ipos d{0, 0};
    if (!inside(a, b, d)) {
        static constexpr int32_t kAround[6][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}};
        for (const auto& n : kAround) {
            ipos nd{0, 0};
            if (inside(a + n[0], b + n[1], nd)) {
                a += n[0];
                b += n[1];
                d = nd;
                break;
            }
        }
    }
    const int32_t rx = -b;
    return {Hex{rx, a - (rx >= 0 ? rx / 2 : (rx - 1) / 2)}, d};
}

// §2: the world point in int32, the nearest hex, the map, the predicate only for another hex, the int16 narrowing
// (the engine throws there; |rem| stays within half a hex, so neither side ever refuses for it here).
[[gnu::noipa]] bool engineNormalize(const HexGeometry& g, Hex& hex, ipos& offset, MapSize map,
                                    const HexPredicate* movable) {
    const HexAndOffset n = engineHexAt(g, engineCellOrigin(g, hex) + offset);
    if (n.hex.x < 0 || n.hex.y < 0 || n.hex.x >= map.width || n.hex.y >= map.height) return false;
    if (movable != nullptr && *movable && n.hex != hex && !(*movable)(n.hex)) return false;
    if (n.offset.x != static_cast<int16_t>(n.offset.x) || n.offset.y != static_cast<int16_t>(n.offset.y)) return false;
    hex = n.hex;
    offset = n.offset;
    return true;
}

// The inputs: the world benchmarks' 1000 x 1000 map, hexes anywhere on it.
constexpr int kGeometryMapSide = 1000;
constexpr std::size_t kGeometryInputs = 4096;

Hex anyHex(std::mt19937& rng) {
    std::uniform_int_distribution<int32_t> coord(0, kGeometryMapSide - 1);
    const int32_t x = coord(rng);
    return {x, coord(rng)};
}

// Times `ours` and `engine`, each a pass over the same inputs, in alternating batches (which goes first alternates
// too), so a busy machine slows both alike. Reports each one's mean time per call over all its batches and, as the
// ratio, gaitlab's total time over the engine's, so the three figures always agree.
template <typename Ours, typename Engine>
void sideBySide(benchmark::State& state, const Ours& ours, const Engine& engine) {
    using Clock = std::chrono::steady_clock;
    constexpr int kPasses = 4;  // calls per batch = 4 * kGeometryInputs, tens of microseconds
    std::vector<double> ours_ns;
    std::vector<double> engine_ns;
    const auto timed = [](const auto& pass, std::vector<double>& out) {
        const auto start = Clock::now();
        for (int i = 0; i < kPasses; ++i) pass();
        out.push_back(std::chrono::duration<double, std::nano>(Clock::now() - start).count());
    };
    bool ours_first = true;
    for (auto _ : state) {
        if (ours_first) {
            timed(ours, ours_ns);
            timed(engine, engine_ns);
        } else {
            timed(engine, engine_ns);
            timed(ours, ours_ns);
        }
        ours_first = !ours_first;
    }
    double ours_total = 0.0;
    double engine_total = 0.0;
    for (const double ns : ours_ns) ours_total += ns;
    for (const double ns : engine_ns) engine_total += ns;
    const double calls = kPasses * static_cast<double>(kGeometryInputs) * static_cast<double>(ours_ns.size());
    if (ours_ns.empty() || engine_total <= 0.0) return;
    state.counters["gaitlab_ns"] = ours_total / calls;
    state.counters["engine_ns"] = engine_total / calls;
    state.counters["ratio"] = ours_total / engine_total;
}

void BM_HexPos_VsEngineFormula(benchmark::State& state) {
    const HexGeometry g;
    std::mt19937 rng(11);
    std::vector<Hex> hexes;
    for (std::size_t i = 0; i < kGeometryInputs; ++i) hexes.push_back(anyHex(rng));
    for (const Hex h : hexes)
        if (g.hexPos(h) != engineHexPos(g, h)) throw std::logic_error("the engine formula and hexPos disagree");
    sideBySide(
        state,
        [&] {
            for (const Hex h : hexes) keep(g.hexPos(h));
        },
        [&] {
            for (const Hex h : hexes) keep(engineHexPos(g, h));
        });
}
BENCHMARK(BM_HexPos_VsEngineFormula);

void BM_HexOffset_VsEngineFormula(benchmark::State& state) {
    // Half of the pairs a few hexes apart (a path's segments and steps), half across the map (a server start and
    // the critter's hex, a camera and a unit), in random order.
    const HexGeometry g;
    std::mt19937 rng(12);
    std::uniform_int_distribution<int32_t> near(-6, 6);
    std::vector<std::pair<Hex, Hex>> pairs;
    for (std::size_t i = 0; i < kGeometryInputs; ++i) {
        const Hex from = anyHex(rng);
        if (rng() % 2 == 0) {
            const int32_t dx = near(rng);
            pairs.emplace_back(from, Hex{from.x + dx, from.y + near(rng)});
        } else {
            pairs.emplace_back(from, anyHex(rng));
        }
    }
    for (const auto& [from, to] : pairs)
        if (g.hexOffset(from, to) != engineHexOffset(g, from, to))
            throw std::logic_error("the engine formula and hexOffset disagree");
    sideBySide(
        state,
        [&] {
            for (const auto& [from, to] : pairs) keep(g.hexOffset(from, to));
        },
        [&] {
            for (const auto& [from, to] : pairs) keep(engineHexOffset(g, from, to));
        });
}
BENCHMARK(BM_HexOffset_VsEngineFormula);

void BM_NormalizeHexOffset_VsEngineFormula(benchmark::State& state) {
    // A stop anywhere on the stress map (10 % blocked) with the offset a walk leaves: up to a hex and a half from
    // the centre, so most stay, many move to a neighbour, and some are refused (blocked, or off the map's edge).
    const HexGeometry g;
    const HexMap map = makeStressMap({kGeometryMapSide, kGeometryMapSide}, {"grass"}, 7, 10);
    const HexPredicate movable = [&map](Hex h) { return map.movable(h); };
    std::mt19937 rng(13);
    std::uniform_int_distribution<int32_t> ox(-24, 24);
    std::uniform_int_distribution<int32_t> oy(-18, 18);
    std::vector<HexAndOffset> stops;
    for (std::size_t i = 0; i < kGeometryInputs; ++i) {
        const Hex hex = anyHex(rng);
        const int32_t x = ox(rng);
        stops.push_back({hex, ipos{x, oy(rng)}});
    }
    for (const HexAndOffset& s : stops) {
        Hex ours_hex = s.hex;
        ipos ours_offset = s.offset;
        Hex engine_hex = s.hex;
        ipos engine_offset = s.offset;
        if (g.normalizeHexOffset(ours_hex, ours_offset, map.size, &movable) !=
                engineNormalize(g, engine_hex, engine_offset, map.size, &movable) ||
            ours_hex != engine_hex || ours_offset != engine_offset)
            throw std::logic_error("the engine formula and normalizeHexOffset disagree");
    }
    sideBySide(
        state,
        [&] {
            for (const HexAndOffset& s : stops) {
                Hex hex = s.hex;
                ipos offset = s.offset;
                keep(g.normalizeHexOffset(hex, offset, map.size, &movable));
                keep(offset);
            }
        },
        [&] {
            for (const HexAndOffset& s : stops) {
                Hex hex = s.hex;
                ipos offset = s.offset;
                keep(engineNormalize(g, hex, offset, map.size, &movable));
                keep(offset);
            }
        });
}
BENCHMARK(BM_NormalizeHexOffset_VsEngineFormula);

}  // namespace
}  // namespace gaitlab::bench
