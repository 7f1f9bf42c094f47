// Fractional time (D13): any split of the same total time reaches the same frame, lag spikes skip frames
// without losing them, and huge times are computed without stepping through them.
#include <doctest/doctest.h>

#include <cstdint>
#include <vector>

#include "engine/anim/playback.h"

using namespace gaitlab::anim;

namespace {

struct Trace {
    std::vector<int> entered;
    int frame = 0;
    int finished = 0;
};

Trace play(const Clip& clip, double speed, const std::vector<int64_t>& steps) {
    Playback p(clip);
    p.setSpeed(speed);
    p.start();
    Trace trace;
    for (int64_t dt : steps) {
        const PlaybackStep s = p.update(dt);
        trace.entered.insert(trace.entered.end(), s.entered.begin(), s.entered.end());
        trace.finished += s.finished ? 1 : 0;
    }
    trace.frame = p.frame();
    return trace;
}

}  // namespace

TEST_CASE("splits of 70 ticks at speed 0.7 give the same frames entered and the same frame") {
    // Clip [3, 5, 2] (period 10). 70 ticks * 0.7 = 49 units = 4 periods + 9: frame 2.
    const Clip clip{{3, 5, 2}, ClipMode::Loop};
    const Trace whole = play(clip, 0.7, {70});
    CHECK(whole.frame == 2);
    // start frame, then 4 periods of (1 2 0) and 1 2 of the fifth period.
    CHECK(whole.entered == std::vector<int>{0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2});
    const Trace ticks = play(clip, 0.7, std::vector<int64_t>(70, 1));
    const Trace uneven = play(clip, 0.7, {3, 0, 11, 1, 29, 7, 19});
    CHECK(ticks.entered == whole.entered);
    CHECK(uneven.entered == whole.entered);
    CHECK(ticks.frame == whole.frame);
    CHECK(uneven.frame == whole.frame);
}

TEST_CASE("a lag spike skips frames at full speed instead of slowing down") {
    Playback p(Clip::evenly(8, 5, ClipMode::Loop));
    p.start();
    const PlaybackStep spike = p.update(27);  // 27 / 5 = 5 frames passed
    CHECK(spike.entered == std::vector<int>{0, 1, 2, 3, 4, 5});
    CHECK(p.frame() == 5);
    CHECK(p.frameFraction() == doctest::Approx(0.4));
}

TEST_CASE("huge times: the frame in O(1), whole cycles beyond the listed ones counted") {
    Playback p(Clip{{3, 5, 2}, ClipMode::Loop});
    p.start();
    // 10^15 + 4 = 10^14 periods + 4 -> frame 1 (starts at 3).
    const PlaybackStep s = p.update(1'000'000'000'000'004);
    CHECK(p.frame() == 1);
    // Steps entered: 3 per period * 10^14 + 1 (frame 1), plus the start frame.
    const int64_t listed_steps = static_cast<int64_t>(s.entered.size()) - 1;
    CHECK(listed_steps + 3 * s.omitted_cycles == 300'000'000'000'001);
    CHECK(s.omitted_cycles == 100'000'000'000'000 - kMaxListedCycles);

    Playback once(Clip::evenly(3, 2, ClipMode::Once));
    once.start();
    const PlaybackStep o = once.update(INT64_MAX);
    CHECK(o.entered == std::vector<int>{0, 1, 2});
    CHECK(o.finished);
    CHECK(once.frame() == 2);

    Playback fast(Clip::evenly(4, 1, ClipMode::PingPong));
    fast.setSpeed(1000.0);
    fast.start();
    fast.update(INT64_MAX);  // must not overflow (the sanitizer build traps signed overflow)
    CHECK(fast.frame() >= 0);
}
