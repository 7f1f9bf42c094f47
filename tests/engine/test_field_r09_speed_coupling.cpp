// Field case R09: walk frames follow travelled pixels, not time; playback speed applies only
// to time-driven clips (D19). E8x1, 4 hexes E; A at 400 ms/hex, B at 800 ms/hex with playback speed 50 %.
#include <doctest/doctest.h>

#include <map>
#include <memory>

#include "engine/critter_body.h"

using namespace gaitlab;

namespace {

std::shared_ptr<SpriteAnimation> sheetOf(int frames, int next_x, int ticks) {
    auto anim = std::make_shared<SpriteAnimation>();
    anim->dirs.resize(1);
    anim->dirs[0].frames.resize(static_cast<size_t>(frames));
    for (auto& f : anim->dirs[0].frames) {
        f.next_x = static_cast<int16_t>(next_x);
    }
    anim->dirs[0].anim_ticks = ticks;
    anim->dirs[0].rebuildCycle();
    return anim;
}

struct Run {
    std::map<int, int> frame_by_pos;  // travelled px -> walk frame
    int changes_first_1600ms = 0;
};

Run simulate(int speed, int playback_percent) {
    const HexGeometry g;
    HexMap map;
    map.size = {64, 64};
    auto walk = sheetOf(8, 4, 800);
    CritterBody view(g, {20, 20}, 1);
    view.setAnimations({sheetOf(4, 0, 400), walk, walk});
    view.setRunThreshold(200);  // both speeds walk (D6 threshold is adjustable)
    view.setPlaybackSpeed(playback_percent, 0);
    MovePath path;
    path.steps.assign(4, 1);
    path.control_steps = {4};
    view.setMoving(MovingContext(g, map.size, speed, path, {20, 20}, {0, 0}, {0, 0}, 0));
    Run out;
    int last = -1;
    for (int64_t t = 0; view.isMoving() && t <= 4000; t += 10) {
        view.process(t, map);
        if (!view.align().driven) {
            break;
        }
        out.frame_by_pos[view.align().pos.x] = view.align().frame;
        if (t < 1600 && last >= 0 && view.align().frame != last) {
            ++out.changes_first_1600ms;
        }
        last = view.align().frame;
    }
    return out;
}

}  // namespace

TEST_CASE("R09: the walk frame is a function of travelled pixels, the same at half speed and half playback") {
    const Run a = simulate(80, 100);
    const Run b = simulate(40, 50);
    REQUIRE(a.frame_by_pos.size() > 100);
    int compared = 0;
    for (const auto& [px, frame] : b.frame_by_pos) {
        const auto it = a.frame_by_pos.find(px);
        if (it != a.frame_by_pos.end()) {
            CAPTURE(px);
            CHECK(it->second == frame);
            ++compared;
        }
    }
    CHECK(compared > 100);
    // E8x1 by hand at pos 80: phase 0.5 -> frame 3; at pos 13: rel.T 416 -> nearest 384 -> frame 2.
    CHECK(a.frame_by_pos.at(80) == 3);
    CHECK(b.frame_by_pos.at(13) == 2);
    // A covers 4 hexes (32 frame steps) in 1600 ms, B 2 hexes (16): half as many frame changes per second.
    CHECK(a.changes_first_1600ms >= 30);
    CHECK(b.changes_first_1600ms * 2 >= a.changes_first_1600ms - 2);
    CHECK(b.changes_first_1600ms * 2 <= a.changes_first_1600ms + 2);
}

TEST_CASE("R09: while the displacement stands still the walk frame does not advance") {
    const HexGeometry g;
    HexMap map;
    map.size = {64, 64};
    auto walk = sheetOf(8, 4, 800);
    CritterBody view(g, {20, 20}, 1);
    view.setAnimations({nullptr, walk, walk});
    MovePath path;
    path.steps.assign(4, 1);
    path.control_steps = {4};
    view.setMoving(MovingContext(g, map.size, 80, path, {20, 20}, {0, 0}, {0, 0}, 0));
    for (int64_t t = 0; t <= 1000; t += 10) {
        view.process(t, map);
    }
    REQUIRE(view.align().pos == ipos{80, 0});
    REQUIRE(view.align().frame == 3);
    // Held back (1 px/s: 0.2 px over the 20 ticks, so the rounded position stays at 80).
    view.changeSpeed(1, 1000);
    for (int k = 1; k <= 20; ++k) {
        view.process(1000 + 10 * k, map);
        CHECK(view.align().pos == ipos{80, 0});
        CHECK(view.align().frame == 3);
    }
}

TEST_CASE("R09: time-driven clips honour the playback speed") {
    const HexGeometry g;
    HexMap map;
    map.size = {64, 64};
    for (const int percent : {100, 50}) {
        CAPTURE(percent);
        CritterBody view(g, {20, 20}, 1);
        view.setAnimations({sheetOf(4, 0, 400), nullptr, nullptr});  // 100 ms per frame
        view.setPlaybackSpeed(percent, 0);
        view.process(0, map);
        view.process(250, map);
        CHECK(view.align().frame == (percent == 100 ? 2 : 1));  // 250 ms or 125 ms into the clip
    }
}
