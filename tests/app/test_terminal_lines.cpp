// Names from the user's files in terminal lines: control characters are escaped so a line stays one line and a
// table keeps its columns (app/files/terminal_text.h); an art folder none of whose sets can be accepted is bad input.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "app/cli.h"
#include "app/files/terminal_text.h"

namespace {

namespace fs = std::filesystem;

fs::path emptyTermDir(const std::string& name) {
    const fs::path dir = fs::temp_directory_path() / ("gaitlab-terminal-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

int countLines(const std::string& text) {
    int n = 0;
    for (const char c : text) n += c == '\n' ? 1 : 0;
    return n;
}

}  // namespace

TEST_CASE("terminalText escapes control bytes and keeps the rest") {
    using gaitlab::terminalText;
    CHECK(terminalText("walk") == "walk");
    CHECK(terminalText("a\nb") == "a\\nb");
    CHECK(terminalText("a\r\tb") == "a\\r\\tb");
    CHECK(terminalText(std::string("x\0y", 3)) == "x\\x00y");
    CHECK(terminalText("\x1b[31mred") == "\\x1B[31mred");
    CHECK(terminalText("del\x7f") == "del\\x7F");
    CHECK(terminalText("back\\slash") == "back\\slash");
    CHECK(terminalText("H\xc3\xa9ros") == "H\xc3\xa9ros");  // UTF-8 stays
    // Characters that turn or hide what follows: U+202E (right-to-left override), U+2066 (isolate), U+200F, U+0085.
    CHECK(terminalText("walk\xe2\x80\xaegpj.frm") == "walk\\u202Egpj.frm");
    CHECK(terminalText("a\xe2\x81\xa6"
                       "b\xe2\x80\x8f") == "a\\u2066b\\u200F");
    CHECK(terminalText("x\xc2\x85y") == "x\\u0085y");
    CHECK(terminalText("\xe2\x80\x94 dash \xe2\x80") == "\xe2\x80\x94 dash \xe2\x80");  // an em dash, a cut sequence
}

TEST_CASE("accept DIR: a folder whose every set is skipped exits 2, and a set name with a newline stays on its line") {
    const fs::path art = emptyTermDir("skipped");
    const std::string humanoid = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";
    {
        std::ostringstream o, e;
        // An idle only (<base>aa, no <base>ab walk): found and skipped.
        REQUIRE(gaitlab::runCli({"export-frm", humanoid + "/idle.fofrm", "--out", (art / "HMNOWKAA.FRM").string()}, o,
                                e) == 0);
    }
    std::ostringstream out, err;
    CHECK(gaitlab::runCli({"accept", art.string(), "--out", (art / "report").string()}, out, err) == 2);
    CHECK(out.str().find("skipped: HMNOWKAA") == std::string::npos);  // the set is named by its base
    CHECK(out.str().find("skipped: ") != std::string::npos);
    CHECK(err.str().find("no set could be accepted (1 skipped, listed above)") != std::string::npos);

    // A set folder named "two\nlines": its row is one line of the table.
    const fs::path named = emptyTermDir("newline");
    const fs::path set = named / "two\nlines";
    fs::create_directories(set);
    {
        std::ostringstream o, e;
        REQUIRE(gaitlab::runCli({"export-frm", humanoid + "/walk.fofrm", "--out", (set / "walk.frm").string()}, o, e) ==
                0);
    }
    std::ostringstream table, log;
    const int status = gaitlab::runCli({"accept", named.string(), "--scenario", "walk-70", "--seconds", "0.5", "--out",
                                        (named / "report").string()},
                                       table, log);
    CHECK((status == 0 || status == 1));
    CHECK(table.str().find("two\\nlines") != std::string::npos);
    CHECK(countLines(table.str()) == 2);  // the set's row and the index line
    CHECK(log.str().find("two\nlines") == std::string::npos);
}
