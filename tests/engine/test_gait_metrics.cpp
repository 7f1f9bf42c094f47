// Gait metrics (engine/gait/gait_metrics.h, DECISIONS "Gait metrics") on sample streams built by the test: a walk
// whose planted foot stays still by construction, then broken variants of it, each value worked out by hand.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "engine/gait/gait_metrics.h"
#include "engine/hex/hex_geometry.h"

namespace {

using gaitlab::FootState;
using gaitlab::GaitSample;
using gaitlab::ipos;
using gaitlab::Verdict;

constexpr int kFrames = 8;
constexpr int kFootBase = 10;  // the left foot's x relative to the root in frame 0

/// An east walk sheet: 8 frames, each moving `step` px (T = 8 * step), 320 ms (natural speed 100 px/s at 4 px).
gaitlab::SpriteSheet walkSheet(int step) {
    gaitlab::SpriteSheet sheet;
    for (int i = 0; i < kFrames; ++i) {
        gaitlab::SpriteFrame f;
        f.width = 8;
        f.height = 8;
        f.next_x = static_cast<int16_t>(step);
        sheet.frames.push_back(f);
    }
    sheet.anim_ms = 320;
    sheet.rebuildCycle();
    return sheet;
}

/// The same rigid 8x8 figure in every frame, each pixel its own colour: its translation between any two frames is
/// (0, 0), so a jump is the root's motion.
const gaitlab::SpriteSheet& rigidFigures() {
    static const gaitlab::SpriteSheet sheet = [] {
        gaitlab::SpriteSheet s;
        for (int i = 0; i < kFrames; ++i) {
            gaitlab::SpriteFrame f;
            f.width = 8;
            f.height = 8;
            for (int p = 0; p < 64; ++p)
                f.rgba.insert(f.rgba.end(), {static_cast<uint8_t>(40 + 3 * p), static_cast<uint8_t>(200 - 2 * p),
                                             static_cast<uint8_t>(p % 8 * 30), 255});
            s.frames.push_back(f);
        }
        s.rebuildCycle();
        return s;
    }();
    return sheet;
}

/// Contacts drawn for a 4 px step: the left foot is planted in frames 0-3 and goes back 4 px relative to the root
/// each frame (so it stays still when the root advances 4 px), the right foot in frames 4-7 likewise; the stance
/// they make (3 to 4 and 7 to 0 plant no foot in both frames, so those changes cannot be judged) and the rigid
/// figure's pixels.
gaitlab::GaitSheetInfo contactsFor4px(int step = 4) {
    gaitlab::GaitSheetInfo info;
    for (int i = 0; i < kFrames; ++i) {
        gaitlab::FrameContacts c;
        const bool left = i < 4;
        c.feet[gaitlab::kLeftFoot] = {left ? FootState::Planted : FootState::Lifted, ipos(kFootBase - 4 * (i % 4), 0)};
        c.feet[gaitlab::kRightFoot] = {left ? FootState::Lifted : FootState::Planted, ipos(kFootBase - 4 * (i % 4), 0)};
        info.contacts.frames.push_back(c);
        info.image_ids.push_back(static_cast<uint64_t>(i));
    }
    info.contacts.stance =
        gaitlab::stanceFromContacts(walkSheet(step), info.contacts.frames, ipos(32, 0), info.image_ids);
    info.pixels = &rigidFigures();
    info.label = "walk E";
    return info;
}

/// `ticks` samples of the sheet moving east as the aligner moves it: the logical point goes 1 px a tick (100 px/s),
/// a new frame comes every `step` px of it and the root advances `step` px at each (T = 8 * step).
std::vector<GaitSample> walkSamples(const gaitlab::SpriteSheet& sheet, int step, int ticks, int dir = 1) {
    std::vector<GaitSample> out;
    for (int k = 0; k < ticks; ++k) {
        const int n = k / step;  // frames shown so far
        GaitSample s;
        s.t_ms = 10 * (k + 1);
        s.anim = "walk";
        s.sheet = &sheet;
        s.dir = dir;
        s.frame = n % kFrames;
        s.moving = true;
        s.movement_driven = true;
        s.phase = (k % (kFrames * step)) / static_cast<double>(kFrames * step);
        s.sprite_root = ipos(100 + step * n, 50);
        s.logical = ipos(100 + k, 50);
        out.push_back(s);
    }
    return out;
}

double value(const gaitlab::GaitGroup& g, const char* id) {
    const gaitlab::MetricResult* m = g.find(id);
    REQUIRE(m != nullptr);
    REQUIRE(m->value.has_value());
    return *m->value;
}

Verdict verdict(const gaitlab::GaitGroup& g, const char* id) {
    const gaitlab::MetricResult* m = g.find(id);
    REQUIRE(m != nullptr);
    return m->verdict;
}

}  // namespace

