// FOFRM descriptor reader (D8, D10, §6.1 and the §7.3 FOFRM facts): key spellings, defaults,
// carried-forward direction offsets, single-direction files, and every error naming the file and line.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "engine/formats/fofrm_reader.h"

using namespace gaitlab;

namespace {

const std::string kWalkFofrmPath = "assets/critters/walk.fofrm";

// Parses text expected to fail and returns the error.
FormatError parseError(const std::string& text, const std::string& path = kWalkFofrmPath) {
    try {
        (void)parseFofrm(text, path);
    } catch (const FormatError& e) {
        return e;
    }
    FAIL("expected a FormatError");
    return FormatError(path, 0, "unreachable");
}

void checkError(const FormatError& e, int line, const std::string& expected_words) {
    const std::string what = e.what();
    CAPTURE(what);
    CHECK(e.file == kWalkFofrmPath);
    CHECK(e.line == line);
    CHECK(what.find(kWalkFofrmPath + ":" + std::to_string(line) + ":") != std::string::npos);
    CHECK(what.find(expected_words) != std::string::npos);
}

std::string sixDirections(const std::string& per_dir) {
    std::string text = "count = 1\n";
    for (int d = 0; d < 6; ++d) {
        text += "[dir_" + std::to_string(d) + "]\n" + per_dir;
    }
    return text;
}

}  // namespace

TEST_CASE("FOFRM camel-case keys (engine test BakesFofrmSequenceThroughNestedImages, PNG frames)") {
    const std::string text =
        "Fps=5\nCount=2\nOffsetX=1\nOffsetY=2\n"
        "[Dir_0]\nOffsetX=3\nOffsetY=4\nFrm_0=first.png\nfrm_1=second.png\n"
        "NextX_0=5\nnext_y_0=6\nnext_x_1=-2\nNextY_1=8\n";
    const SpriteAnimation a = parseFofrm(text, kWalkFofrmPath);
    CHECK(a.fps == 5);
    CHECK(a.source == kWalkFofrmPath);
    CHECK(a.name == "walk");
    REQUIRE(a.dirs.size() == 1);
    const SpriteSheet& s = a.dirs[0];
    CHECK(s.anim_ms == 400);  // trunc(1000 * 2 / 5)
    REQUIRE(s.frameCount() == 2);
    CHECK(s.frames[0].image == "assets/critters/first.png");
    CHECK(s.frames[1].image == "assets/critters/second.png");
    CHECK(s.frames[0].draw_offset == ipos{3, 4});
    CHECK(s.frames[1].draw_offset == ipos{3, 4});
    CHECK(s.frames[0].next_x == 5);
    CHECK(s.frames[0].next_y == 6);
    CHECK(s.frames[1].next_x == -2);
    CHECK(s.frames[1].next_y == 8);
    CHECK(s.frames[0].width == 0);  // measured later by the loader
    CHECK(s.cycle.total == ipos{3, 14});
    CHECK(s.cycle.accum[0] == ipos{5, 6});
}

TEST_CASE("FOFRM lower-case keys, comments, CRLF and a missing delta reading as 0") {
    const std::string text =
        "# walk east\r\n; second comment\r\nfps = 3\r\ncount = 3\r\n\r\n"
        "[dir_0]\r\nfrm_0 = a.png\r\nfrm_1 = b.png\r\nfrm_2 = c.png\r\n"
        "next_x_0 = 4\r\nnext_y_2 = -1\r\n";
    const SpriteAnimation a = parseFofrm(text, kWalkFofrmPath);
    REQUIRE(a.dirs.size() == 1);
    const SpriteSheet& s = a.dirs[0];
    CHECK(s.anim_ms == 1000);  // trunc(1000 * 3 / 3)
    REQUIRE(s.frameCount() == 3);
    CHECK(s.frames[0].next_x == 4);
    CHECK(s.frames[0].next_y == 0);
    CHECK(s.frames[1].next_x == 0);
    CHECK(s.frames[1].next_y == 0);
    CHECK(s.frames[2].next_y == -1);
    CHECK(s.frames[2].image == "assets/critters/c.png");
    CHECK(s.frames[0].draw_offset == ipos{0, 0});
}

