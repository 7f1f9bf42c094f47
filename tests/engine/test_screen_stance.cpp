// The stance measured on the screen (engine/gait/stance.h, plant_slides.h; DECISIONS "Gait metrics") on generated
// walks whose truth is known by construction: rewrites that draw the same pixels give the same figures, a diagonal
// with Fallout's y-jumps whose pictures keep the planted foot still measures 0 px, a picture held while the sprite
// moves slides by exactly that motion, the per-tick series the overlay and player show agree with the metric, and
// walks in all six directions under each shadow measure a known slide of one plant within 1 px, a foot rolling
// heel to toe measures 0 px, derive-deltas gives back the file's deltas on the y-jump diagonal and the roll, and
// boots drawn in the solid shadow's own colour are measured (dark soles) or never passed (a boot lost in it).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <tuple>
#include <vector>

#include "engine/gait/animation_metrics.h"
#include "engine/gait/contacts.h"
#include "engine/gait/derive_deltas.h"
#include "engine/gait/gait_metrics.h"
#include "engine/gait/plant_slides.h"
#include "fallout_like_walk.h"

namespace {

using gaitlab::ipos;
using gaitlab::SheetGait;
using gaitlab::SpriteFrame;
using gaitlab::SpriteSheet;
using gaitlab::testing::falloutLikeWalk;
using gaitlab::testing::FixtureShadow;
using gaitlab::testing::kFixtureFrames;
using gaitlab::testing::kFixtureStep;

const ipos kEast{32, 0};
const ipos kSouthEast{16, 12};

std::vector<uint64_t> idsOf(const SpriteSheet& sheet) {
    std::vector<uint64_t> ids;
    for (const SpriteFrame& f : sheet.frames) ids.push_back(gaitlab::frameImageId(f));
    return ids;
}

gaitlab::GroundShadow shadowOf(const SpriteSheet& sheet) {
    std::vector<const SpriteFrame*> frames;
    for (const SpriteFrame& f : sheet.frames) frames.push_back(&f);
    return gaitlab::findGroundShadow(frames);
}

SheetGait gaitOf(const SpriteSheet& sheet, ipos travel) {
    const gaitlab::SheetStance stance = gaitlab::measureStance(sheet, travel, idsOf(sheet), shadowOf(sheet));
    return gaitlab::measureSheetGait(sheet, stance);
}

void setDelta(SpriteFrame& f, ipos d) {
    f.next_x = static_cast<int16_t>(d.x);
    f.next_y = static_cast<int16_t>(d.y);
}

/// Frame k gets pad[k] transparent rows under its picture and NextY grows by pad[k] - pad[k - 1]: every frame lands
/// on the same screen pixels (the realart check's `pad`).
SpriteSheet padRewrite(SpriteSheet sheet, const std::vector<int>& pad) {
    const std::size_t n = sheet.frames.size();
    for (std::size_t k = 0; k < n; ++k) {
        SpriteFrame& f = sheet.frames[k];
        const int p = pad[k % pad.size()];
        f.rgba.resize(f.rgba.size() + static_cast<std::size_t>(f.width) * static_cast<std::size_t>(p) * 4, 0);
        f.height += p;
        f.next_y = static_cast<int16_t>(f.next_y + p - pad[(k + n - 1) % n % pad.size()]);
    }
    sheet.rebuildCycle();
    return sheet;
}

/// Every delta turned along T (each frame's root on the line to T, rounded) and every picture moved by what its
/// root moved, so it lands on the same screen pixels (the realart check's `straighten`).
SpriteSheet straightenRewrite(SpriteSheet sheet) {
    const std::size_t n = sheet.frames.size();
    std::vector<ipos> acc(n);
    ipos sum{0, 0};
    for (std::size_t k = 0; k < n; ++k) {
        sum += ipos{sheet.frames[k].next_x, sheet.frames[k].next_y};
        acc[k] = sum;
    }
    const ipos t = sum;
    const double l2 = static_cast<double>(t.x * t.x + t.y * t.y);
    ipos before{0, 0};
    for (std::size_t k = 0; k < n; ++k) {
        ipos on = t;
        if (k + 1 < n) {
            const double s = (acc[k].x * t.x + acc[k].y * t.y) / l2;
            on = {static_cast<int>(std::lround(s * t.x)), static_cast<int>(std::lround(s * t.y))};
        }
        sheet.frames[k].draw_offset += acc[k] - on;
        setDelta(sheet.frames[k], on - before);
        before = on;
    }
    sheet.rebuildCycle();
    return sheet;
}

void checkSameFigures(const SheetGait& a, const SheetGait& b) {
    REQUIRE(a.worst.has_value() == b.worst.has_value());
    if (a.worst) CHECK(a.worst->excursion == b.worst->excursion);
    REQUIRE(a.travel_px.has_value() == b.travel_px.has_value());
    if (a.travel_px) CHECK(*a.travel_px == doctest::Approx(*b.travel_px));
    REQUIRE(a.stride_error.has_value() == b.stride_error.has_value());
    if (a.stride_error) CHECK(*a.stride_error == doctest::Approx(*b.stride_error));
    CHECK(a.judged == b.judged);
    CHECK(a.plants.size() == b.plants.size());
}

/// The east fixture drawn walking along one of the six hex directions: mirrored for the westward ones, sheared by
/// `shear` rows per column after the mirror (0.75: south-east, or north-west mirrored; -0.75: north-east, or
/// south-west mirrored), NextX/NextY (±8, shear * ±8) along the travel, so the planted foot keeps still. The shadow
/// is drawn afterwards under the figure, as the art draws it: not sheared, a whole checkerboard or a solid blob.
SpriteSheet walkAlong(bool west, double shear, FixtureShadow shadow) {
    const SpriteSheet east = falloutLikeWalk(FixtureShadow::None);
    SpriteSheet out = east;
    for (std::size_t k = 0; k < east.frames.size(); ++k) {
        const SpriteFrame& e = east.frames[k];
        SpriteFrame& f = out.frames[k];
        f.height = e.height + 40;
        f.rgba.assign(static_cast<std::size_t>(f.width) * static_cast<std::size_t>(f.height) * 4, 0);
        const auto at = [&f](int c, int r) {
            return (static_cast<std::size_t>(r) * static_cast<std::size_t>(f.width) + static_cast<std::size_t>(c)) * 4;
        };
        for (int r = 0; r < e.height; ++r)
            for (int c = 0; c < e.width; ++c) {
                const int nc = west ? e.width - 1 - c : c;
                const int nr = r + 20 + static_cast<int>(std::lround(shear * (nc - e.width / 2)));
                const std::size_t from =
                    (static_cast<std::size_t>(r) * static_cast<std::size_t>(e.width) + static_cast<std::size_t>(c)) * 4;
                for (std::size_t ch = 0; ch < 4; ++ch) f.rgba[at(nc, nr) + ch] = e.rgba[from + ch];
            }
        // Root-relative (x, y) is pixel (x + W/2, y + H + 20) of the taller picture drawn 20 px lower.
        if (shadow != FixtureShadow::None)
            for (int y = -4; y <= -1; ++y)
                for (int x = -16; x <= 15; ++x) {
                    uint8_t* p = &f.rgba[at(x + f.width / 2, y + e.height + 20)];
                    if (p[3] != 0) continue;  // under the figure
                    const bool dark = shadow == FixtureShadow::Solid || ((x + y) & 1) != 0;
                    p[0] = dark ? 12 : 32;
                    p[1] = dark ? 12 : 16;
                    p[2] = dark ? 12 : 16;
                    p[3] = 255;
                }
        f.draw_offset = e.draw_offset + ipos{0, 20};
        const int x = west ? -kFixtureStep : kFixtureStep;
        setDelta(f, {x, static_cast<int>(std::lround(shear * x))});
    }
    out.rebuildCycle();
    return out;
}

}  // namespace

