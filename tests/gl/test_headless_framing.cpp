// `gaitlab render` frames the whole sprite (DECISIONS "Headless framing"): small captures keep the selected critter's
// frame inside with the margin, a given --camera and --zoom are kept as given, --no-path leaves the path line out and
// the montage's cells carry a label strip beneath each frame.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "app/assets/asset_library.h"
#include "app/cli.h"
#include "app/files/image_file.h"
#include "app/headless/headless_render.h"
#include "app/headless/montage_labels.h"
#include "app/scene/headless_framing.h"
#include "app/scene/scenarios.h"
#include "engine/world/trace.h"
#include "engine/world/world.h"
#include "pixel_search.h"
#include "temp_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;
namespace fs = std::filesystem;

namespace {

// The selected critter walks in a sprite of its own colour (the wanderers keep the test body's), 13x27 pixels.
constexpr Rgba8 kMarkedColour{40, 90, 220, 255};
constexpr int kMarkedWidth = 13;
constexpr int kMarkedHeight = 27;
constexpr int kZoom = 5;  // 65x135 screen pixels: taller than half of a 160 or 240 capture
constexpr Rgba8 kBackgroundColour{30, 32, 36, 255};

/// <dir>/marked/walk.fofrm: four frames of marked.png with the humanoid's draw offset and deltas; returns its path.
std::string writeMarkedWalk(const fs::path& dir) {
    fs::create_directories(dir / "marked");
    (void)savePng(RgbaImage(kMarkedWidth, kMarkedHeight, kMarkedColour), (dir / "marked/marked.png").string());
    std::string text = "fps = 10\ncount = 4\noffs_x = " + std::to_string(kDrawOffset.x) +
                       "\noffs_y = " + std::to_string(kDrawOffset.y) + "\n";
    for (int k = 0; k < 4; ++k)
        text += "frm_" + std::to_string(k) + " = marked.png\nnext_x_" + std::to_string(k) + " = 8\n";
    writeText(dir / "marked/walk.fofrm", text);
    return (dir / "marked/walk.fofrm").string();
}

/// A per-process folder for this file's renders (ctest runs each case in its own process, in parallel).
fs::path tempRoot(const std::string& tag) {
    return fs::temp_directory_path() / ("gaitlab_framing_" + std::to_string(getpid()) + "_" + tag);
}

RgbaImage loadFrame(const fs::path& out, int tick) {
    char name[32];
    std::snprintf(name, sizeof name, "frame_%05d.png", tick);
    RgbaImage image;
    REQUIRE(loadPng((out / name).string(), image).empty());
    return image;
}

/// Column `x` and `x + 1` of every trace.csv row, by tick (row 1 = tick 1): 13 offs_anim, 17 sprite_root.
std::vector<ipos> traceColumns(const fs::path& csv_path, std::size_t x) {
    std::ifstream csv(csv_path);
    std::string line;
    std::getline(csv, line);
    std::vector<ipos> roots{ipos(0)};
    while (std::getline(csv, line)) {
        std::vector<std::string> cells;
        std::stringstream fields(line);
        for (std::string cell; std::getline(fields, cell, ',');) cells.push_back(cell);
        REQUIRE(cells.size() == 19);
        roots.emplace_back(std::stoi(cells[x]), std::stoi(cells[x + 1]));
    }
    return roots;
}

/// A sprite's screen rectangle, computed from the frame's size and draw offset (spriteTopLeft, §8).
struct ScreenRect {
    ipos min, max;  // half-open
};
ScreenRect spriteOnScreen(ipos root, ipos size, const Camera& camera, ipos viewport) {
    const ipos top_left = root - ipos(size.x / 2 - kDrawOffset.x, size.y - kDrawOffset.y);
    const ipos min = camera.mapToScreen(top_left, viewport);
    return {min, min + size * camera.clampedZoom()};
}
ScreenRect bodyOnScreen(ipos root, const Camera& camera, ipos viewport) {
    return spriteOnScreen(root, ipos(kBodyWidth, kBodyHeight), camera, viewport);
}
ScreenRect markedOnScreen(ipos root, const Camera& camera, ipos viewport) {
    return spriteOnScreen(root, ipos(kMarkedWidth, kMarkedHeight), camera, viewport);
}

/// Only the sprites and tiles: no grid, blocked hexes, path, markers or footsteps over the body's pixels.
DrawOptions framingSpritesOnly() { return DrawOptions{false, false, false, false, false}; }

struct Render {
    fs::path assets_dir;
    fs::path out;
    std::string log;
};

Render runRender(const std::string& tag, int width, int height, int zoom, std::optional<ipos> camera = {}) {
    Render render{writeTempAssets("framing_assets"), tempRoot(tag), {}};
    RenderOptions options;
    options.scenario = "straight-walk";
    options.seconds = 1.0;
    options.every = 20;
    options.zoom = zoom;
    options.width = width;
    options.height = height;
    options.overlay = false;
    options.draw = framingSpritesOnly();
    options.asset_dir = render.assets_dir.string();
    options.walk_file = writeMarkedWalk(render.assets_dir);
    options.out_dir = render.out.string();
    options.camera = camera;
    std::ostringstream log;
    REQUIRE_MESSAGE(runHeadlessRender(options, log) == 0, log.str());
    render.log = log.str();
    return render;
}

int count(const std::string& text, const std::string& what) {
    int n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

}  // namespace

TEST_CASE("framing keeps the selected sprite inside 160, 240 and default captures with the margin") {
    const fs::path dir = writeTempAssets("framing_world");
    auto assets = std::make_shared<AssetLibrary>(dir.string());
    REQUIRE(assets->loadAll());
    for (const ipos viewport : {ipos(160, 160), ipos(240, 240), ipos(1280, 720)}) {
        CAPTURE(viewport.x);
        World world(assets, assets->map(), 12345);
        REQUIRE(startNamedScenario(world, *assets, "straight-walk") == "");
        int moved = 0;
        for (int tick = 1; tick <= 120; ++tick) {
            world.tick();
            const Framing framing = frameSelected(world, *assets, kZoom, viewport);
            REQUIRE(framing.box);
            CHECK_FALSE(framing.larger);
            CHECK(framing.camera.zoom == kZoom);
            const ScreenRect rect = bodyOnScreen(traceRow(world).sprite_root, framing.camera, viewport);
            CHECK(rect.min.x >= kFramingMarginPx);
            CHECK(rect.min.y >= kFramingMarginPx);
            CHECK(rect.max.x <= viewport.x - kFramingMarginPx);
            CHECK(rect.max.y <= viewport.y - kFramingMarginPx);
            const Camera follow = followSelected(world, kZoom);
            if (framing.camera.centre != follow.centre) ++moved;
            // The feet-centred camera puts the top of the 105-pixel body above a 160 capture's top edge.
            if (viewport.x == 160) CHECK(bodyOnScreen(traceRow(world).sprite_root, follow, viewport).min.y < 0);
        }
        // Small captures move the camera on every tick; the default one keeps the followed camera.
        CHECK(moved == (viewport.x == 1280 ? 0 : 120));
    }
    fs::remove_all(dir);
}

TEST_CASE("framed frames show every pixel of the sprite away from the image edges") {
    for (const ipos size : {ipos(160, 160), ipos(240, 240), ipos(1280, 720)}) {
        CAPTURE(size.x);
        const Render render = runRender("frames_" + std::to_string(size.x), size.x, size.y, kZoom);
        CHECK(count(render.log, "larger than the capture") == 0);
        for (int tick = 20; tick <= 100; tick += 20) {
            CAPTURE(tick);
            const RgbaImage frame = loadFrame(render.out, tick);
            REQUIRE(frame.width == size.x);
            const Box body = findColour(frame, kMarkedColour);
            CHECK(body.count == kMarkedWidth * kMarkedHeight * kZoom * kZoom);  // nothing cut, nothing covered
            CHECK(body.min_x >= kFramingMarginPx);
            CHECK(body.min_y >= kFramingMarginPx);
            CHECK(body.max_x < size.x - kFramingMarginPx);
            CHECK(body.max_y < size.y - kFramingMarginPx);
        }
        fs::remove_all(render.assets_dir);
        fs::remove_all(render.out);
    }
}

TEST_CASE("a sprite taller than the capture is centred on it vertically and said once") {
    // Zoom 8: 104x216 screen pixels in a 160x160 capture: too tall, but 104 + 2 x 8 fits across.
    const Render render = runRender("larger", 160, 160, 8);
    CHECK(count(render.log, "larger than the capture") == 1);
    const std::vector<ipos> offs = traceColumns(render.out / "trace.csv", 13);
    REQUIRE(offs.size() == 101);
    for (int tick = 20; tick <= 100; tick += 20) {
        CAPTURE(tick);
        const Box body = findColour(loadFrame(render.out, tick), kMarkedColour);
        CHECK(body.min_y == 0);  // (160 - 216) / 2 = -28: 28 rows cut at each edge
        CHECK(body.max_y == 159);
        CHECK(body.count == 104 * 160);
        // Across, the followed camera (the logical point at x 80) where it keeps the margin, else moved just enough.
        const int followed = 80 + (offs[static_cast<std::size_t>(tick)].x - (kMarkedWidth / 2 - kDrawOffset.x)) * 8;
        const int expected = std::clamp(followed, kFramingMarginPx, 160 - kFramingMarginPx - 104);
        CHECK(body.min_x == expected);
        CHECK(body.max_x == expected + 103);
    }
    fs::remove_all(render.assets_dir);
    fs::remove_all(render.out);
}

TEST_CASE("a given camera centre and zoom are kept as given") {
    // The route's sprite roots at ticks 20 and 100, from a world on the same assets, seed and scenario.
    const fs::path probe_dir = writeTempAssets("framing_probe");
    auto assets = std::make_shared<AssetLibrary>(probe_dir.string());
    REQUIRE(assets->loadAll());
    World world(assets, assets->map(), 12345);
    REQUIRE(startNamedScenario(world, *assets, "straight-walk") == "");
    ipos first(0), last(0);
    for (int tick = 1; tick <= 100; ++tick) {
        world.tick();
        if (tick == 20) first = traceRow(world).sprite_root;
        if (tick == 100) last = traceRow(world).sprite_root;
    }
    fs::remove_all(probe_dir);
    // Between them, 10 map pixels below the feet: at zoom 3 the sprite's top is 3 pixels under a 240 capture's
    // top edge, inside the margin, so framing would have moved this camera.
    const ipos centre = (first + last) / 2 + ipos(0, 10);

    const Render render = runRender("camera", 240, 240, 3, centre);
    const std::vector<ipos> roots = traceColumns(render.out / "trace.csv", 17);
    REQUIRE(roots.size() == 101);
    CHECK(roots[20] == first);
    Camera given;
    given.centre = glm::vec2(centre);
    given.zoom = 3;
    int inside_margin = 0;
    for (int tick = 20; tick <= 100; tick += 20) {
        CAPTURE(tick);
        const ScreenRect rect = markedOnScreen(roots[static_cast<std::size_t>(tick)], given, ipos(240, 240));
        const Box body = findColour(loadFrame(render.out, tick), kMarkedColour);
        REQUIRE(body.count > 0);
        CHECK(body.min_x == std::max(rect.min.x, 0));
        CHECK(body.max_x == std::min(rect.max.x, 240) - 1);
        CHECK(body.min_y == std::max(rect.min.y, 0));
        CHECK(body.max_y == std::min(rect.max.y, 240) - 1);
        CHECK(body.max_x - body.min_x + 1 == kMarkedWidth * 3);  // the given zoom
        CHECK(body.count == kMarkedWidth * kMarkedHeight * 9);
        if (rect.min.y < kFramingMarginPx) ++inside_margin;
    }
    CHECK(inside_margin == 5);
    fs::remove_all(render.assets_dir);
    fs::remove_all(render.out);
}

TEST_CASE("render --no-path leaves out the path line and nothing else") {
    const fs::path assets_dir = writeTempAssets("framing_nopath");
    const fs::path with = tempRoot("path_on");
    const fs::path without = tempRoot("path_off");
    const std::vector<std::string> args{
        "render", "--scenario", "straight-walk", "--seconds",         "0.4",          "--every",   "40",
        "--size", "240x240",    "--assets",      assets_dir.string(), "--no-overlay", "--no-grid", "--no-markers"};
    std::ostringstream out, err;
    std::vector<std::string> on = args, off = args;
    on.insert(on.end(), {"--out", with.string()});
    off.insert(off.end(), {"--out", without.string(), "--no-path"});
    REQUIRE(runCli(on, out, err) == 0);
    REQUIRE(runCli(off, out, err) == 0);
    const RgbaImage a = loadFrame(with, 40);
    const RgbaImage b = loadFrame(without, 40);
    REQUIRE(a.width == b.width);
    REQUIRE(a.height == b.height);
    int differ = 0;
    for (int y = 0; y < a.height; ++y)
        for (int x = 0; x < a.width; ++x) {
            const Rgba8 pa = a.at(x, y);
            const Rgba8 pb = b.at(x, y);
            if (pa == pb) continue;
            ++differ;
            // Where they differ, the frame with the path is lighter (white at alpha 170 over what is under it) and
            // the one without shows that unchanged: the ground, the background or a critter's body.
            CHECK(pa.r + pa.g + pa.b > pb.r + pb.g + pb.b);
            const bool ground = pb == kGrassColour || pb == kDirtColour || pb == kBackgroundColour || pb == kBodyColour;
            CHECK(ground);
        }
    CHECK(differ > 40);  // the line from the critter along its remaining hexes
    fs::remove_all(assets_dir);
    fs::remove_all(with);
    fs::remove_all(without);
}

TEST_CASE("the montage has a label strip with text beneath every frame") {
    const Render render = runRender("montage", 200, 150, 2);
    RgbaImage sheet;
    REQUIRE(loadPng((render.out / "montage.png").string(), sheet).empty());
    // 5 frames, 3 columns, no shrinking; each label ("t 20  f 2  ph 0.50  walk E" and the like) fits one line.
    const int strip = labelStripHeight(1);
    CHECK(strip == 17);
    CHECK(sheet.width == (200 + 2) * 3 + 2);
    CHECK(sheet.height == (150 + strip + 2) * 2 + 2);
    const MontageLayout layout{5, 3, 200, 150, strip};
    for (int i = 0; i < 5; ++i) {
        CAPTURE(i);
        // The frame is copied unchanged above its strip.
        const RgbaImage frame = loadFrame(render.out, 20 * (i + 1));
        const ipos at = layout.frameOrigin(i);
        int same = 0;
        for (int y = 0; y < 150; ++y)
            for (int x = 0; x < 200; ++x) same += sheet.at(at.x + x, at.y + y) == frame.at(x, y) ? 1 : 0;
        CHECK(same == 200 * 150);
        // The strip: its fill and light text pixels, the text in its first line, starting at the pad.
        const ipos s = layout.stripOrigin(i);
        CHECK(s.y == at.y + 150);
        int text = 0, fill = 0, text_min_x = 1 << 30, text_max_y = -1;
        for (int y = 0; y < strip; ++y)
            for (int x = 0; x < 200; ++x) {
                const Rgba8 p = sheet.at(s.x + x, s.y + y);
                if (p == kLabelBackground) ++fill;
                if (p == kLabelText) {
                    ++text;
                    text_min_x = std::min(text_min_x, x);
                    text_max_y = std::max(text_max_y, y);
                }
            }
        CHECK(text > 100);
        CHECK(fill > 200 * strip / 2);
        CHECK(text_min_x >= kLabelPad);
        CHECK(text_max_y < strip - 1);
    }
    fs::remove_all(render.assets_dir);
    fs::remove_all(render.out);
}
