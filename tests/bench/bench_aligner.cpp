// The walk aligner (engine/sprite/walk_aligner.h): frame selection with its offs_anim, offs_anim of a frame alone, and
// phase transfer between sheets, per call, for sheets of 4, 8, 16 and 64 frames.
#include <vector>

#include "engine/sprite/walk_aligner.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

// A sheet of `frames` frames stepping mostly along x with an irregular y, as drawn walks do.
WalkCycle sheet(int frames, int dy) {
    std::vector<ipos> deltas;
    for (int i = 0; i < frames; ++i) deltas.push_back({3 + i % 2, i % 3 == 0 ? dy : 0});
    return WalkCycle::fromDeltas(deltas);
}

void BM_AlignerFrameSelection(benchmark::State& state) {
    const WalkCycle cycle = sheet(static_cast<int>(state.range(0)), 1);
    int i = 0;
    for (auto _ : state) {
        const WalkFrame frame = evaluateWalkFrame(cycle, {3, -2}, {i % 4000 - 2000, 1 + i % 7});
        keep(frame);
        ++i;
    }
}
BENCHMARK(BM_AlignerFrameSelection)->Arg(4)->Arg(8)->Arg(16)->Arg(64);

void BM_AlignerOffsAnim(benchmark::State& state) {
    const WalkCycle cycle = sheet(static_cast<int>(state.range(0)), 1);
    int i = 0;
    for (auto _ : state) {
        keep(accumulatedOffsAnim(cycle, i % cycle.frameCount()));
        ++i;
    }
}
BENCHMARK(BM_AlignerOffsAnim)->Arg(4)->Arg(8)->Arg(16)->Arg(64);

void BM_AlignerPhaseTransfer(benchmark::State& state) {
    const int frames = static_cast<int>(state.range(0));
    const WalkCycle walk = sheet(frames, 1);
    const WalkCycle run = sheet(frames / 2 > 0 ? frames / 2 : 1, 2);
    int i = 0;
    for (auto _ : state) {
        keep(transferWalkPhase(walk, {0, 0}, run, {i % 4000, i % 5}));
        ++i;
    }
}
BENCHMARK(BM_AlignerPhaseTransfer)->Arg(4)->Arg(8)->Arg(16)->Arg(64);

}  // namespace
}  // namespace gaitlab::bench
