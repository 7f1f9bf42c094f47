// The Files panel's listing (app/panels/file_listing.h): an FR0-FR5 set opened file by file is one entry named by
// its base, with T of every direction; a one-direction file keeps a single row.
#include <doctest/doctest.h>

#include <filesystem>

#include "../engine/sprite_fixtures.h"
#include "app/assets/asset_library.h"
#include "app/panels/file_listing.h"
#include "temp_assets.h"

using namespace gaitlab;

namespace {

namespace fs = std::filesystem;

// The file of direction d: fps 10, two 1x1 frames with deltas (d+1, -d) and (2d, 5), so by hand
// T = (3d+1, 5-d): NE (1,5), E (4,4), SE (7,3), SW (10,2), W (13,1), NW (16,0).
fixtures::Bytes frxDirection(int d) {
    fixtures::FrmHeader h;
    h.count = 2;
    return fixtures::frmBytes(h, {{{1, 1, d + 1, -d, {1}}, {1, 1, 2 * d, 5, {2}}}});
}

}  // namespace

TEST_CASE("files panel lists an FR0-FR5 set opened file by file once, with T per direction") {
    const fs::path dir = testing::writeTempAssets("files_panel");
    for (int d = 0; d < 6; ++d) fixtures::writeBytes((dir / ("rat.fr" + std::to_string(d))).string(), frxDirection(d));
    AssetLibrary assets(dir.string());
    REQUIRE(assets.loadAll());
    // Dropping the six files on the window opens each of them.
    for (int d = 0; d < 6; ++d) CHECK(assets.openFile((dir / ("rat.fr" + std::to_string(d))).string()) == 0);
    REQUIRE(assets.openedFiles().size() == 1);
    const OpenedSprite& file = assets.openedFiles()[0];
    CHECK(file.path == (dir / "rat.fr0").string());
    CHECK(file.error.empty());

    const FileListing listing = fileListing(file);
    CHECK(listing.title == (dir / "rat").string() + " (FR0-FR5 set)");
    CHECK(listing.summary == "6 dirs x 2 frames, fps 10");
    REQUIRE(listing.dirs.size() == 6);
    const char* const names[] = {"NE", "E", "SE", "SW", "W", "NW"};
    const ipos totals[] = {{1, 5}, {4, 4}, {7, 3}, {10, 2}, {13, 1}, {16, 0}};
    for (std::size_t d = 0; d < 6; ++d) {
        CAPTURE(d);
        CHECK(listing.dirs[d].dir == names[d]);
        CHECK(listing.dirs[d].frames == 2);
        CHECK(listing.dirs[d].total == totals[d]);
    }
    fs::remove_all(dir);
}

TEST_CASE("files panel names a lone .fr0 as one direction and a file that never loaded by its path") {
    const fs::path dir = testing::writeTempAssets("files_panel_one");
    fixtures::writeBytes((dir / "door.fr0").string(), frxDirection(2));
    AssetLibrary assets(dir.string());
    REQUIRE(assets.loadAll());
    const FileListing one =
        fileListing(assets.openedFiles()[static_cast<std::size_t>(assets.openFile((dir / "door.fr0").string()))]);
    CHECK(one.title == (dir / "door.fr0").string() + " (FR0 only, one direction)");
    CHECK(one.summary == "1 dir x 2 frames, fps 10");
    REQUIRE(one.dirs.size() == 1);
    CHECK(one.dirs[0].dir == "all");
    CHECK(one.dirs[0].total == ipos{7, 3});

    const FileListing missing =
        fileListing(assets.openedFiles()[static_cast<std::size_t>(assets.openFile((dir / "gone.frm").string()))]);
    CHECK(missing.title == (dir / "gone.frm").string());
    CHECK(missing.summary.empty());
    CHECK(missing.dirs.empty());
    fs::remove_all(dir);
}
