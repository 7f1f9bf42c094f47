// What the benchmark files share: the shipped assets loaded once, generated maps and paths, heap use.
#pragma once

#include <cstddef>
#include <memory>

#include <benchmark/benchmark.h>

#include "app/assets/asset_library.h"
#include "engine/hex/hex_map.h"
#include "engine/movement/moving_context.h"

namespace gaitlab::bench {

/// The source tree's assets/ (critters, tiles, map, tactics data), loaded on first use and kept.
[[nodiscard]] std::shared_ptr<AssetLibrary> sharedAssets();

/// A side x side stress map (engine/world/stress_map.h) of the shipped map's tiles, 10 % blocked, seed 7.
[[nodiscard]] HexMap stressMap(int side);

/// A path of `segments` segments of two steps each, turning between hex directions 1 and 2 (SE-ward), so it fits
/// a map from its centre when the map is at least 6 * segments + 2 hexes on a side.
[[nodiscard]] MovePath turningPath(int segments);

/// Bytes the heap has handed out now (glibc mallinfo2: uordblks + hblkhd).
[[nodiscard]] std::size_t heapInUse();

/// Keeps a value alive so the optimiser cannot drop the work that made it.
template <typename T>
void keep(const T& value) {
    benchmark::DoNotOptimize(value);
}

}  // namespace gaitlab::bench
