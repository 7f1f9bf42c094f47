// The foot findings (app/accept/foot_findings.h, DECISIONS "Findings") name the fault a generated walk was given:
// frames in reverse order, a picture held while the sprite moves, a stride of the wrong length, each with the fix.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "../engine/fallout_like_walk.h"
#include "app/accept/finding_text.h"
#include "app/accept/foot_findings.h"
#include "app/commands/sprite_input.h"
#include "engine/gait/animation_metrics.h"
#include "engine/gait/contacts.h"
#include "engine/gait/plant_slides.h"

namespace {

using gaitlab::ipos;
using gaitlab::SpriteSheet;
using gaitlab::testing::falloutLikeWalk;
using gaitlab::testing::FixtureShadow;
using gaitlab::testing::kFixtureStep;

struct Judged {
    SpriteSheet sheet;
    gaitlab::GaitSheetInfo info;
};

std::vector<gaitlab::Finding> findingsOf(Judged& j) {
    for (const gaitlab::SpriteFrame& f : j.sheet.frames) j.info.image_ids.push_back(gaitlab::frameImageId(f));
    std::vector<const gaitlab::SpriteFrame*> frames;
    for (const gaitlab::SpriteFrame& f : j.sheet.frames) frames.push_back(&f);
    j.info.shadow = gaitlab::findGroundShadow(frames);
    j.info.contacts = gaitlab::detectSheetContacts(j.sheet, ipos{32, 0}, j.info.shadow, j.info.image_ids);
    j.info.pixels = &j.sheet;
    j.info.label = "walk E";
    std::vector<gaitlab::Finding> out;
    gaitlab::footFindings("walk E", false, j.sheet, &j.sheet, &j.info, out);
    return out;
}

std::string lines(const std::vector<gaitlab::Finding>& findings) {
    std::string s;
    for (const gaitlab::Finding& f : findings) s += f.line() + "\n";
    return s;
}

/// The stance's change leaving frame `from` and the one arriving at frame `to` (null where none), which must be of
/// one plant.
std::pair<const gaitlab::StanceStep*, const gaitlab::StanceStep*> plantSteps(const Judged& j, int from, int to) {
    const gaitlab::StanceStep* first = nullptr;
    const gaitlab::StanceStep* last = nullptr;
    for (const gaitlab::StanceStep& s : j.info.contacts.stance.steps) {
        if (s.from == from) first = &s;
        if (s.to == to) last = &s;
    }
    REQUIRE(first != nullptr);
    REQUIRE(last != nullptr);
    REQUIRE(first->plant == last->plant);
    return {first, last};
}

}  // namespace

TEST_CASE("a walk drawn right has no foot finding") {
    Judged j{falloutLikeWalk(FixtureShadow::Dither), {}};
    const auto found = findingsOf(j);
    INFO(lines(found));
    CHECK(found.empty());
}

TEST_CASE("frames in reverse order are named as a figure stepping against its travel") {
    Judged j{falloutLikeWalk(FixtureShadow::Dither), {}};
    std::reverse(j.sheet.frames.begin(), j.sheet.frames.end());
    j.sheet.rebuildCycle();
    const auto found = findingsOf(j);
    INFO(lines(found));
    REQUIRE(found.size() == 1);
    CHECK(found[0].verdict == gaitlab::Verdict::Fail);
    CHECK(found[0].what.rfind("the figure steps against its travel", 0) == 0);
    CHECK(found[0].fix.find("reverse order") != std::string::npos);
}

TEST_CASE("a picture held on three frames is named with the copies to drop") {
    Judged j{falloutLikeWalk(FixtureShadow::Solid), {}};
    j.sheet.frames.insert(j.sheet.frames.begin() + 2, 2, j.sheet.frames[1]);
    j.sheet.rebuildCycle();
    const auto found = findingsOf(j);
    INFO(lines(found));
    REQUIRE_FALSE(found.empty());
    CHECK(found[0].where == "walk E, frame 1");
    CHECK(found[0].what ==
          "the picture of frame 1 is shown again at frame(s) 2, 3 while the sprite moves (16, 0) px: "
          "the planted foot slides with it");
    CHECK(found[0].fix.rfind("drop the repeated frame(s) 2, 3", 0) == 0);
    CHECK(found[0].verdict == gaitlab::Verdict::Fail);
}

