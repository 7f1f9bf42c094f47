// Baked sprite file (D11, layout in engine/formats/baked_sprite.h): exact bytes of a hand-encoded file, round trip
// with the int16 extremes, shared records, writer errors and every validation failure of the reader.
#include <doctest/doctest.h>

#include <map>
#include <optional>
#include <tuple>
#include <vector>

#include "engine/formats/baked_sprite.h"
#include "engine/gait/sprite_loader.h"
#include "sprite_fixtures.h"

using namespace gaitlab;
using namespace fixtures;

namespace {

const std::string kGspritePath = "v.gsprite";

SpriteFrame frameToBake(std::vector<uint8_t> rgba, int w, int h, ipos offset, int16_t nx, int16_t ny) {
    return SpriteFrame{"", std::move(rgba), w, h, offset, nx, ny};
}

// fps 12, 1 direction, ticks 250: frame 0 1x1 at the int16 extremes, frame 1 equal to it, frame 2 empty.
SpriteAnimation smallAnimation() {
    SpriteAnimation a;
    a.fps = 12;
    a.dirs.resize(1);
    a.dirs[0].anim_ms = 250;
    a.dirs[0].frames = {frameToBake({1, 2, 3, 4}, 1, 1, {-32768, 32767}, 32767, -32768),
                        frameToBake({1, 2, 3, 4}, 1, 1, {-32768, 32767}, 32767, -32768),
                        frameToBake({}, 0, 0, {-32768, 32767}, 0, 0)};
    return a;
}

// The same file encoded by hand, little-endian.
const Bytes kSmallFile{'G', 'S', 'P', 'R', 1, 0, 3, 0, 0xFA, 0, 0, 0, 12, 0, 0, 0, 1,
                       // frame 0: concrete, offset (-32768, 32767), 1x1, NextX 32767, NextY -32768, RGBA
                       0, 0x00, 0x80, 0xFF, 0x7F, 1, 0, 1, 0, 0xFF, 0x7F, 0x00, 0x80, 1, 2, 3, 4,
                       // frame 1: shared with frame 0
                       1, 0, 0,
                       // frame 2: concrete, empty 0x0
                       0, 0x00, 0x80, 0xFF, 0x7F, 0, 0, 0, 0, 0, 0, 0, 0, 'R', 'P', 'S', 'G'};

Bytes withByte(Bytes b, size_t at, uint8_t v) {
    b.at(at) = v;
    return b;
}

void checkReadError(const Bytes& bytes, const std::string& message) {
    checkErrorText([&] { (void)parseBakedSprite(bytes, kGspritePath); }, message);
}

void checkBakedWriteError(const SpriteAnimation& a, const std::string& message) {
    checkErrorText([&] { (void)writeBakedSprite(a, "out.gsprite"); }, message);
}

}  // namespace

TEST_CASE("Baked writer produces the hand-encoded bytes, with identical frames as shared records") {
    CHECK(writeBakedSprite(smallAnimation(), kGspritePath) == kSmallFile);
}

TEST_CASE("Baked reader decodes the hand-encoded file, a shared record copies the referenced frame") {
    const SpriteAnimation a = parseBakedSprite(kSmallFile, "dir/Small.gsprite");
    CHECK(a.name == "Small");
    CHECK(a.source == "dir/Small.gsprite");
    CHECK(a.fps == 12);
    REQUIRE(a.dirs.size() == 1);
    const SpriteSheet& s = a.dirs[0];
    CHECK(s.anim_ms == 250);
    REQUIRE(s.frameCount() == 3);
    for (int i = 0; i < 2; ++i) {
        CAPTURE(i);
        CHECK(s.frames[i].draw_offset == ipos{-32768, 32767});
        CHECK(s.frames[i].width == 1);
        CHECK(s.frames[i].height == 1);
        CHECK(s.frames[i].next_x == 32767);
        CHECK(s.frames[i].next_y == -32768);
        CHECK(s.frames[i].rgba == std::vector<uint8_t>{1, 2, 3, 4});
    }
    CHECK(s.frames[2].width == 0);
    CHECK(s.frames[2].rgba.empty());
    CHECK(s.cycle.total == ipos{65534, -65536});  // cycle rebuilt from the decoded deltas
}

