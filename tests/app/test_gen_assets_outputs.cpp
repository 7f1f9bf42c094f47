// `gaitlab gen-assets` needs --out and never replaces a file it did not write or that changed since it wrote it
// (app/assetgen/gen_assets.h): a second run into the same folder changes nothing, a user's edit refuses the run,
// an earlier unchanged output is replaced with --force only. The folder is a fresh temp folder per case.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <span>
#include <sstream>
#include <string>

#include "../engine/sprite_fixtures.h"
#include "app/assetgen/gen_assets.h"
#include "app/files/output_record.h"
#include "cli_capture.h"
#include "engine/base/file_read.h"

namespace {

namespace fs = std::filesystem;

struct GenOut : fixtures::TempDir {
    const fs::path& dir = path;
    GenOut() : TempDir("gen-out") { fs::remove(path); }  // gen-assets creates its --out
};

std::string genText(const fs::path& path) { return gaitlab::readRegularText(path.string(), 64u << 20); }

/// Regular files under `dir`.
std::size_t generatedCount(const fs::path& dir) {
    std::size_t n = 0;
    for (const auto& entry : fs::recursive_directory_iterator(dir)) n += entry.is_regular_file() ? 1 : 0;
    return n;
}

}  // namespace

TEST_CASE("gen-assets without --out is refused and writes nothing") {
    const gaitlab::testing::CliRun r = gaitlab::testing::runCliCaptured({"gen-assets"});
    CHECK(r.code == 2);
    CHECK(r.err.find("--out is required") != std::string::npos);
    CHECK(r.out.find("wrote") == std::string::npos);
}

TEST_CASE("gen-assets leaves its own unchanged files alone and refuses over a user's edit") {
    GenOut g;
    std::ostringstream first;
    REQUIRE(gaitlab::generateAssets(g.dir.string(), first) == 0);
    const std::size_t files = generatedCount(g.dir);
    const std::string summary =
        "wrote " + std::to_string(files) + " file(s), 0 unchanged, into " + g.dir.string() + "\n";
    REQUIRE(first.str().size() > summary.size());
    CHECK(first.str().substr(first.str().size() - summary.size()) == summary);
    CHECK(first.str().find("wrote " + (g.dir / "maps/demo.json").string() + "\n") != std::string::npos);

    // Hot reload invites editing these files: the edit survives the next run, with or without --force.
    const fs::path grass = g.dir / "tiles/grass.png";
    const fs::path demo = g.dir / "maps/demo.json";
    const std::string generated_demo = genText(demo);
    { std::ofstream(demo, std::ios::app) << "\n"; }
    for (const bool force : {false, true}) {
        std::ostringstream log;
        CHECK(gaitlab::generateAssets(g.dir.string(), log, force) == 2);
        CHECK(log.str() == "gen-assets failed: 1 file(s) refused, nothing was written:\n  " + demo.string() +
                               ": exists, and gaitlab gen-assets did not write it or it changed since; nothing was "
                               "written; choose another output or move the file away\n");
        CHECK(genText(demo) == generated_demo + "\n");
    }

    // An earlier gen-assets output unchanged since: replaced with --force only. (The generator is
    // reproducible, so the earlier output is made by recording other bytes as gen-assets'.)
    const std::string earlier = "an earlier generator's map";
    { std::ofstream(demo, std::ios::trunc) << earlier; }
    REQUIRE(gaitlab::recordOutput(fs::weakly_canonical(demo).string(), "gen-assets",
                                  std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(earlier.data()),
                                                           earlier.size()))
                .empty());
    std::ostringstream without;
    CHECK(gaitlab::generateAssets(g.dir.string(), without) == 2);
    CHECK(without.str().find(demo.string() + ": exists (an earlier output of gaitlab gen-assets); nothing was "
                                             "written; --force overwrites it") != std::string::npos);
    CHECK(genText(demo) == earlier);
    std::ostringstream with;
    CHECK(gaitlab::generateAssets(g.dir.string(), with, true) == 0);
    CHECK(with.str() == "wrote " + demo.string() + "\nwrote 1 file(s), " + std::to_string(files - 1) +
                            " unchanged, into " + g.dir.string() + "\n");
    CHECK(genText(demo) == generated_demo);
    CHECK(fs::is_regular_file(grass));
    CHECK(generatedCount(g.dir) == files);
}
