// deriveDeltas (engine/gait/derive_deltas.h) on stances built by the test: each picture change's planted-sole motion
// gives the arriving frame minus that motion, a repeated picture gets (0, 0), an unjudged change keeps its authored
// delta and is named, and fillUnjudged gives it the mean of the measured ones.
#include <doctest/doctest.h>

#include "delta_sheet.h"
#include "engine/gait/derive_deltas.h"

namespace {

using gaitlab::ipos;

gaitlab::StanceStep step(int from, int to, std::optional<ipos> shift, std::string why = {}) {
    gaitlab::StanceStep s;
    s.from = from;
    s.to = to;
    s.shift = shift;
    s.why = std::move(why);
    return s;
}

}  // namespace

TEST_CASE("each arriving frame gets minus the planted sole's motion, so T follows the travel") {
    // Authored T points west (-12, 0); the sole goes back (west) 4, 3 and 5 px in the image on an eastward walk.
    const gaitlab::SpriteSheet sheet = fixtures::sheetWithDeltas({{-4, 0}, {-4, 0}, {-4, 0}});
    gaitlab::SheetStance stance;
    stance.travel = {32, 0};
    stance.steps = {step(0, 1, ipos(-4, 0)), step(1, 2, ipos(-3, 1)), step(2, 0, ipos(-5, 0))};
    const gaitlab::DerivedDeltas d = gaitlab::deriveDeltas(sheet, stance);
    REQUIRE(d.deltas.size() == 3);
    CHECK(d.deltas[1] == ipos(4, 0));
    CHECK(d.deltas[2] == ipos(3, -1));
    CHECK(d.deltas[0] == ipos(5, 0));
    CHECK(d.measured == 3);
    CHECK(d.repeats == 0);
    CHECK(d.unjudged.empty());
    CHECK(d.complete());
}

TEST_CASE("a repeated picture gets (0, 0) and its change's motion goes to the frame the change arrives at") {
    // Frames 1 and 2 show one picture: the change 0 -> 1 arrives at 1, the change 1 -> 3 at 3, frame 2 repeats.
    const gaitlab::SpriteSheet sheet = fixtures::sheetWithDeltas({{9, 9}, {9, 9}, {9, 9}, {9, 9}});
    gaitlab::SheetStance stance;
    stance.travel = {32, 0};
    stance.steps = {step(0, 1, ipos(-6, 0)), step(1, 3, ipos(-7, 0)), step(3, 0, ipos(-6, 0))};
    const gaitlab::DerivedDeltas d = gaitlab::deriveDeltas(sheet, stance);
    CHECK(d.deltas[2] == ipos(0, 0));
    CHECK(d.deltas[3] == ipos(7, 0));
    CHECK(d.repeats == 1);
    CHECK(d.measured == 3);
}

TEST_CASE("an unjudged change keeps its authored delta and is named, and --fill gives it the measured mean") {
    const gaitlab::SpriteSheet sheet = fixtures::sheetWithDeltas({{1, 0}, {1, 0}, {1, 0}, {1, 0}});
    gaitlab::SheetStance stance;
    stance.travel = {32, 0};
    stance.steps = {step(0, 1, ipos(-4, 0)), step(1, 2, std::nullopt, "no sole"), step(2, 3, ipos(-5, 0)),
                    step(3, 0, ipos(-6, 0))};
    gaitlab::DerivedDeltas d = gaitlab::deriveDeltas(sheet, stance);
    CHECK_FALSE(d.complete());
    REQUIRE(d.unjudged == std::vector<int>{2});
    CHECK(d.deltas[2] == ipos(1, 0));
    CHECK(d.why == "frames 1 -> 2: no sole");
    CHECK(gaitlab::fillUnjudged(d) == 1);
    CHECK(d.deltas[2] == ipos(5, 0));  // (4 + 5 + 6) / 3
    CHECK(d.complete());
}

TEST_CASE("one picture throughout has nothing to measure") {
    const gaitlab::SpriteSheet sheet = fixtures::sheetWithDeltas({{2, 0}, {2, 0}});
    const gaitlab::DerivedDeltas d = gaitlab::deriveDeltas(sheet, gaitlab::SheetStance{});
    CHECK(d.measured == 0);
    CHECK_FALSE(d.complete());
    CHECK(d.deltas[0] == ipos(2, 0));
    gaitlab::DerivedDeltas copy = d;
    CHECK(gaitlab::fillUnjudged(copy) == 0);
}
