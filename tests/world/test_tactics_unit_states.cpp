// The tactics unit driven by its animation state machine (DECISIONS "Animation State
// Machine", "Priority System", "Frame Events", "Sprite Flash"; D5, D13, D14, D17-D19): the generated unit
// (assets/tactics) with the shipped definition (assets/anim/tactics.states.json). Clip lengths and frames are read
// from the data's JSON with nlohmann directly, not through the runtime.
//
// Clock: the unit counts whole ticks from its first process(); a request made after process(t) reaches the machine
// on whole tick floor(t * 60 / 1000) + 1, so the tests drive it at msOfTick(n), the first ms that reaches tick n.
#include <doctest/doctest.h>

#include <fstream>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/anim/state_machine_def.h"
#include "engine/hex/path_finder.h"
#include "engine/tactics/atlas_loader.h"
#include "engine/world/tactics_unit.h"
#include "tactics_field.h"

using namespace gaitlab;

namespace {

const std::string& kData = testing::kTacticsData;
const std::string& kStates = testing::kTacticsStates;

nlohmann::json readJson(const std::string& path) {
    std::ifstream in(path);
    return nlohmann::json::parse(in);
}

const nlohmann::json& animationNamed(const nlohmann::json& doc, const std::string& name) {
    for (const nlohmann::json& a : doc["animations"])
        if (a["name"] == name) return a;
    FAIL("no animation named " << name);
    return doc;
}

/// The front sequence of animation `name` (view 0, where the tests' units stand, draws the front side).
const nlohmann::json& frontSequence(const nlohmann::json& doc, const std::string& name) {
    return doc["sequences"][animationNamed(doc, name)["front"].get<std::size_t>()];
}

const nlohmann::json& stateNamed(const nlohmann::json& def, const std::string& name) {
    for (const nlohmann::json& s : def["states"])
        if (s["name"] == name) return s;
    FAIL("no state named " << name);
    return def;
}

int64_t sumOf(const nlohmann::json& ticks) {
    int64_t total = 0;
    for (const nlohmann::json& t : ticks) total += t.get<int64_t>();
    return total;
}

/// The frame poseAt shows `elapsed` ticks into a sequence that does not loop: the first i with elapsed < ends[i].
int frameAt(const nlohmann::json& seq, int64_t elapsed) {
    int64_t end = 0;
    const int n = static_cast<int>(seq["ticks"].size());
    for (int i = 0; i < n; ++i) {
        end += seq["ticks"][static_cast<std::size_t>(i)].get<int64_t>();
        if (elapsed < end) return i;
    }
    return n - 1;
}

/// The first whole ms at which floor(ms * 60 / 1000) reaches tick n.
int64_t msOfTick(int64_t n) { return (n * 1000 + 59) / 60; }

struct StatesField : testing::TacticsField {
    nlohmann::json raw = readJson(kData);
    nlohmann::json def = readJson(kStates);

    /// Hex direction 2 (SE) gives facing SE (1); at camera step 7 that is view 0: front, mirrored.
    [[nodiscard]] TacticsUnit unit(Hex hex = Hex{20, 20}) const {
        return TacticsUnit("u", geometry, hex, 2, atlas, states);
    }
};

const std::string& stateName(const TacticsUnit& unit) { return unit.machine().stateDef().name; }

}  // namespace

TEST_CASE("tactics unit states: the constructor and setStates refuse a null or unplayable definition") {
    StatesField field;
    CHECK_THROWS_AS(TacticsUnit("u", field.geometry, Hex{20, 20}, 2, field.atlas, nullptr), std::invalid_argument);
    anim::StateMachineDef in_ms = *field.states;
    in_ms.time_unit = anim::TimeUnit::Milliseconds;
    CHECK_THROWS_AS(TacticsUnit("u", field.geometry, Hex{20, 20}, 2, field.atlas,
                                std::make_shared<const anim::StateMachineDef>(in_ms)),
                    std::invalid_argument);
    TacticsUnit unit = field.unit();
    anim::StateMachineDef renamed = *field.states;
    renamed.states[0].name = "taunt";  // no tactics animation for this tag
    const auto bad = std::make_shared<const anim::StateMachineDef>(renamed);
    CHECK_THROWS_AS(unit.setStates(bad), std::invalid_argument);
    CHECK(unit.definition() == field.states);
    CHECK(unit.refusedStates() == bad);
    CHECK_THROWS_AS(unit.setStates(nullptr), std::invalid_argument);
    CHECK(unit.definition() == field.states);
}

