// The importers through the client's path (AssetLibrary::openFile, DECISIONS "Importers"): an Aseprite export, a
// Flare animation with its atlas and a PNG grid open, serve the atlas cells as their frames, walk on a critter in
// the World, reload when the atlas changes; `gaitlab inspect` shows T = 0 and the warning (tests/gl
// test_render_imported.cpp renders one with `gaitlab render`).
#include <doctest/doctest.h>

#include <filesystem>
#include <sstream>

#include "app/assets/asset_library.h"
#include "app/cli.h"
#include "app/files/image_file.h"
#include "app/files/sprite_files.h"
#include "engine/world/world.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

namespace fs = std::filesystem;

struct ImportFolder {
    fs::path dir = writeTempAssets("importers");
    ~ImportFolder() { fs::remove_all(dir); }
    [[nodiscard]] std::string file(const std::string& name) const { return (dir / name).generic_string(); }
};

/// Cell (c, r) of a columns x rows grid of 8x12 cells is filled with colourOf(c, r).
Rgba8 colourOf(int c, int r) { return Rgba8{static_cast<uint8_t>(20 + 20 * c), static_cast<uint8_t>(30 * r), 90, 255}; }

void writeGrid(const std::string& path, int columns, int rows) {
    fs::create_directories(fs::path(path).parent_path());
    RgbaImage image(columns * 8, rows * 12);
    for (int y = 0; y < image.height; ++y)
        for (int x = 0; x < image.width; ++x) image.set(x, y, colourOf(x / 8, y / 12));
    REQUIRE(savePng(image, path).empty());
}

std::string asepriteJson() {
    std::string frames;
    for (int i = 0; i < 12; ++i)
        frames += std::string(i == 0 ? "" : ",") + "{\"frame\": {\"x\": " + std::to_string((i % 6) * 8) +
                  ", \"y\": " + std::to_string((i / 6) * 12) +
                  ", \"w\": 8, \"h\": 12}, \"trimmed\": false, \"spriteSourceSize\": {\"x\": 0, \"y\": 0, \"w\": 8, "
                  "\"h\": 12}, \"sourceSize\": {\"w\": 8, \"h\": 12}, \"duration\": 100}";
    std::string tags;
    const char* names[6] = {"walk_NE", "walk_E", "walk_SE", "walk_SW", "walk_W", "walk_NW"};
    for (int d = 0; d < 6; ++d)
        tags += std::string(d == 0 ? "" : ",") + "{\"name\": \"" + names[d] + "\", \"from\": " + std::to_string(2 * d) +
                ", \"to\": " + std::to_string(2 * d + 1) + ", \"direction\": \"forward\"}";
    return "{\"frames\": [" + frames +
           "], \"meta\": {\"app\": \"http://www.aseprite.org/\", \"image\": \"hero.png\", "
           "\"frameTags\": [" +
           tags + "]}}";
}

std::string flareText() {
    std::string text = "image=images/hero.png\n\n[run]\nframes=2\nduration=200ms\ntype=looped\n";
    for (int i = 0; i < 2; ++i)
        for (int k = 0; k < 8; ++k)
            text += "frame=" + std::to_string(i) + "," + std::to_string(k) + "," + std::to_string(i * 8) + "," +
                    std::to_string(k * 12) + ",8,12,4,12\n";
    return text;
}

/// Opens `path`, checks it has `dir_count` directions and every frame of every direction shows the cell
/// colourOf(cell(d, i)), assigns it as the walk of critter 0 and ticks the World for two seconds.
template <typename Cell>
void openAndWalk(const ImportFolder& folder, const std::string& path, Cell cell, int dir_count = 6) {
    auto assets = std::make_shared<AssetLibrary>(folder.dir.string());
    REQUIRE(assets->loadAll());
    const int index = assets->openFile(path);
    const OpenedSprite& file = assets->openedFiles()[static_cast<std::size_t>(index)];
    CHECK(file.error.empty());
    REQUIRE(file.anim);
    REQUIRE(file.anim->dirs.size() == static_cast<std::size_t>(dir_count));
    for (int d = 0; d < dir_count; ++d) {
        const SpriteSheet& sheet = file.anim->dirs[static_cast<std::size_t>(d)];
        CHECK(sheet.cycle.total == ipos(0, 0));
        for (int i = 0; i < sheet.frameCount(); ++i) {
            const RgbaImage* pixels = assets->pixelsFor(SpriteKey{SpriteKey::Kind::Frame, file.anim->source, d, i});
            REQUIRE(pixels != nullptr);
            CHECK(pixels->width == 8);
            CHECK(pixels->height == 12);
            const ipos c = cell(d, i);
            CHECK(pixels->at(0, 0) == colourOf(c.x, c.y));
            CHECK(pixels->at(7, 11) == colourOf(c.x, c.y));
        }
    }
    bool warned = false;
    for (const ErrorRecord& w : assets->warnings())
        warned = warned || w.message.find("no NextX/NextY: T = (0,0)") != std::string::npos;
    CHECK(warned);
    World world(assets, assets->map(), 7, 1);
    REQUIRE(assets->assign(0, CritterAnim::Walk, index));
    for (int t = 0; t < 200; ++t) world.tick();
    CHECK(assets->animationsFor(0).walk == file.anim);
}

}  // namespace

