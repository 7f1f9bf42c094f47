// Every kind of definition error names the file, the JSON path and what was expected.
#include <doctest/doctest.h>

#include <string>

#include "engine/anim/definition_error.h"
#include "engine/anim/state_machine_def.h"

using namespace gaitlab::anim;

namespace {

// A valid two-state document; each test breaks one thing.
std::string doc(const std::string& states, const std::string& transitions = "[]", const std::string& extra = "") {
    return R"({"name": "t", "time_unit": "ticks", "states": )" + states + R"(, "transitions": )" + transitions + extra +
           "}";
}

const std::string kMinimalStates = R"([{"name": "idle", "priority": 0, "frames": [1]},
                                {"name": "attack", "priority": 3, "mode": "once", "fallback": "idle", "frames": [1, 1]}])";

DefinitionError definitionErrorOf(const std::string& text) {
    try {
        (void)parseStateMachineDef(text, "bad.states.json");
    } catch (const DefinitionError& e) {
        return e;
    }
    FAIL("no DefinitionError");
    return DefinitionError("", "", "");
}

void expectError(const std::string& text, const std::string& path, const std::string& expected_part) {
    const DefinitionError e = definitionErrorOf(text);
    CHECK(e.json_path == path);
    const std::string what = e.what();
    CHECK(what.rfind("bad.states.json: " + path + ": ", 0) == 0);
    CHECK(what.find(expected_part) != std::string::npos);
    CAPTURE(what);
}

}  // namespace

TEST_CASE("the valid base document loads") {
    const StateMachineDef def = parseStateMachineDef(doc(kMinimalStates), "ok.states.json");
    CHECK(def.states.size() == 2);
    CHECK(def.states[1].fallback == 0);
}

TEST_CASE("definition error: unknown state in a transition") {
    expectError(doc(kMinimalStates, R"([{"from": "idle", "to": "atack", "priority": 1, "when": true}])"),
                "/transitions/0/to", "unknown state 'atack'");
    expectError(doc(kMinimalStates, R"([{"from": "walk", "to": "attack", "priority": 1, "when": true}])"),
                "/transitions/0/from", "unknown state 'walk'");
}

TEST_CASE("definition error: unknown state in a fallback") {
    expectError(doc(R"([{"name": "idle", "priority": 0, "frames": [1]},
                        {"name": "attack", "priority": 3, "mode": "once", "fallback": "idel", "frames": [1]}])"),
                "/states/1/fallback", "unknown state 'idel'");
}

TEST_CASE("definition error: transition to nowhere") {
    expectError(doc(kMinimalStates, R"([{"from": "idle", "priority": 1, "when": true}])"), "/transitions/0/to",
                "a target state");
    expectError(doc(kMinimalStates, R"([{"from": "idle", "to": "", "priority": 1, "when": true}])"),
                "/transitions/0/to", "a target state");
    expectError(doc(kMinimalStates, R"([{"from": "idle", "to": "idle", "priority": 1, "when": true}])"),
                "/transitions/0/to", "a target other than the source state 'idle'");
}

TEST_CASE("definition error: fallback cycle without an exit") {
    expectError(doc(R"([{"name": "a", "priority": 0, "mode": "once", "fallback": "b", "frames": [1]},
                        {"name": "b", "priority": 0, "mode": "once", "fallback": "a", "frames": [1]}])"),
                "/states/0/fallback", "a -> b -> a has no transition out");
    // The same cycle with a way out is accepted.
    CHECK_NOTHROW(
        (void)parseStateMachineDef(doc(R"([{"name": "a", "priority": 0, "mode": "once", "fallback": "b", "frames": [1]},
                {"name": "b", "priority": 0, "mode": "once", "fallback": "a", "frames": [1]},
                {"name": "c", "priority": 0, "frames": [1]}])",
                                       R"([{"from": "b", "to": "c", "priority": 0, "when": {"flag": "moving"}}])"),
                                   "ok.states.json"));
}

TEST_CASE("definition error: a fallback on a looping state never fires") {
    expectError(doc(R"([{"name": "idle", "priority": 0, "frames": [1]},
                        {"name": "run", "priority": 0, "fallback": "idle", "frames": [1]}])"),
                "/states/1/fallback", "never finishes");
}

TEST_CASE("definition error: priority missing") {
    expectError(doc(R"([{"name": "idle", "frames": [1]}])"), "/states/0/priority", "a priority (the key is missing)");
    expectError(doc(kMinimalStates, R"([{"from": "idle", "to": "attack", "when": true}])"), "/transitions/0/priority",
                "a transition priority");
    expectError(doc(kMinimalStates, "[]", R"(, "global_transitions": [{"to": "attack", "when": true}])"),
                "/global_transitions/0/priority", "a transition priority");
}

TEST_CASE("definition error: duplicate state") {
    expectError(
        doc(R"([{"name": "idle", "priority": 0, "frames": [1]}, {"name": "idle", "priority": 1, "frames": [1]}])"),
        "/states/1/name", "already defined at /states/0");
}

