// Flare INCLUDE fan-out (engine/formats/flare_include.h, DECISIONS "Include fan-out"): the files read into one expanded text
// are bounded in number and bytes, and the refusal names the INCLUDE's file and line and the chain of files.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <optional>
#include <string>

#include "engine/base/file_read.h"
#include "engine/base/format_error.h"
#include "engine/formats/flare_include.h"

using namespace gaitlab;

namespace {

// An atlas whose `read` serves `texts` by name and counts the reads; images are never looked at here.
struct CountingFiles {
    std::function<std::optional<std::string>(const std::string&)> texts;
    int reads = 0;
    AtlasLookup atlas() {
        return AtlasLookup{[](const std::string&) { return ipos(8, 8); }, [](const std::string&) { return true; },
                           [this](const std::string& file) {
                               ++reads;
                               return texts(file);
                           }};
    }
};

// expandFlareText of `text` read as `path` is refused at `file`:`line` with "<file>:<line>: <what>".
void checkIncludeRefused(const std::string& text, const std::string& path, const AtlasLookup& atlas,
                         const std::string& file, int line, const std::string& what) {
    try {
        (void)expandFlareText(text, path, atlas);
        FAIL("expected a FormatError");
    } catch (const FormatError& e) {
        CHECK(e.file == file);
        CHECK(e.line == line);
        CHECK(std::string(e.what()) == file + ":" + std::to_string(line) + ": " + what);
    }
}

std::string includeLines(const std::string& file, int count) {
    std::string text;
    for (int i = 0; i < count; ++i) text += "INCLUDE " + file + "\n";
    return text;
}

}  // namespace

TEST_CASE("Flare INCLUDE: 256 files read load, the 257th is refused at its INCLUDE line") {
    REQUIRE(kMaxFlareIncludedFiles == 256);
    CountingFiles files;
    files.texts = [](const std::string& f) -> std::optional<std::string> {
        if (f == "leaf.txt") return std::string("frames=1\n");
        return std::nullopt;
    };
    const AtlasLookup atlas = files.atlas();
    const FlareText ok = expandFlareText(includeLines("leaf.txt", 256), "top.txt", atlas);
    CHECK(files.reads == 256);
    // Each copy's first line is leaf.txt line 1.
    CHECK(std::count_if(ok.origins.begin(), ok.origins.end(),
                        [](const FlareOrigin& o) { return o.file == "leaf.txt" && o.line == 1; }) == 256);

    files.reads = 0;
    checkIncludeRefused(
        includeLines("leaf.txt", 257), "top.txt", atlas, "top.txt", 257,
        "expected at most 256 files read by INCLUDE and APPEND, 'leaf.txt' is the 257th (top.txt -> leaf.txt)");
    CHECK(files.reads == 257);
}

TEST_CASE("Flare INCLUDE: nine files each including the next ten times stop at the 257th read, not 10^8") {
    // fan1 .. fan8 include the next file ten times; fan9 is one line. All within the depth limit of 8.
    CountingFiles files;
    files.texts = [](const std::string& f) -> std::optional<std::string> {
        if (f.size() != 8 || f.rfind("fan", 0) != 0 || f[3] < '1' || f[3] > '9') return std::nullopt;
        if (f[3] == '9') return std::string("frame=0,0,0,0,8,8,4,8\n");
        return includeLines(std::string("fan") + static_cast<char>(f[3] + 1) + ".txt", 10);
    };
    const AtlasLookup atlas = files.atlas();
    const std::string top = *files.texts("fan1.txt");
    files.reads = 0;
    // Depth first: fan2 .. fan6 are reads 1..5; a whole fan7 is 1 + 10 * (1 + 10) = 111 reads, two of them end at
    // 227; the third fan7 is 228, two whole fan8s end at 250, the third fan8 is 251 and its fan9s are 252.. : the
    // 257th is its sixth INCLUDE.
    checkIncludeRefused(
        top, "fan1.txt", atlas, "fan8.txt", 6,
        "expected at most 256 files read by INCLUDE and APPEND, 'fan9.txt' is the 257th (fan1.txt -> fan2.txt "
        "-> fan3.txt -> fan4.txt -> fan5.txt -> fan6.txt -> fan7.txt -> fan8.txt -> fan9.txt)");
    CHECK(files.reads == 257);
}

TEST_CASE("Flare INCLUDE: more than the text file limit read in all is refused at the INCLUDE that crosses it") {
    // A 17 MiB one-line file included twice: the file's own 32 bytes + 2 x 17 MiB = 35651616 bytes > 32 MiB.
    const std::string big = "#" + std::string((std::size_t{17} << 20) - 2, 'x') + "\n";
    REQUIRE(big.size() == (std::size_t{17} << 20));
    CountingFiles files;
    files.texts = [&big](const std::string& f) -> std::optional<std::string> {
        if (f == "big.txt") return big;
        return std::nullopt;
    };
    const AtlasLookup atlas = files.atlas();
    const std::string top = includeLines("big.txt", 2);
    REQUIRE(top.size() == 32);
    checkIncludeRefused(
        top, "top.txt", atlas, "top.txt", 2,
        "expected at most 32 MiB read by INCLUDE and APPEND, 'big.txt' makes it 35651616 bytes (top.txt -> "
        "big.txt)");
    // One copy fits: 16 + 17 MiB.
    CHECK(expandFlareText(includeLines("big.txt", 1), "top.txt", atlas).text.find(big) != std::string::npos);
}
