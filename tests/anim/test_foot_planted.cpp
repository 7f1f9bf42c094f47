// The generated humanoid's planted feet stay on one map point while a CritterActor walks and runs, walk below
// 80 px/s and run from it (decisions D6, D23; DECISIONS "Anchor and cycle phase", "Rendered offset", "Direction
// and sheet changes").
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/anim/critter_actor.h"
#include "engine/formats/fofrm_reader.h"
#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"
#include "engine/movement/moving_context.h"
#include "gait_fixture.h"

namespace {

using gaitlab::Hex;
using gaitlab::ipos;

const std::string kHexHumanoidDir = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";

nlohmann::json loadContacts() {
    std::ifstream in(kHexHumanoidDir + "/contacts.json");
    REQUIRE(in.good());
    return nlohmann::json::parse(in);
}

std::shared_ptr<const gaitlab::SpriteAnimation> loadHexHumanoidAnim(const std::string& name) {
    return std::make_shared<const gaitlab::SpriteAnimation>(
        gaitlab::loadFofrm(kHexHumanoidDir + "/" + name + ".fofrm"));
}

struct HexHumanoid {
    gaitlab::CritterAnimations anims{loadHexHumanoidAnim("idle"), loadHexHumanoidAnim("walk"),
                                     loadHexHumanoidAnim("run")};
    nlohmann::json contacts = loadContacts();
};

const HexHumanoid& hexHumanoid() {
    static const HexHumanoid h;
    return h;
}

struct Route {
    const char* name;
    std::vector<uint8_t> steps;
    std::vector<uint16_t> control_steps;
};

struct HexRouteResult {
    int planted_pairs = 0;  // consecutive ticks with the same foot planted
    int max_slide = 0;      // largest per-tick move of a planted foot, Chebyshev pixels
    int driven_ticks = 0;
    std::vector<int> hdirs_seen;
};

// Walks a route tick by tick (10 ms) and tracks each foot's screen position from the frame's image
// placement (§8): top-left = spriteWorld + draw_offset - (width/2, height), foot = top-left
// + root-in-canvas + contact.
HexRouteResult walkHexRoute(const Route& route, int speed) {
    const HexHumanoid& h = hexHumanoid();
    const gaitlab::HexGeometry geometry;
    const gaitlab::HexMap map = gaitlab::makeHexMap("open", {40, 40}, {"grass"});
    const Hex start{20, 20};
    gaitlab::anim::CritterActor actor(geometry, start, route.steps.front(), gaitlab::anim::test::gaitDef(80), h.anims);
    const gaitlab::CritterBody& view = actor.body();
    REQUIRE(actor.requestMove(gaitlab::MovePath{route.steps, route.control_steps}, speed, map));
    const int width = h.contacts["canvas"]["width"];
    const int height = h.contacts["canvas"]["height"];
    const ipos root{h.contacts["root"]["x"].get<int>(), h.contacts["root"]["y"].get<int>()};

    HexRouteResult result;
    bool have_prev = false;
    ipos prev_pos[2];
    bool prev_planted[2] = {false, false};
    for (int64_t t = 0; t <= 60000; t += 10) {
        actor.tick(t, map);
        if (!view.isMoving()) {
            break;
        }
        const gaitlab::AlignInfo& a = view.align();
        REQUIRE(a.driven);
        REQUIRE(a.anim == (speed < 80 ? gaitlab::CritterAnim::Walk : gaitlab::CritterAnim::Run));
        ++result.driven_ticks;
        if (std::find(result.hdirs_seen.begin(), result.hdirs_seen.end(), a.hdir) == result.hdirs_seen.end()) {
            result.hdirs_seen.push_back(a.hdir);
        }
        const gaitlab::SpriteFrame* frame = view.currentFrame();
        REQUIRE(frame != nullptr);
        const nlohmann::json& fc = h.contacts["animations"][gaitlab::critterAnimName(a.anim)]["dirs"][a.hdir][a.frame];
        const ipos top_left = view.spriteWorld() + frame->draw_offset - ipos{width / 2, height};
        const char* keys[2] = {"left", "right"};
        for (int s = 0; s < 2; ++s) {
            const nlohmann::json& foot = fc[keys[s]];
            const ipos pos = top_left + root + ipos{foot["x"].get<int>(), foot["y"].get<int>()};
            const bool planted = foot["planted"];
            if (have_prev && planted && prev_planted[s]) {
                const int slide = std::max(std::abs(pos.x - prev_pos[s].x), std::abs(pos.y - prev_pos[s].y));
                result.max_slide = std::max(result.max_slide, slide);
                ++result.planted_pairs;
                CHECK_MESSAGE(slide <= 1, route.name << " speed " << speed << " t=" << t << " " << keys[s]
                                                     << " foot moved " << slide << " px");
            }
            prev_pos[s] = pos;
            prev_planted[s] = planted;
        }
        have_prev = true;
    }
    return result;
}

const char* kHexDirNames[6] = {"NE", "E", "SE", "SW", "W", "NW"};

}  // namespace

