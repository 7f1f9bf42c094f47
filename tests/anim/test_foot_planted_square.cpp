// The generated square-map squareHumanoid (critters/humanoid-square, D27) has eight directions whose cycles cover the
// square step vectors, and its planted feet stay on one map point while a CritterActor walks and runs on a square
// map in every direction, the screen-vertical S and N included (decisions D6, D23; DECISIONS "Anchor and cycle
// phase").
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
#include "engine/gait/contact_sidecar.h"
#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"
#include "engine/movement/moving_context.h"
#include "gait_fixture.h"

namespace {

using gaitlab::Hex;
using gaitlab::ipos;

const std::string kSquareDir = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid-square";

// The square layout's step vectors by hand (W 32, LH 12): NE, E, SE, S, SW, W, NW, N.
const ipos kSquareSteps[8] = {{16, -12}, {32, 0}, {16, 12}, {0, 24}, {-16, 12}, {-32, 0}, {-16, -12}, {0, -24}};
const char* kSquareNames[8] = {"NE", "E", "SE", "S", "SW", "W", "NW", "N"};

std::shared_ptr<const gaitlab::SpriteAnimation> loadSquareHumanoidAnim(const std::string& name) {
    return std::make_shared<const gaitlab::SpriteAnimation>(gaitlab::loadFofrm(kSquareDir + "/" + name + ".fofrm"));
}

struct SquareHumanoid {
    gaitlab::CritterAnimations anims{loadSquareHumanoidAnim("idle"), loadSquareHumanoidAnim("walk"),
                                     loadSquareHumanoidAnim("run")};
    nlohmann::json contacts = [] {
        std::ifstream in(kSquareDir + "/contacts.json");
        REQUIRE(in.good());
        return nlohmann::json::parse(in);
    }();
};

const SquareHumanoid& squareHumanoid() {
    static const SquareHumanoid h;
    return h;
}

gaitlab::HexMap openSquareMap() {
    gaitlab::HexMap map = gaitlab::makeHexMap("open", {40, 40}, {"square-grass"});
    map.geometry = gaitlab::squareGeometry();
    return map;
}

struct SquareRouteResult {
    int planted_pairs = 0;  // consecutive ticks with the same foot planted
    int max_slide = 0;      // largest per-tick move of a planted foot, Chebyshev pixels
    int driven_ticks = 0;
    std::vector<int> hdirs_seen;
};

// Walks `steps` tick by tick (10 ms) on an open square map and tracks each foot's screen position from the
// frame's image placement (§8): top-left = spriteWorld + draw_offset - (width/2, height), foot = top-left
// + root-in-canvas + contact.
SquareRouteResult walkSquareRoute(const std::vector<uint8_t>& steps, const std::vector<uint16_t>& control_steps,
                                  int speed, int max_slide = 1) {
    const SquareHumanoid& h = squareHumanoid();
    const gaitlab::HexMap map = openSquareMap();
    gaitlab::anim::CritterActor actor(map.geometry, Hex{20, 20}, steps.front(), gaitlab::anim::test::gaitDef(80),
                                      h.anims);
    const gaitlab::CritterBody& view = actor.body();
    REQUIRE(actor.requestMove(gaitlab::MovePath{steps, control_steps}, speed, map));
    const int width = h.contacts["canvas"]["width"];
    const int height = h.contacts["canvas"]["height"];
    const ipos root{h.contacts["root"]["x"].get<int>(), h.contacts["root"]["y"].get<int>()};

    SquareRouteResult result;
    bool have_prev = false;
    ipos prev_pos[2];
    bool prev_planted[2] = {false, false};
    for (int64_t t = 0; t <= 60000; t += 10) {
        actor.tick(t, map);
        if (!view.isMoving()) break;
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
                CHECK_MESSAGE(slide <= max_slide, "speed " << speed << " t=" << t << " " << std::string(keys[s])
                                                           << " foot moved " << slide << " px");
            }
            prev_pos[s] = pos;
            prev_planted[s] = planted;
        }
        have_prev = true;
    }
    return result;
}

}  // namespace

