// The player's fractional clock (D13): split invariance, several frames per update, lag spikes skip frames.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "engine/tactics/player.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;

TEST_CASE("Player: one second in one update or in sixty 1/60 s updates reaches tick 60 and the same frame") {
    const Atlas atlas = fixture::atlas();
    Player whole(atlas, *findAnimation(atlas, "Walk"), 1);
    Player split(atlas, *findAnimation(atlas, "Walk"), 1);
    whole.advanceSeconds(1.0);
    for (int i = 0; i < 60; ++i) {
        split.advanceSeconds(1.0 / 60.0);
    }
    CHECK(whole.tick() == 60);
    CHECK(split.tick() == 60);
    CHECK(split.pose().index == whole.pose().index);
    CHECK(whole.pose().index == 2);  // 60 mod 8 = 4 -> frame 2
}

TEST_CASE("Player: three thirds of a tick reach tick 1 - 0.1 s seven times equals 0.7 s (tick 42)") {
    const Atlas atlas = fixture::atlas();
    Player thirds(atlas, *findAnimation(atlas, "Walk"), 1);
    for (int i = 0; i < 3; ++i) {
        thirds.advance(1.0 / 3.0);
    }
    CHECK(thirds.tick() == 1);
    Player tenths(atlas, *findAnimation(atlas, "Walk"), 1);
    for (int i = 0; i < 7; ++i) {
        tenths.advanceSeconds(0.1);
    }
    Player once(atlas, *findAnimation(atlas, "Walk"), 1);
    once.advanceSeconds(0.7);
    CHECK(tenths.tick() == 42);
    CHECK(once.tick() == 42);
    CHECK(tenths.pose().shp == once.pose().shp);
}

TEST_CASE("Player: fractions carry between updates (1.5 + 1.5 is tick 3)") {
    const Atlas atlas = fixture::atlas();
    Player p(atlas, *findAnimation(atlas, "Walk"), 1);
    p.advance(1.5);
    CHECK(p.tick() == 1);
    CHECK(p.pose().index == 0);
    p.advance(1.5);
    CHECK(p.tick() == 3);
    CHECK(p.clock() == 3.0);
    CHECK(p.pose().index == 1);
}

TEST_CASE("Player: several frames pass in one update and a lag spike skips frames") {
    const Atlas atlas = fixture::atlas();
    Player p(atlas, *findAnimation(atlas, "Walk"), 1);
    p.advance(7.0);  // frames 1 and 2 are skipped
    CHECK(p.pose().index == 3);
    p.advance(1000.5);  // tick 1007: 1007 mod 8 = 7
    CHECK(p.tick() == 1007);
    CHECK(p.clock() == 1007.5);
    CHECK(p.pose().index == 3);
    CHECK(p.pose().elapsed == 7);
}

TEST_CASE("Player: an event at tick 0 fires once on the first update - and again after restart") {
    const Atlas atlas = fixture::atlas();
    Player p(atlas, *findAnimation(atlas, "Attack"), 3);  // back view: Attack Bwd, PlaySound at 0
    const auto first = p.advance(0.5);
    REQUIRE(first.size() == 1);
    CHECK(first[0].label == "PlaySound");
    CHECK(first[0].firstAt == 0);
    CHECK(p.advance(10.0).empty());
    p.restart();
    CHECK(p.tick() == 0);
    CHECK(p.advance(1.0).size() == 1);
}

TEST_CASE("Player: playing backwards fires nothing and wraps the loop") {
    const Atlas atlas = fixture::atlas();
    Player p(atlas, *findAnimation(atlas, "Sound"), 1);
    CHECK(p.advance(-3.0).empty());
    CHECK(p.tick() == -3);
    CHECK(p.pose().elapsed == 7);
    CHECK(p.pose().index == 1);
}

TEST_CASE("Player: a NaN step is refused and a huge one is clamped without overflow") {
    const Atlas atlas = fixture::atlas();
    Player p(atlas, *findAnimation(atlas, "Sound"), 1);
    CHECK_THROWS_AS(p.advance(std::nan("")), std::invalid_argument);
    CHECK_THROWS_AS(p.advance(std::numeric_limits<double>::infinity()), std::invalid_argument);
    p.advance(1e300);
    p.advance(1e300);
    p.advance(1e300);
    CHECK(p.tick() == (int64_t{1} << 62));
    CHECK(p.pose().elapsed == 4);  // 4,611,686,018,427,387,904 mod 10
}

TEST_CASE("Player: setView switches to the back sequence on the same clock") {
    const Atlas atlas = fixture::atlas();
    Player p(atlas, *findAnimation(atlas, "Walk"), 1);
    p.advance(2.0);
    CHECK(p.pose().shp == 1);  // Walk Fwd frame 1
    p.setView(-5);             // wraps to 3: back
    CHECK(p.view() == 3);
    CHECK(p.pose().shp == 2);  // Walk Bwd frame 1
    p.setWater(true);
    CHECK(p.pose().shp == 8);
}
