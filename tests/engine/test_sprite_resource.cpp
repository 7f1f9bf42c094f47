// The engine's sprite resource, version 2 (engine/formats/sprite_resource.h, DECISIONS "Sprite resource"): the
// writer's bytes checked byte by byte, files built by hand (as the engine's baker writes them: quad, empty and mesh
// frames, shared records) read back to the frames, offsets and deltas they hold, round trips, every refusal of the
// engine's reader with its byte offset, the pixel limit, and the names the baker gives its outputs.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/formats/sprite_reader.h"
#include "engine/formats/sprite_resource.h"
#include "engine/gait/sprite_loader.h"
#include "sprite_fixtures.h"
#include "sprite_resource_bytes.h"

using namespace gaitlab;
using namespace gaitlab::testing;
using namespace fixtures;

namespace {

const std::string kPath = "v.frm";  // the baker keeps a source's name: a baked FRM is still called .frm

SpriteFrame frameOf(std::vector<uint8_t> rgba, int w, int h, ipos offset, int16_t nx, int16_t ny) {
    return SpriteFrame{"", std::move(rgba), w, h, offset, nx, ny};
}

// 1 direction, 250 ms: frame 0 1x1 at the int16 extremes, frame 1 equal to it, frame 2 empty.
SpriteAnimation smallAnimation() {
    SpriteAnimation a;
    a.fps = 12;
    a.dirs.resize(1);
    a.dirs[0].anim_ms = 250;
    a.dirs[0].frames = {frameOf({1, 2, 3, 4}, 1, 1, {-32768, 32767}, 32767, -32768),
                        frameOf({1, 2, 3, 4}, 1, 1, {-32768, 32767}, 32767, -32768),
                        frameOf({}, 0, 0, {-32768, 32767}, 0, 0)};
    return a;
}

// The same sheet by hand, as the engine's reader takes it.
const Bytes kSmallFile{43, 2, 3, 0, 0xFA, 0, 1,
                       // frame 0: own, offset (-32768, 32767), 1x1, NextX 32767, NextY -32768, RGBA, quad
                       0, 0x00, 0x80, 0xFF, 0x7F, 1, 0, 1, 0, 0xFF, 0x7F, 0x00, 0x80, 1, 2, 3, 4, 0,
                       // frame 1: shared with frame 0
                       1, 0, 0,
                       // frame 2: own, one transparent pixel, mesh kind "empty"
                       0, 0x00, 0x80, 0xFF, 0x7F, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
                       // footer
                       43};

Bytes withByte(Bytes b, size_t at, uint8_t v) {
    b.at(at) = v;
    return b;
}

void checkReadError(const Bytes& bytes, const std::string& message) {
    checkErrorText([&] { (void)parseSpriteResource(bytes, kPath); }, message);
}

void checkWriteError(const SpriteAnimation& a, const std::string& message) {
    checkErrorText([&] { (void)writeSpriteResource(a, "out.frm"); }, message);
}

/// A one-frame, one-direction file whose frame 0 is a 4x3 crop with the given mesh record.
Bytes meshFile(int source_w, int source_h, int32_t sx, int32_t sy, const std::vector<std::pair<int, int>>& vertices,
               const std::vector<int>& indices) {
    ResourceBytes r;
    r.header(1, 100, 1)
        .frame(0, 0, 4, 3, 0, 0, countingPixels(4, 3))
        .mesh(source_w, source_h, sx, sy, vertices, indices);
    return r.footer().b;
}
const std::vector<std::pair<int, int>> kCorners{{0, 0}, {4, 0}, {4, 3}, {0, 3}};

}  // namespace

TEST_CASE("sprite resource: the writer's bytes, with a repeated frame shared and an empty frame as kind empty") {
    CHECK(writeSpriteResource(smallAnimation(), kPath) == kSmallFile);
}

