// A whole World::tick (intents, wanderers' path finding, state machines, movement, alignment, tactics units, events)
// for 1,000, 10,000 and 100,000 critters and tactics units, half each, wandering a 1000x1000 stress map (10 %
// blocked), reported per unit; and the heap the world holds per unit (glibc's mallinfo2 before and after building
// the world and its warm-up ticks).
#include <map>
#include <memory>

#include "engine/hex/path_finder.h"
#include "engine/world/stress_map.h"
#include "engine/world/world.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

// 3 s of world time: the wanderers' first rests (0.3-2 s) and the burst of path finding that ends them are over,
// and the measured ticks (a fixed count, at least 0.2 s of world time) see walks, rests and new paths in their
// steady mix rather than the synchronised start.
constexpr int kWarmUpTicks = 300;

struct BuiltWorld {
    std::unique_ptr<World> world;
    double bytes_per_unit = 0.0;
};

// The heap a world of `critters` critters and `units` units holds after the warm-up, with the world itself.
std::size_t heapOfWorld(const HexMap& map, int critters, int units, std::unique_ptr<World>& world) {
    const std::size_t before = heapInUse();
    world = std::make_unique<World>(sharedAssets(), map, 12345, critters - 1, units);
    for (int i = 0; i < kWarmUpTicks; ++i) world->tick();
    const std::size_t after = heapInUse();
    return after > before ? after - before : 0;
}

// One world per unit count, built on first use (building 100,000 takes a while) and ticked on by every run. Its
// heap per unit leaves out what a world of one critter holds (its copy of the map, 2 bytes per hex).
BuiltWorld& worldOf(int units) {
    static std::map<int, BuiltWorld> worlds;
    auto found = worlds.find(units);
    if (found != worlds.end()) return found->second;
    static const auto map = std::make_shared<HexMap>(stressMap(1000));
    static const std::size_t alone = [] {
        (void)findPath(HexGeometry{}, *map, {500, 500}, {501, 500});  // the path finder's marks, kept per thread
        std::unique_ptr<World> one;
        return heapOfWorld(*map, 1, 0, one);
    }();
    BuiltWorld built;
    const std::size_t bytes = heapOfWorld(*map, units - units / 2, units / 2, built.world);
    built.bytes_per_unit = bytes > alone ? static_cast<double>(bytes - alone) / (units - 1) : 0.0;
    return worlds.emplace(units, std::move(built)).first->second;
}

void BM_WorldTick(benchmark::State& state) {
    const int units = static_cast<int>(state.range(0));
    BuiltWorld& built = worldOf(units);
    for (auto _ : state) built.world->tick();
    const auto counted = static_cast<double>(built.world->critters().size() + built.world->units().size());
    state.counters["units"] = counted;
    // Seconds per unit and tick (printed with an SI prefix: 850n is 850 ns).
    state.counters["per_unit"] =
        benchmark::Counter(counted, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.counters["bytes_per_unit"] = built.bytes_per_unit;
}
BENCHMARK(BM_WorldTick)->Arg(1000)->Iterations(300)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WorldTick)->Arg(10000)->Iterations(100)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WorldTick)->Arg(100000)->Iterations(20)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gaitlab::bench
