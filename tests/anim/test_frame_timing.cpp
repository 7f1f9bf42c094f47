// Time-driven frame index (D7, §4.7): uniform per-frame durations by hand, the engine's integer-lerp timing
// against the `time_driven_frame` vectors, and the clips that play the engine's timing (Clip::engine).
#include <doctest/doctest.h>

#include <cstdint>
#include <fstream>
#include <limits>
#include <stdexcept>
#include <vector>

#include <nlohmann/json.hpp>

#include "../engine/reference_vectors.h"
#include "engine/anim/clip.h"
#include "engine/anim/frame_timing.h"
#include "engine/anim/playback.h"

using namespace gaitlab;
using namespace gaitlab::anim;
using namespace gaitlab::test;

TEST_CASE("time_driven_frame vectors: engine timing (integer lerp, loop and once)") {
    const auto& cases = vectors().at("time_driven_frame");
    REQUIRE(cases.size() == 270);
    for (size_t i = 0; i < cases.size(); ++i) {
        const auto& c = cases[i];
        CAPTURE(i);
        CAPTURE(c.dump());
        CHECK(engineFrameIndex(c.at("frames").get<int>(), c.at("duration_ms").get<int>(),
                               c.at("elapsed_ms").get<int64_t>(),
                               c.at("looped").get<int>() == 1) == c.at("frame_index").get<int>());
    }
}

TEST_CASE("engine timing by hand: first and last frames get half time, 0 ticks means 100 ms") {
    // 5 frames over 400 ms: index = round(4 * p / 100) with p = trunc(t/4); frame 0 until p = 12 (t < 52).
    CHECK(engineFrameIndex(5, 400, 51, true) == 0);       // p = 12 -> 0.48
    CHECK(engineFrameIndex(5, 400, 52, true) == 1);       // p = 13 -> 0.52
    CHECK(engineFrameIndex(5, 400, 350, true) == 3);      // p = 87 -> 3.48
    CHECK(engineFrameIndex(5, 400, 350 + 2, true) == 4);  // p = 88 -> 3.52
    CHECK(engineFrameIndex(5, 0, 50, false) == 2);        // duration 100: p = 50 -> 2.0
}

TEST_CASE("uniform timing: each frame lasts ticks / N ms (D7)") {
    // 4 frames over 400 ms: 100 ms each.
    CHECK(uniformFrameIndex(4, 400, 0, ClipMode::Loop) == 0);
    CHECK(uniformFrameIndex(4, 400, 99, ClipMode::Loop) == 0);
    CHECK(uniformFrameIndex(4, 400, 100, ClipMode::Loop) == 1);
    CHECK(uniformFrameIndex(4, 400, 399, ClipMode::Loop) == 3);
    CHECK(uniformFrameIndex(4, 400, 400, ClipMode::Loop) == 0);
    CHECK(uniformFrameIndex(4, 400, 1234, ClipMode::Loop) == 0);  // 1234 mod 400 = 34
    // 3 frames over 100 ms: boundaries at 33.3 and 66.7 ms.
    CHECK(uniformFrameIndex(3, 100, 33, ClipMode::Loop) == 0);
    CHECK(uniformFrameIndex(3, 100, 34, ClipMode::Loop) == 1);
    CHECK(uniformFrameIndex(3, 100, 67, ClipMode::Loop) == 2);
    // 0 ticks: 100 ms for the sheet, as the engine.
    CHECK(uniformFrameIndex(2, 0, 50, ClipMode::Loop) == 1);
    CHECK(uniformFrameIndex(1, 400, 250, ClipMode::Loop) == 0);
    CHECK(uniformFrameIndex(0, 400, 250, ClipMode::Loop) == 0);
}

TEST_CASE("uniform timing: once holds the last frame, negative time is the start") {
    CHECK(uniformFrameIndex(4, 400, 399, ClipMode::Once) == 3);
    CHECK(uniformFrameIndex(4, 400, 400, ClipMode::Once) == 3);
    CHECK(uniformFrameIndex(4, 400, 100000, ClipMode::Once) == 3);
    CHECK(uniformFrameIndex(4, 400, -50, ClipMode::Once) == 0);
    CHECK(uniformFrameIndex(4, 400, -50, ClipMode::Loop) == 0);
}

