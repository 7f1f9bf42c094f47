// The recent scenario files list (app/client/recent_files.h, DECISIONS "Recent scenario files"): newest first, each
// path once, eight at most, absolute; read back as written; a list that cannot be read starts empty.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "app/client/recent_files.h"

using namespace gaitlab;

namespace {

namespace fs = std::filesystem;

struct RecentFolder {
    fs::path dir = fs::temp_directory_path() / ("gaitlab_recent_" + std::to_string(std::random_device{}()));
    RecentFolder() { fs::create_directories(dir); }
    ~RecentFolder() { fs::remove_all(dir); }
};

void writeBytes(const fs::path& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

}  // namespace

TEST_CASE("recent files: a started file goes first, once, absolute, and the ninth drops the oldest") {
    std::vector<std::string> list;
    list = withRecentFile(list, "/data/a.json");
    list = withRecentFile(list, "/data/b.json");
    list = withRecentFile(list, "/data/x/../a.json");  // the same file again: moved to the top, not repeated
    CHECK(list == std::vector<std::string>{"/data/a.json", "/data/b.json"});
    const std::string relative = withRecentFile({}, "walks/c.json").front();
    CHECK(relative == (fs::current_path() / "walks/c.json").lexically_normal().string());
    for (int i = 0; i < 9; ++i) list = withRecentFile(list, "/data/f" + std::to_string(i) + ".json");
    REQUIRE(list.size() == 8);
    CHECK(list.front() == "/data/f8.json");
    CHECK(list.back() == "/data/f1.json");                          // a.json, b.json and f0 dropped off the end
    CHECK(withRecentFile(list, "/data/line\nbreak.json") == list);  // cannot be one line: not listed
}

TEST_CASE("recent files: written and read back in order, blank lines, CRLF and repeats taken in stride") {
    RecentFolder folder;
    const std::string file = (folder.dir / "sub" / "recent-scenarios.txt").string();
    const std::vector<std::string> list{"/data/a.json", "/data/b c.json"};
    REQUIRE(writeRecentFiles(file, list).empty());  // the folder is made
    CHECK(readRecentFiles(file) == list);
    writeBytes(file, "/data/a.json\r\n\n   \n/data/b.json\r\n/data/a.json\n");
    CHECK(readRecentFiles(file) == std::vector<std::string>{"/data/a.json", "/data/b.json"});
    std::string many;
    for (int i = 0; i < 12; ++i) many += "/data/f" + std::to_string(i) + ".json\n";
    writeBytes(file, many);
    CHECK(readRecentFiles(file).size() == kMaxRecentFiles);
}

TEST_CASE("recent files: a missing, oversized or non-regular list reads as empty, an unwritable one says why") {
    RecentFolder folder;
    CHECK(readRecentFiles((folder.dir / "missing.txt").string()).empty());
    CHECK(readRecentFiles("").empty());
    CHECK(readRecentFiles(folder.dir.string()).empty());  // a folder is never opened
    const fs::path big = folder.dir / "big.txt";
    writeBytes(big, std::string(kMaxRecentListBytes + 1, 'a'));
    CHECK(readRecentFiles(big.string()).empty());
    writeBytes(folder.dir / "plain", "x");
    const std::string problem = writeRecentFiles((folder.dir / "plain" / "recent.txt").string(), {"/data/a.json"});
    CAPTURE(problem);
    CHECK(problem.find("recent.txt") != std::string::npos);  // names the file it could not write
}
