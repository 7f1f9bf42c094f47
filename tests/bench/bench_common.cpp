#include "tests/bench/bench_common.h"

#include <malloc.h>

#include "engine/world/stress_map.h"

namespace gaitlab::bench {

std::shared_ptr<AssetLibrary> sharedAssets() {
    static const std::shared_ptr<AssetLibrary> assets = [] {
        auto library = std::make_shared<AssetLibrary>();
        library->loadAll();
        return library;
    }();
    return assets;
}

HexMap stressMap(int side) { return makeStressMap({side, side}, sharedAssets()->map().tile_names, 7, 10); }

MovePath turningPath(int segments) {
    MovePath path;
    for (int s = 0; s < segments; ++s) {
        const uint8_t dir = s % 2 == 0 ? 1 : 2;
        path.steps.push_back(dir);
        path.steps.push_back(dir);
        path.control_steps.push_back(static_cast<uint16_t>(path.steps.size()));
    }
    return path;
}

std::size_t heapInUse() {
    const struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}

}  // namespace gaitlab::bench
