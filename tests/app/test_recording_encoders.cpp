// The recording encoders (app/recording/): what gaitlab writes, decoded again with giflib and libwebp, holds the
// frames, their times and their pixels (DECISIONS "Recordings").
#include <doctest/doctest.h>

#include <stdexcept>

#include "animation_decode.h"
#include "app/recording/animation.h"
#include "app/recording/gif_writer.h"
#include "app/recording/recorder.h"
#include "app/recording/webp_writer.h"

namespace {

using gaitlab::AnimationFrame;
using gaitlab::Rgba8;
using gaitlab::RgbaImage;

/// A small frame: background, with a 2x2 block of `c` at (x, y).
RgbaImage blockFrame(int x, int y, Rgba8 c) {
    RgbaImage image(8, 6, Rgba8{30, 32, 36, 255});
    for (int dy = 0; dy < 2; ++dy)
        for (int dx = 0; dx < 2; ++dx) image.set(x + dx, y + dy, c);
    return image;
}

bool samePixels(const RgbaImage& a, const RgbaImage& b) {
    return a.width == b.width && a.height == b.height && a.pixels == b.pixels;
}

}  // namespace

TEST_CASE("GIF of three frames: their pixels, delays, one loop extension and exact colours") {
    const std::vector<AnimationFrame> frames{{blockFrame(0, 0, {200, 40, 40, 255}), 40},
                                             {blockFrame(3, 2, {40, 200, 40, 255}), 40},
                                             {blockFrame(6, 4, {40, 40, 200, 255}), 60}};
    const gaitlab::GifFile gif = gaitlab::encodeGif(frames);
    CHECK(gif.frames == 3);
    CHECK(gif.exact_colours);
    CHECK(gif.colours == 4);  // the background and three blocks
    const auto decoded = gaitlab::testing::decodeGifBytes(gif.bytes);
    REQUIRE(decoded.error.empty());
    CHECK(decoded.width == 8);
    CHECK(decoded.height == 6);
    CHECK(decoded.loop_count == 0);
    CHECK(decoded.colours == 8);  // four, the transparent entry, padded to a power of two
    REQUIRE(decoded.frames.size() == 3);
    CHECK(decoded.durations_ms == std::vector<int>{40, 40, 60});
    for (std::size_t i = 0; i < 3; ++i) CHECK(samePixels(decoded.frames[i], frames[i].image));
}

TEST_CASE("GIF merges a frame identical to the one before and keeps the running time in centiseconds") {
    const RgbaImage a = blockFrame(0, 0, {250, 250, 250, 255});
    const RgbaImage b = blockFrame(4, 0, {250, 250, 250, 255});
    const auto merged = gaitlab::testing::decodeGifBytes(gaitlab::encodeGif({{a, 40}, {a, 40}, {b, 40}}).bytes);
    REQUIRE(merged.frames.size() == 2);
    CHECK(merged.durations_ms == std::vector<int>{80, 40});
    CHECK(samePixels(merged.frames[1], b));
    // 25 ms steps end at 2.5, 5, 7.5 and 10 cs: rounded ends 3, 5, 8, 10 give 3, 2, 3, 2 cs, 100 ms in all.
    const auto steps = gaitlab::testing::decodeGifBytes(gaitlab::encodeGif({{a, 25}, {b, 25}, {a, 25}, {b, 25}}).bytes);
    CHECK(steps.durations_ms == std::vector<int>{30, 20, 30, 20});
}

TEST_CASE("GIF of more than 256 colours: a flat background keeps its exact colour, the rest stays near") {
    RgbaImage image(64, 64, Rgba8{30, 32, 36, 255});
    for (int y = 0; y < 64; ++y)
        for (int x = 32; x < 64; ++x)
            image.set(x, y, Rgba8{static_cast<uint8_t>(x * 4), static_cast<uint8_t>(y * 4), 128, 255});  // 2048 colours
    const gaitlab::GifFile gif = gaitlab::encodeGif({{image, 100}});
    CHECK_FALSE(gif.exact_colours);
    CHECK(gif.colours <= 256);
    const auto decoded = gaitlab::testing::decodeGifBytes(gif.bytes);
    REQUIRE(decoded.frames.size() == 1);
    const RgbaImage& shown = decoded.frames[0];
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 32; ++x) REQUIRE(shown.at(x, y) == Rgba8{30, 32, 36, 255});
    // 2048 gradient colours in at most 255 entries: a median cut leaves each within a few steps of 4.
    long long error = 0;
    int worst = 0;
    for (int y = 0; y < 64; ++y)
        for (int x = 32; x < 64; ++x) {
            const Rgba8 a = image.at(x, y), b = shown.at(x, y);
            const int e = std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b);
            error += e;
            worst = std::max(worst, e);
        }
    CHECK(static_cast<double>(error) / (32.0 * 64.0) < 8.0);
    CHECK(worst <= 24);
}

