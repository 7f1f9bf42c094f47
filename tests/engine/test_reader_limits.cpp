// Hostile input to the sprite readers, built by each test: nesting without end, diamonds of references, files
// that are not regular files, and sprites past the frame and pixel limits (engine/sprite/sprite_limits.h,
// engine/base/file_read.h). Each must end in a FormatError naming the file and the place, never a crash or a hang.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include <sys/stat.h>

#include "engine/base/file_read.h"
#include "engine/base/json_reader.h"
#include "engine/formats/fofrm_reader.h"
#include "engine/formats/frm_reader.h"
#include "engine/gait/sprite_loader.h"
#include "engine/sprite/sprite_limits.h"
#include "sprite_fixtures.h"

using namespace gaitlab;
using fixtures::checkErrorText;
using fixtures::formatError;
using fixtures::TempDir;
using fixtures::writeBytes;
using fixtures::writeText;

namespace {

// level_<i>.fofrm references level_<i+1>.fofrm `refs` times; the last level references one PNG.
void writeChain(const TempDir& dir, int levels, int refs) {
    for (int i = 0; i < levels; ++i) {
        std::string text = "count = " + std::to_string(refs) + "\n";
        for (int k = 0; k < refs; ++k) {
            text += "frm_" + std::to_string(k) + " = level_" + std::to_string(i + 1) + ".fofrm\n";
        }
        writeText(dir.file("level_" + std::to_string(i) + ".fofrm"), text);
    }
    writeText(dir.file("level_" + std::to_string(levels) + ".fofrm"), "frm_0 = leaf.png\n");
}

}  // namespace

TEST_CASE("a FOFRM chain nested past the depth limit is refused at the reference that crosses it") {
    const TempDir dir("chain");
    writeChain(dir, 3800, 1);  // deep enough to overflow the stack when read without a limit
    const FormatError e = formatError([&] { (void)loadSprite(dir.file("level_0.fofrm")); });
    // Files level_0 .. level_63 are open when level_63 references level_64, the 65th.
    CHECK(e.file == dir.file("level_63.fofrm"));
    CHECK(e.line == 2);
    const std::string what = e.what();
    CHECK(what.find("FOFRM files nested deeper than 64 (the limit): " + dir.file("level_0.fofrm") + " -> " +
                    dir.file("level_1.fofrm") + " -> ... -> " + dir.file("level_62.fofrm") + " -> " +
                    dir.file("level_63.fofrm") + " -> " + dir.file("level_64.fofrm")) != std::string::npos);
}

TEST_CASE("a chain exactly at the depth limit loads") {
    const TempDir dir("chain64");
    writeChain(dir, kMaxFofrmDepth - 1, 1);  // level_0 .. level_63: 64 files open at the deepest point
    const SpriteAnimation anim = loadSprite(dir.file("level_0.fofrm"));
    REQUIRE(anim.dirs.size() == 1);
    REQUIRE(anim.dirs[0].frames.size() == 1);
    CHECK(anim.dirs[0].frames[0].image == dir.file("leaf.png"));
}

TEST_CASE("a diamond of references is read once per file: 2^16 frames load, 2^17 pass the frame limit") {
    {
        // 16 levels referencing the next twice: 65,536 frames, exactly the limit. Read without sharing this is
        // 131,071 file reads; shared, 17.
        const TempDir dir("diamond16");
        writeChain(dir, 16, 2);
        const SpriteAnimation anim = loadSprite(dir.file("level_0.fofrm"));
        REQUIRE(anim.dirs.size() == 1);
        CHECK(anim.dirs[0].frames.size() == kMaxSpriteFrames);
        CHECK(anim.dirs[0].frames.back().image == dir.file("leaf.png"));
    }
    {
        // 20 levels as in the field (a million frames): refused where the count first passes 65,536, at level 3's
        // second reference (level 4 flattens to 2^16 frames, two of them make 2^17).
        const TempDir dir("diamond20");
        writeChain(dir, 20, 2);
        const FormatError e = formatError([&] { (void)loadSprite(dir.file("level_0.fofrm")); });
        CHECK(e.file == dir.file("level_3.fofrm"));
        CHECK(e.line == 3);
        CHECK(
            std::string(e.what()).find(
                "the root section: frm_1 'level_4.fofrm' makes more than 65536 frames in one direction (the limit)") !=
            std::string::npos);
    }
}

TEST_CASE("a sprite whose flattened pixels pass the pixel limit is refused at the reference") {
    const TempDir dir("pixels");
    // One 1024x1024 FRM frame is 4 MiB of RGBA; the 65th reference makes 260 MiB > 256 MiB.
    fixtures::FrmFrame big;
    big.w = 1024;
    big.h = 1024;
    big.indices.assign(1024 * 1024, 1);
    writeBytes(dir.file("big.frm"), fixtures::frmBytes({}, {{big}}));
    std::string text = "count = 65\n";
    for (int k = 0; k < 65; ++k) text += "frm_" + std::to_string(k) + " = big.frm\n";
    writeText(dir.file("many.fofrm"), text);
    const FormatError e = formatError([&] { (void)loadSprite(dir.file("many.fofrm")); });
    CHECK(e.file == dir.file("many.fofrm"));
    CHECK(e.line == 66);
    CHECK(std::string(e.what()).find(
              "the root section: frm_64 'big.frm' makes the sprite's pixels more than 256 MiB (the limit)") !=
          std::string::npos);
}

