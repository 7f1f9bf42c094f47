// Scenario files (engine/world/scenario_file.h): the reader's errors name the file and the JSON path, start()
// checks the hexes against the map, time and distance triggers fire on the tick computed by hand, a correction
// follows §3.7 / D30 through the ordinary movement, and every shipped file starts on its map (the turn files
// turning at the phase they claim). Runs on the shipped assets through WorldAssets, with no SDL or GL.
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "engine/base/json_reader.h"
#include "engine/world/scenario_file.h"
#include "engine/world/world.h"
#include "shipped_assets.h"

using namespace gaitlab;
using namespace gaitlab::testing;

namespace {

/// The message parseScenarioFile throws for `text` read as "bad.json" ("" when it reads).
std::string readError(const std::string& text) {
    try {
        (void)parseScenarioFile(text, "bad.json");
    } catch (const JsonError& e) {
        return e.what();
    }
    return {};
}

struct Run {
    std::shared_ptr<ShippedAssets> assets = std::make_shared<ShippedAssets>();
    World world{assets, assets->map(), 12345};

    std::string start(const std::string& text, const std::string& file = "s.json") {
        ScenarioSpec spec = parseScenarioFile(text, file);
        return world.startScenario(std::move(spec.scenario));
    }
    /// Ticks until the clock reads `ms`.
    void until(int64_t ms) {
        while (world.nowMs() < ms) world.tick();
    }
    [[nodiscard]] const CritterBody& body() const { return world.critters()[0].body(); }
};

// Walking E from (20, 20) at 70 ground px/s, one path of 4 hexes: 128 ground px, whole time 128 / 70 s.
const char* const kWalkEastScenario = R"({"critter": {"start": [20, 20], "dir": "E", "speed": 70},
  "steps": [{"at_ms": 0, "path": ["E", "E", "E", "E"]}]})";

/// kWalkEastScenario with `step` (a step object) added after its walk.
std::string walkEastAnd(const std::string& step) {
    const std::string walk = kWalkEastScenario;
    return walk.substr(0, walk.size() - 2) + ", " + step + "]}";
}

}  // namespace

