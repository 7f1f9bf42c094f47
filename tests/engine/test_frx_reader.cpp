// FR0-FR5 reader (§6.2 LoadFrX and the §7.3 facts): one file per direction, shift and data
// offset read at the file's own direction index, single direction without .fr1, errors for later gaps.
#include <doctest/doctest.h>

#include "engine/formats/frm_reader.h"
#include "engine/formats/sprite_resource.h"
#include "sprite_fixtures.h"

using namespace gaitlab;
using namespace fixtures;

namespace {

// File of direction d: fps 5, one 1x1 frame with delta (d+1, -d-1) and palette index d+1, shift
// (10+d, -20-d) at index d. Other indices hold decoys (shift 99, a decoy record at offset 0) so reading the
// wrong index is visible; the real record sits after 12*d decoy bytes.
Bytes frxFile(int d) {
    FrmHeader h;
    h.fps = 5;
    h.shift_x.fill(99);
    h.shift_y.fill(99);
    const auto i = static_cast<size_t>(d);
    h.shift_x[i] = 10 + d;
    h.shift_y[i] = -20 - d;
    Bytes data;
    for (int k = 0; k < d; ++k) {
        const Bytes decoy = frmFrameBytes({1, 1, 50, 50, {200}});
        data.insert(data.end(), decoy.begin(), decoy.end());
    }
    h.offset[i] = static_cast<uint32_t>(data.size());
    const Bytes real = frmFrameBytes({1, 1, d + 1, -d - 1, {static_cast<uint8_t>(d + 1)}});
    data.insert(data.end(), real.begin(), real.end());
    Bytes out = frmHeaderBytes(h, static_cast<uint32_t>(data.size()));
    out.insert(out.end(), data.begin(), data.end());
    return out;
}

void checkRatDirections(const SpriteAnimation& a) {
    CHECK(a.fps == 5);
    REQUIRE(a.dirs.size() == 6);
    for (int d = 0; d < 6; ++d) {
        CAPTURE(d);
        const SpriteSheet& s = a.dirs[static_cast<size_t>(d)];
        CHECK(s.anim_ms == 200);
        REQUIRE(s.frameCount() == 1);
        const SpriteFrame& f = s.frames[0];
        CHECK(f.draw_offset == ipos{10 + d, -20 - d});
        CHECK(f.width == 1);
        CHECK(f.height == 1);
        CHECK(f.next_x == d + 1);
        CHECK(f.next_y == -d - 1);
        const auto c = [&](int k) { return static_cast<uint8_t>((3 * d + k) * 4); };
        CHECK(f.rgba == std::vector<uint8_t>{c(1), c(2), c(3), 255});
    }
}

}  // namespace

TEST_CASE("FRx BakesFrxCritterDirsIntoLowerCaseFofrm: RAT.fr0..fr5 with RAT.pal") {
    TempDir dir("frx_rat");
    for (int d = 0; d < 6; ++d) {
        writeBytes(dir.file("art/critters/RAT.fr" + std::to_string(d)), frxFile(d));
    }
    writeBytes(dir.file("art/critters/RAT.pal"), ratPal());
    const SpriteAnimation a = loadFrx(dir.file("art/critters/RAT.fr0"));
    checkRatDirections(a);
    CHECK(a.source == dir.file("art/critters/RAT.fr0"));
    CHECK(a.name == "RAT");
    CHECK(bakedSpriteName(a.source) == dir.file("art/critters/rat.fofrm"));
    // Any file of the set loads the whole set.
    checkRatDirections(loadFrx(dir.file("art/critters/RAT.fr4")));
}

TEST_CASE("FRx upper-case extensions find upper-case siblings") {
    TempDir dir("frx_upper");
    for (int d = 0; d < 6; ++d) {
        writeBytes(dir.file("RAT.FR" + std::to_string(d)), frxFile(d));
    }
    writeBytes(dir.file("RAT.pal"), ratPal());
    checkRatDirections(loadFrx(dir.file("RAT.FR0")));
    CHECK(isFrxPath("a/b.Fr5"));
    CHECK_FALSE(isFrxPath("a/b.fr6"));
    CHECK_FALSE(isFrxPath("a/b.frm"));
}

TEST_CASE("FRx only .fr0 present: single direction using index 0") {
    TempDir dir("frx_single");
    writeBytes(dir.file("door.fr0"), frxFile(0));
    const SpriteAnimation a = loadFrx(dir.file("door.fr0"));
    REQUIRE(a.dirs.size() == 1);
    CHECK(a.dirs[0].frames[0].draw_offset == ipos{10, -20});
    CHECK(a.dirs[0].frames[0].rgba == std::vector<uint8_t>{0, 0, 0, 255});  // default palette index 1: black
}