TEST_CASE("sprite resource: the hand-built file reads back, a shared record copying its frame") {
    const SpriteAnimation a = parseSpriteResource(kSmallFile, kPath);
    CHECK(a.source == kPath);
    CHECK(a.name == "v");
    CHECK(a.fps == 12);  // 1000 x 3 frames / 250 ms
    REQUIRE(a.dirs.size() == 1);
    const SpriteSheet& s = a.dirs[0];
    CHECK(s.anim_ms == 250);
    REQUIRE(s.frames.size() == 3);
    for (int f = 0; f < 2; ++f) {
        CAPTURE(f);
        CHECK(s.frames[f].width == 1);
        CHECK(s.frames[f].rgba == Bytes{1, 2, 3, 4});
        CHECK(s.frames[f].draw_offset == ipos(-32768, 32767));
        CHECK(s.frames[f].next_x == 32767);
        CHECK(s.frames[f].next_y == -32768);
    }
    // Kind "empty": drawn as nothing, its offset and deltas kept.
    CHECK(s.frames[2].width == 0);
    CHECK(s.frames[2].height == 0);
    CHECK(s.frames[2].rgba.empty());
    CHECK(s.frames[2].draw_offset == ipos(-32768, 32767));
    // Read, write, read: the same bytes.
    CHECK(writeSpriteResource(a, kPath) == kSmallFile);
}

TEST_CASE("sprite resource: a mesh frame becomes its source picture, drawn from where the baker started") {
    const SpriteAnimation a = parseSpriteResource(meshResource(), kPath);
    REQUIRE(a.dirs.size() == 1);
    REQUIRE(a.dirs[0].frames.size() == 2);
    for (int f = 0; f < 2; ++f) {
        CAPTURE(f);
        const SpriteFrame& frame = a.dirs[0].frames[f];
        CHECK(frame.width == 10);
        CHECK(frame.height == 8);
        // Stored (5, -10) less the crop's shift (4/2 - 10/2 + 3, 3 - 8 + 2) = (0, -3).
        CHECK(frame.draw_offset == ipos(5, -7));
        CHECK(frame.next_x == 6);
        REQUIRE(frame.rgba.size() == 10u * 8u * 4u);
        const Bytes crop = countingPixels(4, 3);
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 10; ++x) {
                const bool inside = x >= 3 && x < 7 && y >= 2 && y < 5;
                const std::size_t at = (static_cast<std::size_t>(y) * 10 + static_cast<std::size_t>(x)) * 4;
                const std::size_t from =
                    inside ? (static_cast<std::size_t>(y - 2) * 4 + static_cast<std::size_t>(x - 3)) * 4 : 0;
                for (int c = 0; c < 4; ++c) {
                    CAPTURE(x);
                    CAPTURE(y);
                    CHECK(frame.rgba[at + static_cast<std::size_t>(c)] ==
                          (inside ? crop[from + static_cast<std::size_t>(c)] : 0));
                }
            }
    }
    CHECK(a.dirs[0].cycle.total == ipos(12, 0));  // T: both frames' NextX
}

TEST_CASE("sprite resource: a crop that hangs over its picture's edge keeps only the pixels inside it") {
    // The 4x3 crop at (-2, 6) of a 5x7 picture: columns 2..3 of the crop's row 0 land on the picture's (0..1, 6).
    const SpriteAnimation a = parseSpriteResource(meshFile(5, 7, -2, 6, kCorners, {0, 1, 2, 0, 2, 3}), kPath);
    const SpriteFrame& f = a.dirs[0].frames[0];
    REQUIRE(f.width == 5);
    REQUIRE(f.height == 7);
    const Bytes crop = countingPixels(4, 3);
    int opaque = 0;
    for (std::size_t i = 3; i < f.rgba.size(); i += 4) opaque += f.rgba[i] != 0;
    CHECK(opaque == 2);
    CHECK(f.rgba[(6 * 5 + 0) * 4] == crop[2 * 4]);
    CHECK(f.rgba[(6 * 5 + 1) * 4] == crop[3 * 4]);
    CHECK(f.draw_offset == -ipos(4 / 2 - 5 / 2 - 2, 3 - 7 + 6));
}