TEST_CASE("a walk whose planted foot stays still passes with the values worked out by hand") {
    const gaitlab::SpriteSheet sheet = walkSheet(4);
    const gaitlab::GaitSheetInfo info = contactsFor4px();
    const auto samples = walkSamples(sheet, 4, 200);
    const auto report = gaitlab::measureGait(
        samples, [&](const gaitlab::SpriteSheet*) { return &info; }, 1.0);
    const auto& g = report.overall;
    CHECK(value(g, "foot_slide") == 0.0);
    // The whole cycle: the changes from frame 3 and frame 7 plant no foot in both frames and are passed over.
    INFO(g.find("foot_slide")->note);
    CHECK(g.find("foot_slide")->note.find("worst plant of 1 sheet(s)") != std::string::npos);
    CHECK(g.find("foot_slide")->note.find("cannot judge") == std::string::npos);
    CHECK(value(g, "slide_per_cycle") == 0.0);
    CHECK(value(g, "stride") == 0.0);
    CHECK(value(g, "pose_drift") == 0.0);
    CHECK(value(g, "jump_frame_change") == 4.0);
    CHECK(value(g, "jump_cycle_wrap") == 4.0);  // frame 7 -> 0 moves by frame 0's delta
    // Mean pose step 32 / 8 = 4 px: bounds 1.5 * (4 + 1) and 2 * (4 + 1).
    CHECK(g.find("jump_frame_change")->threshold.warn_high == doctest::Approx(7.5));
    CHECK(g.find("jump_frame_change")->threshold.fail_high == doctest::Approx(10.0));
    CHECK(verdict(g, "jump_frame_change") == Verdict::Pass);
    CHECK_FALSE(g.find("cadence")->threshold.judged());
    // Root 4*floor(k/4) against k: the logical point leads by at most 3 px (k = 3, 7, ...).
    CHECK(value(g, "lead_lag_max") == 3.0);
    // k mod 4 over k = 1..199: 49 groups of 1+2+3+0, then 1+2+3: 300 / 199.
    CHECK(value(g, "lead_lag_mean") == doctest::Approx(300.0 / 199.0));
    // 49 frame changes (k = 4, 8, ..., 196) in 199 ticks of 10 ms.
    CHECK(value(g, "cadence") == doctest::Approx(49 / 1.99));
    // The logical point went 199 px in 1.99 s; natural speed 32 px / 320 ms = 100 px/s.
    CHECK(value(g, "speed") == doctest::Approx(100.0));
    CHECK(value(g, "speed_ratio") == doctest::Approx(1.0));
    CHECK(value(g, "backward_poses") == 0.0);
    CHECK(g.verdict == Verdict::Pass);
    REQUIRE(report.groups.size() == 1);
    CHECK(report.groups[0].dir == 1);
    CHECK(report.series.t_ms.size() == 200);
    CHECK(report.series.jump[4] == std::string("frame change"));
    CHECK(report.series.jump[32] == std::string("cycle wrap"));
}

