// Rapid stop/start with the generated humanoid: every (re)start anchors at the current position and shows
// frame 0 with offs_anim = accum[0] (§4.4, §4.5), so the walk and run author d[0] = (0, 0)
// and the sprite root starts exactly on the logical point. The route mirrors the world's rapid stop/start:
// walk 150 ms, stop (with normalisation), stand 60 ms, restart towards the same end hex, through a CritterActor
// whose definition walks below 80 px/s and runs from it (D6). As in the world, an order given before a tick
// starts in that tick from the clock of the previous one.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "engine/anim/critter_actor.h"
#include "engine/formats/fofrm_reader.h"
#include "engine/hex/hex_geometry.h"
#include "engine/hex/hex_map.h"
#include "engine/hex/path_finder.h"
#include "engine/movement/moving_context.h"
#include "gait_fixture.h"

namespace {

using gaitlab::Hex;
using gaitlab::ipos;

const std::string kHumanoidFofrmDir = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";

std::shared_ptr<const gaitlab::SpriteAnimation> loadHumanoidFofrm(const std::string& name) {
    return std::make_shared<const gaitlab::SpriteAnimation>(
        gaitlab::loadFofrm(kHumanoidFofrmDir + "/" + name + ".fofrm"));
}

const gaitlab::CritterAnimations& humanoidFofrms() {
    static const gaitlab::CritterAnimations anims{loadHumanoidFofrm("idle"), loadHumanoidFofrm("walk"),
                                                  loadHumanoidFofrm("run")};
    return anims;
}

int chebyshev(ipos v) { return std::max(std::abs(v.x), std::abs(v.y)); }

// Largest |NextX/NextY| of one frame of the sheet, Chebyshev pixels: the most a frame change moves the sprite.
int largestFrameDelta(const gaitlab::SpriteSheet& sheet) {
    int largest = 0;
    for (const gaitlab::SpriteFrame& f : sheet.frames) {
        largest = std::max(largest, chebyshev(ipos{f.next_x, f.next_y}));
    }
    return largest;
}

constexpr int64_t kTickMs = 10;
constexpr int kRunFrom = 80;  // ground px/s: walk below, run from here
constexpr int64_t kStopAfterMs = 150;
constexpr int64_t kStoppedMs = 60;

struct StopStartResult {
    int starts = 0;        // the first start and every restart
    int exact_starts = 0;  // starts whose first tick had offs_anim == (0, 0)
    int largest_step = 0;  // largest per-tick move of the sprite root, Chebyshev pixels
    int frame_delta = 0;   // largest single-frame delta of the sheet used
    bool arrived = false;
};

StopStartResult stopStartRoute(uint8_t hdir, int hexes, int speed) {
    const gaitlab::HexGeometry geometry;
    const gaitlab::HexMap map = gaitlab::makeHexMap("open", {40, 40}, {"grass"});
    const Hex start{20, 20};
    Hex end = start;
    for (int i = 0; i < hexes; ++i) end = geometry.stepUnsafe(end, hdir);

    gaitlab::anim::CritterActor actor(geometry, start, hdir, gaitlab::anim::test::gaitDef(kRunFrom), humanoidFofrms());
    const gaitlab::CritterBody& view = actor.body();
    const gaitlab::CritterAnimations& anims = humanoidFofrms();
    const bool runs = speed >= kRunFrom;
    const gaitlab::SpriteSheet& sheet = (runs ? anims.run : anims.walk)->sheetFor(hdir);

    StopStartResult r;
    r.frame_delta = largestFrameDelta(sheet);
    auto startLeg = [&] {
        const auto path = gaitlab::findPath(geometry, map, view.hex(), end);
        REQUIRE(path.has_value());
        REQUIRE(actor.requestMove(*path, speed, map));
    };

    startLeg();
    bool moving_phase = true;
    bool just_started = true;
    int64_t phase_since = 0;
    actor.tick(0, map);
    ipos last = view.spriteWorld();
    for (int64_t t = 0; t <= 20000; t += kTickMs) {
        if (t > 0) {
            // The route decides before the tick's process, as the world does.
            if (moving_phase && !view.isMoving()) {
                r.arrived = view.hex() == end;
                break;
            }
            if (moving_phase && t - phase_since >= kStopAfterMs) {
                actor.stopMoving(map);
                moving_phase = false;
                phase_since = t;
            } else if (!moving_phase && t - phase_since >= kStoppedMs) {
                if (view.hex() == end) {
                    r.arrived = true;
                    break;
                }
                startLeg();
                moving_phase = true;
                just_started = true;
                phase_since = t;
            }
            actor.tick(t, map);
        }
        const ipos sprite = view.spriteWorld();
        const int step = chebyshev(sprite - last);
        r.largest_step = std::max(r.largest_step, step);
        CHECK_MESSAGE(step <= r.frame_delta, "t=" << t << " the sprite root moved " << step << " px");
        last = sprite;
        if (just_started) {
            REQUIRE(view.align().driven);
            CHECK(view.align().anim == (runs ? gaitlab::CritterAnim::Run : gaitlab::CritterAnim::Walk));
            ++r.starts;
            const bool exact = view.align().offs_anim == ipos{0, 0};
            r.exact_starts += exact ? 1 : 0;
            CHECK_MESSAGE(exact, "t=" << t << " start shows offs_anim (" << view.align().offs_anim.x << ", "
                                      << view.align().offs_anim.y << ")");
            CHECK(view.align().frame == 0);
            CHECK(sprite == view.logicalWorld());
            just_started = false;
        }
    }
    return r;
}

const std::string kDirLabels[6] = {"NE", "E", "SE", "SW", "W", "NW"};

}  // namespace

