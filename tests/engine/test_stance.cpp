// The stance found from the pixels alone (engine/gait/stance.h, DECISIONS "Foot contacts") on a walk drawn the way
// Fallout critters are (tests/engine/fallout_like_walk.h): touching feet, a foot hidden behind the other, a
// dithered or solid shadow. The deltas are then mutated and each mutation must fail foot slide (or the jump that
// names it) by the amount worked out by hand; the walk as drawn passes.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/formats/frm_reader.h"
#include "engine/gait/animation_metrics.h"
#include "engine/gait/contacts.h"
#include "engine/gait/figure_pixels.h"
#include "engine/gait/gait_metrics.h"
#include "fallout_like_walk.h"
#include "sprite_fixtures.h"

namespace {

using gaitlab::GaitSample;
using gaitlab::ipos;
using gaitlab::Verdict;
using gaitlab::testing::falloutLikeWalk;
using gaitlab::testing::FixtureShadow;
using gaitlab::testing::kFixtureFrames;
using gaitlab::testing::kFixtureStep;

const ipos kEast{32, 0};

gaitlab::GroundShadow shadowOfSheet(const gaitlab::SpriteSheet& sheet) {
    std::vector<const gaitlab::SpriteFrame*> frames;
    for (const auto& f : sheet.frames) frames.push_back(&f);
    return gaitlab::findGroundShadow(frames);
}

gaitlab::GaitSheetInfo infoOf(const gaitlab::SpriteSheet& sheet) {
    gaitlab::GaitSheetInfo info;
    for (const auto& f : sheet.frames) info.image_ids.push_back(gaitlab::frameImageId(f));
    info.shadow = shadowOfSheet(sheet);
    info.contacts = gaitlab::detectSheetContacts(sheet, kEast, info.shadow, info.image_ids);
    info.pixels = &sheet;
    info.label = "walk E";
    return info;
}

/// `cycles` cycles of the sheet as the aligner shows it: a new frame every tick, the root at accum (T on per wrap).
std::vector<GaitSample> showFrames(const gaitlab::SpriteSheet& sheet, int cycles) {
    std::vector<GaitSample> out;
    ipos root{200, 100};
    for (int k = 0; k < cycles * kFixtureFrames; ++k) {
        const int frame = k % kFixtureFrames;
        if (k > 0)
            root +=
                ipos{sheet.frames[static_cast<size_t>(frame)].next_x, sheet.frames[static_cast<size_t>(frame)].next_y};
        GaitSample s;
        s.t_ms = 10 * (k + 1);
        s.anim = "walk";
        s.sheet = &sheet;
        s.dir = 1;
        s.frame = frame;
        s.moving = true;
        s.movement_driven = true;
        s.phase = frame / static_cast<double>(kFixtureFrames);
        s.sprite_root = root;
        s.logical = root;
        out.push_back(s);
    }
    return out;
}

gaitlab::GaitReport measure(const gaitlab::SpriteSheet& sheet) {
    const gaitlab::GaitSheetInfo info = infoOf(sheet);
    return gaitlab::measureGait(
        showFrames(sheet, 3), [&](const gaitlab::SpriteSheet*) { return &info; }, 1.0);
}

/// By hand: the planted foot goes back 8 px a frame in the image, so a change into frame k moves it on the map by
/// NextX[k] - 8 (and NextY[k]); a plant runs over the changes into frames 1-4 (foot A) and 5, 6, 7, 0 (foot B),
/// and the value is the farthest (Chebyshev) either gets from where it was set down.
int handSlide(const std::vector<ipos>& deltas) {
    int worst = 0;
    for (const std::vector<int>& plant : {std::vector<int>{1, 2, 3, 4}, std::vector<int>{5, 6, 7, 0}}) {
        ipos sum{0, 0};
        for (const int k : plant) {
            sum += deltas[static_cast<size_t>(k)] - ipos{kFixtureStep, 0};
            worst = std::max(worst, std::max(std::abs(sum.x), std::abs(sum.y)));
        }
    }
    return worst;
}

double valueOf(const gaitlab::GaitGroup& g, const char* id) {
    const gaitlab::MetricResult* m = g.find(id);
    REQUIRE(m != nullptr);
    REQUIRE_MESSAGE(m->value.has_value(), m->note);
    return *m->value;
}

}  // namespace