TEST_CASE("a stride 25 percent short slides the planted foot 1 px a frame, a stride half as long 2 px") {
    const gaitlab::GaitSheetInfo info = contactsFor4px(3);
    // A frame every 3 px: the foot goes back 4 px in the frame while the root advances 3, -1 px per change, 3
    // changes per plant; 6 judged changes a cycle (the sidecar plants no foot across 3 -> 4 and 7 -> 0). The feet
    // carry the figure 32 px a cycle, T is 24: 25 % short.
    const gaitlab::SpriteSheet quarter = walkSheet(3);
    const auto report = gaitlab::measureGait(
        walkSamples(quarter, 3, 200), [&](const gaitlab::SpriteSheet*) { return &info; }, 1.0);
    const auto& g = report.overall;
    CHECK(value(g, "foot_slide") == 3.0);
    CHECK(verdict(g, "foot_slide") == Verdict::Pass);
    CHECK(value(g, "slide_per_cycle") == doctest::Approx(8.0));  // 6 px over 6 of 8 changes, scaled to 8
    CHECK(value(g, "stride") == doctest::Approx(25.0));          // -1 * 8 / 32
    CHECK(verdict(g, "stride") == Verdict::Warn);
    // Half as long: -2 px a change, 6 px a plant, 50 % of the feet's 32 px.
    const gaitlab::SpriteSheet half = walkSheet(2);
    const gaitlab::GaitSheetInfo half_info = contactsFor4px(2);
    const auto halved = gaitlab::measureGait(
        walkSamples(half, 2, 200), [&](const gaitlab::SpriteSheet*) { return &half_info; }, 1.0);
    CHECK(value(halved.overall, "foot_slide") == 6.0);
    CHECK(verdict(halved.overall, "foot_slide") == Verdict::Fail);
    CHECK(value(halved.overall, "stride") == doctest::Approx(50.0));
    CHECK(verdict(g, "pose_drift") == Verdict::Pass);
    CHECK(verdict(g, "jump_frame_change") == Verdict::Pass);
    CHECK(verdict(g, "backward_poses") == Verdict::Pass);
    CHECK(verdict(g, "lead_lag_max") == Verdict::Pass);
}

TEST_CASE("one large single-frame delta fails the pose-step jump") {
    gaitlab::SpriteSheet sheet = walkSheet(4);
    for (auto& f : sheet.frames) f.next_x = 0;
    sheet.frames[7].next_x = 32;  // same T, all of it in one frame
    sheet.rebuildCycle();
    const gaitlab::GaitSheetInfo info = contactsFor4px();
    auto samples = walkSamples(sheet, 4, 200);
    for (auto& s : samples) {
        // Frames by time as before; the root moves by accum: 32 px on entering frame 7, nothing at the wrap.
        const int cycles = static_cast<int>(s.t_ms / 10 - 1) / 32;
        s.sprite_root.x = 100 + 32 * cycles + (s.frame == 7 ? 32 : 0);
    }
    const auto report = gaitlab::measureGait(
        samples, [&](const gaitlab::SpriteSheet*) { return &info; }, 1.0);
    CHECK(value(report.overall, "jump_frame_change") == 32.0);
    CHECK(value(report.overall, "jump_cycle_wrap") == 0.0);
    CHECK(verdict(report.overall, "jump_frame_change") == Verdict::Fail);  // 32 > 2 * (4 + 1)
    CHECK(verdict(report.overall, "pose_drift") == Verdict::Pass);
}

TEST_CASE("a sprite that moves while its frame stays is pose drift") {
    const gaitlab::SpriteSheet sheet = walkSheet(4);
    const gaitlab::GaitSheetInfo info = contactsFor4px();
    auto samples = walkSamples(sheet, 4, 60);
    samples[13].sprite_root.x += 2;  // ticks 12-15 show frame 3
    const auto report = gaitlab::measureGait(
        samples, [&](const gaitlab::SpriteSheet*) { return &info; }, 1.0);
    CHECK(value(report.overall, "pose_drift") == 2.0);
    CHECK(report.overall.find("pose_drift")->at_ms == samples[13].t_ms);
    CHECK(verdict(report.overall, "pose_drift") == Verdict::Fail);
}

TEST_CASE("phase kept across a turn passes, a phase reset on the turn fails") {
    const gaitlab::SpriteSheet east = walkSheet(4);
    const gaitlab::SpriteSheet south_east = walkSheet(4);
    const gaitlab::GaitSheetInfo info = contactsFor4px();
    auto samples = walkSamples(east, 4, 60);
    for (std::size_t k = 16; k < samples.size(); ++k) {
        samples[k].sheet = &south_east;
        samples[k].dir = 2;
    }
    const auto lookup = [&](const gaitlab::SpriteSheet*) { return &info; };
    const auto kept = gaitlab::measureGait(samples, lookup, 1.0);
    CHECK(value(kept.overall, "turn_phase") == doctest::Approx(0.0));
    CHECK(verdict(kept.overall, "turn_phase") == Verdict::Pass);
    CHECK(kept.groups.size() == 2);

    // Reset: phase 15/32 before the turn, 0 after it (a step of -15/32); the tick before advanced 1/32.
    for (std::size_t k = 16; k < samples.size(); ++k) samples[k].phase = (k - 16) / 32.0;
    const auto reset = gaitlab::measureGait(samples, lookup, 1.0);
    CHECK(value(reset.overall, "turn_phase") == doctest::Approx(0.5));
    CHECK(verdict(reset.overall, "turn_phase") == Verdict::Fail);
}

