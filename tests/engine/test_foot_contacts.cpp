// Foot contacts from the pixels (engine/gait/contacts.h) on frames painted in the test, and the foot-contacts
// sidecar: round trip, errors naming the file and JSON path, overriding detection (DECISIONS "Foot contacts").
#include <doctest/doctest.h>

#include <string>

#include "engine/base/json_reader.h"
#include "engine/gait/contact_sidecar.h"
#include "engine/gait/contacts.h"

namespace {

using gaitlab::FootState;
using gaitlab::ipos;

// A transparent w x h frame with draw offset 0: the root is pixel (w/2, h), just below the image.
gaitlab::SpriteFrame blankSpriteFrame(int w, int h, int next_x = 0) {
    gaitlab::SpriteFrame f;
    f.width = w;
    f.height = h;
    f.rgba.assign(static_cast<size_t>(w * h * 4), 0);
    f.next_x = static_cast<int16_t>(next_x);
    return f;
}

void fill(gaitlab::SpriteFrame& f, int c0, int c1, int r0, int r1, uint8_t red = 90) {
    for (int r = r0; r <= r1; ++r) {
        for (int c = c0; c <= c1; ++c) {
            const size_t i = (static_cast<size_t>(r) * static_cast<size_t>(f.width) + static_cast<size_t>(c)) * 4;
            f.rgba[i + 0] = red;
            f.rgba[i + 3] = 255;
        }
    }
}

// Two 5x3 feet on the bottom rows of a 32x12 frame: left at columns a..a+4, right at b..b+4.
gaitlab::SpriteFrame twoFeet(int a, int b, int next_x) {
    gaitlab::SpriteFrame f = blankSpriteFrame(32, 12, next_x);
    fill(f, a, a + 4, 9, 11);
    fill(f, b, b + 4, 9, 11);
    fill(f, a + 1, b + 3, 0, 1);  // the body, above the ground rows
    return f;
}

gaitlab::SpriteSheet sheetOfFrames(std::vector<gaitlab::SpriteFrame> frames) {
    gaitlab::SpriteSheet s;
    s.frames = std::move(frames);
    s.rebuildCycle();
    return s;
}

}  // namespace

TEST_CASE("detectFrameFeet finds two feet as sole centroids relative to the root") {
    // Root column 16, root row 12. Left foot columns 4..8, rows 9..11: centre (6.5, 10.5) - (16, 12).
    const gaitlab::FrameFeet ff = gaitlab::detectFrameFeet(twoFeet(4, 20, 0));
    REQUIRE(ff.problem.empty());
    REQUIRE(ff.feet.size() == 2);
    CHECK(ff.feet[0] == ipos{-10, -2});  // -9.5 -> -10, -1.5 -> -2 (half away from zero)
    CHECK(ff.feet[1] == ipos{7, -2});    // 22.5 - 16 = 6.5 -> 7
}

TEST_CASE("a frame with nothing opaque near the root has no contact data") {
    gaitlab::SpriteFrame f = blankSpriteFrame(32, 40);
    fill(f, 10, 20, 0, 4);  // a head 35 rows above the root
    gaitlab::SpriteSheet s = sheetOfFrames({f, f});
    const gaitlab::FrameFeet ff = gaitlab::detectFrameFeet(f);
    CHECK(ff.feet.empty());
    CHECK(ff.problem == "nothing opaque near the root");
    // Without picture ids each frame counts as its own picture: two changes. On the screen the head is the lowest
    // thing drawn and nothing moves: it keeps still, as the root does (where the root is drawn decides nothing).
    const gaitlab::SheetContacts c = gaitlab::detectSheetContacts(s, ipos{32, 0});
    REQUIRE(c.stance.steps.size() == 2);
    for (const auto& step : c.stance.steps) CHECK(step.slide() == ipos{0, 0});
    // With them, one picture throughout: nothing to judge.
    const gaitlab::SheetContacts same = gaitlab::detectSheetContacts(s, ipos{32, 0}, {}, {7, 7});
    CHECK(same.stance.steps.empty());
    CHECK(same.frames[0].note.rfind("one picture throughout", 0) == 0);
}

TEST_CASE("the separator finds no foot in a blob wider than a foot, or in a lone foot-sized blob") {
    gaitlab::SpriteFrame robe = blankSpriteFrame(32, 12);
    fill(robe, 6, 25, 2, 11);  // 20 columns on the ground
    const gaitlab::FrameFeet ff = gaitlab::detectFrameFeet(robe);
    CHECK(ff.feet.empty());
    CHECK(ff.problem.find("wider than a foot") != std::string::npos);
    gaitlab::SpriteFrame one = blankSpriteFrame(32, 12);
    fill(one, 14, 18, 8, 11);
    CHECK(gaitlab::detectFrameFeet(one).feet.size() == 1);
}