TEST_CASE("sprite resource: a baked file is read by its bytes whatever it is called, through loadSprite") {
    TempDir dir("sprite_resource");
    for (const char* name : {"walker.frm", "walker.fofrm", "walker.png", "walker"}) {
        CAPTURE(name);
        const std::string path = dir.file(name);
        writeBytes(path, meshResource());
        CHECK(isSpriteResourceFile(path));
        CHECK(isSpritePath(path));
        const SpriteAnimation a = loadSprite(path);
        REQUIRE(a.dirs.size() == 1);
        CHECK(a.dirs[0].frames[0].width == 10);
        CHECK(a.dirs[0].frames[0].draw_offset == ipos(5, -7));
    }
    writeBytes(dir.file("text.fofrm"), Bytes{'+', '2', '\n'});  // '+' then text: not a resource
    CHECK_FALSE(isSpriteResourceFile(dir.file("text.fofrm")));
    CHECK_FALSE(isSpriteResourceFile(dir.file("missing.frm")));
    // A FOFRM that references a baked .png takes its frames as a nested sprite's.
    writeBytes(dir.file("baked.png"), meshResource());
    writeText(dir.file("ref.fofrm"), "count = 1\nfrm = baked.png\nnext_x_0 = 1\n");
    const SpriteAnimation ref = loadSprite(dir.file("ref.fofrm"));
    REQUIRE(ref.dirs[0].frames.size() == 2);
    CHECK(ref.dirs[0].frames[0].width == 10);
    CHECK(ref.dirs[0].frames[0].next_x == 7);  // the child's 6 + next_x_0
}

TEST_CASE("sprite resource: six directions written, read and written again give the same bytes") {
    SpriteAnimation a;
    a.fps = 10;
    for (int d = 0; d < 6; ++d) {
        SpriteSheet s;
        s.anim_ms = 400;
        for (int f = 0; f < 4; ++f)
            s.frames.push_back(frameOf(countingPixels(2 + d, 3), 2 + d, 3, {d, -d}, static_cast<int16_t>(f + d),
                                       static_cast<int16_t>(-f)));
        s.frames[3] = s.frames[1];
        s.rebuildCycle();
        a.dirs.push_back(s);
    }
    const Bytes first = writeSpriteResource(a, kPath);
    const SpriteAnimation back = parseSpriteResource(first, kPath);
    REQUIRE(back.dirs.size() == 6);
    for (int d = 0; d < 6; ++d)
        for (int f = 0; f < 4; ++f) {
            const SpriteFrame& x = a.dirs[d].frames[f];
            const SpriteFrame& y = back.dirs[d].frames[f];
            CHECK(x.width == y.width);
            CHECK(x.rgba == y.rgba);
            CHECK(x.draw_offset == y.draw_offset);
            CHECK(x.next_x == y.next_x);
            CHECK(x.next_y == y.next_y);
        }
    CHECK(writeSpriteResource(back, kPath) == first);
    // Direction 0's frame 3 is a shared record pointing at frame 1: 7 header bytes, then three own records.
    const std::size_t own0 = 1 + 12 + 2 * 3 * 4 + 1;
    CHECK(first.at(7 + 3 * own0) == 1);
    CHECK(first.at(7 + 3 * own0 + 1) == 1);
}

TEST_CASE("sprite resource: the writer's refusals") {
    SpriteAnimation a = smallAnimation();
    a.dirs[0].frames[1].image = "a.png";
    a.dirs[0].frames[1].rgba.clear();
    checkWriteError(
        a, "out.frm: direction 0 frame 1 has no decoded pixels (image 'a.png'); decode the image before baking");
    a = smallAnimation();
    a.dirs[0].frames[2].draw_offset = {40000, 0};
    checkWriteError(a, "out.frm: direction 0 frame 2: draw offset (40000,0) does not fit int16 (D10)");
    a = smallAnimation();
    a.dirs[0].frames[0].width = 70000;
    checkWriteError(a, "out.frm: direction 0 frame 0: size 70000x1, expected sides 0..65535");
    a = smallAnimation();
    a.dirs.push_back(a.dirs[0]);
    checkWriteError(a, "out.frm: expected 1, 6 (hexagonal) or 8 (square) directions, got 2");
    a = smallAnimation();
    a.dirs[0].anim_ms = 70000;
    checkWriteError(a, "out.frm: AnimTicks 70000 ms, expected 0..65535 (a u16 in the engine's file)");
    a = smallAnimation();
    a.dirs.resize(6, a.dirs[0]);
    a.dirs[5].anim_ms = 1;
    checkWriteError(a, "out.frm: direction 5 has AnimTicks 1, expected 250 like direction 0");
}