TEST_CASE("humanoid contacts.json matches the FOFRM frames and canvas placement") {
    const HexHumanoid& h = hexHumanoid();
    const int width = h.contacts["canvas"]["width"];
    const int height = h.contacts["canvas"]["height"];
    const ipos root{h.contacts["root"]["x"].get<int>(), h.contacts["root"]["y"].get<int>()};
    for (const auto& [name, anim] :
         {std::pair{"idle", h.anims.idle}, std::pair{"walk", h.anims.walk}, std::pair{"run", h.anims.run}}) {
        CAPTURE(name);
        const nlohmann::json& side = h.contacts["animations"][name];
        REQUIRE(anim->dirs.size() == 6);
        REQUIRE(side["dirs"].size() == 6);
        for (int d = 0; d < 6; ++d) {
            const gaitlab::SpriteSheet& sheet = anim->dirs[static_cast<size_t>(d)];
            CHECK(side["frames"].get<int>() == sheet.frameCount());
            CHECK(side["dirs"][d].size() == static_cast<size_t>(sheet.frameCount()));
            for (const gaitlab::SpriteFrame& f : sheet.frames) {
                // The image's bottom-centre sits on root + draw offset, so the root is at (w/2 - ox, h - oy).
                CHECK(root.x == width / 2 - f.draw_offset.x);
                CHECK(root.y == height - f.draw_offset.y);
            }
        }
    }
    // 8 walk and 6 run poses, each cycle closed by a copy of its phase-0 pose one cycle on.
    CHECK(h.anims.walk->dirs[0].frameCount() == 9);
    CHECK(h.anims.run->dirs[0].frameCount() == 7);
    CHECK(h.anims.idle->dirs[0].frameCount() == 4);
}

TEST_CASE("humanoid NextX/NextY sum to one hex step (walk), two (run) and zero (idle)") {
    const HexHumanoid& h = hexHumanoid();
    const ipos steps[6] = {{16, -12}, {32, 0}, {16, 12}, {-16, 12}, {-32, 0}, {-16, -12}};
    for (int d = 0; d < 6; ++d) {
        CAPTURE(kHexDirNames[d]);
        auto sum = [&](const gaitlab::SpriteAnimation& anim) {
            ipos s{0, 0};
            for (const gaitlab::SpriteFrame& f : anim.dirs[static_cast<size_t>(d)].frames) {
                s += ipos{f.next_x, f.next_y};
            }
            return s;
        };
        CHECK(sum(*h.anims.walk) == steps[d]);
        CHECK(sum(*h.anims.run) == steps[d] * 2);
        CHECK(sum(*h.anims.idle) == ipos{0, 0});
        // d[0] = (0, 0): a movement (re)start shows frame 0 exactly on the logical point.
        for (const auto& anim : {h.anims.walk, h.anims.run}) {
            const gaitlab::SpriteFrame& f0 = anim->dirs[static_cast<size_t>(d)].frames[0];
            CHECK(f0.next_x == 0);
            CHECK(f0.next_y == 0);
        }
        CHECK(h.anims.walk->dirs[static_cast<size_t>(d)].cycle.total == steps[d]);
    }
    // Authored rate matches the movement speed: walk 9 frames over 32 ground px at 20 fps, AnimTicks
    // trunc(9000 / 20) = 450 ms, 71.1 px/s; run 7 frames over 64 px at 15 fps, trunc(7000 / 15) = 466 ms,
    // 137.3 px/s.
    CHECK(h.anims.walk->fps == 20);
    CHECK(h.anims.run->fps == 15);
    CHECK(h.anims.walk->dirs[0].anim_ms == 450);
    CHECK(h.anims.run->dirs[0].anim_ms == 466);
}