TEST_CASE("an Aseprite export opens like any sprite file: atlas cells as frames, six tags, walking in the World") {
    ImportFolder folder;
    writeGrid(folder.file("hero.png"), 6, 2);
    writeText(folder.dir / "hero.json", asepriteJson());
    // Hot reload watches the export and its atlas, never the path with its selector.
    CHECK(spriteInputFiles(folder.file("hero.json#walk")) ==
          std::vector<std::string>{folder.file("hero.json"), folder.file("hero.png")});
    openAndWalk(folder, folder.file("hero.json#walk"),
                [](int d, int i) { return ipos((2 * d + i) % 6, (2 * d + i) / 6); });
}

TEST_CASE("a Flare animation opens with its atlas found above it, its eight directions in square order") {
    ImportFolder folder;
    writeGrid(folder.file("mod/images/hero.png"), 2, 8);
    fs::create_directories(folder.dir / "mod/animations");
    writeText(folder.dir / "mod/animations/hero.txt", flareText());
    CHECK(spriteInputFiles(folder.file("mod/animations/hero.txt")) ==
          std::vector<std::string>{folder.file("mod/animations/hero.txt"), folder.file("mod/images/hero.png")});
    // Square NE, E, SE, S, SW, W, NW, N <- Flare 3, 4, 5, 6, 7, 0, 1, 2 (the hex map walks on 0, 1, 2, 4, 5, 6).
    const int flare_dir[8] = {3, 4, 5, 6, 7, 0, 1, 2};
    openAndWalk(
        folder, folder.file("mod/animations/hero.txt"), [&](int d, int i) { return ipos(i, flare_dir[d]); }, 8);
}

TEST_CASE("a PNG grid opens as walk.png#4x6 and reloads when the image changes") {
    ImportFolder folder;
    const std::string png = folder.file("walk.png");
    writeGrid(png, 4, 6);
    openAndWalk(folder, png + "#4x6", [](int d, int i) { return ipos(i, d); });

    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const int index = assets.openFile(png + "#4x6");
    REQUIRE(assets.openedFiles()[static_cast<std::size_t>(index)].anim);
    const std::string source = assets.openedFiles()[static_cast<std::size_t>(index)].anim->source;
    // Rewritten as 8 columns: the same #4x6 now cuts 16x12 cells.
    writeGrid(png, 8, 6);
    fs::last_write_time(png, fs::last_write_time(png) + std::chrono::seconds(5));
    CHECK(assets.reloadChanged());
    const OpenedSprite& file = assets.openedFiles()[static_cast<std::size_t>(index)];
    REQUIRE(file.anim);
    CHECK(file.anim->dirs[0].frames[0].width == 16);
    const RgbaImage* pixels = assets.pixelsFor(SpriteKey{SpriteKey::Kind::Frame, source, 0, 1});
    REQUIRE(pixels != nullptr);
    CHECK(pixels->width == 16);
    CHECK(pixels->at(0, 0) == colourOf(2, 0));
}

TEST_CASE("gaitlab inspect of an imported sprite shows T = 0 and the warning on stderr") {
    ImportFolder folder;
    writeGrid(folder.file("hero.png"), 6, 2);
    writeText(folder.dir / "hero.json", asepriteJson());
    std::ostringstream out;
    std::ostringstream err;
    CHECK(runCli({"inspect", folder.file("hero.json")}, out, err) == 0);
    CHECK(err.str() == "warning: " + folder.file("hero.json") +
                           ": no NextX/NextY: T = (0,0), the aligner shows frame 0; `gaitlab derive-deltas` computes "
                           "them\n");
    CHECK(out.str().find("frames, sheet ticks 200 ms, T (0,0), |T| 0.00 px") != std::string::npos);
    // The export's one tag group is the walk: inspect says which animation it read.
    CHECK(out.str().find("\nanimation 'walk' (FILE#name chooses another)\n") != std::string::npos);
    std::ostringstream out2, err2;
    CHECK(runCli({"inspect", folder.file("hero.json") + "#walk"}, out2, err2) == 0);
    CHECK(out2.str().find("\nanimation 'walk'\n") != std::string::npos);
}
