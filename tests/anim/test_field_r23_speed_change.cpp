// Field case R23: a speed change keeps the elapsed fraction of the current frame; speed 0 pauses; no extra
// frame entered (D19).
#include <doctest/doctest.h>

#include <vector>

#include "engine/anim/playback.h"

using namespace gaitlab::anim;

TEST_CASE("R23 4 frames x 10 ticks at 0.1, speed 1 from t=50: frame 1 at t=55") {
    Playback p(Clip::evenly(4, 10, ClipMode::Loop));
    p.setSpeed(0.1);
    p.start();
    std::vector<int> entered;
    auto tick = [&] {
        const PlaybackStep s = p.update(1);
        entered.insert(entered.end(), s.entered.begin(), s.entered.end());
    };
    for (int t = 0; t < 50; ++t) tick();
    CHECK(p.frame() == 0);
    CHECK(p.frameFraction() == doctest::Approx(0.5));
    p.setSpeed(1.0);
    CHECK(p.frame() == 0);
    CHECK(p.frameFraction() == doctest::Approx(0.5));
    for (int t = 50; t < 54; ++t) tick();
    CHECK(p.frame() == 0);  // t = 54
    tick();
    CHECK(p.frame() == 1);  // t = 55
    CHECK(entered == std::vector<int>{0, 1});
}

TEST_CASE("R23 speed 0 pauses frame and events - changing speed enters no frame") {
    Playback p(Clip::evenly(4, 10, ClipMode::Loop));
    p.start();
    p.update(0);
    p.update(13);
    REQUIRE(p.frame() == 1);
    p.setSpeed(0.0);
    for (int t = 0; t < 100; ++t) {
        const PlaybackStep s = p.update(1);
        REQUIRE(s.entered.empty());
        REQUIRE_FALSE(s.finished);
    }
    CHECK(p.frame() == 1);
    CHECK(p.frameFraction() == doctest::Approx(0.3));
    p.setSpeed(2.0);
    CHECK(p.update(0).entered.empty());
    CHECK(p.update(3).entered.empty());                 // 13 + 3 * 2 = 19: still frame 1
    CHECK(p.update(1).entered == std::vector<int>{2});  // 21: frame 2
}
