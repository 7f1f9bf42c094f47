// Aseprite JSON exports (D26, DECISIONS "Importers"): array and hash forms, trimming, six direction tags, play
// directions, a slice pivot, selection by `#tag`, and every error with its file and JSON path.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "engine/base/json_reader.h"
#include "engine/formats/aseprite_reader.h"
#include "engine/gait/sprite_loader.h"
#include "import_fixtures.h"

using namespace gaitlab;
using namespace fixtures;
using ojson = nlohmann::ordered_json;

namespace {

// 12 frames of 10x20 trimmed out of 16x32 sources at (4, 10); frame i at ((i % 8) * 16, (i / 8) * 32) of a 128x64
// atlas; 100 ms each, frame 1 150 ms.
ojson frameEntry(int i) {
    return ojson{{"frame", {{"x", (i % 8) * 16}, {"y", (i / 8) * 32}, {"w", 10}, {"h", 20}}},
                 {"rotated", false},
                 {"trimmed", true},
                 {"spriteSourceSize", {{"x", 4}, {"y", 10}, {"w", 10}, {"h", 20}}},
                 {"sourceSize", {{"w", 16}, {"h", 32}}},
                 {"duration", i == 1 ? 150 : 100}};
}

ojson tag(const std::string& name, int from, int to, const std::string& direction = "forward") {
    return ojson{{"name", name}, {"from", from}, {"to", to}, {"direction", direction}, {"color", "#000000ff"}};
}

ojson heroExport(bool hash, bool pivot) {
    ojson frames = hash ? ojson::object() : ojson::array();
    for (int i = 0; i < 12; ++i) {
        if (hash)
            frames["hero " + std::to_string(i) + ".aseprite"] = frameEntry(i);
        else
            frames.push_back(frameEntry(i));
    }
    ojson meta = {{"app", "https://www.aseprite.org/"},
                  {"version", "1.3"},
                  {"image", "hero.png"},
                  {"format", "RGBA8888"},
                  {"size", {{"w", 128}, {"h", 64}}},
                  {"scale", "1"},
                  {"frameTags",
                   {tag("walk_ne", 0, 1), tag("walk-E", 2, 3), tag("walk SE", 4, 5), tag("walk_sw", 6, 7, "reverse"),
                    tag("walk_W", 8, 9), tag("walk_NW", 9, 11, "pingpong"), tag("idle", 0, 0)}},
                  {"layers", ojson::array()},
                  {"slices", ojson::array()}};
    if (pivot)
        meta["slices"].push_back({{"name", "root"},
                                  {"color", "#0000ffff"},
                                  {"keys",
                                   {{{"frame", 0},
                                     {"bounds", {{"x", 2}, {"y", 4}, {"w", 12}, {"h", 28}}},
                                     {"pivot", {{"x", 6}, {"y", 26}}}}}}});
    return ojson{{"frames", frames}, {"meta", meta}};
}

struct HeroDir {
    TempDir dir{"aseprite"};
    HeroDir() { writeBytes(dir.file("hero.png"), pngHeader(128, 64)); }
    std::string write(const ojson& doc, const std::string& name = "hero.json") const {
        writeText(dir.file(name), doc.dump(1));
        return dir.file(name);
    }
};

void checkSixDirections(const SpriteAnimation& anim, const std::string& png, ipos offset) {
    REQUIRE(anim.dirs.size() == 6);
    CHECK(anim.name == "walk");
    const std::vector<std::vector<int>> order = {{0, 1}, {2, 3}, {4, 5}, {7, 6}, {8, 9}, {9, 10, 11, 10}};
    const int ticks[] = {250, 200, 200, 200, 200, 400};
    for (int d = 0; d < 6; ++d) {
        const SpriteSheet& sheet = anim.dirs[static_cast<std::size_t>(d)];
        REQUIRE(sheet.frameCount() == static_cast<int>(order[static_cast<std::size_t>(d)].size()));
        CHECK(sheet.anim_ms == ticks[d]);
        for (std::size_t k = 0; k < sheet.frames.size(); ++k) {
            const int i = order[static_cast<std::size_t>(d)][k];
            const SpriteFrame& f = sheet.frames[k];
            CHECK(f.image == png);
            CHECK(f.src_pos == ipos((i % 8) * 16, (i / 8) * 32));
            CHECK(f.src_size == ipos(10, 20));
            CHECK(f.width == 10);
            CHECK(f.height == 20);
            CHECK(f.draw_offset == offset);
            CHECK(f.next_x == 0);
            CHECK(f.next_y == 0);
        }
        CHECK(sheet.cycle.total == ipos(0, 0));
    }
}

std::string heroError(const ojson& doc) {
    HeroDir hero;
    const std::string path = hero.write(doc);
    try {
        (void)loadSprite(path);
    } catch (const FormatError& e) {
        std::string text = e.what();
        const std::string dir = hero.dir.path.generic_string() + "/";
        for (std::size_t at = text.find(dir); at != std::string::npos; at = text.find(dir)) text.erase(at, dir.size());
        return text;
    }
    FAIL("expected a FormatError");
    return {};
}

}  // namespace

