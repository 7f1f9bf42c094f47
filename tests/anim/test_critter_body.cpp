// CritterBody lifecycle (§5, DECISIONS "When movement selects the frame", "Movement stop and offset
// normalization"; D4, D5): frames and offsets chosen by the caller without movement, flags, anchors, stop and
// reload. The animation is passed explicitly, as CritterActor passes it; the time-driven frames of the state
// machine are tested through CritterActor (tests/anim/test_critter_actor_playback.cpp).
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <memory>
#include <string>

#include "../engine/critter_fixtures.h"
#include "engine/anim/critter_body.h"
#include "engine/sprite/placement.h"

using namespace gaitlab;

namespace {

using gaitlab::test::animationOf;

// E8x1 (DECISIONS "Field case fixtures"): 8 frames of NextX 4, T = (32,0), one hex per cycle; serves every direction.
std::shared_ptr<SpriteAnimation> e8x1() { return animationOf(std::vector<ipos>(8, ipos{4, 0}), 800); }

MovingContext eastPath(const HexGeometry& g, const HexMap& map, Hex start, int steps, int speed, int64_t t0,
                       ipos start_offset = {0, 0}) {
    MovePath path;
    path.steps.assign(static_cast<size_t>(steps), 1);
    path.control_steps = {static_cast<uint16_t>(steps)};
    return MovingContext(g, map.size, speed, path, start, start_offset, {0, 0}, t0);
}

// The selections the state machine makes in these cases: walk while moving, idle while standing.
const AnimSelection kWalk{CritterAnim::Walk};
const AnimSelection kIdle{CritterAnim::Idle};

}  // namespace

TEST_CASE("critter body: a walk sheet without movement gets no correction (D4)") {
    const HexGeometry g;
    const HexMap map = gaitlab::test::openMapOf(20, 20);
    auto walk = e8x1();
    CritterBody view(g, {5, 5}, 1);
    view.setAnimMapping([](CritterAnim) { return AnimFlags{true, false}; });  // idle also uses the walk flags
    view.setAnimations({walk, walk, walk});
    view.process(250, map, kIdle);
    view.process(550, map, AnimSelection{CritterAnim::Idle, 3});  // 300 ms of playback at 100 ms per frame
    CHECK(view.align().frame == 3);
    CHECK(view.align().offs_anim == ipos{0, 0});
    CHECK_FALSE(view.align().driven);
}

TEST_CASE("critter body: Freeze or no Movement flag keeps playback in charge while moving (D4)") {
    const HexGeometry g;
    const HexMap map = gaitlab::test::openMapOf(30, 30);
    auto walk = e8x1();
    for (const bool freeze : {true, false}) {
        CAPTURE(freeze);
        CritterBody view(g, {10, 10}, 1);
        view.setAnimations({nullptr, walk, walk});
        view.setAnimMapping([freeze](CritterAnim) { return AnimFlags{freeze, freeze}; });
        view.setMoving(eastPath(g, map, {10, 10}, 2, 40, 0));  // 800 ms per hex
        view.process(0, map, kWalk);
        view.process(250, map, AnimSelection{CritterAnim::Walk, 2});  // playback: 250 ms at 100 ms per frame
        CHECK_FALSE(view.align().driven);
        CHECK(view.align().anim == CritterAnim::Walk);
        CHECK(view.align().frame == 2);
        // With Movement (frozen) no correction; without it accum[2] = (12,0).
        CHECK(view.align().offs_anim == (freeze ? ipos{0, 0} : ipos{12, 0}));
        CHECK(view.hexOffset() == ipos{10, 0});  // 250/800 of 32 px
    }
}

