// The stress scene's generated map (engine/world/stress_map.h): its size, its share of blocked hexes, the same map
// from the same seed, and a world of many critters and units wandering it.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <numeric>
#include <stdexcept>

#include "engine/world/stress_map.h"
#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

TEST_CASE("stress map: size, about a tenth blocked, the centre movable, the same map from the same seed") {
    const HexMap map = makeStressMap({120, 80}, {"grass", "dirt"}, 42, 10);
    CHECK(map.size.width == 120);
    CHECK(map.size.height == 80);
    REQUIRE(map.blocked.size() == 120u * 80u);
    const int blocked = std::accumulate(map.blocked.begin(), map.blocked.end(), 0);
    CHECK(blocked > 120 * 80 * 8 / 100);
    CHECK(blocked < 120 * 80 * 12 / 100);
    CHECK(map.movable({60, 40}));
    CHECK(*std::max_element(map.tile_kind.begin(), map.tile_kind.end()) == 1);
    const HexMap again = makeStressMap({120, 80}, {"grass", "dirt"}, 42, 10);
    CHECK(again.blocked == map.blocked);
    CHECK(again.tile_kind == map.tile_kind);
    CHECK(makeStressMap({120, 80}, {"grass", "dirt"}, 43, 10).blocked != map.blocked);
}

TEST_CASE("stress map: bad arguments throw, the side follows the unit count within 40..1000") {
    CHECK_THROWS_AS((void)makeStressMap({0, 10}, {"grass"}, 1), std::invalid_argument);
    CHECK_THROWS_AS((void)makeStressMap({10, 10}, {}, 1), std::invalid_argument);
    CHECK_THROWS_AS((void)makeStressMap({10, 10}, {"grass"}, 1, 95), std::invalid_argument);
    CHECK(stressMapSide(1) == 40);
    CHECK(stressMapSide(2000) == 90);
    CHECK(stressMapSide(10000000) == 1000);
}

TEST_CASE("stress map: 200 critters and units wander it and stand on movable hexes") {
    const auto assets = std::make_shared<ShippedAssets>();
    World world(assets, makeStressMap({60, 60}, assets->map().tile_names, 7, 10), 12345, 99, 100);
    CHECK(world.critters().size() == 100);
    CHECK(world.units().size() == 100);
    for (int i = 0; i < 300; ++i) world.tick();
    int moving = 0;
    for (const WorldCritter& critter : world.critters()) {
        moving += critter.body().isMoving() ? 1 : 0;
        if (!critter.body().isMoving()) CHECK(world.map().movable(critter.body().hex()));
    }
    CHECK(moving > 0);
    CHECK(world.errors().empty());
}
