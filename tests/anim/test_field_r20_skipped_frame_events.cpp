// Field case R20: events on frames skipped within one update, or spread over whole loops, still fire; the
// [tick, label] adapter uses the half-open window (previous, now] (D14, D18).
#include <doctest/doctest.h>

#include <vector>

#include "engine/anim/frame_events.h"
#include "engine/anim/playback.h"

using namespace gaitlab::anim;

namespace {

// Loop of 4 frames x 5 ticks with footsteps on frames 1 and 3.
AnimEventStream footsteps(const std::vector<int64_t>& steps) {
    Playback p(Clip::evenly(4, 5, ClipMode::Loop));
    p.start();
    const std::vector<FrameEventMark> marks{{1, "footstep"}, {3, "footstep"}};
    AnimEventStream out;
    for (int64_t dt : steps) appendFrameEvents(p.update(dt), p.cycleFrames(), marks, "walk", out);
    return out;
}

std::vector<int> framesOf(const AnimEventStream& s) {
    std::vector<int> out;
    for (const auto& e : s.events) out.push_back(e.frame);
    return out;
}

std::vector<int64_t> ticksOf(const AnimEventStream& s) {
    std::vector<int64_t> out;
    for (const auto& e : s.events) out.push_back(e.tick);
    return out;
}

}  // namespace

TEST_CASE("R20 one update over a whole loop fires the events of every skipped frame, in order") {
    const AnimEventStream s = footsteps({20});  // enters 0 1 2 3 0
    CHECK(framesOf(s) == std::vector<int>{1, 3});
    const AnimEventStream many = footsteps({100});  // five loops
    CHECK(many.occurrences("footstep") == 10);
    CHECK(framesOf(many) == std::vector<int>{1, 3, 1, 3, 1, 3, 1, 3, 1, 3});
}

TEST_CASE("R20 the same frame events from 100 one-tick, 10 ten-tick and one 100-tick update") {
    const AnimEventStream whole = footsteps({100});
    const AnimEventStream tens = footsteps(std::vector<int64_t>(10, 10));
    const AnimEventStream ones = footsteps(std::vector<int64_t>(100, 1));
    CHECK(framesOf(tens) == framesOf(whole));
    CHECK(framesOf(ones) == framesOf(whole));
}

TEST_CASE("R20 a huge update counts the events of the unlisted loops") {
    // 5 * 10^12 ticks = 2.5 * 10^11 loops of 20 ticks, two footsteps each.
    const AnimEventStream s = footsteps({5'000'000'000'000});
    CHECK(s.occurrences("footstep") == 500'000'000'000);
}

TEST_CASE("R20 tick events of a looping 10-tick sequence with PlaySound at 8") {
    const TickEventTrack track{{{8, "PlaySound"}}, 10, true};
    auto between = [&](int64_t from, int64_t to) {
        AnimEventStream s;
        appendTickEvents(track, from, to, s);
        return s;
    };
    CHECK(ticksOf(between(5, 25)) == std::vector<int64_t>{8, 18});
    CHECK(between(3, 13).occurrences("PlaySound") == 1);
    CHECK(between(0, 100).occurrences("PlaySound") == 10);
    CHECK(between(0, 8).occurrences("PlaySound") == 1);
    CHECK(between(8, 16).occurrences("PlaySound") == 0);
    CHECK(between(7, 7).events.empty());
    CHECK(between(0, 1'000'000'000'000).occurrences("PlaySound") == 100'000'000'000);

    int64_t ones = 0, tens = 0;
    for (int64_t t = 0; t < 100; ++t) ones += between(t, t + 1).occurrences("PlaySound");
    for (int64_t t = 0; t < 100; t += 10) tens += between(t, t + 10).occurrences("PlaySound");
    CHECK(ones == 10);
    CHECK(tens == 10);
}

TEST_CASE("R20 a non-looping attack reports its hit once when one update jumps from 0 to 30") {
    const TickEventTrack attack{{{4, "PostGenericAttack"}}, 12, false};
    AnimEventStream s;
    appendTickEvents(attack, 0, 30, s);
    appendTickEvents(attack, 30, 60, s);
    CHECK(ticksOf(s) == std::vector<int64_t>{4});
    CHECK(s.events[0].frame == -1);
}
