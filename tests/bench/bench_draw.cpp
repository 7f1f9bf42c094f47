// Building the frame's draw list (engine/draw/world_draw_list.h, sorting included) per ground tile and per sprite,
// and atlas packing (render/shelf_packer.h) per frame of the shipped walk.
#include <memory>
#include <vector>

#include "engine/draw/world_draw_list.h"
#include "engine/formats/fofrm_reader.h"
#include "engine/world/world.h"
#include "render/shelf_packer.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

DrawOptions listOnly() {  // tiles and sprites; no grid, blocked outlines, path, markers or footsteps
    DrawOptions options;
    options.grid = options.blocked = options.path = options.markers = options.footsteps = false;
    return options;
}

std::size_t tileItems(const DrawList& list) {
    std::size_t tiles = 0;
    for (const SpriteItem& item : list.sprites) tiles += item.layer == DrawLayer::Tile ? 1 : 0;
    return tiles;
}

// A 100x100 map and one critter: the list is all ground tiles.
void BM_DrawListPerTile(benchmark::State& state) {
    const auto assets = sharedAssets();
    World world(assets, stressMap(100), 12345, 0, 0);
    world.tick();
    std::size_t tiles = 0;
    for (auto _ : state) {
        const DrawList list = buildWorldDrawList(world, *assets, listOnly());
        tiles = tileItems(list);
        keep(list.sprites.data());
    }
    state.counters["tiles"] = static_cast<double>(tiles);
    state.counters["per_tile"] =
        benchmark::Counter(static_cast<double>(tiles),
                           benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_DrawListPerTile)->Unit(benchmark::kMicrosecond);

// 1,000 critters and 1,000 tactics units walking a 20x20 map: the list is mostly sprites (a unit draws several
// tiles of its sheet). per_sprite divides the whole build (its 400 ground tiles included) by the sprite items.
void BM_DrawListPerSprite(benchmark::State& state) {
    const auto assets = sharedAssets();
    World world(assets, stressMap(20), 12345, 999, 1000);
    for (int i = 0; i < 100; ++i) world.tick();
    std::size_t sprites = 0;
    for (auto _ : state) {
        const DrawList list = buildWorldDrawList(world, *assets, listOnly());
        sprites = list.sprites.size() - tileItems(list);
        keep(list.sprites.data());
    }
    state.counters["sprites"] = static_cast<double>(sprites);
    state.counters["per_sprite"] =
        benchmark::Counter(static_cast<double>(sprites),
                           benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_DrawListPerSprite)->Unit(benchmark::kMicrosecond);

// Every frame of the shipped walk's six directions, packed onto 2048x2048 pages (a new page when one is full).
void BM_AtlasPackingPerFrame(benchmark::State& state) {
    const SpriteAnimation walk = loadFofrm(std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid/walk.fofrm");
    std::vector<ipos> sizes;
    for (const SpriteSheet& sheet : walk.dirs)
        for (const SpriteFrame& frame : sheet.frames) sizes.push_back({frame.width, frame.height});
    for (auto _ : state) {
        ShelfPacker packer(2048, 2048);
        for (const ipos size : sizes) {
            auto at = packer.insert(size.x, size.y);
            if (!at) {
                packer = ShelfPacker(2048, 2048);
                at = packer.insert(size.x, size.y);
            }
            keep(at);
        }
    }
    state.counters["frames"] = static_cast<double>(sizes.size());
    state.counters["per_frame"] =
        benchmark::Counter(static_cast<double>(sizes.size()),
                           benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_AtlasPackingPerFrame);

}  // namespace
}  // namespace gaitlab::bench
