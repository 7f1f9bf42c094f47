// The asset library's in-memory pieces on their own: the frame pixel store (serves what was registered, nothing
// after a drop, built animations under their own keys) and the critter assignments (a file's current version,
// across reloads, and fixed animations).
#include <doctest/doctest.h>

#include "app/assets/critter_assignments.h"
#include "app/assets/frame_pixels.h"
#include "app/assets/sprite_slot.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

constexpr Rgba8 kSolidBlue{0, 0, 255, 255};

/// One direction of `frames` 2x1 frames of `colour`, source `source`.
SpriteAnimation solid(const std::string& source, int frames, Rgba8 colour) {
    SpriteAnimation anim;
    anim.source = source;
    SpriteSheet sheet;
    for (int i = 0; i < frames; ++i) {
        SpriteFrame f;
        f.width = 2;
        f.height = 1;
        f.rgba = {colour.r, colour.g, colour.b, colour.a, colour.r, colour.g, colour.b, colour.a};
        f.next_x = 4;
        sheet.frames.push_back(f);
    }
    sheet.rebuildCycle();
    anim.dirs.push_back(sheet);
    return anim;
}

SpriteKey frameKey(const std::string& source, int d, int i) { return SpriteKey{SpriteKey::Kind::Frame, source, d, i}; }

}  // namespace

TEST_CASE("frame pixel store: serves what was registered and nothing after a drop") {
    FramePixelStore store;
    const uint64_t generation = store.pixelGeneration();
    store.add(solid("a.frm", 2, kBodyColour));
    store.add(solid("b.frm", 1, kSolidBlue));
    CHECK(store.pixelGeneration() > generation);
    CHECK(store.size() == 3);
    const RgbaImage* pixels = store.pixelsFor(frameKey("a.frm", 0, 1));
    REQUIRE(pixels != nullptr);
    CHECK(pixels->width == 2);
    CHECK(pixels->at(1, 0) == kBodyColour);
    CHECK(store.pixelsFor(frameKey("a.frm", 0, 2)) == nullptr);
    CHECK(store.pixelsFor(SpriteKey{SpriteKey::Kind::Tile, "a.frm", 0, 0}) == nullptr);

    store.drop("a.frm");
    CHECK(store.pixelsFor(frameKey("a.frm", 0, 0)) == nullptr);
    CHECK(store.pixelsFor(frameKey("a.frm", 0, 1)) == nullptr);
    CHECK(store.pixelsFor(frameKey("b.frm", 0, 0))->at(0, 0) == kSolidBlue);
    const uint64_t after_drop = store.pixelGeneration();
    store.drop("a.frm");  // nothing left to drop
    CHECK(store.pixelGeneration() == after_drop);
}

TEST_CASE("frame pixel store: empty frames draw nothing, frames without pixels draw the placeholder") {
    FramePixelStore store;
    SpriteAnimation anim = solid("c.frm", 3, kSolidBlue);
    anim.dirs[0].frames[1] = SpriteFrame{};  // 0x0, no image: an empty frame
    anim.dirs[0].frames[2].rgba.clear();     // pixels missing
    store.add(anim);
    CHECK(store.pixelsFor(frameKey("c.frm", 0, 1))->width == 1);
    CHECK(store.pixelsFor(frameKey("c.frm", 0, 1))->at(0, 0).a == 0);
    const RgbaImage* missing = store.pixelsFor(frameKey("c.frm", 0, 2));
    CHECK(missing->width == kPlaceholderWidth);
    CHECK(missing->at(0, 0) == Rgba8{255, 0, 255, 255});
}

TEST_CASE("frame pixel store: built animations get their own keys, withPixels gives the pixels back") {
    FramePixelStore store;
    store.add(solid("walk.fofrm", 2, kBodyColour));
    const auto first = store.addBuilt(solid("walk.fofrm", 1, kSolidBlue));
    const auto second = store.addBuilt(solid("walk.fofrm", 1, kSolidBlue));
    CHECK(first->source == "built:1:walk.fofrm");
    CHECK(second->source == "built:2:walk.fofrm");
    CHECK(first->dirs[0].frames[0].rgba.empty());  // the store keeps the one copy
    CHECK(store.pixelsFor(frameKey(first->source, 0, 0))->at(0, 0) == kSolidBlue);
    CHECK(store.pixelsFor(frameKey("walk.fofrm", 0, 0))->at(0, 0) == kBodyColour);

    SpriteAnimation stripped = solid("walk.fofrm", 3, kSolidBlue);
    stripFramePixels(stripped);
    CHECK(stripped.dirs[0].frames[0].rgba.empty());
    const SpriteAnimation back = store.withPixels(stripped);
    CHECK(back.dirs[0].frames[0].rgba.size() == 8);
    CHECK(back.dirs[0].frames[0].rgba[0] == kBodyColour.r);
    CHECK(back.dirs[0].frames[2].width == kPlaceholderWidth);  // frame 2 was never registered
}

