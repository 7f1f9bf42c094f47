// The FOFRM line editor (DECISIONS "Editing deltas in the client"): only the values it must change move; comments,
// key spellings, order and line endings stay byte for byte; missing keys go in the engine's order; bad input is
// refused naming the file and line.
#include <doctest/doctest.h>

#include <string>

#include "engine/formats/fofrm_edit.h"
#include "engine/formats/fofrm_reader.h"

using namespace gaitlab;

namespace {

FormatError editError(const std::string& text, const std::vector<FofrmDeltaChange>& changes) {
    try {
        (void)editFofrmDeltas(text, "art/walk.fofrm", changes);
    } catch (const FormatError& e) {
        return e;
    }
    FAIL("expected a FormatError");
    return FormatError("art/walk.fofrm", 0, "unreachable");
}

}  // namespace

TEST_CASE("fofrm edit changes only the values of the edited reference and keeps every other byte") {
    const std::string text =
        "# walk, hand-tuned\n"
        "Fps = 10\n"
        "count=2\n"
        "[dir_0]\n"
        "Frm_0 = a.png   ; first\n"
        "NextX_0 = 3\n"
        "next_y_0\t=  -1\n"
        "frm_1=b.png\n"
        "next_x_1=4\n"
        "next_y_1=0\n";
    // NextX_0 3 -> 5, next_y_0 -1 -> -2; reference 1 untouched.
    const std::string edited = editFofrmDeltas(text, "art/walk.fofrm", {{0, 0, 2, -1}});
    CHECK(edited ==
          "# walk, hand-tuned\n"
          "Fps = 10\n"
          "count=2\n"
          "[dir_0]\n"
          "Frm_0 = a.png   ; first\n"
          "NextX_0 = 5\n"
          "next_y_0\t=  -2\n"
          "frm_1=b.png\n"
          "next_x_1=4\n"
          "next_y_1=0\n");
    // No change: the same bytes.
    CHECK(editFofrmDeltas(text, "art/walk.fofrm", {{0, 1, 0, 0}}) == text);
    // The reader agrees with the edit: frame 0 of direction 0 has NextX 5, NextY -2.
    const SpriteAnimation anim = parseFofrm(edited, "art/walk.fofrm");
    CHECK(anim.dirs[0].frames[0].next_x == 5);
    CHECK(anim.dirs[0].frames[0].next_y == -2);
    CHECK(anim.dirs[0].frames[1].next_x == 4);
}

TEST_CASE("fofrm edit inserts missing keys after the reference in its spelling and keeps CRLF") {
    const std::string text = "count = 2\r\n[dir_0]\r\nFrm_0 = a.png\r\nFrm_1 = b.png\r\nNextY_1 = 7\r\n";
    // Reference 0 has no deltas: NextX_0 then NextY_0 go after Frm_0; reference 1 gets NextX_1 before NextY_1.
    const std::string edited = editFofrmDeltas(text, "art/walk.fofrm", {{0, 0, -2, 1}, {0, 1, 6, -7}});
    CHECK(edited ==
          "count = 2\r\n[dir_0]\r\nFrm_0 = a.png\r\nNextX_0 = -2\r\nNextY_0 = 1\r\nFrm_1 = b.png\r\nNextX_1 = 6\r\n"
          "NextY_1 = 0\r\n");
    // A value that stays 0 is not inserted; snake-case references get snake-case keys, after next_x_k when present.
    CHECK(editFofrmDeltas("frm=a.png\nnext_x_0=1", "w.fofrm", {{0, 0, -1, 2}}) == "frm=a.png\nnext_x_0=0\nnext_y_0=2");
    CHECK(editFofrmDeltas("frm_0 = a.png", "w.fofrm", {{0, 0, 0, 3}}) == "frm_0 = a.png\nnext_y_0 = 3");
}

TEST_CASE("fofrm edit finds the direction section and both spellings as the engine reads them") {
    const std::string text =
        "count=1\n[dir_0]\nfrm_0=a.png\n[Dir_1]\nfrm_0=b.png\nnext_x_0=2\nNextX_0=5\n"
        "[dir_2]\nfrm_0=c.png\n[dir_3]\nfrm_0=d.png\n[dir_4]\nfrm_0=e.png\n[dir_5]\nfrm_0=f.png\n";
    // Direction 1: NextX_0 (5) is the value the engine reads; both lines get 5 + 1 = 6.
    const std::string edited = editFofrmDeltas(text, "art/walk.fofrm", {{1, 0, 1, 0}});
    CHECK(edited.find("next_x_0=6\nNextX_0=6\n") != std::string::npos);
    CHECK(parseFofrm(edited, "art/walk.fofrm").dirs[1].frames[0].next_x == 6);
    CHECK(fofrmReferenceCount(text, "art/walk.fofrm", 1) == 1);
    CHECK(fofrmReferenceCount("frm_0=a\nfrm_1=b\nfrm_3=c\n", "w.fofrm", 0) == 2);
}

TEST_CASE("fofrm edit refuses bad input naming the file and line") {
    FormatError e = editError("count=1\n[dir_0]\nfrm_0=a.png\nnext_x_0=two\n", {{0, 0, 1, 0}});
    CHECK(e.file == "art/walk.fofrm");
    CHECK(e.line == 4);
    CHECK(std::string(e.what()).find("integer") != std::string::npos);
    e = editError("count=1\n[dir_0\n", {{0, 0, 1, 0}});
    CHECK(e.line == 2);
    e = editError("count=1\nfrm_0=a.png\nno equals here\n", {{0, 0, 1, 0}});
    CHECK(e.line == 3);
    e = editError("count=1\n[dir_0]\nfrm_0=a.png\n", {{0, 1, 1, 0}});
    CHECK(std::string(e.what()).find("frm_1") != std::string::npos);
    e = editError("count=1\n[dir_0]\nfrm_0=a.png\n", {{2, 0, 1, 0}});
    CHECK(std::string(e.what()).find("dir_2") != std::string::npos);
    e = editError("count=1\n[dir_0]\nfrm_0=a.png\nnext_y_0=32767\n", {{0, 0, 0, 1}});
    CHECK(e.line == 4);
    CHECK(std::string(e.what()).find("int16") != std::string::npos);
}