TEST_CASE("critter body: every movement re-anchors at phase 0, stop normalises and keeps the facing (D5)") {
    const HexGeometry g;
    const HexMap map = gaitlab::test::openMapOf(30, 30);
    auto walk = e8x1();
    CritterBody view(g, {10, 10}, 4);
    view.setAnimations({nullptr, walk, walk});
    view.setMoving(eastPath(g, map, {10, 10}, 3, 40, 0));
    view.process(0, map, kWalk);
    CHECK(view.align().reanchored);
    CHECK(view.hdir() == 1);
    view.process(300, map, kWalk);  // 12 px: rel.T = 384 -> frame 2 (accum 12), offs 0
    CHECK_FALSE(view.align().reanchored);
    CHECK(view.align().frame == 2);
    CHECK(view.align().offs_anim == ipos{0, 0});
    const ipos world = view.logicalWorld();
    CHECK(view.stopMoving(map));
    CHECK_FALSE(view.isMoving());
    CHECK(view.hex() == Hex{10, 10});
    CHECK(view.hexOffset() == ipos{12, 0});  // the nearest hex is the current one
    CHECK(view.logicalWorld() == world);
    CHECK(view.hdir() == 1);
    // A new movement from there anchors at its own pos = 0: phase 0, frame 0, offs accum[0].
    view.setMoving(eastPath(g, map, view.hex(), 1, 40, 300, view.hexOffset()));
    view.process(300, map, kWalk);
    CHECK(view.align().reanchored);
    CHECK(view.align().anchor == ipos{0, 0});
    CHECK(view.align().frame == 0);
    CHECK(view.align().offs_anim == ipos{4, 0});
    // The world point adds the hex centre (16, 8) to the engine's centre-less sprite_world: hexPos(10,10) =
    // (10*16 - 10*32 + 16*5, 10*12 + 12*5) = (-80, 180); + HexOffset (12, 0) + offs_anim (4, 0) = (-64, 180).
    CHECK(view.spriteWorld() == ipos{-64, 180});
    CHECK(view.spriteRoot() == ipos{-48, 188});
    CHECK(view.spriteRoot() == critterRoot(g, view.hex(), view.hexOffset(), view.align().offs_anim));
}

TEST_CASE("critter body: stop refuses a blocked or outside nearest hex and changes nothing (D5)") {
    const HexGeometry g;
    HexMap map = gaitlab::test::openMapOf(30, 30);
    const Hex start{10, 10};
    const Hex east = g.stepUnsafe(start, 1);
    auto walk = e8x1();
    for (const bool blocked : {true, false}) {
        CAPTURE(blocked);
        map.setBlocked(east, blocked);
        CritterBody view(g, start, 1);
        view.setAnimations({nullptr, walk, walk});
        // A context starting 40 px east of the centre: the nearest hex is the east neighbour (+8 px).
        view.setMoving(eastPath(g, map, start, 1, 40, 0, {40, 0}));
        view.process(0, map, kWalk);
        REQUIRE(view.hexOffset() == ipos{40, 0});
        const ipos world = view.logicalWorld();
        CHECK(view.stopMoving(map) == !blocked);
        CHECK(view.hex() == (blocked ? start : east));
        CHECK(view.hexOffset() == (blocked ? ipos{40, 0} : ipos{8, 0}));
        CHECK(view.logicalWorld() == world);
        CHECK_FALSE(view.isMoving());
    }
    // Outside: at x = 0 the east neighbour has x = -1. A one-step W path starting 40 px east of the centre.
    const Hex edge_hex{0, 10};
    REQUIRE_FALSE(map.inside(g.stepUnsafe(edge_hex, 1)));
    MovePath west;
    west.steps = {4};
    west.control_steps = {1};
    CritterBody edge(g, edge_hex, 1);
    edge.setAnimations({nullptr, walk, walk});
    edge.setMoving(MovingContext(g, map.size, 40, west, edge_hex, {40, 0}, {0, 0}, 0));
    edge.process(0, map, kWalk);
    REQUIRE(edge.hexOffset() == ipos{40, 0});
    CHECK_FALSE(edge.stopMoving(map));
    CHECK(edge.hex() == edge_hex);
    CHECK(edge.hexOffset() == ipos{40, 0});
}

