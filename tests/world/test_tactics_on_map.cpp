// Tactics units on the hex map (D15; DECISIONS "Tactics sprite data"): facing for every hex
// direction and the no-flicker rule, walk frames chosen by position through the walk-cycle aligner (monotonic
// advance, same distance -> same frame at two speeds), the camera step re-resolving views as viewOf says, idle
// frames, actions (requested of the unit's state machine, assets/anim/tactics.states.json) and their tick events,
// selection and the draw list. The generated unit (assets/tactics) is the
// data; expected frame numbers are read from its JSON with nlohmann directly, not through the runtime.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/anim/state_machine_def.h"
#include "engine/hex/path_finder.h"
#include "engine/tactics/atlas_loader.h"
#include "engine/world/tactics_unit.h"
#include "engine/world/world.h"
#include "shipped_assets.h"
#include "tactics_field.h"

using namespace gaitlab;
using gaitlab::testing::ShippedAssets;
using gaitlab::testing::TacticsField;

namespace {

nlohmann::json rawData() {
    std::ifstream in(testing::kTacticsData);
    return nlohmann::json::parse(in);
}

std::shared_ptr<const tactics::Atlas> generatedAtlas() { return TacticsField().atlas; }

// The units' state machine definition as shipped (time unit ticks).
std::shared_ptr<const anim::StateMachineDef> unitStates() { return TacticsField().states; }

using Field = TacticsField;

/// The first frame i of a cycle with accum[i] = (2(i+1), 0) and T = (16, 0) nearest r = rel.x mod 16 (DECISIONS
/// "Frame selection" on one axis, brute force).
int expectedWalkFrame(int rel_x) {
    const int r = ((rel_x % 16) + 16) % 16;
    int best = 0;
    for (int i = 1; i < 8; ++i)
        if (std::abs(2 * (i + 1) - r) < std::abs(2 * (best + 1) - r)) best = i;
    return best;
}

}  // namespace

TEST_CASE("a walking unit faces per D15 in each of the six hex directions") {
    Field field;
    const auto atlas = generatedAtlas();
    const auto states = unitStates();
    // Starting facing SE (from hdir 2); E keeps SE, W turns to NW.
    const int expected[6] = {7, 1, 1, 3, 5, 5};
    for (int hdir = 0; hdir < 6; ++hdir) {
        CAPTURE(hdir);
        TacticsUnit unit("u", field.geometry, Hex{20, 20}, 2, atlas, states);
        REQUIRE(unit.setMoving(field.walk(unit, hdir, 3, 36, 0)));
        for (int64_t t = 10; t <= 500; t += 10) unit.tick(t, field.map);
        CHECK(unit.isMoving());
        CHECK(unit.hdir() == hdir);
        CHECK(unit.facing() == expected[hdir]);
        CHECK(unit.view() == (expected[hdir] + kMapCameraStep) % 8);
    }
}

TEST_CASE("no flicker on the map: E after NE stays NE, W after SW stays SW, and facings hold after the stop") {
    Field field;
    const auto atlas = generatedAtlas();
    const auto states = unitStates();
    TacticsUnit unit("u", field.geometry, Hex{20, 20}, 0, atlas, states);  // facing NE (7)
    REQUIRE(unit.facing() == 7);
    REQUIRE(unit.setMoving(field.walk(unit, 1, 2, 60, 0)));  // E
    int64_t t = 0;
    while (t < 3000) {
        t += 10;
        unit.tick(t, field.map);
        CHECK(unit.facing() == 7);
    }
    CHECK_FALSE(unit.isMoving());
    CHECK(unit.facing() == 7);

    TacticsUnit west("w", field.geometry, Hex{20, 20}, 3, atlas, states);  // facing SW (3)
    REQUIRE(west.setMoving(field.walk(west, 4, 2, 60, 0)));                // W
    for (int64_t s = 10; s <= 600; s += 10) {
        west.tick(s, field.map);
        CHECK(west.facing() == 3);
    }
    // A fresh unit facing SE walking W turns to NW.
    TacticsUnit fresh("f", field.geometry, Hex{20, 20}, 2, atlas, states);
    REQUIRE(fresh.setMoving(field.walk(fresh, 4, 2, 60, 0)));
    fresh.tick(10, field.map);
    CHECK(fresh.facing() == 5);
}

