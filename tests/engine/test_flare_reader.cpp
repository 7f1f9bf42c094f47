// Flare animation files (D26, DECISIONS "Importers", "Square geometry"): 8 directions kept in square order (or 6
// when N or S lack frames), frame lines, the old column layout,
// durations and types, selection, errors with file and line, and a real file of Debian's flare-game when installed.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "engine/base/file_read.h"
#include "engine/formats/flare_reader.h"
#include "engine/gait/sprite_loader.h"
#include "engine/sprite/sprite_limits.h"
#include "import_fixtures.h"

using namespace gaitlab;
using namespace fixtures;

namespace {

// Frame i of Flare direction k: the 20x16 cell at (i * 32, k * 16), its root at (8, 14).
std::string frameLines(int frames) {
    std::string text;
    for (int i = 0; i < frames; ++i)
        for (int k = 0; k < 8; ++k)
            text += "frame=" + std::to_string(i) + "," + std::to_string(k) + "," + std::to_string(i * 32) + "," +
                    std::to_string(k * 16) + ",20,16,8,14\n";
    return text;
}

std::string heroText() {
    return "image=images/hero.png\n\n[stance]\nframes=3\nduration=600ms\ntype=back_forth\n" + frameLines(3) +
           "\n[run]\nframes=2\nduration=1s\ntype=looped\nactive_frame=1\n" + frameLines(2);
}

struct FlareMod {
    TempDir dir{"flare"};
    std::string txt = dir.file("mod/animations/hero.txt");
    FlareMod() {
        writeBytes(dir.file("mod/images/hero.png"), pngHeader(256, 128));
        writeText(txt, heroText());
    }
    std::string png() const { return dir.file("mod/images/hero.png"); }
};

std::string flareError(const std::string& text, const std::string& selector = {}) {
    FlareMod mod;
    writeText(mod.txt, text);
    try {
        (void)loadSprite(mod.txt + selector);
    } catch (const FormatError& e) {
        std::string out = e.what();
        const std::string prefix = mod.dir.path.generic_string() + "/mod/";
        for (std::size_t at = out.find(prefix); at != std::string::npos; at = out.find(prefix))
            out.erase(at, prefix.size());
        return out;
    }
    FAIL("expected a FormatError");
    return {};
}

std::string flareTextReplaced(std::string text, const std::string& from, const std::string& to) {
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("Flare: the default animation (run), 8 directions in square order, draw offsets and timing") {
    FlareMod mod;
    const SpriteAnimation run = loadSprite(mod.txt);
    CHECK(run.name == "run");
    REQUIRE(run.dirs.size() == 8);
    // Square NE, E, SE, S, SW, W, NW, N <- Flare 3 (NE), 4 (E), 5 (SE), 6 (S), 7 (SW), 0 (W), 1 (NW), 2 (N).
    const int flare_dir[8] = {3, 4, 5, 6, 7, 0, 1, 2};
    for (int d = 0; d < 8; ++d) {
        CAPTURE(d);
        const SpriteSheet& sheet = run.dirs[static_cast<std::size_t>(d)];
        REQUIRE(sheet.frameCount() == 2);
        CHECK(sheet.anim_ms == 1000);
        for (int i = 0; i < 2; ++i) {
            const SpriteFrame& f = sheet.frames[static_cast<std::size_t>(i)];
            CHECK(f.image == mod.png());
            CHECK(f.src_pos == ipos(i * 32, flare_dir[d] * 16));
            CHECK(f.src_size == ipos(20, 16));
            CHECK(f.draw_offset == ipos(20 / 2 - 8, 16 - 14));
        }
    }
    CHECK(run.fps == 2);
    // A complete eight-direction file hides nothing: only the T = 0 note.
    REQUIRE(run.warnings.size() == 1);
    CHECK(run.warnings[0].message == mod.txt +
                                         ": no NextX/NextY: T = (0,0), the aligner shows frame 0; `gaitlab "
                                         "derive-deltas` computes them");
}

TEST_CASE("Flare: a hexagonal map shows the six cells it showed before, a square map all eight") {
    FlareMod mod;
    const SpriteAnimation run = loadSprite(mod.txt);
    REQUIRE(run.dirs.size() == 8);
    // Hex NE, E, SE, SW, W, NW were Flare 3, 4, 5, 7, 0, 1 (rows 48, 64, 80, 112, 0, 16): the same cells through
    // dirIndex, which skips square S (3) and N (7).
    const int hex_index[6] = {0, 1, 2, 4, 5, 6};
    const int hex_row[6] = {48, 64, 80, 112, 0, 16};
    for (int h = 0; h < 6; ++h) {
        CAPTURE(h);
        CHECK(run.dirIndex(h, 6) == hex_index[h]);
        CHECK(run.sheetFor(h, 6).frames[1].src_pos == ipos(32, hex_row[h]));
    }
    // A square map: S is Flare 6 (row 96), N Flare 2 (row 32).
    CHECK(run.dirIndex(3, 8) == 3);
    CHECK(run.sheetFor(3, 8).frames[0].src_pos == ipos(0, 96));
    CHECK(run.dirIndex(7, 8) == 7);
    CHECK(run.sheetFor(7, 8).frames[0].src_pos == ipos(0, 32));
}

TEST_CASE("Flare: without N and S, or with only some of their frames, the six hex directions") {
    FlareMod mod;
    // Only the six hex directions: six, nothing hidden, nothing to warn about.
    std::string six = "image=images/hero.png\n[walk]\nframes=2\nduration=200ms\n";
    for (int i = 0; i < 2; ++i)
        for (int k : {0, 1, 3, 4, 5, 7})
            six += "frame=" + std::to_string(i) + "," + std::to_string(k) + "," + std::to_string(i * 32) + "," +
                   std::to_string(k * 16) + ",20,16,8,14\n";
    writeText(mod.txt, six);
    const SpriteAnimation hex = loadSprite(mod.txt);
    REQUIRE(hex.dirs.size() == 6);
    CHECK(hex.dirs[3].frames[1].src_pos == ipos(32, 7 * 16));  // SW <- Flare 7
    CHECK(hex.dirs[5].frames[0].src_pos == ipos(0, 1 * 16));   // NW <- Flare 1
    REQUIRE(hex.warnings.size() == 1);                         // only the T = 0 one
    // N with one of its two frames and S with none: six, and the cell given for N is said to be not shown.
    writeText(mod.txt, six + "frame=0,2,0,32,20,16,8,14\n");
    const SpriteAnimation partial = loadSprite(mod.txt);
    REQUIRE(partial.dirs.size() == 6);
    CHECK(partial.dirs[2].frames[0].src_pos == ipos(0, 5 * 16));  // SE <- Flare 5
    REQUIRE(partial.warnings.size() == 2);
    CHECK(partial.warnings[0].message == mod.txt +
                                             ":2: [walk]: Flare directions 2 (N) and 6 (S) are not shown: they have 1 "
                                             "of 2 frames and 0 of 2 frames, and eight (square) directions need every "
                                             "frame of both; the six hex directions NE, E, SE, SW, W, NW are Flare 3, "
                                             "4, 5, 7, 0, 1");
}

TEST_CASE("Flare: #stance selects a back_forth animation, played 0 1 2 1") {
    FlareMod mod;
    const SpriteAnimation stance = loadSprite(mod.txt + "#Stance");
    CHECK(stance.name == "stance");
    CHECK(stance.source == mod.txt + "#Stance");
    REQUIRE(stance.dirs.size() == 8);
    const SpriteSheet& ne = stance.dirs[0];
    REQUIRE(ne.frameCount() == 4);
    CHECK(ne.anim_ms == 800);  // 600 ms / 3 frames = 200 ms, 4 frames played
    const int order[4] = {0, 1, 2, 1};
    for (int k = 0; k < 4; ++k) CHECK(ne.frames[static_cast<std::size_t>(k)].src_pos == ipos(order[k] * 32, 3 * 16));
}

TEST_CASE("Flare: the old column layout (render_size, render_offset, position) and recognition by content") {
    FlareMod mod;
    const std::string old_style = mod.dir.file("mod/animations/old.anim");
    writeText(old_style,
              "image=images/hero.png\nrender_size=32,16\nrender_offset=16,12\n\n[run]\nframes=2\n"
              "duration=400ms\ntype=looped\nposition=3\n");
    CHECK(isSpritePath(old_style));
    const SpriteAnimation run = loadSprite(old_style);
    REQUIRE(run.dirs.size() == 8);  // the 128 px atlas holds eight rows of 16: every direction
    CHECK(run.dirs[1].frames[1].src_pos == ipos((3 + 1) * 32, 4 * 16));
    CHECK(run.dirs[3].frames[0].src_pos == ipos(3 * 32, 6 * 16));  // S <- Flare 6
    CHECK(run.dirs[1].frames[1].src_size == ipos(32, 16));
    CHECK(run.dirs[1].frames[1].draw_offset == ipos(16 - 16, 16 - 12));
    CHECK(run.dirs[1].anim_ms == 400);
    CHECK(importedSpriteInputs(old_style) == std::vector<std::string>{old_style, mod.png()});
    writeText(mod.dir.file("notes.txt"), "hello\n");
    checkErrorText([&] { (void)loadSprite(mod.dir.file("notes.txt")); },
                   mod.dir.file("notes.txt") +
                       ": expected a Flare animation file: an 'image=' line and [sections] "
                       "with 'frames=' and 'frame=' lines");
}

TEST_CASE("Flare: frames for direction 0 alone, or an atlas one row high, make a one-direction animation") {
    FlareMod mod;
    const std::string prop = mod.dir.file("mod/animations/prop.txt");
    writeText(prop,
              "image=images/hero.png\n[stance]\nframes=2\nduration=400ms\nframe=0,0,0,0,20,16,8,14\n"
              "frame=1,0,32,0,20,16,8,14\n");
    const SpriteAnimation one = loadSprite(prop);
    REQUIRE(one.dirs.size() == 1);
    CHECK(one.dirs[0].frames[1].src_pos == ipos(32, 0));
    CHECK(one.dirs[0].anim_ms == 400);
    REQUIRE(one.warnings.size() == 1);  // only the T = 0 one
    writeBytes(mod.dir.file("mod/images/row.png"), pngHeader(128, 16));
    writeText(prop, "image=images/row.png\nrender_size=32,16\nrender_offset=16,16\n[stance]\nframes=4\nduration=1s\n");
    const SpriteAnimation row = loadSprite(prop);
    REQUIRE(row.dirs.size() == 1);
    CHECK(row.dirs[0].frames[3].src_pos == ipos(96, 0));
    // Outside a 'mods' folder an INCLUDE is looked for beside the file and above it; an APPEND has no earlier mod.
    writeText(prop, "alpha_mod=127\nINCLUDE animations/enemies/zombie.txt\n");
    checkErrorText([&] { (void)loadSprite(prop); },
                   prop +
                       ":2: expected an included file 'animations/enemies/zombie.txt': not found beside the file or "
                       "in a folder above it");
    writeText(prop, "APPEND\n\n[stance]\nframes=1\n");
    checkErrorText([&] { (void)loadSprite(prop); },
                   prop +
                       ":1: expected a file inside a Flare 'mods' folder: APPEND adds to the file of the same path in "
                       "an earlier mod");
}

TEST_CASE("Flare: INCLUDE and APPEND are read across the mods in mods.txt order, and errors name the right file") {
    const TempDir dir("flare_mods");
    const std::string mods = dir.file("mods");
    writeText(mods + "/mods.txt", "# later mods override\nbase\ntop\n");
    writeBytes(mods + "/base/images/hero.png", pngHeader(256, 128));
    writeText(mods + "/base/animations/enemies/zombie.txt", heroText());
    // top's ghost is base's zombie, found through the mod list (top has no zombie.txt).
    const std::string ghost = mods + "/top/animations/enemies/ghost.txt";
    writeText(ghost, "alpha_mod=127\n\nINCLUDE animations/enemies/zombie.txt\n");
    const SpriteAnimation included = loadSprite(ghost + "#run");
    const SpriteAnimation direct = loadSprite(mods + "/base/animations/enemies/zombie.txt#run");
    REQUIRE(included.dirs.size() == 8);
    CHECK(included.dirs[5].frames[1].src_pos == direct.dirs[5].frames[1].src_pos);
    CHECK(included.dirs[0].anim_ms == direct.dirs[0].anim_ms);
    // The included file is watched with the atlas.
    const std::vector<std::string> inputs = importedSpriteInputs(ghost);
    CHECK(std::find(inputs.begin(), inputs.end(), mods + "/base/animations/enemies/zombie.txt") != inputs.end());

    // APPEND: top's zombie adds a [walk] to base's and replaces its [run] (the later section of one name is read).
    const std::string appended = mods + "/top/animations/enemies/zombie.txt";
    writeText(appended, "APPEND\n[walk]\nframes=1\nduration=100ms\n" + frameLines(1) +
                            "\n[run]\nframes=1\nduration=250ms\n" + frameLines(1));
    const SpriteAnimation walk = loadSprite(appended + "#walk");
    CHECK(walk.dirs[0].frameCount() == 1);
    CHECK(loadSprite(appended + "#run").dirs[0].anim_ms == 250);
    CHECK(loadSprite(appended + "#stance").dirs[0].frameCount() ==
          loadSprite(mods + "/base/animations/enemies/zombie.txt#stance").dirs[0].frameCount());

    std::filesystem::remove(appended);  // from here on the ghost's INCLUDE finds base's zombie again

    // An error on an included line names the included file and its own line (line 4 of heroText is frames=3).
    writeText(mods + "/base/animations/enemies/zombie.txt", flareTextReplaced(heroText(), "frames=3", "frames=x"));
    checkErrorText([&] { (void)loadSprite(ghost + "#stance"); },
                   mods + "/base/animations/enemies/zombie.txt:4: expected a frame count: an integer from 1 to " +
                       std::to_string(kMaxSpriteFrames) + ", got 'x'");
    // A cycle and a missing base.
    writeText(mods + "/base/animations/enemies/zombie.txt", "INCLUDE animations/enemies/ghost.txt\n");
    checkErrorText([&] { (void)loadSprite(ghost); },
                   mods + "/base/animations/enemies/zombie.txt:1: INCLUDE cycle: " + ghost + " -> " + mods +
                       "/base/animations/enemies/zombie.txt -> " + ghost);
    writeText(mods + "/top/animations/enemies/lone.txt", "APPEND\n[run]\nframes=1\n");
    checkErrorText([&] { (void)loadSprite(mods + "/top/animations/enemies/lone.txt"); },
                   mods +
                       "/top/animations/enemies/lone.txt:1: expected 'animations/enemies/lone.txt' in a mod "
                       "before this one for APPEND to add to, found none");
}

TEST_CASE("Flare errors name the file, the line and what was expected") {
    const std::string text = heroText();
    // Line numbers: 1 image, 3 [stance], 4 frames, 5 duration, 6 type, 7..30 frame lines, 31 blank, 32 [run].
    CHECK(flareError(flareTextReplaced(text, "frame=1,2,32,32,20,16,8,14", "frame=1,2,250,32,20,16,8,14"), "#stance") ==
          "animations/hero.txt:17: expected a cell inside the atlas 'images/hero.png' (256x128), got x 250 y 32 w 20 h "
          "16 (frame 1, direction 2)");
    CHECK(flareError(flareTextReplaced(text, "frame=0,3,0,48,20,16,8,14", "frame=0,3,0,48,0,16,8,14"), "#stance") ==
          "animations/hero.txt:10: expected a cell size w, h > 0, got 0x16");
    CHECK(flareError(flareTextReplaced(text, "frame=0,3,0,48,20,16,8,14", "frame=0,9,0,48,20,16,8,14"), "#stance") ==
          "animations/hero.txt:10: expected a direction from 0 to 7, got 9");
    CHECK(flareError(flareTextReplaced(text, "frame=0,3,0,48,20,16,8,14", "frame=0,3,0,48,20,16,8"), "#stance") ==
          "animations/hero.txt:10: expected frame=index,direction,x,y,w,h,offset_x,offset_y (8 integers separated by "
          "commas), got '0,3,0,48,20,16,8'");
    CHECK(flareError(flareTextReplaced(text, "frame=0,3,0,48,20,16,8,14", "frame=0,3,0,48,20,nan,8,14"), "#stance") ==
          "animations/hero.txt:10: expected frame=index,direction,x,y,w,h,offset_x,offset_y: integers from -1000000 to "
          "1000000, got 'nan' in '0,3,0,48,20,nan,8,14'");
    CHECK(flareError(flareTextReplaced(text, "frame=0,3,0,48,20,16,8,14", "frame=0,3,0,99999999999,20,16,8,14"),
                     "#stance") ==
          "animations/hero.txt:10: expected frame=index,direction,x,y,w,h,offset_x,offset_y: integers from -1000000 to "
          "1000000, got '99999999999' in '0,3,0,99999999999,20,16,8,14'");
    CHECK(flareError(flareTextReplaced(text, "frame=0,3,0,48,20,16,8,14", "frame=3,3,0,48,20,16,8,14"), "#stance") ==
          "animations/hero.txt:10: expected a frame index from 0 to 2 (frames=3), got 3");
    CHECK(flareError(flareTextReplaced(text, "frame=2,4,64,64,20,16,8,14\n", ""), "#stance") ==
          "animations/hero.txt:3: expected frame 2 of Flare direction 4 (E, hex E) in [stance], the file has no "
          "'frame=2,4,...' line");
    CHECK(flareError(flareTextReplaced(text, "duration=600ms", "duration=0ms"), "#stance") ==
          "animations/hero.txt:5: expected a duration above 0 and at most 3600000 ms ('800ms', '2s'), got '0ms'");
    CHECK(flareError(flareTextReplaced(text, "duration=600ms", "duration=-5ms"), "#stance") ==
          "animations/hero.txt:5: expected a duration above 0 and at most 3600000 ms ('800ms', '2s'), got '-5ms'");
    CHECK(flareError(flareTextReplaced(text, "duration=600ms\n", ""), "#stance") ==
          "animations/hero.txt:3: expected 'duration=' in [stance]");
    CHECK(flareError(flareTextReplaced(text, "type=back_forth", "type=bounce"), "#stance") ==
          "animations/hero.txt:6: expected a type: looped, play_once or back_forth, got 'bounce'");
    CHECK(flareError(flareTextReplaced(text, "frames=3", "frames=x"), "#stance") ==
          "animations/hero.txt:4: expected a frame count: an integer from 1 to 65536, got 'x'");
    CHECK(flareError(flareTextReplaced(text, "image=images/hero.png", "image=images/gone.png")) ==
          "animations/hero.txt:1: expected the atlas image 'images/gone.png' beside the file or in a folder above it "
          "(Flare paths are relative to the mod folder), found none");
    CHECK(flareError(flareTextReplaced(text, "[run]", "[run")) ==
          "animations/hero.txt:32: expected a section header '[name]', got '[run'");
    // A second frames= is the one used (the duplicate key warning says so): frame lines before it must fit it. Line
    // 45 is [run]'s first frame line of index 1 (run: 32 [run], 33 frames, 34..36, 37..44 index 0).
    CHECK(flareError(text + "frames=1\n", "#run") ==
          "animations/hero.txt:45: expected a frame index from 0 to 0 (the last frames=1), got 1");
    CHECK(flareError(text, "#jump") ==
          "animations/hero.txt: expected an animation [jump] (selected by '#jump'), the "
          "file has stance, run");
}

TEST_CASE("Flare: a real animation file of Debian's flare-game") {
    const std::filesystem::path root = "/usr/share/games/flare/mods";
    std::string chosen;
    std::error_code ec;
    if (std::filesystem::is_directory(root, ec)) {
        for (const auto& entry : std::filesystem::recursive_directory_iterator(root, ec)) {
            const std::string p = entry.path().generic_string();
            if (p.find("/animations/enemies/") != std::string::npos && entry.path().extension() == ".txt") {
                chosen = p;
                break;
            }
        }
    }
    if (chosen.empty()) {
        MESSAGE(
            "flare-game is not installed (no /usr/share/games/flare/mods/*/animations/enemies/*.txt): skipped; "
            "apt-get install flare-game to run it");
        return;
    }
    MESSAGE("reading " << chosen);
    const SpriteAnimation anim = loadSprite(chosen);
    // The game's creatures have every frame of all eight directions; a file lacking N or S frames gives six.
    REQUIRE((anim.dirs.size() == 8 || anim.dirs.size() == 6));
    CHECK(anim.dirs[0].frameCount() > 0);
    CHECK(anim.dirs[0].anim_ms > 0);
    for (const SpriteSheet& sheet : anim.dirs) {
        CHECK(sheet.frameCount() == anim.dirs[0].frameCount());
        for (const SpriteFrame& f : sheet.frames) {
            CHECK(f.src_size.x > 0);
            CHECK(f.src_size.y > 0);
        }
    }
    const std::vector<std::string> inputs = importedSpriteInputs(chosen);
    REQUIRE(inputs.size() >= 2);
    CHECK(inputs[1] == anim.dirs[0].frames[0].image);
    const std::string text = readRegularText(chosen, kMaxTextFileBytes);
    CHECK(looksLikeFlare(text));
    // Every file of the game that INCLUDEs another or APPENDs to an earlier mod's reads through the mod list.
    int pulled = 0;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root, ec)) {
        if (entry.path().extension() != ".txt" ||
            entry.path().generic_string().find("/animations/") == std::string::npos)
            continue;
        const std::string t = readRegularText(entry.path().string(), kMaxTextFileBytes);
        if (t.find("INCLUDE ") == std::string::npos && t.rfind("APPEND", 0) != 0) continue;
        CAPTURE(entry.path().string());
        const SpriteAnimation a = loadSprite(entry.path().string());
        CHECK((a.dirs.size() == 8 || a.dirs.size() == 6));
        ++pulled;
    }
    MESSAGE(pulled << " INCLUDE or APPEND files read");
}
