// The path finder (engine/hex/path_finder.h) on 200x200 and 1000x1000 stress maps, 10 % blocked: a 20-step path from
// the centre, and on 200x200 one from corner to corner.
#include <optional>

#include "engine/hex/hex_geometry.h"
#include "engine/hex/path_finder.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

void findOn(benchmark::State& state, int side, Hex from, Hex to) {
    const HexGeometry geometry;
    HexMap map = stressMap(side);
    map.setBlocked(from, false);
    map.setBlocked(to, false);
    std::optional<MovePath> path;
    for (auto _ : state) {
        path = findPath(geometry, map, from, to);
        keep(path);
    }
    state.counters["steps"] = path ? static_cast<double>(path->steps.size()) : 0.0;
}

// 20 hexes along x from the centre: a 20-step path unless blocked hexes make it longer.
void BM_PathFinder20Steps(benchmark::State& state) {
    const int side = static_cast<int>(state.range(0));
    findOn(state, side, {side / 2, side / 2}, {side / 2 + 20, side / 2});
}
BENCHMARK(BM_PathFinder20Steps)->Arg(200)->Arg(1000)->Unit(benchmark::kMicrosecond);

void BM_PathFinderCornerToCorner(benchmark::State& state) { findOn(state, 200, {20, 20}, {180, 170}); }
BENCHMARK(BM_PathFinderCornerToCorner)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace gaitlab::bench