TEST_CASE("scenario file errors name the file and the JSON path of the bad value") {
    struct Case {
        const char* text;
        const char* where;  // what the message starts with after the file
    };
    const Case cases[] = {
        {"{", "bad.json:1: expected valid JSON"},
        {"[]", "bad.json: /: expected a JSON object"},
        {R"({"steps": [], "colour": 1})", "bad.json: /colour: expected a known key"},
        {"{}", "bad.json: /steps: expected an array"},
        {R"({"steps": {}})", "bad.json: /steps: expected an array"},
        {R"({"steps": [{"at_ms": 0, "path": ["E", "Q"]}]})", "bad.json: /steps/0/path/1: expected a direction"},
        {R"({"steps": [{"at_ms": 0, "path": []}]})", "bad.json: /steps/0/path: expected a path"},
        {R"({"steps": [{"at_ms": 5, "stop": true}]})", "bad.json: /steps/0/at_ms: expected a multiple of the 10 ms"},
        {R"({"steps": [{"at_ms": 3600010, "stop": true}]})", "bad.json: /steps/0/at_ms: expected a time"},
        {R"({"steps": [{"at_ms": -10, "stop": true}]})", "bad.json: /steps/0/at_ms: expected a time"},
        {R"({"steps": [{"at_ms": 0, "at_distance": 4, "stop": true}]})",
         "bad.json: /steps/0: expected exactly one trigger"},
        {R"({"steps": [{"stop": true}]})", "bad.json: /steps/0: expected exactly one trigger"},
        {R"({"steps": [{"at_ms": 0}]})", "bad.json: /steps/0: expected exactly one command"},
        {R"({"steps": [{"at_ms": 0, "stop": true, "action": "hurt"}]})",
         "bad.json: /steps/0: expected exactly one command"},
        {R"({"steps": [{"at_ms": 0, "stop": true, "speed": 80}]})", "bad.json: /steps/0: expected exactly one command"},
        {R"({"steps": [{"at_ms": 0, "stop": false}]})", "bad.json: /steps/0/stop: expected true"},
        {R"({"steps": [{"at_ms": 0, "speed": 1001}]})", "bad.json: /steps/0/speed: expected a speed"},
        {R"({"steps": [{"at_ms": 0, "speed": 0}]})", "bad.json: /steps/0/speed: expected a speed"},
        {R"({"steps": [{"at_distance": -1, "stop": true}]})",
         "bad.json: /steps/0/at_distance: expected a ground distance"},
        {R"({"steps": [{"at_distance": 1e300, "stop": true}]})", "bad.json: /steps/0/at_distance: expected a ground"},
        {R"({"steps": [{"at_ms": 0, "walk_to": [1]}]})", "bad.json: /steps/0/walk_to: expected a hex"},
        {R"({"steps": [{"at_ms": 0, "walk_to": [-1, 2]}]})", "bad.json: /steps/0/walk_to/0: expected x: a hex"},
        {R"({"steps": [{"at_ms": 0, "walk_to": [1, 4096]}]})", "bad.json: /steps/0/walk_to/1: expected y: a hex"},
        {R"({"steps": [{"at_ms": 0, "correct": {"hex": [1, 1], "hex_offset": [0, 0]}}]})",
         "bad.json: /steps/0/correct/hex_offset: expected a known key"},
        {R"({"steps": [{"at_ms": 0, "correct": {}}]})", "bad.json: /steps/0/correct/hex: expected the authority's hex"},
        {R"({"steps": [{"at_ms": 0, "correct": {"hex": [1, 1], "offset_ms": 3600001}}]})",
         "bad.json: /steps/0/correct/offset_ms: expected how long ago"},
        {R"({"steps": [{"at_ms": 0, "action": "dance"}]})", "bad.json: /steps/0/action: expected an action"},
        {R"({"steps": [{"at_ms": 0, "zoom": 9}]})", "bad.json: /steps/0/zoom: expected a zoom"},
        {R"({"zoom": 0, "steps": []})", "bad.json: /zoom: expected a zoom"},
        {R"({"seconds": 0, "steps": []})", "bad.json: /seconds: expected seconds"},
        {R"({"seconds": "6", "steps": []})", "bad.json: /seconds: expected seconds"},
        {R"({"repeat_ms": 15, "steps": []})", "bad.json: /repeat_ms: expected a multiple of the 10 ms"},
        {R"({"name": "", "steps": []})", "bad.json: /name: expected a non-empty name"},
        {R"({"critter": {"speed": 0}, "steps": []})", "bad.json: /critter/speed: expected a speed"},
        {R"({"critter": {"dir": "north"}, "steps": []})", "bad.json: /critter/dir: expected a direction"},
        {R"({"critter": {"start": [1, 2, 3]}, "steps": []})", "bad.json: /critter/start: expected a hex"},
        {R"({"critter": {"walk": ""}, "steps": []})", "bad.json: /critter/walk: expected a sprite file path"},
        {R"({"critter": {"jump": "j.fofrm"}, "steps": []})", "bad.json: /critter/jump: expected a known key"},
        {R"({"builtin": "moonwalk"})", "bad.json: /builtin: expected a built-in scenario"},
        {R"({"builtin": "turn", "steps": []})", "bad.json: /steps: expected no 'steps' beside"},
    };
    for (const Case& c : cases) {
        CAPTURE(c.text);
        const std::string message = readError(c.text);
        CHECK(message.rfind(c.where, 0) == 0);
        CAPTURE(message);
    }
    CHECK(readError(R"({"steps": [{"at_ms": 10, "stop": true}]})").empty());
}

TEST_CASE("a scenario file that cannot be read names the file") {
    try {
        (void)loadScenarioFile("/nonexistent/scenario.json");
        FAIL("expected an error");
    } catch (const JsonError& e) {
        CHECK(std::string(e.what()).find("/nonexistent/scenario.json") != std::string::npos);
    }
    try {
        (void)loadScenarioFile(std::string(GAITLAB_ASSET_DIR) + "/scenarios");
        FAIL("expected an error");
    } catch (const JsonError& e) {
        CHECK(std::string(e.what()).find("directory") != std::string::npos);
    }
}

