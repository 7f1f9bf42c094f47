// Foot contacts from the pixels (engine/gait/contacts.h) on frames painted in the test, and the foot-contacts
// sidecar: round trip, errors naming the file and JSON path, overriding detection (DECISIONS "Foot contacts").
#include <doctest/doctest.h>

#include <string>

#include "engine/gait/contact_sidecar.h"
#include "engine/gait/contacts.h"
#include "engine/json_reader.h"

namespace {

using gaitlab::FootState;
using gaitlab::ipos;

// A transparent w x h frame with draw offset 0: the root is pixel (w/2, h), just below the image.
gaitlab::SpriteFrame blank(int w, int h, int next_x = 0) {
    gaitlab::SpriteFrame f;
    f.width = w;
    f.height = h;
    f.rgba.assign(static_cast<size_t>(w * h * 4), 0);
    f.next_x = static_cast<int16_t>(next_x);
    return f;
}

void fill(gaitlab::SpriteFrame& f, int c0, int c1, int r0, int r1) {
    for (int r = r0; r <= r1; ++r) {
        for (int c = c0; c <= c1; ++c) {
            const size_t i = (static_cast<size_t>(r) * static_cast<size_t>(f.width) + static_cast<size_t>(c)) * 4;
            f.rgba[i + 0] = 90;
            f.rgba[i + 3] = 255;
        }
    }
}

// Two 5x3 feet on the bottom rows of a 32x12 frame: left at columns a..a+4, right at b..b+4.
gaitlab::SpriteFrame twoFeet(int a, int b, int next_x) {
    gaitlab::SpriteFrame f = blank(32, 12, next_x);
    fill(f, a, a + 4, 9, 11);
    fill(f, b, b + 4, 9, 11);
    fill(f, a + 1, b + 3, 0, 1);  // the body, above the ground rows
    return f;
}

gaitlab::SpriteSheet sheetOf(std::vector<gaitlab::SpriteFrame> frames) {
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
    gaitlab::SpriteFrame f = blank(32, 40);
    fill(f, 10, 20, 0, 4);  // a head 35 rows above the root
    gaitlab::SpriteSheet s = sheetOf({f, f});
    const gaitlab::FrameFeet ff = gaitlab::detectFrameFeet(f);
    CHECK(ff.feet.empty());
    CHECK(ff.problem == "nothing opaque near the root");
    const gaitlab::SheetContacts c = gaitlab::detectSheetContacts(s);
    for (const auto& frame : c.frames) {
        CHECK(frame.feet[0].state == FootState::NoContactData);
        CHECK(frame.feet[1].state == FootState::NoContactData);
    }
}

TEST_CASE("a single blob wider than a foot has no contact data") {
    gaitlab::SpriteFrame robe = blank(32, 12);
    fill(robe, 6, 25, 2, 11);  // 20 columns on the ground
    const gaitlab::FrameFeet ff = gaitlab::detectFrameFeet(robe);
    CHECK(ff.feet.empty());
    CHECK(ff.problem.find("wider than a foot") != std::string::npos);
    const gaitlab::SheetContacts c = gaitlab::detectSheetContacts(sheetOf({robe, twoFeet(4, 20, 0)}));
    CHECK(c.frames[0].feet[0].state == FootState::NoContactData);
    CHECK(c.frames[0].feet[1].state == FootState::NoContactData);
    CHECK(c.frames[0].note.find("wider than a foot") != std::string::npos);
}

TEST_CASE("a cycle with only one foot-sized blob names no foot") {
    gaitlab::SpriteFrame one = blank(32, 12);
    fill(one, 14, 18, 8, 11);
    const gaitlab::SheetContacts c = gaitlab::detectSheetContacts(sheetOf({one, one, one}));
    for (const auto& frame : c.frames) {
        CHECK(frame.feet[0].state == FootState::NoContactData);
        CHECK(frame.feet[1].state == FootState::NoContactData);
    }
}

TEST_CASE("a foot the authored motion keeps still is planted and a moving one lifted") {
    // NextX 4 per frame after the first: the left foot steps back 4 px in the image per frame, so its world
    // point (contact + accum) stays; the right foot steps 2 px forward in the image, 6 px per frame in the world.
    const gaitlab::SpriteSheet s = sheetOf({twoFeet(12, 22, 0), twoFeet(8, 24, 4), twoFeet(4, 26, 4)});
    const gaitlab::SheetContacts c = gaitlab::detectSheetContacts(s);
    REQUIRE(c.frames.size() == 3);
    for (int k = 0; k < 3; ++k) {
        INFO("frame " << k);
        CHECK(c.frames[static_cast<size_t>(k)].feet[0].state == FootState::Planted);
        CHECK(c.frames[static_cast<size_t>(k)].feet[0].point.x == -2 - 4 * k);
        // Frame 2 -> frame 0 wraps by T = (8, 0): the right foot's world x goes 9, 15, 21, then 9 + 8 = 17.
        CHECK(c.frames[static_cast<size_t>(k)].feet[1].state == FootState::Lifted);
    }
}

TEST_CASE("the feet keep their names when they cross on screen") {
    // Moving left (NextX -14): the left foot stays on its world point while the right foot swings past it, so in
    // frame 1 the left foot is the one further right on screen.
    gaitlab::SpriteFrame f0 = blank(32, 12);
    fill(f0, 4, 8, 9, 11);    // left, (-10, -2)
    fill(f0, 12, 16, 9, 11);  // right, (-2, -2)
    gaitlab::SpriteFrame f1 = blank(32, 12, -14);
    fill(f1, 18, 22, 9, 11);  // left, (5, -2): world 5 - 14 = -9
    fill(f1, 8, 12, 9, 11);   // right, (-6, -2): world -20
    const gaitlab::SheetContacts c = gaitlab::detectSheetContacts(sheetOf({f0, f1}));
    CHECK(c.frames[1].feet[0].point == ipos{5, -2});
    CHECK(c.frames[1].feet[0].state == FootState::Planted);
    CHECK(c.frames[1].feet[1].point == ipos{-6, -2});
    CHECK(c.frames[1].feet[1].state == FootState::Lifted);
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
          "c.json: /animations/walk/dirs: expected 1, 6 or 8 directions, got 2");
}

TEST_CASE("a sidecar entry overrides detection and must have the sheet's frame count") {
    const gaitlab::SpriteSheet s = sheetOf({twoFeet(4, 20, 0)});
    gaitlab::ContactSidecar side;
    side.file = "c.json";
    gaitlab::ContactAnimation a;
    a.frames = 1;
    gaitlab::FrameContacts f;
    f.feet[0] = {FootState::Planted, {5, 5}};
    a.dirs = {gaitlab::SheetContacts{{f}}};
    side.animations["walk"] = a;
    const gaitlab::ResolvedContacts r = gaitlab::resolveContacts(s, &side, "walk", 2);
    CHECK(r.source == gaitlab::ContactSource::Sidecar);
    CHECK(r.contacts.frames[0].feet[0].point == ipos{5, 5});
    const gaitlab::ResolvedContacts d = gaitlab::resolveContacts(s, &side, "run", 2);
    CHECK(d.source == gaitlab::ContactSource::Detected);
    CHECK(d.contacts.frames[0].feet[0].point == ipos{-10, -2});
    const gaitlab::SpriteSheet two = sheetOf({twoFeet(4, 20, 0), twoFeet(4, 20, 0)});
    CHECK_THROWS_WITH_AS((void)gaitlab::resolveContacts(two, &side, "walk", 0),
                         "c.json: /animations/walk/frames: expected 2 frames as the sprite has, got 1",
                         gaitlab::JsonError);
}
