// The condition language (engine/anim/condition.h): evaluation against the context and the text kept in the
// transition history.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "engine/anim/condition.h"
#include "engine/anim/definition_error.h"

using namespace gaitlab::anim;

namespace {

Condition parse(const char* text) { return Condition::parse(nlohmann::json::parse(text), "c.json", "/when"); }

}  // namespace

TEST_CASE("all(grounded, abs_velocity_x > 0.5)") {
    const Condition c = parse(R"({"all": [{"flag": "grounded"}, {"gt": ["abs_velocity_x", 0.5]}]})");
    CHECK(c.text() == "all(grounded, abs_velocity_x > 0.5)");
    AnimContext ctx;
    ctx.velocity_x = -0.6;
    CHECK(c.evaluate(ctx));
    ctx.velocity_x = 0.5;
    CHECK_FALSE(c.evaluate(ctx));
    ctx.velocity_x = 2.0;
    ctx.grounded = false;
    CHECK_FALSE(c.evaluate(ctx));
}

TEST_CASE("any, not, comparisons of two fields and literals, true") {
    const Condition c = parse(R"({"any": [{"not": {"flag": "grounded"}}, {"ge": ["speed", 80]}]})");
    CHECK(c.text() == "any(not grounded, speed >= 80)");
    AnimContext ctx;
    ctx.speed = 79.5;
    CHECK_FALSE(c.evaluate(ctx));
    ctx.speed = 80;
    CHECK(c.evaluate(ctx));

    const Condition fields = parse(R"({"lt": ["velocity_y", "abs_velocity_x"]})");
    ctx.velocity_x = -3;
    ctx.velocity_y = 2;
    CHECK(fields.evaluate(ctx));
    ctx.velocity_y = 3;
    CHECK_FALSE(fields.evaluate(ctx));
    CHECK(parse(R"({"eq": [1, 1]})").evaluate(AnimContext{}));
    CHECK(parse(R"({"le": [2, 1]})").text() == "2 <= 1");
    CHECK(parse("true").evaluate(AnimContext{}));
    CHECK(Condition().text() == "true");
}

TEST_CASE("malformed conditions are errors at their JSON path") {
    CHECK_THROWS_AS(parse("false"), DefinitionError);
    CHECK_THROWS_WITH(parse(R"({"all": []})"), "c.json: /when/all: expected a non-empty array of conditions");
    CHECK_THROWS_WITH(parse(R"({"gt": ["speed"]})"), "c.json: /when/gt: expected an array of two operands");
    CHECK_THROWS_AS(parse(R"({"flag": "grounded", "not": true})"), DefinitionError);
}