TEST_CASE("humanoid walk and run start every direction at accum 0 = (0, 0) with one stride per later frame") {
    const gaitlab::CritterAnimations& h = humanoidFofrms();
    // Hex step screen vectors NE, E, SE, SW, W, NW (D1); the walk covers one step, the run two.
    const ipos steps[6] = {{16, -12}, {32, 0}, {16, 12}, {-16, 12}, {-32, 0}, {-16, -12}};
    for (int d = 0; d < 6; ++d) {
        CAPTURE(kDirLabels[d]);
        const gaitlab::SpriteSheet& walk = h.walk->sheetFor(d);
        const gaitlab::SpriteSheet& run = h.run->sheetFor(d);
        REQUIRE(walk.frameCount() == 9);
        REQUIRE(run.frameCount() == 7);
        CHECK(walk.cycle.accum[0] == ipos{0, 0});
        CHECK(run.cycle.accum[0] == ipos{0, 0});
        CHECK(walk.cycle.accum.back() == steps[d]);
        CHECK(run.cycle.accum.back() == steps[d] * 2);
        // Every later frame advances along T: a positive projection, and no stride more than one pixel per
        // axis away from T / (N - 1) (8 walk strides, 6 run strides).
        for (const auto* sheet : {&walk, &run}) {
            const int strides = sheet->frameCount() - 1;
            const ipos t = sheet->cycle.total;
            for (int i = 1; i <= strides; ++i) {
                const gaitlab::SpriteFrame& f = sheet->frames[static_cast<size_t>(i)];
                CHECK(f.next_x * t.x + f.next_y * t.y > 0);
                CHECK(std::abs(f.next_x * strides - t.x) <= strides);
                CHECK(std::abs(f.next_y * strides - t.y) <= strides);
            }
        }
    }
}

TEST_CASE("rapid stop/start: the sprite root starts on the logical point and never jumps more than a frame") {
    for (int speed : {70, 140}) {
        for (uint8_t d = 0; d < 6; ++d) {
            CAPTURE(speed);
            CAPTURE(kDirLabels[d]);
            const StopStartResult r = stopStartRoute(d, 8, speed);
            CHECK(r.arrived);
            // 8 hexes at 70 px/s with 150 ms legs: about 30 legs; at 140 px/s about half as many.
            CHECK(r.starts >= (speed == 70 ? 20 : 10));
            CHECK(r.exact_starts == r.starts);
            CHECK(r.largest_step <= r.frame_delta);
        }
    }
}
