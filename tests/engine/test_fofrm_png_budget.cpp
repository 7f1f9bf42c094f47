// A FOFRM's PNG frames count against the sprite's pixel cap (engine/sprite/sprite_limits.h, DECISIONS "Decoded image frames
// count"): each frame showing an image costs width x height x 4 bytes, read from the PNG header before anything is
// decoded, and nested references count in every parent that flattens them.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>

#include "engine/gait/sprite_loader.h"
#include "engine/sprite/sprite_limits.h"
#include "sprite_fixtures.h"

using namespace gaitlab;
using fixtures::formatError;
using fixtures::TempDir;
using fixtures::writeBytes;
using fixtures::writeText;

namespace {

// The first 33 bytes of a PNG of `w` x `h`: the signature and the IHDR chunk (8-bit RGBA, CRC zero). No pixel data:
// a reader that decoded it would fail, so a sprite that loads shows the size came from the header alone.
fixtures::Bytes pngHeaderOnly(uint32_t w, uint32_t h) {
    fixtures::Bytes b = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
    for (const uint32_t v : {w, h})
        for (int shift = 24; shift >= 0; shift -= 8) b.push_back(static_cast<uint8_t>(v >> shift));
    for (const uint8_t v : {8, 6, 0, 0, 0, 0, 0, 0, 0}) b.push_back(v);
    return b;
}

// A FOFRM of `count` frames, each a reference to `ref`.
std::string fofrmOf(const std::string& ref, int count) {
    std::string text = "count = " + std::to_string(count) + "\n";
    for (int k = 0; k < count; ++k) text += "frm_" + std::to_string(k) + " = " + ref + "\n";
    return text;
}

// Loading `top` in `dir` is refused at line `line` of `at`, where reference `ref` ("frm_4 'big.png'") brings the
// sprite to `bytes` of decoded RGBA, past the cap.
void checkPixelsRefused(const TempDir& dir, const std::string& top, const std::string& at, int line,
                        const std::string& ref, uint64_t bytes) {
    const FormatError e = formatError([&] { (void)loadSprite(dir.file(top)); });
    CHECK(e.file == dir.file(at));
    CHECK(e.line == line);
    CHECK(std::string(e.what()) == dir.file(at) + ":" + std::to_string(line) + ": the root section: " + ref +
                                       " makes the sprite's pixels more than 256 MiB (the limit), " +
                                       std::to_string(bytes) + " bytes of RGBA decoded");
}

}  // namespace

TEST_CASE("FOFRM PNG frames: four frames of a 4096x4096 PNG reach 256 MiB and load, a fifth is refused") {
    REQUIRE(kMaxSpritePixelBytes == 268435456);
    const TempDir dir("pngbudget");
    // 4096 x 4096 x 4 = 67,108,864 bytes a frame: 4 frames are 268,435,456 (the limit), 5 are 335,544,320.
    writeBytes(dir.file("big.png"), pngHeaderOnly(4096, 4096));
    writeText(dir.file("four.fofrm"), fofrmOf("big.png", 4));
    const SpriteAnimation four = loadSprite(dir.file("four.fofrm"));
    REQUIRE(four.dirs.size() == 1);
    CHECK(four.dirs[0].frames.size() == 4);
    CHECK(four.dirs[0].frames[3].image == dir.file("big.png"));

    writeText(dir.file("five.fofrm"), fofrmOf("big.png", 5));
    // count, then frm_0 .. frm_4 on lines 2..6.
    checkPixelsRefused(dir, "five.fofrm", "five.fofrm", 6, "frm_4 'big.png'", 335544320);
}

TEST_CASE("FOFRM PNG frames: a nested FOFRM's image frames count again in each parent reference") {
    const TempDir dir("pngnested");
    writeBytes(dir.file("big.png"), pngHeaderOnly(4096, 4096));
    // two.fofrm: 2 frames, 128 MiB; a parent of two references to it is 256 MiB and loads; three are refused at
    // the third, on line 4, as its first frame is counted (5 x 64 MiB).
    writeText(dir.file("two.fofrm"), fofrmOf("big.png", 2));
    writeText(dir.file("pair.fofrm"), fofrmOf("two.fofrm", 2));
    CHECK(loadSprite(dir.file("pair.fofrm")).dirs[0].frames.size() == 4);
    writeText(dir.file("three.fofrm"), fofrmOf("two.fofrm", 3));
    checkPixelsRefused(dir, "three.fofrm", "three.fofrm", 4, "frm_2 'two.fofrm'", 335544320);
}

TEST_CASE("FOFRM PNG frames: a diamond of tiny FOFRMs over one big PNG is refused where it first passes the cap") {
    const TempDir dir("pngdiamond");
    // level_<i> references level_<i+1> twice, level_16 names big.png: level_k flattens to 2^(16-k) frames of 64 MiB.
    // level_14 (4 frames, 256 MiB) loads; level_13's second reference makes 8 frames the moment its first frame of
    // the second copy is counted (320 MiB), on line 3.
    writeBytes(dir.file("big.png"), pngHeaderOnly(4096, 4096));
    for (int i = 0; i < 16; ++i)
        writeText(dir.file("level_" + std::to_string(i) + ".fofrm"),
                  fofrmOf("level_" + std::to_string(i + 1) + ".fofrm", 2));
    writeText(dir.file("level_16.fofrm"), fofrmOf("big.png", 1));
    checkPixelsRefused(dir, "level_0.fofrm", "level_13.fofrm", 3, "frm_1 'level_14.fofrm'", 335544320);
}

TEST_CASE("FOFRM PNG frames: small images and files that are no PNG do not count against the cap") {
    const TempDir dir("pngsmall");
    // 64 x 64 x 4 = 16 KiB a frame: 1000 frames are 16,384,000 bytes, far below the cap.
    writeBytes(dir.file("small.png"), pngHeaderOnly(64, 64));
    writeText(dir.file("many.fofrm"), fofrmOf("small.png", 1000));
    CHECK(loadSprite(dir.file("many.fofrm")).dirs[0].frames.size() == 1000);
    // A missing image is the decoder's to report: loading the FOFRM does not fail on it.
    writeText(dir.file("gone.fofrm"), fofrmOf("gone.png", 5));
    CHECK(loadSprite(dir.file("gone.fofrm")).dirs[0].frames.size() == 5);
}
