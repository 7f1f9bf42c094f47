// A CritterActor walking against the engine's `walk_simulation` vectors (§10), with a definition that walks
// below 80 px/s and runs from it (D6): every 20 ms tick checks hex, HexOffset, dir, pos, anchor, frame,
// offs_anim, sprite_world and completion; then the stop (D5) and the hand-over to idle on the next tick.
#include <doctest/doctest.h>

#include <fstream>
#include <memory>

#include <nlohmann/json.hpp>

#include "../engine/reference_vectors.h"
#include "engine/anim/critter_actor.h"
#include "gait_fixture.h"

using namespace gaitlab;
using namespace gaitlab::anim;
using namespace gaitlab::test;

namespace {

std::shared_ptr<const SpriteAnimation> sheetsByDir(const nlohmann::json& by_dir, const std::string& name) {
    auto anim = std::make_shared<SpriteAnimation>();
    anim->name = name;
    for (const auto& deltas : by_dir) {
        SpriteSheet sheet;
        for (const auto& d : deltas) {
            SpriteFrame f;
            f.next_x = static_cast<int16_t>(d.at(0).get<int>());
            f.next_y = static_cast<int16_t>(d.at(1).get<int>());
            sheet.frames.push_back(f);
        }
        sheet.anim_ms = 800;
        sheet.rebuildCycle();
        anim->dirs.push_back(std::move(sheet));
    }
    return anim;
}

std::shared_ptr<const SpriteAnimation> idleAnimation() {
    auto anim = std::make_shared<SpriteAnimation>();
    anim->name = "idle";
    anim->dirs.resize(1);
    anim->dirs[0].frames.resize(2);
    anim->dirs[0].anim_ms = 200;
    anim->dirs[0].rebuildCycle();
    return anim;
}

HexMap emptyMap() {
    HexMap map;
    map.name = "open";
    map.size = {200, 200};
    return map;
}

}  // namespace

TEST_CASE("walk_simulation vectors: a CritterActor tick by tick, the stop, then idle") {
    const auto& scenarios = vectors().at("walk_simulation");
    REQUIRE(scenarios.size() == 2);
    const HexGeometry geometry;
    const HexMap map = emptyMap();
    for (size_t si = 0; si < scenarios.size(); ++si) {
        const auto& sc = scenarios[si];
        CAPTURE(si);
        const Hex start = hexOf(sc.at("start_hex"));
        MovePath path;
        for (const auto& s : sc.at("steps")) {
            path.steps.push_back(static_cast<uint8_t>(s.get<int>()));
        }
        for (const auto& c : sc.at("control_steps")) {
            path.control_steps.push_back(static_cast<uint16_t>(c.get<int>()));
        }
        const int speed = sc.at("speed").get<int>();
        const auto sheets = sheetsByDir(sc.at("sheet_deltas_by_dir"), "walk");

        CritterActor actor(geometry, start, 3, anim::test::gaitDef(80), {idleAnimation(), sheets, sheets});
        const CritterBody& view = actor.body();
        REQUIRE(sc.at("ticks").at(0).at("t_ms").get<int64_t>() == 0);  // the walk starts on the first tick, at 0
        REQUIRE(actor.requestMove(path, speed, map));

        const auto& ticks = sc.at("ticks");
        int64_t last_t = 0;
        for (const auto& tick : ticks) {
            const int64_t t = tick.at("t_ms").get<int64_t>();
            CAPTURE(t);
            actor.tick(t, map);
            REQUIRE(view.isMoving());
            if (t == 0) {
                CHECK(view.moving()->wholeTime() ==
                      doctest::Approx(sc.at("whole_time_ms").get<double>()).epsilon(1e-5));
            }
            const AlignInfo& a = view.align();
            CHECK(view.hex() == hexOf(tick.at("hex")));
            CHECK(view.hexOffset() == posOf(tick.at("hex_offset")));
            CHECK(view.hdir() == tick.at("dir").get<int>());
            CHECK(a.pos == posOf(tick.at("pos")));
            CHECK(a.anchor == posOf(tick.at("anchor")));
            CHECK(a.frame == tick.at("frame").get<int>());
            CHECK(a.offs_anim == posOf(tick.at("offs_anim")));
            CHECK(view.spriteWorld() == posOf(tick.at("sprite_world")));
            CHECK(view.moving()->evaluateProgress().completed == (tick.at("completed").get<int>() == 1));
            CHECK(a.driven);
            CHECK(a.anim == CritterAnim::Walk);  // speed 70 < 80 (D6)
            last_t = t;
        }

        const auto& stop = sc.at("stop");
        const int last_dir = view.hdir();
        const ipos world_before = view.logicalWorld();
        CritterBody stopped = view;  // an explicit stop from the final position
        CHECK(stopped.stopMoving(map) == (stop.at("normalize_ok").get<int>() == 1));
        CHECK(stopped.hex() == hexOf(stop.at("hex")));
        CHECK(stopped.hexOffset() == posOf(stop.at("hex_offset")));
        CHECK(stopped.logicalWorld() == world_before);

        // The completing tick was shown; the next tick stops, normalises and hands over to idle.
        actor.tick(last_t + 20, map);
        CHECK_FALSE(view.isMoving());
        CHECK(view.hex() == hexOf(stop.at("hex")));
        CHECK(view.hexOffset() == posOf(stop.at("hex_offset")));
        CHECK(view.hdir() == last_dir);
        CHECK(view.align().anim == CritterAnim::Idle);
        CHECK_FALSE(view.align().driven);
        CHECK(view.align().offs_anim == ipos{0, 0});
        CHECK(view.align().frame == 0);  // the idle state's clip starts at this tick
    }
}
