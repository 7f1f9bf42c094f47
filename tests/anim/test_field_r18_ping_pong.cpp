// Field case R18: ping-pong never repeats an end frame; once ping-pong ends on frame 0 and completes once.
#include <doctest/doctest.h>

#include <vector>

#include "engine/anim/playback.h"

using namespace gaitlab::anim;

namespace {

std::vector<int> pingPongFramesPerTick(Playback& p, int ticks, std::vector<int>* finished_at = nullptr) {
    std::vector<int> out;
    for (int t = 0; t < ticks; ++t) {
        out.push_back(p.frame());
        if (p.update(1).finished && finished_at) finished_at->push_back(t + 1);
    }
    return out;
}

}  // namespace

TEST_CASE("R18 loop ping-pong, 4 frames x 1 tick, 12 ticks") {
    Playback p(Clip::evenly(4, 1, ClipMode::PingPong));
    p.start();
    CHECK(pingPongFramesPerTick(p, 12) == std::vector<int>{0, 1, 2, 3, 2, 1, 0, 1, 2, 3, 2, 1});
    CHECK_FALSE(p.finished());
}

TEST_CASE("R18 loop ping-pong entered in one update of 12 ticks lists every frame once per visit") {
    Playback p(Clip::evenly(4, 1, ClipMode::PingPong));
    p.start();
    const PlaybackStep s = p.update(12);
    CHECK(s.entered == std::vector<int>{0, 1, 2, 3, 2, 1, 0, 1, 2, 3, 2, 1, 0});
}

TEST_CASE("R18 once ping-pong holds 0 and completes once at t=7") {
    Playback p(Clip::evenly(4, 1, ClipMode::PingPongOnce));
    p.start();
    std::vector<int> finished_at;
    CHECK(pingPongFramesPerTick(p, 12, &finished_at) == std::vector<int>{0, 1, 2, 3, 2, 1, 0, 0, 0, 0, 0, 0});
    CHECK(finished_at == std::vector<int>{7});
}

TEST_CASE("R18 two frames alternate 0 1 0 1") {
    Playback p(Clip::evenly(2, 1, ClipMode::PingPong));
    p.start();
    CHECK(pingPongFramesPerTick(p, 6) == std::vector<int>{0, 1, 0, 1, 0, 1});
}

TEST_CASE("R18 one frame stays 0 in every mode") {
    for (ClipMode mode : {ClipMode::Loop, ClipMode::Once, ClipMode::PingPong, ClipMode::PingPongOnce}) {
        Playback p(Clip::evenly(1, 1, mode));
        p.start();
        CAPTURE(clipModeName(mode));
        CHECK(pingPongFramesPerTick(p, 5) == std::vector<int>{0, 0, 0, 0, 0});
    }
    Playback once(Clip::evenly(1, 1, ClipMode::PingPongOnce));
    once.start();
    std::vector<int> finished_at;
    pingPongFramesPerTick(once, 5, &finished_at);
    CHECK(finished_at == std::vector<int>{1});
}