TEST_CASE("Aseprite array export: six direction tags, trimming, play directions, durations and the T = 0 warning") {
    HeroDir hero;
    const std::string path = hero.write(heroExport(false, false));
    const SpriteAnimation anim = loadSprite(path);
    // Root = the 16x32 source's bottom-centre (8, 32); the 10x20 frame sits at (4, 10): (5 - (8 - 4), 20 - (32 - 10)).
    checkSixDirections(anim, hero.dir.file("hero.png"), {1, -2});
    CHECK(anim.source == path);
    CHECK(anim.fps == 8);  // 2 frames in 250 ms, rounded
    REQUIRE(anim.warnings.size() == 2);
    CHECK(anim.warnings[0].message ==
          path +
              ": tag 'walk_ne': frame durations differ (100, 150 ms): gaitlab shows every frame for the same share "
              "of their sum, 250 ms");
    CHECK(anim.warnings[1].message ==
          path + ": no NextX/NextY: T = (0,0), the aligner shows frame 0; `gaitlab derive-deltas` computes them");
    CHECK(anim.warnings[1].isWarning());
}

TEST_CASE("Aseprite hash export keeps the document's frame order, and a slice pivot is the root") {
    HeroDir hero;
    const std::string path = hero.write(heroExport(true, true));
    const SpriteAnimation anim = loadSprite(path);
    // Pivot = bounds (2, 4) + (6, 26) = (8, 30) in the source: (5 - (8 - 4), 20 - (30 - 10)).
    checkSixDirections(anim, hero.dir.file("hero.png"), {1, 0});
}

TEST_CASE("Aseprite selection: #tag group, #tag name, default walk, one tag, no tags") {
    HeroDir hero;
    const std::string path = hero.write(heroExport(false, false));
    const SpriteAnimation idle = loadSprite(path + "#idle");
    REQUIRE(idle.dirs.size() == 1);
    CHECK(idle.name == "idle");
    CHECK(idle.source == path + "#idle");
    CHECK(idle.dirs[0].frameCount() == 1);
    CHECK(idle.dirs[0].anim_ms == 100);
    const SpriteAnimation one = loadSprite(path + "#WALK_SW");
    REQUIRE(one.dirs.size() == 1);
    CHECK(one.dirs[0].frames[0].src_pos == ipos(7 * 16, 0));
    CHECK(loadSprite(path + "#Walk").dirs.size() == 6);

    ojson untagged = heroExport(false, false);
    untagged["meta"].erase("frameTags");
    const std::string plain = hero.write(untagged, "plain.json");
    const SpriteAnimation all = loadSprite(plain);
    REQUIRE(all.dirs.size() == 1);
    CHECK(all.name == "plain");
    CHECK(all.dirs[0].frameCount() == 12);
    CHECK(all.dirs[0].anim_ms == 1250);

    ojson by_dir = heroExport(false, false);
    by_dir["meta"]["frameTags"] = {tag("NE", 0, 1),        tag("E", 2, 3), tag("SE", 4, 5),
                                   tag("southwest", 6, 7), tag("W", 8, 9), tag("north-west", 10, 11)};
    const SpriteAnimation dirs = loadSprite(hero.write(by_dir, "dirs.json"));
    REQUIRE(dirs.dirs.size() == 6);
    CHECK(dirs.name == "dirs");
    CHECK(dirs.dirs[5].frames[1].src_pos == ipos(3 * 16, 32));
}

