// MovingContext on one straight path segment as long as a map allows (D3, DECISIONS "Movement"): the segment's
// squared x length is taken in 64 bits, so a segment past 46,340 px (1,449 E steps) walks as a short one does.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>

#include "engine/movement/moving_context.h"

using namespace gaitlab;

namespace {

constexpr int kSide = 4096;  // the largest map a map file may declare
constexpr int kSpeed = 70;   // ground px per second

// N steps east (hdir 1) in one segment from the map's east column (x grows westwards, and every other east step
// goes one row down: §1.3).
MovingContext eastwards(int steps) {
    MovePath path;
    path.steps.assign(static_cast<size_t>(steps), uint8_t{1});
    path.control_steps.push_back(static_cast<uint16_t>(steps));
    return MovingContext(HexGeometry{}, MapSize{kSide, kSide}, kSpeed, path, Hex{kSide - 1, 0}, ipos{0, 0}, ipos{0, 0},
                         0);
}

// Where the critter stands after `now_ms`, as a displacement from the start in px (hex + HexOffset).
ipos walked(MovingContext& ctx, int64_t now_ms) {
    ctx.updateCurrentTime(now_ms);
    const MovingProgress p = ctx.evaluateProgress();
    return movementDisplacement(HexGeometry{}, ctx.startHex(), ctx.startOffset(), p.hex, p.hex_offset);
}

}  // namespace

TEST_CASE("moving context: straight east paths at and past the int32 square threshold") {
    // 1,448 * 32 = 46,336 px squares below 2^31; 1,449 * 32 = 46,368 squares above it; 2,048 * 32 = 65,536 squares to
    // exactly 2^32 (0 in 32 bits); 4,095 is the longest straight run a 4096-wide map holds.
    for (const int steps : {1, 1448, 1449, 2048, 2049, 4095}) {
        CAPTURE(steps);
        MovingContext ctx = eastwards(steps);
        const double dist = 32.0 * steps;  // every hex step is 32 ground px (§3.2)
        CHECK(ctx.wholeDist() == doctest::Approx(dist));
        CHECK(ctx.wholeTime() == doctest::Approx(dist * 1000.0 / kSpeed).epsilon(1e-6));
        CHECK(ctx.startHex().x - ctx.endHex().x == steps);

        // Tick 1 (0 ms) stands on the start hex, not the end.
        ctx.updateCurrentTime(0);
        const MovingProgress start = ctx.evaluateProgress();
        CHECK(start.hex == ctx.startHex());
        CHECK_FALSE(start.completed);
        CHECK(start.hdir == 1);

        // After 1 s at 70 px/s: 70 px east. For one step the walk is over after 457 ms and ends on the end hex.
        const ipos one_second = walked(ctx, 1000);
        CHECK(one_second == (steps == 1 ? ipos{32, 0} : ipos{70, 0}));

        // Half way (rounded down to a whole ms): 16 px per step, within a px of float rounding.
        const auto half_ms = static_cast<int64_t>(dist * 1000.0 / kSpeed / 2.0);
        const ipos half = walked(ctx, half_ms);
        CHECK(std::abs(half.x - 16 * steps) <= 1);
        CHECK(half.y == 0);

        // The end: the end hex, no offset, completed.
        ctx.updateCurrentTime(static_cast<int64_t>(std::ceil(dist * 1000.0 / kSpeed)) + 1);
        const MovingProgress end = ctx.evaluateProgress();
        CHECK(end.completed);
        CHECK(end.hex == ctx.endHex());
        CHECK(end.hex_offset == ipos{0, 0});
    }
}
