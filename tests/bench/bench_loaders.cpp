// Load speed of the sprite formats and the tactics JSON (MB/s and files/s): the shipped walk (FOFRM and its PNG
// headers), the same walk written as FRM and as a sprite resource into a per-process temp folder, the
// importers (walk.png#8x6, an Aseprite export and a Flare file over it), and the shipped tactics-sprite-data.json. Bytes are the main file's;
// files/s counts every file a load opens.
#include <algorithm>
#include <exception>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/commands/sprite_input.h"
#include "app/files/image_file.h"
#include "engine/formats/fofrm_reader.h"
#include "engine/formats/frm_reader.h"
#include "engine/formats/frm_writer.h"
#include "engine/formats/palette.h"
#include "engine/formats/sprite_resource.h"
#include "engine/gait/sprite_loader.h"
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
    if (bytes > 0) state.SetBytesProcessed(static_cast<int64_t>(state.iterations() * bytes));
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

void BM_LoadSpriteResource(benchmark::State& state) {
    const std::string path = tempDir() + "/walk.baked.frm";
    writeFile(path, writeSpriteResource(walkPixels(), path));
    loadLoop(state, sizeOf(path), [&] { return loadSpriteResource(path); });
}
BENCHMARK(BM_LoadSpriteResource)->Unit(benchmark::kMicrosecond);

// The walk's six directions as the rows of one PNG grid (each cell the largest frame's size), written once.
struct WalkGrid {
    std::string png;
    int columns = 1;
    int rows = 1;
    ipos cell{1, 1};
    std::string error;
};

const WalkGrid& walkGrid() {
    static const WalkGrid grid = [] {
        WalkGrid g;
        const SpriteAnimation& walk = walkPixels();
        for (const SpriteSheet& sheet : walk.dirs) {
            g.columns = std::max(g.columns, sheet.frameCount());
            for (const SpriteFrame& frame : sheet.frames)
                g.cell = {std::max(g.cell.x, frame.width), std::max(g.cell.y, frame.height)};
        }
        g.rows = static_cast<int>(walk.dirs.size());
        RgbaImage image(g.cell.x * g.columns, g.cell.y * g.rows);
        for (int r = 0; r < g.rows; ++r)
            for (int c = 0; c < walk.dirs[r].frameCount(); ++c) {
                const SpriteFrame& frame = walk.dirs[r].frames[c];
                for (int y = 0; y < frame.height; ++y)
                    for (int x = 0; x < frame.width; ++x)
                        for (int k = 0; k < 4; ++k)
                            image.pixels[((r * g.cell.y + y) * image.width + c * g.cell.x + x) * 4 + k] =
                                frame.rgba[(y * frame.width + x) * 4 + k];
            }
        g.png = tempDir() + "/walk.png";
        g.error = savePng(image, g.png);
        return g;
    }();
    return grid;
}

// The importers read the definition and the PNG's header and cut the cells; the app decodes the pixels later, so
// the bytes are the definition's (none for a bare PNG grid).
void importLoop(benchmark::State& state, const std::string& path, const std::string& selector, std::size_t bytes,
                double files) {
    if (!walkGrid().error.empty()) {
        state.SkipWithError(walkGrid().error.c_str());
        return;
    }
    try {
        (void)loadSprite(path + selector);
    } catch (const std::exception& e) {
        state.SkipWithError(e.what());
        return;
    }
    loadLoop(
        state, bytes, [&] { return loadSprite(path + selector); }, files);
}

void BM_LoadPngGrid(benchmark::State& state) {
    const WalkGrid& grid = walkGrid();
    importLoop(state, grid.png, "#" + std::to_string(grid.columns) + "x" + std::to_string(grid.rows), 0, 1.0);
}
BENCHMARK(BM_LoadPngGrid)->Unit(benchmark::kMicrosecond);

// An Aseprite JSON export of the grid: one frame per cell, a tag per direction (walk_NE ... walk_NW).
void BM_LoadAseprite(benchmark::State& state) {
    const WalkGrid& grid = walkGrid();
    const char* dirs[6] = {"NE", "E", "SE", "SW", "W", "NW"};
    std::string frames, tags;
    for (int r = 0; r < grid.rows; ++r) {
        for (int c = 0; c < grid.columns; ++c)
            frames += std::string(frames.empty() ? "" : ",") +
                      "{\"frame\": {\"x\": " + std::to_string(c * grid.cell.x) +
                      ", \"y\": " + std::to_string(r * grid.cell.y) + ", \"w\": " + std::to_string(grid.cell.x) +
                      ", \"h\": " + std::to_string(grid.cell.y) + "}, \"duration\": 100}";
        tags += std::string(tags.empty() ? "" : ",") + "{\"name\": \"walk_" + dirs[r % 6] +
                "\", \"from\": " + std::to_string(r * grid.columns) +
                ", \"to\": " + std::to_string(r * grid.columns + grid.columns - 1) + ", \"direction\": \"forward\"}";
    }
    const std::string path = tempDir() + "/walk.json";
    const std::string text = "{\"frames\": [" + frames + "], \"meta\": {\"app\": \"http://www.aseprite.org/\", " +
                             "\"image\": \"walk.png\", \"frameTags\": [" + tags + "]}}";
    writeFile(path, std::vector<uint8_t>(text.begin(), text.end()));
    importLoop(state, path, "#walk", text.size(), 2.0);
}
BENCHMARK(BM_LoadAseprite)->Unit(benchmark::kMicrosecond);

// A Flare animation file over the grid: its eight directions take the six rows and two of them again.
void BM_LoadFlare(benchmark::State& state) {
    const WalkGrid& grid = walkGrid();
    std::string text =
        "image=walk.png\n\n[walk]\nframes=" + std::to_string(grid.columns) + "\nduration=800ms\ntype=looped\n";
    for (int c = 0; c < grid.columns; ++c)
        for (int d = 0; d < 8; ++d)
            text += "frame=" + std::to_string(c) + "," + std::to_string(d) + "," + std::to_string(c * grid.cell.x) +
                    "," + std::to_string((d % grid.rows) * grid.cell.y) + "," + std::to_string(grid.cell.x) + "," +
                    std::to_string(grid.cell.y) + "," + std::to_string(grid.cell.x / 2) + "," +
                    std::to_string(grid.cell.y) + "\n";
    const std::string path = tempDir() + "/walk.txt";
    writeFile(path, std::vector<uint8_t>(text.begin(), text.end()));
    importLoop(state, path, "", text.size(), 2.0);
}
BENCHMARK(BM_LoadFlare)->Unit(benchmark::kMicrosecond);

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