TEST_CASE("the ground shadow of a sheet: a checkerboard pair, a solid colour under the figure, or none") {
    const auto dither = shadowOfSheet(falloutLikeWalk(FixtureShadow::Dither));
    REQUIRE(dither.dither.has_value());
    const uint32_t dark = gaitlab::rgbaKey(12, 12, 12, 255);
    const uint32_t red = gaitlab::rgbaKey(32, 16, 16, 255);
    CHECK(std::min(dither.dither->first, dither.dither->second) == std::min(dark, red));
    CHECK(std::max(dither.dither->first, dither.dither->second) == std::max(dark, red));
    CHECK_FALSE(dither.solid.has_value());
    CHECK(dither.describe() == "a checkerboard of #0c0c0c and #201010");
    const auto solid = shadowOfSheet(falloutLikeWalk(FixtureShadow::Solid));
    CHECK_FALSE(solid.dither.has_value());
    REQUIRE(solid.solid.has_value());
    CHECK(*solid.solid == dark);
    CHECK(shadowOfSheet(falloutLikeWalk(FixtureShadow::None)).describe() == "none");

    // The figure keeps every boot pixel and loses the shadow but for a pixel or two in a nook between shapes.
    const gaitlab::SpriteSheet walk = falloutLikeWalk(FixtureShadow::Dither);
    const gaitlab::FigurePixels with = gaitlab::figurePixels(walk.frames[0], dither);
    const gaitlab::FigurePixels bare = gaitlab::figurePixels(falloutLikeWalk(FixtureShadow::None).frames[0], {});
    int kept_shadow = 0;
    for (size_t i = 0; i < bare.colour.size(); ++i) {
        if (bare.colour[i] != 0) CHECK(with.colour[i] == bare.colour[i]);
        if (bare.colour[i] == 0 && with.colour[i] != 0) ++kept_shadow;
    }
    CHECK(kept_shadow <= 4);
}

TEST_CASE("the stance of a Fallout-like walk comes from its pixels: 8 px back a frame, whatever the shadow") {
    for (const FixtureShadow shadow : {FixtureShadow::None, FixtureShadow::Dither, FixtureShadow::Solid}) {
        CAPTURE(static_cast<int>(shadow));
        const gaitlab::SpriteSheet walk = falloutLikeWalk(shadow);
        const gaitlab::GaitSheetInfo info = infoOf(walk);
        const gaitlab::SheetStance& stance = info.contacts.stance;
        REQUIRE(stance.steps.size() == kFixtureFrames);
        for (const gaitlab::StanceStep& step : stance.steps) {
            CAPTURE(step.from);
            REQUIRE_MESSAGE(step.shift.has_value(), step.why);
            CHECK(*step.shift == ipos{-kFixtureStep, 0});
            CHECK(step.slide() == ipos{0, 0});
        }
        // Two plants: into frames 1-4 (foot A) and 5-0 (foot B).
        CHECK(stance.steps[0].plant == stance.steps[3].plant);
        CHECK(stance.steps[4].plant == stance.steps[7].plant);
        CHECK(stance.steps[0].plant != stance.steps[4].plant);
        // The planted sole of frame 0 is foot A's boot (x 12..19, bottom row -1): its middle.
        CHECK(std::abs(stance.steps[0].point_from.x - 16) <= 1);
        CHECK(std::abs(stance.steps[0].point_from.y - (-3)) <= 1);
        // Every frame has a planted foot; a new plant begins at frames 0 and 4 (touchdowns).
        for (const gaitlab::FrameContacts& fc : info.contacts.frames) {
            const int planted = (fc.feet[0].state == gaitlab::FootState::Planted ? 1 : 0) +
                                (fc.feet[1].state == gaitlab::FootState::Planted ? 1 : 0);
            CHECK(planted == 1);
        }
        const gaitlab::GaitReport report = measure(walk);
        CHECK(valueOf(report.overall, "foot_slide") == 0.0);
        CHECK(report.overall.find("foot_slide")->verdict == Verdict::Pass);
    }
}

