// Plain PNG strips and grids (D26, DECISIONS "Importers"): `#N`, `#NxM`, `@fps`, the `.strip.json` sidecar, and
// every error with its file (and JSON path for the sidecar).
#include <doctest/doctest.h>

#include "engine/formats/strip_reader.h"
#include "engine/gait/sprite_loader.h"
#include "import_fixtures.h"

using namespace gaitlab;
using namespace fixtures;

TEST_CASE("PNG strip #8: one row, one direction, bottom-centre root, 10 fps") {
    TempDir dir("strip");
    const std::string png = dir.file("walk.png");
    writeBytes(png, pngHeader(96, 20));
    const SpriteAnimation anim = loadSprite(png + "#8");
    REQUIRE(anim.dirs.size() == 1);
    CHECK(anim.source == png + "#8");
    const SpriteSheet& sheet = anim.dirs[0];
    REQUIRE(sheet.frameCount() == 8);
    CHECK(sheet.anim_ms == 800);
    for (int i = 0; i < 8; ++i) {
        CHECK(sheet.frames[static_cast<std::size_t>(i)].src_pos == ipos(i * 12, 0));
        CHECK(sheet.frames[static_cast<std::size_t>(i)].src_size == ipos(12, 20));
        CHECK(sheet.frames[static_cast<std::size_t>(i)].draw_offset == ipos(0, 0));
    }
    REQUIRE(anim.warnings.size() == 1);
    CHECK(anim.warnings[0].message ==
          png + ": no NextX/NextY: T = (0,0), the aligner shows frame 0; `gaitlab derive-deltas` computes them");
}

TEST_CASE("PNG grid #8x6@12: rows are NE..NW, and #4x2 is one direction of 8 frames row by row") {
    TempDir dir("grid");
    const std::string png = dir.file("walk.png");
    writeBytes(png, pngHeader(128, 192));
    const SpriteAnimation anim = loadSprite(png + "#8x6@12");
    REQUIRE(anim.dirs.size() == 6);
    CHECK(anim.fps == 12);
    CHECK(anim.dirs[4].frameCount() == 8);
    CHECK(anim.dirs[4].anim_ms == 666);  // trunc(1000 * 8 / 12)
    CHECK(anim.dirs[4].frames[3].src_pos == ipos(3 * 16, 4 * 32));
    CHECK(anim.dirs[4].frames[3].src_size == ipos(16, 32));
    const SpriteAnimation two = loadSprite(png + "#4x2");
    REQUIRE(two.dirs.size() == 1);
    REQUIRE(two.dirs[0].frameCount() == 8);
    CHECK(two.dirs[0].frames[5].src_pos == ipos(32, 96));
    CHECK(importedSpriteInputs(png + "#4x2") == std::vector<std::string>{png});
}

TEST_CASE("PNG grid #4x8: rows are the square NE, E, SE, S, SW, W, NW, N, and #4x7 is one direction") {
    TempDir dir("grid8");
    const std::string png = dir.file("walk.png");
    writeBytes(png, pngHeader(64, 224));  // 16 x 28 cells for 8 rows, 16 x 32 for 7
    const SpriteAnimation anim = loadSprite(png + "#4x8@8");
    REQUIRE(anim.dirs.size() == 8);
    CHECK(anim.fps == 8);
    for (int d = 0; d < 8; ++d) {
        CAPTURE(d);
        REQUIRE(anim.dirs[static_cast<std::size_t>(d)].frameCount() == 4);
        CHECK(anim.dirs[static_cast<std::size_t>(d)].anim_ms == 500);  // 1000 * 4 / 8
        CHECK(anim.dirs[static_cast<std::size_t>(d)].frames[2].src_pos == ipos(2 * 16, d * 28));
        CHECK(anim.dirs[static_cast<std::size_t>(d)].frames[2].src_size == ipos(16, 28));
    }
    // Row 3 is S and row 7 N; a hexagonal map shows rows 0, 1, 2, 4, 5, 6.
    CHECK(anim.sheetFor(3, 8).frames[0].src_pos == ipos(0, 3 * 28));
    CHECK(anim.sheetFor(7, 8).frames[0].src_pos == ipos(0, 7 * 28));
    CHECK(anim.sheetFor(3, 6).frames[0].src_pos == ipos(0, 4 * 28));  // hex SW
    // Seven rows are no direction set: one direction of 28 frames, row by row.
    const SpriteAnimation seven = loadSprite(png + "#4x7");
    REQUIRE(seven.dirs.size() == 1);
    REQUIRE(seven.dirs[0].frameCount() == 28);
    CHECK(seven.dirs[0].frames[27].src_pos == ipos(3 * 16, 6 * 32));
}

