// The World: demo routes (DECISIONS "Visual acceptance matrix"), wanderers, asset hand-over and the draw list.
// Expected hexes from the stepping table of §1.3, times from ms per hex = 32000/speed (§8).
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <memory>

#include "app/assets/asset_library.h"
#include "app/headless/headless_render.h"
#include "app/scene/scenarios.h"
#include "engine/world/world.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

struct SceneWorld {
    std::filesystem::path dir = writeTempAssets("world");
    std::shared_ptr<AssetLibrary> assets = std::make_shared<AssetLibrary>(dir.string());
    std::unique_ptr<World> world;

    explicit SceneWorld(int wanderers = 0) {
        REQUIRE(assets->loadAll());
        world = std::make_unique<World>(assets, assets->map(), 3, wanderers);
    }
    ~SceneWorld() { std::filesystem::remove_all(dir); }
    const CritterBody& player() const { return world->critters()[0].body(); }
    void runUntil(int64_t t_ms) {
        while (world->nowMs() < t_ms) world->tick();
    }
    ipos logical() { return hexCentre(world->geometry(), player().hex()) + player().hexOffset(); }
};

}  // namespace

TEST_CASE("the player starts selected on the movable hex nearest the map centre") {
    SceneWorld world(2);
    REQUIRE(world.world->critters().size() == 3);
    CHECK(world.world->selected() == 0);
    CHECK(world.player().hex() == Hex{10, 10});
    CHECK_FALSE(world.world->critters()[0].wanders);
    CHECK(world.world->critters()[1].wanders);
}

TEST_CASE("straight walk: 8 hexes east at 70 px/s, then back after a rest") {
    SceneWorld world;
    REQUIRE(world.world->startRoute(0, DemoRoute::StraightWalk));
    const ipos start = world.logical();
    world.runUntil(1000);
    CHECK(world.player().isMoving());
    CHECK(world.player().align().anim == CritterAnim::Walk);
    // 8 hexes take 8 * 32000/70 = 3657.1 ms: still walking at 3600, standing at 3700.
    world.runUntil(3600);
    CHECK(world.player().isMoving());
    world.runUntil(3700);
    CHECK_FALSE(world.player().isMoving());
    // E steps x-1 (y+1 when the new x is odd): (10,10) -> (2,14), 8 * (32,0) pixels.
    CHECK(world.player().hex() == Hex{2, 14});
    CHECK(world.player().hexOffset() == ipos(0, 0));
    CHECK(world.logical() - start == ipos(256, 0));
    // After the 0.4 s rest the route walks back west.
    world.runUntil(4300);
    CHECK(world.player().isMoving());
    CHECK(world.player().hdir() == 4);
    world.runUntil(4100 + 3700);
    CHECK(world.logical() == start);
}

TEST_CASE("straight run uses 140 px/s and the run sheet") {
    SceneWorld world;
    REQUIRE(world.world->startRoute(0, DemoRoute::StraightRun));
    CHECK(world.world->critters()[0].speed == 140);
    world.runUntil(500);
    CHECK(world.player().align().anim == CritterAnim::Run);
    // 8 * 32000/140 = 1828.6 ms.
    world.runUntil(1800);
    CHECK(world.player().isMoving());
    world.runUntil(1850);
    CHECK(world.player().hex() == Hex{2, 14});
}

TEST_CASE("every direction: one hex in each of the 6 directions returns to the start") {
    SceneWorld world;
    REQUIRE(world.world->startRoute(0, DemoRoute::EveryDirection));
    world.world->tick();  // a move order starts on the critter's next tick (CritterActor::requestMove)
    REQUIRE(world.player().moving() != nullptr);
    const std::vector<uint16_t> segments{1, 2, 3, 4, 5, 6};
    CHECK(world.player().moving()->path().control_steps == segments);
    // Halfway through the second step the critter faces E (hdir 1); through the fifth, W (4).
    world.runUntil(457 + 228);
    CHECK(world.player().hdir() == 1);
    world.runUntil(4 * 457 + 228);
    CHECK(world.player().hdir() == 4);
    world.runUntil(6 * 457 + 60);  // 2742.9 ms
    CHECK_FALSE(world.player().isMoving());
    CHECK(world.player().hex() == Hex{10, 10});
}

TEST_CASE("turn during movement: E x3 then SE x3 in one path of two segments") {
    SceneWorld world;
    const ipos start = world.logical();
    REQUIRE(world.world->startRoute(0, DemoRoute::TurnDuringMovement));
    world.world->tick();  // the move order starts on the next tick
    REQUIRE(world.player().moving() != nullptr);
    const std::vector<uint16_t> segments{3, 6};
    CHECK(world.player().moving()->path().control_steps == segments);
    world.runUntil(6 * 457 + 60);
    CHECK(world.player().hex() == Hex{7, 15});
    CHECK(world.logical() - start == ipos(3 * 32 + 3 * 16, 3 * 12));
}