TEST_CASE("Aseprite eight direction tags, with S and N, give eight directions in square order") {
    HeroDir hero;
    ojson doc = heroExport(false, false);
    // walk_S plays frames 3, 4 and walk_north frame 5, beside the six hex tags of heroExport.
    doc["meta"]["frameTags"].push_back(tag("walk_S", 3, 4));
    doc["meta"]["frameTags"].push_back(tag("walk_north", 5, 5));
    const SpriteAnimation anim = loadSprite(hero.write(doc));
    REQUIRE(anim.dirs.size() == 8);
    CHECK(anim.name == "walk");
    // Square NE E SE S SW W NW N: S (3) and N (7) are the new tags, the others the hex tags in their order.
    CHECK(anim.dirs[0].frames[1].src_pos == ipos(16, 0));  // walk_ne frames 0, 1
    REQUIRE(anim.dirs[3].frameCount() == 2);
    CHECK(anim.dirs[3].frames[0].src_pos == ipos(3 * 16, 0));
    CHECK(anim.dirs[3].frames[1].src_pos == ipos(4 * 16, 0));
    CHECK(anim.dirs[3].anim_ms == 200);
    CHECK(anim.dirs[4].frames[0].src_pos == ipos(7 * 16, 0));  // walk_sw reverse: 7, 6
    REQUIRE(anim.dirs[7].frameCount() == 1);
    CHECK(anim.dirs[7].frames[0].src_pos == ipos(5 * 16, 0));
    CHECK(anim.dirs[7].anim_ms == 100);
    // A hexagonal map shows the six hex tags, as from the six-tag export.
    CHECK(anim.sheetFor(3, 6).frames[0].src_pos == ipos(7 * 16, 0));  // hex SW
    CHECK(anim.dirIndex(5, 6) == 6);                                  // hex NW

    // Bare direction names of the file's one animation: S and north are directions too.
    ojson bare = heroExport(false, false);
    bare["meta"]["frameTags"] = {tag("NE", 0, 0), tag("E", 1, 1), tag("SE", 2, 2), tag("s", 3, 3),
                                 tag("SW", 4, 4), tag("W", 5, 5), tag("NW", 6, 6), tag("north", 7, 7)};
    const SpriteAnimation eight = loadSprite(hero.write(bare, "eight.json"));
    REQUIRE(eight.dirs.size() == 8);
    CHECK(eight.dirs[3].frames[0].src_pos == ipos(3 * 16, 0));
    CHECK(eight.dirs[7].frames[0].src_pos == ipos(7 * 16, 0));
}

