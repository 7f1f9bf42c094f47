// The art's own footstep frames in a definition (engine/anim/art_check.h withArtFootsteps; DECISIONS "Footsteps of
// any art"): only the footstep events of the state showing that art change.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/anim/art_check.h"

using namespace gaitlab;

TEST_CASE("the art's footsteps replace only the footstep events of the state that shows it") {
    anim::StateMachineDef def;
    anim::StateDef walk;
    walk.name = "walk";
    walk.events = {{2, "footstep"}, {4, "sparkle"}, {6, "footstep"}};
    anim::StateDef attack;
    attack.name = "attack";
    attack.events = {{3, "footstep"}, {3, "hit"}};
    def.states = {walk, attack};
    const auto shared = std::make_shared<const anim::StateMachineDef>(def);

    CritterAnimations animations;
    CHECK(anim::withArtFootsteps(shared, animations) == shared);  // no art of its own: the same definition
    auto art = std::make_shared<SpriteAnimation>();
    art->footsteps = std::vector<int>{1, 5};
    animations.walk = art;
    const auto out = anim::withArtFootsteps(shared, animations);
    REQUIRE(out != shared);
    CHECK(out->states[0].events == std::vector<anim::FrameEventMark>{{1, "footstep"}, {4, "sparkle"}, {5, "footstep"}});
    CHECK(out->states[1].events == attack.events);  // the attack's art brings none of its own
    art->footsteps = std::vector<int>{};
    CHECK(anim::withArtFootsteps(shared, animations)->states[0].events ==
          std::vector<anim::FrameEventMark>{{4, "sparkle"}});
}
