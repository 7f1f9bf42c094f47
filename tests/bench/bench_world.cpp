// A whole World::tick (intents, wanderers' path finding, state machines, movement, alignment, tactics units, events)
// for 1,000, 10,000 and 100,000 critters and tactics units, half each, wandering a 1000x1000 stress map (10 %
// blocked), reported per unit; and the heap the world holds per unit.
#include <map>
#include <memory>

#include "engine/world/stress_map.h"
#include "engine/world/world.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

constexpr int kWarmUpTicks = 100;  // 1 s of world time: the wanderers' first rests (0.3-1.5 s) are mostly over

struct BuiltWorld {
    std::unique_ptr<World> world;
    double bytes_per_unit = 0.0;
};

// One world per unit count, built on first use (building 100,000 takes a while) and ticked on by every run.
BuiltWorld& worldOf(int units) {
    static std::map<int, BuiltWorld> worlds;
    auto found = worlds.find(units);
    if (found != worlds.end()) return found->second;
    static const auto map = std::make_shared<HexMap>(stressMap(1000));
    const auto assets = sharedAssets();
    const std::size_t before = heapInUse();
    BuiltWorld built;
    built.world = std::make_unique<World>(assets, *map, 12345, units / 2 - 1, units / 2);
    for (int i = 0; i < kWarmUpTicks; ++i) built.world->tick();
    const std::size_t after = heapInUse();
    built.bytes_per_unit = after > before ? static_cast<double>(after - before) / units : 0.0;
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
BENCHMARK(BM_WorldTick)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WorldTick)->Arg(100000)->Iterations(10)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gaitlab::bench
