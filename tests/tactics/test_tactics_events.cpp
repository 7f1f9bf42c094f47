// Field case R20 and D14: tick events in the half-open window (prev, now], across loop wraps, in O(1).
#include <doctest/doctest.h>

#include "engine/tactics/tick_events.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;

namespace {
int64_t countBetween(const Sequence& seq, int64_t prev, int64_t now) {
    int64_t n = 0;
    for (const EventFiring& f : eventsBetween(seq, prev, now)) {
        n += f.count;
    }
    return n;
}
}  // namespace

TEST_CASE("R20: PlaySound at 8 on a 10-tick loop fires at 8 and 18 between 5 and 25") {
    const Atlas atlas = fixture::atlas();
    const Sequence& sound = atlas.sequences[2];
    const auto fired = eventsBetween(sound, 5, 25);
    REQUIRE(fired.size() == 1);
    CHECK(fired[0].label == "PlaySound");
    CHECK(fired[0].tick == 8);
    CHECK(fired[0].count == 2);
    CHECK(fired[0].firstAt == 8);
    CHECK(fired[0].lastAt == 18);
}

TEST_CASE("R20: a window of exactly one period fires once and 0 to 100 fires 10 times") {
    const Atlas atlas = fixture::atlas();
    const Sequence& sound = atlas.sequences[2];
    CHECK(countBetween(sound, 3, 13) == 1);
    CHECK(countBetween(sound, 0, 100) == 10);
    const auto fired = eventsBetween(sound, 0, 100);
    CHECK(fired[0].firstAt == 8);
    CHECK(fired[0].lastAt == 98);
}

TEST_CASE("R20: the window is half-open - so 0 to 8 then 8 to 16 reports tick 8 once") {
    const Atlas atlas = fixture::atlas();
    const Sequence& sound = atlas.sequences[2];
    CHECK(countBetween(sound, 0, 8) == 1);
    CHECK(countBetween(sound, 8, 16) == 0);
    CHECK(countBetween(sound, 7, 8) == 1);
    CHECK(countBetween(sound, 8, 9) == 0);
    CHECK(countBetween(sound, 8, 8) == 0);
    CHECK(countBetween(sound, 20, 10) == 0);
}

TEST_CASE("R20: 100 one-tick updates - 10 ten-tick updates and one 100-tick update give 10 firings each") {
    const Atlas atlas = fixture::atlas();
    const Sequence& sound = atlas.sequences[2];
    int64_t ones = 0;
    for (int t = 0; t < 100; ++t) {
        ones += countBetween(sound, t, t + 1);
    }
    int64_t tens = 0;
    for (int t = 0; t < 100; t += 10) {
        tens += countBetween(sound, t, t + 10);
    }
    CHECK(ones == 10);
    CHECK(tens == 10);
    CHECK(countBetween(sound, 0, 100) == 10);

    // The same splits as windows of a clip clock started at tick 0: its first window begins at tick -1, so an
    // event at tick 0 fires on the first update.
    const Animation& soundAnimation = *findAnimation(atlas, "Sound");
    const Sequence& drawn = atlas.sequences[static_cast<size_t>(soundAnimation.front)];
    const auto firingsBetween = [&](int64_t prev, int64_t now) {
        int64_t n = 0;
        for (const EventFiring& f : eventsBetween(drawn, prev, now, soundAnimation.loop)) n += f.count;
        return n;
    };
    int64_t a = firingsBetween(-1, 1);
    for (int t = 1; t < 100; ++t) a += firingsBetween(t, t + 1);
    int64_t b = firingsBetween(-1, 10);
    for (int t = 10; t < 100; t += 10) b += firingsBetween(t, t + 10);
    CHECK(a == 10);
    CHECK(b == 10);
    CHECK(firingsBetween(-1, 100) == 10);
}

TEST_CASE("R20: a non-looping attack reports PostGenericAttack at 4 once when one update jumps 0 -> 30") {
    const Atlas atlas = fixture::atlas();
    const Sequence& attack = atlas.sequences[3];
    const auto fired = eventsBetween(attack, 0, 30);
    REQUIRE(fired.size() == 1);
    CHECK(fired[0].label == "PostGenericAttack");
    CHECK(fired[0].count == 1);
    CHECK(fired[0].firstAt == 4);
    CHECK(countBetween(attack, 30, 60) == 0);
    CHECK(countBetween(attack, 3, 4) == 1);
    CHECK(countBetween(attack, 4, 5) == 0);

    const Animation& attackAnimation = *findAnimation(atlas, "Attack");
    const auto first = eventsBetween(attack, -1, 30, attackAnimation.loop);  // one update 0 -> 30 from the start
    REQUIRE(first.size() == 1);
    CHECK(first[0].label == "PostGenericAttack");
    CHECK(first[0].count == 1);
    for (int t = 30; t < 80; ++t) {
        CHECK(eventsBetween(attack, t, t + 1, attackAnimation.loop).empty());
    }
}

TEST_CASE("Events: loops wrap into negative time - and a huge window is counted in whole periods") {
    const Atlas atlas = fixture::atlas();
    const Sequence& sound = atlas.sequences[2];
    const auto neg = eventsBetween(sound, -12, -2);
    REQUIRE(neg.size() == 1);
    CHECK(neg[0].firstAt == -2);  // −2 ≡ 8 (mod 10)
    // (−2e9, 2e9]: floor((2e9 − 8)/10) − floor((−2e9 − 8)/10) = 199,999,999 + 200,000,001.
    const auto huge = eventsBetween(sound, -2000000000LL, 2000000000LL);
    REQUIRE(huge.size() == 1);
    CHECK(huge[0].count == 400000000);
    CHECK(huge[0].firstAt == -1999999992);
    CHECK(huge[0].lastAt == 1999999998);
    CHECK(countBetween(sound, INT64_MIN, INT64_MAX) > 0);  // clamped, no overflow
}

TEST_CASE("Events: a looping sequence played once (loop false) fires each event at most once") {
    const Atlas atlas = fixture::atlas();
    const Sequence& sound = atlas.sequences[2];
    CHECK(eventsBetween(sound, 0, 100, false).size() == 1);
    CHECK(eventsBetween(sound, 0, 100, false)[0].count == 1);
    CHECK(eventsBetween(sound, 8, 100, false).empty());
}