TEST_CASE("tactics unit states: clip durations come from the atlas, idle is its one frame") {
    StatesField field;
    TacticsUnit unit = field.unit();
    unit.tick(0, field.map);
    CHECK(stateName(unit) == "idle");
    // idle: one frame lasting the definition's idle total (15 * 4 = 60 ticks).
    CHECK(unit.machine().playback().clip().durations == std::vector<int64_t>{60});
    CHECK(unit.animationName() == "Idle");
    CHECK(unit.pose().shp == field.raw["idleFrames"][0].get<int>());
    unit.requestAttack();
    unit.tick(msOfTick(1), field.map);
    REQUIRE(stateName(unit) == "attack");
    CHECK(unit.machine().playback().clip().durations ==
          frontSequence(field.raw, "Swing")["ticks"].get<std::vector<int64_t>>());
}

TEST_CASE("tactics unit states: requestAttack shows Swing and returns to idle after exactly the Swing clip") {
    StatesField field;
    const nlohmann::json& swing = frontSequence(field.raw, "Swing");
    const int64_t length = sumOf(swing["ticks"]);
    REQUIRE(length == 6 + 10 + 4 + 8 + 8 + 10);
    TacticsUnit unit = field.unit();
    unit.tick(0, field.map);
    unit.requestAttack();
    // Machine tick 1 enters attack; at machine tick 1 + n the clip is n ticks in.
    for (int64_t n = 0; n < length; ++n) {
        CAPTURE(n);
        unit.tick(msOfTick(1 + n), field.map);
        REQUIRE(stateName(unit) == "attack");
        CHECK(unit.action() == TacticsAction::Swing);
        CHECK(unit.animationName() == "Swing");
        CHECK(unit.machine().snapshot().locked);
        CHECK(unit.clipTicks() == n);
        const int frame = frameAt(swing, n);
        CHECK(unit.machine().snapshot().frame == frame);
        CHECK_FALSE(unit.pose().back);
        CHECK(unit.pose().index == frame);
        CHECK(unit.pose().shp == swing["frames"][static_cast<std::size_t>(frame)].get<int>());
    }
    unit.tick(msOfTick(1 + length), field.map);
    CHECK(stateName(unit) == "idle");
    CHECK(unit.action() == TacticsAction::Idle);
    CHECK(unit.animationName() == "Idle");
    REQUIRE_FALSE(unit.machine().history().empty());
    CHECK(unit.machine().history().back().kind == anim::TransitionKind::Fallback);
    CHECK(unit.machine().history().back().time == 1 + length);
}

TEST_CASE("tactics unit states: hurt during attack wins and flashes for its duration, attack cannot break hurt") {
    StatesField field;
    const nlohmann::json& hurt = frontSequence(field.raw, "Hurt");
    const nlohmann::json& hurt_state = stateNamed(field.def, "hurt");
    const int64_t flash = hurt_state["flash"]["duration"].get<int64_t>();
    REQUIRE(flash == 5);
    REQUIRE(stateNamed(field.def, "attack")["priority"].get<int>() < hurt_state["priority"].get<int>());
    TacticsUnit unit = field.unit();
    unit.tick(0, field.map);
    unit.requestAttack();
    unit.tick(msOfTick(11), field.map);  // attack since tick 1: 10 ticks in, locked
    REQUIRE(stateName(unit) == "attack");
    REQUIRE(unit.machine().snapshot().locked);
    CHECK(unit.flashTint().strength == 0.0f);
    unit.hurt();
    unit.tick(msOfTick(12), field.map);
    CHECK(stateName(unit) == "hurt");
    CHECK(unit.action() == TacticsAction::Hurt);
    CHECK(unit.animationName() == "Hurt");
    CHECK(unit.machine().history().back().kind == anim::TransitionKind::Global);
    CHECK(unit.flashTint().strength == 1.0f);
    CHECK(unit.flashTint().color == glm::vec3(1.0f, 1.0f, 1.0f));
    // Hurt's tick-0 PlaySound fires as it is entered.
    int sounds = 0;
    for (const TacticsEventNote& e : unit.lastEvents()) {
        if (e.source == "tick" && e.animation == "Hurt" && e.label == "PlaySound" && e.tick == 0) ++sounds;
    }
    CHECK(sounds == 1);
    // The flash lasts `flash` ticks from the tick hurt was entered.
    unit.tick(msOfTick(12 + flash - 1), field.map);
    CHECK(unit.flashTint().strength == 1.0f);
    // An attack pressed during hurt is lost: attack (3) cannot break hurt's lock (5), D17.
    unit.requestAttack();
    unit.tick(msOfTick(12 + flash), field.map);
    CHECK(unit.flashTint().strength == 0.0f);
    CHECK(stateName(unit) == "hurt");
    // Hurt lasts its clip (4 + 12 + 8 + 10 = 34 ticks), then idle.
    const int64_t length = sumOf(hurt["ticks"]);
    REQUIRE(length == 34);
    unit.tick(msOfTick(12 + length - 1), field.map);
    CHECK(stateName(unit) == "hurt");
    CHECK(unit.pose().index == frameAt(hurt, length - 1));
    unit.tick(msOfTick(12 + length), field.map);
    CHECK(stateName(unit) == "idle");
}

