// Critters of the world driven by the humanoid's state machine (DECISIONS "Animation systems"; D4, D17,
// D18): actions through World::act, the hit flash in the draw list, footstep events and their marks, kill and
// revive, and the definition's hot reload. Clip lengths come from the committed FOFRMs by hand: attack and
// knockback 6 frames at 12 fps = 500 ms, hurt 4 frames at 10 fps = 400 ms, death 8 frames at 10 fps = 800 ms.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <random>
#include <string>

#include "app/assets/asset_library.h"
#include "engine/world/world.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

struct StatesWorld {
    std::shared_ptr<AssetLibrary> assets = std::make_shared<AssetLibrary>(GAITLAB_ASSET_DIR);
    std::unique_ptr<World> world;

    StatesWorld() {
        REQUIRE(assets->loadAll());
        world = std::make_unique<World>(assets, assets->map(), 7, 0, 0);
    }
    const WorldCritter& player() const { return world->critters()[0]; }
    std::string state() const { return player().actor.machine().stateDef().name; }
    void runFor(int64_t ms) {
        const int64_t end = world->nowMs() + ms;
        while (world->nowMs() < end) world->tick();
    }
    /// The player's sprite in a fresh draw list.
    SpriteItem playerSprite(const DrawOptions& options = {}) const {
        const DrawList list = buildWorldDrawList(*world, *assets, options);
        for (const SpriteItem& item : list.sprites)
            if (item.layer == DrawLayer::Critter) return item;
        FAIL("no critter sprite in the draw list");
        return {};
    }
};

bool sameRgba(Rgba8 a, Rgba8 b) { return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a; }

}  // namespace

TEST_CASE("world critters use the humanoid definition and all seven animations") {
    StatesWorld world;
    REQUIRE(world.assets->critterStatesFile().fromFile());
    CHECK(world.player().actor.definition()->name == "humanoid");
    const CritterAnimations anims = world.assets->humanoid();
    for (CritterAnim anim : kCritterAnims) CHECK_MESSAGE(animationSlot(anims, anim) != nullptr, critterAnimName(anim));
    CHECK(world.state() == "idle");
}

TEST_CASE("attack plays 500 ms, locked, then falls back to idle") {
    StatesWorld world;
    REQUIRE(world.world->act(ActorRef::critter(0), WorldAction::Attack));
    world.world->tick();
    const int64_t entered = world.world->nowMs();
    CHECK(world.state() == "attack");
    CHECK(world.player().actor.state().locked);
    CHECK(world.player().body().align().anim == CritterAnim::Attack);
    world.runFor(490);
    CHECK(world.state() == "attack");
    world.runFor(10);
    CHECK(world.world->nowMs() - entered == 500);
    CHECK(world.state() == "idle");
    const auto& history = world.player().actor.history();
    REQUIRE(history.size() >= 2);
    CHECK(history.back().kind == anim::TransitionKind::Fallback);
}

TEST_CASE("hurt mid-attack wins by priority and flashes white for 80 ms") {
    StatesWorld world;
    world.world->act(ActorRef::critter(0), WorldAction::Attack);
    world.runFor(100);
    REQUIRE(world.state() == "attack");
    CHECK(world.playerSprite().flash.a == 0);
    world.world->act(ActorRef::critter(0), WorldAction::Hurt);
    world.world->tick();
    CHECK(world.state() == "hurt");  // global, priority 5 > attack's 3 (D17)
    CHECK(world.player().actor.history().back().kind == anim::TransitionKind::Global);
    // The overlay layer: flash colour (1,1,1) at strength 1 -> (255,255,255,255) for 80 ms from entering.
    CHECK(sameRgba(world.playerSprite().flash, Rgba8{255, 255, 255, 255}));
    world.runFor(70);
    CHECK(world.playerSprite().flash.a == 255);
    world.runFor(10);
    CHECK(world.playerSprite().flash.a == 0);
    // The flash never changes the base layer's frame: hurt shows its own frame 0 still (4 frames at 100 ms).
    CHECK(world.player().actor.state().frame == 0);
    world.runFor(400 - 80 - 10);
    CHECK(world.state() == "hurt");
    world.runFor(10);
    CHECK(world.state() == "idle");
}

