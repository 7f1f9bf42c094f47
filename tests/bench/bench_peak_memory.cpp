// Peak memory of the heavy cases: the real program in a child process, its peak resident set (wait4's ru_maxrss) as
// the counter peak_MB, one run each (a figure, not a timing). Recordings stream through their encoders
// (DECISIONS "Recordings"), --jobs is capped by the cores and the memory, and what a sprite resource rebuilds from a
// few bytes stops at kMaxRebuiltBytes (DECISIONS "Sprite resource"): these figures show each bound holds.
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/bench/bench_common.h"
#include "tests/engine/sprite_resource_bytes.h"

extern char** environ;

namespace gaitlab::bench {
namespace {

namespace fs = std::filesystem;

/// A fresh scratch folder of this bench's own.
fs::path scratch(const std::string& name) {
    const fs::path dir = fs::temp_directory_path() / ("gaitlab_bench_peak_" + std::to_string(::getpid())) / name;
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

/// Runs the program with `args` in `dir` (its output thrown away) and returns its peak resident set, MB; -1 when it
/// could not be started or ended with a status other than 0 or 1 (a failing verdict is still a run).
double peakMegabytes(const std::vector<std::string>& args, const fs::path& dir) {
    std::vector<std::string> all{GAITLAB_PROGRAM};
    all.insert(all.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (std::string& a : all) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addchdir_np(&actions, dir.c_str());
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const int started = posix_spawn(&pid, all[0].c_str(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (started != 0) return -1.0;
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) > 1) return -1.0;
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

void reportPeak(benchmark::State& state, const std::vector<std::string>& args, const fs::path& dir) {
    double peak = 0.0;
    for (auto _ : state) peak = peakMegabytes(args, dir);
    if (peak < 0.0) state.SkipWithError("the program did not run to the end");
    state.counters["peak_MB"] = peak;
}

/// The shipped walk with its PNGs named by absolute path, so a copy can sit in any folder.
std::string movableWalk() {
    const std::string humanoid = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid/";
    std::ifstream in(humanoid + "walk.fofrm");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (std::size_t at = text.find("= walk/"); at != std::string::npos; at = text.find("= walk/", at + 2))
        text.replace(at + 2, 5, humanoid + "walk/");
    return text;
}

// 150 frames of 1280x720 (6 s, a frame every 40 ms) as GIF and WebP: 1.5 GB when the encoders held every frame.
void BM_PeakMemory_Recording720p6s(benchmark::State& state) {
    reportPeak(state,
               {"render", "--scenario", "default", "--seconds", "6", "--size", "1280x720", "--every", "4", "--gif",
                "a.gif", "--webp", "a.webp", "--out", "r"},
               scratch("rec720"));
}
BENCHMARK(BM_PeakMemory_Recording720p6s)->Iterations(1)->Unit(benchmark::kSecond);

// 4 frames of 8192x8192 (the recording's 1 GiB of frames) as GIF and WebP: 3.8 GB before; now the render's own
// buffers, then libwebp's canvases.
void BM_PeakMemory_Recording8192(benchmark::State& state) {
    reportPeak(state,
               {"render", "--scenario", "default", "--seconds", "0.2", "--size", "8192x8192", "--every", "2", "--gif",
                "b.gif", "--webp", "b.webp", "--out", "r"},
               scratch("rec8192"));
}
BENCHMARK(BM_PeakMemory_Recording8192)->Iterations(1)->Unit(benchmark::kSecond);

// accept --jobs 256 on 16 sets: capped at the cores.
void BM_PeakMemory_AcceptJobs256(benchmark::State& state) {
    const fs::path dir = scratch("jobs");
    for (int i = 0; i < 16; ++i) {
        fs::create_directories(dir / "art" / ("set" + std::to_string(i)));
        std::ofstream(dir / "art" / ("set" + std::to_string(i)) / "walk.fofrm") << movableWalk();
    }
    reportPeak(state, {"accept", "art", "--scenario", "walk-70", "--seconds", "1", "--jobs", "256", "--out", "out"},
               dir);
}
BENCHMARK(BM_PeakMemory_AcceptJobs256)->Iterations(1)->Unit(benchmark::kSecond);

// A 62-byte sprite resource whose mesh frame rebuilds a 4096x4096 picture (64 MiB, the most a record may rebuild):
// what a few bytes can cost accept now (an 8191x8191 one cost 2.35 GB and is refused).
void BM_PeakMemory_AcceptMeshResource(benchmark::State& state) {
    const fs::path dir = scratch("mesh");
    testing::ResourceBytes r;
    r.header(1, 100, 1)
        .frame(0, 0, 4, 3, 0, 0, std::vector<uint8_t>(4 * 3 * 4, 200))
        .mesh(4096, 4096, 3, 2, {{0, 0}, {4, 0}, {4, 3}, {0, 3}}, {0, 1, 2, 0, 2, 3})
        .footer();
    std::ofstream(dir / "walk.frm", std::ios::binary)
        .write(reinterpret_cast<const char*>(r.b.data()), static_cast<std::streamsize>(r.b.size()));
    reportPeak(state, {"accept", "walk.frm", "--scenario", "walk-70", "--seconds", "1", "--out", "out"}, dir);
}
BENCHMARK(BM_PeakMemory_AcceptMeshResource)->Iterations(1)->Unit(benchmark::kSecond);

}  // namespace
}  // namespace gaitlab::bench
