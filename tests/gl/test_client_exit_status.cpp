// The client's exit status and its stop: a --route that reads but cannot start keeps the window open with the error
// and makes the exit status non-zero; a stop asked for by SIGINT or SIGTERM (app/files/stop_signal.h) ends the loop at
// the next frame, as a closed window does (DECISIONS "Stopping on a signal").
#include <doctest/doctest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>

#include <unistd.h>

#include "app/client/client.h"
#include "app/files/stop_signal.h"
#include "app/panels/ui_state.h"

using namespace gaitlab;

namespace {

ClientOptions exitClientOptions(int frames, std::function<void(const ClientFrame&)> hook) {
    ClientOptions options;
    options.asset_dir = GAITLAB_ASSET_DIR;
    options.width = 640;
    options.height = 360;
    options.max_frames = frames;
    options.after_frame = std::move(hook);
    return options;
}

}  // namespace

TEST_CASE("client: a --route that cannot start is shown and makes the exit status non-zero") {
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() / ("gaitlab-route-" + std::to_string(getpid()) + ".json");
    {
        // Reads well; the start hex is outside the 20x20 demo map, which only the start can tell.
        std::ofstream out(file);
        out << R"({"critter": {"start": [999, 999]}, "steps": [{"at_ms": 0, "stop": true}]})";
    }
    int frames = 0;
    ClientOptions options = exitClientOptions(3, [&](const ClientFrame& frame) { frames = frame.frame; });
    options.route = file.string();
    CHECK(runClient(options) != 0);
    CHECK(frames == 3);  // the window stayed open with the error shown

    // The same client with a route that starts exits 0.
    options.route = "straight-walk";
    CHECK(runClient(options) == 0);
    std::filesystem::remove(file);
}

TEST_CASE("client: a stop by signal ends the loop at the next frame") {
    int last = 0;
    ClientOptions options = exitClientOptions(0, [&](const ClientFrame& frame) {
        last = frame.frame;
        if (frame.frame == 4) requestStop(SIGTERM);
    });
    CHECK(runClient(options) == 0);
    CHECK(last == 5);  // the frame under way when the stop came ends, as with a closed window
    CHECK(stopSignalNumber() == SIGTERM);
    CHECK(std::string(stopSignalName()) == "SIGTERM");
    clearStopRequest();
    CHECK_FALSE(stopRequested());
}