TEST_CASE("walking E: the walk deltas drive the aligner, the unit advances monotonically, frames follow distance") {
    Field field;
    const auto atlas = generatedAtlas();
    const auto states = unitStates();
    const nlohmann::json raw = rawData();
    // Facing SE at camera step 7: view 0, pattern 0, front and mirrored; the Walk's front sequence.
    const int walk_front = raw["animations"][0]["front"].get<int>();
    const std::vector<int> walk_frames = raw["sequences"][static_cast<std::size_t>(walk_front)]["frames"];
    std::map<int, int> frame_at_speed[2];
    const int speeds[2] = {36, 61};
    for (int k = 0; k < 2; ++k) {
        TacticsUnit unit("u", field.geometry, Hex{10, 20}, 1, atlas, states);
        REQUIRE(unit.setMoving(field.walk(unit, 1, 6, speeds[k], 0)));
        int previous_x = -1 << 30;
        for (int64_t t = 10; unit.isMoving() && t < 20000; t += 10) {
            unit.tick(t, field.map);
            if (!unit.align().driven) break;
            CAPTURE(t);
            CHECK(unit.view() == 0);
            CHECK(unit.pose().mirrored);
            CHECK(unit.walkCycle().total == ipos(16, 0));
            CHECK(unit.groundPoint().x >= previous_x);
            CHECK(unit.groundPoint().y == unit.logicalPoint().y);  // an E walk with du = 0 never bobs
            previous_x = unit.groundPoint().x;
            const int frame = unit.align().frame;
            CHECK(frame == expectedWalkFrame(unit.align().pos.x - unit.align().anchor.x));
            CHECK(unit.pose().index == frame);
            CHECK(unit.pose().shp == walk_frames[static_cast<std::size_t>(frame)]);
            CHECK(unit.animationName() == "Walk");
            // The unit stands on a whole stride: anchor + 16·cycles + accum[frame] from where it started.
            const int from_start = unit.groundPoint().x - (hexCentre(field.geometry, Hex{10, 20}).x);
            CHECK(from_start ==
                  unit.align().anchor.x + 16 * static_cast<int>(unit.align().walk.cycle_number) + 2 * (frame + 1));
            frame_at_speed[k][unit.align().rel.x] = frame;
        }
    }
    int shared = 0;
    // Distance walked from the anchor (pos - anchor), the aligner's own measure of progress.
    for (const auto& [rel_x, frame] : frame_at_speed[0]) {
        const auto other = frame_at_speed[1].find(rel_x);
        if (other == frame_at_speed[1].end()) continue;
        CAPTURE(rel_x);
        CHECK(other->second == frame);
        ++shared;
    }
    CHECK(shared > 100);  // 6 hexes = 192 px; the faster walk skips some positions
}

TEST_CASE("a turn re-anchors with the phase kept, and standing draws idleFrames of the view") {
    Field field;
    const auto atlas = generatedAtlas();
    const auto states = unitStates();
    const nlohmann::json raw = rawData();
    TacticsUnit unit("u", field.geometry, Hex{20, 20}, 2, atlas, states);
    MovePath path;
    path.steps = {2, 2, 0, 0};  // SE, SE, NE, NE: the facing changes from 1 to 7 on the way
    path.control_steps = controlStepsFor(path.steps);
    REQUIRE(unit.setMoving(MovingContext(field.geometry, field.map.size, 40, path, unit.hex(), {0, 0}, {0, 0}, 0)));
    int reanchors = 0;
    int64_t t = 0;
    bool saw_ne = false;
    while (t < 10000) {
        t += 10;
        unit.tick(t, field.map);
        if (unit.align().reanchored) ++reanchors;
        if (unit.isMoving() && unit.hdir() == 0) {
            saw_ne = true;
            CHECK(unit.facing() == 7);
            CHECK(unit.view() == 6);  // back, mirrored: walking away to the right
            CHECK(unit.walkCycle().total == ipos(16, -12));
        }
        if (!unit.isMoving() && t > 200) break;
    }
    CHECK(saw_ne);
    CHECK(reanchors == 2);  // the first anchor, then one transfer at the turn
    unit.tick(t + 10, field.map);
    CHECK(unit.action() == TacticsAction::Idle);
    CHECK(unit.animationName() == "Idle");
    CHECK(unit.pose().shp == raw["idleFrames"][6].get<int>());
    CHECK_FALSE(unit.pose().mirrored);
    CHECK(unit.align().offs_anim == ipos(0, 0));
}

TEST_CASE("the camera step re-resolves every unit's view as viewOf says") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 7, 0, 3);
    world.haltWanderers();
    REQUIRE(world.units().size() == 3);
    const nlohmann::json raw = rawData();
    const int pattern_table[8] = {0, 1, 1, 2, 2, 3, 3, 0};
    for (int step = -1; step <= 8; ++step) {
        world.setCameraStep(step);
        world.tick();
        const int wrapped = ((step % 8) + 8) % 8;
        CHECK(world.cameraStep() == wrapped);
        for (const WorldUnit& entry : world.units()) {
            const TacticsUnit& unit = entry.actor;
            const int view = (unit.facing() + wrapped) % 8;
            CAPTURE(step);
            CAPTURE(unit.facing());
            CHECK(unit.view() == view);
            CHECK(unit.pose().view == view);
            CHECK(unit.pose().pattern == pattern_table[view]);
            CHECK(unit.pose().back == (pattern_table[view] >= 2));
            CHECK_FALSE(unit.pose().mirrored);  // idle: the frames carry their own flips (R15)
            CHECK(unit.pose().shp == raw["idleFrames"][static_cast<std::size_t>(view)].get<int>());
        }
    }
}