TEST_CASE("FOFRM defaults: fps 10, count 1, offsets 0, trunc of the tick count") {
    const SpriteAnimation a = parseFofrm("frm = idle.png\n", kWalkFofrmPath);
    CHECK(a.fps == 10);
    REQUIRE(a.dirs.size() == 1);
    CHECK(a.dirs[0].anim_ms == 100);
    const SpriteAnimation b = parseFofrm("fps = 3\nfrm_0 = x.png\n", kWalkFofrmPath);
    CHECK(b.dirs[0].anim_ms == 333);  // trunc(1000/3)
    const SpriteAnimation c = parseFofrm("fps = 0\nfrm_0 = x.png\n", kWalkFofrmPath);
    CHECK(c.dirs[0].anim_ms == 0);
}

TEST_CASE("FOFRM when both spellings are present the camel-case one wins (engine reads it second)") {
    const SpriteAnimation a =
        parseFofrm("fps = 4\nFps = 8\nfrm_0 = x.png\nnext_x_0 = 1\nNextX_0 = 2\n", kWalkFofrmPath);
    CHECK(a.fps == 8);
    CHECK(a.dirs[0].anim_ms == 125);
    CHECK(a.dirs[0].frames[0].next_x == 2);
}

TEST_CASE("FOFRM root-only frames: unnumbered frm is slot 0, options after $ are stripped") {
    const SpriteAnimation a =
        parseFofrm("count = 2\noffs_x = -3\noffs_y = 7\nFrm = marker$1thv.png\nfrm_1 = sub/two$opt.png\n",
                   kWalkFofrmPath);
    REQUIRE(a.dirs.size() == 1);
    const SpriteSheet& s = a.dirs[0];
    REQUIRE(s.frameCount() == 2);
    CHECK(s.frames[0].image == "assets/critters/marker.png");
    CHECK(s.frames[1].image == "assets/critters/sub/two.png");
    CHECK(s.frames[0].draw_offset == ipos{-3, 7});  // positive offs_y moves the image down (D8)
    CHECK(s.frames[1].draw_offset == ipos{-3, 7});
}

TEST_CASE("FOFRM single direction: a dir_1 section without frames ends the list (engine FofrmDirectionEdgeCases)") {
    const SpriteAnimation a = parseFofrm("Frm = base.png\n[Dir_1]\nOffsetX = 5\n", kWalkFofrmPath);
    REQUIRE(a.dirs.size() == 1);
    CHECK(a.dirs[0].frames[0].draw_offset == ipos{0, 0});
    CHECK(a.dirs[0].anim_ms == 100);
    // A single-direction animation serves every direction.
    CHECK(&a.sheetFor(4) == &a.dirs[0]);
}

TEST_CASE("FOFRM six directions: offsets carry forward from the previous direction, not the root") {
    const std::string text =
        "offs_x = 1\noffs_y = 2\n"
        "[dir_0]\noffs_x = 10\nfrm_0 = d0.png\nnext_x_0 = 1\n"
        "[dir_1]\nfrm_0 = d1.png\nnext_x_0 = 2\n"
        "[dir_2]\nOffsetY = -5\nfrm_0 = d2.png\n"
        "[dir_3]\nfrm_0 = d3.png\n"
        "[Dir_4]\nOffsetX = 0\nFrm_0 = d4.png\n"
        "[dir_5]\nfrm_0 = d5.png\n";
    const SpriteAnimation a = parseFofrm(text, kWalkFofrmPath);
    REQUIRE(a.dirs.size() == 6);
    const ipos expected[6] = {{10, 2}, {10, 2}, {10, -5}, {10, -5}, {0, -5}, {0, -5}};
    for (int d = 0; d < 6; ++d) {
        CAPTURE(d);
        CHECK(a.dirs[static_cast<size_t>(d)].frames[0].draw_offset == expected[d]);
        CHECK(a.dirs[static_cast<size_t>(d)].frames[0].image == "assets/critters/d" + std::to_string(d) + ".png");
        CHECK(&a.sheetFor(d) == &a.dirs[static_cast<size_t>(d)]);
    }
    CHECK(a.dirs[0].frames[0].next_x == 1);
    CHECK(a.dirs[1].frames[0].next_x == 2);
    CHECK(&a.sheetFor(-1) == &a.dirs[5]);
}

