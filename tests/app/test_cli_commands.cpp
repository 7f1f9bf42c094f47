// The sprite commands run in-process through runCli with argument vectors: inspect (text and JSON), bake
// and export-frm on fixtures the tests write (an FRM from engine/formats/frm_writer.h, a FOFRM with PNG frames, a
// truncated FRM), with values computed by hand and exact error texts.
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "app/cli.h"
#include "cli_capture.h"
#include "engine/formats/frm_reader.h"
#include "engine/formats/frm_writer.h"
#include "engine/formats/palette.h"
#include "engine/formats/sprite_resource.h"
#include "engine/gait/sprite_loader.h"
#include "sprite_output.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

namespace fs = std::filesystem;

struct CliTempDir {
    fs::path dir = fs::temp_directory_path() / ("gaitlab_cli_" + std::to_string(std::random_device{}()));
    CliTempDir() { fs::create_directories(dir); }
    ~CliTempDir() { fs::remove_all(dir); }
    [[nodiscard]] std::string operator/(const std::string& name) const { return (dir / name).string(); }
};

using Run = CliRun;

Run run(const std::vector<std::string>& args) { return runCliCaptured(args); }

// Default palette (palette.h): index 1 + 36r + 6g + b, component = level * 51.
constexpr uint8_t kRedPixel[4] = {255, 0, 0, 255};   // index 181
constexpr uint8_t kBluePixel[4] = {0, 0, 255, 255};  // index 6

SpriteFrame frame2x1(const uint8_t* left, const uint8_t* right, int next_x, int next_y, ipos offset) {
    SpriteFrame f;
    f.width = 2;
    f.height = 1;
    f.rgba = {left[0], left[1], left[2], left[3], right[0], right[1], right[2], right[3]};
    f.next_x = static_cast<int16_t>(next_x);
    f.next_y = static_cast<int16_t>(next_y);
    f.draw_offset = offset;
    return f;
}

/// One direction, fps 5, frames 2x1 with deltas (5,-1) and (7,2), draw offset (3,-4): T = (12,1).
SpriteAnimation smallAnimation(int fps = 5) {
    SpriteAnimation anim;
    anim.fps = fps;
    SpriteSheet sheet;
    sheet.frames.push_back(frame2x1(kRedPixel, kBluePixel, 5, -1, {3, -4}));
    sheet.frames.push_back(frame2x1(kBluePixel, kRedPixel, 7, 2, {3, -4}));
    sheet.rebuildCycle();
    anim.dirs.push_back(sheet);
    return anim;
}

std::string writeSmallFrm(const CliTempDir& tmp, const std::string& name, int fps = 5) {
    const std::string path = tmp / name;
    writeFrmFile(smallAnimation(fps), path);
    return path;
}

}  // namespace

/// The shape of the generated walk (8 frames at 18 fps per direction): NE alternates deltas (2,-2) and (2,-1),
/// T = (16,-12), one hex step; every other direction steps (4,0), T = (32,0) as E.
static std::string generatedWalkShape() {
    std::string text = "fps = 18\ncount = 8\n";
    for (int d = 0; d < 6; ++d) {
        text += "[dir_" + std::to_string(d) + "]\n";
        for (int k = 0; k < 8; ++k) {
            const std::string n = std::to_string(k);
            text += "frm_" + n + " = body.png\nnext_x_" + n + " = " + (d == 0 ? "2" : "4") + "\nnext_y_" + n + " = " +
                    (d == 0 ? (k % 2 == 0 ? "-2" : "-1") : "0") + "\n";
        }
    }
    return text;
}

