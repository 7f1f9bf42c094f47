// Which file `--layout FILE` may read and write (app/client/layout_file.h): gaitlab's own layout, a new file, or nothing;
// a FIFO is refused before the window opens (runClient returns 2 without opening it, so this test cannot block).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include <sys/stat.h>

#include "../engine/sprite_fixtures.h"
#include "app/client/client.h"
#include "app/client/layout_file.h"

namespace {

namespace fs = std::filesystem;

/// What the client writes: ImGui's window sections and the panels' sides.
const char* const kOwnLayout =
    "[Window][Critter]\nPos=4,4\nSize=330,200\nCollapsed=0\n\n[Window][View]\nPos=976,4\nSize=300,120\n"
    "Collapsed=0\n\n[GaitlabLayout][Panels]\nCritter=left\nView=right\n\n";

struct LayoutDir : fixtures::TempDir {
    const fs::path& dir = path;
    LayoutDir() : TempDir("layout") {}
};

}  // namespace

TEST_CASE("isLayoutText takes gaitlab's own layout and nothing else") {
    CHECK(gaitlab::isLayoutText(kOwnLayout));
    CHECK(gaitlab::isLayoutText(""));
    CHECK(gaitlab::isLayoutText("[GaitlabLayout][Panels]\r\nCritter=left\r\n"));
    CHECK_FALSE(gaitlab::isLayoutText("buy milk\nfix the walk cycle\n"));
    // An ini of another program (no gaitlab section) and a layout with a line of prose are not gaitlab's.
    CHECK_FALSE(gaitlab::isLayoutText("[Window][Debug##Default]\nPos=60,60\n"));
    CHECK_FALSE(gaitlab::isLayoutText(std::string(kOwnLayout) + "remember to call Anna\n"));
}

TEST_CASE("checkLayoutFile uses new and own layout files, skips others and refuses FIFOs and folders") {
    LayoutDir tmp;
    const std::string missing = (tmp.dir / "layout.ini").string();
    CHECK(gaitlab::checkLayoutFile(missing).use == gaitlab::LayoutFileUse::Use);
    std::ofstream(tmp.dir / "own.ini") << kOwnLayout;
    CHECK(gaitlab::checkLayoutFile((tmp.dir / "own.ini").string()).use == gaitlab::LayoutFileUse::Use);

    const std::string notes = (tmp.dir / "notes.txt").string();
    std::ofstream(notes) << "buy milk\n";
    const gaitlab::LayoutFileCheck skip = gaitlab::checkLayoutFile(notes);
    CHECK(skip.use == gaitlab::LayoutFileUse::Skip);
    CHECK(skip.message == notes +
                              ": is not a gaitlab layout file (no [GaitlabLayout][Panels] section, or lines that are "
                              "not ini lines); the default layout is used and the file is neither read nor written");

    const std::string fifo = (tmp.dir / "pipe").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    const gaitlab::LayoutFileCheck refuse = gaitlab::checkLayoutFile(fifo);
    CHECK(refuse.use == gaitlab::LayoutFileUse::Refuse);
    CHECK(refuse.message ==
          fifo +
              ": is a FIFO (named pipe), expected a regular file; a layout file is a regular file (it "
              "was not opened)");
    CHECK(gaitlab::checkLayoutFile(tmp.dir.string()).use == gaitlab::LayoutFileUse::Refuse);

    // Over the size limit: not looked at, not written.
    std::ofstream(tmp.dir / "big.ini") << std::string(gaitlab::kMaxLayoutFileBytes + 1, '=');
    CHECK(gaitlab::checkLayoutFile((tmp.dir / "big.ini").string()).use == gaitlab::LayoutFileUse::Skip);
}

TEST_CASE("the client refuses a FIFO as --layout before its window opens") {
    LayoutDir tmp;
    const std::string fifo = (tmp.dir / "layout.fifo").string();
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    gaitlab::ClientOptions options;
    options.asset_dir = GAITLAB_ASSET_DIR;
    options.max_frames = 1;
    options.layout_file = fifo;
    // Returns at once: no window (this executable has no display), no read of the FIFO.
    CHECK(gaitlab::runClient(options) == 2);
    CHECK(fs::is_fifo(fifo));
}
