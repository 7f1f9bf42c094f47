// MovingContext (engine/movement/moving_context.h): progress per call for paths of 1, 10 and 100 segments, at times spread
// over the whole walk.
#include "engine/hex/hex_geometry.h"
#include "engine/movement/moving_context.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

void BM_MovingProgress(benchmark::State& state) {
    const HexGeometry geometry;
    const MapSize map{1000, 1000};
    MovingContext context(geometry, map, 70, turningPath(static_cast<int>(state.range(0))), {500, 500}, {0, 0}, {0, 0},
                          0);
    const auto whole = static_cast<long long>(context.wholeTime()) + 1;
    long long i = 0;
    for (auto _ : state) {
        context.updateCurrentTime((i * 7) % whole);
        keep(context.evaluateProgress());
        ++i;
    }
}
BENCHMARK(BM_MovingProgress)->Arg(1)->Arg(10)->Arg(100);

}  // namespace
}  // namespace gaitlab::bench