TEST_CASE("kill while walking stops on a passable hex, holds death, refuses walks until revived") {
    StatesWorld world;
    const Hex start = world.player().body().hex();
    const Hex target{start.x - 6, start.y + 3};
    REQUIRE(world.world->walkTo(ActorRef::critter(0), target));
    world.runFor(300);
    REQUIRE(world.state() == "walk");
    REQUIRE(world.player().body().isMoving());
    world.world->act(ActorRef::critter(0), WorldAction::Kill);
    world.world->tick();
    CHECK(world.state() == "death");
    CHECK_FALSE(world.player().body().isMoving());
    CHECK(world.world->map().movable(world.player().body().hex()));
    CHECK_FALSE(world.world->walkTo(ActorRef::critter(0), target));
    world.runFor(2000);
    CHECK(world.state() == "death");
    CHECK(world.player().actor.state().finished);
    CHECK(world.player().actor.state().frame == 7);  // the last of death's 8 frames
    world.world->act(ActorRef::critter(0), WorldAction::Revive);
    world.world->tick();
    CHECK(world.state() == "idle");
    CHECK(world.world->walkTo(ActorRef::critter(0), target));
}

TEST_CASE("footstep events fire while walking and leave fading marks where they fired") {
    StatesWorld world;
    const Hex start = world.player().body().hex();
    REQUIRE(world.world->walkTo(ActorRef::critter(0), Hex{start.x - 6, start.y + 3}));  // 6 hexes east: one screen row
    world.runFor(1000);
    REQUIRE(world.state() == "walk");
    const auto& events = world.world->events();
    const auto footsteps = std::count_if(events.begin(), events.end(), [](const WorldEvent& e) {
        return e.name == "footstep" && e.source == "frame" && e.who == "player";
    });
    // Walk: 9 frames, footsteps on frames 2 and 6 (events.json); 1 s at 70 px/s covers 70 px, more than one
    // 64 px cycle, so at least two footsteps fired.
    CHECK(footsteps >= 2);
    const int row_y = hexCentre(world.world->geometry(), start).y;
    for (const WorldEvent& e : events) CHECK(e.point.y == row_y);  // on the row walked, at the sprite root
    auto marks = [&](bool on) {
        DrawOptions options;
        options.footsteps = on;
        options.grid = options.blocked = options.path = options.markers = false;
        const DrawList list = buildWorldDrawList(*world.world, *world.assets, options);
        CHECK(list.lines.empty());  // the marks lie on the ground
        return list.ground_lines.size();
    };
    CHECK(marks(true) == 2 * static_cast<std::size_t>(footsteps));
    CHECK(marks(false) == 0);
    world.world->stop(ActorRef::critter(0));
    world.runFor(World::kEventMemoryMs + 20);
    CHECK(world.world->events().empty());
}

TEST_CASE("knock back shifts the sprite by the accumulated NextX/NextY while the hex stays") {
    StatesWorld world;
    const Hex hex = world.player().body().hex();
    const ipos before = world.playerSprite().top_left;
    world.world->act(ActorRef::critter(0), WorldAction::KnockBack);
    world.runFor(250);
    REQUIRE(world.state() == "knockback");
    CHECK(world.player().body().hex() == hex);
    CHECK(world.player().body().align().offs_anim != ipos(0, 0));
    CHECK(world.playerSprite().top_left != before);
}