TEST_CASE("WebP lossless: every pixel and every duration back, looping for ever") {
    std::vector<AnimationFrame> frames;
    for (int i = 0; i < 4; ++i) {
        RgbaImage image(40, 30, Rgba8{30, 32, 36, 255});
        for (int y = 0; y < 30; ++y)
            for (int x = 0; x < 40; ++x)
                if ((x + y + i * 3) % 7 == 0)
                    image.set(x, y, Rgba8{static_cast<uint8_t>(x * 6), 90, static_cast<uint8_t>(y * 8), 255});
        frames.push_back({image, 40 + i * 20});
    }
    const gaitlab::WebpFile webp = gaitlab::encodeWebp(frames);
    CHECK(webp.frames == 4);
    const auto decoded = gaitlab::testing::decodeWebpBytes(webp.bytes);
    REQUIRE(decoded.error.empty());
    CHECK(decoded.width == 40);
    CHECK(decoded.height == 30);
    CHECK(decoded.loop_count == 0);
    REQUIRE(decoded.frames.size() == 4);
    CHECK(decoded.durations_ms == std::vector<int>{40, 60, 80, 100});
    for (std::size_t i = 0; i < 4; ++i) CHECK(samePixels(decoded.frames[i], frames[i].image));
}

TEST_CASE("recordings refuse frames of two sizes, no frames and steps under 20 ms, naming the frame") {
    const RgbaImage a(8, 6, Rgba8{1, 2, 3, 255});
    const RgbaImage b(8, 7, Rgba8{1, 2, 3, 255});
    CHECK(gaitlab::animationProblem({}) == "no frames to write");
    CHECK(gaitlab::animationProblem({{a, 40}, {b, 40}}) == "frame 1 is 8x7, frame 0 is 8x6");
    CHECK(gaitlab::animationProblem({{a, 40}, {a, 10}}) == "frame 1 lasts 10 ms, under 20 ms");
    CHECK_THROWS_AS((void)gaitlab::encodeGif({{a, 40}, {b, 40}}), std::invalid_argument);
    CHECK_THROWS_AS((void)gaitlab::encodeWebp({{a, 10}}), std::invalid_argument);
}

TEST_CASE("recording scale: parsed from 2, 1/2 and 0.25, nearest up and block mean down") {
    CHECK(gaitlab::parseFrameScale("3").scale.up == 3);
    CHECK(gaitlab::parseFrameScale("1/2").scale.down == 2);
    CHECK(gaitlab::parseFrameScale("0.25").scale.down == 4);
    CHECK_FALSE(gaitlab::parseFrameScale("0.3").ok);
    CHECK_FALSE(gaitlab::parseFrameScale("9").ok);
    CHECK_FALSE(gaitlab::parseFrameScale("2x").ok);
    CHECK_FALSE(gaitlab::parseFrameScale("2/3").ok);
    RgbaImage image(2, 2);
    image.set(0, 0, Rgba8{0, 0, 0, 255});
    image.set(1, 0, Rgba8{100, 0, 0, 255});
    image.set(0, 1, Rgba8{0, 200, 0, 255});
    image.set(1, 1, Rgba8{0, 0, 40, 255});
    const RgbaImage up = gaitlab::scaleFrame(image, {2, 1});
    CHECK(up.width == 4);
    CHECK(up.at(3, 0) == Rgba8{100, 0, 0, 255});
    CHECK(up.at(1, 3) == Rgba8{0, 200, 0, 255});
    const RgbaImage down = gaitlab::scaleFrame(image, {1, 2});
    CHECK(down.width == 1);
    CHECK(down.at(0, 0) == Rgba8{25, 50, 10, 255});  // (0+100+0+0)/4, (0+0+200+0)/4, (0+0+0+40)/4
    CHECK(gaitlab::byteSizeText(1536) == "2 KB");
    CHECK(gaitlab::byteSizeText(3 * 1024 * 1024 + 1024 * 512) == "3.5 MB");
}

