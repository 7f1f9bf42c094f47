// A soak run (issue of gait acceptance, DECISIONS "Gait metrics"): many critters wandering the demo map with random
// stops, turns and speed changes for a long time. On every tick of every critter: while the aligner drives one sheet
// the sprite moves only at frame changes, and then by exactly the authored deltas between the two frames (plus T per
// cycle passed); offs_anim stays bounded; every critter that stands, stands on a movable hex.
#include <doctest/doctest.h>

#include <cstdlib>
#include <memory>
#include <random>
#include <vector>

#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

// 100,000 ticks of 200 critters; GAITLAB_SOAK_TICKS shortens it (the sanitizer build runs a tenth).
int soakTicks() {
    if (const char* v = std::getenv("GAITLAB_SOAK_TICKS")) return std::max(1, std::atoi(v));
#if defined(__SANITIZE_ADDRESS__)
    return 10000;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return 10000;
#else
    return 100000;
#endif
#else
    return 100000;
#endif
}

struct Seen {
    const SpriteSheet* sheet = nullptr;
    bool driven = false;
    int frame = 0;
    int64_t cycle = 0;
    ipos sprite{0, 0};
    uint64_t moves = 0;
};

}  // namespace

TEST_CASE("soak: 200 critters on random paths, stops, turns and speed changes keep the sprite on its deltas") {
    constexpr int kCritters = 200;
    const int ticks = soakTicks();
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 4242, kCritters - 1, 0);
    world.haltWanderers();  // the test drives every critter itself
    REQUIRE(world.critters().size() == static_cast<std::size_t>(kCritters));
    std::mt19937 rng(99);
    std::vector<Seen> seen(static_cast<std::size_t>(kCritters));
    int64_t checked_steps = 0;
    int64_t frame_changes = 0;
    int stops = 0;
    int walks = 0;
    int speed_changes = 0;
    int max_offs = 0;
    for (int t = 0; t < ticks; ++t) {
        // Every critter standing gets a random target nearby at a random walk or run speed; now and then one is
        // stopped mid-step or changes speed mid-move (walk <-> run through phase transfer).
        if (t % 5 == 0)
            for (int i = 0; i < kCritters; ++i) {
                const WorldCritter& c = world.critters()[static_cast<std::size_t>(i)];
                if (c.busyMoving()) continue;
                const Hex from = c.body().hex();
                const Hex to{from.x + static_cast<int>(rng() % 13) - 6, from.y + static_cast<int>(rng() % 13) - 6};
                if (!world.map().size.contains(to)) continue;
                if (!world.map().movable(to)) continue;
                world.setSpeed(ActorRef::critter(i), 40 + static_cast<int>(rng() % 140));
                if (world.walkTo(ActorRef::critter(i), to)) ++walks;
            }
        if (t % 7 == 0) {
            const int i = static_cast<int>(rng() % kCritters);
            if (rng() % 3 == 0) {
                world.stop(ActorRef::critter(i));
                ++stops;
            } else {
                world.setSpeed(ActorRef::critter(i), 40 + static_cast<int>(rng() % 140));
                ++speed_changes;
            }
        }
        world.tick();
        for (int i = 0; i < kCritters; ++i) {
            const WorldCritter& c = world.critters()[static_cast<std::size_t>(i)];
            const CritterBody& body = c.body();
            const AlignInfo& a = body.align();
            Seen now{a.sheet, a.driven, a.frame, a.walk.cycle_number, body.spriteWorld(), body.mover().movementCount()};
            Seen& before = seen[static_cast<std::size_t>(i)];
            // The same movement and sheet, driven on both ticks and not re-anchored: the sprite moved by the authored
            // motion between the two frames, exactly.
            if (t > 0 && now.driven && before.driven && now.sheet == before.sheet && now.moves == before.moves &&
                !a.reanchored && a.sheet) {
                const WalkCycle& cycle = a.sheet->cycle;
                const ipos expected = cycle.accum[static_cast<std::size_t>(now.frame)] -
                                      cycle.accum[static_cast<std::size_t>(before.frame)] +
                                      cycle.total * static_cast<int>(now.cycle - before.cycle);
                if (now.sprite - before.sprite != expected) {
                    FAIL_CHECK("critter " << i << " at " << world.nowMs() << " ms moved ("
                                          << (now.sprite - before.sprite).x << "," << (now.sprite - before.sprite).y
                                          << "), its deltas say (" << expected.x << "," << expected.y << ")");
                }
                ++checked_steps;
                if (now.frame != before.frame) ++frame_changes;
            }
            // No offset grows: offs_anim stays within a stride of the logical point.
            max_offs = std::max({max_offs, std::abs(a.offs_anim.x), std::abs(a.offs_anim.y)});
            if (!body.isMoving() && !c.busyMoving() && !world.map().movable(body.hex()))
                FAIL_CHECK("critter " << i << " stands on a blocked hex at " << world.nowMs() << " ms");
            before = now;
        }
    }
    MESSAGE(ticks << " ticks: " << checked_steps << " driven steps checked, " << frame_changes << " frame changes, "
                  << walks << " walks, " << stops << " stops, " << speed_changes << " speed changes, max |offs_anim| "
                  << max_offs << " px");
    CHECK(checked_steps > static_cast<int64_t>(ticks) * kCritters / 10);  // most critters walk most of the time
    CHECK(frame_changes > checked_steps / 40);
    CHECK(stops > 0);
    // A stride of the shipped run is 64 px at most; offs_anim is the gap between the sprite and the logical point.
    CHECK(max_offs <= 64);
}