TEST_CASE("critter assignments: a file assignment follows the file's current version across a reload") {
    const auto humanoid_walk = std::make_shared<const SpriteAnimation>(solid("walk.fofrm", 1, kBodyColour));
    CritterAnimations base;
    base.walk = humanoid_walk;
    std::vector<OpenedSprite> files{
        {"rat.frm", std::make_shared<const SpriteAnimation>(solid("rat.frm", 2, kSolidBlue)), {}},
        {"broken.frm", nullptr, "broken.frm (byte 0): truncated"}};
    CritterAssignments assignments;
    assignments.assignFile(1, CritterAnim::Walk, 0);
    assignments.assignFile(1, CritterAnim::Run, 1);  // never loaded: the base animation stays
    CHECK(assignments.apply(1, base, files).walk == files[0].anim);
    CHECK(assignments.apply(1, base, files).run == nullptr);
    CHECK(assignments.apply(0, base, files).walk == humanoid_walk);  // another critter
    CHECK(assignments.describe(1, CritterAnim::Walk, files) == "rat.frm");
    CHECK(assignments.describe(1, CritterAnim::Idle, files).empty());

    files[0].anim = std::make_shared<const SpriteAnimation>(solid("rat.frm", 3, kSolidBlue));  // a reload
    CHECK(assignments.apply(1, base, files).walk == files[0].anim);
    CHECK(assignments.apply(1, base, files).walk->dirs[0].frameCount() == 3);
}

TEST_CASE("critter assignments: fixed animations, replacing and clearing") {
    const auto built = std::make_shared<const SpriteAnimation>(solid("built:1:walk.fofrm", 1, kSolidBlue));
    const std::vector<OpenedSprite> files{
        {"rat.frm", std::make_shared<const SpriteAnimation>(solid("rat.frm", 1, kSolidBlue)), {}}};
    CritterAssignments assignments;
    assignments.assignFile(0, CritterAnim::Idle, 0);
    assignments.assignFixed(0, CritterAnim::Idle, built);  // replaces the file
    CHECK(assignments.apply(0, {}, files).idle == built);
    CHECK(assignments.describe(0, CritterAnim::Idle, files) == "(built)");
    CHECK(assignments.clear(0));
    CHECK_FALSE(assignments.clear(0));
    CHECK(assignments.apply(0, {}, files).idle == nullptr);
}

TEST_CASE("critter assignments: a sprite slot reloaded from disk keeps its assignment") {
    const TempAssetFolder folder;
    SpriteSlot slot = openedSpriteSlot(folder.humanoid("walk.fofrm").string(), "");
    SpriteSlotLoad load = loadSpriteSlot(slot);
    REQUIRE(load.show);
    slot.anim = std::make_shared<const SpriteAnimation>(std::move(*load.show));
    std::vector<OpenedSprite> files{{slot.path, slot.anim, {}}};
    CritterAssignments assignments;
    assignments.assignFile(2, CritterAnim::Walk, 0);
    const auto before = assignments.apply(2, {}, files).walk;

    writeText(folder.humanoid("walk.fofrm"), humanoidFofrm(2, 16));
    touchLater(folder.humanoid("walk.fofrm"), 5);
    REQUIRE(needsLoad(slot));
    load = loadSpriteSlot(slot);
    REQUIRE(load.show);
    slot.anim = std::make_shared<const SpriteAnimation>(std::move(*load.show));
    files[0].anim = slot.anim;
    const auto after = assignments.apply(2, {}, files).walk;
    CHECK(after != before);
    CHECK(after->dirs[0].frameCount() == 2);
}