TEST_CASE("sprite resource: every refusal of the engine's reader, with its byte offset") {
    checkReadError(Bytes{43}, "v.frm (byte 1): truncated: expected 1 bytes for version, 0 remain");
    checkReadError(withByte(kSmallFile, 0, 44), "v.frm (byte 0): magic 44, expected 43 (a sprite resource)");
    checkReadError(withByte(kSmallFile, 1, 1),
                   "v.frm (byte 1): sprite resource version 1, expected 2 (the one gaitlab reads)");
    checkReadError(withByte(kSmallFile, 2, 0), "v.frm (byte 2): frames per direction 0, expected at least 1");
    checkReadError(withByte(kSmallFile, 6, 0), "v.frm (byte 6): direction count 0, expected at least 1");
    checkReadError(
        withByte(kSmallFile, 6, 3),
        "v.frm (byte 6): direction count 3, expected 1 or a map's direction count, 6 (hexagonal) or 8 (square)");
    checkReadError(withByte(kSmallFile, 7, 2), "v.frm (byte 7): direction 0 frame 0: shared flag 2, expected 0 or 1");
    // Frame 0 shared: nothing earlier to point at; frame 1 pointing at itself: not earlier either.
    checkReadError(withByte(kSmallFile, 7, 1),
                   "v.frm (byte 8): direction 0 frame 0: shared index 32768, expected an earlier frame (< 0)");
    checkReadError(withByte(kSmallFile, 26, 1),
                   "v.frm (byte 26): direction 0 frame 1: shared index 1, expected an earlier frame (< 1)");
    checkReadError(withByte(kSmallFile, 12, 0),
                   "v.frm (byte 12): direction 0 frame 0: size 0x1, expected both sides > 0");
    checkReadError(withByte(kSmallFile, 14, 0),
                   "v.frm (byte 12): direction 0 frame 0: size 1x0, expected both sides > 0");
    checkReadError(withByte(kSmallFile, 24, 3),
                   "v.frm (byte 24): direction 0 frame 0: mesh kind 3, expected 0 (quad), 1 (empty) or 2 (mesh)");
    checkReadError(withByte(kSmallFile, kSmallFile.size() - 1, 42), "v.frm (byte 46): footer magic 42, expected 43");
    Bytes trailing = kSmallFile;
    trailing.push_back(0);
    checkReadError(trailing, "v.frm (byte 47): 1 bytes after the footer, expected the end of the file");
    checkReadError(Bytes(kSmallFile.begin(), kSmallFile.begin() + 22),
                   "v.frm (byte 20): truncated: expected 4 bytes for direction 0 frame 0 pixels, 2 remain");
    // Every proper prefix of a valid file is an error, never a crash or a read past the end.
    for (const Bytes& file : {kSmallFile, meshResource()})
        for (size_t n = 0; n < file.size(); ++n) {
            CAPTURE(n);
            CHECK_THROWS_AS((void)parseSpriteResource(Bytes(file.begin(), file.begin() + static_cast<long>(n)), kPath),
                            FormatError);
        }
}

