// The frame-event sidecar reader (engine/anim/event_sidecar_reader.h): the shipped events.json, frame order,
// every kind of bad input naming the file and the JSON path, and merging into a state machine definition.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "engine/anim/event_sidecar_reader.h"

using namespace gaitlab;
using namespace gaitlab::anim;

namespace {

using Marks = std::vector<std::pair<int, std::string>>;

Marks marksOf(const SidecarAnimation& a) {
    Marks out;
    for (const FrameEventMark& m : a.events) out.emplace_back(m.frame, m.name);
    return out;
}

std::string sidecarErrorOf(const std::string& text) {
    try {
        (void)parseEventSidecar(text, "bad.events.json");
    } catch (const FormatError& e) {
        return e.what();
    }
    return "no error";
}

}  // namespace

TEST_CASE("event sidecar: the shipped humanoid events.json") {
    const EventSidecar s = loadEventSidecar(GAITLAB_ASSET_DIR "/critters/humanoid/events.json");
    CHECK(s.critter == "humanoid");
    REQUIRE(s.animations.size() == 7);
    // As written in the file: footsteps twice per walk and run cycle, the attack's lunge step and hit.
    const SidecarAnimation* walk = s.find("walk");
    REQUIRE(walk != nullptr);
    CHECK(walk->frames == 9);
    CHECK(marksOf(*walk) == Marks{{2, "footstep"}, {6, "footstep"}});
    REQUIRE(s.find("run") != nullptr);
    CHECK(s.find("run")->frames == 7);
    CHECK(marksOf(*s.find("run")) == Marks{{3, "footstep"}, {6, "footstep"}});
    REQUIRE(s.find("attack") != nullptr);
    CHECK(marksOf(*s.find("attack")) == Marks{{3, "footstep"}, {3, "hit"}, {5, "footstep"}});
    REQUIRE(s.find("death") != nullptr);
    CHECK(marksOf(*s.find("death")) == Marks{{5, "thud"}});
    REQUIRE(s.find("hurt") != nullptr);
    CHECK(s.find("hurt")->frames == 4);
    CHECK(s.find("hurt")->events.empty());
    CHECK(s.find("jump") == nullptr);
}

TEST_CASE("event sidecar: frames fire in numeric order, names in list order") {
    const EventSidecar s = parseEventSidecar(
        R"({"critter": "c", "animations": {"a": {"frames": 12, "events": {"10": ["x"], "2": ["y", "z"], "0": ["w"]}}}})",
        "order.json");
    REQUIRE(s.animations.size() == 1);
    CHECK(marksOf(s.animations[0]) == Marks{{0, "w"}, {2, "y"}, {2, "z"}, {10, "x"}});
}

TEST_CASE("event sidecar errors name the file and the JSON path") {
    struct Case {
        const char* what;
        std::string text;
        std::string expected;  // a part of the message after the file name
    };
    const std::string ok_anim = R"("walk": {"frames": 8, "events": {}})";
    const std::vector<Case> cases = {
        {"not an object", "[]", "bad.events.json: /: expected a JSON object"},
        {"no critter", R"({"animations": {}})", "bad.events.json: /critter: expected the critter's name"},
        {"empty critter", R"({"critter": "", "animations": {}})", "bad.events.json: /critter: expected a non-empty"},
        {"unknown key", R"({"critter": "c", "animations": {}, "extra": 1})",
         "bad.events.json: /extra: expected a known key"},
        {"no animations", R"({"critter": "c"})", "bad.events.json: /animations: expected an object"},
        {"animations a list", R"({"critter": "c", "animations": []})",
         "bad.events.json: /animations: expected an object"},
        {"animation not an object", R"({"critter": "c", "animations": {"walk": 3}})",
         "bad.events.json: /animations/walk: expected an object"},
        {"unknown animation key", R"({"critter": "c", "animations": {"walk": {"frames": 8, "events": {}, "fps": 3}}})",
         "bad.events.json: /animations/walk/fps: expected a known key"},
        {"no frames", R"({"critter": "c", "animations": {"walk": {"events": {}}}})",
         "bad.events.json: /animations/walk/frames: expected"},
        {"zero frames", R"({"critter": "c", "animations": {"walk": {"frames": 0, "events": {}}}})",
         "bad.events.json: /animations/walk/frames: expected an integer frame count"},
        {"fractional frames", R"({"critter": "c", "animations": {"walk": {"frames": 2.5, "events": {}}}})",
         "bad.events.json: /animations/walk/frames: expected an integer frame count"},
        {"no events", R"({"critter": "c", "animations": {"walk": {"frames": 8}}})",
         "bad.events.json: /animations/walk/events: expected"},
        {"leading zero", R"({"critter": "c", "animations": {"walk": {"frames": 8, "events": {"01": ["footstep"]}}}})",
         "bad.events.json: /animations/walk/events/01: expected a frame index key"},
        {"negative frame", R"({"critter": "c", "animations": {"walk": {"frames": 8, "events": {"-1": ["footstep"]}}}})",
         "bad.events.json: /animations/walk/events/-1: expected a frame index key"},
        {"frame past the end",
         R"({"critter": "c", "animations": {"walk": {"frames": 8, "events": {"8": ["footstep"]}}}})",
         "bad.events.json: /animations/walk/events/8: expected a frame index below the animation's 8 frames"},
        {"empty name list", R"({"critter": "c", "animations": {"walk": {"frames": 8, "events": {"1": []}}}})",
         "bad.events.json: /animations/walk/events/1: expected a non-empty list"},
        {"name not a string",
         R"({"critter": "c", "animations": {)" + ok_anim +
             R"(, "run": {"frames": 6, "events": {"2": ["footstep", 7]}}}})",
         "bad.events.json: /animations/run/events/2/1: expected an event name"},
        {"slash in a tag", R"({"critter": "c", "animations": {"a/b": {"events": {}}}})",
         "bad.events.json: /animations/a~1b/frames: expected"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.what);
        const std::string message = sidecarErrorOf(c.text);
        CAPTURE(message);
        CHECK(message.find(c.expected) == 0);
    }
}

