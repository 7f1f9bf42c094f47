// The loading pieces of the asset library, each on its own with files written by the test: the watched file set
// (FileStamp: a same-size edit saved with the old time is seen), the sprite slot loader (stamps of every input,
// placeholder, last good version), the tiles and the logged error registry.
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>

#include "app/assets/asset_error_log.h"
#include "app/assets/frame_pixels.h"
#include "app/assets/sprite_slot.h"
#include "app/assets/tile_set.h"
#include "app/files/watched_files.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

namespace fs = std::filesystem;

using Folder = TempAssetFolder;

SpriteSlot walkSlot(const Folder& folder) {
    SpriteSlot slot;
    slot.path = folder.humanoid("walk.fofrm").string();
    slot.name = "walk";
    return slot;
}

/// Writes `fofrm` as the walk, loads it into `slot` and checks the load failed with an error containing `expected`
/// and still shows something of placeholder width (nothing was shown before).
SpriteSlotLoad failedFirstLoad(const Folder& folder, const std::string& fofrm, SpriteSlot& slot,
                               const std::string& expected) {
    writeText(folder.humanoid("walk.fofrm"), fofrm);
    slot = walkSlot(folder);
    SpriteSlotLoad load = loadSpriteSlot(slot);
    CHECK_FALSE(load.ok);
    REQUIRE(load.error);
    CHECK(load.error->message.find(expected) != std::string::npos);
    REQUIRE(load.show);
    CHECK(load.show->dirs[0].frames[0].width == kPlaceholderWidth);
    return load;
}

}  // namespace

TEST_CASE("watched files: nothing changed right after watching, an edit is seen, an unwatched file is not") {
    Folder folder;
    WatchedFiles files;
    CHECK(files.empty());
    CHECK_FALSE(files.changed());
    files.watch(folder.humanoid("walk.fofrm").string());
    files.watch(folder.humanoid("walk.fofrm").string());  // the same path once
    CHECK(files.size() == 1);
    CHECK_FALSE(files.changed());
    writeText(folder.humanoid("run.fofrm"), humanoidFofrm(2, 8));
    CHECK_FALSE(files.changed());
    writeText(folder.humanoid("walk.fofrm"), humanoidFofrm(2, 8));
    touchLater(folder.humanoid("walk.fofrm"), 5);
    CHECK(files.changed());
    CHECK(files.changedFiles() == std::vector<std::string>{folder.humanoid("walk.fofrm").string()});
}

TEST_CASE("watched files: a same-size edit saved with the old modification time is a change") {
    Folder folder;
    const fs::path walk = folder.humanoid("walk.fofrm");
    writeText(walk, "count = 4\n");
    const auto old_time = fs::last_write_time(walk);
    WatchedFiles files;
    files.watch(walk.string());
    writeText(walk, "count = 5\n");
    fs::last_write_time(walk, old_time);
    REQUIRE(fs::file_size(walk) == 10);
    CHECK(files.changed());
}

TEST_CASE("watched files: a file that appears or vanishes is a change") {
    Folder folder;
    const fs::path later = folder.humanoid("later.pal");
    WatchedFiles files;
    files.watch(later.string());
    CHECK_FALSE(files.changed());
    writeText(later, "x");
    CHECK(files.changed());
    WatchedFiles present;
    present.watch(later.string());
    fs::remove(later);
    CHECK(present.changed());
    WatchedFiles unread;
    unread.watchUnread(later.string());
    CHECK_FALSE(unread.changed());  // missing, as if missing when read
    writeText(later, "x");
    CHECK(unread.changed());
}

TEST_CASE("sprite slot loader: a FOFRM loads with its PNG pixels and watches the FOFRM and the PNG") {
    Folder folder;
    SpriteSlot slot = walkSlot(folder);
    CHECK(needsLoad(slot));
    const SpriteSlotLoad load = loadSpriteSlot(slot);
    CHECK(load.ok);
    CHECK_FALSE(load.error);
    CHECK_FALSE(load.placeholder);
    REQUIRE(load.show);
    CHECK(load.show->name == "walk");
    CHECK(load.show->source == slot.path);
    const SpriteFrame& frame = load.show->dirs[0].frames[0];
    CHECK(frame.width == kBodyWidth);
    CHECK(frame.rgba.size() == static_cast<std::size_t>(kBodyWidth * kBodyHeight * 4));
    CHECK(slot.anim == nullptr);  // the loader only says what to show
    CHECK_FALSE(needsLoad(slot));
    REQUIRE(savePng(RgbaImage(3, 3, kBodyColour), folder.humanoid("body.png").string()).empty());
    touchLater(folder.humanoid("body.png"), 5);
    CHECK(needsLoad(slot));
}

