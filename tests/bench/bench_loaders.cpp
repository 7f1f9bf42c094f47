// Load speed of the sprite formats and the tactics JSON (MB/s and files/s): the shipped walk (FOFRM and its PNG
// headers), the same walk written as FRM and as .gsprite into a per-process temp folder, a PNG strip through the
// importer (walk.png#8x6), and the shipped tactics-sprite-data.json. Bytes are the main file's;
// files/s counts every file a load opens.
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/commands/sprite_input.h"
#include "app/image_file.h"
#include "engine/baked_sprite.h"
#include "engine/fofrm_reader.h"
#include "engine/frm_reader.h"
#include "engine/frm_writer.h"
#include "engine/palette.h"
#include "engine/sprite_loader.h"
#include "engine/tactics/atlas_loader.h"
#include "render/rgba_image.h"
#include "tests/bench/bench_common.h"

namespace gaitlab::bench {
namespace {

namespace fs = std::filesystem;

const std::string kWalk = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid/walk.fofrm";

// The temp folder of this process, removed at exit.
const std::string& tempDir() {
    static const struct Dir {
        std::string path = (fs::temp_directory_path() / ("gaitlab_bench_" + std::to_string(getpid()))).string();
        Dir() { fs::create_directories(path); }
        ~Dir() {
            std::error_code ec;
            fs::remove_all(path, ec);
        }
    } dir;
    return dir.path;
}

void writeFile(const std::string& path, const std::vector<uint8_t>& bytes) {
    std::ofstream out(path, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

std::size_t sizeOf(const std::string& path) {
    std::error_code ec;
    const auto size = fs::file_size(path, ec);
    return ec ? 0 : static_cast<std::size_t>(size);
}

// The walk with its pixels in memory, as bake and export-frm read it.
const SpriteAnimation& walkPixels() {
    static const SpriteAnimation walk = readSpriteInput(kWalk, std::nullopt, true);
    return walk;
}

template <typename Load>
void loadLoop(benchmark::State& state, std::size_t bytes, Load&& load, double files = 1.0) {
    for (auto _ : state) {
        const SpriteAnimation anim = load();
        keep(anim.dirs.size());
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
    state.counters["files_per_s"] = benchmark::Counter(files, benchmark::Counter::kIsIterationInvariantRate);
}

void BM_LoadFofrm(benchmark::State& state) {
    std::set<std::string> files{kWalk};
    for (const SpriteSheet& sheet : loadFofrm(kWalk).dirs)
        for (const SpriteFrame& frame : sheet.frames)
            if (!frame.image.empty()) files.insert(frame.image);
    // The PNG frames are opened for their size only: the bytes are the .fofrm's, the files all of them.
    state.SetLabel("walk.fofrm + " + std::to_string(files.size() - 1) + " PNG headers");
    loadLoop(
        state, sizeOf(kWalk), [] { return loadFofrm(kWalk); }, static_cast<double>(files.size()));
}
BENCHMARK(BM_LoadFofrm)->Unit(benchmark::kMicrosecond);

void BM_LoadFrm(benchmark::State& state) {
    const std::string path = tempDir() + "/walk.frm";
    writeFile(path, writeFrm(walkPixels(), defaultPalette(), path));
    loadLoop(state, sizeOf(path), [&] { return loadFrm(path, &defaultPalette()); });
}
BENCHMARK(BM_LoadFrm)->Unit(benchmark::kMicrosecond);

void BM_LoadGsprite(benchmark::State& state) {
    const std::string path = tempDir() + "/walk.gsprite";
    writeFile(path, writeBakedSprite(walkPixels(), path));
    loadLoop(state, sizeOf(path), [&] { return loadBakedSprite(path); });
}
BENCHMARK(BM_LoadGsprite)->Unit(benchmark::kMicrosecond);

// The walk's six directions as the rows of one PNG grid of 8 columns (each cell the largest frame's size).
void BM_LoadPngStrip(benchmark::State& state) {
    const SpriteAnimation& walk = walkPixels();
    int cell_w = 1, cell_h = 1, columns = 1;
    for (const SpriteSheet& sheet : walk.dirs) {
        columns = std::max(columns, sheet.frameCount());
        for (const SpriteFrame& frame : sheet.frames) {
            cell_w = std::max(cell_w, frame.width);
            cell_h = std::max(cell_h, frame.height);
        }
    }
    const int rows = static_cast<int>(walk.dirs.size());
    RgbaImage grid(cell_w * columns, cell_h * rows);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < walk.dirs[r].frameCount(); ++c) {
            const SpriteFrame& frame = walk.dirs[r].frames[c];
            for (int y = 0; y < frame.height; ++y)
                for (int x = 0; x < frame.width; ++x)
                    for (int k = 0; k < 4; ++k)
                        grid.pixels[((r * cell_h + y) * grid.width + c * cell_w + x) * 4 + k] =
                            frame.rgba[(y * frame.width + x) * 4 + k];
        }
    const std::string path = tempDir() + "/walk.png";
    if (const std::string error = savePng(grid, path); !error.empty()) {
        state.SkipWithError(error.c_str());
        return;
    }
    const std::string selector = path + "#" + std::to_string(columns) + "x" + std::to_string(rows);
    // The engine reads the PNG's header and cuts the grid; the app decodes the pixels later: no MB/s here.
    state.SetLabel("walk.png#" + std::to_string(columns) + "x" + std::to_string(rows) + ", header and cells");
    loadLoop(state, 0, [&] { return loadSprite(selector); });
}
BENCHMARK(BM_LoadPngStrip)->Unit(benchmark::kMicrosecond);

void BM_LoadTacticsJson(benchmark::State& state) {
    const std::string path = std::string(GAITLAB_ASSET_DIR) + "/tactics/tactics-sprite-data.json";
    for (auto _ : state) {
        const tactics::Atlas atlas = tactics::loadAtlas(path);
        keep(atlas.cells.size());
    }
    state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * sizeOf(path)));
    state.counters["files_per_s"] = benchmark::Counter(1.0, benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_LoadTacticsJson)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace gaitlab::bench
