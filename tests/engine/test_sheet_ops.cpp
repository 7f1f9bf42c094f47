// Sheet operations (D9, §6.5): first/last-frame extraction, base+extra merge rebasing each
// axis independently, substitution, and the rebuilt WalkCycle of each result.
#include <doctest/doctest.h>

#include <stdexcept>

#include "engine/sprite/sheet_ops.h"

using namespace gaitlab;

namespace {

SpriteSheet sheet(const std::vector<ipos>& deltas, int ticks, const std::string& image_prefix) {
    SpriteSheet s;
    s.anim_ms = ticks;
    for (size_t i = 0; i < deltas.size(); ++i) {
        SpriteFrame f;
        f.image = image_prefix + std::to_string(i) + ".png";
        f.draw_offset = {1, 2};
        f.next_x = static_cast<int16_t>(deltas[i].x);
        f.next_y = static_cast<int16_t>(deltas[i].y);
        s.frames.push_back(f);
    }
    s.rebuildCycle();
    return s;
}

}  // namespace

TEST_CASE("firstFrame keeps frame 0 and its NextX/NextY, lastFrame carries T") {
    const SpriteSheet s = sheet({{2, -1}, {3, 4}, {1, 1}}, 300, "w");
    const SpriteSheet first = firstFrame(s);
    REQUIRE(first.frameCount() == 1);
    CHECK(first.frames[0].image == "w0.png");
    CHECK(first.frames[0].next_x == 2);
    CHECK(first.frames[0].next_y == -1);
    CHECK(first.cycle.total == ipos{2, -1});
    CHECK(first.anim_ms == 100);

    const SpriteSheet last = lastFrame(s);
    REQUIRE(last.frameCount() == 1);
    CHECK(last.frames[0].image == "w2.png");
    CHECK(last.frames[0].next_x == 6);  // T = (2+3+1, -1+4+1)
    CHECK(last.frames[0].next_y == 4);
    CHECK(last.frames[0].draw_offset == ipos{1, 2});
    CHECK(last.cycle.accum[0] == ipos{6, 4});
    CHECK(last.anim_ms == 100);
}

TEST_CASE("merge rebases the first extra frame by -T_base on each axis (not the engine's x-by-T.y bug)") {
    const SpriteSheet base = sheet({{4, -1}, {2, -1}}, 200, "b");  // T_base = (6, -2)
    const SpriteSheet extra = sheet({{1, 1}, {5, 0}}, 150, "e");
    const SpriteSheet m = merge(base, extra);
    REQUIRE(m.frameCount() == 4);
    CHECK(m.frames[2].image == "e0.png");
    CHECK(m.frames[2].next_x == -5);  // 1 - 6 (the engine's bug would give 1 - 6 - (-2) = -3)
    CHECK(m.frames[2].next_y == 3);   // 1 - (-2) (the engine leaves y at 1)
    CHECK(m.frames[3].next_x == 5);
    CHECK(m.frames[3].next_y == 0);
    CHECK(m.anim_ms == 350);
    // The extra clip restarts from the origin: accum after its first frame = its own first delta.
    CHECK(m.cycle.accum[1] == ipos{6, -2});
    CHECK(m.cycle.accum[2] == ipos{1, 1});
    CHECK(m.cycle.total == ipos{6, 1});
    // Merging nothing changes nothing but the ticks.
    const SpriteSheet same = merge(base, SpriteSheet{});
    CHECK(same.frameCount() == 2);
    CHECK(same.cycle.total == ipos{6, -2});
}

TEST_CASE("merge of animations: equal direction counts pair up, a single direction serves all six") {
    SpriteAnimation base;
    base.name = "stand_up";
    base.fps = 7;
    for (int d = 0; d < 6; ++d) {
        base.dirs.push_back(sheet({{d, 0}}, 100, "b"));
    }
    SpriteAnimation extra;
    extra.dirs.push_back(sheet({{0, 5}}, 100, "e"));
    const SpriteAnimation m = merge(base, extra);
    CHECK(m.name == "stand_up");
    CHECK(m.fps == 7);
    REQUIRE(m.dirs.size() == 6);
    for (int d = 0; d < 6; ++d) {
        CAPTURE(d);
        const SpriteSheet& s = m.dirs[static_cast<size_t>(d)];
        REQUIRE(s.frameCount() == 2);
        CHECK(s.frames[1].next_x == -d);
        CHECK(s.frames[1].next_y == 5);
    }
    SpriteAnimation two;
    two.dirs.resize(2, sheet({{1, 1}}, 1, "t"));
    CHECK_THROWS_AS((void)merge(base, two), std::invalid_argument);
    const SpriteAnimation last = lastFrame(base);
    CHECK(last.dirs[4].frames[0].next_x == 4);
    CHECK(firstFrame(base).dirs.size() == 6);
}

TEST_CASE("sheet operations report int16 overflow and empty sheets") {
    CHECK_THROWS_AS((void)lastFrame(sheet({{30000, 0}, {30000, 0}}, 1, "x")), std::overflow_error);
    CHECK_THROWS_AS((void)merge(sheet({{0, 30000}, {0, 30000}}, 1, "x"), sheet({{0, -30000}}, 1, "y")),
                    std::overflow_error);
    CHECK_THROWS_AS((void)firstFrame(SpriteSheet{}), std::invalid_argument);
    CHECK_THROWS_AS((void)lastFrame(SpriteSheet{}), std::invalid_argument);
}

TEST_CASE("substitute gives the target the replacement's sheets, source and fps, keeping its name") {
    AnimationSet set;
    set["walk"].name = "walk";
    set["walk"].source = "walk.fofrm";
    set["walk"].fps = 18;
    set["walk"].dirs.push_back(sheet({{4, 2}, {4, 2}}, 111, "w"));
    set["walk"].dirs[0].cycle = {};  // stale cycle: the result must have it rebuilt
    set["idle"].name = "idle";
    const AnimationSet out = substitute(set, "run", "walk");
    REQUIRE(out.count("run") == 1);
    const SpriteAnimation& run = out.at("run");
    CHECK(run.name == "run");
    CHECK(run.source == "walk.fofrm");
    CHECK(run.fps == 18);
    REQUIRE(run.dirs.size() == 1);
    CHECK(run.dirs[0].frames[1].image == "w1.png");
    CHECK(run.dirs[0].cycle.total == ipos{8, 4});
    CHECK(out.at("idle").name == "idle");
    CHECK(set.count("run") == 0);  // the input is untouched
    CHECK_THROWS_AS((void)substitute(set, "run", "sprint"), std::out_of_range);
}