TEST_CASE("Aseprite errors name the file, the JSON path and what was expected") {
    ojson doc = heroExport(false, false);
    doc["frames"][3]["frame"]["x"] = 120;
    CHECK(heroError(doc) ==
          "hero.json: /frames/3/frame: expected a rectangle inside the atlas 'hero.png' (128x64), got x 120 y 0 w 10 h "
          "20");
    doc = heroExport(false, false);
    doc["frames"][0]["frame"]["w"] = 0;
    CHECK(heroError(doc) == "hero.json: /frames/0/frame/w: expected a width: an integer from 1 to 1000000, got 0");
    doc = heroExport(false, false);
    doc["frames"][0]["frame"]["h"] = -3;
    CHECK(heroError(doc) == "hero.json: /frames/0/frame/h: expected a height: an integer from 1 to 1000000, got -3");
    doc = heroExport(false, false);
    doc["frames"][2]["duration"] = 0;
    CHECK(heroError(doc) ==
          "hero.json: /frames/2/duration: expected a duration in ms: an integer from 1 to 3600000, got 0");
    doc["frames"][2]["duration"] = 1e300;
    CHECK(heroError(doc) ==
          "hero.json: /frames/2/duration: expected a duration in ms: an integer from 1 to 3600000, got number");
    doc["frames"][2]["duration"] = "100";
    CHECK(heroError(doc) ==
          "hero.json: /frames/2/duration: expected a duration in ms: an integer from 1 to 3600000, got string");
    doc = heroExport(false, false);
    doc["frames"][1].erase("frame");
    CHECK(heroError(doc) ==
          "hero.json: /frames/1/frame: expected the frame's rectangle in the atlas (the key is missing)");
    doc = heroExport(false, false);
    doc["frames"][1]["rotated"] = true;
    CHECK(heroError(doc) ==
          "hero.json: /frames/1/rotated: expected false (gaitlab does not read rotated atlas frames), got true");
    doc = heroExport(false, false);
    doc["frames"][1]["spriteSourceSize"]["x"] = 7;
    CHECK(heroError(doc) ==
          "hero.json: /frames/1/spriteSourceSize: expected a placement inside the source of 16x32, got x 7 y 10 w 10 h "
          "20");
    doc = heroExport(false, false);
    doc["meta"]["frameTags"][2]["name"] = "walk_NNE";
    CHECK(heroError(doc) ==
          "hero.json: /meta/frameTags/2/name: expected a direction after the group name (NE, E, SE, SW, W or NW, "
          "and S and N for eight), got 'NNE' in 'walk_NNE'");
    // An N tag in place of SE makes it a square set missing SE and S.
    doc = heroExport(false, false);
    doc["meta"]["frameTags"][2]["name"] = "walk_N";
    CHECK(heroError(doc) ==
          "hero.json: /meta/frameTags: expected tags for all eight directions of 'walk' (S or N makes it a square "
          "set), all six hex ones or one; got NE, E, SW, W, NW, N, missing SE, S");
    // The six hex tags and N, no S.
    doc = heroExport(false, false);
    doc["meta"]["frameTags"].push_back(tag("walk_N", 5, 5));
    CHECK(heroError(doc) ==
          "hero.json: /meta/frameTags: expected tags for all eight directions of 'walk' (S or N makes it a square "
          "set), all six hex ones or one; got NE, E, SE, SW, W, NW, N, missing S");
    doc["meta"]["frameTags"].push_back(tag("walk_south", 4, 4));
    doc["meta"]["frameTags"].push_back(tag("walk_S", 3, 3));
    CHECK(heroError(doc) ==
          "hero.json: /meta/frameTags/9/name: expected one tag per direction, got a second S tag 'walk_S' (the first "
          "is 'walk_south')");
    doc = heroExport(false, false);
    doc["meta"]["frameTags"].erase(5);
    CHECK(heroError(doc) ==
          "hero.json: /meta/frameTags: expected tags for all six directions of 'walk', or one; got "
          "NE, E, SE, SW, W, missing NW");
    doc = heroExport(false, false);
    doc["meta"]["frameTags"][0]["to"] = 12;
    CHECK(heroError(doc) == "hero.json: /meta/frameTags/0/to: expected a frame index from 0 to 11, got 12");
    doc = heroExport(false, false);
    doc["meta"]["frameTags"][0]["direction"] = "sideways";
    CHECK(heroError(doc) ==
          "hero.json: /meta/frameTags/0/direction: expected a play direction: forward, reverse, "
          "pingpong or pingpong_reverse, got 'sideways'");
    doc = heroExport(false, false);
    doc["meta"].erase("image");
    CHECK(heroError(doc) == "hero.json: /meta/image: expected the atlas image file name (the key is missing)");
    doc = heroExport(false, false);
    doc["meta"]["image"] = "gone.png";
    CHECK(heroError(doc) ==
          "hero.json: /meta/image: expected a readable PNG atlas ('gone.png': gone.png: cannot read image: no such "
          "file)");
    doc = heroExport(false, false);
    doc["meta"]["frameTags"] = {tag("attack", 0, 1), tag("hurt", 2, 3)};
    CHECK(heroError(doc) ==
          "hero.json: /meta/frameTags: expected one animation, or one named walk, run or idle; the "
          "file has attack, hurt: choose one with 'hero.json#<name>'");
    HeroDir hero;
    const std::string path = hero.write(heroExport(false, false));
    checkErrorText([&] { (void)loadSprite(path + "#jump"); },
                   path +
                       ": /meta/frameTags: expected a tag group or tag named 'jump' (selected by '#jump'), the file "
                       "has walk, idle");
    writeText(hero.dir.file("other.json"), "{\"frames\": []}");
    checkErrorText([&] { (void)loadSprite(hero.dir.file("other.json")); },
                   hero.dir.file("other.json") +
                       ": /: expected an Aseprite export (an object with frames and meta) "
                       "or a strip sidecar (an object with image and columns), got object "
                       "without those keys");
}

TEST_CASE("Aseprite is recognised by content under another extension, and the loader lists its atlas for watching") {
    HeroDir hero;
    const std::string path = hero.write(heroExport(false, false), "hero.export");
    CHECK(isSpritePath(path));
    CHECK(loadSprite(path).dirs.size() == 6);
    CHECK(importedSpriteInputs(path + "#idle") == std::vector<std::string>{path, hero.dir.file("hero.png")});
    CHECK(importedSpriteInputs(hero.dir.file("x.fofrm")).empty());
}
