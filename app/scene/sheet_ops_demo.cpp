#include "app/scene/sheet_ops_demo.h"

#include <exception>
#include <fstream>
#include <limits>
#include <stdexcept>

#include "app/assets/asset_library.h"
#include "engine/sprite/sheet_ops.h"
#include "engine/world/scenario.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

SpriteAnimation sameHeader(const SpriteAnimation& anim) {
    SpriteAnimation out;
    out.name = anim.name;
    out.source = anim.source;
    out.fps = anim.fps;
    return out;
}

int16_t narrow(int value, const char* what) {
    if (value < std::numeric_limits<int16_t>::min() || value > std::numeric_limits<int16_t>::max())
        throw std::overflow_error(std::string("sheet ops demo: ") + what + " = " + std::to_string(value) +
                                  " does not fit int16 (D10)");
    return static_cast<int16_t>(value);
}

nlohmann::json vec(ipos p) { return nlohmann::json::array({p.x, p.y}); }
nlohmann::json delta(const SpriteFrame& f) { return nlohmann::json::array({f.next_x, f.next_y}); }

}  // namespace

SheetOpsDemo buildSheetOpsDemo(const SpriteAnimation& walk) {
    SheetOpsDemo demo;
    demo.original = walk;
    for (SpriteSheet& sheet : demo.original.dirs) sheet.rebuildCycle();
    demo.base = sameHeader(walk);
    demo.extra = sameHeader(walk);
    if (walk.dirs.empty()) throw std::invalid_argument("sheet ops demo: the walk has no directions");
    demo.seam = walk.dirs.front().frameCount() / 2;
    for (std::size_t d = 0; d < demo.original.dirs.size(); ++d) {
        const SpriteSheet& sheet = demo.original.dirs[d];
        if (sheet.frameCount() < 2 || sheet.frameCount() / 2 != demo.seam)
            throw std::invalid_argument("sheet ops demo: direction " + std::to_string(d) +
                                        " needs at least 2 frames and the frame count of direction 0");
        const auto seam = static_cast<std::ptrdiff_t>(demo.seam);
        SpriteSheet base;
        base.frames.assign(sheet.frames.begin(), sheet.frames.begin() + seam);
        // Ticks split by frames, as the halves of a uniformly timed clip (D7).
        base.anim_ms = sheet.anim_ms * demo.seam / sheet.frameCount();
        base.rebuildCycle();
        SpriteSheet extra;
        extra.frames.assign(sheet.frames.begin() + seam, sheet.frames.end());
        extra.anim_ms = sheet.anim_ms - base.anim_ms;
        const ipos origin_offset = sheet.cycle.accum[static_cast<std::size_t>(demo.seam)];
        extra.frames.front().next_x = narrow(origin_offset.x, "accum[seam].x");
        extra.frames.front().next_y = narrow(origin_offset.y, "accum[seam].y");
        extra.rebuildCycle();
        demo.base.dirs.push_back(std::move(base));
        demo.extra.dirs.push_back(std::move(extra));
    }
    demo.merged = merge(demo.base, demo.extra);
    demo.first = firstFrame(demo.original);
    demo.last = lastFrame(demo.original);
    AnimationSet set{{"idle", demo.first}, {"walk", demo.merged}};
    demo.run = substitute(set, "run", "walk").at("run");
    return demo;
}

SheetOpsDemo applySheetOpsDemo(AssetLibrary& assets, int critter) {
    const CritterAnimations anims = assets.humanoid();
    if (!anims.walk) throw std::invalid_argument("sheet ops demo: no walk animation is loaded");
    SheetOpsDemo demo = buildSheetOpsDemo(assets.withPixels(*anims.walk));
    // firstFrame's one frame is the walk's frame 0 and keeps its pixels; the sheets carry their own rgba.
    assets.assignAnimation(critter, CritterAnim::Walk, demo.merged);
    assets.assignAnimation(critter, CritterAnim::Idle, demo.first);
    assets.assignAnimation(critter, CritterAnim::Run, demo.run);
    return demo;
}

nlohmann::json sheetOpsJson(const SheetOpsDemo& demo) {
    nlohmann::json dirs = nlohmann::json::array();
    const auto s = static_cast<std::size_t>(demo.seam);
    for (std::size_t d = 0; d < demo.original.dirs.size(); ++d) {
        dirs.push_back({{"dir", d},
                        {"frame_count", demo.original.dirs[d].frameCount()},
                        {"seam", demo.seam},
                        {"T_original", vec(demo.original.dirs[d].cycle.total)},
                        {"T_base", vec(demo.base.dirs[d].cycle.total)},
                        {"T_extra", vec(demo.extra.dirs[d].cycle.total)},
                        {"T_merged", vec(demo.merged.dirs[d].cycle.total)},
                        {"T_run_substituted", vec(demo.run.dirs[d].cycle.total)},
                        {"seam_delta_original", delta(demo.original.dirs[d].frames[s])},
                        {"seam_delta_extra", delta(demo.extra.dirs[d].frames[0])},
                        {"seam_delta_merged", delta(demo.merged.dirs[d].frames[s])},
                        {"first_frame_delta", delta(demo.first.dirs[d].frames[0])},
                        {"last_frame_delta", delta(demo.last.dirs[d].frames[0])}});
    }
    return {{"source", demo.original.source}, {"seam", demo.seam}, {"directions", dirs}};
}

std::string startSheetOps(World& world, AssetLibrary& assets) {
    if (world.critters().empty()) return "sheet-ops: the world has no critter";
    try {
        (void)applySheetOpsDemo(assets, world.selected());
    } catch (const std::exception& e) {
        return std::string("sheet-ops: ") + e.what();
    }
    return world.startScenario(makeScenario("sheet-ops"));
}

bool writeSheetOpsReport(const AssetLibrary& assets, const std::string& dir, std::string& error) {
    const std::string path = dir + "/sheet_ops.json";
    const CritterAnimations anims = assets.humanoid();
    try {
        if (!anims.walk) throw std::invalid_argument("no walk animation is loaded");
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out << sheetOpsJson(buildSheetOpsDemo(*anims.walk)).dump(2) << '\n';
        if (!out) throw std::runtime_error("cannot write the file");
    } catch (const std::exception& e) {
        error = path + ": " + e.what();
        return false;
    }
    return true;
}

std::string sheetOpsSummary(const SheetOpsDemo& demo) {
    bool same = true;
    for (std::size_t d = 0; d < demo.original.dirs.size(); ++d)
        same = same && demo.merged.dirs[d].cycle.total == demo.original.dirs[d].cycle.total;
    return "sheet ops: walk = merge(frames 0.." + std::to_string(demo.seam - 1) + ", frames " +
           std::to_string(demo.seam) + "..), idle = firstFrame(walk), run = walk (substitute); merged T " +
           (same ? "equals" : "DIFFERS FROM") + " the original T in every direction";
}

}  // namespace gaitlab
