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
#include "engine/gait/contact_sidecar.h"
#include "engine/gait/contacts.h"
#include "engine/json_reader.h"

namespace {

namespace fs = std::filesystem;
using gaitlab::FootState;

const std::string kHumanoidDir = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";

struct Agreement {
    int planted = 0;          // planted foot-frames in contacts.json
    int planted_matched = 0;  // of them, detected planted within 1 px
    int no_data = 0;          // of them, without contact data
    int max_error = 0;        // Chebyshev px over planted foot-frames with data
    int wrong_calls = 0;      // a foot with data called planted where contacts.json says lifted, or the reverse
};

// Detection names the feet by screen side; contacts.json by anatomy. The pairing (kept or swapped) is chosen per
// direction, once for the whole cycle.
Agreement compare(const gaitlab::SheetContacts& found, const gaitlab::SheetContacts& truth, bool swap) {
    Agreement a;
    for (std::size_t k = 0; k < truth.frames.size(); ++k) {
        for (int foot = 0; foot < 2; ++foot) {
            const gaitlab::ContactFoot& t = truth.frames[k].feet[static_cast<std::size_t>(foot)];
            const gaitlab::ContactFoot& f = found.frames[k].feet[static_cast<std::size_t>(swap ? 1 - foot : foot)];
            const bool has = f.state == FootState::Planted || f.state == FootState::Lifted;
            if (has && (f.state == FootState::Planted) != (t.state == FootState::Planted)) ++a.wrong_calls;
            if (t.state != FootState::Planted) continue;
            ++a.planted;
            if (f.state == FootState::NoContactData) {
                ++a.no_data;
                continue;
            }
            const int err = std::max(std::abs(f.point.x - t.point.x), std::abs(f.point.y - t.point.y));
            a.max_error = std::max(a.max_error, err);
            if (err <= 1 && f.state == FootState::Planted) ++a.planted_matched;
        }
    }
    return a;
}

}  // namespace

// Points of planted feet are within 1 px of the generator's in every direction (DECISIONS "Foot contacts").
// Some calls still differ from contacts.json, which calls by the gait's phase: a swing 1 px behind its landing
// spot with its sole on the same row (walk NE, SE, SW, NW); in the run a foot under half a pixel above its
// landing spot whose lowest rows are the same pixels as the planted frame's (NE, NW, SE, SW) or lifted about a
// pixel with its sole on the same row (SE, SW); and in the run E the feet's names swap across the frames without
// two feet, so one planted foot is paired with the other one's entry. The pixels do not tell these apart, so the
// counts are pinned: a change either way shows. The messages print the agreement per animation and direction.
TEST_CASE("detected foot contacts of the generated walk and run lie within 1 px of contacts.json on planted frames") {
    // Wrong planted / lifted calls per direction (NE, E, SE, SW, W, NW), each explained above.
    const int walk_wrong[6] = {1, 0, 1, 1, 0, 1};
    const int run_wrong[6] = {2, 1, 4, 4, 0, 2};
    const gaitlab::ContactSidecar truth = gaitlab::readContactSidecar(kHumanoidDir + "/contacts.json");
    int planted = 0;
    int no_data = 0;
    for (const char* name : {"walk", "run"}) {
        const gaitlab::SpriteAnimation anim =
            gaitlab::readSpriteInput(kHumanoidDir + "/" + name + ".fofrm", std::nullopt, true);
        REQUIRE(anim.dirs.size() == 6);
        for (int d = 0; d < 6; ++d) {
            const gaitlab::SheetContacts found = gaitlab::detectSheetContacts(anim.dirs[static_cast<std::size_t>(d)]);
            const gaitlab::SheetContacts* t = truth.find(name, d);
            REQUIRE(t != nullptr);
            const Agreement kept = compare(found, *t, false);
            const Agreement swapped = compare(found, *t, true);
            const Agreement& a = kept.planted_matched >= swapped.planted_matched ? kept : swapped;
            std::ostringstream frames;
            for (std::size_t k = 0; k < found.frames.size(); ++k) {
                for (int foot = 0; foot < 2; ++foot) {
                    const auto& f = found.frames[k].feet[static_cast<std::size_t>(foot)];
                    const auto& g = t->frames[k].feet[static_cast<std::size_t>(foot)];
                    frames << " " << k << (foot == 0 ? "L" : "R") << "(" << f.point.x << "," << f.point.y << " "
                           << gaitlab::footStateName(f.state) << " / " << g.point.x << "," << g.point.y << " "
                           << gaitlab::footStateName(g.state) << ")";
                }
            }
            INFO("detected / contacts.json:" << frames.str());
            MESSAGE(std::string(name) << " direction " << d << ": planted foot-frames " << a.planted << ", matched "
                                      << a.planted_matched << ", no contact data " << a.no_data << ", max error "
                                      << a.max_error << " px, wrong calls " << a.wrong_calls);
            CHECK(a.max_error <= 1);
            CHECK(a.wrong_calls == (std::string(name) == "walk" ? walk_wrong : run_wrong)[d]);
            planted += a.planted;
            no_data += a.no_data;
        }
    }
    // Detection declines a frame rather than guess (feet touching side by side); most planted frames have data.
    CHECK(no_data * 10 <= planted);
}

TEST_CASE("the shipped contacts.json reads and writes back to the same values") {
    // The reader's JSON object keeps keys sorted, so the animations come back in name order.
    const std::string text = gaitlab::readJsonFile(kHumanoidDir + "/contacts.json", "contacts");
    const std::string again = gaitlab::contactSidecarJson(gaitlab::parseContactSidecar(text, "contacts.json"));
    CHECK(nlohmann::json::parse(again) == nlohmann::json::parse(text));
}

TEST_CASE("gaitlab contacts on an FRM writes a sidecar that reads back") {
    using namespace fixtures;
    const TempDir tmp("contacts_cmd");
    // 24x10 frames, default palette index 181 (red) for two 5x3 feet at columns 4..8 and 14..18, rows 7..9;
    // NextX 0: both feet stay still, so both are planted in every frame.
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
    CHECK(out.str().find("direction 0 (NE): two feet in 3, one foot in 0 of 3 frames; left planted in 0 1 2; right "
                         "planted in 0 1 2; no contact data in none") != std::string::npos);
    const gaitlab::ContactSidecar back = gaitlab::readContactSidecar(out_file);
    const gaitlab::SheetContacts* c = back.find("rat", 5);
    REQUIRE(c != nullptr);
    REQUIRE(c->frames.size() == 3);
    // Root pixel (12, 10): left centre (6.5, 8.5) -> (-5.5, -1.5) -> (-6, -2); right (16.5, 8.5) -> (5, -2).
    CHECK(c->frames[1].feet[0].point == gaitlab::ipos{-6, -2});
    CHECK(c->frames[1].feet[1].point == gaitlab::ipos{5, -2});
    CHECK(c->frames[2].feet[0].state == FootState::Planted);

    std::ostringstream out2;
    std::ostringstream err2;
    writeBytes(tmp.file("bad.frm"), Bytes{1, 2, 3});
    CHECK(gaitlab::runCli({"contacts", tmp.file("bad.frm"), "--out", out_file}, out2, err2) == 2);
    CHECK(err2.str().find("gaitlab contacts: ") == 0);
    CHECK(err2.str().find("bad.frm") != std::string::npos);
}