TEST_CASE("inspect --json of a walk shaped like the generated one: E T (32,0), 8 frames, 444 ms, 72 px/s") {
    CliTempDir tmp;
    (void)savePng(RgbaImage(kBodyWidth, kBodyHeight, kBodyColour), tmp / "body.png");
    writeText(tmp.dir / "walk.fofrm", generatedWalkShape());
    const Run r = run({"inspect", tmp / "walk.fofrm", "--json"});
    REQUIRE(r.code == 0);
    CHECK(r.err.empty());
    const nlohmann::json j = nlohmann::json::parse(r.out);
    REQUIRE(j["directions"].size() == 6);
    const nlohmann::json& e = j["directions"][1];
    CHECK(e["name"] == "E");
    CHECK(e["frame_count"] == 8);
    CHECK(e["T"] == nlohmann::json::array({32, 0}));
    // fps 18, count 8: trunc(1000 * 8 / 18) = 444 ms; 32 ground px / 444 ms * 1000 = 72.072 px/s.
    CHECK(e["anim_ms"] == 444);
    CHECK(e["natural_walk_speed"].get<double>() == doctest::Approx(72.072).epsilon(1e-4));
    CHECK(e["T_length"].get<double>() == doctest::Approx(32.0));
    // NE, T = (16,-12): screen y 12 / sin(25.6589 deg) = 27.713 ground px, |(16, 27.713)| = 32 (one hex step).
    const nlohmann::json& ne = j["directions"][0];
    CHECK(ne["name"] == "NE");
    CHECK(ne["T"] == nlohmann::json::array({16, -12}));
    CHECK(ne["T_length"].get<double>() == doctest::Approx(20.0));
    CHECK(ne["T_ground_length"].get<double>() == doctest::Approx(32.0).epsilon(1e-4));
    CHECK(ne["natural_walk_speed"].get<double>() == doctest::Approx(72.072).epsilon(1e-4));
    // Frames are measured from their PNG; accum is the running sum of the deltas.
    const nlohmann::json& f2 = ne["frames"][2];
    CHECK(f2["width"] == kBodyWidth);
    CHECK(f2["height"] == kBodyHeight);
    CHECK(f2["draw_offset"] == nlohmann::json::array({0, 0}));
    CHECK(f2["accum"] == nlohmann::json::array({6, -5}));
    CHECK(e["frames"][7]["accum"] == nlohmann::json::array({32, 0}));
}

TEST_CASE("inspect prints a FOFRM's warnings on stderr, exits 0, and --json carries them in warnings") {
    CliTempDir tmp;
    (void)savePng(RgbaImage(kBodyWidth, kBodyHeight, kBodyColour), tmp / "body.png");
    writeText(tmp.dir / "walk.fofrm", "count = 1\nfrm_0 = body$2.png\nnextx_0 = 4\n");
    const std::string file = tmp / "walk.fofrm";
    const std::string options = file +
                                ":2: the root section: frm_0 'body$2.png': the loader options '$2' are dropped "
                                "(D25): the engine loads 'body.png' and draws the whole image";
    const std::string typo =
        file + ":3: unknown key 'nextx_0' in the root section (did you mean 'next_x_0'?): the engine does not read it";
    const Run text = run({"inspect", file});
    CHECK(text.code == 0);
    CHECK(text.err == "warning: " + options + "\nwarning: " + typo + "\n");
    CHECK(text.out.find("1 frame(s) per direction") != std::string::npos);
    const Run json = run({"inspect", file, "--json"});
    REQUIRE(json.code == 0);
    const nlohmann::json j = nlohmann::json::parse(json.out);
    REQUIRE(j["warnings"].size() == 2);
    CHECK(j["warnings"][1]["file"] == file);
    CHECK(j["warnings"][1]["line"] == 3);
    CHECK(j["warnings"][1]["message"] == typo);
    // A clean file has an empty list.
    writeText(tmp.dir / "walk.fofrm", "count = 1\nfrm_0 = body.png\n");
    CHECK(nlohmann::json::parse(run({"inspect", file, "--json"}).out)["warnings"] == nlohmann::json::array());
}

TEST_CASE("inspect of a written FRM prints size, draw offset, deltas, accum, ticks and speed per frame") {
    CliTempDir tmp;
    const std::string frm = writeSmallFrm(tmp, "small.frm");
    const Run r = run({"inspect", frm});
    REQUIRE(r.code == 0);
    // FRM ticks: trunc(1000 / 5) * 2 = 400 ms. T = (12,1): |T| = sqrt(145) = 12.04; ground: y 1 / 0.43301 = 2.3094,
    // sqrt(144 + 5.3333) = 12.22 ground px; 12.2202 / 400 ms * 1000 = 30.55 ground px/s.
    CHECK(r.out.find("fps 5, 1 direction(s), 2 frame(s) per direction") != std::string::npos);
    CHECK(r.out.find("direction 0 (all): 2 frames, sheet ticks 400 ms, T (12,1), |T| 12.04 px, |T|ground 12.22 px, "
                     "natural walk speed 30.55 ground px/s") != std::string::npos);
    CHECK(r.out.find("  0      2x1        (3,-4)            5      -1  (5,-1)\n") != std::string::npos);
    CHECK(r.out.find("  1      2x1        (3,-4)            7       2  (12,1)\n") != std::string::npos);
}