TEST_CASE("Baked round trip of six directions preserves every value, through a file and loadSprite") {
    TempDir dir("baked_round_trip");
    SpriteAnimation a;
    a.fps = 2147483647;
    a.dirs.resize(6);
    for (int d = 0; d < 6; ++d) {
        SpriteSheet& s = a.dirs[static_cast<size_t>(d)];
        s.anim_ms = 2147483647;
        std::vector<uint8_t> px(3 * 2 * 4);
        for (size_t i = 0; i < px.size(); ++i) {
            px[i] = static_cast<uint8_t>(i * 11 + static_cast<size_t>(d));
        }
        s.frames = {frameToBake(px, 3, 2, {d == 0 ? -32768 : d, 32767 - d}, -32768, 32767),
                    frameToBake(px, 3, 2, {d == 0 ? -32768 : d, 32767 - d}, -32767, 32767),  // NextX differs: concrete
                    frameToBake({255, 0, 255, 0}, 1, 1, {0, 0}, static_cast<int16_t>(d), 0)};
    }
    const std::string path = dir.file("all.gsprite");
    writeBytes(path, writeBakedSprite(a, path));
    const SpriteAnimation b = loadSprite(path);
    CHECK(b.fps == a.fps);
    REQUIRE(b.dirs.size() == 6);
    for (size_t d = 0; d < 6; ++d) {
        CAPTURE(d);
        CHECK(b.dirs[d].anim_ms == 2147483647);
        REQUIRE(b.dirs[d].frameCount() == 3);
        for (size_t f = 0; f < 3; ++f) {
            CAPTURE(f);
            const SpriteFrame& x = a.dirs[d].frames[f];
            const SpriteFrame& y = b.dirs[d].frames[f];
            CHECK(y.rgba == x.rgba);
            CHECK(y.width == x.width);
            CHECK(y.height == x.height);
            CHECK(y.draw_offset == x.draw_offset);
            CHECK(y.next_x == x.next_x);
            CHECK(y.next_y == x.next_y);
        }
    }
    // 17 header + 6 * (2 * (13 + 24) + (13 + 4)) + 4 footer: no frame was shared.
    CHECK(std::filesystem::file_size(path) == 17 + 6 * (2 * 37 + 17) + 4);
}

TEST_CASE("Baked eight directions: the hand-encoded bytes, square order kept on read-back") {
    // Eight directions of one 1x1 frame each: direction d has colour (d, 10+d, 20+d, 255), draw offset (d, -d) and
    // NextX/NextY of the square step of d over one frameToBake (NE 16,-12 ... N 0,-24).
    const int step[8][2] = {{16, -12}, {32, 0}, {16, 12}, {0, 24}, {-16, 12}, {-32, 0}, {-16, -12}, {0, -24}};
    SpriteAnimation a;
    a.fps = 8;
    a.dirs.resize(8);
    Bytes expected{'G', 'S', 'P', 'R', 1, 0, 1, 0, 100, 0, 0, 0, 8, 0, 0, 0, 8};
    for (int d = 0; d < 8; ++d) {
        const auto u = static_cast<uint8_t>(d);
        a.dirs[d].anim_ms = 100;
        a.dirs[d].frames = {frameToBake({u, static_cast<uint8_t>(10 + d), static_cast<uint8_t>(20 + d), 255}, 1, 1,
                                        {d, -d}, static_cast<int16_t>(step[d][0]), static_cast<int16_t>(step[d][1]))};
        const auto lo = [](int v) { return static_cast<uint8_t>(static_cast<uint16_t>(v) & 0xFF); };
        const auto hi = [](int v) { return static_cast<uint8_t>(static_cast<uint16_t>(v) >> 8); };
        const Bytes record{0,
                           lo(d),
                           hi(d),
                           lo(-d),
                           hi(-d),
                           1,
                           0,
                           1,
                           0,
                           lo(step[d][0]),
                           hi(step[d][0]),
                           lo(step[d][1]),
                           hi(step[d][1]),
                           u,
                           static_cast<uint8_t>(10 + d),
                           static_cast<uint8_t>(20 + d),
                           255};
        expected.insert(expected.end(), record.begin(), record.end());
    }
    expected.insert(expected.end(), {'R', 'P', 'S', 'G'});
    const Bytes bytes = writeBakedSprite(a, "eight.gsprite");
    CHECK(bytes == expected);
    const SpriteAnimation back = parseBakedSprite(bytes, "eight.gsprite");
    REQUIRE(back.dirs.size() == 8);
    // Square S (index 3) and N (index 7) are kept, with their own steps.
    CHECK(back.dirs[3].frames[0].next_x == 0);
    CHECK(back.dirs[3].frames[0].next_y == 24);
    CHECK(back.dirs[3].frames[0].rgba == std::vector<uint8_t>{3, 13, 23, 255});
    CHECK(back.dirs[7].frames[0].next_y == -24);
    CHECK(back.dirs[7].frames[0].draw_offset == ipos{7, -7});
    for (int d = 0; d < 8; ++d) {
        CAPTURE(d);
        CHECK(back.dirs[d].frames[0].draw_offset == ipos{d, -d});
        CHECK(back.dirs[d].frames[0].next_x == step[d][0]);
        CHECK(back.dirs[d].frames[0].next_y == step[d][1]);
    }
}

