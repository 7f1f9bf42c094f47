// The Demo routes panel's recent scenario files through the real client loop (DECISIONS "Recent scenario files"):
// a file started with --route FILE goes first in the list file, the earlier entries after it, and the next run reads
// it back; a shipped file is not listed again.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "app/client/client.h"
#include "app/client/recent_files.h"
#include "app/panels/ui_state.h"

using namespace gaitlab;

namespace {

namespace fs = std::filesystem;

void copyText(const fs::path& from, const fs::path& to) {
    std::ifstream in(from, std::ios::binary);
    std::ofstream out(to, std::ios::binary | std::ios::trunc);
    out << in.rdbuf();
}

}  // namespace

TEST_CASE(
    "client recent scenarios: each --route FILE goes first in the list file, across runs, and a shipped file does "
    "not") {
    const fs::path dir =
        fs::temp_directory_path() / ("gaitlab_recent_client_" + std::to_string(std::random_device{}()));
    fs::create_directories(dir);
    const fs::path shipped = fs::path(GAITLAB_ASSET_DIR) / "scenarios" / "directions-walk.json";
    const fs::path mine = dir / "my-walk.json";
    const fs::path other = dir / "my-other-walk.json";
    copyText(shipped, mine);
    copyText(shipped, other);
    const fs::path list_file = dir / "config" / "recent-scenarios.txt";
    REQUIRE(writeRecentFiles(list_file.string(), {"/earlier/a.json"}).empty());
    // One run: the list the panel shows at its first frame and at its last.
    const auto run = [&](const fs::path& route, std::vector<std::string>& first, std::vector<std::string>& last) {
        ClientOptions options;
        options.width = 640;
        options.height = 400;
        options.max_frames = 3;
        options.fixed_frame_ms = 20.0;
        options.route = route.string();
        options.recent_file = list_file.string();
        options.after_frame = [&](const ClientFrame& frame) {
            if (frame.frame == 1) first = frame.ui->recent_scenarios;
            if (frame.frame == 3) last = frame.ui->recent_scenarios;
        };
        CHECK(runClient(options) == 0);
    };
    std::vector<std::string> first, last;
    run(mine, first, last);
    CHECK(first == std::vector<std::string>{mine.string(), "/earlier/a.json"});
    CHECK(last == first);
    run(other, first, last);
    const std::vector<std::string> expected{other.string(), mine.string(), "/earlier/a.json"};
    CHECK(first == expected);  // read back from the file the first run wrote, the new one in front
    run(shipped, first, last);
    CHECK(last == expected);  // the shipped file is in the menu above: not listed again
    CHECK(readRecentFiles(list_file.string()) == expected);
    std::error_code ec;
    fs::remove_all(dir, ec);
}