TEST_CASE("FOFRM eight directions: the square engine reads dir_0 to dir_7 (D27)") {
    std::string text = "fps = 10\ncount = 1\n";
    for (int d = 0; d < 8; ++d)
        text += "[dir_" + std::to_string(d) + "]\nfrm_0 = d" + std::to_string(d) +
                ".png\nnext_x_0 = " + std::to_string(d + 1) + "\n";
    const SpriteAnimation a = parseFofrm(text, kWalkFofrmPath);
    REQUIRE(a.dirs.size() == 8);
    CHECK(a.warnings.empty());
    for (int d = 0; d < 8; ++d) {
        CAPTURE(d);
        CHECK(a.dirs[static_cast<size_t>(d)].frames[0].next_x == d + 1);
        CHECK(&a.sheetFor(d, 8) == &a.dirs[static_cast<size_t>(d)]);
    }
    // On a hexagonal map the six hex directions are the square set's NE E SE SW W NW (0 1 2 4 5 6).
    const int shown[6] = {0, 1, 2, 4, 5, 6};
    for (int d = 0; d < 6; ++d) CHECK(&a.sheetFor(d, 6) == &a.dirs[static_cast<size_t>(shown[d])]);
    // [dir_6] without [dir_7] is neither six nor eight directions; it names the last section present ([dir_6], line 14).
    std::string seven = "count = 1\n";
    for (int d = 0; d < 7; ++d) seven += "[dir_" + std::to_string(d) + "]\nfrm_0 = d.png\n";
    checkError(parseError(seven), 14, "expected section [dir_7]: a FOFRM has 1, 6 (hexagonal) or 8 (square, D27)");
    // A six-direction file with a stray [dir_7] reads six and says why [dir_7] is not read.
    std::string six = "count = 1\n";
    for (int d : {0, 1, 2, 3, 4, 5, 7}) six += "[dir_" + std::to_string(d) + "]\nfrm_0 = d.png\n";
    const SpriteAnimation b = parseFofrm(six, kWalkFofrmPath);
    CHECK(b.dirs.size() == 6);
    REQUIRE(b.warnings.size() == 1);
    CHECK(b.warnings[0].message == std::string(kWalkFofrmPath) +
                                       ":14: section [dir_7] is not read: the sprite has 6 directions (a square map's "
                                       "8 need [dir_6] and [dir_7]) (1 "
                                       "key ignored)");
    // Six-direction art on a square map: S shows SE and N shows NW.
    CHECK(&b.sheetFor(3, 8) == &b.dirs[2]);
    CHECK(&b.sheetFor(7, 8) == &b.dirs[5]);
}

TEST_CASE("FOFRM int16 limits are accepted at the edges") {
    const SpriteAnimation a =
        parseFofrm("offs_x = -32768\noffs_y = 32767\nfrm_0 = x.png\nnext_x_0 = 32767\nnext_y_0 = -32768\n",
                   kWalkFofrmPath);
    CHECK(a.dirs[0].frames[0].draw_offset == ipos{-32768, 32767});
    CHECK(a.dirs[0].frames[0].next_x == 32767);
    CHECK(a.dirs[0].frames[0].next_y == -32768);
}

TEST_CASE("FOFRM error: a line that is not a section, key = value or comment") {
    checkError(parseError("fps = 10\nfrm_0 = a.png\nthis is not a key\n"), 3, "expected 'key = value'");
    checkError(parseError("fps = 10\n[dir_0\nfrm_0 = a.png\n"), 2, "section header");
}

TEST_CASE("FOFRM error: non-integer values") {
    checkError(parseError("fps = ten\nfrm_0 = a.png\n"), 1, "expected an integer for 'fps'");
    checkError(parseError("frm_0 = a.png\n\nnext_x_0 = 1.5\n"), 3, "expected an integer for 'next_x_0'");
    checkError(parseError("frm_0 = a.png\nNextY_0 =\n"), 2, "expected an integer for 'NextY_0'");
}

TEST_CASE("FOFRM error: count must be > 0") {
    checkError(parseError("fps = 10\ncount = 0\nfrm_0 = a.png\n"), 2, "expected count > 0");
    checkError(parseError("Count = -2\nfrm_0 = a.png\n"), 1, "expected count > 0");
}

TEST_CASE("FOFRM error: a direction section missing at d >= 2") {
    // The error points at the last direction that was present ([dir_1], line 5).
    checkError(parseError("count = 1\n[dir_0]\nfrm_0 = a.png\n\n[dir_1]\nfrm_0 = b.png\n"), 5,
               "expected section [dir_2]");
    // Engine FofrmDirectionEdgeCases: root frame + [Dir_1] with a frame and no Dir_2.
    checkError(parseError("Frm = base.png\n[Dir_1]\nFrm = dir1.png\n"), 2, "expected section [dir_2]");
}

