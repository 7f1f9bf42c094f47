// The world on a square map (D27, DECISIONS "Square geometry"): critters walk the eight directions through the same
// movement and aligner, six-direction art shows SE for S and NW for N, scenario files resolve direction names against
// the map's layout, and a reloaded map of the other layout remakes the critters on it. Values worked by hand from the
// square formulas (W 32, LH 12). Runs on the shipped assets through WorldAssets, with no SDL or GL.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "engine/hex/hex_map.h"
#include "engine/world/scenario_file.h"
#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

HexMap squareMap() {
    HexMap map = makeHexMap("square", MapSize{30, 30}, {"grass"});
    map.geometry = squareGeometry();
    map.setBlocked({3, 3}, true);
    return map;
}

void tickUntil(World& world, int64_t ms) {
    while (world.nowMs() < ms) world.tick();
}

std::string startScenario(World& world, const std::string& text) {
    ScenarioSpec spec = parseScenarioFile(text, "square.json");
    return world.startScenario(std::move(spec.scenario));
}

}  // namespace

TEST_CASE("square world: the world takes the map's geometry and walks S with the SE sheet of six-direction art") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, squareMap(), 7, 0, 0);
    CHECK(world.geometry().kind == GeometryKind::Square);
    REQUIRE(world.place(ActorRef::critter(0), {15, 15}, 3));
    MovePath south;
    south.steps = {3, 3};
    south.control_steps = {2};
    REQUIRE(world.walkPath(ActorRef::critter(0), south));
    tickUntil(world, 200);
    const CritterBody& body = world.critters()[0].body();
    CHECK(body.hdir() == 3);
    // The humanoid has six directions: S shows its SE sheet, whose T is the SE step (16, 12) (a walk of one step).
    REQUIRE(body.align().sheet != nullptr);
    CHECK(body.align().sheet == &body.animations().walk->dirs[2]);
    CHECK(body.align().sheet->cycle.total == ipos{16, 12});
    // Two S steps: 2 * 24 * yproj = 110.85 ground px at 70 px/s, 1583.6 ms; stopped on (17, 17).
    tickUntil(world, 1700);
    CHECK_FALSE(body.isMoving());
    CHECK(body.hex() == Hex{17, 17});
    CHECK(body.hexOffset() == ipos{0, 0});
    CHECK(world.selectedPoint() == hexCentre(world.geometry(), {17, 17}));
    CHECK(hexCentre(world.geometry(), {17, 17}) == ipos{16, 420});  // (0, 34*12) + (16, 12)
}

TEST_CASE("square world: the path finder's route uses diagonal cells, walkTo arrives") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, squareMap(), 7, 0, 0);
    REQUIRE(world.place(ActorRef::critter(0), {10, 10}, 0));
    REQUIRE(world.walkTo(ActorRef::critter(0), {14, 6}));  // four W steps (x + 1, y - 1) on the square layout
    world.tick();
    const MovingContext* moving = world.critters()[0].body().moving();
    REQUIRE(moving != nullptr);
    CHECK(moving->path().steps == std::vector<uint8_t>{5, 5, 5, 5});
    tickUntil(world, 3000);
    CHECK(world.critters()[0].body().hex() == Hex{14, 6});
}

TEST_CASE("square world: scenario files name directions and resolve them against the layout") {
    auto assets = std::make_shared<ShippedAssets>();
    World square(assets, squareMap(), 7, 0, 0);
    const std::string text = R"({"critter": {"start": [15, 15], "dir": "N", "speed": 70},
      "steps": [{"at_ms": 0, "path": ["S", "SW", "N", "NE"]}]})";
    CHECK(startScenario(square, text).empty());
    tickUntil(square, 40);
    const CritterBody& body = square.critters()[0].body();
    REQUIRE(body.moving() != nullptr);
    CHECK(body.moving()->path().steps == std::vector<uint8_t>{3, 4, 7, 0});  // S SW N NE in the square set
    tickUntil(square, 6000);
    CHECK(body.hex() == Hex{15, 15});  // (16,16) (17,16) (16,15) (15,15)

    // The six shared names walk on a hexagonal map with its own numbers: SW is 3 there.
    World hex(assets, assets->map(), 7, 0, 0);
    CHECK(startScenario(hex, R"({"critter": {"start": [20, 20]}, "steps": [{"at_ms": 0, "path": ["SW", "NW"]}]})")
              .empty());
    tickUntil(hex, 40);
    REQUIRE(hex.critters()[0].body().moving() != nullptr);
    CHECK(hex.critters()[0].body().moving()->path().steps == std::vector<uint8_t>{3, 5});
    // S and N are refused there, naming the file and the JSON path.
    World hex2(assets, assets->map(), 7, 0, 0);
    CHECK(startScenario(hex2, text) ==
          "square.json: /critter/dir: expected a direction of this hexagonal map (NE, E, SE, SW, W, NW), got 'N', a "
          "square map's direction (D27)");
    CHECK(startScenario(hex2, R"({"steps": [{"at_ms": 0, "path": ["E", "S"]}]})") ==
          "square.json: /steps/0/path/1: expected a direction of this hexagonal map (NE, E, SE, SW, W, NW), got 'S', "
          "a square map's direction (D27)");
    // An unknown name is a read error listing both sets.
    CHECK_THROWS_WITH(parseScenarioFile(R"({"steps": [{"at_ms": 0, "path": ["SSE"]}]})", "square.json"),
                      "square.json: /steps/0/path/0: expected a direction: NE, E, SE, SW, W, NW (any map), S or N "
                      "(square maps), got 'SSE'");
    // "map" is resolved against the scenario file's folder.
    const ScenarioSpec spec =
        parseScenarioFile(R"({"map": "../maps/square.json", "steps": []})", "assets/scenarios/x.json");
    CHECK(spec.map == "assets/maps/square.json");
    CHECK_THROWS_WITH(parseScenarioFile(R"({"map": "", "steps": []})", "x.json"),
                      doctest::Contains("x.json: /map: expected a map file path (non-empty)"));
}

TEST_CASE("square world: a reloaded map of the other layout remakes critters and units on it") {
    auto assets = std::make_shared<ShippedAssets>();
    World world(assets, assets->map(), 7, 2, 1);
    REQUIRE(world.critters().size() == 3);
    REQUIRE(world.place(ActorRef::critter(0), {12, 12}, 5));  // hex NW
    assets->replaceMap(squareMap());
    world.tick();
    CHECK(world.geometry().kind == GeometryKind::Square);
    CHECK(world.critters().size() == 3);
    CHECK(world.critters()[0].body().hex() == Hex{12, 12});
    CHECK(world.critters()[0].body().hdir() == 6);  // hex NW is square NW (6)
    CHECK(world.critters()[0].body().mover().geometry().kind == GeometryKind::Square);
    for (const WorldUnit& unit : world.units()) CHECK(unit.actor.mover().geometry().kind == GeometryKind::Square);
    MovePath north;
    north.steps = {7};
    north.control_steps = {1};
    REQUIRE(world.walkPath(ActorRef::critter(0), north));
    tickUntil(world, world.nowMs() + 1500);
    CHECK(world.critters()[0].body().hex() == Hex{11, 11});
    // And back: the hexagonal map again gives six directions; square N (7) faces hex NW (5).
    assets->replaceMap(makeHexMap("hex", {30, 30}, {"grass"}));
    world.tick();
    CHECK(world.geometry().kind == GeometryKind::Hexagonal);
    CHECK(world.critters()[0].body().hdir() == 5);
}