TEST_CASE("Baked writer errors") {
    SpriteAnimation a = smallAnimation();
    a.dirs[0].frames[1].image = "a.png";
    a.dirs[0].frames[1].rgba.clear();
    checkBakedWriteError(a,
                         "out.gsprite: direction 0 frame 1 has no decoded pixels (image 'a.png'); decode the image "
                         "before baking");
    a.dirs[0].frames[1] = frameToBake({}, 0, 0, {}, 0, 0);
    a.dirs[0].frames[1].image = "unmeasured.png";  // size not known yet: still no pixels
    checkBakedWriteError(a,
                         "out.gsprite: direction 0 frame 1 has no decoded pixels (image 'unmeasured.png'); decode "
                         "the image before baking");

    a = smallAnimation();
    a.dirs[0].frames[2].draw_offset = {40000, 0};
    checkBakedWriteError(a, "out.gsprite: direction 0 frame 2: draw offset (40000,0) does not fit int16 (D10)");
    a = smallAnimation();
    a.dirs[0].frames[0].rgba.push_back(0);
    checkBakedWriteError(a, "out.gsprite: direction 0 frame 0: expected 4 RGBA bytes (width*height*4), got 5");
    a = smallAnimation();
    a.dirs[0].frames[0].width = 70000;
    checkBakedWriteError(a, "out.gsprite: direction 0 frame 0: size 70000x1, expected sides 0..65535");
    a = smallAnimation();
    a.dirs[0].frames[2].height = 3;
    checkBakedWriteError(a,
                         "out.gsprite: direction 0 frame 2: size 0x3, expected both sides > 0 or an empty 0x0 frame");
    a = smallAnimation();
    a.dirs.push_back(a.dirs[0]);
    checkBakedWriteError(a, "out.gsprite: expected 1, 6 (hexagonal) or 8 (square) directions, got 2");
    a.dirs.resize(6, a.dirs[0]);
    a.dirs[4].frames.pop_back();
    checkBakedWriteError(a, "out.gsprite: direction 4 has 2 frames, expected 3 like direction 0");
    a.dirs[4] = a.dirs[0];
    a.dirs[5].anim_ms = 1;
    checkBakedWriteError(a, "out.gsprite: direction 5 has AnimTicks 1, expected 250 like direction 0");
    a = smallAnimation();
    a.dirs[0].frames.clear();
    checkBakedWriteError(a, "out.gsprite: expected 1..65535 frames per direction, got 0");
    a = smallAnimation();
    a.fps = -1;
    checkBakedWriteError(a, "out.gsprite: fps -1 is negative");
}