TEST_CASE("a stride a quarter short is named as the stride, with T on the hex axis") {
    Judged j{falloutLikeWalk(FixtureShadow::None), {}};
    for (gaitlab::SpriteFrame& f : j.sheet.frames) f.next_x = static_cast<int16_t>(kFixtureStep * 3 / 4);
    j.sheet.rebuildCycle();
    const auto found = findingsOf(j);
    INFO(lines(found));
    REQUIRE(found.size() == 1);
    // 6 px a frame for poses drawn at 8: every change slides 2 px back, T 48 against the feet's 64.
    CHECK(found[0].what == "stride 25 % short: T (48, 0), the feet say (64, 0): every planted foot slides back");
    CHECK(found[0].fix.find("frame 1 (6, 0) -> (8, 0)") != std::string::npos);
    CHECK(found[0].fix.find("T (48, 0) -> (64, 0)") != std::string::npos);
    CHECK(found[0].verdict == gaitlab::Verdict::Fail);  // 8 px over a plant of four changes
    // Its evidence is the plant that slides farthest, its sole tinted where it was set down and where it got to.
    const auto [first, last] = plantSteps(j, 0, 4);
    const gaitlab::Filmstrip marked = gaitlab::evidenceOfPlant(j.sheet, &j.sheet, &j.info, *first, *last);
    REQUIRE(found[0].evidence.image.width == marked.image.width);
    REQUIRE(found[0].evidence.image.height == marked.image.height);
    CHECK(found[0].evidence.image.pixels == marked.image.pixels);
}

TEST_CASE("a sliding plant's evidence tints exactly the sole the measure followed, in both frames") {
    Judged j{falloutLikeWalk(FixtureShadow::Dither), {}};
    j.sheet.frames[2].next_x = static_cast<int16_t>(kFixtureStep + 6);
    j.sheet.rebuildCycle();
    const auto found = findingsOf(j);
    INFO(lines(found));
    REQUIRE(found.size() == 1);
    CHECK(found[0].what.rfind("the planted foot slides 6 px forward (6, 0)", 0) == 0);
    CHECK(found[0].fix == "NextX/NextY frame 2 (14, 0) -> (8, 0) keep it planted");
    // The plant of changes 0 -> 1 ... 3 -> 4 slides 6 px at 1 -> 2 and stays there: evidence from frame 0 to frame 2.
    const auto [first, step] = plantSteps(j, 0, 2);
    REQUIRE(step->sole_from.size() >= 12);
    const gaitlab::Filmstrip marked = gaitlab::evidenceOfPlant(j.sheet, &j.sheet, &j.info, *first, *step);
    const gaitlab::Filmstrip plain = gaitlab::evidenceOf(j.sheet, &j.sheet, &j.info, {first->from, step->to});
    REQUIRE(marked.image.width == plain.image.width);
    REQUIRE(marked.image.height == plain.image.height);
    std::size_t changed = 0;
    for (int y = 0; y < plain.image.height; ++y)
        for (int x = 0; x < plain.image.width; ++x)
            if (!(marked.image.at(x, y) == plain.image.at(x, y))) ++changed;
    // Every tinted pixel is a sole pixel; the foot marks drawn over the soles hide some of them.
    const std::size_t sole = first->sole_from.size() + step->sole_to.size();
    CHECK(changed <= sole);
    CHECK(2 * changed > sole);
    CHECK(marked.image.width == found[0].evidence.image.width);
}