TEST_CASE("an FRM whose directions share one big frame past the pixel limit is refused") {
    const TempDir dir("frmpixels");
    // Three 2048x2048 frames (16 MiB of RGBA each, 12 MiB of file) that all six directions point at: 288 MiB
    // decoded. 16 frames reach the 256 MiB limit exactly; the 17th, direction 5 frame 1, passes it.
    fixtures::FrmFrame big;
    big.w = 2048;
    big.h = 2048;
    big.indices.assign(2048u * 2048u, 1);
    fixtures::FrmHeader h;
    h.count = 3;
    fixtures::Bytes bytes = fixtures::frmBytes(h, {{big, big, big}});
    // Direction 0's data moves to offset 1 behind one padding byte (offset 0 at d >= 1 would mean "no more
    // directions"), and every direction's entry in the table points there.
    bytes.insert(bytes.begin() + 0x3E, 0);
    for (int d = 0; d < 6; ++d) {
        for (int i = 0; i < 4; ++i) bytes[static_cast<size_t>(0x22 + 4 * d + i)] = i == 3 ? 1 : 0;
    }
    writeBytes(dir.file("six.frm"), bytes);
    const FormatError e = formatError([&] { (void)loadSprite(dir.file("six.frm")); });
    CHECK(e.file == dir.file("six.frm"));
    CHECK(std::string(e.what()).find("direction 5 frame 1: the sprite's pixels pass 256 MiB of RGBA (the limit)") !=
          std::string::npos);
}

TEST_CASE("files that are not regular files are refused by name, never opened") {
    const TempDir dir("special");
    // A FIFO: opening it for reading would block until a writer appears.
    const std::string fifo = dir.file("pipe.fofrm");
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    checkErrorText([&] { (void)loadSprite(fifo); }, fifo + ": is a FIFO (named pipe), expected a regular file");
    const std::string fifo_frm = dir.file("pipe.frm");
    REQUIRE(::mkfifo(fifo_frm.c_str(), 0600) == 0);
    checkErrorText([&] { (void)loadSprite(fifo_frm); }, fifo_frm + ": is a FIFO (named pipe), expected a regular file");
    const std::string fifo_json = dir.file("pipe.json");
    REQUIRE(::mkfifo(fifo_json.c_str(), 0600) == 0);
    CHECK_THROWS_WITH_AS((void)readJsonFile(fifo_json, "map file"),
                         (fifo_json + ": /: expected a readable map file (the file is a FIFO (named pipe), expected a "
                                      "regular file)")
                             .c_str(),
                         JsonError);

    // /dev/zero behind a .fofrm name: a device, refused before a byte is read.
    const std::string zero = dir.file("zero.fofrm");
    std::filesystem::create_symlink("/dev/zero", zero);
    checkErrorText([&] { (void)loadSprite(zero); }, zero + ": is a device, expected a regular file");

    // A directory named like a sprite, on its own and as a FOFRM's child.
    std::filesystem::create_directories(dir.file("walk.fofrm"));
    checkErrorText([&] { (void)loadSprite(dir.file("walk.fofrm")); },
                   dir.file("walk.fofrm") + ": is a directory, expected a file");
    std::filesystem::create_directories(dir.file("part.frm"));
    writeText(dir.file("parent.fofrm"), "frm_0 = part.frm\n");
    checkErrorText([&] { (void)loadSprite(dir.file("parent.fofrm")); },
                   dir.file("parent.fofrm") + ":1: child '" + dir.file("part.frm") +
                       "' is a directory, expected a file (referenced as 'part.frm')");
    // A directory where an FR sibling should be.
    writeBytes(dir.file("rat.fr0"), fixtures::frmBytes({}, {{fixtures::FrmFrame{1, 1, 0, 0, {1}}}}));
    std::filesystem::create_directories(dir.file("rat.fr1"));
    checkErrorText([&] { (void)loadSprite(dir.file("rat.fr0")); },
                   dir.file("rat.fr1") + ": is a directory, expected a file");
}

TEST_CASE("a file past the size limit is refused with its size and the limit") {
    const TempDir dir("huge");
    const std::string path = dir.file("huge.fofrm");
    {
        std::ofstream out(path, std::ios::binary);
        out << "count = 1\n";
    }
    std::filesystem::resize_file(path, kMaxTextFileBytes + 1);  // sparse: costs no disk
    checkErrorText([&] { (void)loadSprite(path); },
                   path + ": is 33554433 bytes, more than the limit of 33554432 bytes");
    CHECK(notRegularFileReason(path).empty());
    CHECK(notRegularFileReason(dir.file("none")) == "does not exist");
}
