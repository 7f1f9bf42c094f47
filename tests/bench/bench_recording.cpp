// Recording encoders on real frames: `render` draws the turn scenario (4 s, a frame every 40 ms, 360x240 at zoom 2,
// the planted feet, onion skin and caption) once with a held camera and once following the critter, and the 100
// frames are encoded as GIF (giflib, one colour table) and as lossless WebP (libwebp's animation encoder). Counters:
// the file's size in KB and the time per frame, ms.
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "app/files/image_file.h"
#include "app/headless/headless_render.h"
#include "app/recording/gif_writer.h"
#include "app/recording/webp_writer.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

namespace fs = std::filesystem;

/// The frames of the turn scenario as `render` saves them, held camera or following; empty when render failed.
const std::vector<AnimationFrame>& turnFrames(bool held) {
    static std::map<bool, std::vector<AnimationFrame>> made;
    if (const auto it = made.find(held); it != made.end()) return it->second;
    std::vector<AnimationFrame>& frames = made[held];
    const fs::path dir = fs::temp_directory_path() / (held ? "gaitlab_bench_rec_held" : "gaitlab_bench_rec_follow");
    fs::remove_all(dir);
    RenderOptions options;
    options.scenario = "turn";
    options.seconds = 4.0;
    options.out_dir = dir.string();
    options.width = 360;
    options.height = 240;
    options.every = 4;
    options.planted = options.onion = options.labels = true;
    if (held) options.camera = ipos(-60, 340);
    std::ostringstream log;
    if (runHeadlessRender(options, log) != 0) return frames;
    for (int tick = 4; tick <= 400; tick += 4) {
        char name[32];
        std::snprintf(name, sizeof name, "frame_%05d.png", tick);
        AnimationFrame frame;
        frame.duration_ms = 40;
        if (!loadPng((dir / name).string(), frame.image).empty()) return frames = {}, frames;
        frames.push_back(std::move(frame));
    }
    fs::remove_all(dir);
    return frames;
}

/// Encodes the turn's frames (held: state.range(0) != 0) with `encode` each iteration; counters KB and ms_per_frame.
template <typename Encode>
void encodeTurn(benchmark::State& state, Encode encode) {
    const auto& frames = turnFrames(state.range(0) != 0);
    if (frames.empty()) return state.SkipWithError("render did not write the frames");
    std::size_t bytes = 0;
    double ms = 0.0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        bytes = encode(frames).bytes.size();
        ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    }
    state.counters["KB"] = static_cast<double>(bytes) / 1024.0;
    state.counters["ms_per_frame"] = ms / static_cast<double>(state.iterations()) / static_cast<double>(frames.size());
}

void BM_RecordingGif(benchmark::State& state) {
    encodeTurn(state, [](const std::vector<AnimationFrame>& f) { return encodeGif(f); });
}
BENCHMARK(BM_RecordingGif)->ArgName("held")->Arg(1)->Arg(0)->Iterations(2)->Unit(benchmark::kMillisecond);

void BM_RecordingWebp(benchmark::State& state) {
    encodeTurn(state, [](const std::vector<AnimationFrame>& f) { return encodeWebp(f); });
}
BENCHMARK(BM_RecordingWebp)->ArgName("held")->Arg(1)->Arg(0)->Iterations(2)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gaitlab::bench
