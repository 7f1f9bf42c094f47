// The extraction, merge and substitution acceptance route (DECISIONS "Visual acceptance matrix"): the sheets the
// demo builds (D9) and the `sheet-ops` render scenario, checked from its trace: entering the seam (the first
// appended frame) the sprite never moves by more than the largest single-frame delta on either axis, and by
// exactly the original delta when coming from the frame before; the merged sheet's T equals the original's.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <nlohmann/json.hpp>

#include "app/headless/headless_render.h"
#include "app/scene/scenarios.h"
#include "app/scene/sheet_ops_demo.h"
#include "engine/formats/fofrm_reader.h"

using namespace gaitlab;

namespace {

namespace fs = std::filesystem;

SpriteAnimation deltas(const std::vector<ipos>& d) {
    SpriteAnimation anim;
    anim.name = "walk";
    anim.fps = 10;
    SpriteSheet sheet;
    for (const ipos& p : d) {
        SpriteFrame f;
        f.next_x = static_cast<int16_t>(p.x);
        f.next_y = static_cast<int16_t>(p.y);
        sheet.frames.push_back(f);
    }
    sheet.anim_ms = 400;
    sheet.rebuildCycle();
    anim.dirs.push_back(sheet);
    return anim;
}

nlohmann::json readJson(const fs::path& path) {
    std::ifstream in(path);
    return nlohmann::json::parse(in);
}

}  // namespace

TEST_CASE("the demo's merge gives back the original deltas and T with both axes rebased") {
    // d = (3,1) (2,2) (1,3) (4,0): T = (10,6); halves T_base = (5,3); accum[2] = (6,6).
    const SheetOpsDemo demo = buildSheetOpsDemo(deltas({{3, 1}, {2, 2}, {1, 3}, {4, 0}}));
    CHECK(demo.seam == 2);
    CHECK(demo.base.dirs[0].cycle.total == ipos(5, 3));
    CHECK(demo.extra.dirs[0].frames[0].next_x == 6);
    CHECK(demo.extra.dirs[0].frames[0].next_y == 6);
    const SpriteSheet& merged = demo.merged.dirs[0];
    REQUIRE(merged.frameCount() == 4);
    // First appended frame: (6,6) - (5,3) = (1,3), the original d[2]. The engine's bug would give (6-3, 6) = (3,6).
    CHECK(merged.frames[2].next_x == 1);
    CHECK(merged.frames[2].next_y == 3);
    CHECK(merged.cycle.total == ipos(10, 6));
    CHECK(merged.anim_ms == 400);
    // firstFrame keeps d[0]; lastFrame's single delta is T; the substituted run has the merged cycle.
    CHECK(demo.first.dirs[0].frames[0].next_x == 3);
    CHECK(demo.first.dirs[0].frames[0].next_y == 1);
    CHECK(demo.last.dirs[0].frames[0].next_x == 10);
    CHECK(demo.last.dirs[0].frames[0].next_y == 6);
    CHECK(demo.run.name == "run");
    CHECK(demo.run.dirs[0].cycle.total == ipos(10, 6));
}

TEST_CASE("sheet-ops scenario: no jump at the seam on either axis and the merged T equals the original") {
    const fs::path out = fs::temp_directory_path() / ("gaitlab_sheet_ops_" + std::to_string(std::random_device{}()));
    RenderOptions options;
    options.scenario = "sheet-ops";
    options.seconds = 5.0;
    options.out_dir = out.string();
    options.every = 250;
    options.width = 320;
    options.height = 240;
    options.overlay = false;
    std::ostringstream log;
    REQUIRE_MESSAGE(runHeadlessRender(options, log) == 0, log.str());

    // The original walk, read independently of the library.
    const SpriteAnimation walk = loadFofrm(std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid/walk.fofrm");
    const int seam = walk.dirs[0].frameCount() / 2;

    const nlohmann::json report = readJson(out / "sheet_ops.json");
    REQUIRE(report["directions"].size() == walk.dirs.size());
    for (std::size_t d = 0; d < walk.dirs.size(); ++d) {
        const ipos t = walk.dirs[d].cycle.total;
        CHECK(report["directions"][d]["T_merged"] == nlohmann::json::array({t.x, t.y}));
        CHECK(report["directions"][d]["T_run_substituted"] == nlohmann::json::array({t.x, t.y}));
        const SpriteFrame& f = walk.dirs[d].frames[static_cast<std::size_t>(seam)];
        CHECK(report["directions"][d]["seam_delta_merged"] == nlohmann::json::array({f.next_x, f.next_y}));
    }

    const nlohmann::json rows = readJson(out / "trace.json");
    REQUIRE(rows.size() == 500);
    int seams = 0;
    bool saw_walk = false;
    bool saw_run = false;
    bool saw_idle = false;
    bool diagonal = false;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        const nlohmann::json& prev = rows[i - 1];
        const nlohmann::json& row = rows[i];
        const std::string anim = row["anim"];
        saw_walk = saw_walk || anim == "walk";
        saw_run = saw_run || anim == "run";
        saw_idle = saw_idle || (anim == "idle" && i > 100);
        if (!row["moving"].get<bool>() || !prev["moving"].get<bool>() || anim == "idle" || prev["anim"] == "idle")
            continue;
        const int dir = row["dir"];
        REQUIRE(dir >= 0);
        REQUIRE(dir < 6);
        const SpriteSheet& original = walk.dirs[static_cast<std::size_t>(dir)];
        diagonal = diagonal || (original.cycle.total.x != 0 && original.cycle.total.y != 0);
        int max_x = 0;
        int max_y = 0;
        for (const SpriteFrame& f : original.frames) {
            max_x = std::max(max_x, std::abs(static_cast<int>(f.next_x)));
            max_y = std::max(max_y, std::abs(static_cast<int>(f.next_y)));
        }
        const int jump_x = std::abs(row["sprite_world"][0].get<int>() - prev["sprite_world"][0].get<int>());
        const int jump_y = std::abs(row["sprite_world"][1].get<int>() - prev["sprite_world"][1].get<int>());
        CAPTURE(i);
        CAPTURE(anim);
        if (row["frame"] != seam || prev["frame"] == seam) continue;
        // Entering the first appended frame: never more than the largest single-frame delta on either axis.
        CHECK(jump_x <= max_x);
        CHECK(jump_y <= max_y);
        if (prev["frame"] == seam - 1) {
            // The first appended frame advances the sprite by exactly the original d[seam].
            const SpriteFrame& f = original.frames[static_cast<std::size_t>(seam)];
            CHECK(row["sprite_world"][0].get<int>() - prev["sprite_world"][0].get<int>() == f.next_x);
            CHECK(row["sprite_world"][1].get<int>() - prev["sprite_world"][1].get<int>() == f.next_y);
            ++seams;
        }
    }
    CHECK(diagonal);
    CHECK(seams >= 2);
    CHECK(saw_walk);
    CHECK(saw_run);
    CHECK(saw_idle);
    fs::remove_all(out);
}
