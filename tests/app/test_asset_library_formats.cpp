// The asset library with every sprite format: FRM and sprite resources opened and served with their own pixels,
// assignment to one critter's idle/walk/run, hot reload of a changed FRM, of the FRM under a nested FOFRM
// and of a palette created beside an FRM, the last good version kept on a broken rewrite, fps 0.
#include <doctest/doctest.h>

#include <filesystem>

#include "app/assets/asset_library.h"
#include "asset_errors.h"
#include "engine/formats/frm_writer.h"
#include "engine/formats/palette.h"
#include "engine/formats/sprite_resource.h"
#include "engine/gait/sprite_loader.h"
#include "engine/world/world.h"
#include "sprite_output.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

namespace fs = std::filesystem;

struct FormatsFolder {
    fs::path dir = writeTempAssets("formats");
    ~FormatsFolder() { fs::remove_all(dir); }
    [[nodiscard]] std::string file(const std::string& name) const { return (dir / name).string(); }
};

/// 6 directions of `frames` 1x1 frames, each delta (dx, dy), draw offset (d, -d), pixel `colour` (a colour of
/// the default palette, so it reads back unchanged).
SpriteAnimation walker(int frames, int dx, int dy, Rgba8 colour, int fps = 10) {
    SpriteAnimation anim;
    anim.fps = fps;
    for (int d = 0; d < 6; ++d) {
        SpriteSheet sheet;
        for (int i = 0; i < frames; ++i) {
            SpriteFrame f;
            f.width = 1;
            f.height = 1;
            f.rgba = {colour.r, colour.g, colour.b, colour.a};
            f.next_x = static_cast<int16_t>(dx);
            f.next_y = static_cast<int16_t>(dy);
            f.draw_offset = {d, -d};
            sheet.frames.push_back(f);
        }
        sheet.anim_ms = fps != 0 ? 1000 / fps * frames : 0;
        sheet.rebuildCycle();
        anim.dirs.push_back(sheet);
    }
    return anim;
}

constexpr Rgba8 kFrmRed{255, 0, 0, 255};  // default palette index 181
constexpr Rgba8 kGreen{0, 255, 0, 255};   // index 31

}  // namespace

TEST_CASE("an opened FRM serves its decoded pixels and walks on the critter it is assigned to") {
    FormatsFolder folder;
    const std::string frm = folder.file("walker.frm");
    writeFrmFile(walker(4, 8, 0, kFrmRed), frm);
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const int index = assets.openFile(frm);
    REQUIRE(index == 0);
    CHECK(assets.openFile(frm) == 0);  // the same file again is not listed twice
    const OpenedSprite& file = assets.openedFiles()[0];
    CHECK(file.error.empty());
    REQUIRE(file.anim);
    REQUIRE(file.anim->dirs.size() == 6);
    CHECK(file.anim->dirs[2].cycle.total == ipos(32, 0));
    CHECK(file.anim->dirs[2].frames[0].draw_offset == ipos(2, -2));
    CHECK(file.anim->dirs[2].anim_ms == 400);  // trunc(1000 / 10) * 4
    const RgbaImage* pixels = assets.pixelsFor(SpriteKey{SpriteKey::Kind::Frame, file.anim->source, 3, 1});
    REQUIRE(pixels != nullptr);
    CHECK(pixels->width == 1);
    CHECK(pixels->at(0, 0) == kFrmRed);

    REQUIRE(assets.assign(0, CritterAnim::Walk, index));
    CHECK(assets.animationsFor(0).walk == file.anim);
    CHECK(assets.animationsFor(0).idle == assets.humanoid().idle);
    CHECK(assets.animationsFor(1).walk == assets.humanoid().walk);
    CHECK(assets.assignmentOf(0, CritterAnim::Walk) == frm);
    assets.clearAssignments(0);
    CHECK(assets.animationsFor(0).walk == assets.humanoid().walk);
}