TEST_CASE("rapid stop/start reaches the end without a jump of the logical point") {
    SceneWorld world;
    REQUIRE(world.world->startRoute(0, DemoRoute::RapidStopStart));
    ipos last = world.logical();
    int stops = 0;
    int largest_step = 0;
    bool was_moving = true;
    bool first_stop_seen = false;
    while (world.world->nowMs() < 12000 && world.player().hex() != Hex{2, 14}) {
        world.world->tick();
        const ipos now = world.logical();
        largest_step = std::max({largest_step, std::abs(now.x - last.x), std::abs(now.y - last.y)});
        last = now;
        if (was_moving && !world.player().isMoving()) {
            ++stops;
            if (!first_stop_seen) {
                // Stopped after ~150 ms of walking (the route checks before each tick's process).
                CHECK(world.world->nowMs() >= 150);
                CHECK(world.world->nowMs() <= 170);
                first_stop_seen = true;
            }
        }
        was_moving = world.player().isMoving();
    }
    world.runUntil(world.world->nowMs() + 600);
    CHECK(world.player().hex() == Hex{2, 14});
    CHECK(stops >= 10);
    // 70 px/s over 10 ms is 0.7 px: any larger step would be a visible jump (D5).
    CHECK(largest_step <= 1);
}

TEST_CASE("wanderers pick reachable targets on their own and never stand on blocked hexes") {
    SceneWorld world(3);
    std::vector<int> moving_ticks(4, 0);
    for (int i = 0; i < 800; ++i) {
        world.world->tick();
        for (std::size_t c = 0; c < 4; ++c) {
            const CritterBody& view = world.world->critters()[c].body();
            if (view.isMoving()) ++moving_ticks[c];
            CHECK(world.world->map().movable(view.hex()));
        }
    }
    CHECK(moving_ticks[0] == 0);  // the player waits for the user
    for (std::size_t c = 1; c < 4; ++c) CHECK(moving_ticks[c] > 100);
}

TEST_CASE("reloaded animations are handed to every critter on the next tick") {
    SceneWorld world(1);
    const auto old_walk = world.assets->humanoid().walk;
    writeText(world.dir / "critters/humanoid/walk.fofrm", humanoidFofrm(2, 16));
    touchLater(world.dir / "critters/humanoid/walk.fofrm", 5);
    REQUIRE(world.assets->reloadChanged());
    world.world->tick();
    for (const WorldCritter& critter : world.world->critters()) {
        CHECK(critter.body().animations().walk == world.assets->humanoid().walk);
        CHECK(critter.body().animations().walk != old_walk);
        CHECK(critter.body().animations().walk->dirs[0].frameCount() == 2);
    }
}

TEST_CASE("world draw list: tiles first, then critters, with grid and blocked outlines on the ground") {
    SceneWorld world(2);
    world.world->tick();
    const DrawList list = buildWorldDrawList(*world.world, *world.assets, DrawOptions{true, true, false, false});
    REQUIRE(list.sprites.size() == 400 + 3);
    for (std::size_t i = 0; i < 400; ++i) CHECK(list.sprites[i].layer == DrawLayer::Tile);
    for (std::size_t i = 400; i < list.sprites.size(); ++i) CHECK(list.sprites[i].layer == DrawLayer::Critter);
    // Row 0 is grass, row 1 dirt; the first tile is hex (0,0).
    CHECK(list.sprites[0].key.name == "grass");
    CHECK(list.sprites[20].key.name == "dirt");
    CHECK(list.ground_lines.size() == 400 * 6 + 2 * 6);  // grid + two blocked hexes, under the critters
    CHECK(list.lines.empty());
    const DrawList bare = buildWorldDrawList(*world.world, *world.assets, DrawOptions{false, false, false, false});
    CHECK(bare.lines.empty());
    CHECK(bare.ground_lines.empty());
}

TEST_CASE("path and markers are drawn for the selected critter while it moves") {
    SceneWorld world;
    REQUIRE(world.world->startRoute(0, DemoRoute::StraightWalk));
    world.runUntil(200);
    const DrawList list = buildWorldDrawList(*world.world, *world.assets, DrawOptions{false, false, true, true});
    // 8 path segments on the ground; over the sprites the logical and root crosses (2 lines each), the anchor cross
    // (2) and the T vector (1).
    CHECK(list.ground_lines.size() == 8);
    CHECK(list.lines.size() == 2 + 2 + 2 + 1);
}