TEST_CASE("sprite resource: every refusal of a mesh record") {
    // The mesh record starts at byte 7 + 13 + 48 = 68: kind, u16 vertices (69), u32 indices (71), sizes (75).
    const std::vector<int> two{0, 1, 2, 0, 2, 3};
    checkReadError(meshFile(10, 8, 3, 2, {{0, 0}, {4, 3}}, {0, 1, 1}),
                   "v.frm (byte 69): direction 0 frame 0: mesh of 2 vertices, expected at least 3");
    checkReadError(
        meshFile(10, 8, 3, 2, kCorners, {0, 1, 2, 0}),
        "v.frm (byte 71): direction 0 frame 0: mesh index count 4, expected whole triangles (a multiple of 3, "
        "at least 3)");
    std::vector<int> many(27, 0);
    checkReadError(
        meshFile(10, 8, 3, 2, kCorners, many),
        "v.frm (byte 71): direction 0 frame 0: mesh index count 27 for 4 vertices, expected at most 6 per vertex");
    Bytes cut = meshFile(10, 8, 3, 2, kCorners, two);
    cut.resize(cut.size() - 4);
    checkReadError(cut, "v.frm (byte 75): truncated: expected 40 bytes for direction 0 frame 0 mesh, 37 remain");
    checkReadError(meshFile(0, 8, 3, 2, kCorners, two),
                   "v.frm (byte 75): direction 0 frame 0: mesh source size 0x8, expected both sides > 0");
    checkReadError(
        meshFile(10, 8, 10, 2, kCorners, two),
        "v.frm (byte 79): direction 0 frame 0: the cropped 4x3 pixels at (10, 2) lie outside their 10x8 source "
        "picture");
    checkReadError(
        meshFile(10, 8, -4, 2, kCorners, two),
        "v.frm (byte 79): direction 0 frame 0: the cropped 4x3 pixels at (-4, 2) lie outside their 10x8 source "
        "picture");
    checkReadError(meshFile(10, 8, 3, 2, {{0, 0}, {5, 0}, {4, 3}, {0, 3}}, two),
                   "v.frm (byte 91): direction 0 frame 0: mesh vertex 1 (5, 0) lies outside the 4x3 frame");
    checkReadError(
        meshFile(10, 8, 3, 2, {{0, 0}, {4, 0}, {4, 2}, {0, 2}}, two),
        "v.frm (byte 87): direction 0 frame 0: mesh vertices span (0, 0) to (4, 2), expected (0, 0) to (4, 3): "
        "the whole cropped frame");
    checkReadError(meshFile(10, 8, 3, 2, kCorners, {0, 1, 2, 0, 2, 4}),
                   "v.frm (byte 113): direction 0 frame 0: mesh index 5 is 4, past the 4 vertices");
    checkReadError(meshFile(10, 8, 3, 2, kCorners, {0, 1, 1, 0, 2, 3}),
                   "v.frm (byte 103): direction 0 frame 0: mesh triangle 0 is degenerate (no area)");
    checkReadError(
        meshFile(10, 8, 3, 2, kCorners, {0, 1, 2, 0, 3, 2}),
        "v.frm (byte 109): direction 0 frame 0: mesh triangle 1 winds the other way from triangle 0, expected one "
        "winding");
}

TEST_CASE("sprite resource: a mesh whose picture would decode past the pixel limit is refused before it is made") {
    // A 4x3 crop of a 65535x65535 picture: 16 GiB of RGBA from a file of about a hundred bytes.
    try {
        (void)parseSpriteResource(meshFile(65535, 65535, 3, 2, kCorners, {0, 1, 2, 0, 2, 3}), kPath);
        FAIL("expected a FormatError");
    } catch (const FormatError& e) {
        CHECK(std::string(e.what()).find("decoded pixels exceed 256 MiB") != std::string::npos);
        CHECK(e.offset == 69);  // the mesh record, after its kind byte at 68
    }
}

TEST_CASE("sprite resource: what meshes and shared records rebuild stops at 64 MiB, whatever the decoded total") {
    // An 8191x8191 picture is 268,402,724 bytes: under the 256 MiB decoded limit, 4x the rebuilt budget.
    try {
        (void)parseSpriteResource(meshFile(8191, 8191, 3, 2, kCorners, {0, 1, 2, 0, 2, 3}), kPath);
        FAIL("expected a FormatError");
    } catch (const FormatError& e) {
        CHECK(std::string(e.what()).find(
                  "direction 0 frame 0: shared copies and rebuilt mesh pictures exceed 64 MiB") != std::string::npos);
        CHECK(e.offset == 69);
    }
    // 4096x4096 is exactly 64 MiB: read, the whole picture rebuilt.
    const SpriteAnimation at_limit =
        parseSpriteResource(meshFile(4096, 4096, 3, 2, kCorners, {0, 1, 2, 0, 2, 3}), kPath);
    CHECK(at_limit.dirs[0].frames[0].rgba.size() == std::size_t{4096} * 4096 * 4);
    // Shared copies of one stored 1024x1024 frame (4 MiB each), written by hand (gaitlab's writer stops sharing at
    // the budget): 16 copies are 64 MiB, the 17th passes it. Frame 17's record: the 7-byte header, frame 0's
    // (1 + 12 + 4 MiB + 1) and 16 shared records of 3.
    const auto copies = [](int count) {
        ResourceBytes r;
        r.header(count + 1, 100, 1)
            .quad(0, 0, 1024, 1024, 0, 0, std::vector<uint8_t>(std::size_t{1024} * 1024 * 4, 200));
        for (int i = 0; i < count; ++i) r.shared(0);
        return r.footer().b;
    };
    CHECK(parseSpriteResource(copies(16), kPath).dirs[0].frames.size() == 17);
    checkReadError(copies(17),
                   "v.frm (byte 4194373): direction 0 frame 17: shared copies and rebuilt mesh pictures exceed 64 "
                   "MiB of pixels, expected a smaller sprite");
}