TEST_CASE("square humanoid has eight directions whose NextX/NextY sum to one square step (walk) and two (run)") {
    const SquareHumanoid& h = squareHumanoid();
    for (const auto& anim : {h.anims.idle, h.anims.walk, h.anims.run}) REQUIRE(anim->dirs.size() == 8);
    CHECK(h.anims.walk->dirs[0].frameCount() == 9);
    CHECK(h.anims.run->dirs[0].frameCount() == 7);
    CHECK(h.anims.idle->dirs[0].frameCount() == 4);
    for (int d = 0; d < 8; ++d) {
        CAPTURE(std::string(kSquareNames[d]));
        auto sum = [&](const gaitlab::SpriteAnimation& anim) {
            ipos s{0, 0};
            for (const gaitlab::SpriteFrame& f : anim.dirs[static_cast<size_t>(d)].frames)
                s += ipos{f.next_x, f.next_y};
            return s;
        };
        CHECK(sum(*h.anims.walk) == kSquareSteps[d]);
        CHECK(sum(*h.anims.run) == kSquareSteps[d] * 2);
        CHECK(sum(*h.anims.idle) == ipos{0, 0});
        CHECK(h.anims.walk->dirs[static_cast<size_t>(d)].cycle.total == kSquareSteps[d]);
        CHECK(h.anims.run->dirs[static_cast<size_t>(d)].cycle.total == kSquareSteps[d] * 2);
        // The geometry agrees with the hand-written vectors.
        CHECK(gaitlab::squareGeometry().stepVector(d) == kSquareSteps[d]);
    }
    // S walk: 24 px over 8 strides of 3 px each; N run: -48 px over 6 strides of -8 px.
    for (int k = 1; k < 9; ++k) CHECK(h.anims.walk->dirs[3].frames[static_cast<size_t>(k)].next_y == 3);
    for (int k = 1; k < 7; ++k) CHECK(h.anims.run->dirs[7].frames[static_cast<size_t>(k)].next_y == -8);
    // The FOFRM sections hold the square directions in order: [dir_3] is S, [dir_7] is N.
    std::ifstream in(kSquareDir + "/walk.fofrm");
    const std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
    CHECK(text.find("[dir_7]\nfrm_0 = walk/n_0.png") != std::string::npos);
    CHECK(text.find("[dir_3]\nfrm_0 = walk/s_0.png") != std::string::npos);
}