TEST_CASE("Swing fires PostGenericAttack at its hit tick and returns to idle, Death holds its last frame") {
    Field field;
    const auto atlas = generatedAtlas();
    const auto states = unitStates();
    const nlohmann::json raw = rawData();
    TacticsUnit unit("u", field.geometry, Hex{20, 20}, 2, atlas, states);
    unit.tick(0, field.map);
    REQUIRE(unit.play(TacticsAction::Swing, field.map));
    // The request reaches the state machine on the first whole tick after the 0 ms process (tick 1, 16.7 ms: the
    // 20 ms process), which enters attack at machine tick 1. hitTick 16 of Swing is machine tick 17, 283.3 ms: the
    // 10 ms process at 290 ms reaches it. The whole swing is 6+10+4+8+8+10 = 46 ticks: finished at machine tick 47,
    // 783.3 ms, idle from the 790 ms process.
    const int64_t hit_tick = raw["animations"][2]["hitTick"].get<int64_t>();
    REQUIRE(hit_tick == 16);
    unit.tick(10, field.map);
    CHECK(unit.action() == TacticsAction::Idle);
    int64_t fired_at = -1;
    for (int64_t t = 20; t <= 780; t += 10) {
        unit.tick(t, field.map);
        CHECK(unit.action() == TacticsAction::Swing);
        for (const TacticsEventNote& note : unit.events())
            if (note.label == "PostGenericAttack" && fired_at < 0) {
                fired_at = note.at_ms;
                CHECK(note.tick == hit_tick);
                CHECK(note.animation == "Swing");
                CHECK(note.source == "tick");
            }
    }
    CHECK(fired_at == 290);
    unit.tick(790, field.map);
    CHECK(unit.action() == TacticsAction::Idle);

    REQUIRE(unit.play(TacticsAction::Death, field.map));
    for (int64_t t = 800; t <= 3000; t += 10) unit.tick(t, field.map);
    CHECK(unit.dead());
    const int death_front = raw["animations"][4]["front"].get<int>();
    CHECK(unit.pose().shp == raw["sequences"][static_cast<std::size_t>(death_front)]["frames"][3].get<int>());
    CHECK_FALSE(unit.setMoving(field.walk(unit, 1, 2, 36, 3000)));  // the dead do not walk
    CHECK_FALSE(unit.play(TacticsAction::Swing, field.map));
    unit.revive();
    // Revive is latched until death is left: 3010 ms is still tick 180 (no whole tick), 3020 ms is tick 181.
    unit.tick(3010, field.map);
    CHECK(unit.action() == TacticsAction::Death);
    unit.tick(3020, field.map);
    CHECK(unit.action() == TacticsAction::Idle);
    CHECK_FALSE(unit.dead());
}

TEST_CASE("tab cycles the critters, then the tactics units, then back to the first critter") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 7, 1, 2);
    REQUIRE(world.critters().size() == 2);
    REQUIRE(world.units().size() == 2);
    CHECK(world.selected() == 0);
    CHECK_FALSE(world.selectedUnit());
    world.selectNext();
    CHECK(world.selected() == 1);
    world.selectNext();
    CHECK(world.selectedUnit() == 0);
    CHECK(world.selectedPoint() == world.units()[0].actor.logicalPoint());
    world.selectNext();
    CHECK(world.selectedUnit() == 1);
    world.selectNext();
    CHECK_FALSE(world.selectedUnit());
    CHECK(world.selected() == 0);
}

TEST_CASE("the draw list holds each unit's tiles back to front, pivoted on the stance point 20 px above its soles") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 7, 0, 1);
    world.haltWanderers();
    world.tick();
    const TacticsUnit& unit = world.units()[0].actor;
    const ipos centre = hexCentre(world.geometry(), unit.hex());
    CHECK(unit.groundPoint() == centre);
    CHECK(unit.stancePoint() == centre - ipos(0, 20));
    DrawOptions options;
    options.grid = options.blocked = options.path = options.markers = false;
    const DrawList list = buildWorldDrawList(world, *assets, options);
    std::vector<const SpriteItem*> tiles;
    for (const SpriteItem& item : list.sprites)
        if (item.key.kind == SpriteKey::Kind::Cell) tiles.push_back(&item);
    const tactics::Pose& pose = unit.pose();
    REQUIRE(tiles.size() == pose.tiles.size());
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        CAPTURE(i);
        CHECK(tiles[i]->pivoted);
        CHECK(tiles[i]->pivot == centre - ipos(0, 20));
        CHECK(tiles[i]->pivot_offset.x == pose.tiles[i].x);
        CHECK(tiles[i]->pivot_offset.y == pose.tiles[i].y);
        CHECK(tiles[i]->flip_x == pose.tiles[i].flipX);
        CHECK(tiles[i]->key.cell ==
              CellRect{pose.tiles[i].cell.x, pose.tiles[i].cell.y, pose.tiles[i].cell.w, pose.tiles[i].cell.h});
        CHECK(tiles[i]->key.name == assets->tacticsImagePath());  // the renderer cuts the cell from that image
    }
}