TEST_CASE("Baked reader rejects every invalid field with the byte offset") {
    checkReadError(Bytes{'G', 'S', 'P'}, "v.gsprite (byte 0): truncated: expected 4 bytes for magic, 3 remain");
    checkReadError(withByte(kSmallFile, 3, 'X'), "v.gsprite (byte 0): expected magic 'GSPR'");
    checkReadError(withByte(kSmallFile, 4, 2), "v.gsprite (byte 4): unsupported version 2, expected 1");
    checkReadError(withByte(kSmallFile, 6, 0), "v.gsprite (byte 6): expected frames per direction > 0, got 0");
    checkReadError(withByte(kSmallFile, 11, 0x80), "v.gsprite (byte 8): AnimTicks 2147483898 exceeds 2147483647");
    checkReadError(withByte(kSmallFile, 15, 0xFF), "v.gsprite (byte 12): fps 4278190092 exceeds 2147483647");
    checkReadError(withByte(kSmallFile, 16, 2),
                   "v.gsprite (byte 16): direction count 2, expected 1, 6 (hexagonal) or 8 (square)");
    checkReadError(withByte(kSmallFile, 16, 0),
                   "v.gsprite (byte 16): direction count 0, expected 1, 6 (hexagonal) or 8 (square)");
    checkReadError(withByte(kSmallFile, 16, 7),
                   "v.gsprite (byte 16): direction count 7, expected 1, 6 (hexagonal) or 8 (square)");
    checkReadError(withByte(kSmallFile, 17, 2),
                   "v.gsprite (byte 17): direction 0 frame 0: record kind 2, expected 0 (concrete) or 1 (shared)");
    checkReadError(withByte(kSmallFile, 17, 1),
                   "v.gsprite (byte 18): direction 0 frame 0: shared index 32768, expected an earlier frame (< 0)");
    checkReadError(withByte(kSmallFile, 35, 1),
                   "v.gsprite (byte 35): direction 0 frame 1: shared index 1, expected an earlier frame (< 1)");
    checkReadError(withByte(kSmallFile, 22, 0),
                   "v.gsprite (byte 22): direction 0 frame 0: size 0x1, expected both sides > 0 or an empty 0x0 "
                   "frame");
    checkReadError(Bytes(kSmallFile.begin(), kSmallFile.begin() + 32),
                   "v.gsprite (byte 30): truncated: expected 4 bytes for direction 0 frame 0 pixels, 2 remain");
    checkReadError(withByte(kSmallFile, kSmallFile.size() - 1, 'X'), "v.gsprite (byte 50): expected footer 'RPSG'");
    Bytes trailing = kSmallFile;
    trailing.push_back(0);
    checkReadError(trailing, "v.gsprite (byte 54): 1 bytes after the footer, expected the end of the file");
    // Every proper prefix of a valid file is an error, never a crash or an out-of-bounds read.
    for (size_t n = 0; n < kSmallFile.size(); ++n) {
        CAPTURE(n);
        CHECK_THROWS_AS((void)parseBakedSprite(Bytes(kSmallFile.begin(), kSmallFile.begin() + static_cast<long>(n)),
                                               kGspritePath),
                        FormatError);
    }
}

TEST_CASE("Baked file names: critters are lower-cased, others keep their case") {
    CHECK(bakedSpriteName("data/art/critters/RAT.FR0") == "data/art/critters/rat.gsprite");
    CHECK(bakedSpriteName("data\\ART\\Critters\\HMJMPSAA.frm") == "data/ART/Critters/hmjmpsaa.gsprite");
    CHECK(bakedSpriteName("assets/walk.fofrm") == "assets/walk.gsprite");
}

TEST_CASE("Baked reader refuses shared records that would decode past the pixel limit") {
    // One 84x84 frameToBake (28224 RGBA bytes) shared 9599 times decodes to 270.9 MB > 256 MiB. Frames 0..f hold
    // (f+1) * 28224 bytes, which first exceeds 268,435,456 at f = 9510 (9511 * 28224 = 268,438,464); that shared
    // record starts after the 17-byte header, the 13-byte concrete record with its pixels and 9509 shared records.
    const int side = 84;
    const int count = 9600;
    std::vector<uint8_t> bytes{'G', 'S', 'P', 'R', 1, 0};
    auto u16 = [&](int v) {
        bytes.push_back(static_cast<uint8_t>(v & 0xff));
        bytes.push_back(static_cast<uint8_t>(v >> 8));
    };
    u16(count);
    bytes.insert(bytes.end(), 8, 0);  // AnimTicks, fps
    bytes.push_back(1);               // one direction
    bytes.push_back(0);               // concrete record
    bytes.insert(bytes.end(), 4, 0);  // draw offset
    u16(side);
    u16(side);
    bytes.insert(bytes.end(), 4, 0);  // NextX, NextY
    bytes.insert(bytes.end(), static_cast<size_t>(side * side * 4), 0);
    for (int f = 1; f < count; ++f) {
        bytes.push_back(1);
        u16(0);
    }
    bytes.insert(bytes.end(), {'R', 'P', 'S', 'G'});
    const long expected_at = 17 + 13 + side * side * 4 + 3 * 9509;
    try {
        (void)parseBakedSprite(bytes, "big.gsprite");
        FAIL("expected a FormatError");
    } catch (const FormatError& e) {
        CHECK(e.offset == expected_at);
        CHECK(std::string(e.what()).find("decoded pixels exceed 256 MiB") != std::string::npos);
        CHECK(std::string(e.what()).find("frame 9510") != std::string::npos);
    }
}

namespace {

void putLe(Bytes& out, uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<uint8_t>(v >> (8 * i)));
}