TEST_CASE("tactics unit states: kill while walking stops on a passable hex, holds Death's last frame, revive idles") {
    StatesField field;
    const nlohmann::json& death = frontSequence(field.raw, "Death");
    const int last = static_cast<int>(death["frames"].size()) - 1;
    TacticsUnit unit = field.unit();
    unit.tick(0, field.map);
    REQUIRE(unit.setMoving(field.walk(unit, 1, 6, 36, 0)));
    int64_t t = 0;
    for (; t <= 700; t += 10) unit.tick(t, field.map);
    REQUIRE(unit.isMoving());
    REQUIRE(stateName(unit) == "walk");
    REQUIRE(unit.align().driven);
    unit.kill();
    CHECK(unit.dead());
    CHECK_FALSE(unit.setMoving(field.walk(unit, 1, 2, 36, t)));  // dead (requested): refused
    // 700 ms is tick 42; the kill lands on tick 43 (717 ms): 710 ms still walks.
    unit.tick(710, field.map);
    CHECK(stateName(unit) == "walk");
    CHECK(unit.isMoving());
    unit.tick(720, field.map);
    CHECK(stateName(unit) == "death");
    CHECK_FALSE(unit.isMoving());
    CHECK(field.map.movable(unit.hex()));
    CHECK(unit.animationName() == "Death");
    CHECK(unit.align().offs_anim == ipos(0, 0));
    const ipos stood = unit.logicalPoint();
    // Death is 6 + 10 + 8 + 0 = 24 ticks; then it holds its last frame.
    REQUIRE(sumOf(death["ticks"]) == 24);
    for (t = 730; t <= 3000; t += 10) unit.tick(t, field.map);
    CHECK(stateName(unit) == "death");
    CHECK(unit.dead());
    CHECK(unit.machine().snapshot().finished);
    CHECK(unit.machine().snapshot().frame == last);
    CHECK(unit.pose().index == last);
    CHECK(unit.pose().shp == death["frames"][static_cast<std::size_t>(last)].get<int>());
    CHECK(unit.logicalPoint() == stood);
    CHECK_FALSE(unit.play(TacticsAction::Swing, field.map));
    unit.revive();
    unit.tick(3020, field.map);
    CHECK(stateName(unit) == "idle");
    CHECK_FALSE(unit.dead());
    CHECK(unit.animationName() == "Idle");
    CHECK(unit.setMoving(field.walk(unit, 1, 2, 36, 3020)));
}

TEST_CASE("tactics unit states: a move during a locked action is refused, one after it walks") {
    StatesField field;
    TacticsUnit unit = field.unit();
    unit.tick(0, field.map);
    unit.requestAttack();
    unit.tick(msOfTick(1), field.map);
    REQUIRE(stateName(unit) == "attack");
    CHECK_FALSE(unit.setMoving(field.walk(unit, 1, 2, 36, msOfTick(1))));
    unit.tick(msOfTick(47), field.map);
    REQUIRE(stateName(unit) == "idle");
    REQUIRE(unit.setMoving(field.walk(unit, 1, 2, 36, msOfTick(47))));
    unit.tick(msOfTick(47) + 1, field.map);  // no whole tick: the machine still walks at once
    CHECK(stateName(unit) == "walk");
    CHECK(unit.action() == TacticsAction::Walk);
    CHECK(unit.animationName() == "Walk");
}