TEST_CASE("event sidecar: invalid JSON reports the line, an unreadable file names itself") {
    const std::string message = sidecarErrorOf("{\n  \"critter\": \"c\",\n  \"animations\": {,}\n}");
    CHECK(message.find("bad.events.json:3: expected valid JSON") == 0);
    try {
        (void)loadEventSidecar("/nonexistent/dir/events.json");
        FAIL("expected a FormatError");
    } catch (const FormatError& e) {
        CHECK(e.file == "/nonexistent/dir/events.json");
        CHECK(std::string(e.what()).find("/nonexistent/dir/events.json: /: expected a readable") == 0);
    }
}

TEST_CASE("event sidecar: withSidecarEvents replaces the listed states' events only") {
    const StateMachineDef def = parseStateMachineDef(R"({
      "name": "d", "time_unit": "ms",
      "states": [
        {"name": "idle", "priority": 0, "frames": [100, 100], "events": [{"frame": 1, "name": "blink"}]},
        {"name": "walk", "priority": 0, "movement": true, "frames": [50, 50, 50, 50], "events": [{"frame": 0, "name": "footstep"}]}
      ]})",
                                                     "d.states.json");
    const EventSidecar sidecar = parseEventSidecar(
        R"({"critter": "c", "animations": {"walk": {"frames": 4, "events": {"1": ["footstep"], "3": ["footstep", "dust"]}}}})",
        "c.events.json");
    const StateMachineDef merged = withSidecarEvents(def, sidecar, "c.events.json");
    REQUIRE(merged.states.size() == 2);
    REQUIRE(merged.states[0].events.size() == 1);
    CHECK(merged.states[0].events[0].name == "blink");
    Marks walk;
    for (const FrameEventMark& m : merged.states[1].events) walk.emplace_back(m.frame, m.name);
    CHECK(walk == Marks{{1, "footstep"}, {3, "footstep"}, {3, "dust"}});

    const EventSidecar wrong =
        parseEventSidecar(R"({"critter": "c", "animations": {"walk": {"frames": 6, "events": {}}}})", "c.events.json");
    try {
        (void)withSidecarEvents(def, wrong, "c.events.json");
        FAIL("expected std::invalid_argument");
    } catch (const std::invalid_argument& e) {
        const std::string message = e.what();
        CHECK(message ==
              "c.events.json: /animations/walk/frames: expected 4 frames as state 'walk' of "
              "d.states.json has, got 6 frames");
    }
}

TEST_CASE("event sidecar: a number too large for a double names the file") {
    const std::string message =
        sidecarErrorOf(R"({"critter": "c", "animations": {"walk": {"frames": 1e400, "events": {}}}})");
    CHECK(message.find("bad.events.json: /: expected valid JSON") == 0);
    CHECK(message.find("number overflow") != std::string::npos);
}
