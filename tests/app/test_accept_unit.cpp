// `gaitlab accept --unit` (app/accept/accept_run.h): the shipped tactics unit walks the walking scenarios and is
// measured like a critter, from poses composited from its atlas (engine/world/unit_gait_sheets.h); `--pace natural`
// scales the scenarios to the art's natural walk speed. Expected values come from the generated data by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>

#include "app/accept/accept_run.h"
#include "app/cli.h"
#include "app/commands/accept_command.h"
#include "app/files/image_file.h"
#include "engine/tactics/atlas_loader.h"
#include "engine/tactics/pose.h"
#include "engine/tactics/tactics_drive.h"
#include "engine/world/unit_gait_sheets.h"

namespace {

using gaitlab::Verdict;

const gaitlab::ArtSet kUnit{"tactics unit", "", "", "", "", true};

const gaitlab::MetricResult* metric(const std::vector<gaitlab::MetricResult>& set, const std::string& id) {
    for (const gaitlab::MetricResult& m : set)
        if (m.id == id) return &m;
    FAIL("no metric " << id);
    return nullptr;
}

std::string scenarioFile(const std::string& name) {
    return std::string(GAITLAB_ASSET_DIR) + "/scenarios/" + name + ".json";
}

}  // namespace

TEST_CASE("the tactics unit keeps its feet planted on E and W in every walking scenario accept plays") {
    for (const std::string& name : gaitlab::acceptScenarioNames()) {
        if (name.rfind("run-", 0) == 0 || name == "directions-run") continue;  // the unit has one walk, no run
        CAPTURE(name);
        const gaitlab::AcceptResult r = gaitlab::runAcceptance(kUnit, {name, 0.0, scenarioFile(name)}, {});
        REQUIRE(r.error.empty());
        REQUIRE_FALSE(r.gait.groups.empty());
        for (const gaitlab::GaitGroup& g : r.gait.groups) {
            CAPTURE(g.dir);
            // On E and W the flat stage's ground line is the screen's: the planted foot stays. On the diagonals the
            // poses, drawn for a flat stage, rise or sink with the ground line's slope, the planted foot too, and
            // the stance found in the pixels now measures that slide (DECISIONS "Gait metrics").
            const gaitlab::MetricResult* slide = metric(g.metrics, "foot_slide");
            REQUIRE(slide != nullptr);
            if (g.dir == 1 || g.dir == 4) CHECK(slide->verdict == Verdict::Pass);
            CHECK(*metric(g.metrics, "pose_drift")->value == 0.0);
            CHECK(metric(g.metrics, "lead_lag_max")->verdict == Verdict::Pass);
            for (const char* jump : {"jump_frame_change", "jump_cycle_wrap", "jump_stop", "jump_start"})
                CHECK_MESSAGE(metric(g.metrics, jump)->verdict != Verdict::Fail, jump);
        }
        CHECK(r.contact_sources.at("walk") == "detected from the composited poses");
        REQUIRE(r.animations.size() == 1);
        // What the data gives on the hex map (D15): every view's Walk moves 2 px a frame along the facing, so T.x is
        // 16 on every hex direction; the diagonals add the ground line's 12 px in y, E and W none. On E and W the
        // stride on the ground is 16 against 32 and the 8 frames' projections rel.T are multiples of 16 over a
        // dot(T,T) of 256: frame 7's interval (240, 256) holds no integer position, so the tie hides it (D2).
        const gaitlab::AnimationMetrics& walk = r.animations[0].second;
        REQUIRE(walk.dirs.size() == 6);
        for (const gaitlab::DirectionFacts& d : walk.dirs) {
            CAPTURE(d.dir);
            const bool horizontal = d.dir == 1 || d.dir == 4;
            CHECK(std::abs(d.total.x) == 16);
            CHECK(std::abs(d.total.y) == (horizontal ? 0 : 12));
            CHECK(d.stride == doctest::Approx(horizontal ? 16.0 : 32.0).epsilon(1e-5));
            CHECK(d.unreachable == (horizontal ? std::vector<int>{7} : std::vector<int>{}));
        }
        CHECK(metric(walk.metrics, "stride_spread")->verdict == Verdict::Fail);
        CHECK(metric(walk.metrics, "unreachable_frames")->verdict == Verdict::Fail);
        CHECK(metric(walk.metrics, "direction_angle")->verdict == Verdict::Pass);
    }
}

