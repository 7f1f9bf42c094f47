// Foot contacts detected from the generated humanoid's pixels agree with the contacts.json the generator wrote
// (DECISIONS "Foot contacts", D23, D28), and `gaitlab contacts` writes a sidecar that reads back.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "../engine/sprite_fixtures.h"
#include "app/cli.h"
#include "app/commands/sprite_input.h"
#include "engine/base/json_reader.h"
#include "engine/gait/animation_metrics.h"
#include "engine/gait/contact_sidecar.h"
#include "engine/gait/contacts.h"
#include "engine/gait/figure_pixels.h"

namespace {

namespace fs = std::filesystem;
using gaitlab::FootState;

const std::string kGeneratedHumanoidDir = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";

}  // namespace

// The stance found from the generated humanoid's pixels against the one its contacts.json makes (the generator's
// own planted points, DECISIONS "Foot contacts"): at every picture change both judge, the planted sole's motion
// agrees within 1 px, and most changes are judged from the pixels. The messages print the figures per animation
// and direction.
TEST_CASE("the stance detected from the generated walk and run agrees with contacts.json within 1 px") {
    const gaitlab::ContactSidecar truth = gaitlab::readContactSidecar(kGeneratedHumanoidDir + "/contacts.json");
    int steps = 0;
    int judged = 0;
    int compared = 0;
    for (const char* name : {"walk", "run"}) {
        const gaitlab::SpriteAnimation anim =
            gaitlab::readSpriteInput(kGeneratedHumanoidDir + "/" + name + ".fofrm", std::nullopt, true);
        REQUIRE(anim.dirs.size() == 6);
        const gaitlab::GroundShadow shadow = gaitlab::animationShadow(anim);
        CHECK(shadow.describe() == "none");
        for (int d = 0; d < 6; ++d) {
            const gaitlab::SpriteSheet& sheet = anim.dirs[static_cast<std::size_t>(d)];
            std::vector<uint64_t> ids;
            for (const gaitlab::SpriteFrame& f : sheet.frames) ids.push_back(gaitlab::frameImageId(f));
            const gaitlab::ipos travel =
                gaitlab::stanceTravel(anim, static_cast<std::size_t>(d), gaitlab::HexGeometry{});
            const gaitlab::SheetContacts found = gaitlab::detectSheetContacts(sheet, travel, shadow, ids);
            const gaitlab::SheetContacts* t = truth.find(name, d);
            REQUIRE(t != nullptr);
            const gaitlab::SheetStance expected = gaitlab::stanceFromContacts(sheet, t->frames, travel, ids);
            REQUIRE(found.stance.steps.size() == expected.steps.size());
            int dir_judged = 0;
            int worst = 0;
            std::string worst_at;
            for (std::size_t k = 0; k < found.stance.steps.size(); ++k) {
                const gaitlab::StanceStep& f = found.stance.steps[k];
                const gaitlab::StanceStep& e = expected.steps[k];
                CHECK(f.from == e.from);
                ++steps;
                if (!f.shift) continue;
                ++judged;
                ++dir_judged;
                if (!e.shift) continue;
                ++compared;
                const gaitlab::ipos diff = *f.shift - *e.shift;
                if (std::max(std::abs(diff.x), std::abs(diff.y)) > worst) {
                    worst = std::max(std::abs(diff.x), std::abs(diff.y));
                    worst_at = " at " + std::to_string(f.from) + ">" + std::to_string(f.to) + ": (" +
                               std::to_string(f.shift->x) + ", " + std::to_string(f.shift->y) + ") against (" +
                               std::to_string(e.shift->x) + ", " + std::to_string(e.shift->y) + ")";
                }
            }
            MESSAGE(std::string(name) << " direction " << d << ": " << dir_judged << " of " << found.stance.steps.size()
                                      << " picture changes judged, worst difference from contacts.json " << worst
                                      << " px" << worst_at);
            CHECK(worst <= 1);
        }
    }
    CHECK(judged * 4 >= steps * 3);  // at least three quarters judged from the pixels
    CHECK(compared * 2 >= steps);
}

TEST_CASE("the shipped contacts.json reads and writes back to the same values") {
    // The reader's JSON object keeps keys sorted, so the animations come back in name order.
    const std::string text = gaitlab::readJsonFile(kGeneratedHumanoidDir + "/contacts.json", "contacts");
    const std::string again = gaitlab::contactSidecarJson(gaitlab::parseContactSidecar(text, "contacts.json"));
    CHECK(nlohmann::json::parse(again) == nlohmann::json::parse(text));
}

TEST_CASE("gaitlab contacts on an FRM writes a sidecar that reads back") {
    using namespace fixtures;
    const TempDir tmp("contacts_cmd");
    // 24x10 frames, default palette index 181 (red) for two 5x3 feet at columns 4..8 and 14..18, rows 7..9;
    // The same picture in every frame: no picture change, so no stance to judge; the feet are found, undecided.
    FrmFrame frame;
    frame.w = 24;
    frame.h = 10;
    frame.indices.assign(240, 0);
    for (int r = 7; r <= 9; ++r) {
        for (int c : {4, 5, 6, 7, 8, 14, 15, 16, 17, 18}) frame.indices[static_cast<std::size_t>(r * 24 + c)] = 181;
    }
    FrmHeader h;
    h.count = 3;
    const std::vector<std::vector<FrmFrame>> dirs(6, std::vector<FrmFrame>(3, frame));
    const std::string frm = tmp.file("rat.frm");
    writeBytes(frm, frmBytes(h, dirs));
    const std::string out_file = tmp.file("rat_contacts.json");
    std::ostringstream out;
    std::ostringstream err;
    REQUIRE(gaitlab::runCli({"contacts", frm, "--out", out_file}, out, err) == 0);
    CHECK(err.str().empty());
    CHECK(out.str().find("direction 0 (NE): two feet in 3, one foot in 0 of 3 frames; left planted in none; right "
                         "planted in none; no contact data in none\n  stance: one picture throughout, nothing to "
                         "judge") != std::string::npos);
    const gaitlab::ContactSidecar back = gaitlab::readContactSidecar(out_file);
    const gaitlab::SheetContacts* c = back.find("rat", 5);
    REQUIRE(c != nullptr);
    REQUIRE(c->frames.size() == 3);
    // Root pixel (12, 10): left centre (6.5, 8.5) -> (-5.5, -1.5) -> (-6, -2); right (16.5, 8.5) -> (5, -2).
    CHECK(c->frames[1].feet[0].point == gaitlab::ipos{-6, -2});
    CHECK(c->frames[1].feet[1].point == gaitlab::ipos{5, -2});
    CHECK(c->frames[2].feet[0].state == FootState::Undecided);

    std::ostringstream out2;
    std::ostringstream err2;
    writeBytes(tmp.file("bad.frm"), Bytes{1, 2, 3});
    CHECK(gaitlab::runCli({"contacts", tmp.file("bad.frm"), "--out", out_file}, out2, err2) == 2);
    CHECK(err2.str().find("gaitlab contacts: ") == 0);
    CHECK(err2.str().find("bad.frm") != std::string::npos);
}
