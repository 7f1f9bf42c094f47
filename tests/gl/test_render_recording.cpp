// `gaitlab render --gif/--webp` (DECISIONS "Recordings"): the GIF and WebP hold the frames render saved as PNG, at
// their times, decoded again with giflib and libwebp; the gait overlays and the caption show in them.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "../app/animation_decode.h"
#include "app/files/image_file.h"
#include "app/headless/headless_render.h"
#include "engine/draw/gait_draw.h"
#include "temp_assets.h"

using namespace gaitlab;

namespace {

std::vector<uint8_t> fileBytes(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

RgbaImage renderedFrame(const std::filesystem::path& dir, int tick) {
    char name[32];
    std::snprintf(name, sizeof name, "frame_%05d.png", tick);
    RgbaImage image;
    REQUIRE(loadPng((dir / name).string(), image).empty());
    return image;
}

/// The PNG that was on screen at `start_ms` of the recording: frames last `every` ticks and the first shows the
/// world after `every` ticks.
int tickShownAt(int start_ms, int every) { return start_ms / 10 + every; }

}  // namespace

TEST_CASE("render --gif and --webp: every frame is render's PNG of its tick, at its time") {
    const std::filesystem::path dir = testing::writeTempAssets("record");
    const std::filesystem::path out = dir / "out";
    RenderOptions options;
    options.scenario = "turn";
    options.seconds = 1.2;
    options.out_dir = out.string();
    options.width = 160;  // the shipped assets: the critter starts at map pixel (-143, 368)
    options.height = 120;
    options.every = 3;  // 30 ms frames
    // A held camera: the ground stays, so the GIF's frames are mostly unchanged pixels (its transparent entry).
    options.camera = ipos(-140, 360);
    options.gif_file = (dir / "turn.gif").string();
    options.webp_file = (dir / "turn.webp").string();
    std::ostringstream log;
    REQUIRE_MESSAGE(runHeadlessRender(options, log) == 0, log.str());
    CHECK(log.str().find("recorded 40 frames (1.2 s) to ") != std::string::npos);

    const auto webp = testing::decodeWebpBytes(fileBytes(options.webp_file));
    REQUIRE(webp.error.empty());
    CHECK(webp.width == 160);
    CHECK(webp.height == 120);
    CHECK(webp.loop_count == 0);
    REQUIRE(!webp.frames.empty());
    int start = 0;
    for (std::size_t i = 0; i < webp.frames.size(); ++i) {
        // Lossless: the very pixels of the PNG of the tick shown.
        const RgbaImage png = renderedFrame(out, tickShownAt(start, options.every));
        CHECK_MESSAGE(webp.frames[i].pixels == png.pixels, "webp frame " << i << " at " << start << " ms");
        CHECK(webp.durations_ms[i] % 30 == 0);
        start += webp.durations_ms[i];
    }
    CHECK(start == 1200);

    const auto gif = testing::decodeGifBytes(fileBytes(options.gif_file));
    REQUIRE(gif.error.empty());
    CHECK(gif.width == 160);
    CHECK(gif.loop_count == 0);
    start = 0;
    for (std::size_t i = 0; i < gif.frames.size(); ++i) {
        // One colour table of at most 256 entries: each pixel the PNG's or near it.
        const RgbaImage png = renderedFrame(out, tickShownAt(start, options.every));
        long long error = 0;
        for (std::size_t p = 0; p < png.pixels.size(); p += 4)
            for (std::size_t c = 0; c < 3; ++c)
                error += std::abs(static_cast<int>(png.pixels[p + c]) - static_cast<int>(gif.frames[i].pixels[p + c]));
        CHECK_MESSAGE(static_cast<double>(error) / static_cast<double>(png.pixels.size() / 4) < 6.0,
                      "gif frame " << i << " at " << start << " ms");
        start += gif.durations_ms[i];
    }
    CHECK(start == 1200);
    std::filesystem::remove_all(dir);
}

TEST_CASE("render --markers planted,labels and --record-scale 2: the caption band and the feet's colours show") {
    const std::filesystem::path dir = testing::writeTempAssets("record-markers");
    RenderOptions options;
    options.scenario = "straight-walk";
    options.seconds = 0.8;
    options.out_dir = (dir / "out").string();
    options.width = 200;  // the shipped assets, with the walk's contacts
    options.height = 150;
    options.every = 4;
    options.zoom = 2;  // the whole sprite, feet included, in 150 px
    REQUIRE(parseRenderMarkers("planted,onion,labels", options).empty());
    options.record_scale = FrameScale{2, 1};
    options.webp_file = (dir / "walk.webp").string();
    std::ostringstream log;
    REQUIRE_MESSAGE(runHeadlessRender(options, log) == 0, log.str());
    const auto webp = testing::decodeWebpBytes(fileBytes(options.webp_file));
    REQUIRE(webp.error.empty());
    CHECK(webp.width == 400);
    CHECK(webp.height == 300);
    // The caption band at the top-left of every frame: 220/255 of its dark fill over the ground.
    for (const RgbaImage& frame : webp.frames) {
        const Rgba8 band = frame.at(1, 1);
        CHECK((band.r < 40 && band.g < 40 && band.b < 40));
    }
    // Planted feet's markers (the left or right foot's colour) in the frames.
    int feet = 0;
    for (const RgbaImage& frame : webp.frames)
        for (int y = 0; y < frame.height; ++y)
            for (int x = 0; x < frame.width; ++x)
                if (frame.at(x, y) == kLeftFootColour || frame.at(x, y) == kRightFootColour) ++feet;
    CHECK(feet > 40);
    std::filesystem::remove_all(dir);
}

TEST_CASE("render refuses a recording of 10 ms frames, a bad --markers entry and a GIF over its own input") {
    const std::filesystem::path dir = testing::writeTempAssets("record-refusals");
    RenderOptions options;
    options.scenario = "turn";
    options.seconds = 0.5;
    options.out_dir = (dir / "out").string();
    options.asset_dir = dir.string();
    options.width = 160;
    options.height = 120;
    options.every = 1;
    options.gif_file = (dir / "a.gif").string();
    std::ostringstream log;
    CHECK(runHeadlessRender(options, log) == 2);
    CHECK(log.str().find(
              "--every 1 gives frames of 10 ms; a GIF or WebP frame shows 20 ms or more (--every 2 or more)") !=
          std::string::npos);
    CHECK(parseRenderMarkers("planted,feet", options) == "'feet' is not one of planted, onion, labels");
    options.every = 4;
    options.map_file = (dir / "maps" / "demo.json").string();
    options.gif_file = options.map_file;
    CHECK(runHeadlessRender(options, log) == 2);
    CHECK(log.str().find("demo.json") != std::string::npos);
    CHECK(!std::filesystem::exists(dir / "out" / "trace.csv"));  // refused before anything was written
    // The same file twice, a folder that is not there, and a frame's own name: refused before the run too.
    options.gif_file = (dir / "same.gif").string();
    options.webp_file = options.gif_file;
    CHECK(runHeadlessRender(options, log) == 2);
    CHECK(log.str().find("--gif and --webp name the same file") != std::string::npos);
    options.webp_file.clear();
    options.gif_file = (dir / "missing" / "a.gif").string();
    CHECK(runHeadlessRender(options, log) == 2);
    CHECK(log.str().find("does not exist; nothing was written") != std::string::npos);
    options.gif_file = (dir / "out" / "frame_00004.png").string();
    CHECK(runHeadlessRender(options, log) == 2);
    CHECK(log.str().find("would be one of the files render writes") != std::string::npos);
    CHECK(!std::filesystem::exists(dir / "out" / "trace.csv"));
    std::filesystem::remove_all(dir);
}