TEST_CASE("FOFRM error: a missing frame reference") {
    checkError(parseError("fps = 10\ncount = 2\n[dir_0]\nfrm_0 = a.png\n"), 3, "expected frm_1");
    checkError(parseError("fps = 10\nnext_x_0 = 4\n"), 1, "expected frm_0");
    checkError(parseError(sixDirections("frm_0 = a.png\n") + "[dir_3]\nfrm_0 = \n"), 8, "expected frm_0");
}

TEST_CASE("FOFRM error: frame counts differing between directions") {
    // count = 1 but [dir_2] lists a second frame: it would flatten to 2 frames against 1 in [dir_0].
    const std::string text =
        "count = 1\n[dir_0]\nfrm_0 = a.png\n[dir_1]\nfrm_0 = a.png\n"
        "[dir_2]\nfrm_0 = a.png\nfrm_1 = b.png\n"
        "[dir_3]\nfrm_0 = a.png\n[dir_4]\nfrm_0 = a.png\n[dir_5]\nfrm_0 = a.png\n";
    checkError(parseError(text), 8, "expected the same 1 frames in every direction");
}

TEST_CASE("FOFRM error: values that do not fit int16 fail instead of wrapping (D10)") {
    checkError(parseError("frm_0 = a.png\nnext_x_0 = 32768\n"), 2, "does not fit int16");
    checkError(parseError("frm_0 = a.png\nNextY_0 = -32769\n"), 2, "does not fit int16");
    checkError(parseError("offs_y = 40000\nfrm_0 = a.png\n"), 1, "does not fit int16");
    checkError(parseError("frm_0 = a.png\nnext_x_0 = 99999999999999999999999\n"), 2, "does not fit int16");
}

TEST_CASE("FOFRM error: a nested reference to a missing file names the child (nesting: test_fofrm_nested.cpp)") {
    checkError(parseError("count = 2\nfrm_0 = a.png\nfrm_1 = other.fofrm\n"), 3,
               "missing child: cannot open 'assets/critters/other.fofrm'");
    checkError(parseError("Frm = HMWARRAA$opt.FRM\n"), 1, "missing child: cannot open 'assets/critters/HMWARRAA.FRM'");
}

TEST_CASE("FOFRM files: frame paths resolve against the file's directory, unreadable files fail") {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() / "gaitlab_fofrm_reader_test";
    std::filesystem::create_directories(dir);
    const std::filesystem::path file = dir / "idle.fofrm";
    {
        std::ofstream out(file);
        out << "fps = 4\ncount = 1\nfrm_0 = frames/idle_0.png\n";
    }
    const SpriteAnimation a = loadFofrm(file.string());
    REQUIRE(a.dirs.size() == 1);
    CHECK(a.dirs[0].frames[0].image == (dir / "frames" / "idle_0.png").generic_string());
    CHECK(a.dirs[0].anim_ms == 250);
    CHECK(a.name == "idle");
    std::filesystem::remove_all(dir);

    const std::string missing = (dir / "missing.fofrm").string();
    try {
        (void)loadFofrm(missing);
        FAIL("expected a FormatError");
    } catch (const FormatError& e) {
        CHECK(e.file == missing);
        CHECK(e.line == 0);
        CHECK(std::string(e.what()).find(missing + ": does not exist") != std::string::npos);
    }
}

TEST_CASE("FOFRM a file with lone CR line ends is quoted in its error by 80 characters, each CR as an escape") {
    // Lone CRs end no line, so the whole file is the value of its first key: the message quotes its start.
    std::string text = "fps = 10\rcount = 2\r";
    for (int i = 0; i < 2000; ++i) text += "frm_" + std::to_string(i) + " = frame.png\r";
    const FormatError e = parseError(text);
    const std::string what = e.what();
    CAPTURE(what);
    CHECK(e.line == 1);
    CHECK(what.find("got '10\\x0dcount = 2\\x0dfrm_0 = frame.png\\x0dfrm_1") != std::string::npos);
    CHECK(what.find("...'") != std::string::npos);
    CHECK(what.size() < text.size() / 100);
}
