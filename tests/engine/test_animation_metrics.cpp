// The art's own metrics (engine/gait/animation_metrics.h, DECISIONS "Gait metrics"): unreachable frames checked against
// the aligner itself at every position of the cycle, direction consistency and the natural speed, on sheets built
// by the test.
#include <doctest/doctest.h>

#include <set>
#include <vector>

#include "delta_sheet.h"
#include "engine/gait/animation_metrics.h"
#include "engine/sprite/walk_aligner.h"

namespace {

using gaitlab::ipos;
using gaitlab::Verdict;

gaitlab::SpriteSheet sheetOfDeltas(const std::vector<ipos>& deltas, int ticks = 450) {
    return fixtures::sheetWithDeltas(deltas, ticks);
}

/// The humanoid's layout: per hex direction 0 and 8 equal steps along its hex step (the shipped walk's E is 4 px).
gaitlab::SpriteAnimation walkAnimation() {
    gaitlab::SpriteAnimation anim;
    const gaitlab::HexGeometry g;
    for (int d = 0; d < gaitlab::kHexDirCount; ++d) {
        const ipos step = g.stepVector(d);
        std::vector<ipos> deltas{ipos(0, 0)};
        for (int i = 1; i < 9; ++i)  // 8 steps whose sum is the hex step exactly
            deltas.push_back(ipos(step.x * i / 8 - step.x * (i - 1) / 8, step.y * i / 8 - step.y * (i - 1) / 8));
        anim.dirs.push_back(sheetOfDeltas(deltas));
    }
    return anim;
}

const gaitlab::MetricResult& metric(const gaitlab::AnimationMetrics& m, const char* id) {
    for (const auto& r : m.metrics)
        if (r.id == id) return r;
    FAIL("no metric " << id);
    return m.metrics.front();
}

}  // namespace

TEST_CASE("a 6-frame cycle of half a hex hides its last frame behind a tie, as the aligner shows") {
    // accum x: 3 6 9 12 14 16, T = (16, 0): dot(accum, T) = 48 96 144 192 224 256, TT = 256. Reachable
    // projections are multiples of 16; at 240 frames 4 and 5 tie (16 each) and the lower index wins.
    const gaitlab::SpriteSheet sheet = sheetOfDeltas({{3, 0}, {3, 0}, {3, 0}, {3, 0}, {2, 0}, {2, 0}});
    CHECK(gaitlab::unreachableFrames(sheet.cycle) == std::vector<int>{5});
    // The aligner itself over one whole cycle of positions: frame 5 never comes up, every other frame does.
    std::set<int> shown;
    for (int x = 0; x < 16; ++x) shown.insert(gaitlab::evaluateWalkFrame(sheet.cycle, ipos(0, 0), ipos(x, 0)).frame);
    CHECK(shown == std::set<int>{0, 1, 2, 3, 4});
}

TEST_CASE("every frame of an even diagonal cycle is reachable, checked position by position") {
    const gaitlab::SpriteAnimation anim = walkAnimation();
    for (int d = 0; d < gaitlab::kHexDirCount; ++d) {
        const auto& cycle = anim.dirs[static_cast<std::size_t>(d)].cycle;
        CHECK(gaitlab::unreachableFrames(cycle).empty());
        std::set<int> shown;
        for (int x = -40; x <= 40; ++x)
            for (int y = -30; y <= 30; ++y)
                shown.insert(gaitlab::evaluateWalkFrame(cycle, ipos(0, 0), ipos(x, y)).frame);
        CHECK(shown.size() == 9);
    }
}

TEST_CASE("zero T hides nothing: frame 0 is the rule, not a hidden frame") {
    CHECK(gaitlab::unreachableFrames(sheetOfDeltas({{0, 0}, {0, 0}, {0, 0}}).cycle).empty());
}

TEST_CASE("a consistent six-direction walk passes and reports its natural speed") {
    const gaitlab::SpriteAnimation anim = walkAnimation();
    const auto m = gaitlab::measureAnimation(anim, {}, gaitlab::HexGeometry{});
    CHECK(m.verdict == Verdict::Pass);
    REQUIRE(m.dirs.size() == 6);
    // E: T = (32, 0), 450 ms: 32 / 0.45 = 71.11 ground px/s; NE (16, -12): ground 16, 12 * 2.3094 -> 32 too.
    CHECK(m.dirs[1].stride == doctest::Approx(32.0));
    CHECK(*m.dirs[1].natural_speed == doctest::Approx(32.0 / 0.45));
    CHECK(m.dirs[0].stride == doctest::Approx(32.0).epsilon(0.001));
    CHECK(*m.dirs[2].angle_error == doctest::Approx(0.0));
}