TEST_CASE("definition error: unknown condition field") {
    expectError(doc(kMinimalStates, R"([{"from": "idle", "to": "attack", "priority": 1,
                                  "when": {"all": [{"flag": "grounded"}, {"flag": "grnded"}]}}])"),
                "/transitions/0/when/all/1/flag", "unknown field 'grnded'");
    expectError(doc(kMinimalStates,
                    R"([{"from": "idle", "to": "attack", "priority": 1, "when": {"gt": ["velocity", 1]}}])"),
                "/transitions/0/when/gt/0", "unknown field 'velocity'");
    expectError(doc(kMinimalStates, R"([{"from": "idle", "to": "attack", "priority": 1, "when": {"flag": "speed"}}])"),
                "/transitions/0/when/flag", "a flag field");
    expectError(doc(kMinimalStates, R"([{"from": "idle", "to": "attack", "priority": 1, "when": {"xor": []}}])"),
                "/transitions/0/when/xor", "a condition operator");
}

TEST_CASE("definition error: unknown key, bad mode, event frame out of range, bad JSON") {
    expectError(doc(R"([{"name": "idle", "priority": 0, "lok": true, "frames": [1]}])"), "/states/0/lok",
                "a known key");
    expectError(doc(R"([{"name": "idle", "priority": 0, "mode": "pingpong", "frames": [1]}])"), "/states/0/mode",
                "loop, once, ping-pong or ping-pong-once");
    expectError(doc(R"([{"name": "idle", "priority": 0, "frames": [1, 1], "events": [{"frame": 2, "name": "x"}]}])"),
                "/states/0/events/0/frame", "a frame in [0, 2)");
    expectError(doc(R"([{"name": "idle", "priority": 0, "frames": [0, 0]}])"), "/states/0/frames",
                "sum to more than 0");
    expectError(R"({"name": "t", "time_unit": "seconds", "states": []})", "/time_unit", "\"ticks\" or \"ms\"");
    expectError(R"({"name": "t", "time_unit": "ticks", "states": []})", "/states", "a non-empty array");
}

TEST_CASE("definition error: an unreadable file names the file") {
    try {
        (void)loadStateMachineDef("/nonexistent/x.states.json");
        FAIL("no error");
    } catch (const DefinitionError& e) {
        CHECK(std::string(e.what()) ==
              "/nonexistent/x.states.json: /: expected a readable state machine definition file (the file does not "
              "exist)");
    }
}

TEST_CASE("definition error: a lock on a state that never completes") {
    expectError(doc(R"([{"name": "idle", "priority": 0, "frames": [1]},
                        {"name": "spin", "priority": 3, "mode": "loop", "lock": true, "frames": [1, 1]}])"),
                "/states/1/lock", "'loop' state (it repeats");
    expectError(doc(R"([{"name": "idle", "priority": 0, "frames": [1]},
                        {"name": "spin", "priority": 3, "mode": "ping-pong", "lock": true, "frames": [1, 1]}])"),
                "/states/1/lock", "'ping-pong' state");
    expectError(doc(R"([{"name": "idle", "priority": 0, "frames": [1]},
                        {"name": "walk", "priority": 3, "mode": "once", "movement": true, "lock": true, "frames": [1]}])"),
                "/states/1/lock", "movement-driven");
    expectError(doc(R"([{"name": "idle", "priority": 0, "frames": [1]},
                        {"name": "hit", "priority": 3, "mode": "once", "speed": 0, "lock": true, "frames": [1]}])"),
                "/states/1/lock", "speed 0");
}

TEST_CASE("definition error: a negative speed") {
    expectError(doc(R"([{"name": "idle", "priority": 0, "speed": -1, "frames": [1]}])"), "/states/0/speed",
                "a speed multiplier in [0, 1000]");
}

TEST_CASE("definition error: a priority above the range, also one that would wrap as a signed integer") {
    expectError(doc(R"([{"name": "idle", "priority": 18446744073709551615, "frames": [1]}])"), "/states/0/priority",
                "an integer in [-1000000, 1000000]");
    expectError(doc(R"([{"name": "idle", "priority": 1000001, "frames": [1]}])"), "/states/0/priority",
                "an integer in [-1000000, 1000000]");
}

TEST_CASE("definition error: a number too large for a double names the file") {
    expectError(doc(kMinimalStates,
                    R"([{"from": "idle", "to": "attack", "priority": 1, "when": {"lt": ["speed", 1e400]}}])"),
                "/", "number overflow");
}

TEST_CASE("definition error: conditions nested deeper than kMaxConditionDepth") {
    auto nested = [](int depth) {
        std::string when;
        for (int i = 0; i < depth; ++i) when += R"({"not": )";
        when += R"({"flag": "moving"})";
        when += std::string(static_cast<std::size_t>(depth), '}');
        return doc(kMinimalStates, R"([{"from": "idle", "to": "attack", "priority": 1, "when": )" + when + "}]");
    };
    // 63 nots around the flag: 64 levels, the limit, loads.
    CHECK(parseStateMachineDef(nested(kMaxConditionDepth - 1), "ok.states.json").states.size() == 2);
    // 100 levels (within the JSON reader's own nesting bound of 128): refused at level 65 without recursing further.
    // Deeper text never reaches the condition reader: the JSON reader refuses it (DECISIONS "JSON input").
    std::string path = "/transitions/0/when";
    for (int i = 0; i < kMaxConditionDepth; ++i) path += "/not";
    expectError(nested(100), path, "a condition nested at most 64 deep");
}