TEST_CASE("an opened sprite resource keeps every value and its pixels, whatever it is called") {
    FormatsFolder folder;
    const std::string baked = folder.file("walker.frm");  // a baked FRM keeps its name
    SpriteAnimation anim = walker(3, -32768, 32767, kGreen);
    writeBakedFile(anim, baked);
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const OpenedSprite& file = assets.openedFiles()[static_cast<std::size_t>(assets.openFile(baked))];
    REQUIRE(file.anim);
    CHECK(file.anim->dirs[5].frames[2].next_x == -32768);
    CHECK(file.anim->dirs[5].frames[2].next_y == 32767);
    CHECK(file.anim->dirs[5].anim_ms == 300);
    const RgbaImage* pixels = assets.pixelsFor(SpriteKey{SpriteKey::Kind::Frame, file.anim->source, 5, 2});
    REQUIRE(pixels != nullptr);
    CHECK(pixels->at(0, 0) == kGreen);
}

TEST_CASE("an FRM with fps 0 loads with 0 sheet ticks") {
    FormatsFolder folder;
    const std::string frm = folder.file("still.frm");
    writeFrmFile(walker(2, 1, 1, kFrmRed, 0), frm);
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const OpenedSprite& file = assets.openedFiles()[static_cast<std::size_t>(assets.openFile(frm))];
    REQUIRE(file.anim);
    CHECK(file.error.empty());
    CHECK(file.anim->fps == 0);
    CHECK(file.anim->dirs[0].anim_ms == 0);
}

TEST_CASE("a changed FRM reloads and the critter's assignment follows the new version") {
    FormatsFolder folder;
    const std::string frm = folder.file("walker.frm");
    writeFrmFile(walker(4, 8, 0, kFrmRed), frm);
    auto assets = std::make_shared<AssetLibrary>(folder.dir.string());
    REQUIRE(assets->loadAll());
    const int index = assets->openFile(frm);
    World world(assets, assets->map(), 7, 1);
    REQUIRE(assets->assign(0, CritterAnim::Walk, index));
    world.tick();
    const auto first = assets->openedFiles()[0].anim;
    CHECK(world.critters()[0].body().animations().walk == first);
    CHECK(world.critters()[1].body().animations().walk == assets->humanoid().walk);

    writeFrmFile(walker(2, 16, -4, kGreen), frm);
    touchLater(frm, 5);
    REQUIRE(assets->reloadChanged());
    const auto second = assets->openedFiles()[0].anim;
    REQUIRE(second != first);
    CHECK(second->dirs[0].cycle.total == ipos(32, -8));
    world.tick();
    CHECK(world.critters()[0].body().animations().walk == second);
    CHECK(assets->pixelsFor(SpriteKey{SpriteKey::Kind::Frame, second->source, 0, 1})->at(0, 0) == kGreen);
}

TEST_CASE("a broken rewrite of an FRM keeps the last good version and reports file and byte offset") {
    FormatsFolder folder;
    const std::string frm = folder.file("walker.frm");
    writeFrmFile(walker(4, 8, 0, kFrmRed), frm);
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const int index = assets.openFile(frm);
    const auto good = assets.openedFiles()[0].anim;
    REQUIRE(assets.assign(0, CritterAnim::Walk, index));

    fs::resize_file(frm, 40);  // shorter than the 62-byte header
    touchLater(frm, 5);
    assets.reloadChanged();
    CHECK(assets.openedFiles()[0].anim == good);
    CHECK(assets.animationsFor(0).walk == good);
    CHECK(assets.openedFiles()[0].error == frm + " (byte 40): truncated header: expected 62 bytes, the file has 40");
    CHECK(anyErrorContains(assets, frm + " (byte 40)"));
    // The pixels of the last good version are still served.
    CHECK(assets.pixelsFor(SpriteKey{SpriteKey::Kind::Frame, good->source, 0, 0})->at(0, 0) == kFrmRed);

    writeFrmFile(walker(3, 8, 0, kFrmRed), frm);
    touchLater(frm, 10);
    CHECK(assets.reloadChanged());
    CHECK(assets.openedFiles()[0].error.empty());
    CHECK(assets.openedFiles()[0].anim->dirs[0].frameCount() == 3);
    CHECK(assets.errors().empty());
}