TEST_CASE("inspect of an FRM with fps 0 reports 0 sheet ticks and no natural walk speed") {
    CliTempDir tmp;
    const std::string frm = writeSmallFrm(tmp, "still.frm", 0);
    const Run text = run({"inspect", frm});
    REQUIRE(text.code == 0);
    CHECK(text.out.find("sheet ticks 0 ms") != std::string::npos);
    CHECK(text.out.find("natural walk speed none (sheet ticks 0)") != std::string::npos);
    const Run json = run({"inspect", frm, "--json"});
    REQUIRE(json.code == 0);
    CHECK(nlohmann::json::parse(json.out)["directions"][0]["natural_walk_speed"].is_null());
}

TEST_CASE("inspect of a truncated FRM exits 2 naming the file, byte offset, direction and frame") {
    CliTempDir tmp;
    const std::string frm = writeSmallFrm(tmp, "broken.frm");
    // Header 62 bytes, frame 0 = 12-byte record + 2 pixels (62..75), frame 1 record 76..87, its pixels at 88.
    REQUIRE(fs::file_size(frm) == 90);
    fs::resize_file(frm, 89);
    const Run r = run({"inspect", frm});
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "gaitlab inspect: " + frm +
                       " (byte 88): truncated: expected 2 bytes for direction 0 frame 1 pixels (2x1), 1 remain\n");
}

TEST_CASE("inspect of an unsupported file and of a missing palette exit 2 with the reader's message") {
    CliTempDir tmp;
    const std::string text = tmp / "notes.doc";
    writeText(text, "hello\n");
    const Run r = run({"inspect", text});
    CHECK(r.code == 2);
    CHECK(r.err == "gaitlab inspect: " + text +
                       ": unsupported sprite extension '.doc', expected .fofrm, .frm, .fr0-.fr5, an engine sprite "
                       "resource (any name), an Aseprite .json, a Flare .txt, a .strip.json or a .png strip "
                       "(walk.png#8)\n");
    const std::string frm = writeSmallFrm(tmp, "small.frm");
    const Run p = run({"inspect", frm, "--palette", tmp / "none.pal"});
    CHECK(p.code == 2);
    CHECK(p.err == "gaitlab inspect: " + (tmp / "none.pal") + ": does not exist\n");
}

