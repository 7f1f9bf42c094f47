// FOFRM warnings (D25, §6.1): keys, sections, duplicates and spellings the engine reads otherwise than the file
// seems to say load, and each is reported with the file, the line and what the engine does instead.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/formats/fofrm_reader.h"
#include "sprite_fixtures.h"

using namespace gaitlab;

namespace {

const std::string kArtWalkFofrmPath = "art/walk.fofrm";

std::vector<std::string> warningTexts(const SpriteAnimation& anim) {
    std::vector<std::string> out;
    for (const ErrorRecord& w : anim.warnings) {
        CHECK(w.isWarning());
        out.push_back(w.message);
    }
    return out;
}

std::vector<std::string> warningsOf(const std::string& text) {
    return warningTexts(parseFofrm(text, kArtWalkFofrmPath));
}

}  // namespace

TEST_CASE("FOFRM warnings: typo keys get a did-you-mean, other unknown keys are named") {
    const std::string text =
        "count = 2\n"
        "[dir_0]\n"
        "frm_0 = a.png\n"
        "frm_1 = b.png\n"
        "next_x1 = 3\n"
        "nextx_1 = 4\n"
        "speed = 5\n";
    const SpriteAnimation anim = parseFofrm(text, kArtWalkFofrmPath);
    CHECK(warningTexts(anim) ==
          std::vector<std::string>{
              "art/walk.fofrm:5: unknown key 'next_x1' in [dir_0] (did you mean 'next_x_1'?): the engine does not "
              "read it",
              "art/walk.fofrm:6: unknown key 'nextx_1' in [dir_0] (did you mean 'next_x_1'?): the engine does not "
              "read it",
              "art/walk.fofrm:7: unknown key 'speed' in [dir_0]: the engine does not read it"});
    CHECK(anim.warnings[0].file == kArtWalkFofrmPath);
    CHECK(anim.warnings[0].line == 5);
    CHECK(anim.dirs[0].frames[1].next_x == 0);  // what the engine makes of it: no delta
}

TEST_CASE("FOFRM warnings: a duplicate key names the line that wins, both spellings name the one used") {
    const std::string text =
        "fps = 10\n"
        "Fps = 20\n"
        "[dir_0]\n"
        "frm_0 = a.png\n"
        "Frm_0 = b.png\n"
        "next_x_0 = 1\n"
        "next_x_0 = 2\n"
        "NextX_0 = 3\n";
    const SpriteAnimation anim = parseFofrm(text, kArtWalkFofrmPath);
    CHECK(warningTexts(anim) ==
          std::vector<std::string>{
              "art/walk.fofrm:2: both 'fps' (line 1) and 'Fps' (line 2) are set in the root section: the engine uses "
              "'Fps = 20' (the second spelling wins)",
              "art/walk.fofrm:5: 'Frm_0' in [dir_0] is not read: the engine uses 'frm_0 = a.png' (line 4) for "
              "reference 0",
              "art/walk.fofrm:7: duplicate key 'next_x_0' in [dir_0] (lines 6, 7): the engine uses the last one, line "
              "7 ('next_x_0 = 2')",
              "art/walk.fofrm:8: both 'next_x_0' (line 7) and 'NextX_0' (line 8) are set in [dir_0]: the engine uses "
              "'NextX_0 = 3' (the second spelling wins)"});
    CHECK(anim.fps == 20);
    CHECK(anim.dirs[0].frames[0].next_x == 3);
}

TEST_CASE("FOFRM warnings: sections the engine does not read") {
    const std::string text =
        "[dir_0]\n"
        "frm_0 = a.png\n"
        "[dir_8]\n"
        "frm_0 = b.png\n"
        "[foo]\n"
        "[dir_2]\n"
        "frm_0 = c.png\n"
        "[dir_0]\n"
        "offs_x = 1\n";
    const SpriteAnimation anim = parseFofrm(text, kArtWalkFofrmPath);
    CHECK(anim.dirs.size() == 1);
    CHECK(warningTexts(anim) ==
          std::vector<std::string>{
              "art/walk.fofrm:3: section [dir_8] is not read: the engine reads only [dir_0] .. [dir_7] (1 key ignored)",
              "art/walk.fofrm:5: section [foo] is not read: the engine reads only [dir_0] .. [dir_7] (0 keys ignored)",
              "art/walk.fofrm:6: section [dir_2] is not read: without [dir_1] the sprite has one direction (1 key "
              "ignored)",
              "art/walk.fofrm:8: section [dir_0] appears again (first on line 1): the engine reads its keys as one "
              "section"});
}

