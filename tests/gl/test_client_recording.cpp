// Recording in the real client loop (app/client/client_recorder.h): F9 pressed twice records a GIF and a WebP of the
// selected critter framed, Shift+F9 saves the ring's last seconds, and the world ticks exactly as a World ticked
// alone while frames are captured (capturing reads pixels only). The frames run on simulated time (fixed_frame_ms),
// so a frame is captured every frame and the counts do not depend on the machine's speed.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include <SDL.h>

#include "../app/animation_decode.h"
#include "app/assets/asset_library.h"
#include "app/client/client.h"
#include "app/panels/ui_state.h"
#include "app/scene/scenarios.h"
#include "engine/world/trace.h"
#include "engine/world/world.h"

using namespace gaitlab;

namespace {

void pushRecordKey(SDL_Window* window, Uint16 mod) {
    for (const Uint32 type : {SDL_KEYDOWN, SDL_KEYUP}) {
        SDL_Event event{};
        event.type = type;
        event.key.type = type;
        event.key.windowID = SDL_GetWindowID(window);
        event.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
        event.key.keysym.sym = SDLK_F9;
        event.key.keysym.scancode = SDL_SCANCODE_F9;
        event.key.keysym.mod = mod;
        SDL_PushEvent(&event);
    }
}

std::vector<std::filesystem::path> filesEndingIn(const std::filesystem::path& dir, const std::string& ext) {
    std::vector<std::filesystem::path> out;
    if (!std::filesystem::exists(dir)) return out;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == ext) out.push_back(entry.path());
    return out;
}

std::vector<uint8_t> recordingBytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("client recording: F9 twice writes a framed GIF and WebP, and the world ticks as it does alone") {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("gaitlab_client_rec_" + std::to_string(std::random_device{}()));
    // The world alone, ticked as the client ticks it: 4 ticks a frame of 40 ms.
    auto assets = std::make_shared<AssetLibrary>();
    assets->loadAll();
    World alone(assets, assets->map(), 12345);
    REQUIRE(startNamedScenario(alone, *assets, "turn") == "");

    ClientOptions options;
    options.width = 640;
    options.height = 400;
    options.max_frames = 40;
    options.fixed_frame_ms = 40.0;
    options.route = "turn";
    options.recording_dir = (dir / "take").string();
    int same = 0;
    bool recording_seen = false;
    options.after_frame = [&](const ClientFrame& frame) {
        for (int i = 0; i < 4; ++i) alone.tick();
        if (traceCsvLine(traceRow(*frame.world)) == traceCsvLine(traceRow(alone))) ++same;
        recording_seen = recording_seen || frame.ui->record.recording;
        if (frame.frame == 5 || frame.frame == 30) pushRecordKey(frame.window, KMOD_NONE);
    };
    REQUIRE(runClient(options) == 0);
    CHECK(same == 40);
    CHECK(recording_seen);

    const auto gifs = filesEndingIn(dir / "take", ".gif");
    const auto webps = filesEndingIn(dir / "take", ".webp");
    REQUIRE(gifs.size() == 1);
    REQUIRE(webps.size() == 1);
    CHECK(gifs[0].stem() == webps[0].stem());
    const auto gif = testing::decodeGifBytes(recordingBytes(gifs[0]));
    const auto webp = testing::decodeWebpBytes(recordingBytes(webps[0]));
    REQUIRE(gif.error.empty());
    REQUIRE(webp.error.empty());
    // The 480x360 box around the selected critter, inside the 640x400 window.
    CHECK(gif.width == 480);
    CHECK(gif.height == 360);
    CHECK(webp.width == 480);
    // The take runs from the frame after the first press to the frame after the second: 25 frames of 40 ms (a frame
    // the same as the one before adds its time to it).
    int gif_ms = 0, webp_ms = 0;
    for (const int d : gif.durations_ms) gif_ms += d;
    for (const int d : webp.durations_ms) webp_ms += d;
    CHECK(gif_ms == 25 * 40);
    CHECK(webp_ms == 25 * 40);
    std::filesystem::remove_all(dir);
}

TEST_CASE("client recording: Shift+F9 saves the last seconds the ring kept, without a take") {
    const std::filesystem::path dir =
        std::filesystem::temp_directory_path() / ("gaitlab_client_ring_" + std::to_string(std::random_device{}()));
    ClientOptions options;
    options.width = 640;
    options.height = 400;
    options.max_frames = 130;  // 10.4 s of 80 ms frames, each captured: the ring keeps more than 8 s of them
    options.fixed_frame_ms = 80.0;
    options.route = "straight-walk";
    options.recording_dir = dir.string();
    options.after_frame = [&](const ClientFrame& frame) {
        if (frame.frame == 125) pushRecordKey(frame.window, KMOD_LSHIFT);
    };
    REQUIRE(runClient(options) == 0);
    const auto webps = filesEndingIn(dir, ".webp");
    REQUIRE(webps.size() == 1);
    const auto webp = testing::decodeWebpBytes(recordingBytes(webps[0]));
    REQUIRE(webp.error.empty());
    int ms = 0;
    for (const int d : webp.durations_ms) ms += d;
    CHECK(ms == 8 * 1000);  // the last 8 s: 100 frames of 80 ms
    CHECK(webp.frames.size() == 100);
    std::filesystem::remove_all(dir);
}