TEST_CASE("tactics unit states: walking emits footstep frame events, Swing its tick events, in lastEvents") {
    StatesField field;
    const nlohmann::json& walk_state = stateNamed(field.def, "walk");
    std::vector<int> footstep_frames;
    for (const nlohmann::json& e : walk_state["events"])
        if (e["name"] == "footstep") footstep_frames.push_back(e["frame"].get<int>());
    REQUIRE(footstep_frames == std::vector<int>{0, 4});
    TacticsUnit unit = field.unit();
    unit.tick(0, field.map);
    REQUIRE(unit.setMoving(field.walk(unit, 1, 4, 36, 0)));
    // 36 px/s in 10 ms steps moves well under one frame's 2 px, so the aligner's frame only steps forward. On
    // this 16 px cycle (accum 2, 4, ... 16) it never selects frame 7 (its 16 px ties with 0 px of the next
    // cycle's frame 0 only at the wrap), so 6 -> 0 passes over 7, which is entered on the way (D18) but has no
    // footstep. Each change to frame 0 or 4 is one footstep.
    int expected = 0;
    int footsteps = 0;
    int previous = -1;
    for (int64_t t = 10; t < 6000 && unit.isMoving(); t += 10) {
        unit.tick(t, field.map);
        if (!unit.align().driven) continue;
        const int frame = unit.align().frame;
        if (previous >= 0 && frame != previous) CHECK(frame == (previous == 6 ? 0 : previous + 1));
        if (frame != previous && (frame == 0 || frame == 4)) ++expected;
        previous = frame;
        for (const TacticsEventNote& e : unit.lastEvents()) {
            CAPTURE(t);
            CHECK(e.source == "frame");
            CHECK(e.label == "footstep");
            CHECK(e.animation == "walk");
            CHECK(e.tick == -1);
            CHECK(e.frame == frame);
            CHECK(e.at_ms == t);
            CHECK(e.ground == unit.groundPoint());
            ++footsteps;
        }
    }
    CHECK(expected >= 14);  // 4 hexes = 128 px = 8 walk cycles of 16 px, two footsteps each
    CHECK(footsteps == expected);

    // One process covering the whole swing lists its events in the order they happened: PlaySound (tick 14),
    // PostGenericAttack (tick 16), then the definition's "hit" on frame 3 (which starts at tick 6 + 10 + 4 = 20).
    TacticsUnit swinger = field.unit();
    swinger.tick(0, field.map);
    swinger.requestAttack();
    swinger.tick(msOfTick(60), field.map);
    CHECK(stateName(swinger) == "idle");
    std::vector<std::tuple<std::string, std::string, int64_t, int>> got;
    for (const TacticsEventNote& e : swinger.lastEvents()) got.emplace_back(e.source, e.label, e.tick, e.frame);
    const std::vector<std::tuple<std::string, std::string, int64_t, int>> want{{"tick", "PlaySound", 14, -1},
                                                                               {"tick", "PostGenericAttack", 16, -1},
                                                                               {"frame", "hit", -1, 3}};
    CHECK(got == want);
    REQUIRE(swinger.events().size() == 3);
    CHECK(swinger.events().back().label == "hit");
}

TEST_CASE("tactics unit states: any split of process calls gives the same state and frame at the same clock") {
    StatesField field;
    struct Sample {
        std::string state;
        int frame = 0;  // -1 while the aligner drives it (its anchor is the first position a process sees)
        int pose_index = 0;
        std::string animation;
        float flash = 0.0f;
        bool moving = false;
        int64_t ticks = 0;
        bool operator==(const Sample&) const = default;
    };
    // Requests at multiples of 330 ms, a clock every split reaches exactly.
    auto run = [&](int64_t step) {
        TacticsUnit unit = field.unit();
        std::vector<Sample> samples;
        std::vector<std::string> events;
        for (int64_t t = 0; t <= 6600; t += step) {
            unit.tick(t, field.map);
            for (const TacticsEventNote& e : unit.lastEvents())
                // Keyed by the 330 ms window (330k, 330(k+1)] that fired it: every split processes its end.
                if (e.animation != "walk")
                    events.push_back(e.source + ":" + e.label + "@" + std::to_string((t + 329) / 330));
            if (t % 330 != 0) continue;
            const bool driven = unit.machine().stateDef().movement_driven;
            samples.push_back(Sample{stateName(unit), driven ? -1 : unit.machine().snapshot().frame,
                                     driven ? -1 : unit.pose().index, unit.animationName(), unit.flashTint().strength,
                                     unit.isMoving(), unit.machine().time()});
            switch (t / 330) {
            case 0: unit.requestAttack(); break;
            case 1: unit.hurt(); break;  // 21 ticks into the 46-tick swing
            case 4: REQUIRE(unit.setMoving(field.walk(unit, 1, 6, 36, t))); break;
            case 6: unit.requestAttack(); break;  // from walk: attack stops the walk
            case 9: REQUIRE(unit.setMoving(field.walk(unit, 4, 6, 36, t))); break;
            case 11: unit.kill(); break;
            case 13: unit.revive(); break;
            case 15: unit.hurt(); break;
            default: break;
            }
        }
        return std::make_pair(samples, events);
    };
    const auto tens = run(10);
    const auto ones = run(1);
    const auto thirty_threes = run(33);
    REQUIRE(tens.first.size() == 21);
    for (std::size_t i = 0; i < tens.first.size(); ++i) {
        CAPTURE(i);
        CHECK(ones.first[i] == tens.first[i]);
        CHECK(thirty_threes.first[i] == tens.first[i]);
    }
    CHECK(ones.second == tens.second);
    CHECK(thirty_threes.second == tens.second);
    // The script did what it says: hurt interrupted the swing, the unit walked, died and stood up again.
    CHECK(tens.first[1].state == "attack");
    CHECK(tens.first[2].state == "hurt");
    CHECK(tens.first[5].state == "walk");
    CHECK(tens.first[7].state == "attack");
    CHECK_FALSE(tens.first[7].moving);
    CHECK(tens.first[12].state == "death");
    CHECK(tens.first[14].state == "idle");
    CHECK(tens.first[16].state == "hurt");
}
