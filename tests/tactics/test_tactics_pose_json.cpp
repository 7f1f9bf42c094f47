// poseToJson: the text `gaitlab pose` prints, shp first and each tile in order with exact numbers.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "engine/tactics/pose.h"
#include "engine/tactics/pose_json.h"
#include "tactics_fixture.h"

using namespace gaitlab::tactics;

TEST_CASE("poseToJson: Walk at view 7 - tick 5 prints the mirrored F2 with its half pixel") {
    const Atlas atlas = fixture::atlas();
    const Pose p = poseAt(atlas, *findAnimation(atlas, "Walk"), 7, 5);
    CHECK(poseToJson(p) ==
          "{\"shp\":2,\"index\":2,\"view\":7,\"pattern\":0,\"back\":false,\"mirrored\":true,\"elapsed\":5,"
          "\"moveX\":4,\"moveY\":-1,\"sequence\":0,\"body\":0,\"tiles\":["
          "{\"id\":3,\"x\":-7,\"y\":-10,\"w\":10,\"h\":20,\"sx\":0,\"sy\":10,\"flipX\":true,\"order\":0},"
          "{\"id\":2,\"x\":1.5,\"y\":0,\"w\":3,\"h\":2,\"sx\":16,\"sy\":0,\"flipX\":true,\"order\":1}]}");
}

TEST_CASE("poseToJson: valid JSON - no negative zero - idle's sequence is -1") {
    const Atlas atlas = fixture::atlas();
    const std::string walk = poseToJson(poseAt(atlas, *findAnimation(atlas, "Walk"), 1, 0));
    CHECK(walk.find("\"moveX\":0,") != std::string::npos);
    CHECK(walk.find("-0") == std::string::npos);
    const auto parsed = nlohmann::json::parse(poseToJson(poseAt(atlas, *findAnimation(atlas, "Idle"), 2, 0)));
    CHECK(parsed["shp"] == 5);
    CHECK(parsed["sequence"] == -1);
    CHECK(parsed["tiles"][0]["x"] == -2);
    CHECK(parsed["tiles"].size() == 1);
}
