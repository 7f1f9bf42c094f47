// A value of the wrong type in a state machine definition or a frame-event sidecar is reported as
// "<file>: <json path>: expected <what>, got <type>" (the shared engine/base/json_reader.h), never as the JSON
// library's own type_error text.
#include <doctest/doctest.h>

#include <string>

#include "engine/anim/definition_error.h"
#include "engine/anim/event_sidecar_reader.h"
#include "engine/anim/state_machine_def.h"

using namespace gaitlab;
using namespace gaitlab::anim;

namespace {

std::string definitionError(const std::string& states) {
    try {
        (void)parseStateMachineDef(R"({"name": "t", "time_unit": "ticks", "states": )" + states + "}",
                                   "bad.states.json");
    } catch (const DefinitionError& e) {
        return e.what();
    }
    return "no error";
}

std::string sidecarError(const std::string& animations) {
    try {
        (void)parseEventSidecar(R"({"critter": "c", "animations": )" + animations + "}", "bad.events.json");
    } catch (const FormatError& e) {
        return e.what();
    }
    return "no error";
}

}  // namespace

TEST_CASE("json type errors: a state machine definition") {
    CHECK(definitionError(R"([{"name": "idle", "priority": "3", "frames": [1]}])") ==
          "bad.states.json: /states/0/priority: expected a priority (an integer in [-1000000, 1000000]), got string");
    CHECK(definitionError(R"([{"name": "idle", "priority": 0, "frames": [1, 1],
                                "events": [{"frame": "1", "name": "step"}]}])") ==
          "bad.states.json: /states/0/events/0/frame: expected a frame index (an integer in [-1000000, 1000000]), "
          "got string");
    CHECK(definitionError(R"([{"name": "idle", "priority": 0, "frames": ["1"]}])") ==
          "bad.states.json: /states/0/frames/0: expected a frame duration in [0, 1000000000], got string");
    CHECK(definitionError(R"([{"name": "idle", "priority": 0, "lock": "yes", "frames": [1]}])") ==
          "bad.states.json: /states/0/lock: expected true or false, got string");
    CHECK(definitionError(R"([{"name": 5, "priority": 0}])") ==
          "bad.states.json: /states/0/name: expected a state name (a non-empty string), got 5");
    CHECK(definitionError(R"([{"name": "idle", "priority": 0, "frames": [1],
                                "flash": {"color": [1, "0", 1], "strength": 1, "duration": 1}}])") ==
          "bad.states.json: /states/0/flash/color/1: expected a colour channel in 0..1, got string");
}

TEST_CASE("json type errors: a syntax error in a definition is a DefinitionError with its line") {
    try {
        (void)parseStateMachineDef("{\"name\": \"t\",", "bad.states.json");
        FAIL("no DefinitionError");
    } catch (const DefinitionError& e) {
        CHECK(e.json_path == "/");
        CHECK(e.line == 1);
        CHECK(std::string(e.what()).rfind("bad.states.json:1: expected valid JSON (", 0) == 0);
    }
}

TEST_CASE("json type errors: a frame-event sidecar") {
    CHECK(sidecarError(R"({"walk": {"frames": "1", "events": {}}})") ==
          "bad.events.json: /animations/walk/frames: expected an integer frame count in [1, 65536], got string");
    CHECK(sidecarError(R"({"walk": {"frames": 2, "events": {"1": "footstep"}}})") ==
          "bad.events.json: /animations/walk/events/1: expected a non-empty list of event names, got string");
    CHECK(sidecarError(R"({"walk": {"frames": 2, "events": {"1": [3]}}})") ==
          "bad.events.json: /animations/walk/events/1/0: expected an event name (a non-empty string), got 3");
}