TEST_CASE("bake writes one sprite resource per input under its own name, read back by its bytes, a bad input exits 2") {
    CliTempDir tmp;
    const std::string frm = writeSmallFrm(tmp, "small.frm");
    (void)savePng(RgbaImage(kBodyWidth, kBodyHeight, kBodyColour), tmp / "body.png");
    writeText(tmp.dir / "walker.fofrm", humanoidFofrm(3, 8));
    const std::string out = tmp / "baked";
    const Run r = run({"bake", frm, tmp / "walker.fofrm", "--out", out});
    REQUIRE(r.code == 0);
    CHECK(r.err.empty());
    CHECK(r.out.find("baked " + frm + " -> " + out + "/small.frm: 1 direction(s) x 2 frame(s)") != std::string::npos);

    const SpriteAnimation small = loadSprite(out + "/small.frm");
    REQUIRE(small.dirs.size() == 1);
    REQUIRE(small.dirs[0].frameCount() == 2);
    CHECK(small.dirs[0].anim_ms == 400);
    CHECK(small.dirs[0].frames[1].next_x == 7);
    CHECK(small.dirs[0].frames[1].next_y == 2);
    CHECK(small.dirs[0].frames[0].draw_offset == ipos(3, -4));
    CHECK(small.dirs[0].frames[0].rgba == std::vector<uint8_t>{255, 0, 0, 255, 0, 0, 255, 255});

    // The FOFRM's PNG frames were decoded: 11x21 body colour, deltas 8, offsets (1,-2), ticks 1000*3/10.
    const SpriteAnimation walker = loadSprite(out + "/walker.fofrm");
    REQUIRE(walker.dirs[0].frameCount() == 3);
    CHECK(walker.dirs[0].anim_ms == 300);
    CHECK(walker.dirs[0].frames[2].width == kBodyWidth);
    CHECK(walker.dirs[0].frames[2].height == kBodyHeight);
    CHECK(walker.dirs[0].frames[2].next_x == 8);
    CHECK(walker.dirs[0].frames[2].draw_offset == kDrawOffset);
    CHECK(walker.dirs[0].cycle.total == ipos(24, 0));
    CHECK(walker.dirs[0].frames[0].rgba[0] == kBodyColour.r);

    // One broken input: the other is still baked, the exit status is 2 and the error names the PNG and frame.
    writeText(tmp.dir / "lost.fofrm", "count = 1\nfrm_0 = nowhere.png\n");
    const std::string out2 = tmp / "baked2";
    const Run bad = run({"bake", tmp / "lost.fofrm", frm, "--out", out2});
    CHECK(bad.code == 2);
    CHECK(fs::exists(out2 + "/small.frm"));
    CHECK_FALSE(fs::exists(out2 + "/lost.fofrm"));
    const std::string png = (tmp.dir / "nowhere.png").lexically_normal().generic_string();
    CHECK(bad.err.rfind("gaitlab bake: " + png + ": cannot decode image for direction 0 frame 0 of '" +
                            (tmp / "lost.fofrm") + "': ",
                        0) == 0);
}

TEST_CASE("export-frm writes an FRM that reads back with the same frames, offsets and deltas") {
    CliTempDir tmp;
    (void)savePng(RgbaImage(kBodyWidth, kBodyHeight, kBodyColour), tmp / "body.png");
    writeText(tmp.dir / "walker.fofrm", humanoidFofrm(4, 8));
    const std::string frm = tmp / "walker.frm";
    const Run r = run({"export-frm", tmp / "walker.fofrm", "--out", frm});
    REQUIRE(r.code == 0);
    // (200,40,40) is not in the default palette: all 4 * 11 * 21 pixels are mapped to the nearest colour,
    // (204,51,51), at the distance sqrt(4² + 11² + 11²) = sqrt(258) = 16.06.
    CHECK(r.err == "warning: " + (tmp / "walker.fofrm") +
                       ": 924 pixel(s) in 1 colour(s) not in the palette remapped to the nearest palette entry (max "
                       "RGB distance 16.1)\n");
    CHECK(r.out.find("1 direction(s) x 4 frame(s), fps 10") != std::string::npos);
    CHECK(r.out.find("read back and verified\n") != std::string::npos);
    const SpriteAnimation back = loadFrm(frm);
    REQUIRE(back.dirs.size() == 1);
    REQUIRE(back.dirs[0].frameCount() == 4);
    CHECK(back.fps == 10);
    CHECK(back.dirs[0].anim_ms == 400);  // FRM: trunc(1000 / 10) * 4
    for (const SpriteFrame& f : back.dirs[0].frames) {
        CHECK(f.width == kBodyWidth);
        CHECK(f.height == kBodyHeight);
        CHECK(f.draw_offset == kDrawOffset);
        CHECK(f.next_x == 8);
        CHECK(f.next_y == 0);
    }
    // Nearest cube colour to (200,40,40): levels (204, 51, 51).
    const std::vector<uint8_t>& px = back.dirs[0].frames[0].rgba;
    REQUIRE(px.size() >= 4);
    CHECK(std::vector<uint8_t>(px.begin(), px.begin() + 4) == std::vector<uint8_t>{204, 51, 51, 255});
}

