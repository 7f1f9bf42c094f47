// MovingContext (§3, D3) against the moving_context vectors and the Test_Movement facts of §7.2.
#include <doctest/doctest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "engine/movement/moving_context.h"
#include "reference_vectors.h"

using namespace gaitlab;
using namespace gaitlab::test;

namespace {

// Test_Movement setup: speed 100, NE,NE,E,E,SE, control steps {2,4,5}, map 40x40, start (20,20).
MovingContext testMovement() {
    return MovingContext(HexGeometry{}, MapSize{40, 40}, 100, MovePath{{0, 0, 1, 1, 2}, {2, 4, 5}}, Hex{20, 20},
                         ipos{0, 0}, ipos{0, 0}, 0);
}

MovingProgress at(MovingContext& ctx, int64_t now_ms) {
    ctx.updateCurrentTime(now_ms);
    return ctx.evaluateProgress();
}

}  // namespace

TEST_CASE("moving context: every sample of the engine vectors") {
    const auto& scenarios = vectors().at("moving_context");
    REQUIRE(scenarios.size() >= 5);
    for (const auto& s : scenarios) {
        MovePath path;
        for (const auto& d : s.at("steps")) path.steps.push_back(d.get<uint8_t>());
        for (const auto& c : s.at("control_steps")) path.control_steps.push_back(c.get<uint16_t>());
        const MapSize map{s.at("map_size")[0].get<int>(), s.at("map_size")[1].get<int>()};
        MovingContext ctx(HexGeometry{}, map, s.at("speed").get<int>(), path, hexOf(s.at("start_hex")),
                          posOf(s.at("start_hex_offset")), posOf(s.at("end_hex_offset")), 1000);
        CAPTURE(s.at("speed").get<int>());
        CHECK(ctx.endHex() == hexOf(s.at("end_hex")));
        CHECK(ctx.wholeTime() == doctest::Approx(s.at("whole_time_ms").get<double>()).epsilon(1e-6));
        // The whole time is the ground distance at the speed: the reference's distance, through the program's path.
        CHECK(ctx.wholeTime() ==
              doctest::Approx(s.at("whole_dist").get<double>() * 1000.0 / s.at("speed").get<int>()).epsilon(1e-6));
        for (const auto& sample : s.at("samples")) {
            const int64_t t = sample.at("t_ms").get<int64_t>();
            CAPTURE(t);
            const MovingProgress p = at(ctx, 1000 + t);
            CHECK(ctx.elapsed() == static_cast<float>(t));
            CHECK(p.hex == hexOf(sample.at("hex")));
            CHECK(p.hex_offset == posOf(sample.at("hex_offset")));
            CHECK(p.dir_angle == sample.at("dir_angle").get<int>());
            CHECK(p.hdir == sample.at("hdir").get<int>());
            CHECK(p.completed == (sample.at("completed").get<int>() == 1));
        }
    }
}

TEST_CASE("moving context: Test_Movement metrics and samples") {
    MovingContext ctx = testMovement();
    CHECK(ctx.endHex() == Hex{16, 21});
    CHECK(ctx.wholeTime() == doctest::Approx(1600.0002).epsilon(1e-7));
    CHECK(ctx.wholeTime() > 1600.0f);  // so the 1600 ms sample is not yet completed

    struct Sample {
        int64_t t;
        Hex hex;
        ipos offset;
        int dir;
    };
    const Sample samples[] = {{0, {20, 20}, {0, 0}, 30},     {320, {19, 20}, {0, 0}, 30},
                              {480, {19, 20}, {8, -6}, 30},  {720, {18, 19}, {8, 0}, 90},
                              {1200, {16, 20}, {-8, 0}, 90}, {1360, {16, 20}, {4, 3}, 150},
                              {1600, {16, 21}, {0, 0}, 150}};
    for (const Sample& s : samples) {
        CAPTURE(s.t);
        const MovingProgress p = at(ctx, s.t);
        CHECK(p.hex == s.hex);
        CHECK(p.hex_offset == s.offset);
        CHECK(p.dir_angle == s.dir);
        CHECK(p.hdir == hdirFromMdir(s.dir));
        CHECK_FALSE(p.completed);
    }
    const MovingProgress end = at(ctx, 1601);
    CHECK(end.completed);
    CHECK(end.hex == Hex{16, 21});
    CHECK(end.hex_offset == ipos{0, 0});
    CHECK(end.segment == 2);
    CHECK(end.fraction == 1.0f);
}

TEST_CASE("moving context: time is whole milliseconds from the start time, never negative") {
    MovingContext ctx(HexGeometry{}, MapSize{40, 40}, 100, MovePath{{1}, {1}}, Hex{20, 20}, {0, 0}, {0, 0}, 5000);
    CHECK(ctx.elapsed() == 0.0f);
    ctx.updateCurrentTime(5250);
    CHECK(ctx.elapsed() == 250.0f);
    ctx.updateCurrentTime(4000);
    CHECK(ctx.elapsed() == 0.0f);
    CHECK(ctx.evaluateProgress().hex == Hex{20, 20});
}

