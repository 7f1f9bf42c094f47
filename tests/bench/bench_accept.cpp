// `gaitlab accept` on a folder of generated Fallout-sized sets (README "Benchmarks", DECISIONS "Acceptance cost"):
// each set an FRM walk and run of 6 directions x 8 frames of 48x56 px with a dithered shadow (the fixture of
// tests/engine/fallout_like_walk.h) and an idle, played through the default walking rows and written as a report.
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <unistd.h>

#include "app/cli.h"
#include "engine/formats/frm_writer.h"
#include "engine/formats/palette.h"
#include "tests/bench/bench_common.h"
#include "tests/engine/fallout_like_walk.h"

namespace gaitlab::bench {
namespace {

namespace fs = std::filesystem;

// Per-frame deltas of a walk along each hex direction (NE, E, SE, SW, W, NW), 8 px a frame along E and W.
constexpr int kStepX[6] = {4, 8, 4, -4, -8, -4};
constexpr int kStepY[6] = {-3, 0, 3, 3, 0, -3};

SpriteAnimation generatedAnimation(int frames, int fps, int scale) {
    SpriteAnimation anim;
    anim.fps = fps;
    const SpriteSheet east = testing::falloutLikeWalk(testing::FixtureShadow::Dither);
    for (int d = 0; d < 6; ++d) {
        SpriteSheet sheet = east;
        sheet.frames.resize(static_cast<std::size_t>(frames));
        for (SpriteFrame& f : sheet.frames) {
            f.next_x = static_cast<int16_t>(frames == 1 ? 0 : kStepX[d] * scale);
            f.next_y = static_cast<int16_t>(frames == 1 ? 0 : kStepY[d] * scale);
        }
        sheet.anim_ms = frames * 1000 / fps;
        sheet.rebuildCycle();
        anim.dirs.push_back(std::move(sheet));
    }
    return anim;
}

/// The folders this process made, removed at exit.
struct MadeFolders {
    std::vector<fs::path> paths;
    ~MadeFolders() {
        std::error_code ec;
        for (const fs::path& p : paths) fs::remove_all(p, ec);
    }
};

/// A folder of `sets` generated critter sets (<base>aa idle, ab walk, at run), made once per size.
std::string generatedFolder(int sets) {
    static MadeFolders made;
    const fs::path dir =
        fs::temp_directory_path() / ("gaitlab_bench_accept_" + std::to_string(getpid()) + "_" + std::to_string(sets));
    if (fs::exists(dir)) return dir.string();
    fs::create_directories(dir);
    made.paths.push_back(dir);
    const SpriteAnimation idle = generatedAnimation(1, 10, 1);
    const SpriteAnimation walk = generatedAnimation(testing::kFixtureFrames, 10, 1);
    const SpriteAnimation run = generatedAnimation(testing::kFixtureFrames, 20, 2);
    for (int i = 0; i < sets; ++i) {
        char base[16];
        std::snprintf(base, sizeof base, "bnch%02d", i);
        for (const auto& [suffix, anim] : {std::pair{"aa", &idle}, std::pair{"ab", &walk}, std::pair{"at", &run}}) {
            const std::string path = (dir / (std::string(base) + suffix + ".frm")).string();
            const std::vector<uint8_t> bytes = writeFrm(*anim, defaultPalette(), path);
            std::ofstream(path, std::ios::binary)
                .write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
        }
    }
    return dir.string();
}

// One iteration: `gaitlab accept DIR --jobs N --out OUT` over state.range(0) sets with state.range(1) jobs.
void BM_AcceptFolder(benchmark::State& state) {
    const int sets = static_cast<int>(state.range(0));
    const std::string folder = generatedFolder(sets);
    const std::string out = folder + "_out";
    for (auto _ : state) {
        std::ostringstream o, e;
        const int status = runCli({"accept", folder, "--jobs", std::to_string(state.range(1)), "--out", out}, o, e);
        if (status == 2) state.SkipWithError(e.str().c_str());
        keep(status);
    }
    state.counters["s_per_set"] =
        benchmark::Counter(static_cast<double>(sets),
                           benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
    state.SetLabel(std::to_string(sets) + " generated Fallout-sized sets, 17 rows each");
    std::error_code ec;
    fs::remove_all(out, ec);
}
BENCHMARK(BM_AcceptFolder)->Args({4, 1})->Args({8, 2})->Iterations(1)->UseRealTime()->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gaitlab::bench
