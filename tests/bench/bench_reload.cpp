// Save to screen: the client runs on the wall clock in a hidden 1280x720 window (SDL's offscreen driver when there is
// no display) over a copy of the shipped assets, and the humanoid's walk FOFRM is saved ten times, alternating one
// NextX so its T changes. Each latency runs from just before the file is written to the end of the first frame that
// shows the new T (the frame is on screen when the client's after-frame hook runs). The save happens right after a
// frame, so the wait for the next frame is whole: a save in the middle of a frame waits less. Counters: the mean
// and the largest latency, ms, and the mean count of frames from the save to the one that shows it (1 = the next).
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>

#include "app/client/client.h"
#include "engine/world/world.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

constexpr int kSaves = 10;
constexpr int kFramesBetweenSaves = 6;

std::string readWhole(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeWhole(const fs::path& path, const std::string& text) {
    std::ofstream out(path, std::ios::trunc | std::ios::binary);
    out << text;
}

std::optional<int> walkTxOfPlayer(const World& world) {
    const auto& walk = world.critters().at(0).body().animations().walk;
    if (!walk || walk->dirs.empty()) return std::nullopt;
    return walk->dirs[0].cycle.total.x;
}

void BM_HotReloadSaveToScreen(benchmark::State& state) {
    std::random_device seed;
    const fs::path root = fs::temp_directory_path() / ("gaitlab_bench_reload_" + std::to_string(seed()));
    fs::copy(GAITLAB_ASSET_DIR, root, fs::copy_options::recursive);
    const fs::path walk = root / "critters/humanoid/walk.fofrm";
    const std::string original = readWhole(walk);
    // The first frame's NextX of the first direction, 2 pixels more: T's x grows by 2.
    std::string edited = original;
    const std::string key = "next_x_1 = ";
    const std::size_t at = edited.find(key);
    if (at == std::string::npos) {
        state.SkipWithError("the shipped walk.fofrm has no next_x_1");
        return;
    }
    const std::size_t value_end = edited.find('\n', at);
    const int value = std::stoi(edited.substr(at + key.size(), value_end - at - key.size()));
    edited.replace(at + key.size(), value_end - at - key.size(), std::to_string(value + 2));

    double total_ms = 0.0;
    double max_ms = 0.0;
    int total_frames = 0;
    int measured = 0;
    for (auto _ : state) {
        std::optional<int> base_tx;
        int saves = 0;
        int saved_at = 0;
        Clock::time_point saved_time{};
        std::optional<int> expected;
        ClientOptions options;
        options.asset_dir = root.string();
        options.width = 1280;
        options.height = 720;
        options.max_frames = 10 + kSaves * (kFramesBetweenSaves + 30);
        options.after_frame = [&](const ClientFrame& frame) {
            const std::optional<int> tx = walkTxOfPlayer(*frame.world);
            if (!base_tx) base_tx = tx;
            if (expected && tx == expected) {
                const double ms = std::chrono::duration<double, std::milli>(Clock::now() - saved_time).count();
                total_ms += ms;
                max_ms = std::max(max_ms, ms);
                total_frames += frame.frame - saved_at;
                ++measured;
                expected.reset();
            }
            if (expected || saves == kSaves || frame.frame < saved_at + kFramesBetweenSaves || !base_tx) return;
            ++saves;
            const bool edit = saves % 2 == 1;
            expected = edit ? *base_tx + 2 : *base_tx;
            saved_at = frame.frame;
            saved_time = Clock::now();
            writeWhole(walk, edit ? edited : original);
        };
        if (runClient(options) != 0) state.SkipWithError("the client did not run");
    }
    std::error_code ec;
    fs::remove_all(root, ec);
    if (measured < kSaves) {
        state.SkipWithError("a save never showed");
        return;
    }
    state.counters["latency_ms"] = total_ms / measured;
    state.counters["latency_max_ms"] = max_ms;
    state.counters["frames"] = static_cast<double>(total_frames) / measured;
}
BENCHMARK(BM_HotReloadSaveToScreen)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gaitlab::bench