TEST_CASE("moving context: changeSpeed keeps the progress (Test_Movement at 720 ms)") {
    MovingContext ctx = testMovement();
    ctx.updateCurrentTime(720);
    ctx.changeSpeed(200, 720);
    CHECK(ctx.speed() == 200);
    CHECK(ctx.wholeTime() == doctest::Approx(800.0001).epsilon(1e-7));
    CHECK(ctx.elapsed() == 360.0f);
    MovingProgress p = ctx.evaluateProgress();
    CHECK(p.hex == Hex{18, 19});
    CHECK(p.hex_offset == ipos{8, 0});
    // The clock restarts at 720 with 360 ms already elapsed: at 880 ms, 520 of 800 ms = 65 % -> 1040 ms at speed 100.
    p = at(ctx, 880);
    MovingContext fresh = testMovement();
    const MovingProgress q = at(fresh, 1040);
    CHECK(p.hex == q.hex);
    CHECK(p.hex_offset == q.hex_offset);
    CHECK_THROWS_AS(ctx.changeSpeed(0, 900), MovingError);
}

TEST_CASE("moving context: complete(success) advances to the end, complete(failure) keeps elapsed") {
    MovingContext ok = testMovement();
    ok.updateCurrentTime(480);
    ok.complete(true);
    CHECK(ok.elapsed() >= 1600.0f);
    CHECK(ok.evaluateProgress().completed);
    CHECK(ok.evaluateProgress().hex == Hex{16, 21});

    MovingContext stopped = testMovement();
    stopped.updateCurrentTime(480);
    stopped.complete(false);
    CHECK(stopped.elapsed() == 480.0f);
    CHECK(stopped.evaluateProgress().hex == Hex{19, 20});
}

TEST_CASE("moving context: pathHexes lists start to end hex") {
    const MovingContext ctx = testMovement();
    const std::vector<Hex> expected = {{20, 20}, {19, 20}, {18, 19}, {17, 20}, {16, 20}, {16, 21}};
    CHECK(std::vector<Hex>(ctx.pathHexes().begin(), ctx.pathHexes().end()) == expected);
    // Steps after the last control step are never walked (§3.1).
    const MovingContext partial(HexGeometry{}, MapSize{40, 40}, 100, MovePath{{1, 1, 1}, {2}}, Hex{20, 20}, {0, 0},
                                {0, 0}, 0);
    CHECK(partial.pathHexes().size() == 3);
    CHECK(partial.endHex() == partial.pathHexes().back());
}

TEST_CASE("moving context: start offset is subtracted on the first segment (D3)") {
    // One E step with start offset (10,0): the segment vector is (22,0), the point goes from +10 to +32.
    MovingContext ctx(HexGeometry{}, MapSize{40, 40}, 100, MovePath{{1}, {1}}, Hex{20, 20}, {10, 0}, {0, 0}, 0);
    CHECK(ctx.wholeTime() == doctest::Approx(220.0));
    CHECK(at(ctx, 0).hex_offset == ipos{10, 0});
    // 100 ms: 10 + 22*100/220 = 20 -> nd 0.4545 rounds to step 0, hex unchanged, offset 20.
    MovingProgress p = at(ctx, 100);
    CHECK(p.hex == Hex{20, 20});
    CHECK(p.hex_offset == ipos{20, 0});
    // 120 ms: nd 0.545 -> step 1 = (19,21), point 10 + 12 = 22 px from the start centre, -10 from the new one.
    p = at(ctx, 120);
    CHECK(p.hex == Hex{19, 21});
    CHECK(p.hex_offset == ipos{-10, 0});
}

TEST_CASE("moving context: constructor validation") {
    const HexGeometry g;
    const MapSize map{40, 40};
    auto make = [&](int speed, MovePath path, Hex start, ipos start_offset = {0, 0}) {
        return MovingContext(g, map, speed, std::move(path), start, start_offset, {0, 0}, 0);
    };
    CHECK_THROWS_AS(make(100, MovePath{{}, {}}, {20, 20}), MovingError);
    CHECK_THROWS_AS(make(100, MovePath{{1}, {}}, {20, 20}), MovingError);
    CHECK_THROWS_AS(make(100, MovePath{{1}, {2}}, {20, 20}), MovingError);        // past the last step
    CHECK_THROWS_AS(make(100, MovePath{{1, 1}, {2, 1}}, {20, 20}), MovingError);  // not increasing
    CHECK_THROWS_AS(make(100, MovePath{{1, 1}, {0, 2}}, {20, 20}), MovingError);  // empty first segment
    CHECK_THROWS_AS(make(100, MovePath{{6}, {1}}, {20, 20}), MovingError);        // not a direction
    CHECK_THROWS_AS(make(0, MovePath{{1}, {1}}, {20, 20}), MovingError);
    CHECK_THROWS_AS(make(100, MovePath{{1}, {1}}, {40, 20}), MovingError);  // start outside
    CHECK_THROWS_AS(make(100, MovePath{{5}, {1}}, {20, 0}), MovingError);   // NW leaves row 0
    CHECK_THROWS_AS(make(100, MovePath{{1}, {1}}, {20, 20}, {40000, 0}), MovingError);
    CHECK_THROWS_WITH_AS(make(100, MovePath{{5}, {1}}, {20, 0}), doctest::Contains("leaves the map"), MovingError);
    CHECK_NOTHROW(make(100, MovePath{{1, 1}, {1, 2}}, {20, 20}));
}
