// `gaitlab derive-deltas` (engine/gait/derive_deltas.h, DECISIONS "Derived deltas") on broken variants of the
// shipped walk written by the test: with the humanoid's contacts it gives back exactly the deltas the generator
// authored; from the pixels alone the result still passes foot slide; an FRM's embedded frames become PNGs.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "app/accept/accept_run.h"
#include "app/cli.h"
#include "app/commands/derive_deltas_command.h"
#include "app/commands/sprite_input.h"
#include "app/files/image_file.h"
#include "engine/hex/hex_geometry.h"
#include "render/rgba_image.h"

namespace {

namespace fs = std::filesystem;

const std::string kDeriveHumanoidDir = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid";
const std::string kHumanoidContactsFile = kDeriveHumanoidDir + "/contacts.json";

fs::path freshDeriveDir(const std::string& name) {
    const fs::path dir = fs::temp_directory_path() / ("gaitlab-derive-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

/// The shipped walk with absolute PNG paths and every NextX/NextY replaced by `scale(value)`.
std::string variant(int numerator, int denominator) {
    std::ifstream in(kDeriveHumanoidDir + "/walk.fofrm");
    std::ostringstream out;
    std::string line;
    const std::regex next(R"((next_[xy]_\d+) = (-?\d+))");
    std::smatch m;
    while (std::getline(in, line)) {
        line = std::regex_replace(line, std::regex(" = walk/"), " = " + kDeriveHumanoidDir + "/walk/");
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
    const gaitlab::SpriteAnimation shipped = read(kDeriveHumanoidDir + "/walk.fofrm");
    for (const auto& [name, num, den] : {std::tuple{"zero", 0, 1}, std::tuple{"short", 3, 4}}) {
        CAPTURE(name);
        const fs::path dir = freshDeriveDir(name);
        std::ofstream(dir / "walk.fofrm") << variant(num, den);
        const fs::path fixed = dir / "fixed.fofrm";
        REQUIRE(derive({(dir / "walk.fofrm").string(), "--contacts", kHumanoidContactsFile, "--out", fixed.string()}) ==
                0);
        sameDeltas(read(fixed.string()), shipped);
        // The derived FOFRM references the same pictures.
        CHECK(read(fixed.string()).dirs[1].frames[3].image == shipped.dirs[1].frames[3].image);
        const auto r =
            gaitlab::runAcceptance({"fixed", fixed.string(), kHumanoidContactsFile, "", ""},
                                   {"walk-70", 0.0, std::string(GAITLAB_ASSET_DIR) + "/scenarios/walk-70.json"}, {});
        REQUIRE(r.error.empty());
        CHECK(r.gait.overall.find("foot_slide")->verdict == gaitlab::Verdict::Pass);
    }
}

TEST_CASE("derive-deltas from the pixels alone repairs foot slide on the east-west walk") {
    const fs::path dir = freshDeriveDir("pixels");
    std::ofstream(dir / "walk.fofrm") << variant(0, 1);
    const fs::path fixed = dir / "fixed.fofrm";
    REQUIRE(derive({(dir / "walk.fofrm").string(), "--out", fixed.string()}) == 0);
    const gaitlab::SpriteAnimation a = read(fixed.string());
    // E and W: each foot sole is clear of the other in most frames; T comes out whole.
    CHECK(a.dirs[1].cycle.total == gaitlab::ipos(32, 0));
    CHECK(a.dirs[4].cycle.total == gaitlab::ipos(-32, 0));
    const auto r = gaitlab::runAcceptance({"fixed", fixed.string(), kHumanoidContactsFile, "", ""},
                                          {"walk-70", 0.0, std::string(GAITLAB_ASSET_DIR) + "/scenarios/walk-70.json"},
                                          {});
    REQUIRE(r.error.empty());
    CHECK(r.gait.overall.find("foot_slide")->verdict != gaitlab::Verdict::Fail);
}

TEST_CASE("derive-deltas on the square humanoid without deltas: the screen check keeps S and N whole") {
    // The shipped 8-direction walk with every NextX/NextY 0, feet from the pixels. Its own deltas read a few px of
    // slide a cycle on S and N where a foot hides behind the other; taking those off every frame would cut T
    // (24 -> 19 px), so the check may move T by a tenth at most and the image search's (0, 24) stands.
    const std::string square = std::string(GAITLAB_ASSET_DIR) + "/critters/humanoid-square";
    std::ifstream in(square + "/walk.fofrm");
    std::ostringstream zeroed;
    std::string line;
    while (std::getline(in, line)) {
        line = std::regex_replace(line, std::regex(" = walk/"), " = " + square + "/walk/");
        line = std::regex_replace(line, std::regex(R"(^(next_[xy]_\d+) = -?\d+$)"), "$1 = 0");
        zeroed << line << '\n';
    }
    const fs::path dir = freshDeriveDir("square-zero");
    std::ofstream(dir / "walk.fofrm") << zeroed.str();
    const fs::path out = dir / "derived.fofrm";
    derive({(dir / "walk.fofrm").string(), "--out", out.string()});
    const gaitlab::SpriteAnimation a = read(out.string());
    REQUIRE(a.dirs.size() == 8);
    CHECK(a.dirs[3].cycle.total == gaitlab::ipos(0, 24));   // S
    CHECK(a.dirs[7].cycle.total == gaitlab::ipos(0, -24));  // N
    CHECK(a.dirs[1].cycle.total == gaitlab::ipos(32, 0));   // E
}

TEST_CASE("derive-deltas writes an FRM's embedded frames as PNGs beside the FOFRM") {
    const fs::path dir = freshDeriveDir("frm");
    std::ofstream(dir / "walk.fofrm") << variant(0, 1);
    std::ostringstream o, e;
    REQUIRE(gaitlab::runCli({"export-frm", (dir / "walk.fofrm").string(), "--out", (dir / "HMZEROAB.FRM").string()}, o,
                            e) == 0);
    const fs::path fixed = dir / "out" / "hmzero.fofrm";
    fs::create_directories(dir / "out");
    REQUIRE(derive({(dir / "HMZEROAB.FRM").string(), "--contacts", kHumanoidContactsFile, "--out", fixed.string()}) ==
            0);
    CHECK(fs::is_regular_file(dir / "out/hmzero/e_0.png"));
    CHECK(fs::is_regular_file(dir / "out/hmzero/nw_8.png"));
    const gaitlab::SpriteAnimation a = gaitlab::readSpriteInput(fixed.string(), std::nullopt, true);
    CHECK(a.dirs.size() == 6);
    CHECK(a.dirs[2].cycle.total == gaitlab::ipos(16, 12));
    CHECK(a.dirs[2].frames[0].width == 48);
    CHECK(derive({(dir / "missing.frm").string(), "--out", fixed.string()}) == 2);
}

TEST_CASE("derive-deltas and inspect read eight-direction art on the square steps: S along (0,24), N along (0,-24)") {
    const fs::path dir = freshDeriveDir("eight");
    // Four 1x1 frames per direction, each its own picture.
    const gaitlab::Rgba8 colours[4] = {{255, 0, 0, 255}, {0, 0, 255, 255}, {0, 255, 0, 255}, {9, 9, 9, 255}};
    std::string fofrm = "fps = 10\ncount = 4\n";
    for (int k = 0; k < 4; ++k)
        gaitlab::writePngFile(gaitlab::RgbaImage(1, 1, colours[k]), dir / (std::to_string(k) + ".png"));
    for (int d = 0; d < 8; ++d) {
        fofrm += "[dir_" + std::to_string(d) + "]\n";
        for (int k = 0; k < 4; ++k) fofrm += "frm_" + std::to_string(k) + " = " + std::to_string(k) + ".png\n";
    }
    std::ofstream(dir / "walk8.fofrm") << fofrm;
    // Per direction, the feet step back along its own square step s (sign per axis, 6 px a change): left planted in
    // frames 0-2 at 12s, 6s, 0; right planted in frames 2, 3, 0 at 12s, 6s, 0; the other foot lifted. Each change has
    // one foot planted in both frames, so the derived delta of every frame is 6s and T is 24s.
    const gaitlab::HexGeometry square = gaitlab::squareGeometry();
    std::string dirs;
    for (int d = 0; d < 8; ++d) {
        const gaitlab::ipos step = square.stepVector(d);
        const gaitlab::ipos s{(step.x > 0) - (step.x < 0), (step.y > 0) - (step.y < 0)};
        const auto foot = [&s](int k, bool planted) {
            return R"({"x": )" + std::to_string(k * s.x) + R"(, "y": )" + std::to_string(k * s.y) + R"(, "planted": )" +
                   (planted ? "true" : "false") + "}";
        };
        const std::string frames = "[{\"left\": " + foot(12, true) + ", \"right\": " + foot(0, true) + "}, " +
                                   "{\"left\": " + foot(6, true) + ", \"right\": " + foot(20, false) + "}, " +
                                   "{\"left\": " + foot(0, true) + ", \"right\": " + foot(12, true) + "}, " +
                                   "{\"left\": " + foot(20, false) + ", \"right\": " + foot(6, true) + "}]";
        dirs += (d ? ", " : "") + frames;
    }
    std::ofstream(dir / "contacts.json")
        << R"({"animations": {"walk8": {"fofrm": "walk8.fofrm", "frames": 4, "dirs": [)" + dirs + "]}}}";
    const fs::path out = dir / "out.fofrm";
    std::ostringstream o, e;
    REQUIRE(gaitlab::runCli({"derive-deltas", (dir / "walk8.fofrm").string(), "--contacts",
                             (dir / "contacts.json").string(), "--out", out.string()},
                            o, e) == 0);
    // The feet step one pixel per axis whatever the step's length, so the square's diagonals carry the figure
    // further in hex steps than its axes, and derive-deltas says so; nothing else goes to the error stream.
    const std::string warned = e.str();
    INFO(warned);
    // NE: |(24, -24)| / |(16, -12)| = 33.94 / 20; E: 24 / 32; S: 24 / 24.
    CHECK(warned.rfind("warning: the derived strides disagree: NE 1.70, E 0.75, SE 1.70, S 1.00", 0) == 0);
    CHECK(std::count(warned.begin(), warned.end(), '\n') == 1);
    INFO(o.str());
    CHECK(o.str().find("direction 3 (S): T (0,0) -> (0,24), 0.0 degrees off the hex direction") != std::string::npos);
    CHECK(o.str().find("direction 7 (N): T (0,0) -> (0,-24), 0.0 degrees off the hex direction") != std::string::npos);
    const gaitlab::SpriteAnimation a = read(out.string());
    REQUIRE(a.dirs.size() == 8);
    for (int k = 0; k < 4; ++k) {
        CAPTURE(k);
        CHECK(a.dirs[3].frames[static_cast<std::size_t>(k)].next_x == 0);
        CHECK(a.dirs[3].frames[static_cast<std::size_t>(k)].next_y == 6);
        CHECK(a.dirs[7].frames[static_cast<std::size_t>(k)].next_y == -6);
        CHECK(a.dirs[0].frames[static_cast<std::size_t>(k)].next_x == 6);  // NE (16, -12): (6, -6)
        CHECK(a.dirs[0].frames[static_cast<std::size_t>(k)].next_y == -6);
    }

    // inspect: square names, and the natural speed of S: |T| ground = 24 * 2.3094 = 55.43 px over 400 ms.
    std::ostringstream io, ie;
    REQUIRE(gaitlab::runCli({"inspect", out.string()}, io, ie) == 0);
    CHECK(io.str().find("8 direction(s) (square: NE E SE S SW W NW N)") != std::string::npos);
    CHECK(io.str().find("direction 3 (S): 4 frames, sheet ticks 400 ms, T (0,24), |T| 24.00 px, |T|ground 55.43 px, "
                        "natural walk speed 138.56 ground px/s") != std::string::npos);

    // A six-direction sidecar for this art: the feet are detected instead, and it says why.
    const std::string frames =
        R"([{"left": {"x": 0, "y": 0, "planted": true}, "right": {"x": 0, "y": 0, "planted": false}}, )"
        R"({"left": {"x": 0, "y": 0, "planted": false}, "right": {"x": 0, "y": 0, "planted": false}}, )"
        R"({"left": {"x": 0, "y": 0, "planted": false}, "right": {"x": 0, "y": 0, "planted": false}}, )"
        R"({"left": {"x": 0, "y": 0, "planted": false}, "right": {"x": 0, "y": 0, "planted": false}}])";
    std::string six;
    for (int d = 0; d < 6; ++d) six += (d ? ", " : "") + frames;
    std::ofstream(dir / "six.json") << R"({"animations": {"walk8": {"frames": 4, "dirs": [)" + six + "]}}}";
    std::ostringstream o6, e6;
    (void)gaitlab::runCli({"derive-deltas", (dir / "walk8.fofrm").string(), "--contacts", (dir / "six.json").string(),
                           "--out", (dir / "six.fofrm").string()},
                          o6, e6);
    CHECK(e6.str().find(": /animations/walk8/dirs: 6 directions for 8: the feet are detected instead") !=
          std::string::npos);
}

TEST_CASE("derive-deltas refuses an output that is not a .fofrm, and art with one picture says nothing was written") {
    const fs::path dir = freshDeriveDir("one-picture");
    std::ofstream(dir / "walk.fofrm") << variant(1, 1);
    std::ostringstream o, e;
    CHECK(gaitlab::runCli({"derive-deltas", (dir / "walk.fofrm").string(), "--out", (dir / "x.txt").string()}, o, e) ==
          2);
    CHECK(e.str().find("--out " + (dir / "x.txt").string() + ": expected a .fofrm name") != std::string::npos);
    CHECK_FALSE(fs::exists(dir / "x.txt"));
    // Every frame the same picture: no change to follow in any direction.
    std::string same = variant(1, 1);
    same = std::regex_replace(same, std::regex(R"((frm_\d+ = [^\n]*/walk/\w+)_\d+\.png)"), "$1_1.png");
    std::ofstream(dir / "same.fofrm") << same;
    std::ostringstream o2, e2;
    CHECK(gaitlab::runCli({"derive-deltas", (dir / "same.fofrm").string(), "--out", (dir / "same-out.fofrm").string()},
                          o2, e2) == 2);
    CHECK(e2.str().find("one picture throughout, nothing to measure") != std::string::npos);
    CHECK(e2.str().find("nothing to derive from, nothing was written") != std::string::npos);
    CHECK(e2.str().find("written as it was") == std::string::npos);
    CHECK_FALSE(fs::exists(dir / "same-out.fofrm"));
}

TEST_CASE("derive-deltas warns when its directions' strides differ by more than a quarter, naming each") {
    using gaitlab::DerivedStride;
    // 1.97 / 1.43 = 1.38: apart; 1.97 / 1.60 = 1.23: within the quarter.
    const std::string apart = gaitlab::strideSpreadWarning({{"E", 1.97}, {"W", 1.97}, {"NW", 1.43}});
    CHECK(apart.find("E 1.97, W 1.97, NW 1.43 hex steps per cycle (more than 25 % apart)") != std::string::npos);
    CHECK(gaitlab::strideSpreadWarning({{"E", 1.97}, {"NW", 1.60}}).empty());
    CHECK(gaitlab::strideSpreadWarning({{"E", 1.97}}).empty());
    CHECK(gaitlab::strideSpreadWarning({}).empty());
}
