// The platformer state machine (DECISIONS "Example: Platformer State Machine"), table-driven: every transition,
// priority order, global transitions, the lock (D17) and fallbacks. Each row starts from idle and ticks
// once per context (dt = 1).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "machine_fixtures.h"

using namespace anim_fixtures;

namespace {

AnimContext ctx(std::initializer_list<const char*> flags, double vx = 0.0, double vy = 0.0) {
    AnimContext c;
    c.velocity_x = vx;
    c.velocity_y = vy;
    for (std::string f : flags) {
        if (f == "airborne") c.grounded = false;
        if (f == "jump") c.just_jumped = true;
        if (f == "attack") c.attack_pressed = true;
        if (f == "hurt") c.hurt_this_tick = true;
        if (f == "dead") c.dead = true;
    }
    return c;
}

const AnimContext kStill = ctx({});
const AnimContext kRun = ctx({}, 1.0);
const AnimContext kAir = ctx({"airborne"});

std::vector<AnimContext> repeat(std::vector<AnimContext> head, const AnimContext& c, int n) {
    for (int i = 0; i < n; ++i) head.push_back(c);
    return head;
}

struct Row {
    const char* what;
    std::vector<AnimContext> path;
    const char* state;
    const char* reason;  // of the last transition; nullptr: not checked
};

}  // namespace

TEST_CASE("platformer: every transition, priority, global, lock and fallback") {
    const std::vector<Row> rows = {
        {"idle -> run", {kRun}, "run", "all(abs_velocity_x > 0.5, grounded)"},
        {"run -> idle", {kRun, kStill}, "idle", "all(abs_velocity_x <= 0.5, grounded)"},
        {"idle -> jump", {ctx({"jump"})}, "jump", "just_jumped"},
        {"run -> jump", {kRun, ctx({"jump"}, 1.0)}, "jump", "just_jumped"},
        {"jump -> fall by velocity",
         {ctx({"jump"}), ctx({"airborne"}, 0.0, 1.0)},
         "fall",
         "any(velocity_y > 0, animation_finished)"},
        {"jump still rising at its 5th tick", repeat({ctx({"jump"})}, kAir, 5), "jump", "just_jumped"},
        {"jump -> fall by animation_finished (6 ticks)", repeat({ctx({"jump"})}, kAir, 6), "fall",
         "any(velocity_y > 0, animation_finished)"},
        {"idle -> fall", {kAir}, "fall", "not grounded"},
        {"run -> fall", {kRun, ctx({"airborne"}, 1.0)}, "fall", "not grounded"},
        {"fall -> land", {kAir, kStill}, "land", "grounded"},
        {"land is locked while it plays", {kAir, kStill, kRun, ctx({"jump"}, 1.0), kAir}, "land", "grounded"},
        {"land -> idle by fallback", repeat({kAir}, kStill, 5), "idle", "fallback"},
        {"idle -> attack", {ctx({"attack"})}, "attack", "attack_pressed"},
        {"run -> attack", {kRun, ctx({"attack"}, 1.0)}, "attack", "attack_pressed"},
        {"attack -> idle by fallback", repeat({ctx({"attack"})}, kStill, 6), "idle", "fallback"},
        {"attack still playing after 5 ticks", repeat({ctx({"attack"})}, kRun, 5), "attack", "attack_pressed"},
        {"priority: attack 3 beats jump 2 and run 0", {ctx({"attack", "jump"}, 1.0)}, "attack", "attack_pressed"},
        {"priority: jump 2 beats fall 1", {ctx({"jump", "airborne"})}, "jump", "just_jumped"},
        {"priority: jump 2 beats run 0", {ctx({"jump"}, 1.0)}, "jump", "just_jumped"},
        {"global hurt from idle", {ctx({"hurt"})}, "hurt", "global: hurt_this_tick"},
        {"global beats the state's own transitions", {ctx({"hurt", "attack"}, 1.0)}, "hurt", "global: hurt_this_tick"},
        {"hurt (5) interrupts a locked attack (3)", {ctx({"attack"}), ctx({"hurt"})}, "hurt", "global: hurt_this_tick"},
        {"hurt (5) interrupts a locked land (2)", {kAir, kStill, ctx({"hurt"})}, "hurt", "global: hurt_this_tick"},
        {"hurt does not restart hurt", {ctx({"hurt"}), ctx({"hurt"}), ctx({"hurt"})}, "hurt", "global: hurt_this_tick"},
        {"hurt -> idle by fallback", repeat({ctx({"hurt"})}, kStill, 6), "idle", "fallback"},
        {"death wins over hurt on the same tick", {ctx({"hurt", "dead"})}, "death", "global: dead"},
        {"death (10) interrupts a locked hurt (5)", {ctx({"hurt"}), ctx({"dead"})}, "death", "global: dead"},
        {"nothing leaves death", repeat({ctx({"dead"})}, ctx({"hurt", "attack", "jump"}, 1.0), 20), "death",
         "global: dead"},
    };
    const auto def = definition(platformerJson());
    for (const Row& row : rows) {
        CAPTURE(row.what);
        StateMachine m(def);
        for (const AnimContext& c : row.path) m.tick(c, 1);
        CHECK(stateName(m) == row.state);
        REQUIRE_FALSE(m.history().empty());
        if (row.reason) CHECK(m.history().back().reason == row.reason);
    }
}

TEST_CASE("platformer: a non-global transition out of a locked state waits until the clip finishes") {
    // Extra rule attack -> run; attack lasts 6 ticks and is locked.
    const auto def = definition(
        platformerJson(R"(, {"from": "attack", "to": "run", "priority": 0, "when": {"gt": ["abs_velocity_x", 0.5]}})"));
    StateMachine m(def);
    m.tick(ctx({"attack"}), 1);
    for (int t = 0; t < 5; ++t) {
        m.tick(kRun, 1);
        CHECK(stateName(m) == "attack");
    }
    m.tick(kRun, 1);  // finished: the matching transition wins over the fallback
    CHECK(stateName(m) == "run");
    CHECK(m.history().back().kind == TransitionKind::Condition);
}

TEST_CASE("platformer: the history keeps the last 20 transitions, oldest first") {
    StateMachine m(definition(platformerJson()));
    for (int i = 0; i < 15; ++i) {
        m.tick(kRun, 1);
        m.tick(kStill, 1);
    }
    REQUIRE(m.history().size() == StateMachine::kHistorySize);
    // 30 transitions idle->run->idle...; the oldest kept is the 11th, idle -> run at time 11.
    CHECK(m.history().front().time == 11);
    CHECK(m.definition().states[static_cast<size_t>(m.history().front().to)].name == "run");
    CHECK(m.history().back().time == 30);
}