TEST_CASE("a phase running backwards counts backward pose steps") {
    const gaitlab::SpriteSheet sheet = walkSheet(4);
    const gaitlab::GaitSheetInfo info = contactsFor4px();
    auto samples = walkSamples(sheet, 4, 41);
    // 0, 31/32, 30/32, ..., 1/32, 0, 31/32: every one of the 40 steps goes back 1/32.
    for (auto& s : samples) s.phase = s.phase == 0.0 ? 0.0 : 1.0 - s.phase;
    const auto report = gaitlab::measureGait(
        samples, [&](const gaitlab::SpriteSheet*) { return &info; }, 1.0);
    CHECK(value(report.overall, "backward_poses") == 40.0);
    CHECK(verdict(report.overall, "backward_poses") == Verdict::Fail);
}

TEST_CASE("the pose pop at a stop is how far the planted foot lands from the standing pose's nearest foot") {
    const gaitlab::SpriteSheet walk = walkSheet(4);
    const gaitlab::GaitSheetInfo walk_info = contactsFor4px();
    gaitlab::SpriteSheet idle;
    idle.frames.resize(1);
    idle.rebuildCycle();
    const auto run = [&](int idle_foot_dx) {
        gaitlab::GaitSheetInfo idle_info;
        gaitlab::FrameContacts c;
        // Frame 0 of the walk plants the left foot at root + 10; the idle's nearer foot is idle_foot_dx further on.
        c.feet[0] = {FootState::Undecided, ipos(kFootBase + idle_foot_dx, 0)};
        c.feet[1] = {FootState::Undecided, ipos(kFootBase + 30, 0)};
        idle_info.contacts.frames.push_back(c);
        idle_info.image_ids.push_back(99);
        auto samples = walkSamples(walk, 4, 32);  // ends in frame 7 with its root at 128
        samples.push_back(samples.back());
        GaitSample& stop = samples.back();
        stop.t_ms += 10;
        stop.anim = "idle";
        stop.sheet = &idle;
        stop.frame = 0;
        stop.moving = false;
        stop.movement_driven = false;
        return gaitlab::measureGait(
            samples, [&](const gaitlab::SpriteSheet* s) { return s == &idle ? &idle_info : &walk_info; }, 1.0);
    };
    // Frame 7 plants the right foot at root + 10 - 12 = root - 2; the idle's feet stand at root + 10 + dx and
    // root + 40.
    const auto close = run(-9);  // root + 1: 3 px from the planted foot
    CHECK(value(close.overall, "stop_pop") == 3.0);
    CHECK(verdict(close.overall, "stop_pop") == Verdict::Pass);
    const auto snap = run(4);  // root + 14: 16 px
    CHECK(value(snap.overall, "stop_pop") == 16.0);
    CHECK(verdict(snap.overall, "stop_pop") == Verdict::Fail);
    CHECK(verdict(snap.overall, "foot_slide") == Verdict::Pass);
}