TEST_CASE("rewrites that draw the same pixels give the same figures: pad and straighten, right and wrong deltas") {
    for (const FixtureShadow shadow : {FixtureShadow::None, FixtureShadow::Dither, FixtureShadow::Solid}) {
        CAPTURE(static_cast<int>(shadow));
        SpriteSheet walk = falloutLikeWalk(shadow);
        SpriteSheet wrong = walk;  // frame 2 a third of a step long, frame 5 short: two slides
        setDelta(wrong.frames[2], {kFixtureStep + 3, 0});
        setDelta(wrong.frames[5], {kFixtureStep - 2, 1});
        wrong.rebuildCycle();
        for (const SpriteSheet* sheet : {&walk, &wrong}) {
            const SheetGait base = gaitOf(*sheet, kEast);
            checkSameFigures(base, gaitOf(padRewrite(*sheet, {0, 3, 1, 4, 2, 0}), kEast));
            checkSameFigures(base, gaitOf(straightenRewrite(*sheet), kEast));
        }
        const SheetGait right = gaitOf(walk, kEast);
        REQUIRE(right.worst.has_value());
        CHECK(right.worst->excursion_px == 0);
        const SheetGait slid = gaitOf(wrong, kEast);
        REQUIRE(slid.worst.has_value());
        CHECK(slid.worst->excursion_px == 3);  // frame 2's extra 3 px, in foot A's plant (changes into 1-4)
    }
}