// The .gsprite bytes written the plain way: each frame is compared with every earlier frame of its direction
// (`quadratic`, the writer's original search) or looked up by its whole content in an ordered map; a frame equal
// to an earlier one becomes a shared record naming the first of them.
Bytes referenceBytes(const SpriteAnimation& a, bool quadratic) {
    Bytes out{'G', 'S', 'P', 'R'};
    const std::size_t count = a.dirs[0].frames.size();
    putLe(out, 1, 2);
    putLe(out, count, 2);
    putLe(out, static_cast<uint32_t>(a.dirs[0].anim_ms), 4);
    putLe(out, static_cast<uint32_t>(a.fps), 4);
    out.push_back(static_cast<uint8_t>(a.dirs.size()));
    using Key = std::tuple<int, int, int, int, int, int, std::vector<uint8_t>>;
    const auto keyOf = [](const SpriteFrame& f) {
        return Key{f.width, f.height, f.draw_offset.x, f.draw_offset.y, f.next_x, f.next_y, f.rgba};
    };
    for (const SpriteSheet& sheet : a.dirs) {
        std::map<Key, std::size_t> first;
        for (std::size_t i = 0; i < count; ++i) {
            const SpriteFrame& f = sheet.frames[i];
            std::optional<std::size_t> earlier;
            if (quadratic) {
                for (std::size_t j = 0; j < i && !earlier; ++j)
                    if (keyOf(sheet.frames[j]) == keyOf(f)) earlier = j;
            } else if (const auto it = first.find(keyOf(f)); it != first.end()) {
                earlier = it->second;
            } else {
                first.emplace(keyOf(f), i);
            }
            if (earlier) {
                out.push_back(1);
                putLe(out, *earlier, 2);
                continue;
            }
            out.push_back(0);
            putLe(out, static_cast<uint16_t>(f.draw_offset.x), 2);
            putLe(out, static_cast<uint16_t>(f.draw_offset.y), 2);
            putLe(out, static_cast<uint16_t>(f.width), 2);
            putLe(out, static_cast<uint16_t>(f.height), 2);
            putLe(out, static_cast<uint16_t>(f.next_x), 2);
            putLe(out, static_cast<uint16_t>(f.next_y), 2);
            out.insert(out.end(), f.rgba.begin(), f.rgba.end());
        }
    }
    out.insert(out.end(), {'R', 'P', 'S', 'G'});
    return out;
}

}  // namespace

TEST_CASE("baked sprite: shared frames of a sheet with repeats give the bytes of the plain search") {
    SpriteAnimation a;
    a.fps = 10;
    a.dirs.resize(6);
    for (std::size_t d = 0; d < 6; ++d) {
        a.dirs[d].anim_ms = 900;
        for (int i = 0; i < 40; ++i) {
            // Repeats by content (i % 7), some differing only in offset, delta or size; direction 3 all alike.
            const uint8_t c = static_cast<uint8_t>(d == 3 ? 1 : i % 7);
            const int w = i % 11 == 0 ? 2 : 1;
            a.dirs[d].frames.push_back(frameToBake(std::vector<uint8_t>(static_cast<std::size_t>(w) * 4, c), w, 1,
                                                   {i % 13 == 0 ? 1 : 0, 0}, static_cast<int16_t>(i % 5 == 0), 0));
        }
    }
    const Bytes bytes = writeBakedSprite(a, kGspritePath);
    CHECK(bytes == referenceBytes(a, true));
    CHECK(bytes == referenceBytes(a, false));
}

TEST_CASE("baked sprite: 65535 distinct 1x1 frames give the plain bytes and read back") {
    SpriteAnimation a;
    a.fps = 60;
    a.dirs.resize(1);
    a.dirs[0].anim_ms = 1000;
    for (uint32_t i = 0; i < 65535; ++i) {
        const auto b = [&](int k) { return static_cast<uint8_t>(i >> (8 * k)); };
        a.dirs[0].frames.push_back(frameToBake({b(0), b(1), 7, 255}, 1, 1, {0, 0}, 0, 0));
    }
    a.dirs[0].frames[65534] = a.dirs[0].frames[12345];  // and one repeat, shared with its first
    const Bytes bytes = writeBakedSprite(a, kGspritePath);
    CHECK(bytes == referenceBytes(a, false));
    const SpriteAnimation back = parseBakedSprite(bytes, kGspritePath);
    REQUIRE(back.dirs.size() == 1);
    CHECK(back.dirs[0].frames.size() == 65535);
    CHECK(back.dirs[0].frames[65534].rgba == a.dirs[0].frames[12345].rgba);
}