TEST_CASE("sprite resource: the writer keeps within the reader's limits: shares up to 64 MiB, files up to 64 MiB") {
    // 20 equal 1024x1024 frames: 16 shared records reach the rebuilt budget, the last 3 are written whole again.
    SpriteAnimation a;
    a.dirs.resize(1);
    a.dirs[0].anim_ms = 100;
    const std::size_t frame_bytes = std::size_t{1024} * 1024 * 4;
    a.dirs[0].frames.assign(20, frameOf(std::vector<uint8_t>(frame_bytes, 77), 1024, 1024, {0, 0}, 0, 0));
    const Bytes bytes = writeSpriteResource(a, kPath);
    CHECK(bytes.size() == 7 + 4 * (1 + 12 + frame_bytes + 1) + 16 * 3 + 1);
    const SpriteAnimation back = parseSpriteResource(bytes, kPath);
    REQUIRE(back.dirs[0].frames.size() == 20);
    CHECK(back.dirs[0].frames[19].rgba == a.dirs[0].frames[19].rgba);

    // One 4096x4096 frame (the largest PNG gaitlab reads) bakes to 67,108,886 bytes, past the 64 MiB read limit.
    SpriteAnimation big;
    big.dirs.resize(1);
    big.dirs[0].anim_ms = 100;
    big.dirs[0].frames.push_back(
        frameOf(std::vector<uint8_t>(std::size_t{4096} * 4096 * 4, 5), 4096, 4096, {0, 0}, 0, 0));
    checkWriteError(big,
                    "out.frm: the sprite resource would be 67108886 bytes, more than the 64 MiB a file gaitlab "
                    "reads; nothing was written (fewer or smaller frames)");
}

TEST_CASE("sprite resource: 65535 distinct frames read back, the one repeat shared with its first") {
    SpriteAnimation a;
    a.dirs.resize(1);
    a.dirs[0].anim_ms = 65535;
    for (uint32_t i = 0; i < 65535; ++i)
        a.dirs[0].frames.push_back(
            frameOf({static_cast<uint8_t>(i), static_cast<uint8_t>(i >> 8), 7, 255}, 1, 1, {0, 0}, 0, 0));
    a.dirs[0].frames[65534] = a.dirs[0].frames[12345];
    const Bytes bytes = writeSpriteResource(a, kPath);
    CHECK(bytes.size() == 7 + 65534 * (1 + 12 + 4 + 1) + 3 + 1);
    const SpriteAnimation back = parseSpriteResource(bytes, kPath);
    REQUIRE(back.dirs[0].frames.size() == 65535);
    CHECK(back.dirs[0].frames[65534].rgba == a.dirs[0].frames[12345].rgba);
}

TEST_CASE("sprite resource: the baker's names keep the source's, lower-cased for critters, FR0 as a FOFRM") {
    CHECK(bakedSpriteName("data/art/critters/HMWARRAB.FRM") == "data/art/critters/hmwarrab.frm");
    CHECK(bakedSpriteName("data/art/critters/RAT.FR0") == "data/art/critters/rat.fofrm");
    CHECK(bakedSpriteName("data\\ART\\Critters\\HMJMPSAA.frm") == "data/ART/Critters/hmjmpsaa.frm");
    CHECK(bakedSpriteName("gfx/Door.frm") == "gfx/Door.frm");
    CHECK(bakedSpriteName("gfx/Door.FR0") == "gfx/Door.FR0");
    CHECK(bakedSpriteName("assets/walk.fofrm") == "assets/walk.fofrm");
    CHECK(bakedSpriteName("sheets/hero.json#walk") == "sheets/hero_walk.json");
}
