// deriveDeltas (engine/gait/derive_deltas.h) on frames painted by the test: two feet, one going back under the body
// (planted) while the other swings forward; the delta is what keeps the planted one still.
#include <doctest/doctest.h>

#include "engine/gait/derive_deltas.h"

namespace {

using gaitlab::ipos;

/// A 40 x 20 transparent frame (root at column 20, below the last row) with two 6 x 3 soles whose left edges are at
/// columns `a` and `b` on the bottom rows.
gaitlab::SpriteFrame twoFeet(int a, int b) {
    gaitlab::SpriteFrame f;
    f.width = 40;
    f.height = 20;
    f.rgba.assign(40 * 20 * 4, 0);
    for (const int left : {a, b})
        for (int r = 17; r < 20; ++r)
            for (int c = left; c < left + 6; ++c)
                f.rgba[(static_cast<size_t>(r) * 40 + static_cast<size_t>(c)) * 4 + 3] = 255;
    return f;
}

}  // namespace

TEST_CASE("the planted foot goes back under the body and the delta keeps it still") {
    gaitlab::SpriteSheet sheet;
    // Soles (left edges) 4 and 20, then 10 and 17, then 22 and 14: the back foot goes 20 -> 17 -> 14 (planted),
    // the other swings forward. Points relative to the root (column 20): -13 and 3, -7 and 0, 5 and -3.
    sheet.frames = {twoFeet(4, 20), twoFeet(10, 17), twoFeet(22, 14)};
    sheet.rebuildCycle();
    const gaitlab::DerivedDeltas d = gaitlab::deriveDeltas(sheet, nullptr, ipos(1, 0));
    REQUIRE(d.deltas.size() == 3);
    // Frame 1: nearest pairs first, 3 -> 0 (-3, the one going back), then -13 -> -7: delta +3.
    CHECK(d.deltas[1] == ipos(3, 0));
    // Frame 2: 0 -> -3 (-3), then -7 -> 5: delta +3.
    CHECK(d.deltas[2] == ipos(3, 0));
    // Frame 0 after frame 2: 5 -> 3 (-2), then -3 -> -13 (-10, furthest back): delta +10.
    CHECK(d.deltas[0] == ipos(10, 0));
    CHECK(d.measured == 3);
    CHECK(d.filled == 0);
}

TEST_CASE("a repeated picture gets no delta and a pair without feet gets the mean") {
    gaitlab::SpriteSheet sheet;
    gaitlab::SpriteFrame empty;
    empty.width = 40;
    empty.height = 20;
    empty.rgba.assign(40 * 20 * 4, 0);
    sheet.frames = {twoFeet(4, 20), twoFeet(10, 17), twoFeet(10, 17), empty};
    sheet.rebuildCycle();
    const gaitlab::DerivedDeltas d = gaitlab::deriveDeltas(sheet, nullptr, ipos(1, 0));
    CHECK(d.deltas[1] == ipos(3, 0));
    CHECK(d.deltas[2] == ipos(0, 0));  // the same picture as frame 1
    CHECK(d.repeats == 1);
    // Frame 3 has no feet and frame 0 follows it: both filled with the mean of the measured deltas (3, 0).
    CHECK(d.deltas[3] == ipos(3, 0));
    CHECK(d.deltas[0] == ipos(3, 0));
    CHECK(d.filled == 2);
}

TEST_CASE("named feet from a sidecar pair by name, not by distance") {
    gaitlab::SpriteSheet sheet;
    sheet.frames = {twoFeet(4, 20), twoFeet(10, 17)};
    sheet.rebuildCycle();
    gaitlab::SheetContacts names;
    names.frames.resize(2);
    // Left foot (0) goes 0 -> -3 (planted), right foot (1) goes -10 -> +5 (swinging).
    names.frames[0].feet = {gaitlab::ContactFoot{gaitlab::FootState::Planted, ipos(0, 0)},
                            gaitlab::ContactFoot{gaitlab::FootState::Lifted, ipos(-10, 0)}};
    names.frames[1].feet = {gaitlab::ContactFoot{gaitlab::FootState::Planted, ipos(-3, 0)},
                            gaitlab::ContactFoot{gaitlab::FootState::Lifted, ipos(5, 0)}};
    const gaitlab::DerivedDeltas d = gaitlab::deriveDeltas(sheet, &names, ipos(1, 0));
    CHECK(d.deltas[1] == ipos(3, 0));
    // Frame 0 after frame 1: left -3 -> 0 (+3 forward), right 5 -> -10 (-15 back): the right is the stance foot.
    CHECK(d.deltas[0] == ipos(15, 0));
}