TEST_CASE("uniform timing: ping-pong does not repeat the end frames (D19)") {
    // 4 frames, 100 ms each: 0 1 2 3 2 1 0 1 ...
    const int expected[] = {0, 1, 2, 3, 2, 1, 0, 1, 2};
    for (int k = 0; k < 9; ++k) {
        CAPTURE(k);
        CHECK(uniformFrameIndex(4, 400, k * 100 + 50, ClipMode::PingPong) == expected[k]);
    }
    CHECK(uniformFrameIndex(2, 200, 150, ClipMode::PingPong) == 1);
    CHECK(uniformFrameIndex(2, 200, 250, ClipMode::PingPong) == 0);
}

TEST_CASE("uniform timing: huge elapsed times neither overflow nor loop per period") {
    constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
    // kMax mod 400 = 207 (10^4 is a multiple of 400, kMax ends in ...5807) -> 207*4/400 = 2.
    CHECK(uniformFrameIndex(4, 400, kMax, ClipMode::Loop) == 2);
    CHECK(uniformFrameIndex(4, 400, kMax, ClipMode::Once) == 3);
    // Ping-pong: step = floor(kMax*4/400) mod 6 = floor(kMax/100) mod 6; kMax/100 = 92233720368547758 is
    // even and its digit sum 81 is a multiple of 3, so the step is 0 -> frame 0.
    CHECK(uniformFrameIndex(4, 400, kMax, ClipMode::PingPong) == 0);
    CHECK(engineFrameIndex(4, 400, kMax, true) == 2);  // p = 207*100/400 = 51 -> round(1.53) = 2
    CHECK(engineFrameIndex(4, 400, kMax, false) == 3);
}

TEST_CASE("engine-timed clip: durations by hand, 0 ms for frames the lerp never shows, total = effective duration") {
    // 5 frames in 400 ms: frames 1..4 need anim_proc 13, 38, 63, 88 -> start at 52, 152, 252, 352 ms.
    CHECK(Clip::engine(5, 400, ClipMode::Loop).durations == std::vector<int64_t>{52, 100, 100, 100, 48});
    CHECK(Clip::engine(1, 400, ClipMode::Loop).durations == std::vector<int64_t>{400});
    CHECK(Clip::engine(2, 0, ClipMode::Loop).durations == std::vector<int64_t>{50, 50});  // 0 ticks -> 100 ms
    // 101 frames in 100 ms: frame 100 needs anim_proc 100, which a loop never reaches.
    const Clip wide = Clip::engine(101, 100, ClipMode::Loop);
    CHECK(wide.durations.back() == 0);
    CHECK(wide.totalDuration() == 100);
    CHECK_THROWS_AS((void)Clip::engine(0, 400, ClipMode::Loop), std::invalid_argument);
}

TEST_CASE("engine-timed clip plays engineFrameIndex at every elapsed ms of two cycles, looped and once") {
    for (int n = 1; n <= 20; ++n) {
        for (const int ticks : {0, 1, 7, 100, 400, 1000}) {
            CAPTURE(n);
            CAPTURE(ticks);
            const int64_t duration = effectiveDurationMs(ticks);
            const Clip loop_clip = Clip::engine(n, ticks, ClipMode::Loop);
            REQUIRE(loop_clip.frameCount() == n);
            REQUIRE(loop_clip.totalDuration() == duration);
            Playback loop(loop_clip);
            Playback once(Clip::engine(n, ticks, ClipMode::Once));
            loop.start();
            once.start();
            for (int64_t t = 0; t < 2 * duration; ++t) {
                CAPTURE(t);
                REQUIRE(loop.frame() == engineFrameIndex(n, ticks, t, true));
                REQUIRE(once.frame() == engineFrameIndex(n, ticks, t, false));
                REQUIRE(once.finished() == (t >= duration));
                loop.update(1);
                once.update(1);
            }
        }
    }
}