TEST_CASE("an FRM referenced by a nested FOFRM reloads the FOFRM when it changes") {
    FormatsFolder folder;
    writeFrmFile(walker(2, 4, 0, kFrmRed), folder.file("part.frm"));
    writeText(folder.dir / "inner.fofrm", "count = 1\nfrm_0 = part$x.frm\nnext_x_0 = 1\n");
    writeText(folder.dir / "outer.fofrm", "count = 2\nFrm = inner.fofrm\nfrm_1 = inner.fofrm\nNextY_1 = 3\n");
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const OpenedSprite& outer =
        assets.openedFiles()[static_cast<std::size_t>(assets.openFile(folder.file("outer.fofrm")))];
    REQUIRE(outer.anim);
    REQUIRE(outer.anim->dirs[0].frameCount() == 4);
    // Each FRM frame (4,0) + inner next_x 1 = (5,0); the second reference adds NextY 3: T = (20, 6).
    CHECK(outer.anim->dirs[0].cycle.total == ipos(20, 6));

    writeFrmFile(walker(2, 10, 0, kFrmRed), folder.file("part.frm"));
    touchLater(folder.dir / "part.frm", 5);
    REQUIRE(assets.reloadChanged());
    CHECK(assets.openedFiles()[0].anim->dirs[0].cycle.total == ipos(44, 6));
}

TEST_CASE("a palette created beside an opened FRM reloads it with the new colours") {
    FormatsFolder folder;
    const std::string frm = folder.file("walker.frm");
    writeFrmFile(walker(1, 0, 0, kFrmRed), frm);
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const OpenedSprite& file = assets.openedFiles()[static_cast<std::size_t>(assets.openFile(frm))];
    REQUIRE(file.anim);
    CHECK(assets.pixelsFor(SpriteKey{SpriteKey::Kind::Frame, file.anim->source, 0, 0})->at(0, 0) == kFrmRed);

    // Index 181 (the red of the default palette) becomes (4, 8, 12) in the new .pal: 6-bit values 1, 2, 3 x 4.
    std::vector<uint8_t> pal(768, 0);
    pal[181 * 3 + 0] = 1;
    pal[181 * 3 + 1] = 2;
    pal[181 * 3 + 2] = 3;
    {
        std::ofstream out(folder.dir / "walker.pal", std::ios::binary);
        out.write(reinterpret_cast<const char*>(pal.data()), static_cast<std::streamsize>(pal.size()));
    }
    REQUIRE(assets.reloadChanged());
    const auto anim = assets.openedFiles()[0].anim;
    CHECK(assets.pixelsFor(SpriteKey{SpriteKey::Kind::Frame, anim->source, 0, 0})->at(0, 0) == Rgba8{4, 8, 12, 255});
}

TEST_CASE("a file that never loads stays listed with its error and no assignment is made") {
    FormatsFolder folder;
    AssetLibrary assets(folder.dir.string());
    REQUIRE(assets.loadAll());
    const std::string missing = folder.file("missing.frm");
    const int index = assets.openFile(missing);
    CHECK(assets.openedFiles()[0].error == missing + ": does not exist");
    CHECK_FALSE(assets.assign(0, CritterAnim::Walk, index));
    const std::string text = folder.file("notes.doc");
    writeText(text, "x");
    const int other = assets.openFile(text);
    CHECK(assets.openedFiles()[static_cast<std::size_t>(other)].error ==
          text + ": " + unsupportedSpriteMessage(".doc"));
    CHECK(assets.animationsFor(0).walk == assets.humanoid().walk);
}