TEST_CASE("export-frm warns with counts of partial alpha drawn solid or removed and of colours remapped") {
    CliTempDir tmp;
    // One 4x2 PNG, referenced by both frames of walk.fofrm, so every count below is twice the image's.
    RgbaImage art(4, 2);
    art.set(0, 0, {255, 0, 0, 255});  // a palette colour (index 181), opaque: unchanged
    art.set(1, 0, {255, 0, 0, 200});  // partial alpha >= 128: drawn solid
    art.set(2, 0, {255, 0, 0, 100});  // partial alpha < 128: removed
    art.set(3, 0, {0, 0, 0, 0});      // transparent: unchanged
    art.set(0, 1, {3, 4, 0, 255});    // not in the palette: black (index 1) at distance 5 (grey 6,6,6 is at 7)
    art.set(1, 1, {3, 4, 0, 255});    // the same colour again
    art.set(2, 1, {0, 0, 255, 130});  // partial alpha >= 128, a palette colour: drawn solid only
    art.set(3, 1, {9, 9, 9, 1});      // alpha 1: removed (not counted as remapped)
    REQUIRE(savePng(art, tmp / "soft.png").empty());
    writeText(tmp.dir / "walk.fofrm", "fps = 10\ncount = 2\nfrm_0 = soft.png\nfrm_1 = soft.png\n");
    const Run r = run({"export-frm", tmp / "walk.fofrm", "--out", tmp / "walk.frm"});
    REQUIRE(r.code == 0);
    const std::string walk = tmp / "walk.fofrm";
    CHECK(r.err == "warning: " + walk +
                       ": 8 pixel(s) with partial alpha (1..254), which FRM cannot hold: 4 drawn solid (alpha "
                       "128..254), 4 removed (alpha below 128, written as index 0)\n"
                       "warning: " +
                       walk +
                       ": 4 pixel(s) in 1 colour(s) not in the palette remapped to the nearest palette entry (max "
                       "RGB distance 5.0)\n");
    const SpriteAnimation back = loadFrm(tmp / "walk.frm");
    REQUIRE(back.dirs.size() == 1);
    const std::vector<uint8_t>& px = back.dirs[0].frames[1].rgba;
    REQUIRE(px.size() == 32);
    CHECK(std::vector<uint8_t>(px.begin() + 4, px.begin() + 12) ==
          std::vector<uint8_t>{255, 0, 0, 255, 0, 0, 0, 0});  // solid red, then removed
    CHECK(std::vector<uint8_t>(px.begin() + 16, px.begin() + 20) == std::vector<uint8_t>{0, 0, 0, 255});

    // Art in palette colours, opaque or transparent, gives no warning.
    RgbaImage clean(2, 1);
    clean.set(0, 0, {0, 0, 255, 255});
    REQUIRE(savePng(clean, tmp / "clean.png").empty());
    writeText(tmp.dir / "clean.fofrm", "fps = 10\ncount = 1\nfrm_0 = clean.png\n");
    const Run quiet = run({"export-frm", tmp / "clean.fofrm", "--out", tmp / "clean.frm"});
    CHECK(quiet.code == 0);
    CHECK(quiet.err.empty());
}

TEST_CASE("export-frm of a missing input or to an unwritable place exits 2 and writes nothing") {
    CliTempDir tmp;
    const Run missing = run({"export-frm", tmp / "nothing.frm", "--out", tmp / "out.frm"});
    CHECK(missing.code == 2);
    CHECK(missing.err == "gaitlab export-frm: " + (tmp / "nothing.frm") + ": does not exist\n");
    CHECK_FALSE(fs::exists(tmp / "out.frm"));
    const std::string frm = writeSmallFrm(tmp, "small.frm");
    const Run unwritable = run({"export-frm", frm, "--out", tmp / "no/such/dir/out.frm"});
    CHECK(unwritable.code == 2);
    CHECK(unwritable.err == "gaitlab export-frm: " + (tmp / "no/such/dir/out.frm") +
                                ": cannot write the file (the folder " + (tmp / "no/such/dir") + " does not exist)\n");
}

TEST_CASE("a sprite command without its required argument exits 2") {
    const Run r = run({"bake", "--out", "x"});
    CHECK(r.code == 2);
    CHECK(r.err.find("inputs is required") != std::string::npos);
}