TEST_CASE("scenario file start refuses hexes off the map or blocked, naming the file and the JSON path") {
    Run run;
    // SE from (20, 20) raises y by one per step; (20, 29) is blocked on the demo map: the 9th step.
    CHECK(run.start(R"({"critter": {"start": [20, 20]}, "steps": [{"at_ms": 0, "path": ["SE", "SE", "SE", "SE",
      "SE", "SE", "SE", "SE", "SE"]}]})")
              .rfind("s.json: /steps/0/path/8: expected a step onto a movable hex of the map: SE from (20, 28) leads "
                     "onto blocked hex (20, 29)",
                     0) == 0);
    // E lowers x: from (0, 20) it leaves the map at once.
    CHECK(run.start(R"({"critter": {"start": [0, 20]}, "steps": [{"at_ms": 0, "path": ["E"]}]})")
              .rfind("s.json: /steps/0/path/0: expected a step onto a movable hex of the map: E from (0, 20) leads off",
                     0) == 0);
    // A later path is checked from where the previous one ends: W then NW from (0, 20) -> (1, 19) -> (1, 18).
    CHECK(run.start(R"({"critter": {"start": [0, 20]}, "steps": [{"at_ms": 0, "path": ["W"]},
      {"at_ms": 900, "path": ["E", "E"]}]})")
              .rfind("s.json: /steps/1/path/1: expected a step onto a movable hex", 0) == 0);
    CHECK(run.start(R"({"critter": {"start": [50, 5]}, "steps": []})").rfind("s.json: /critter/start: expected", 0) ==
          0);
    CHECK(run.start(R"({"critter": {"start": [19, 29]}, "steps": []})")
              .rfind("s.json: /critter/start: expected a movable hex inside the map (40x40), got (19, 29) (blocked)",
                     0) == 0);
    CHECK(
        run.start(R"({"steps": [{"at_ms": 0, "walk_to": [19, 29]}]})").rfind("s.json: /steps/0/walk_to: expected", 0) ==
        0);
    CHECK(run.start(R"({"steps": [{"at_ms": 0, "correct": {"hex": [45, 1]}}]})")
              .rfind("s.json: /steps/0/correct/hex: expected a movable hex", 0) == 0);
    CHECK(run.world.scenario() == nullptr);
    CHECK(run.start(kWalkEastScenario).empty());
    CHECK(run.world.scenario()->name() == "s");  // the file name without .json
}

TEST_CASE("a time trigger gives its command at its time, showing from the next tick") {
    Run run;
    const std::string text = walkEastAnd(R"({"at_ms": 300, "stop": true})");
    REQUIRE(run.start(text).empty());
    run.until(290);
    CHECK(run.body().isMoving());
    run.until(300);
    // At 300 ms the context (started at 0) has walked 70 * 0.3 = 21 px of 128: nd = 21/128, the hex is
    // round(4 * nd) = 1 step E = (19, 21), HexOffset round(128 * nd - 32) = -11; the stop keeps that split.
    CHECK_FALSE(run.body().isMoving());
    CHECK(run.body().hex() == Hex{19, 21});
    CHECK(run.body().hexOffset() == ipos{-11, 0});
}

TEST_CASE("a distance trigger fires on the first tick that has walked the distance") {
    Run run;
    const std::string text = walkEastAnd(R"({"at_distance": 48, "speed": 140})");
    REQUIRE(run.start(text).empty());
    // 70 px/s: 0.7 px per 10 ms tick; 48 px are reached at 685.7 ms, so on the tick of 690 ms.
    run.until(680);
    REQUIRE(run.body().moving() != nullptr);
    CHECK(run.body().moving()->speed() == 70);
    run.until(690);
    REQUIRE(run.body().moving() != nullptr);
    CHECK(run.body().moving()->speed() == 140);
}

TEST_CASE("a correction while walking starts the authority's move from its hex and keeps the logical point") {
    Run run;
    const std::string text = walkEastAnd(R"({"at_ms": 300, "correct": {"hex": [20, 20]}})");
    REQUIRE(run.start(text).empty());
    run.until(300);
    // Ordered at 300 ms; the walk is still the first one: (19, 21) with HexOffset -11 (as above).
    CHECK(run.body().hex() == Hex{19, 21});
    CHECK(run.body().hexOffset() == ipos{-11, 0});
    const ipos before = run.body().logicalWorld();
    run.until(310);
    // §3.7: start offset = HexOffset + hexOffset((20,20), (19,21)) = -11 + 32 = 21; the rest of the walk is the
    // path finder's 4 hexes E from (20, 20) to (16, 22). First segment v = 128 - 21 = 107 px, whole time 107/70 s;
    // at elapsed 10: nd = 10 / 1528.57, hex (20, 20), HexOffset round(107 * nd + 21) = round(21.7) = 22.
    const MovingContext* moving = run.body().moving();
    REQUIRE(moving != nullptr);
    CHECK(moving->startHex() == Hex{20, 20});
    CHECK(moving->startOffset() == ipos{21, 0});
    CHECK(moving->endHex() == Hex{16, 22});
    CHECK(run.body().hex() == Hex{20, 20});
    CHECK(run.body().hexOffset() == ipos{22, 0});
    CHECK(run.body().logicalWorld() - before == ipos{1, 0});  // 21 -> 22 px from (20, 20): no jump
    // A new context restarts the phase: anchor = pos = 22 - 21 = 1, rel 0, frame 0 of the E walk, whose accum[0] is
    // the first delta (0, 0), so the sprite stands on the logical point.
    CHECK(run.body().align().driven);
    CHECK(run.body().align().anchor == ipos{1, 0});
    CHECK(run.body().align().frame == 0);
    CHECK(run.body().align().offs_anim == ipos{0, 0});
    CHECK(run.body().spriteWorld() == run.body().logicalWorld());
}

