// The critter's art against its definition and sidecar (engine/anim/art_check.h, D18, D25): a walk of 8 frames
// under a definition and sidecar that expect 9 plays its 8 frames and says so, an event on frame 8 cannot fire
// and is dropped (the critter still plays the definition), a walk whose T is (0,0) is reported.
#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/anim/art_check.h"
#include "engine/anim/critter_actor.h"
#include "engine/anim/event_sidecar_reader.h"
#include "humanoid_fixture.h"

using namespace gaitlab;
using namespace gaitlab::anim;
using namespace gaitlab::anim::test;

namespace {

const std::string kHumanoidStatesFile = GAITLAB_ASSET_DIR "/anim/humanoid.states.json";

std::vector<std::string> texts(const std::vector<ErrorRecord>& records) {
    std::vector<std::string> out;
    for (const ErrorRecord& r : records) {
        CHECK(r.isWarning());
        out.push_back(r.message);
    }
    return out;
}

// The shipped humanoid with its walk changed by `change` (every direction), named `source`.
CritterAnimations withWalk(const std::string& source, void (*change)(SpriteSheet&)) {
    CritterAnimations anims = humanoid();
    SpriteAnimation walk = *anims.walk;
    walk.source = source;
    for (SpriteSheet& sheet : walk.dirs) {
        change(sheet);
        sheet.rebuildCycle();
    }
    anims.walk = std::make_shared<const SpriteAnimation>(std::move(walk));
    return anims;
}

CritterAnimations eightFrameWalk() {
    return withWalk("walk8.fofrm", [](SpriteSheet& sheet) { sheet.frames.pop_back(); });
}

// The shipped walk's sidecar entry (9 frames) with a footstep added on frame 8.
const std::string kSidecar = R"({"critter": "humanoid", "animations": {
  "walk": {"frames": 9, "events": {"2": ["footstep"], "6": ["footstep"], "8": ["footstep"]}}}})";

}  // namespace

TEST_CASE("art check: the shipped humanoid's art, definition and sidecar agree") {
    const EventSidecar sidecar = loadEventSidecar(kHumanoid + "events.json");
    CHECK(critterArtWarnings(*humanoidDef(), &sidecar, "events.json", humanoid()).empty());
    for (CritterAnim k : kCritterAnims) {
        CAPTURE(critterAnimName(k));
        CHECK(animationSlot(humanoid(), k)->warnings.empty());
    }
}

TEST_CASE("art check: a walk of 8 frames against a definition and sidecar that expect 9") {
    const EventSidecar sidecar = parseEventSidecar(kSidecar, "events.json");
    const auto def = std::make_shared<const StateMachineDef>(
        withSidecarEvents(loadStateMachineDef(kHumanoidStatesFile), sidecar, "events.json"));
    const CritterAnimations anims = eightFrameWalk();
    const std::string walk_state = "/states/" + std::to_string(def->stateIndex("walk"));
    CHECK(texts(critterArtWarnings(*def, &sidecar, "events.json", anims)) ==
          std::vector<std::string>{
              kHumanoidStatesFile + ": " + walk_state +
                  "/frames: state 'walk' expects 9 frames, walk8.fofrm has 8: the art's " + "8 frames play",
              "events.json: /animations/walk/frames: animation 'walk' expects 9 frames, walk8.fofrm has 8: the "
              "art's 8 frames play",
              "events.json: /animations/walk/events/8: event 'footstep' on frame 8 cannot fire: walk8.fofrm has 8 "
              "frames (0..7)"});
    const std::vector<ErrorRecord> records = critterArtWarnings(*def, &sidecar, "events.json", anims);
    CHECK(records[0].file == kHumanoidStatesFile);
    CHECK(records[0].json_path == walk_state + "/frames");
    CHECK(records[2].file == "events.json");

    // The critter plays it: the walk clip has the art's 8 frames and the event on frame 8 is dropped.
    const HexGeometry g;
    const CritterActor actor(g, {10, 10}, 1, def, anims);
    CHECK(critterClipSet(*def, anims).at("walk").size() == 8);
    const StateDef& walk = actor.machine().definition().states[static_cast<size_t>(def->stateIndex("walk"))];
    REQUIRE(walk.events.size() == 2);
    CHECK(walk.events[0].frame == 2);
    CHECK(walk.events[1].frame == 6);
    CHECK(actor.definition() == def);  // the definition itself is unchanged
}

TEST_CASE("art check: an event the definition itself puts past the art names the definition") {
    const auto def = loadStateMachineDef(kHumanoidStatesFile);  // no sidecar: the definition's own events
    const CritterAnimations anims = withWalk("walk2.fofrm", [](SpriteSheet& sheet) { sheet.frames.resize(2); });
    const int walk = def.stateIndex("walk");
    StateMachineDef with_event = def;
    with_event.states[static_cast<size_t>(walk)].events = {{5, "footstep"}};
    const std::string at = "/states/" + std::to_string(walk);
    CHECK(texts(critterArtWarnings(with_event, nullptr, "events.json", anims)) ==
          std::vector<std::string>{
              kHumanoidStatesFile + ": " + at +
                  "/frames: state 'walk' expects 9 frames, walk2.fofrm has 2: the art's 2 frames " + "play",
              kHumanoidStatesFile + ": " + at +
                  "/events: event 'footstep' on frame 5 cannot fire: walk2.fofrm has 2 frames " + "(0..1)"});
}

TEST_CASE("art check: a movement-driven walk whose T is (0,0) cannot be driven by the aligner") {
    const CritterAnimations anims = withWalk("walk0.fofrm", [](SpriteSheet& sheet) {
        for (SpriteFrame& f : sheet.frames) f.next_x = f.next_y = 0;
    });
    CHECK(texts(critterArtWarnings(*humanoidDef(), nullptr, "events.json", anims)) ==
          std::vector<std::string>{"walk0.fofrm: direction 0 (and 5 more): NextX/NextY add up to T = (0,0): the "
                                   "aligner cannot drive state 'walk' (walking, it shows frame 0 with no offset)"});
}