TEST_CASE("each mutation of the deltas fails foot slide by what a hand computation gives") {
    struct Mutation {
        const char* name;
        std::function<ipos(int frame, ipos delta)> change;
    };
    const std::vector<Mutation> mutations = {
        {"every delta halved",
         [](int, ipos d) {
             return ipos{(d.x + 1) / 2, d.y / 2};
         }},
        {"every delta x1.5",
         [](int, ipos d) {
             return ipos{d.x * 3 / 2, d.y * 3 / 2};
         }},
        {"every delta +1 px along travel",
         [](int, ipos d) {
             return d + ipos{1, 0};
         }},
        {"frame 2's delta tripled", [](int k, ipos d) { return k == 2 ? d * 3 : d; }},
    };
    // (T against the travel, mirrored or reversed, is a moonwalk: the lifted foot hovers still on the screen while
    // the one on the ground skates. T's direction names it: direction_angle, tests/app/test_findings.cpp.)
    for (const FixtureShadow shadow : {FixtureShadow::Dither, FixtureShadow::Solid}) {
        for (const Mutation& m : mutations) {
            CAPTURE(m.name);
            CAPTURE(static_cast<int>(shadow));
            gaitlab::SpriteSheet walk = falloutLikeWalk(shadow);
            std::vector<ipos> deltas;
            for (int k = 0; k < kFixtureFrames; ++k) {
                auto& f = walk.frames[static_cast<size_t>(k)];
                const ipos d = m.change(k, ipos{f.next_x, f.next_y});
                f.next_x = static_cast<int16_t>(d.x);
                f.next_y = static_cast<int16_t>(d.y);
                deltas.push_back(d);
            }
            walk.rebuildCycle();
            const int truth = handSlide(deltas);
            REQUIRE(truth > 2);
            const gaitlab::GaitReport report = measure(walk);
            const double slide = valueOf(report.overall, "foot_slide");
            CHECK(std::abs(slide - truth) <= 1.0);
            CHECK(report.overall.find("foot_slide")->verdict ==
                  (truth > gaitlab::kSlideFailPx ? Verdict::Fail : Verdict::Warn));
        }
    }
}

TEST_CASE("a tripled delta is also a jump of the figure at that frame change") {
    gaitlab::SpriteSheet walk = falloutLikeWalk(FixtureShadow::Dither);
    walk.frames[2].next_x = 3 * kFixtureStep;
    walk.rebuildCycle();
    const gaitlab::GaitReport report = measure(walk);
    // The body keeps its place in the image, so the figure moves with the root: 24 px, against bounds of the mean
    // pose step (7 * 8 + 24) / 8 = 10 (+1 px): warn above 16.5, fail above 22.
    CHECK(valueOf(report.overall, "jump_frame_change") == doctest::Approx(24.0));
    CHECK(report.overall.find("jump_frame_change")->verdict == Verdict::Fail);
    CHECK(report.overall.find("jump_frame_change")->note.find("walk E, frames 1 -> 2") != std::string::npos);
}

namespace {

/// A two-frame idle drawn as Fallout idles are: frame 1's image is 14 px wider than frame 0's, all of it to the
/// right (an arm held out), and its NextX `offset` moves the root so the body stays where it was (7 px does that:
/// the image's bottom-centre moves 7 px right of the body).
gaitlab::SpriteSheet widening(int offset) {
    gaitlab::SpriteSheet sheet;
    for (const int width : {14, 28}) {
        gaitlab::SpriteFrame f;
        f.width = width;
        f.height = 30;
        f.rgba.assign(static_cast<size_t>(width) * 30 * 4, 0);
        const auto put = [&](int c, int r, uint8_t red, uint8_t green) {
            uint8_t* p = &f.rgba[(static_cast<size_t>(r) * static_cast<size_t>(width) + static_cast<size_t>(c)) * 4];
            p[0] = red;
            p[1] = green;
            p[2] = 80;
            p[3] = 255;
        };
        for (int r = 0; r < 30; ++r)
            for (int c = 0; c < 14; ++c) put(c, r, static_cast<uint8_t>(60 + 10 * c), static_cast<uint8_t>(40 + 6 * r));
        if (width == 28)
            for (int c = 14; c < 28; ++c) put(c, 10, 220, 200);  // the arm
        f.next_x = width == 28 ? static_cast<int16_t>(offset) : static_cast<int16_t>(-offset);
        sheet.frames.push_back(f);
    }
    sheet.anim_ms = 400;
    sheet.rebuildCycle();
    return sheet;
}

/// The idle standing: frame k % 2 for 20 ticks, the root at accum (offs_anim = accum[frame], D4).
std::vector<GaitSample> standing(const gaitlab::SpriteSheet& sheet) {
    std::vector<GaitSample> out;
    for (int k = 0; k < 20; ++k) {
        GaitSample s;
        s.t_ms = 10 * (k + 1);
        s.anim = "idle";
        s.sheet = &sheet;
        s.dir = 1;
        s.frame = (k / 5) % 2;
        s.sprite_root = ipos{100, 100} + sheet.cycle.accum[static_cast<size_t>(s.frame)];
        s.logical = ipos{100, 100};
        out.push_back(s);
    }
    return out;
}

}  // namespace

