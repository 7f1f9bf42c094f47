// Playback modes, start frame, reverse play, zero-length frames and the D7 uniform clip
// (DECISIONS "Sprite Animation Fundamentals"; D7, D13, D19). Expected frames worked out by hand from the durations.
#include <doctest/doctest.h>

#include <limits>
#include <stdexcept>
#include <vector>

#include "engine/anim/playback.h"

using namespace gaitlab::anim;

namespace {

// Frame shown at t = 0, 1, ..., ticks - 1, advancing one tick between samples.
std::vector<int> playbackFramesPerTick(Playback& p, int ticks) {
    std::vector<int> out;
    for (int t = 0; t < ticks; ++t) {
        out.push_back(p.frame());
        p.update(1);
    }
    return out;
}

}  // namespace

TEST_CASE("loop with uneven durations 1, 2, 3 shows 0 1 1 2 2 2 and wraps") {
    Playback p(Clip{{1, 2, 3}, ClipMode::Loop});
    p.start();
    CHECK(playbackFramesPerTick(p, 8) == std::vector<int>{0, 1, 1, 2, 2, 2, 0, 1});
    CHECK_FALSE(p.finished());
}

TEST_CASE("once holds its last frame and finishes at the end of the last frame") {
    Playback p(Clip{{2, 2}, ClipMode::Once});
    p.start();
    std::vector<int> finished_at;
    for (int t = 1; t <= 8; ++t) {
        if (p.update(1).finished) finished_at.push_back(t);
    }
    CHECK(finished_at == std::vector<int>{4});
    CHECK(p.frame() == 1);
    CHECK(p.finished());
}

TEST_CASE("start at a given frame never shows frame 0 first") {
    Playback p(Clip::evenly(4, 2, ClipMode::Loop));
    p.start(2);
    const PlaybackStep first = p.update(0);
    CHECK(first.entered == std::vector<int>{2});
    CHECK(playbackFramesPerTick(p, 6) == std::vector<int>{2, 2, 3, 3, 0, 0});
    CHECK_THROWS_AS(p.start(4), std::out_of_range);
    CHECK_THROWS_AS(p.start(-1), std::out_of_range);
}

TEST_CASE("negative speed plays backwards, each frame for its full duration") {
    Playback loop(Clip::evenly(4, 2, ClipMode::Loop));
    loop.setSpeed(-1.0);
    loop.start(0);
    CHECK(playbackFramesPerTick(loop, 9) == std::vector<int>{0, 0, 3, 3, 2, 2, 1, 1, 0});

    Playback once(Clip::evenly(4, 2, ClipMode::Once));
    once.setSpeed(-1.0);
    once.start(3);
    std::vector<int> frames;
    int finished_at = -1;
    for (int t = 0; t < 12; ++t) {
        frames.push_back(once.frame());
        if (once.update(1).finished) finished_at = t + 1;
    }
    CHECK(frames == std::vector<int>{3, 3, 2, 2, 1, 1, 0, 0, 0, 0, 0, 0});
    CHECK(finished_at == 8);
}

TEST_CASE("reversing direction at a frame boundary enters the neighbouring frame") {
    Playback p(Clip::evenly(4, 2, ClipMode::Loop));
    p.start();
    p.update(2);  // just entered frame 1
    REQUIRE(p.frame() == 1);
    p.setSpeed(-1.0);
    const PlaybackStep back = p.update(1);
    CHECK(back.entered == std::vector<int>{0});
    CHECK(p.frame() == 0);
}

TEST_CASE("a zero-length frame is entered and passed in the same update") {
    Playback p(Clip{{2, 0, 2}, ClipMode::Loop});
    p.start();
    CHECK(p.update(1).entered == std::vector<int>{0});
    const PlaybackStep step = p.update(1);
    CHECK(step.entered == std::vector<int>{1, 2});
    CHECK(p.frame() == 2);
}

// Ping-pong is compared only where D / N is whole: otherwise the returning leg replays each frame's own
// integer duration, while uniformFrameIndex spreads the fraction over the bounce.
TEST_CASE("uniform clip of a sheet: durations by hand and the same frame as uniformFrameIndex") {
    // 3 frames in 100 ms: starts at ceil(0) = 0, ceil(100/3) = 34, ceil(200/3) = 67.
    CHECK(Clip::uniform(3, 100, ClipMode::Loop).durations == std::vector<int64_t>{34, 33, 33});
    CHECK(Clip::uniform(4, 0, ClipMode::Loop).durations == std::vector<int64_t>{25, 25, 25, 25});  // 100 ms default
    for (auto mode : {ClipMode::Loop, ClipMode::Once, ClipMode::PingPong}) {
        for (int n : {1, 2, 5, 7}) {
            for (int ticks : {50, 99, 444}) {
                if (mode == ClipMode::PingPong && ticks % n != 0) continue;
                Playback p(Clip::uniform(n, ticks, mode));
                p.start();
                for (int t = 0; t < 3 * ticks; ++t) {
                    CAPTURE(n);
                    CAPTURE(ticks);
                    CAPTURE(t);
                    REQUIRE(p.frame() == uniformFrameIndex(n, ticks, t, mode));
                    p.update(1);
                }
            }
        }
    }
}

TEST_CASE("unplayable clips are refused with a reason") {
    CHECK_THROWS_AS(Playback(Clip{{}, ClipMode::Loop}), std::invalid_argument);
    CHECK_THROWS_AS(Playback(Clip{{0, 0}, ClipMode::Loop}), std::invalid_argument);
    CHECK_THROWS_AS(Playback(Clip{{3, -1}, ClipMode::Once}), std::invalid_argument);
    CHECK(clipProblem(Clip{{0, 0}, ClipMode::Loop}).value() == "a clip's durations must sum to more than 0");
    Playback p(Clip::evenly(2, 1, ClipMode::Loop));
    CHECK_THROWS_AS(p.setSpeed(std::numeric_limits<double>::quiet_NaN()), std::invalid_argument);
}

TEST_CASE("uniform ping-pong-once bounces once over 4 frames of 100 ms and then holds frame 0") {
    // 4 frames in 400 ms: a frame step every 100 ms; the bounce 0 1 2 3 2 1 is 6 steps, then 0 stays.
    const std::vector<int> expected{0, 1, 2, 3, 2, 1, 0, 0, 0, 0, 0};
    for (int i = 0; i < static_cast<int>(expected.size()); ++i)
        CHECK(uniformFrameIndex(4, 400, i * 100 + 50, ClipMode::PingPongOnce) == expected[static_cast<std::size_t>(i)]);
    CHECK(uniformFrameIndex(4, 400, std::numeric_limits<int64_t>::max(), ClipMode::PingPongOnce) == 0);
    CHECK(uniformFrameIndex(1, 400, 250, ClipMode::PingPongOnce) == 0);
}