TEST_CASE("a mirrored x axis and another direction's T fail the direction angle") {
    gaitlab::SpriteAnimation mirrored = walkAnimation();
    mirrored.dirs[1] = sheetOfDeltas({{0, 0}, {-4, 0}, {-4, 0}, {-4, 0}, {-4, 0}, {-4, 0}, {-4, 0}, {-4, 0}, {-4, 0}});
    const auto m = gaitlab::measureAnimation(mirrored, {}, gaitlab::HexGeometry{});
    CHECK(metric(m, "direction_angle").value == doctest::Approx(180.0));
    CHECK(metric(m, "direction_angle").verdict == Verdict::Fail);
    CHECK(metric(m, "stride_spread").verdict == Verdict::Pass);  // the stride is right, only its sign is not

    gaitlab::SpriteAnimation wrong = walkAnimation();
    wrong.dirs[2] = wrong.dirs[1];  // SE shows E's T (32, 0) against its step (16, 12): 36.87 degrees
    const auto w = gaitlab::measureAnimation(wrong, {}, gaitlab::HexGeometry{});
    CHECK(*metric(w, "direction_angle").value == doctest::Approx(36.8699).epsilon(0.0001));
    CHECK(metric(w, "direction_angle").verdict == Verdict::Fail);
}

TEST_CASE("a short direction, a zero T and a missing frame show in the spread metrics") {
    gaitlab::SpriteAnimation anim = walkAnimation();
    anim.dirs[4] = sheetOfDeltas({{0, 0}, {-3, 0}, {-3, 0}, {-3, 0}, {-3, 0}, {-3, 0}, {-3, 0}, {-3, 0}, {-3, 0}});
    const auto short_w = gaitlab::measureAnimation(anim, {}, gaitlab::HexGeometry{});
    // Strides 32 x5 and 24: (32 - 24) / (184 / 6) = 26.1 %.
    CHECK(*metric(short_w, "stride_spread").value == doctest::Approx(8.0 / (184.0 / 6.0) * 100.0));
    CHECK(metric(short_w, "stride_spread").verdict == Verdict::Fail);

    anim.dirs[4] = sheetOfDeltas(std::vector<ipos>(9, ipos(0, 0)));
    const auto zero = gaitlab::measureAnimation(anim, {}, gaitlab::HexGeometry{});
    CHECK(*metric(zero, "zero_t").value == 1.0);
    CHECK(metric(zero, "zero_t").verdict == Verdict::Fail);

    anim = walkAnimation();
    anim.dirs[3].frames.pop_back();
    anim.dirs[3].rebuildCycle();
    const auto missing = gaitlab::measureAnimation(anim, {}, gaitlab::HexGeometry{});
    CHECK(*metric(missing, "frame_count_spread").value == 1.0);
    CHECK(metric(missing, "frame_count_spread").verdict == Verdict::Fail);
}

TEST_CASE("a hidden frame that repeats a shown picture is not counted as unreachable") {
    gaitlab::SpriteAnimation anim;
    anim.dirs.push_back(sheetOfDeltas({{3, 0}, {3, 0}, {3, 0}, {3, 0}, {2, 0}, {2, 0}}));
    const std::vector<std::vector<uint64_t>> same_as_frame_0{{7, 1, 2, 3, 4, 7}};
    const auto repeat = gaitlab::measureAnimation(anim, same_as_frame_0, gaitlab::HexGeometry{});
    CHECK(*metric(repeat, "unreachable_frames").value == 0.0);
    CHECK(repeat.dirs[0].hidden_repeats == std::vector<int>{5});
    const auto hidden = gaitlab::measureAnimation(anim, {}, gaitlab::HexGeometry{});
    CHECK(*metric(hidden, "unreachable_frames").value == 1.0);
    CHECK(metric(hidden, "unreachable_frames").verdict == Verdict::Fail);
}

TEST_CASE("unreachable frames of a 65,536-frame cycle come out in bounded time, checked at both ends") {
    // Every frame moves nothing but the last, which moves 3 px: frames 1..65534 tie with frame 0 (hidden); the last
    // frame's projection is TT = 9, and at cp = 6 (reachable: multiples of 3) it is nearer than frame 0's 0.
    std::vector<ipos> deltas(65536, ipos(0, 0));
    deltas.back() = ipos(3, 0);
    const gaitlab::SpriteSheet sheet = sheetOfDeltas(deltas);
    const std::vector<int> never = gaitlab::unreachableFrames(sheet.cycle);
    CHECK(never.size() == 65534);
    CHECK(never.front() == 1);
    CHECK(never.back() == 65534);
}

TEST_CASE("with T = 0 in every direction the spreads have no data, and an angle within bounds names no cause") {
    gaitlab::SpriteAnimation still = walkAnimation();
    for (gaitlab::SpriteSheet& s : still.dirs) s = sheetOfDeltas({{0, 0}, {0, 0}, {0, 0}});
    const auto m = gaitlab::measureAnimation(still, {}, gaitlab::HexGeometry{});
    CHECK(metric(m, "zero_t").verdict == Verdict::Fail);
    CHECK(metric(m, "stride_spread").verdict == Verdict::NoData);
    CHECK(metric(m, "stride_spread").note == "every direction has T = 0: no stride to compare");
    CHECK(metric(m, "natural_speed_spread").verdict == Verdict::NoData);
    // The shipped-like walk: every T along its hex step, 0 degrees off.
    const auto good = gaitlab::measureAnimation(walkAnimation(), {}, gaitlab::HexGeometry{});
    CHECK(metric(good, "direction_angle").verdict == Verdict::Pass);
    CHECK(metric(good, "direction_angle").note.find("every T follows its hex step") != std::string::npos);
}