TEST_CASE("a correction of a move that began earlier does not carry the point over") {
    Run run;
    const std::string text = walkEastAnd(R"({"at_ms": 300, "correct": {"hex": [20, 20], "offset_ms": 100}})");
    REQUIRE(run.start(text).empty());
    run.until(310);
    const MovingContext* moving = run.body().moving();
    REQUIRE(moving != nullptr);
    // Offset time 100: start offset = HexOffset -11 as it is, and the context's clock began 100 ms before 300.
    CHECK(moving->startOffset() == ipos{-11, 0});
    CHECK(moving->elapsed() == doctest::Approx(110.0));
}

TEST_CASE("a correction of a standing critter places it on the authority's hex") {
    Run run;
    REQUIRE(run.start(R"({"critter": {"start": [20, 20]}, "steps": [{"at_ms": 100, "correct": {"hex": [18, 21]}}]})")
                .empty());
    run.until(100);
    CHECK(run.body().hex() == Hex{18, 21});
    CHECK(run.body().hexOffset() == ipos{0, 0});
}

TEST_CASE("repeat_ms puts the critter back on its start and runs the steps again") {
    Run run;
    REQUIRE(run.start(R"({"critter": {"start": [20, 20]}, "repeat_ms": 500,
      "steps": [{"at_ms": 0, "path": ["E", "E"]}]})")
                .empty());
    run.until(490);
    CHECK(run.body().hex() == Hex{19, 21});  // 490 ms at 70: 34.3 px, one hex E
    run.until(500);
    // Put back at 500 and walking again: the new walk's first tick is the next one.
    CHECK(run.body().hex() == Hex{20, 20});
    run.until(510);
    CHECK(run.body().isMoving());
}

TEST_CASE("zoom and zoom steps are what Scenario::zoom says") {
    Run run;
    ScenarioSpec spec =
        parseScenarioFile(R"({"zoom": 3, "seconds": 2.5, "steps": [{"at_ms": 100, "zoom": 8}]})", "z.json");
    CHECK(spec.seconds == 2.5);
    REQUIRE(spec.zoom);
    CHECK(*spec.zoom == 3);
    REQUIRE(run.world.startScenario(std::move(spec.scenario)).empty());
    CHECK(run.world.scenario()->zoom() == std::optional<int>(3));
    run.until(90);
    CHECK(run.world.scenario()->zoom() == std::optional<int>(3));
    run.until(100);
    CHECK(run.world.scenario()->zoom() == std::optional<int>(8));
}

TEST_CASE("art paths are resolved against the scenario file's folder and builtin runs the built-in scenario") {
    const ScenarioSpec spec = parseScenarioFile(R"({"critter": {"walk": "art/w.fofrm"}, "steps": []})", "d/s/x.json");
    REQUIRE(spec.art.count("walk") == 1);
    CHECK(spec.art.at("walk") == std::filesystem::path("d/s/art/w.fofrm").string());
    const ScenarioSpec builtin = parseScenarioFile(R"({"name": "ops", "builtin": "sheet-ops"})", "o.json");
    CHECK(builtin.name == "ops");
    CHECK(builtin.builtin == "sheet-ops");
    REQUIRE(builtin.scenario != nullptr);
    CHECK(builtin.scenario->name() == "sheet-ops");
}