TEST_CASE("the critter definition reloads from disk, a broken one keeps the last good and shows the error") {
    const std::filesystem::path dir = writeTempAssets("states");
    std::filesystem::create_directories(dir / "anim");
    const std::filesystem::path file = dir / "anim" / "humanoid.states.json";
    auto assets = std::make_shared<AssetLibrary>(dir.string());
    REQUIRE(assets->loadAll());
    CHECK_FALSE(assets->critterStatesFile().fromFile());  // no file: the built-in idle/walk/run
    World world(assets, assets->map(), 1, 0, 0);
    CHECK(world.critters()[0].actor.definition() == builtInCritterStates());

    const std::string good = R"({"name": "test def", "time_unit": "ms", "initial": "idle", "states": [
        {"name": "idle", "priority": 0, "mode": "loop", "frames": [100]},
        {"name": "walk", "priority": 0, "mode": "loop", "movement": true, "frames": [100]}],
      "transitions": [{"from": "idle", "to": "walk", "priority": 1, "when": {"flag": "moving"}},
                      {"from": "walk", "to": "idle", "priority": 0, "when": {"not": {"flag": "moving"}}}]})";
    writeText(file, good);
    touchLater(file, 2);
    CHECK(assets->reloadChanged());
    world.tick();
    CHECK(world.critters()[0].actor.definition()->name == "test def");
    CHECK(assets->errors().empty());

    writeText(file, R"({"name": "bad", "time_unit": "ticks", "initial": "idle", "states": [
        {"name": "idle", "priority": 0, "mode": "loop", "frames": [10]}], "transitions": []})");
    touchLater(file, 4);
    assets->reloadChanged();
    world.tick();
    REQUIRE(assets->errors().size() == 1);
    CHECK(assets->errors()[0].message.find("humanoid.states.json") != std::string::npos);
    CHECK(assets->errors()[0].message.find("expected \"ms\"") != std::string::npos);
    CHECK(world.critters()[0].actor.definition()->name == "test def");

    writeText(file, R"({"name": "bad", "time_unit": "ms", "initial": "idle", "states": [
        {"name": "idle", "priority": 0, "mode": "loop", "frames": [100]},
        {"name": "walk", "priority": 0, "mode": "loop", "frames": [100]}], "transitions": []})");
    touchLater(file, 5);
    assets->reloadChanged();
    REQUIRE(assets->errors().size() == 1);
    CHECK(assets->errors()[0].message.find("/states/1/movement: expected true for walk") != std::string::npos);

    writeText(file, R"({"name": "bad", "time_unit": "ms", "initial": "sleep", "states": []})");
    touchLater(file, 6);
    assets->reloadChanged();
    REQUIRE(assets->errors().size() == 1);
    CHECK(assets->errors()[0].message.find("humanoid.states.json") != std::string::npos);
    CHECK(world.critters()[0].actor.definition()->name == "test def");
    std::filesystem::remove_all(dir);
}

TEST_CASE("an action sprite the definition plays but whose file is missing is an error until it appears") {
    namespace fs = std::filesystem;
    const fs::path dir =
        fs::temp_directory_path() / ("gaitlab_states_missing_" + std::to_string(std::random_device{}()));
    fs::copy(GAITLAB_ASSET_DIR, dir, fs::copy_options::recursive);
    const fs::path death = dir / "critters" / "humanoid" / "death.fofrm";
    const fs::path kept = dir / "death.fofrm.kept";
    fs::rename(death, kept);
    AssetLibrary assets(dir.string());
    CHECK_FALSE(assets.loadAll());
    REQUIRE(assets.errors().size() == 1);
    CHECK(assets.errors()[0].message.find("death.fofrm: missing: state 'death' of ") != std::string::npos);
    CHECK(assets.humanoid().death == nullptr);
    fs::rename(kept, death);
    assets.reloadChanged();
    CHECK(assets.errors().empty());
    REQUIRE(assets.humanoid().death != nullptr);
    CHECK(assets.humanoid().death->dirs[0].frameCount() == 8);
    fs::remove_all(dir);
}