TEST_CASE("GIF of more than 255 colours keeps the art's own colours exactly, even ones a median cut would merge") {
    // Left: 16 art colours one step apart (a palette ramp); right: 2048 gradient colours.
    std::vector<Rgba8> art;
    for (int i = 0; i < 16; ++i) art.push_back(Rgba8{static_cast<uint8_t>(100 + i), 50, 50, 255});
    RgbaImage image(64, 64, Rgba8{30, 32, 36, 255});
    for (int y = 0; y < 64; ++y)
        for (int x = 0; x < 64; ++x)
            image.set(x, y,
                      x < 32 ? art[static_cast<std::size_t>((x + y) % 16)]
                             : Rgba8{static_cast<uint8_t>(x * 4), static_cast<uint8_t>(y * 4), 128, 255});
    const gaitlab::GifFile plain = gaitlab::encodeGif({{image, 100}});
    const gaitlab::GifFile kept = gaitlab::encodeGif({{image, 100}}, art);
    CHECK(plain.kept_colours == 0);
    CHECK(kept.kept_colours == 16);
    const auto count_exact = [&](const gaitlab::GifFile& gif) {
        const RgbaImage shown = gaitlab::testing::decodeGifBytes(gif.bytes).frames.at(0);
        int exact = 0;
        for (int y = 0; y < 64; ++y)
            for (int x = 0; x < 32; ++x) exact += shown.at(x, y) == image.at(x, y) ? 1 : 0;
        return exact;
    };
    CHECK(count_exact(kept) == 32 * 64);
    CHECK(count_exact(plain) < 32 * 64);  // the cut's 5 bits a channel merge neighbouring ramp steps
}

TEST_CASE("recorder: frames last the time between captures, the ring keeps its seconds, a take its own frames") {
    gaitlab::RecorderSettings settings;
    settings.step_ms = 40;
    settings.ring_seconds = 1.0;
    gaitlab::Recorder recorder(settings);
    CHECK(recorder.due(0.0));
    recorder.add(RgbaImage(4, 4, Rgba8{1, 1, 1, 255}), 0.0);
    CHECK_FALSE(recorder.due(20.0));
    CHECK(recorder.due(40.0));
    recorder.start();
    // Captures at 40, 100 (a slow frame), 140, 180 ms: durations 60, 40, 40 and the last as the one before.
    for (const double t : {40.0, 100.0, 140.0, 180.0}) recorder.add(RgbaImage(4, 4, Rgba8{2, 2, 2, 255}), t);
    const std::vector<AnimationFrame> take = recorder.stop();
    REQUIRE(take.size() == 4);
    CHECK(take[0].duration_ms == 60);
    CHECK(take[1].duration_ms == 40);
    CHECK(take[3].duration_ms == 40);
    CHECK_FALSE(recorder.recording());
    // The ring: frames of the last second only (0..180 ms so far, then up to 1500 ms).
    for (double t = 220.0; t <= 1500.0; t += 40.0) recorder.add(RgbaImage(4, 4, Rgba8{3, 3, 3, 255}), t);
    CHECK(recorder.ringSeconds() <= 1.0 + 0.04 + 1e-9);
    const auto last = recorder.lastSeconds(0.5);  // captured less than 500 ms before the newest: 13 frames
    CHECK(last.size() == 13);
    CHECK(gaitlab::animationDurationMs(last) == 13 * 40);
    // A frame of another size starts the ring over and ends a running take, saying why.
    recorder.start();
    recorder.add(RgbaImage(4, 4, Rgba8{4, 4, 4, 255}), 1540.0);
    recorder.add(RgbaImage(8, 4, Rgba8{4, 4, 4, 255}), 1580.0);
    CHECK_FALSE(recorder.recording());
    CHECK(recorder.takeEnded() == "the recorded area changed size");
    CHECK(recorder.stop().size() == 1);
    CHECK(recorder.lastSeconds(5.0).size() == 1);
}