TEST_CASE("humanoid walk feet are planted a little over half the cycle, run has flight frames") {
    const HexHumanoid& h = hexHumanoid();
    for (int d = 0; d < 6; ++d) {
        CAPTURE(kHexDirNames[d]);
        // One cycle of poses is frames 0..N-2; the closing frame N-1 repeats frame 0 relative to the root.
        const auto& walk = h.contacts["animations"]["walk"]["dirs"][d];
        const auto& run = h.contacts["animations"]["run"]["dirs"][d];
        REQUIRE(walk.size() == 9);
        REQUIRE(run.size() == 7);
        CHECK(walk[8] == walk[0]);
        CHECK(run[6] == run[0]);
        int walk_planted[2] = {0, 0};
        for (size_t i = 0; i < 8; ++i) {
            walk_planted[0] += walk[i]["left"]["planted"].get<bool>() ? 1 : 0;
            walk_planted[1] += walk[i]["right"]["planted"].get<bool>() ? 1 : 0;
        }
        CHECK(walk_planted[0] == 5);  // 5 of 8 poses: double support at two of them
        CHECK(walk_planted[1] == 5);
        int flight = 0;
        for (size_t i = 0; i < 6; ++i) {
            flight += (!run[i]["left"]["planted"].get<bool>() && !run[i]["right"]["planted"].get<bool>()) ? 1 : 0;
        }
        CHECK(flight == 4);
        // Mid-stance directly under the root: left at phase 0 (frame 0 and the closing frame), right half way.
        for (size_t i : {size_t{0}, size_t{8}}) {
            CHECK(walk[i]["left"]["planted"].get<bool>());
            CHECK(walk[i]["left"]["x"] == 0);
            CHECK(walk[i]["left"]["y"] == 0);
        }
        CHECK(walk[4]["right"]["x"] == 0);
        CHECK(walk[4]["right"]["y"] == 0);
        CHECK(run[0]["left"]["planted"].get<bool>());
        CHECK(run[0]["left"]["x"] == 0);
        CHECK(run[0]["left"]["y"] == 0);
        CHECK(run[3]["right"]["planted"].get<bool>());
        CHECK(run[3]["right"]["x"] == 0);
        CHECK(run[3]["right"]["y"] == 0);
    }
}

TEST_CASE("planted feet stay within 1 px while walking and running 6 hexes in every direction") {
    for (int speed : {70, 140}) {
        for (uint8_t d = 0; d < 6; ++d) {
            const Route route{kHexDirNames[d], std::vector<uint8_t>(6, d), {6}};
            const HexRouteResult r = walkHexRoute(route, speed);
            CAPTURE(route.name);
            CAPTURE(speed);
            CHECK(r.driven_ticks > 100);
            CHECK(r.max_slide <= 1);
            // Walk: a foot is planted most of the time; run: one planted frame per stance.
            CHECK(r.planted_pairs > (speed == 70 ? 150 : 20));
        }
    }
}

TEST_CASE("planted feet stay within 1 px through turns at hex centres") {
    const Route routes[] = {
        {"E,E,E then NE,NE,NE", {1, 1, 1, 0, 0, 0}, {3, 6}},
        {"SE x3 then SW x3", {2, 2, 2, 3, 3, 3}, {3, 6}},
    };
    for (int speed : {70, 140}) {
        for (const Route& route : routes) {
            const HexRouteResult r = walkHexRoute(route, speed);
            CAPTURE(route.name);
            CAPTURE(speed);
            CHECK(r.hdirs_seen.size() == 2);
            CHECK(r.max_slide <= 1);
            CHECK(r.planted_pairs > (speed == 70 ? 150 : 20));
        }
    }
}