namespace {

// Two 5x3 feet on the bottom rows of a 32x24 frame (left at columns a..a+4, right at b..b+4) and a body far above
// the ground band.
gaitlab::SpriteFrame tallFeet(int a, int b, int next_x) {
    gaitlab::SpriteFrame f = blankSpriteFrame(32, 24, next_x);
    fill(f, b, b + 4, 21, 23, 160);  // two boots of their own colours: the same shape would match either way
    fill(f, a, a + 4, 21, 23);
    fill(f, 12, 20, 0, 3);
    return f;
}

}  // namespace

TEST_CASE("the planted foot is the one that keeps still on the screen, wherever the deltas put the pictures") {
    // Walking east: the left foot goes back 4 px a frame in the image, the right one forward 6. With NextX 4 the
    // left one keeps still on the screen (a stance); with 0 or 9 it is still the nearer to still, and slides by
    // NextX - 4 on the screen.
    for (const int next_x : {4, 0, 9}) {
        CAPTURE(next_x);
        const gaitlab::SpriteSheet s = sheetOfFrames(
            {tallFeet(12, 2, next_x), tallFeet(8, 8, next_x), tallFeet(4, 14, next_x), tallFeet(0, 20, next_x)});
        const gaitlab::SheetContacts c = gaitlab::detectSheetContacts(s, ipos{32, 0});
        REQUIRE(c.stance.steps.size() == 4);
        for (int k = 0; k < 3; ++k) {
            CAPTURE(k);
            const gaitlab::StanceStep& step = c.stance.steps[static_cast<size_t>(k)];
            REQUIRE_MESSAGE(step.shift.has_value(), step.why);
            CHECK(*step.shift == ipos{-4, 0});
            CHECK(step.slide() == ipos{next_x - 4, 0});  // what the viewer sees the planted foot do
            // The left foot, columns 12 - 4k .. 16 - 4k, rows 21..23: its middle relative to the root (16, 24).
            CHECK(step.point_from == ipos{-2 - 4 * k, -2});
            CHECK(c.frames[static_cast<size_t>(k)].feet[0].state == FootState::Planted);
            CHECK(c.frames[static_cast<size_t>(k)].feet[0].point == ipos{-2 - 4 * k, -2});
        }
    }
}

TEST_CASE("the foot-contacts sidecar round-trips through its writer and reader") {
    gaitlab::ContactSidecar s;
    s.critter = "rat";
    s.canvas_width = 32;
    s.canvas_height = 12;
    s.root = {16, 12};
    gaitlab::ContactAnimation a;
    a.fofrm = "walk.frm";
    a.frames = 2;
    gaitlab::SheetContacts sheet;
    gaitlab::FrameContacts f0;
    f0.feet[0] = {FootState::Planted, {-3, 1}};
    f0.feet[1] = {FootState::Lifted, {4, -2}};
    gaitlab::FrameContacts f1;
    f1.feet[0] = {FootState::Undecided, {-32768, 32767}};
    sheet.frames = {f0, f1};
    a.dirs = {sheet};
    s.animations["walk"] = a;
    s.order = {"walk"};
    const std::string text = gaitlab::contactSidecarJson(s);
    const gaitlab::ContactSidecar back = gaitlab::parseContactSidecar(text, "rat.json");
    CHECK(gaitlab::contactSidecarJson(back) == text);
    CHECK(back.critter == "rat");
    CHECK(back.root == ipos{16, 12});
    const gaitlab::SheetContacts* c = back.find("walk", 4);  // one direction serves all
    REQUIRE(c != nullptr);
    REQUIRE(c->frames.size() == 2);
    CHECK(c->frames[0].feet[0].state == FootState::Planted);
    CHECK(c->frames[0].feet[0].point == ipos{-3, 1});
    CHECK(c->frames[0].feet[1].state == FootState::Lifted);
    CHECK(c->frames[0].feet[1].point == ipos{4, -2});
    CHECK(c->frames[1].feet[0].state == FootState::Undecided);
    CHECK(c->frames[1].feet[0].point == ipos{-32768, 32767});
    CHECK(c->frames[1].feet[1].state == FootState::NoContactData);
    CHECK(back.find("run", 0) == nullptr);
}