TEST_CASE("Strip sidecar: image, columns, rows, fps, origin, and a PNG opened alone uses the sidecar beside it") {
    TempDir dir("sidecar");
    writeBytes(dir.file("walk.png"), pngHeader(128, 192));
    writeText(dir.file("walk.strip.json"),
              R"({"image": "walk.png", "columns": 8, "rows": 6, "fps": 10, "origin": [9, 30]})");
    const SpriteAnimation anim = loadSprite(dir.file("walk.strip.json"));
    REQUIRE(anim.dirs.size() == 6);
    CHECK(anim.dirs[0].anim_ms == 800);
    CHECK(anim.dirs[2].frames[1].src_pos == ipos(16, 64));
    CHECK(anim.dirs[2].frames[1].draw_offset == ipos(16 / 2 - 9, 32 - 30));
    const SpriteAnimation alone = loadSprite(dir.file("walk.png"));
    CHECK(alone.source == dir.file("walk.png"));
    CHECK(alone.dirs.size() == 6);
    CHECK(importedSpriteInputs(dir.file("walk.png")) ==
          std::vector<std::string>{dir.file("walk.png"), dir.file("walk.strip.json")});
    CHECK(importedSpriteInputs(dir.file("walk.strip.json")) ==
          std::vector<std::string>{dir.file("walk.strip.json"), dir.file("walk.png")});
}

TEST_CASE("Strip errors: layout syntax and ranges, sizes that do not divide, sidecar keys and values") {
    TempDir dir("strip_errors");
    const std::string png = dir.file("walk.png");
    writeBytes(png, pngHeader(100, 20));
    const std::string forms =
        "expected a frame layout after '#': N (N frames in a row), NxM (N columns, M rows; 6 "
        "rows are the directions NE..NW, 8 rows NE..N), then optionally @FPS, e.g. 'walk.png#8x6@12'; got ";
    checkErrorText([&] { (void)loadSprite(png + "#8"); },
                   png + ": expected an image width that divides into 8 columns, '" + png + "' is 100x20");
    checkErrorText([&] { (void)loadSprite(png + "#5x3"); },
                   png + ": expected an image height that divides into 3 rows, '" + png + "' is 100x20");
    checkErrorText([&] { (void)loadSprite(png + "#x"); }, png + ": " + forms + "'#x'");
    checkErrorText([&] { (void)loadSprite(png + "#-4"); }, png + ": " + forms + "'#-4'");
    checkErrorText([&] { (void)loadSprite(png + "#"); }, png + ": " + forms + "'#'");
    checkErrorText([&] { (void)loadSprite(png + "#0"); },
                   png + ": expected columns and rows from 1 to 65536, got '#0'");
    checkErrorText([&] { (void)loadSprite(png + "#99999999999"); }, png + ": " + forms + "'#99999999999'");
    checkErrorText([&] { (void)loadSprite(png + "#5@0"); }, png + ": expected @FPS from 1 to 1000, got '#5@0'");
    checkErrorText([&] { (void)loadSprite(png); },
                   png +
                       ": expected a frame layout: a PNG needs 'walk.png#8' (8 frames in a row), 'walk.png#8x6' (8 "
                       "columns, 6 rows = NE..NW; 8 rows = NE..N) or a sidecar 'walk.strip.json' beside it");
    checkErrorText([&] { (void)loadSprite(dir.file("gone.png#4")); },
                   dir.file("gone.png") + ": cannot read image: no such file");
    const std::string side = dir.file("s.strip.json");
    auto sidecar = [&](const std::string& text) {
        writeText(side, text);
        return [&] { (void)loadSprite(side); };
    };
    checkErrorText(sidecar(R"({"image": "walk.png", "columns": 0})"),
                   side + ": /columns: expected a column count: an integer from 1 to 65536, got 0");
    checkErrorText(sidecar(R"({"image": "walk.png", "columns": 5, "fps": 1e999})"),
                   side + ": /: expected valid JSON (number overflow parsing '1e999')");
    checkErrorText(sidecar(R"({"image": "walk.png", "columns": 5, "fps": 2.5})"),
                   side + ": /fps: expected fps: an integer from 1 to 1000, got number");
    checkErrorText(sidecar(R"({"image": "walk.png", "columns": 5, "origin": [30, 1]})"),
                   side + ": /origin: expected an origin inside the 20x20 cell, got [30, 1]");
    checkErrorText(sidecar(R"({"image": "walk.png", "columns": 5, "origin": [1]})"),
                   side + ": /origin: expected an origin [x, y] in the cell, got 1 values");
    checkErrorText(sidecar(R"({"image": "walk.png", "columns": 3})"),
                   side + ": /image: expected an image width that divides into 3 columns, '" + png + "' is 100x20");
    checkErrorText(sidecar(R"({"image": "walk.png", "columns": 5, "speed": 3})"),
                   side + ": /speed: expected a known key (one of image, columns, rows, fps, origin)");
    checkErrorText(sidecar(R"({"image": "gone.png", "columns": 5})"), side + ": /image: expected a readable PNG (" +
                                                                          dir.file("gone.png") +
                                                                          ": cannot read image: no such file)");
    checkErrorText([&] { (void)loadSprite(side + "#walk"); },
                   side +
                       ": a strip sidecar takes no '#walk' selector (its columns and rows say how the image is cut)");
    checkErrorText([&] { (void)loadSprite(dir.file("a.fofrm#walk")); },
                   dir.file("a.fofrm") + ": a '#walk' selector applies to Aseprite, Flare and PNG strip files only");
}
