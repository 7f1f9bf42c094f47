// Footstep frames of any art from its foot contacts (engine/gait/footsteps.h, DECISIONS "Footsteps of any art").
// Contacts written by hand.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/gait/footsteps.h"

using namespace gaitlab;

namespace {

/// A sheet's contacts from one letter per foot and frame: P planted, L lifted, U undecided, N no data.
SheetContacts contactsOf(const std::string& left, const std::string& right) {
    const auto state = [](char c) {
        switch (c) {
        case 'P': return FootState::Planted;
        case 'L': return FootState::Lifted;
        case 'U': return FootState::Undecided;
        default: return FootState::NoContactData;
        }
    };
    SheetContacts c;
    for (std::size_t k = 0; k < left.size(); ++k) {
        FrameContacts f;
        f.feet[kLeftFoot].state = state(left[k]);
        f.feet[kRightFoot].state = state(right[k]);
        c.frames.push_back(f);
    }
    return c;
}

}  // namespace

TEST_CASE("a touchdown is a planted foot that was lifted the frame before, frame 0 after the last") {
    // Left planted 0..3, lifted 4..7: touches down on 0 (after 7). Right lifted 0..1, planted 2..5: on 2.
    CHECK(touchdownFrames(contactsOf("PPPPLLLL", "LLPPPPLL")) == std::vector<int>{0, 2});
    // Undecided or no data before or at the frame is no touchdown.
    CHECK(touchdownFrames(contactsOf("UPPPLLLL", "LLPPPPNN")) == std::vector<int>{2});
    CHECK(touchdownFrames(contactsOf("NNNN", "NNNN")).empty());
    CHECK(touchdownFrames(SheetContacts{}).empty());
}

TEST_CASE("footstep frames are those at least half of the directions with touchdowns agree on") {
    const SheetContacts a = contactsOf("PPPPLLLL", "LLPPPPLL");  // 0, 2
    const SheetContacts b = contactsOf("LPPPLLLL", "LLLPPPLL");  // 1, 3
    const SheetContacts none = contactsOf("NNNNNNNN", "NNNNNNNN");
    // Three directions vote 0, 2 and one 1, 3: 0 and 2 have 3 of 4, 1 and 3 have 1 of 4.
    CHECK(footstepFrames({a, a, a, b, none}) == std::optional<std::vector<int>>(std::vector<int>{0, 2}));
    // Two and two: every frame has half the votes.
    CHECK(footstepFrames({a, b, a, b}) == std::optional<std::vector<int>>(std::vector<int>{0, 1, 2, 3}));
    CHECK_FALSE(footstepFrames({none, none}).has_value());
    CHECK_FALSE(footstepFrames({}).has_value());
}
