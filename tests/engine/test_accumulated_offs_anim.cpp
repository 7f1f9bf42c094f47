// offs_anim of sheets that movement does not drive: accum[index mod N] (D4, §4.6), against
// the engine's `nonwalk_offs_anim` vectors.
#include <doctest/doctest.h>

#include <fstream>

#include <nlohmann/json.hpp>

#include "engine/sprite/walk_aligner.h"
#include "reference_vectors.h"

using namespace gaitlab;
using namespace gaitlab::test;

TEST_CASE("nonwalk_offs_anim vectors: accumulated deltas through the wrapped frame index") {
    const auto& cases = vectors().at("nonwalk_offs_anim");
    REQUIRE(cases.size() == 10);
    for (size_t i = 0; i < cases.size(); ++i) {
        const auto& c = cases[i];
        CAPTURE(i);
        std::vector<ipos> deltas;
        for (const auto& d : c.at("deltas")) {
            deltas.push_back(posOf(d));
        }
        const WalkCycle cycle = WalkCycle::fromDeltas(deltas);
        const int in = c.at("frame_index_in").get<int>();
        CHECK(in % cycle.frameCount() == c.at("used_index").get<int>());
        CHECK(accumulatedOffsAnim(cycle, in) == posOf(c.at("offs_anim")));
    }
}

TEST_CASE("accumulated offs_anim by hand: inclusive sums, negative indices wrap like the loop") {
    const WalkCycle cycle = WalkCycle::fromDeltas({{0, 0}, {2, -1}, {1, 2}});
    CHECK(accumulatedOffsAnim(cycle, 0) == ipos{0, 0});
    CHECK(accumulatedOffsAnim(cycle, 1) == ipos{2, -1});
    CHECK(accumulatedOffsAnim(cycle, 2) == ipos{3, 1});
    CHECK(accumulatedOffsAnim(cycle, 3) == ipos{0, 0});        // loop restarts the running sum
    CHECK(accumulatedOffsAnim(cycle, -1) == ipos{3, 1});       // -1 mod 3 = 2, not -1
    CHECK(accumulatedOffsAnim(WalkCycle{}, 5) == ipos{0, 0});  // no frames: no offset
}
