// Direction resolution (DECISIONS "Direction Resolution"): the direction's own tag, else its mirror image flipped,
// else the undirected tag.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "engine/anim/direction_resolution.h"

using namespace gaitlab::anim;

namespace {

auto sheetWith(std::set<std::string> tags) {
    return [tags = std::move(tags)](std::string_view t) { return tags.count(std::string(t)) > 0; };
}

}  // namespace

TEST_CASE("hex: walk_w missing resolves to walk_e mirrored - present tags are used as they are") {
    const auto sheet = sheetWith({"walk_e", "walk_ne", "walk_se", "walk_sw"});
    const DirectionSet hex = DirectionSet::hex();
    const ResolvedTag w = resolveDirectionalTag("walk", 4, hex, sheet);
    CHECK(w.tag == "walk_e");
    CHECK(w.mirrored);
    CHECK(w.found);
    const ResolvedTag nw = resolveDirectionalTag("walk", 5, hex, sheet);
    CHECK(nw.tag == "walk_ne");
    CHECK(nw.mirrored);
    const ResolvedTag sw = resolveDirectionalTag("walk", 3, hex, sheet);
    CHECK(sw.tag == "walk_sw");
    CHECK_FALSE(sw.mirrored);
    CHECK(resolveDirectionalTag("walk", 1 + 6, hex, sheet).tag == "walk_e");  // 7 = E modulo 6
    CHECK(resolveDirectionalTag("walk", -2, hex, sheet).tag == "walk_e");     // -2 = W, mirrored
    CHECK(resolveDirectionalTag("walk", -2, hex, sheet).mirrored);
}

TEST_CASE("four-way: left from right flipped - up has no mirror and falls back to the undirected tag") {
    const auto sheet = sheetWith({"run_right", "run_down", "run"});
    const DirectionSet four = DirectionSet::fourWay();
    const ResolvedTag left = resolveDirectionalTag("run", 2, four, sheet);
    CHECK(left.tag == "run_right");
    CHECK(left.mirrored);
    const ResolvedTag up = resolveDirectionalTag("run", 1, four, sheet);
    CHECK(up.tag == "run");
    CHECK_FALSE(up.mirrored);
    CHECK(up.found);
}

TEST_CASE("nothing to draw: found is false and the wanted tag is reported") {
    const ResolvedTag r = resolveDirectionalTag("attack", 4, DirectionSet::hex(), sheetWith({"walk_e"}));
    CHECK_FALSE(r.found);
    CHECK(r.tag == "attack_w");
}