TEST_CASE("critter body: a reloaded sheet (new pointer) re-anchors with phase transfer, not from zero") {
    const HexGeometry g;
    const HexMap map = gaitlab::test::openMapOf(30, 30);
    auto walk = e8x1();
    CritterBody view(g, {10, 10}, 1);
    view.setAnimations({nullptr, walk, walk});
    view.setMoving(eastPath(g, map, {10, 10}, 3, 40, 0));
    view.process(0, map, kWalk);
    view.process(500, map, kWalk);  // pos 20: rel.T = 640 -> frame 4 (accum 20), offs 0
    REQUIRE(view.align().frame == 4);
    // Reload as E8x2 (8 frames of 8 px, T = (64,0)).
    auto reloaded = animationOf(std::vector<ipos>(8, ipos{8, 0}), 800);
    view.setAnimations({nullptr, reloaded, reloaded});
    walk.reset();  // the old data is gone from the caller's side
    // At t = 520 pos = 21 (20.8 rounded): old phase 672/1024 -> shift round(672*64/1024) = 42 -> anchor -21;
    // rel = 42, rel.T = 2688 of 4096, nearest accum.T is 2560 (frame 4, accum 40).
    view.process(520, map, kWalk);
    CHECK(view.align().reanchored);
    CHECK(view.align().anchor == ipos{-21, 0});
    CHECK(view.align().frame == 4);
    CHECK(view.align().offs_anim == ipos{-2, 0});  // -21 + 0 - 21 + 40
    CHECK(view.align().sheet == &reloaded->dirs[0]);
}

TEST_CASE("critter body: missing animations draw nothing, place() teleports and stops") {
    const HexGeometry g;
    const HexMap map = gaitlab::test::openMapOf(30, 30);
    CritterBody view(g, {3, 4}, 7);
    CHECK(view.hdir() == 1);
    view.process(0, map, kIdle);
    CHECK(view.currentFrame() == nullptr);
    CHECK(view.align().sheet == nullptr);
    view.setMoving(eastPath(g, map, {3, 4}, 2, 40, 0));
    view.process(100, map, kWalk);
    CHECK(view.isMoving());
    CHECK_FALSE(view.align().driven);  // no walk sheet: nothing to drive
    view.place({7, 8}, -1);
    CHECK_FALSE(view.isMoving());
    CHECK(view.hex() == Hex{7, 8});
    CHECK(view.hexOffset() == ipos{0, 0});
    CHECK(view.hdir() == 5);
    CHECK(view.logicalWorld() == g.hexPos({7, 8}));
    CHECK(std::string(critterAnimName(CritterAnim::Run)) == "run");
}

TEST_CASE("critter body: an aligner overflow names the sprite file and the direction") {
    const HexGeometry g;
    const HexMap map = gaitlab::test::openMapOf(30, 30);
    constexpr int kM = std::numeric_limits<int32_t>::max();
    // accum (-M,-M), (0,0), (M,M): TT fits int64, but |accum[0].T - cycle_proj| leaves it a few pixels into a walk.
    auto walk = std::make_shared<SpriteAnimation>();
    walk->source = "huge.fofrm";
    walk->dirs.resize(6);
    for (SpriteSheet& sheet : walk->dirs) {
        sheet.frames.resize(3);
        sheet.anim_ms = 300;
        sheet.cycle = WalkCycle::fromDeltas({{-kM, -kM}, {kM, kM}, {kM, kM}});
    }
    CritterBody body(g, {10, 10}, 4);
    body.setAnimations({nullptr, walk, walk});
    body.setMoving(eastPath(g, map, {10, 10}, 3, 40, 0));
    body.process(0, map, kWalk);
    try {
        body.process(300, map, kWalk);
        FAIL("no AlignerOverflow");
    } catch (const AlignerOverflow& e) {
        CHECK(std::string(e.what()) ==
              "huge.fofrm: direction 1: walk aligner: frame projection distance does not fit int64");
    }
}