TEST_CASE("FOFRM warnings: a shadowed Dir_N, keys read only in the root, a dir_1 without frm_0") {
    const std::string text =
        "[dir_0]\n"
        "frm_0 = a.png\n"
        "fps = 12\n"
        "[Dir_0]\n"
        "frm_0 = b.png\n"
        "[dir_1]\n"
        "next_x_0 = 2\n";
    CHECK(warningsOf(text) ==
          std::vector<std::string>{
              "art/walk.fofrm:3: 'fps' in [dir_0] is not read: the engine reads it only in the root section",
              "art/walk.fofrm:4: section [Dir_0] is not read: [dir_0] (line 1) is the engine's direction 0 (1 key "
              "ignored)",
              "art/walk.fofrm:6: section [dir_1] is not read: [dir_1] has no frm_0, so the sprite has one direction "
              "(1 key ignored)"});
}

TEST_CASE("FOFRM warnings: deltas past count and root references shadowed by dir_0") {
    CHECK(warningsOf("count = 1\n"
                     "frm_0 = a.png\n"
                     "next_x_0 = 1\n"
                     "next_x_1 = 2\n"
                     "NextY_3 = 4\n") ==
          std::vector<std::string>{"art/walk.fofrm:4: 'next_x_1' in the root section is past count = 1 (references "
                                   "0..0): the engine does not read it",
                                   "art/walk.fofrm:5: 'NextY_3' in the root section is past count = 1 (references "
                                   "0..0): the engine does not read it"});
    CHECK(warningsOf("frm_0 = a.png\n"
                     "[dir_0]\n"
                     "frm_0 = b.png\n") ==
          std::vector<std::string>{"art/walk.fofrm:1: 'frm_0' in the root section is not read: [dir_0] gives "
                                   "direction 0's references and deltas"});
}

TEST_CASE("FOFRM warnings: deltas that add up to T = 0 are no reader warning, an action may return to its start") {
    // Whether T = (0,0) matters depends on the state playing the sheet: engine/anim/art_check.h warns for walk and
    // run (the attack of the shipped humanoid steps forward and back).
    const std::string text =
        "count = 2\n"
        "frm_0 = a.png\n"
        "next_x_0 = 4\n"
        "frm_1 = b.png\n"
        "next_x_1 = -4\n";
    const SpriteAnimation anim = parseFofrm(text, kArtWalkFofrmPath);
    CHECK(anim.dirs[0].cycle.total_dot_total == 0);
    CHECK(anim.warnings.empty());
}

TEST_CASE("FOFRM warnings: loader options after $ are dropped and the whole image is drawn") {
    const SpriteAnimation anim = parseFofrm("frm_0 = walk$1.png\n", kArtWalkFofrmPath);
    CHECK(anim.dirs[0].frames[0].image == "art/walk.png");
    CHECK(warningTexts(anim) ==
          std::vector<std::string>{"art/walk.fofrm:1: the root section: frm_0 'walk$1.png': the loader options '$1' "
                                   "are dropped (D25): the engine loads 'walk.png' and draws the whole image"});
}

TEST_CASE("FOFRM warnings: a nested child's warnings name the child, once, after the parent's") {
    fixtures::TempDir dir("fofrm_warn_nested");
    fixtures::writeText(dir.file("child.fofrm"), "frm_0 = a.png\nnext_x1 = 1\n");
    fixtures::writeText(dir.file("walk.fofrm"), "count = 2\nfrm_0 = child.fofrm\nfrm_1 = child.fofrm\ncolour = 1\n");
    const SpriteAnimation anim = loadFofrm(dir.file("walk.fofrm"));
    CHECK(warningTexts(anim) ==
          std::vector<std::string>{
              dir.file("walk.fofrm") + ":4: unknown key 'colour' in the root section: the engine does not read it",
              dir.file("child.fofrm") +
                  ":2: unknown key 'next_x1' in the root section (did you mean 'next_x_1'?): the engine does not read "
                  "it"});
    CHECK(anim.warnings[1].file == dir.file("child.fofrm"));
}

TEST_CASE("FOFRM warnings: a clean file in both spellings has none") {
    CHECK(warningsOf("Fps = 10\nCount = 2\nOffsetX = 1\neffect = 0\n"
                     "[Dir_0]\nFrm_0 = a.png\nNextX_0 = 1\nfrm_1 = b.png\nnext_y_1 = 2\n[dir_1]\n")
              .empty());
}