/// The deltas of Fallout's diagonals: T (64, 48) of the south-east fixture, y in jumps.
const std::vector<ipos> kYJumps{{1, 0}, {4, 7}, {4, 6}, {5, 0}, {12, 7}, {12, 5}, {13, 11}, {13, 12}};

/// `smooth` with kYJumps for its deltas and each picture moved to land where it did: the same screen pixels.
SpriteSheet withYJumps(const SpriteSheet& smooth) {
    SpriteSheet jumpy = smooth;
    ipos smooth_root{0, 0};
    ipos jumpy_root{0, 0};
    for (std::size_t k = 0; k < jumpy.frames.size(); ++k) {
        if (k > 0) {
            smooth_root += ipos{smooth.frames[k].next_x, smooth.frames[k].next_y};
            jumpy_root += kYJumps[k];
        }
        setDelta(jumpy.frames[k], kYJumps[k]);
        jumpy.frames[k].draw_offset += smooth_root - jumpy_root;
    }
    jumpy.rebuildCycle();
    return jumpy;
}

std::vector<ipos> deltasOf(const SpriteSheet& sheet) {
    std::vector<ipos> d;
    for (const SpriteFrame& f : sheet.frames) d.emplace_back(f.next_x, f.next_y);
    return d;
}

TEST_CASE("a diagonal with Fallout's y-jumps whose pictures keep the planted foot still measures 0 px") {
    const SpriteSheet smooth = walkAlong(false, 0.75, FixtureShadow::Dither);
    const SheetGait still = gaitOf(smooth, kSouthEast);
    REQUIRE(still.worst.has_value());
    CHECK(still.worst->excursion_px == 0);
    CHECK(*still.travel_px == doctest::Approx(0.0));
    CHECK(*still.stride_error == doctest::Approx(0.0));
    const SpriteSheet jumpy = withYJumps(smooth);
    REQUIRE(jumpy.cycle.total == smooth.cycle.total);
    const SheetGait same = gaitOf(jumpy, kSouthEast);
    checkSameFigures(still, same);
    CHECK(same.worst->excursion_px == 0);
}

TEST_CASE("a picture held on three frames while the sprite moves slides by exactly that motion") {
    SpriteSheet walk = falloutLikeWalk(FixtureShadow::Dither);
    // Frame 1 (picture and delta) shown three times: the two copies move the root 16 px with one picture.
    walk.frames.insert(walk.frames.begin() + 2, 2, walk.frames[1]);
    walk.rebuildCycle();
    const gaitlab::SheetStance stance =
        gaitlab::measureStance(walk, kEast, idsOf(walk), shadowOf(walk), gaitlab::StanceSearch::Screen);
    REQUIRE(stance.steps.size() == static_cast<std::size_t>(kFixtureFrames));
    const gaitlab::StanceStep& held = stance.steps[1];
    CHECK(held.from == 1);
    CHECK(held.to == 4);
    REQUIRE(held.slide().has_value());
    CHECK(*held.slide() == ipos{2 * kFixtureStep, 0});
    const SheetGait gait = gaitlab::measureSheetGait(walk, stance);
    REQUIRE(gait.worst.has_value());
    CHECK(gait.worst->excursion_px == 2 * kFixtureStep);
    // The stride: one of 8 changes slides 16 px, the median none: the stride itself is right.
    CHECK(*gait.stride_error == doctest::Approx(0.0));
}

TEST_CASE("the per-tick slide the overlay and player show is the metric's figure for the same plant") {
    SpriteSheet walk = falloutLikeWalk(FixtureShadow::Solid);
    setDelta(walk.frames[2], {kFixtureStep + 5, 0});
    walk.rebuildCycle();
    gaitlab::GaitSheetInfo info;
    info.image_ids = idsOf(walk);
    info.shadow = shadowOf(walk);
    info.contacts = gaitlab::detectSheetContacts(walk, kEast, info.shadow, info.image_ids);
    info.pixels = &walk;
    info.label = "walk E";
    std::vector<gaitlab::GaitSample> samples;
    ipos root{100, 100};
    for (int k = 0; k < 3 * kFixtureFrames; ++k) {
        const int frame = k % kFixtureFrames;
        if (k > 0) root += ipos{walk.frames[static_cast<std::size_t>(frame)].next_x, 0};
        gaitlab::GaitSample s;
        s.t_ms = 10 * (k + 1);
        s.anim = "walk";
        s.sheet = &walk;
        s.dir = 1;
        s.frame = frame;
        s.moving = true;
        s.movement_driven = true;
        s.sprite_root = root;
        s.logical = root;
        samples.push_back(s);
    }
    const gaitlab::GaitReport report = gaitlab::measureGait(
        samples, [&](const SpriteSheet*) { return &info; }, 1.0);
    double most = 0.0;
    for (const double v : report.series.foot_slide)
        if (!std::isnan(v)) most = std::max(most, v);
    const gaitlab::MetricResult* metric = report.overall.find("foot_slide");
    REQUIRE(metric != nullptr);
    REQUIRE(metric->value.has_value());
    CHECK(*metric->value == 5.0);
    CHECK(most == *metric->value);
    CHECK(gaitlab::measureSheetGait(walk, info.contacts.stance).worst->excursion_px == 5);
}