TEST_CASE("an idle whose offsets keep the widening figure still has no jump, and one offset doubled has one") {
    for (const int offset : {7, 14}) {
        CAPTURE(offset);
        const gaitlab::SpriteSheet idle = widening(offset);
        gaitlab::GaitSheetInfo info;
        info.pixels = &idle;
        info.label = "idle E";
        const gaitlab::GaitReport report = gaitlab::measureGait(
            standing(idle), [&](const gaitlab::SpriteSheet*) { return &info; }, 1.0);
        // The root moves by the offset; the figure's silhouette by 7 px the other way in the image.
        const double expected = offset - 7;
        CHECK(valueOf(report.overall, "jump_frame_change") == doctest::Approx(expected));
        CHECK(valueOf(report.overall, "jump_cycle_wrap") == doctest::Approx(expected));
        // A standing figure should not move: the event bounds, 4 and 10 px.
        CHECK(report.overall.find("jump_frame_change")->verdict == (offset == 7 ? Verdict::Pass : Verdict::Warn));
        if (offset == 14)
            CHECK(report.overall.find("jump_frame_change")
                      ->note.find("idle E, frames 0 -> 1: 7.0 px (the root (14, "
                                  "0), the figure in the image (-7, 0))") != std::string::npos);
        // An idle has no walking frame change: foot slide does not apply.
        CHECK(report.overall.find("foot_slide")->verdict == Verdict::NoData);
    }
}

namespace {

constexpr uint8_t kShadowIndex = 207;  // the solid shadow's palette entry
constexpr uint8_t kBootIndex = 100;    // flat dark boots: another entry, drawn as dark as the shadow or darker

bool isBootColour(const uint8_t* p) {  // the fixture's boot texture: (90 + 18c, 60 + 20r, 40 + 9c)
    return p[0] >= 90 && (p[0] - 90) % 18 == 0 && p[0] <= 90 + 18 * 7 && p[1] >= 60 && (p[1] - 60) % 20 == 0 &&
           p[1] <= 120 && p[2] == 40 + 9 * ((p[0] - 90) / 18);
}

/// The solid-shadow fixture as an FRM, every direction the same walk: the shadow in kShadowIndex, the boots flat in
/// kBootIndex, the legs and body in entries 101..200.
fixtures::Bytes falloutLikeFrm() {
    const gaitlab::SpriteSheet walk = falloutLikeWalk(FixtureShadow::Solid);
    std::vector<fixtures::FrmFrame> frames;
    for (const gaitlab::SpriteFrame& f : walk.frames) {
        fixtures::FrmFrame out;
        out.w = f.width;
        out.h = f.height;
        out.next_x = f.next_x;
        out.indices.assign(static_cast<size_t>(f.width) * static_cast<size_t>(f.height), 0);
        for (size_t i = 0; i < out.indices.size(); ++i) {
            const uint8_t* p = &f.rgba[i * 4];
            if (p[3] == 0) continue;
            if (p[0] == 12 && p[1] == 12 && p[2] == 12)
                out.indices[i] = kShadowIndex;
            else if (isBootColour(p))
                out.indices[i] = kBootIndex;
            else  // legs and body: entries 101..200, a few colours sharing one
                out.indices[i] = static_cast<uint8_t>(101 + (p[0] + 3 * p[1] + 7 * p[2]) % 100);
        }
        frames.push_back(std::move(out));
    }
    fixtures::FrmHeader h;
    h.count = static_cast<int>(frames.size());
    return fixtures::frmBytes(h, std::vector<std::vector<fixtures::FrmFrame>>(6, frames));
}

}  // namespace

