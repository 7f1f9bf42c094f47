// The asset library: FOFRM + PNG loading with measured frame sizes, the last good version kept on a failed
// reload with the error naming file and line, placeholders for missing files, and the map.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>

#include "app/assets/asset_library.h"
#include "asset_errors.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

struct LibraryFolder {
    std::filesystem::path dir = writeTempAssets("library");
    ~LibraryFolder() { std::filesystem::remove_all(dir); }
    std::filesystem::path walk() const { return dir / "critters/humanoid/walk.fofrm"; }
};

}  // namespace

TEST_CASE("loads the humanoid, measures PNG frames and serves their pixels") {
    LibraryFolder folder;
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    CHECK(assets.errors().empty());
    const CritterAnimations anims = assets.humanoid();
    REQUIRE(anims.idle);
    REQUIRE(anims.walk);
    REQUIRE(anims.run);
    const SpriteFrame& frame = anims.walk->dirs[0].frames[0];
    CHECK(frame.width == kBodyWidth);
    CHECK(frame.height == kBodyHeight);
    CHECK(frame.draw_offset == kDrawOffset);
    CHECK(anims.walk->dirs[0].cycle.total == ipos(32, 0));  // 4 frames of next_x 8
    CHECK(anims.run->dirs[0].cycle.total == ipos(64, 0));
    const RgbaImage* pixels = assets.pixelsFor(SpriteKey{SpriteKey::Kind::Frame, anims.walk->source, 0, 3});
    REQUIRE(pixels != nullptr);
    CHECK(pixels->width == kBodyWidth);
    CHECK(pixels->at(5, 10) == kBodyColour);
    CHECK(assets.tileSize("grass") == ipos(32, 16));
    CHECK(assets.pixelsFor(SpriteKey{SpriteKey::Kind::Tile, "dirt", 0, 0})->at(0, 0) == kDirtColour);
    CHECK(assets.map().size.width == 20);
    CHECK(assets.map().isBlocked(Hex{5, 5}));
}

TEST_CASE("a broken FOFRM on reload keeps the last good animation and names file and line") {
    LibraryFolder folder;
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const auto good = assets.humanoid().walk;
    writeText(folder.walk(), "count = 4\nthis is not a key value pair\n");
    touchLater(folder.walk(), 5);
    assets.reloadChanged();
    CHECK(assets.humanoid().walk == good);
    CHECK(anyErrorContains(assets, folder.walk().string() + ":2"));
    // Nothing changed since: no second attempt, the error stays.
    CHECK_FALSE(assets.reloadChanged());
    CHECK(assets.errors().size() == 1);
    // Fixed: a new animation object and no error.
    writeText(folder.walk(), humanoidFofrm(2, 16));
    touchLater(folder.walk(), 10);
    CHECK(assets.reloadChanged());
    CHECK(assets.humanoid().walk != good);
    CHECK(assets.humanoid().walk->dirs[0].frameCount() == 2);
    CHECK(assets.errors().empty());
}

TEST_CASE("an edit saved with the old modification time but a new size is reloaded") {
    LibraryFolder folder;
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    REQUIRE(assets.humanoid().walk->dirs[0].frameCount() == 4);
    const auto old_time = std::filesystem::last_write_time(folder.walk());
    writeText(folder.walk(), humanoidFofrm(2, 16));
    std::filesystem::last_write_time(folder.walk(), old_time);  // an editor or a copy that keeps the time
    CHECK(assets.reloadChanged());
    CHECK(assets.humanoid().walk->dirs[0].frameCount() == 2);
    CHECK(assets.errors().empty());
}

TEST_CASE("an edit of the same size saved with the old modification time is reloaded") {
    LibraryFolder folder;
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const auto good = assets.humanoid().walk;
    const auto old_time = std::filesystem::last_write_time(folder.walk());
    std::ifstream in(folder.walk());
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::size_t at = text.find("count = 4");
    REQUIRE(at != std::string::npos);
    text.replace(at, 9, "count = x");  // same length
    writeText(folder.walk(), text);
    std::filesystem::last_write_time(folder.walk(), old_time);
    CHECK(assets.reloadChanged() == false);  // a failed reload changes nothing on screen
    CHECK(assets.humanoid().walk == good);
    CHECK(anyErrorContains(assets, folder.walk().string() + ":"));
}

TEST_CASE("a changed PNG reloads the animation that references it") {
    LibraryFolder folder;
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const uint64_t generation = assets.generation();
    const std::filesystem::path png = folder.dir / "critters/humanoid/body.png";
    REQUIRE(savePng(RgbaImage(13, 30, Rgba8{0, 0, 255, 255}), png.string()).empty());
    touchLater(png, 5);
    CHECK(assets.reloadChanged());
    CHECK(assets.generation() > generation);
    CHECK(assets.humanoid().idle->dirs[0].frames[0].width == 13);
    CHECK(assets.humanoid().walk->dirs[0].frames[2].height == 30);
}