TEST_CASE("the unit's composited pose puts each tile's pixels where the draw list draws them") {
    const std::string data = std::string(GAITLAB_ASSET_DIR) + "/tactics/tactics-sprite-data.json";
    const auto atlas = std::make_shared<const gaitlab::tactics::Atlas>(gaitlab::tactics::loadAtlas(data));
    gaitlab::RgbaImage image;
    REQUIRE(gaitlab::loadPng(std::string(GAITLAB_ASSET_DIR) + "/tactics/" + atlas->image.file, image).empty());
    const std::vector<uint8_t> pixels = image.pixels;
    gaitlab::UnitGaitSheets sheets(atlas, std::move(image.pixels), gaitlab::HexGeometry{});
    const gaitlab::tactics::Animation* walk = gaitlab::tactics::findAnimation(*atlas, "Walk");
    REQUIRE(walk != nullptr);
    for (int view : {0, 2, 4, 6}) {
        CAPTURE(view);
        const gaitlab::SpriteSheet& sheet = sheets.sheet(*walk, view, 2, false, true);
        REQUIRE(sheet.frameCount() == 8);
        const gaitlab::GaitSheetInfo* info = sheets.info(&sheet);
        REQUIRE(info != nullptr);
        CHECK(info->image_ids.size() == 8);
        const gaitlab::tactics::Pose pose = gaitlab::tactics::poseAt(*atlas, *walk, view, 0);
        const gaitlab::SpriteFrame& f = sheet.frames[0];
        // The nearest tile (highest order) is drawn last: its opaque pixels are what the frame shows. The draw list
        // puts its top-left at stance + floor(x, y); the stance is 20 px above the ground point, the sprite root.
        const auto top = std::max_element(pose.tiles.begin(), pose.tiles.end(),
                                          [](const auto& a, const auto& b) { return a.order < b.order; });
        REQUIRE(top != pose.tiles.end());
        int checked = 0;
        for (int cy = 0; cy < top->cell.h; ++cy)
            for (int cx = 0; cx < top->cell.w; ++cx) {
                const int sx = top->cell.x + (top->flipX ? top->cell.w - 1 - cx : cx);
                const uint8_t* src =
                    &pixels[(static_cast<std::size_t>(top->cell.y + cy) * atlas->image.width + sx) * 4];
                if (src[3] != 255) continue;
                const int mx = static_cast<int>(std::floor(top->x)) + cx;  // from the ground point
                const int my = static_cast<int>(std::floor(top->y)) - gaitlab::kStanceAboveSoles + cy;
                // Pixel (c, r) of the frame covers (c - W/2 + ox, r - H + oy) from the root (engine/gait/contacts.h).
                const int c = mx + f.width / 2 - f.draw_offset.x;
                const int r = my + f.height - f.draw_offset.y;
                REQUIRE(c >= 0);
                REQUIRE(r >= 0);
                REQUIRE(c < f.width);
                REQUIRE(r < f.height);
                const uint8_t* dst = &f.rgba[(static_cast<std::size_t>(r) * f.width + c) * 4];
                CHECK(std::equal(src, src + 4, dst));
                ++checked;
            }
        CHECK(checked > 0);
    }
}

TEST_CASE("accept's default art pace plays the walk rows at the art's pace: 1 for the humanoid, 0.482 for the unit") {
    const gaitlab::AcceptOptions natural;  // --pace art, the default
    const gaitlab::AcceptResult h =
        gaitlab::runAcceptance({"humanoid", "", ""}, {"walk-70", 0.0, scenarioFile("walk-70")}, natural);
    REQUIRE(h.error.empty());
    CHECK(h.pace == 1.0);
    const gaitlab::AcceptResult u = gaitlab::runAcceptance(kUnit, {"walk-70", 0.0, scenarioFile("walk-70")}, natural);
    REQUIRE(u.error.empty());
    // Natural speeds, ground px/s at the art's own rate: the humanoid's walk.fofrm moves 32 ground px in every
    // direction over 9 frames at 20 fps, 450 ms: 71.11; the unit's median direction is a diagonal, 32 ground px over
    // 8 frames x 7 ticks = 933 ms (56 ticks at 60/s, whole ms), 34.30. The pace is their ratio; walk-70's 4 s
    // become 4 / pace.
    const double pace = (32.0 / 0.933) / (32.0 / 0.450);
    CHECK(u.pace == doctest::Approx(pace).epsilon(1e-4));
    CHECK(u.seconds == doctest::Approx(4.0 / pace).epsilon(1e-4));

    std::ostringstream out, err;
    CHECK(gaitlab::runCli({"accept", "--unit", "--pace", "fast", "--out", "/tmp/unused"}, out, err) == 2);
    std::ostringstream out2, err2;
    CHECK(gaitlab::runCli({"accept", "--unit", std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid/walk.fofrm",
                           "--out", "/tmp/unused"},
                          out2, err2) == 2);
    CHECK(err2.str().find("--unit takes no FILE") != std::string::npos);
}