TEST_CASE("square humanoid contacts.json has eight directions and reads as a sidecar") {
    const SquareHumanoid& h = squareHumanoid();
    const gaitlab::ContactSidecar side = gaitlab::readContactSidecar(kSquareDir + "/contacts.json");
    for (const char* name : {"idle", "walk", "run"}) {
        CAPTURE(name);
        REQUIRE(h.contacts["animations"][name]["dirs"].size() == 8);
        REQUIRE(side.animations.at(name).dirs.size() == 8);
    }
    for (int d = 0; d < 8; ++d) {
        CAPTURE(std::string(kSquareNames[d]));
        const auto& walk = h.contacts["animations"]["walk"]["dirs"][d];
        const auto& run = h.contacts["animations"]["run"]["dirs"][d];
        // Mid-stance on the foot's track: left at phase 0, right half way; the closing frame repeats frame 0.
        // The tracks lie 1.6 ground units either side of the path, rounded to screen pixels: for S the heading's
        // right is screen-left, so the left foot is at (+1.6, 0) -> (2, 0); for E the right faces the viewer, the
        // left foot is at ground y -1.6 -> screen y -1.6 * sin(25.6589 deg) = -0.69 -> -1; for NE right =
        // (0.866, 0.5), left = (-1.39, -0.80) ground -> (-1.39, -0.35) screen -> (-1, 0); the rest by symmetry.
        const ipos left_track[8] = {{-1, 0}, {0, -1}, {1, 0}, {2, 0}, {1, 0}, {0, 1}, {-1, 0}, {-2, 0}};
        const ipos lt = left_track[d];
        CHECK(walk[8] == walk[0]);
        CHECK(run[6] == run[0]);
        CHECK(walk[0]["left"]["planted"].get<bool>());
        CHECK(walk[0]["left"]["x"] == lt.x);
        CHECK(walk[0]["left"]["y"] == lt.y);
        CHECK(walk[4]["right"]["planted"].get<bool>());
        CHECK(walk[4]["right"]["x"] == -lt.x);
        CHECK(walk[4]["right"]["y"] == -lt.y);
        CHECK(run[0]["left"]["x"] == lt.x);
        CHECK(run[0]["left"]["y"] == lt.y);
        // While planted the left foot is at k*T - accum[i] + track: frame 2 of the walk is a quarter cycle on,
        // so the left foot lies a quarter step behind the root, e.g. S (2, -6) and N (-2, 6).
        const ipos t = kSquareSteps[d];
        CHECK(walk[2]["left"]["planted"].get<bool>());
        CHECK(walk[2]["left"]["x"].get<int>() == -t.x / 4 + lt.x);
        CHECK(walk[2]["left"]["y"].get<int>() == -t.y / 4 + lt.y);
        int walk_planted[2] = {0, 0};
        for (size_t i = 0; i < 8; ++i) {
            walk_planted[0] += walk[i]["left"]["planted"].get<bool>() ? 1 : 0;
            walk_planted[1] += walk[i]["right"]["planted"].get<bool>() ? 1 : 0;
        }
        CHECK(walk_planted[0] == 5);
        CHECK(walk_planted[1] == 5);
    }
}

TEST_CASE("square humanoid planted feet stay within 1 px walking and running 6 cells in each of the 8 directions") {
    for (int speed : {70, 140}) {
        for (uint8_t d = 0; d < 8; ++d) {
            CAPTURE(std::string(kSquareNames[d]));
            CAPTURE(speed);
            const SquareRouteResult r = walkSquareRoute(std::vector<uint8_t>(6, d), {6}, speed);
            CHECK(r.driven_ticks > 100);
            CHECK(r.max_slide <= 1);
            CHECK(r.hdirs_seen == std::vector<int>{d});
            CHECK(r.planted_pairs > (speed == 70 ? 150 : 20));
        }
    }
}

TEST_CASE("square humanoid planted feet stay within 1 px through 45 degree turns, within 2 px through 90") {
    // A turn changes the sheet and with it the side of the path each foot's track lies on (the left_track table
    // above): 45 degrees moves a planted foot's track by 1 px (S (2, 0) -> SE (1, 0), E (0, -1) -> NE (-1, 0)),
    // 90 degrees by 2 px (S (2, 0) -> E (0, -1), N (-2, 0) -> W (0, 1), NE (-1, 0) -> SE (1, 0)).
    struct Turn {
        std::vector<uint8_t> steps;
        int max_slide;
    };
    const Turn turns[] = {
        {{3, 3, 3, 2, 2, 2}, 1},  // S then SE
        {{7, 7, 7, 6, 6, 6}, 1},  // N then NW
        {{1, 1, 1, 0, 0, 0}, 1},  // E then NE
        {{3, 3, 3, 1, 1, 1}, 2},  // S then E
        {{7, 7, 7, 5, 5, 5}, 2},  // N then W
        {{0, 0, 0, 2, 2, 2}, 2},  // NE then SE
    };
    for (int speed : {70, 140}) {
        for (const Turn& turn : turns) {
            CAPTURE(speed);
            CAPTURE(static_cast<int>(turn.steps.front()));
            CAPTURE(static_cast<int>(turn.steps.back()));
            const SquareRouteResult r = walkSquareRoute(turn.steps, {3, 6}, speed, turn.max_slide);
            CHECK(r.hdirs_seen.size() == 2);
            CHECK(r.max_slide <= turn.max_slide);
            CHECK(r.planted_pairs > (speed == 70 ? 150 : 20));
        }
    }
}
