// gaitlab's aligner against the engine's arithmetic on the same inputs: the frame selection (§4.2, §4.3) and the
// phase transfer (§4.5) written out the plain way the engine reference states them, per call over the sheet's
// NextX/NextY (a running sum, as the engine's sprite frames hold the deltas), with int64 products and its rdiv.
// The engine's own source is not part of this repository; this transcription of its formulas is the stand-in, and
// each benchmark checks once that both give the same frame and anchor. The inputs are bench_aligner.cpp's, so the
// README's ratios are BM_AlignerFrameSelection / BM_AlignerFrameSelection_EngineFormula and
// BM_AlignerPhaseTransfer / BM_AlignerPhaseTransfer_EngineFormula at each sheet size.
#include <cstdint>
#include <cstdlib>
#include <stdexcept>
#include <vector>

#include "engine/walk_aligner.h"
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

}  // namespace
}  // namespace gaitlab::bench