TEST_CASE("without contacts or pixels the figure metrics cannot judge, never pass") {
    const gaitlab::SpriteSheet sheet = walkSheet(4);
    const auto report = gaitlab::measureGait(
        walkSamples(sheet, 4, 100), [](const gaitlab::SpriteSheet*) { return nullptr; }, 1.0);
    const gaitlab::MetricResult* slide = report.overall.find("foot_slide");
    REQUIRE(slide != nullptr);
    CHECK_FALSE(slide->value.has_value());
    CHECK(slide->verdict == Verdict::CannotJudge);
    CHECK(slide->note == "cannot judge: walk: no contacts or pixels for this sheet");
    CHECK(report.overall.find("stride")->verdict == Verdict::CannotJudge);
    CHECK(report.overall.find("slide_per_cycle")->verdict == Verdict::CannotJudge);
    const gaitlab::MetricResult* jump = report.overall.find("jump_frame_change");
    CHECK(jump->verdict == Verdict::CannotJudge);
    CHECK_FALSE(jump->value.has_value());
    CHECK(value(report.overall, "lead_lag_max") == 3.0);  // the metrics of the root's place still measure
    CHECK(report.overall.verdict == Verdict::CannotJudge);
    CHECK(std::string(gaitlab::verdictName(Verdict::CannotJudge)) == "cannot judge");
    CHECK(gaitlab::worse(Verdict::Pass, Verdict::CannotJudge) == Verdict::CannotJudge);
    CHECK(gaitlab::worse(Verdict::Warn, Verdict::CannotJudge) == Verdict::Warn);
}

TEST_CASE("jump causes follow the documented order") {
    GaitSample a;
    a.anim = "walk";
    a.moving = true;
    a.movement_driven = true;
    GaitSample b = a;
    CHECK(gaitlab::jumpCause(a, b) == gaitlab::JumpCause::None);
    b.frame = 1;
    CHECK(gaitlab::jumpCause(a, b) == gaitlab::JumpCause::FrameChange);
    a.phase = 0.9;
    b.phase = 0.1;
    CHECK(gaitlab::jumpCause(a, b) == gaitlab::JumpCause::CycleWrap);
    b.dir = 2;
    CHECK(gaitlab::jumpCause(a, b) == gaitlab::JumpCause::Turn);
    b.anim = "run";
    CHECK(gaitlab::jumpCause(a, b) == gaitlab::JumpCause::SheetChange);
    b.movement_driven = false;
    b.anim = "death";
    CHECK(gaitlab::jumpCause(a, b) == gaitlab::JumpCause::StateChange);
    b.moving = false;
    CHECK(gaitlab::jumpCause(a, b) == gaitlab::JumpCause::Stop);
    b.correction = true;
    CHECK(gaitlab::jumpCause(a, b) == gaitlab::JumpCause::Correction);
}

TEST_CASE("thresholds judge both bounds and describe themselves") {
    gaitlab::Threshold t;
    t.warn_high = 1;
    t.fail_high = 2;
    CHECK(t.judge(1.0) == Verdict::Pass);
    CHECK(t.judge(1.5) == Verdict::Warn);
    CHECK(t.judge(2.5) == Verdict::Fail);
    CHECK(t.text(0) == "pass <= 1, fail > 2");
    gaitlab::Threshold r;
    r.warn_low = 0.8;
    r.warn_high = 1.25;
    r.fail_low = 0.6;
    r.fail_high = 1.6;
    CHECK(r.judge(0.7) == Verdict::Warn);
    CHECK(r.judge(0.5) == Verdict::Fail);
    CHECK(r.judge(1.0) == Verdict::Pass);
    CHECK(gaitlab::worse(Verdict::Pass, Verdict::NoData) == Verdict::Pass);
    CHECK(gaitlab::worse(Verdict::Warn, Verdict::Fail) == Verdict::Fail);
}

TEST_CASE("square map directions S and N get groups of their own, in hdir order") {
    const gaitlab::SpriteSheet east = walkSheet(4);
    const gaitlab::SpriteSheet south = walkSheet(4);
    const gaitlab::SpriteSheet north = walkSheet(4);
    const gaitlab::GaitSheetInfo info = contactsFor4px();
    // E (1) for ticks 0..15, N (7) for 16..31, S (3) for the rest: groups 1, 3, 7, each its own.
    auto samples = walkSamples(east, 4, 60);
    for (std::size_t k = 16; k < samples.size(); ++k) {
        samples[k].sheet = k < 32 ? &north : &south;
        samples[k].dir = k < 32 ? 7 : 3;
    }
    const auto lookup = [&](const gaitlab::SpriteSheet*) { return &info; };
    const auto report = gaitlab::measureGait(samples, lookup, 1.0);
    REQUIRE(report.groups.size() == 3);
    CHECK(report.groups[0].dir == 1);
    CHECK(report.groups[1].dir == 3);
    CHECK(report.groups[2].dir == 7);
    CHECK(std::string(gaitlab::dirName(report.groups[2].dir, 8)) == "N");
}