TEST_CASE("a missing frame PNG gives a magenta placeholder and an error naming the PNG") {
    LibraryFolder folder;
    writeText(folder.walk(), "count = 1\nfrm_0 = nowhere.png\n");
    AssetLibrary assets(folder.dir.string());
    CHECK_FALSE(assets.loadAll());
    CHECK(anyErrorContains(assets, "nowhere.png"));
    const auto walk = assets.humanoid().walk;
    REQUIRE(walk);
    const SpriteFrame& frame = walk->dirs[0].frames[0];
    CHECK(frame.width == 24);
    CHECK(frame.height == 40);
    const RgbaImage* pixels = assets.pixelsFor(SpriteKey{SpriteKey::Kind::Frame, walk->source, 0, 0});
    REQUIRE(pixels != nullptr);
    CHECK(pixels->at(0, 0) == Rgba8{255, 0, 255, 255});
}

TEST_CASE("a broken map on reload keeps the last good map") {
    LibraryFolder folder;
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const uint64_t map_generation = assets.mapGeneration();
    const std::filesystem::path map = folder.dir / "maps/demo.json";
    writeText(map, "{\"name\": \"broken\",\n \"width\": 3,\n");
    touchLater(map, 5);
    assets.reloadChanged();
    CHECK(assets.map().size.width == 20);
    CHECK(assets.mapGeneration() == map_generation);
    CHECK(anyErrorContains(assets, "demo.json"));
}

TEST_CASE("no asset folder at all: placeholders for every animation and a fallback map") {
    AssetLibrary assets((std::filesystem::temp_directory_path() / "gaitlab_missing_folder").string());
    CHECK_FALSE(assets.loadAll());
    CHECK(anyErrorContains(assets, "idle.fofrm"));
    CHECK(anyErrorContains(assets, "demo.json"));
    REQUIRE(assets.humanoid().idle);
    CHECK(assets.humanoid().idle->dirs[0].frames[0].width == 24);
    CHECK(assets.map().size.width == 20);
    CHECK(assets.tileSize("grass") == ipos(32, 16));
}

TEST_CASE(
    "every broken file's error leaves the Errors list when it is fixed, and the log names the file that changed") {
    LibraryFolder folder;
    std::ostringstream log;
    AssetLibrary assets(folder.dir.string(), {}, &log);
    REQUIRE(assets.loadAll());
    const std::filesystem::path humanoid = folder.dir / "critters/humanoid";
    const std::filesystem::path png = humanoid / "body.png";
    const std::filesystem::path map = folder.dir / "maps/demo.json";
    const std::filesystem::path tile = folder.dir / "tiles/dirt.png";
    const auto readAll = [](const std::filesystem::path& path) {
        std::ifstream in(path, std::ios::binary);
        return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    };
    const std::string good_png = readAll(png);
    const std::string good_map = readAll(map);
    const std::string good_tile = readAll(tile);
    const std::string good_run = readAll(humanoid / "run.fofrm");

    // Four files broken at once: the shared frame PNG (idle and walk read it), a FOFRM, the map and a tile.
    writeText(png, "not a png");
    writeText(humanoid / "run.fofrm", "count = 2\nfrm_0 = body.png\n");  // frm_1 missing
    writeText(map, "{\"width\": 0}");
    writeText(tile, "no image either");
    for (const auto& path : {png, humanoid / "run.fofrm", map, tile}) touchLater(path, 5);
    assets.reloadChanged();
    // One line per sprite that reads the PNG (idle, walk), run's own, the map's and the tile's.
    CHECK(assets.errors().size() == 5);

    // Fixed one by one: each fix takes its errors with it, and "ok again" names the fixed file.
    writeText(humanoid / "run.fofrm", good_run);
    touchLater(humanoid / "run.fofrm", 10);
    log.str("");
    assets.reloadChanged();
    // run.fofrm now reads the broken PNG too: its error changes to that, named for run.fofrm.
    CHECK_FALSE(anyErrorContains(assets, "frm_1"));
    CHECK(log.str() == "asset error: " + (humanoid / "run.fofrm").string() + ": frame image: " + png.string() +
                           ": not a PNG file: the signature is wrong\n");

    writeText(png, good_png);
    touchLater(png, 10);
    log.str("");
    assets.reloadChanged();
    CHECK_FALSE(anyErrorContains(assets, "body.png"));
    // The frame PNG was the change: the log says so for each sprite that reads it.
    for (const char* name : {"idle.fofrm", "walk.fofrm", "run.fofrm"})
        CHECK(log.str().find("asset ok again: " + (humanoid / name).string() + " (after a change to " + png.string() +
                             ")\n") != std::string::npos);

    writeText(map, good_map);
    writeText(tile, good_tile);
    touchLater(map, 10);
    touchLater(tile, 10);
    assets.reloadChanged();
    CHECK(assets.errors().empty());
}