TEST_CASE("an FRM's shadow and boots differ only by palette entry: the same figures with any palette or none") {
    const fixtures::Bytes bytes = falloutLikeFrm();
    gaitlab::Palette both_dark = gaitlab::defaultPalette();
    both_dark.colors[kShadowIndex] = {12, 12, 12, 255};
    both_dark.colors[kBootIndex] = {8, 8, 8, 255};  // darker than the shadow
    gaitlab::Palette bright_shadow = gaitlab::defaultPalette();
    bright_shadow.colors[kShadowIndex] = {250, 240, 10, 255};
    bright_shadow.colors[kBootIndex] = {12, 12, 12, 255};
    struct Seen {
        std::vector<std::vector<bool>> drawn;  // per frame of walk E, its figure's pixels
        std::vector<std::optional<ipos>> slides;
        double foot_slide = -1;
    };
    std::vector<Seen> seen;
    for (const gaitlab::Palette* palette :
         std::vector<const gaitlab::Palette*>{&both_dark, &gaitlab::defaultPalette(), &bright_shadow}) {
        CAPTURE(seen.size());
        const gaitlab::SpriteAnimation anim = gaitlab::parseFrm(bytes, "walk.frm", *palette);
        REQUIRE(anim.dirs.size() == 6);
        const gaitlab::SpriteSheet& east = anim.dirs[1];
        const gaitlab::GroundShadow shadow = gaitlab::animationShadow(anim);
        // The shadow is the shadow's entry, whatever its colour, and not the boots drawn as dark beside it.
        const gaitlab::PaletteColor& c = palette->colors[kShadowIndex];
        REQUIRE(shadow.solid.has_value());
        CHECK(*shadow.solid == gaitlab::rgbaKey(c.r, c.g, c.b, 255));
        Seen s;
        for (const gaitlab::SpriteFrame& f : east.frames) {
            const gaitlab::FigurePixels figure = gaitlab::figurePixels(f, shadow);
            std::vector<bool> drawn;
            for (const uint32_t k : figure.colour) drawn.push_back(k != 0);
            // Every boot pixel stays in the figure.
            const gaitlab::PaletteColor& boot = palette->colors[kBootIndex];
            for (size_t i = 0; i < figure.colour.size(); ++i)
                if (f.rgba[i * 4] == boot.r && f.rgba[i * 4 + 1] == boot.g && f.rgba[i * 4 + 2] == boot.b &&
                    f.rgba[i * 4 + 3] == 255)
                    CHECK(drawn[i]);
            s.drawn.push_back(std::move(drawn));
        }
        const gaitlab::GaitSheetInfo info = infoOf(east);
        for (const gaitlab::StanceStep& step : info.contacts.stance.steps) {
            REQUIRE_MESSAGE(step.shift.has_value(), step.why);
            s.slides.push_back(step.slide());
            CHECK(step.slide() == std::optional<ipos>(ipos{0, 0}));  // the fixture's planted foot keeps still
        }
        s.foot_slide = valueOf(measure(east).overall, "foot_slide");
        CHECK(s.foot_slide == 0.0);
        seen.push_back(std::move(s));
    }
    for (size_t k = 1; k < seen.size(); ++k) {
        CAPTURE(k);
        CHECK(seen[k].drawn == seen[0].drawn);
        CHECK(seen[k].slides == seen[0].slides);
        CHECK(seen[k].foot_slide == seen[0].foot_slide);
    }
}

TEST_CASE("silhouetteShift: the best overlap within reach, and beyond reach how far the figure's middle went") {
    // A 6x10 figure with a pattern of its own, and the same figure moved.
    const auto figure = [](gaitlab::ipos origin) {
        gaitlab::FigurePixels f;
        f.origin = origin;
        f.width = 6;
        f.height = 10;
        for (int y = 0; y < 10; ++y)
            for (int x = 0; x < 6; ++x) f.colour.push_back(gaitlab::rgbaKey(uint8_t(20 * x), uint8_t(10 * y), 7, 255));
        f.count = 60;
        return f;
    };
    const gaitlab::FigurePixels a = figure({-3, -10});
    CHECK(gaitlab::silhouetteShift(a, figure({2, -12})) == gaitlab::ipos(5, -2));
    // 3000 px away (a direction's offset gone wrong): no shift within 24 px overlaps, and the jump is the whole way.
    CHECK(gaitlab::silhouetteShift(a, figure({2997, -2010})) == gaitlab::ipos(3000, -2000));
    CHECK_FALSE(gaitlab::silhouetteShift(a, gaitlab::FigurePixels{}).has_value());
}