TEST_CASE("FRx InvalidFrxMissingDirectionIsReported: .fr0 and .fr1 present, .fr2 missing") {
    TempDir dir("frx_missing");
    writeBytes(dir.file("RAT.fr0"), frxFile(0));
    writeBytes(dir.file("RAT.fr1"), frxFile(1));
    checkErrorText([&] { (void)loadFrx(dir.file("RAT.fr0")); },
                   dir.file("RAT.fr2") + ": missing direction file 2 of '" + dir.file("RAT.fr0") +
                       "' (FR0-FR5 sprites have 1 or 6 direction files)");
}

TEST_CASE("FRx a direction with a different frame count is an error") {
    TempDir dir("frx_count");
    for (int d = 0; d < 6; ++d) {
        writeBytes(dir.file("RAT.fr" + std::to_string(d)), frxFile(d));
    }
    FrmHeader h;
    h.count = 2;
    writeBytes(dir.file("RAT.fr3"), frmBytes(h, {{{1, 1, 0, 0, {1}}, {1, 1, 0, 0, {1}}}}));
    checkErrorText([&] { (void)loadFrx(dir.file("RAT.fr0")); },
                   dir.file("RAT.fr3") + " (byte 8): direction 3 has 2 frames, expected 1 like direction 0");
}

TEST_CASE("FRx siblings follow the entry file's case: RAT.FR0 reads RAT.FR1, rat.fr0 reads rat.fr1, no warnings") {
    TempDir dir("frx_case_follows");
    for (int d = 0; d < 6; ++d) {
        writeBytes(dir.file("RAT.FR" + std::to_string(d)), frxFile(d));
        writeBytes(dir.file("rat.fr" + std::to_string(d)), frxFile(d));
    }
    for (const char* entry : {"RAT.FR0", "rat.fr0"}) {
        CAPTURE(entry);
        const SpriteAnimation a = loadFrx(dir.file(entry));
        CHECK(a.dirs.size() == 6);
        CHECK(a.warnings.empty());
    }
}

TEST_CASE("FRx warning: siblings only in another case are not the engine's files") {
    TempDir dir("frx_mixed_case");
    writeBytes(dir.file("RAT.FR0"), frxFile(0));
    for (int d = 1; d < 6; ++d) writeBytes(dir.file("RAT.fr" + std::to_string(d)), frxFile(d));
    const SpriteAnimation a = loadFrx(dir.file("RAT.FR0"));
    CHECK(a.dirs.size() == 1);
    REQUIRE(a.warnings.size() == 1);
    CHECK(a.warnings[0].isWarning());
    CHECK(a.warnings[0].file == dir.file("RAT.FR0"));
    CHECK(a.warnings[0].message == dir.file("RAT.FR0") + ": no direction 1 file '" + dir.file("RAT.FR1") + "' ('" +
                                       dir.file("RAT.fr1") +
                                       "' is not the engine's file: sibling names follow the entry file's case), so "
                                       "the engine reads one direction; not read: '" +
                                       dir.file("RAT.fr2") + "', '" + dir.file("RAT.fr3") + "', '" +
                                       dir.file("RAT.fr4") + "', '" + dir.file("RAT.fr5") + "'");
}

TEST_CASE("FRx warning: a missing .fr1 while .fr2 to .fr5 exist names the files not read") {
    TempDir dir("frx_missing_fr1");
    writeBytes(dir.file("rat.fr0"), frxFile(0));
    for (int d = 2; d < 6; ++d) writeBytes(dir.file("rat.fr" + std::to_string(d)), frxFile(d));
    const SpriteAnimation a = loadFrx(dir.file("rat.fr0"));
    CHECK(a.dirs.size() == 1);
    REQUIRE(a.warnings.size() == 1);
    CHECK(a.warnings[0].message == dir.file("rat.fr0") + ": no direction 1 file '" + dir.file("rat.fr1") +
                                       "', so the engine reads one direction; not read: '" + dir.file("rat.fr2") +
                                       "', '" + dir.file("rat.fr3") + "', '" + dir.file("rat.fr4") + "', '" +
                                       dir.file("rat.fr5") + "'");
}

TEST_CASE("FRx a missing sibling at d = 2 that exists in another case stays an error and names that file") {
    TempDir dir("frx_missing_case");
    writeBytes(dir.file("RAT.FR0"), frxFile(0));
    writeBytes(dir.file("RAT.FR1"), frxFile(1));
    writeBytes(dir.file("RAT.fr2"), frxFile(2));
    checkErrorText([&] { (void)loadFrx(dir.file("RAT.FR0")); },
                   dir.file("RAT.FR2") + ": missing direction file 2 of '" + dir.file("RAT.FR0") +
                       "' (FR0-FR5 sprites have 1 or 6 direction files) ('" + dir.file("RAT.fr2") +
                       "' exists in another case: the engine looks up '" + dir.file("RAT.FR2") +
                       "', following the entry file's case)");
}