TEST_CASE("one picture throughout while the sprite moves is named as the whole figure sliding by T") {
    Judged j{falloutLikeWalk(FixtureShadow::Dither), {}};
    for (gaitlab::SpriteFrame& f : j.sheet.frames) f.rgba = j.sheet.frames[0].rgba;
    j.sheet.rebuildCycle();
    const auto found = findingsOf(j);
    INFO(lines(found));
    REQUIRE(found.size() == 1);
    CHECK(found[0].what ==
          "one picture throughout while the sprite moves (64, 0) px a cycle: the whole figure, planted "
          "foot included, slides with it");
    CHECK(found[0].verdict == gaitlab::Verdict::Fail);
    const SpriteSheet still = [&] {
        SpriteSheet s = j.sheet;
        for (gaitlab::SpriteFrame& f : s.frames) f.next_x = 0;
        s.rebuildCycle();
        return s;
    }();
    Judged standing{still, {}};
    CHECK(findingsOf(standing).empty());  // T zero: nothing moves, nothing slides
}

TEST_CASE("touching feet chained through double support are split into one plant per foot at the hand-over") {
    // The shipped humanoid's E walk at 3 px a frame where its feet carry it 4: each planted foot slides 1 px back a
    // change. Its feet touch at double support, so the pixels follow one blob through the whole cycle; a walking
    // foot is down about half the cycle, so the stance holds two plants, each 3 to 4 px back.
    const gaitlab::SpriteAnimation anim =
        gaitlab::readSpriteInput(std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid/walk.fofrm", std::nullopt, true);
    SpriteSheet sheet = anim.dirs.at(1);
    for (gaitlab::SpriteFrame& f : sheet.frames)
        if (f.next_x == 4) f.next_x = 3;
    sheet.rebuildCycle();
    REQUIRE(sheet.cycle.total == ipos(24, 0));
    std::vector<uint64_t> ids;
    std::vector<const gaitlab::SpriteFrame*> frames;
    for (const gaitlab::SpriteFrame& f : sheet.frames) {
        ids.push_back(gaitlab::frameImageId(f));
        frames.push_back(&f);
    }
    const gaitlab::SheetStance stance =
        gaitlab::detectSheetContacts(sheet, ipos{32, 0}, gaitlab::findGroundShadow(frames), ids).stance;
    std::vector<int> plants;
    for (const gaitlab::StanceStep& s : stance.steps)
        if (s.plant >= 0 && std::find(plants.begin(), plants.end(), s.plant) == plants.end()) plants.push_back(s.plant);
    CHECK(plants.size() == 2);
    const gaitlab::SheetGait gait = gaitlab::measureSheetGait(sheet, stance);
    REQUIRE(gait.plants.size() == 2);
    for (const gaitlab::PlantSlide& p : gait.plants) {
        CHECK(p.excursion.x >= -4);
        CHECK(p.excursion.x <= -3);
    }
}

TEST_CASE("the evidence of a plant that holds the whole cycle shows the cycle: frame 0 one T later, the slide's bar") {
    // A stance whose one plant holds all 8 changes, each moving the root 8 px and the sole 7 px back in the image:
    // 1 px of slide a change, 8 px over the cycle from frame 0 back to frame 0.
    Judged j{falloutLikeWalk(FixtureShadow::None), {}};
    gaitlab::SheetStance& stance = j.info.contacts.stance;
    stance.travel = {32, 0};
    for (int k = 0; k < 8; ++k) {
        gaitlab::StanceStep s;
        s.from = k;
        s.to = (k + 1) % 8;
        s.shift = ipos{-7, 0};
        s.root_motion = {8, 0};
        s.point_from = {-4, -2};
        s.point_to = {-11, -2};
        s.plant = 0;
        stance.steps.push_back(s);
    }
    j.info.pixels = &j.sheet;
    const gaitlab::Filmstrip strip =
        gaitlab::evidenceOfPlant(j.sheet, &j.sheet, &j.info, stance.steps.front(), stance.steps.back());
    REQUIRE(strip.image.width > 0);
    const int w = strip.image.width / 2;
    // The second cell's red bar runs 8 px from where the sole was set down to where the measure carried it: 9
    // columns, 2 rows.
    int red = 0;
    for (int y = 0; y < strip.image.height; ++y)
        for (int x = w; x < 2 * w; ++x) {
            const gaitlab::Rgba8 px = strip.image.at(x, y);
            if (px.r == 220 && px.g == 30 && px.b == 30) ++red;
        }
    CHECK(red == 18);
}