namespace {

/// An 8-direction walk: per square direction 0 and 8 equal steps summing to its square step (S and N (0, +-24)).
gaitlab::SpriteAnimation squareWalkAnimation() {
    gaitlab::SpriteAnimation anim;
    anim.source = "walk8.fofrm";
    const gaitlab::HexGeometry g = gaitlab::squareGeometry();
    for (int d = 0; d < gaitlab::kSquareDirCount; ++d) {
        const ipos step = g.stepVector(d);
        std::vector<ipos> deltas{ipos(0, 0)};
        for (int i = 1; i < 9; ++i)
            deltas.push_back(ipos(step.x * i / 8 - step.x * (i - 1) / 8, step.y * i / 8 - step.y * (i - 1) / 8));
        anim.dirs.push_back(sheetOfDeltas(deltas));
    }
    return anim;
}

}  // namespace

TEST_CASE("an eight-direction walk is measured on the square steps: its longer S and N strides are consistent") {
    const gaitlab::SpriteAnimation anim = squareWalkAnimation();
    // Shown on a hexagonal map, the art is still measured on its own (square) steps.
    const auto m = gaitlab::measureAnimation(anim, {}, gaitlab::HexGeometry{});
    REQUIRE(m.dirs.size() == 8);
    // S: T = (0, 24), ground 24 * 2.3094 = 55.43 px; E: (32, 0), 32 px.
    CHECK(m.dirs[3].stride == doctest::Approx(24.0 * 2.3094011).epsilon(0.0001));
    CHECK(m.dirs[7].stride == doctest::Approx(24.0 * 2.3094011).epsilon(0.0001));
    CHECK(m.dirs[1].stride == doctest::Approx(32.0));
    CHECK(*m.dirs[3].angle_error == doctest::Approx(0.0));
    CHECK(*m.dirs[7].angle_error == doctest::Approx(0.0));
    CHECK(*metric(m, "stride_spread").value < 0.1);
    CHECK(metric(m, "stride_spread").verdict == Verdict::Pass);
    CHECK(metric(m, "natural_speed_spread").verdict == Verdict::Pass);
    CHECK(metric(m, "direction_angle").verdict == Verdict::Pass);
    CHECK(m.verdict == Verdict::Pass);
    CHECK(gaitlab::motionWarnings(anim, gaitlab::HexGeometry{}).empty());
    CHECK(gaitlab::motionWarnings(anim, gaitlab::squareGeometry()).empty());
    // Six-direction art on a square map is measured on the hex steps, as before.
    CHECK(gaitlab::measureAnimation(walkAnimation(), {}, gaitlab::squareGeometry()).verdict == Verdict::Pass);
    CHECK(gaitlab::stepGroundLength(gaitlab::squareGeometry(), 3) == doctest::Approx(55.4256).epsilon(0.0001));
    CHECK(gaitlab::stepGroundLength(gaitlab::squareGeometry(), 0) == doctest::Approx(32.0).epsilon(0.0001));
}

TEST_CASE("an eight-direction walk whose S stride is a hex step's gets the stride warning, named by square names") {
    gaitlab::SpriteAnimation anim = squareWalkAnimation();
    // S moves 14 px down: 14 * 2.3094 = 32.3 ground px, 0.58 of its 55.4 px step; the others 1.0 of theirs.
    anim.dirs[3] = sheetOfDeltas({{0, 0}, {0, 2}, {0, 2}, {0, 2}, {0, 2}, {0, 2}, {0, 2}, {0, 1}, {0, 1}});
    const std::vector<gaitlab::ErrorRecord> w = gaitlab::motionWarnings(anim, gaitlab::HexGeometry{});
    REQUIRE(w.size() == 1);
    CHECK(w[0].file == "walk8.fofrm");
    const std::string& text = w[0].message;
    CHECK(text.find("the directions' |T| on the ground differ against their step lengths (NE 32.0 of step 32.0, E "
                    "32.0 of step 32.0, SE 32.0 of step 32.0, S 32.3 of step 55.4, SW 32.0 of step 32.0, W 32.0 of "
                    "step 32.0, NW 32.0 of step 32.0, N 55.4 of step 55.4 px)") != std::string::npos);
    // (1 - 0.583) / ((7 + 0.583) / 8) = 44 %: a fail.
    const auto m = gaitlab::measureAnimation(anim, {}, gaitlab::HexGeometry{});
    CHECK(*metric(m, "stride_spread").value == doctest::Approx(44.0).epsilon(0.01));
    CHECK(metric(m, "stride_spread").verdict == Verdict::Fail);
}