TEST_CASE("a mistyped command is an unknown command with the nearest one, a missing file an error: exit 2") {
    const Run typo = run({"inpsect", "walk.fofrm"});
    CHECK(typo.code == 2);
    CHECK(typo.err ==
          "gaitlab: unknown command 'inpsect'; did you mean 'inspect'? (commands: render, gen-assets, "
          "inspect, bake, export-frm, pose, contacts, accept, derive-deltas; a sprite file to open must exist)\n");
    const Run far = run({"zzzzzz"});
    CHECK(far.code == 2);
    CHECK(far.err.rfind("gaitlab: unknown command 'zzzzzz' (commands: ", 0) == 0);
    const Run missing = run({"/nonexistent/gaitlab/walk.fofrm"});
    CHECK(missing.code == 2);
    CHECK(missing.err == "gaitlab: /nonexistent/gaitlab/walk.fofrm: does not exist\n");
    const CliTempDir tmp;
    const Run dir = run({tmp.dir.string()});
    CHECK(dir.code == 2);
    CHECK(dir.err == "gaitlab: " + tmp.dir.string() + ": is a directory, expected a file\n");
}

TEST_CASE("command-line values are validated with their range in the message") {
    struct Case {
        std::vector<std::string> args;
        std::string message;
    };
    const std::vector<Case> cases = {
        {{"--frames", "-1"}, "--frames: expected an integer in [0, 1000000000], got '-1'"},
        {{"--frames", "1e9"}, "--frames: expected an integer in [0, 1000000000], got '1e9'"},
        {{"--zoom", "9"}, "--zoom: expected an integer in [1, 8], got '9'"},
        {{"--seed", "-1"}, "--seed: expected an integer in [0, 4294967295], got '-1'"},
        {{"pose", "x.json", "--animation", "Walk", "--view", "99"}, "--view: expected an integer in [0, 7], got '99'"},
        {{"pose", "x.json", "--animation", "Walk", "--view", "-1"}, "--view: expected an integer in [0, 7], got '-1'"},
        {{"pose", "x.json", "--animation", "Walk", "--tick", "-5"},
         "--tick: expected an integer in [0, 1000000000], got '-5'"},
        {{"render", "--out", "x", "--seconds", "0"}, "--seconds: expected a number in [0.01, 3600], got '0'"},
        {{"render", "--out", "x", "--every", "0"}, "--every: expected an integer in [1, 100000], got '0'"},
        {{"render", "--out", "x", "--camera", "10x20"},
         "--camera: expected X,Y in map pixels, each -1000000..1000000, got '10x20'"},
        {{"render", "--out", "x", "--camera", "10,2000000"},
         "--camera: expected X,Y in map pixels, each -1000000..1000000, got '10,2000000'"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.message);
        const Run r = run(c.args);
        CHECK(r.code == 2);
        CHECK(r.err.find(c.message) != std::string::npos);
        CHECK(r.err.size() < 200);  // never a bound printed as a 309-digit number
    }
}

TEST_CASE("a path of megabytes is shortened in messages") {
    const std::string huge = "/nonexistent/" + std::string(5 << 20, 'a') + "/walk.fofrm";
    const Run r = run({"inspect", huge});
    CHECK(r.code == 2);
    CHECK(r.err.size() < 1000);
    CHECK(r.err.find("/nonexistent/aaaa") != std::string::npos);
    CHECK(r.err.find("...") != std::string::npos);
    CHECK(r.err.find("aaaa/walk.fofrm") != std::string::npos);
    const Run client = run({huge});
    CHECK(client.code == 2);
    CHECK(client.err.size() < 1000);
}

TEST_CASE("bake refuses two inputs with the same output name, names both and writes nothing") {
    CliTempDir tmp;
    fs::create_directories(tmp.dir / "a");
    fs::create_directories(tmp.dir / "b");
    const std::string first = writeSmallFrm(tmp, "a/walk.frm");
    const std::string second = writeSmallFrm(tmp, "b/walk.frm", 10);
    const std::string out = tmp / "out";
    const Run r = run({"bake", first, second, "--out", out});
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "gaitlab bake: " + first + " and " + second + " both bake to " +
                       (fs::path(out) / "walk.frm").string() +
                       "; give each input its own name (nothing was written)\n");
    CHECK_FALSE(fs::exists(fs::path(out) / "walk.frm"));
}