TEST_CASE("a foot-contacts sidecar with a bad value names the file and JSON path") {
    const auto error = [](const std::string& text) {
        try {
            (void)gaitlab::parseContactSidecar(text, "c.json");
        } catch (const gaitlab::JsonError& e) {
            return std::string(e.what());
        }
        return std::string("no error");
    };
    const std::string head = R"({"animations": {"walk": {"fofrm": "walk.fofrm", "frames": 1, "dirs": [[)";
    CHECK(error(head + R"({"left": {"x": 1, "y": "low", "planted": true}, "right": null}]]}}})") ==
          "c.json: /animations/walk/dirs/0/0/left/y: expected an integer in -32768..32767, got string");
    CHECK(error(head + R"({"left": {"x": 1, "y": 0, "planted": 1}, "right": null}]]}}})") ==
          "c.json: /animations/walk/dirs/0/0/left/planted: expected true, false or null, got 1");
    CHECK(error(R"({"animations": {"walk": {"frames": 2, "dirs": [[null]]}}})")
              .find("c.json: /animations/walk/dirs/0: ") == 0);
    CHECK(error(R"({"animations": {"walk": {"frames": 1, "dirs": [[], []]}}})") ==
          "c.json: /animations/walk/dirs: expected 1, 6 (hexagonal) or 8 (square) directions, got 2");
    CHECK(error(R"({"animations": {"walk": {"frames": 1, "dirs": [[], [], [], [], [], [], []]}}})") ==
          "c.json: /animations/walk/dirs: expected 1, 6 (hexagonal) or 8 (square) directions, got 7");
}

TEST_CASE("a foot-contacts sidecar with eight direction arrays keeps them in square order") {
    // Direction d's left foot is at x = d; S is index 3 and N index 7 (NE E SE S SW W NW N).
    std::string dirs;
    for (int d = 0; d < 8; ++d) {
        dirs += std::string(d ? ", " : "") + R"([{"left": {"x": )" + std::to_string(d) +
                R"(, "y": 0, "planted": true}, "right": null}])";
    }
    const gaitlab::ContactSidecar side = gaitlab::parseContactSidecar(
        R"({"animations": {"walk": {"fofrm": "walk.fofrm", "frames": 1, "dirs": [)" + dirs + "]}}}", "c.json");
    const gaitlab::ContactAnimation& walk = side.animations.at("walk");
    REQUIRE(walk.dirs.size() == 8);
    CHECK(walk.dirs[3].frames[0].feet[0].point == ipos{3, 0});
    CHECK(walk.dirs[7].frames[0].feet[0].point == ipos{7, 0});
    REQUIRE(side.find("walk", 7, 8) != nullptr);
    CHECK(side.find("walk", 7, 8)->frames[0].feet[0].point == ipos{7, 0});
    // Its order is not a six-direction sprite's: no contacts for it, and resolving says why.
    CHECK(side.find("walk", 3, 6) == nullptr);
    const gaitlab::SpriteSheet s = sheetOfFrames({twoFeet(4, 20, 0)});
    CHECK_THROWS_WITH_AS((void)gaitlab::resolveContacts(s, &side, "walk", 3, 6, ipos{32, 0}),
                         "c.json: /animations/walk/dirs: expected 1 or 6 directions as the sprite has, got 8",
                         gaitlab::JsonError);
    const gaitlab::ResolvedContacts r = gaitlab::resolveContacts(s, &side, "walk", 3, 8, ipos{32, 0});
    CHECK(r.source == gaitlab::ContactSource::Sidecar);
    CHECK(r.contacts.frames[0].feet[0].point == ipos{3, 0});
    // The writer keeps the eight arrays.
    CHECK(gaitlab::parseContactSidecar(gaitlab::contactSidecarJson(side), "again.json")
              .animations.at("walk")
              .dirs.size() == 8);
}

TEST_CASE("a sidecar entry overrides detection and must have the sheet's frame count") {
    const gaitlab::SpriteSheet s = sheetOfFrames({twoFeet(4, 20, 0)});
    gaitlab::ContactSidecar side;
    side.file = "c.json";
    gaitlab::ContactAnimation a;
    a.frames = 1;
    gaitlab::FrameContacts f;
    f.feet[0] = {FootState::Planted, {5, 5}};
    a.dirs = {gaitlab::SheetContacts{{f}}};
    side.animations["walk"] = a;
    const gaitlab::ResolvedContacts r = gaitlab::resolveContacts(s, &side, "walk", 2, 0, ipos{32, 0});
    CHECK(r.source == gaitlab::ContactSource::Sidecar);
    CHECK(r.contacts.frames[0].feet[0].point == ipos{5, 5});
    const gaitlab::ResolvedContacts d = gaitlab::resolveContacts(s, &side, "run", 2, 0, ipos{32, 0});
    CHECK(d.source == gaitlab::ContactSource::Detected);
    CHECK(d.contacts.frames[0].feet[0].point == ipos{-10, -2});
    const gaitlab::SpriteSheet two = sheetOfFrames({twoFeet(4, 20, 0), twoFeet(4, 20, 0)});
    CHECK_THROWS_WITH_AS((void)gaitlab::resolveContacts(two, &side, "walk", 0, 0, ipos{32, 0}),
                         "c.json: /animations/walk/frames: expected 2 frames as the sprite has, got 1",
                         gaitlab::JsonError);
}