TEST_CASE("sprite slot loader: a broken file gives its error and a placeholder only for a slot without a version") {
    Folder folder;
    SpriteSlot slot;
    SpriteSlotLoad load = failedFirstLoad(folder, "count = 4\nnot a key value pair\n", slot,
                                          folder.humanoid("walk.fofrm").string() + ":2");
    CHECK(load.placeholder);
    CHECK(load.show->dirs[0].anim_ms == 100);

    slot.anim = std::make_shared<const SpriteAnimation>(*load.show);
    touchLater(folder.humanoid("walk.fofrm"), 5);
    load = loadSpriteSlot(slot);
    CHECK(load.error);
    CHECK_FALSE(load.show);  // the last good version stays
    slot.placeholder = false;
    slot.anim = nullptr;
    CHECK_FALSE(loadSpriteSlot(slot).show);
}

TEST_CASE("sprite slot loader: an undecodable PNG is an error naming it, and replaces no earlier version") {
    Folder folder;
    SpriteSlot slot;
    // Nothing shown yet: the frames with placeholders.
    const SpriteSlotLoad load = failedFirstLoad(folder, "count = 1\nfrm_0 = nowhere.png\n", slot, "nowhere.png");
    CHECK_FALSE(load.placeholder);
    slot.anim = std::make_shared<const SpriteAnimation>(*load.show);
    CHECK_FALSE(loadSpriteSlot(slot).show);
}

TEST_CASE("sprite slot loader: a missing optional file is fine and watched until it appears") {
    Folder folder;
    SpriteSlot slot;
    slot.path = folder.humanoid("attack.fofrm").string();
    slot.name = "attack";
    slot.optional = true;
    slot.placeholder = false;
    const SpriteSlotLoad load = loadSpriteSlot(slot);
    CHECK(load.ok);
    CHECK_FALSE(load.error);
    CHECK_FALSE(load.show);
    CHECK_FALSE(needsLoad(slot));
    writeText(folder.humanoid("attack.fofrm"), humanoidFofrm(2, 0));
    CHECK(needsLoad(slot));
    const SpriteSlotLoad appeared = loadSpriteSlot(slot);
    CHECK(appeared.ok);
    REQUIRE(appeared.show);
    CHECK(appeared.show->name == "attack");
}

TEST_CASE("opened sprite slot: named after the file stem, no placeholder, not optional") {
    const SpriteSlot slot = openedSpriteSlot("art/Rat.frm", "game.pal");
    CHECK(slot.name == "Rat");
    CHECK(slot.palette == "game.pal");
    CHECK_FALSE(slot.placeholder);
    CHECK_FALSE(slot.optional);
}

TEST_CASE("tile set: loads, keeps the last good image on a broken rewrite, placeholder when it never loaded") {
    Folder folder;
    std::ostringstream log;
    AssetErrorLog errors(&log);
    TileSet tiles((folder.dir / "tiles").string());
    CHECK_FALSE(tiles.contains("grass"));
    CHECK(tiles.size("grass") == ipos(32, 16));
    const TileSet::Load grass = tiles.load("grass", errors);
    CHECK(grass.ok);
    CHECK(grass.changed);
    CHECK(tiles.pixels("grass")->at(0, 0) == kGrassColour);
    CHECK(tiles.reloadChanged(errors) == 0);

    const fs::path png = folder.dir / "tiles/grass.png";
    writeText(png, "not a png");
    touchLater(png, 5);
    CHECK(tiles.reloadChanged(errors) == 0);  // failed: nothing on screen changes
    CHECK(tiles.pixels("grass")->at(0, 0) == kGrassColour);
    CHECK(errors.find(png.string()) != nullptr);
    REQUIRE(savePng(RgbaImage(16, 8, kDirtColour), png.string()).empty());
    touchLater(png, 10);
    CHECK(tiles.reloadChanged(errors) == 1);
    CHECK(tiles.size("grass") == ipos(16, 8));
    CHECK(errors.find(png.string()) == nullptr);

    const TileSet::Load missing = tiles.load("lava", errors);
    CHECK_FALSE(missing.ok);
    CHECK(missing.changed);
    CHECK(tiles.pixels("lava")->at(0, 0) == Rgba8{255, 0, 255, 255});
    CHECK(tiles.pixels("water") == nullptr);
}

TEST_CASE("asset error log: one record per file, logged once, cleared with a note") {
    std::ostringstream log;
    AssetErrorLog errors(&log);
    errors.set("b.fofrm", std::string("b.fofrm:3: expected an integer"));
    errors.set("b.fofrm", std::string("b.fofrm:3: expected an integer"));  // the same: not logged again
    errors.update("a.frm", errorRecord("a.frm", "a.frm (byte 4): truncated"));
    CHECK(log.str() == "asset error: b.fofrm:3: expected an integer\nasset error: a.frm (byte 4): truncated\n");
    const std::vector<ErrorRecord> records = errors.records();
    REQUIRE(records.size() == 2);
    CHECK(records[0].file == "a.frm");  // file order
    errors.update("b.fofrm", std::nullopt);
    errors.clear("c.png");  // no error: nothing logged
    CHECK(errors.find("b.fofrm") == nullptr);
    CHECK(log.str().ends_with("asset ok again: b.fofrm\n"));
    AssetErrorLog silent;
    silent.set("x", std::string("x: broken"));
    CHECK(silent.records().size() == 1);
}