TEST_CASE("every shipped scenario file loads, starts on its map and runs its seconds without a step error") {
    const std::filesystem::path dir = std::filesystem::path(GAITLAB_ASSET_DIR) / "scenarios";
    int files = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".json") continue;
        ++files;
        CAPTURE(entry.path().string());
        ScenarioSpec spec = loadScenarioFile(entry.path().string());
        CHECK(spec.seconds >= 2.0);
        CHECK(spec.seconds <= 8.0);
        Run run;
        if (!spec.map.empty()) {  // the demo map unless the file names its own (the square one)
            run.assets->replaceMap(loadHexMap(spec.map));
            run.world.syncAssets();
        }
        REQUIRE(run.world.startScenario(std::move(spec.scenario)).empty());
        run.until(static_cast<int64_t>(std::lround(spec.seconds * 1000.0)));
        for (const ErrorRecord& record : run.world.errors()) CHECK(record.message.find(".json") == std::string::npos);
    }
    CHECK(files >= 20);
}

TEST_CASE("the shipped turn scenarios turn at the phase they claim, not on a cycle boundary") {
    // The first walk stops D px into hex 1 (the stop fires on the first tick with 0.07 * t >= D: 23.1, 17.5 and
    // 39.2 px), leaving HexOffset -9, -15 and +7 (rounded half away from zero); the second walk (800 ms) has a first
    // segment of 64 + 9, 64 + 15 and 64 - 7 px and anchors at pos 1 (its first tick), so at the turn rel is about
    // 72, 78 and 56 px of the 32 px E cycle: phase 0.25, 0.44 and 0.75.
    struct Claim {
        const char* file;
        int turn_dir;  // SE 2 (60 degrees) or SW 3 (120 degrees)
        double phase;
    };
    const Claim claims[] = {{"turn-60-quarter.json", 2, 0.25},        {"turn-60-half.json", 2, 0.44},
                            {"turn-60-three-quarters.json", 2, 0.75}, {"turn-120-quarter.json", 3, 0.25},
                            {"turn-120-half.json", 3, 0.44},          {"turn-120-three-quarters.json", 3, 0.75}};
    for (const Claim& claim : claims) {
        CAPTURE(claim.file);
        ScenarioSpec spec = loadScenarioFile(std::string(GAITLAB_ASSET_DIR) + "/scenarios/" + claim.file);
        Run run;
        REQUIRE(run.world.startScenario(std::move(spec.scenario)).empty());
        run.until(800);
        double before = -1.0;
        double after = -1.0;
        while (run.world.nowMs() < 4000 && after < 0.0) {
            const double phase = run.body().align().phase;
            const bool east = run.body().isMoving() && run.body().hdir() == 1;
            run.world.tick();
            if (run.body().isMoving() && run.body().hdir() == claim.turn_dir) {
                after = run.body().align().phase;
                if (east) before = phase;
            }
        }
        REQUIRE(after >= 0.0);
        REQUIRE(before >= 0.0);
        CHECK(std::abs(before - claim.phase) < 0.04);
        CHECK(std::abs(after - claim.phase) < 0.04);
        CHECK(std::abs(after - before) < 0.05);  // the phase carries over the sheet change (§4.5)
    }
}

TEST_CASE("stop-start-blocked: the stop over a blocked hex is refused and the restart walks on to the end") {
    ScenarioSpec spec = loadScenarioFile(std::string(GAITLAB_ASSET_DIR) + "/scenarios/stop-start-blocked.json");
    Run run;
    REQUIRE(run.world.startScenario(std::move(spec.scenario)).empty());
    run.until(1690);
    REQUIRE(run.body().isMoving());
    run.until(1700);
    // The stop was given at 1700 (the file's third step): the logical point's nearest hex is blocked, so the pair
    // is kept as it was (D5) although the offset reaches beyond one hex.
    const Hex hex = run.body().hex();
    const ipos offset = run.body().hexOffset();
    CHECK_FALSE(run.body().isMoving());
    const HexAndOffset nearest = run.world.geometry().hexAt(run.world.geometry().hexPos(hex) + offset);
    CHECK(run.world.map().isBlocked(nearest.hex));
    CHECK((std::abs(offset.x) > 16 || std::abs(offset.y) > 8));
    run.until(1760);
    CHECK(run.body().hex() == hex);
    CHECK(run.body().hexOffset() == offset);
    run.until(4500);
    CHECK(run.body().hex() == Hex{3, 9});
    CHECK(run.body().hexOffset() == ipos{0, 0});
}
