// `gaitlab derive-deltas` (engine/gait/derive_deltas.h, DECISIONS "Derived deltas") on broken variants of the
// shipped walk written by the test: with the humanoid's contacts it gives back exactly the deltas the generator
// authored; from the pixels alone the result still passes foot slide; an FRM's embedded frames become PNGs.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "app/accept/accept_run.h"
#include "app/cli.h"
#include "app/commands/sprite_input.h"

namespace {

namespace fs = std::filesystem;

const std::string kHumanoidDir = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";
const std::string kContacts = kHumanoidDir + "/contacts.json";

fs::path freshDir(const std::string& name) {
    const fs::path dir = fs::temp_directory_path() / ("gaitlab-derive-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

/// The shipped walk with absolute PNG paths and every NextX/NextY replaced by `scale(value)`.
std::string variant(int numerator, int denominator) {
    std::ifstream in(kHumanoidDir + "/walk.fofrm");
    std::ostringstream out;
    std::string line;
    const std::regex next(R"((next_[xy]_\d+) = (-?\d+))");
    std::smatch m;
    while (std::getline(in, line)) {
        line = std::regex_replace(line, std::regex(" = walk/"), " = " + kHumanoidDir + "/walk/");
        if (std::regex_match(line, m, next))
            line = m[1].str() + " = " + std::to_string(std::stoi(m[2].str()) * numerator / denominator);
        out << line << '\n';
    }
    return out.str();
}

gaitlab::SpriteAnimation read(const std::string& path) { return gaitlab::readSpriteInput(path, std::nullopt, false); }

int derive(const std::vector<std::string>& args) {
    std::ostringstream o, e;
    std::vector<std::string> all{"derive-deltas"};
    all.insert(all.end(), args.begin(), args.end());
    return gaitlab::runCli(all, o, e);
}

void sameDeltas(const gaitlab::SpriteAnimation& a, const gaitlab::SpriteAnimation& b) {
    REQUIRE(a.dirs.size() == b.dirs.size());
    for (std::size_t d = 0; d < a.dirs.size(); ++d) {
        CAPTURE(d);
        REQUIRE(a.dirs[d].frames.size() == b.dirs[d].frames.size());
        for (std::size_t k = 0; k < a.dirs[d].frames.size(); ++k) {
            CAPTURE(k);
            CHECK(a.dirs[d].frames[k].next_x == b.dirs[d].frames[k].next_x);
            CHECK(a.dirs[d].frames[k].next_y == b.dirs[d].frames[k].next_y);
        }
    }
}

}  // namespace

TEST_CASE("derive-deltas gives the zero-T and the short-stride walks back their authored deltas") {
    const gaitlab::SpriteAnimation shipped = read(kHumanoidDir + "/walk.fofrm");
    for (const auto& [name, num, den] : {std::tuple{"zero", 0, 1}, std::tuple{"short", 3, 4}}) {
        CAPTURE(name);
        const fs::path dir = freshDir(name);
        std::ofstream(dir / "walk.fofrm") << variant(num, den);
        const fs::path fixed = dir / "fixed.fofrm";
        REQUIRE(derive({(dir / "walk.fofrm").string(), "--contacts", kContacts, "--out", fixed.string()}) == 0);
        sameDeltas(read(fixed.string()), shipped);
        // The derived FOFRM references the same pictures.
        CHECK(read(fixed.string()).dirs[1].frames[3].image == shipped.dirs[1].frames[3].image);
        const auto r =
            gaitlab::runAcceptance({"fixed", fixed.string(), kContacts, "", ""},
                                   {"walk-70", 0.0, std::string(GAITLAB_ASSET_DIR) + "/scenarios/walk-70.json"}, {});
        REQUIRE(r.error.empty());
        CHECK(r.gait.overall.find("foot_slide")->verdict == gaitlab::Verdict::Pass);
    }
}

TEST_CASE("derive-deltas from the pixels alone repairs foot slide on the east-west walk") {
    const fs::path dir = freshDir("pixels");
    std::ofstream(dir / "walk.fofrm") << variant(0, 1);
    const fs::path fixed = dir / "fixed.fofrm";
    REQUIRE(derive({(dir / "walk.fofrm").string(), "--out", fixed.string()}) == 0);
    const gaitlab::SpriteAnimation a = read(fixed.string());
    // E and W: each foot sole is clear of the other in most frames; T comes out whole.
    CHECK(a.dirs[1].cycle.total == gaitlab::ipos(32, 0));
    CHECK(a.dirs[4].cycle.total == gaitlab::ipos(-32, 0));
    const auto r = gaitlab::runAcceptance({"fixed", fixed.string(), kContacts, "", ""},
                                          {"walk-70", 0.0, std::string(GAITLAB_ASSET_DIR) + "/scenarios/walk-70.json"},
                                          {});
    REQUIRE(r.error.empty());
    CHECK(r.gait.overall.find("foot_slide")->verdict != gaitlab::Verdict::Fail);
}

TEST_CASE("derive-deltas writes an FRM's embedded frames as PNGs beside the FOFRM") {
    const fs::path dir = freshDir("frm");
    std::ofstream(dir / "walk.fofrm") << variant(0, 1);
    std::ostringstream o, e;
    REQUIRE(gaitlab::runCli({"export-frm", (dir / "walk.fofrm").string(), "--out", (dir / "HMZEROAB.FRM").string()}, o,
                            e) == 0);
    const fs::path fixed = dir / "out" / "hmzero.fofrm";
    fs::create_directories(dir / "out");
    REQUIRE(derive({(dir / "HMZEROAB.FRM").string(), "--contacts", kContacts, "--out", fixed.string()}) == 0);
    CHECK(fs::is_regular_file(dir / "out/hmzero/e_0.png"));
    CHECK(fs::is_regular_file(dir / "out/hmzero/nw_8.png"));
    const gaitlab::SpriteAnimation a = gaitlab::readSpriteInput(fixed.string(), std::nullopt, true);
    CHECK(a.dirs.size() == 6);
    CHECK(a.dirs[2].cycle.total == gaitlab::ipos(16, 12));
    CHECK(a.dirs[2].frames[0].width == 48);
    CHECK(derive({(dir / "missing.frm").string(), "--out", fixed.string()}) == 2);
}