TEST_CASE("walks in all six directions with a known slide in one plant: 0, 1, 3 and 8 px, forward and back") {
    struct Direction {
        const char* name;
        bool west;
        double shear;
        ipos travel;  // the hex step
    };
    const std::vector<Direction> directions{{"NE", false, -0.75, {16, -12}}, {"E", false, 0.0, {32, 0}},
                                            {"SE", false, 0.75, {16, 12}},   {"SW", true, -0.75, {-16, 12}},
                                            {"W", true, 0.0, {-32, 0}},      {"NW", true, 0.75, {-16, -12}}};
    for (const Direction& d : directions)
        for (const FixtureShadow shadow : {FixtureShadow::None, FixtureShadow::Dither, FixtureShadow::Solid}) {
            const SpriteSheet walk = walkAlong(d.west, d.shear, shadow);
            for (const int slide : {0, 1, 3, 8, -1, -3, -8}) {
                CAPTURE(static_cast<int>(shadow));
                CAPTURE(d.name);
                CAPTURE(slide);
                // Frame 2's delta longer (forward) or shorter (back) by `slide` px along the travel: foot A, planted over
                // the changes into frames 1-4, ends that far from where it was set down; foot B stays put.
                SpriteSheet wrong = walk;
                const int sx = d.travel.x > 0 ? slide : -slide;
                const ipos extra{sx, d.travel.y == 0 ? 0 : static_cast<int>(std::lround(d.shear * sx))};
                SpriteFrame& f = wrong.frames[2];
                setDelta(f, ipos{f.next_x, f.next_y} + extra);
                wrong.rebuildCycle();
                const SheetGait gait = gaitOf(wrong, d.travel);
                REQUIRE(gait.worst.has_value());
                const int truth = std::max(std::abs(extra.x), std::abs(extra.y));
                CHECK(std::abs(gait.worst->excursion_px - truth) <= 1);
                if (truth > 1) {
                    // Its sign: forward along the travel is a skate ahead, back a slide behind.
                    const double along = gait.worst->excursion.x * d.travel.x + gait.worst->excursion.y * d.travel.y;
                    CHECK((along > 0) == (slide > 0));
                }
            }
        }
}

/// The fixture walk whose planted foot A rolls heel to toe: in frames 3 and 4 its heel lifts, the toe stays down.
SpriteSheet rollingWalk(FixtureShadow shadow) {
    SpriteSheet walk = falloutLikeWalk(shadow);
    // Foot A is planted in frames 0-4 (its boot's left edge x, the heel of a walk east, at 12 ... -20, bottom
    // row -1). In frames 3 and 4 its heel lifts: the back 3, then 5 columns of the boot rise by 1, then 2 rows,
    // the toe staying on the ground.
    for (const auto& [frame, columns, lift] : std::vector<std::tuple<int, int, int>>{{3, 3, 1}, {4, 5, 2}}) {
        SpriteFrame& f = walk.frames[static_cast<std::size_t>(frame)];
        int x = 0;
        int ground_lift = 0;
        gaitlab::testing::fixtureFoot(frame, x, ground_lift);
        REQUIRE(ground_lift == 0);
        const auto pixel = [&f](int rx, int ry) {
            return &f.rgba[(static_cast<std::size_t>(ry + f.height) * static_cast<std::size_t>(f.width) +
                            static_cast<std::size_t>(rx + f.width / 2)) *
                           4];
        };
        for (int c = x; c < x + columns; ++c) {
            for (int y = -4 - lift; y <= -1 - lift; ++y) std::copy_n(pixel(c, y + lift), 4, pixel(c, y));
            for (int y = -lift; y <= -1; ++y) {
                // What the lifted heel uncovers: the shadow drawn there (as the fixture draws it), or nothing.
                uint8_t* p = pixel(c, y);
                const bool dark = shadow == FixtureShadow::Solid || ((c + y) & 1) != 0;
                const std::array<uint8_t, 4> under = shadow == FixtureShadow::None ? std::array<uint8_t, 4>{0, 0, 0, 0}
                                                     : dark ? std::array<uint8_t, 4>{12, 12, 12, 255}
                                                            : std::array<uint8_t, 4>{32, 16, 16, 255};
                std::copy(under.begin(), under.end(), p);
            }
        }
    }
    return walk;
}

