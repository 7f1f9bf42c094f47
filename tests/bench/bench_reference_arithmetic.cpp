// gaitlab's aligner and MovingContext against the engine's arithmetic on the same inputs: the frame selection
// (§4.2, §4.3) and the phase transfer (§4.5) written out the plain way the engine reference states them, per call
// over the sheet's NextX/NextY (a running sum, as the engine's sprite frames hold the deltas), with int64 products
// and its rdiv; and the raw progress and BuildProgress (§3.4, §3.5) per call over the path's segments.
// The engine's own source is not part of this repository; this transcription of its formulas is the stand-in, and
// each benchmark checks once that both give the same frame and anchor. The inputs are bench_aligner.cpp's, so the
// README's ratios are BM_AlignerFrameSelection / BM_AlignerFrameSelection_EngineFormula and
// BM_AlignerPhaseTransfer / BM_AlignerPhaseTransfer_EngineFormula at each sheet size, and BM_MovingProgress /
// BM_MovingProgress_EngineFormula (bench_movement.cpp's path and times) at each segment count.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <vector>

#include "engine/hex/hex_geometry.h"
#include "engine/movement/moving_context.h"
#include "engine/sprite/walk_aligner.h"
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

}  // namespace
}  // namespace gaitlab::bench