TEST_CASE("a planted foot rolling heel to toe keeps its toe still: 0 px, and the feet say the file's T") {
    for (const FixtureShadow shadow : {FixtureShadow::None, FixtureShadow::Dither, FixtureShadow::Solid}) {
        CAPTURE(static_cast<int>(shadow));
        const SpriteSheet walk = rollingWalk(shadow);
        const SheetGait gait = gaitOf(walk, kEast);
        REQUIRE(gait.worst.has_value());
        CHECK(gait.worst->excursion_px <= 1);
        REQUIRE(gait.stride_error.has_value());
        CHECK(std::abs(*gait.stride_error) <= 0.05);  // within 3 px of the 64 px T
        CHECK(std::abs(gait.feet_t.x - walk.cycle.total.x) <= 3);
    }
}

TEST_CASE("derive-deltas returns the file's deltas where the feet keep still: y-jump diagonals, heel to toe") {
    for (const FixtureShadow shadow : {FixtureShadow::None, FixtureShadow::Dither, FixtureShadow::Solid}) {
        CAPTURE(static_cast<int>(shadow));
        const SpriteSheet smooth = walkAlong(false, 0.75, shadow);
        const SpriteSheet jumpy = withYJumps(smooth);
        for (const SpriteSheet* sheet : {&smooth, &jumpy}) {
            const gaitlab::DerivedDeltas d =
                gaitlab::deriveDeltasFromPixels(*sheet, kSouthEast, idsOf(*sheet), shadowOf(*sheet));
            CAPTURE(d.why);
            CHECK(d.complete());
            CHECK(d.deltas == deltasOf(*sheet));
        }
        const SpriteSheet rolling = rollingWalk(shadow);
        const gaitlab::DerivedDeltas d =
            gaitlab::deriveDeltasFromPixels(rolling, kEast, idsOf(rolling), shadowOf(rolling));
        CHECK(d.complete());
        CHECK(d.deltas == deltasOf(rolling));
    }
}

TEST_CASE(
    "boots in the solid shadow's own colour: dark soles are measured, a boot lost in the shadow is never passed") {
    for (const int rows : {2, 4}) {
        CAPTURE(rows);
        // The east walk with the bottom `rows` rows of both boots in the shadow's own colour (12, 12, 12). With 2 (a
        // dark sole) the rest of the boot is still the figure's; with 4 the whole boot is, and the planted one lies
        // inside the shadow where no viewer can tell it from the shadow either.
        SpriteSheet walk = falloutLikeWalk(FixtureShadow::Solid);
        for (int i = 0; i < static_cast<int>(walk.frames.size()); ++i) {
            SpriteFrame& f = walk.frames[static_cast<std::size_t>(i)];
            for (const int which : {i, i + gaitlab::testing::kFixtureFrames / 2}) {
                int x = 0;
                int lift = 0;
                gaitlab::testing::fixtureFoot(which, x, lift);
                const int bottom = which == i ? -1 - lift : -3 - lift;  // foot B stands 2 rows higher
                for (int c = x; c < x + 8; ++c)
                    for (int r = 0; r < rows; ++r) gaitlab::testing::fixturePut(f, c, bottom - r, 12, 12, 12);
            }
        }
        walk.rebuildCycle();
        for (const int slide : {0, 3, 8, -3, -8}) {
            CAPTURE(slide);
            SpriteSheet wrong = walk;
            SpriteFrame& f = wrong.frames[2];
            setDelta(f, ipos{f.next_x + slide, 0});
            wrong.rebuildCycle();
            const SheetGait gait = gaitOf(wrong, kEast);
            if (rows == 2) {
                REQUIRE(gait.worst.has_value());
                CHECK(std::abs(gait.worst->excursion_px - std::abs(slide)) <= 1);
            } else {
                // Cannot judge, never a figure the pixels do not support.
                CHECK(gait.judged == 0);
                CHECK_FALSE(gait.worst.has_value());
                CHECK(!gait.unjudged_why.empty());
            }
        }
    }
}
