// CritterActor (engine/anim/critter_actor.h) with the generated humanoid's real sheets, definition and event
// sidecar: clip timing from the sheets, offs_anim of actions (D4, §4.6), the knock-back fold (D5), footsteps
// on driven walk and run frames (D4, D18), the hit flash, the state panel's data; and the CritterBody
// additions it relies on (selection, shiftPosition).
#include <doctest/doctest.h>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/anim/critter_actor.h"
#include "engine/anim/event_sidecar_reader.h"
#include "engine/gait/sprite_loader.h"
#include "humanoid_fixture.h"

using namespace gaitlab;
using namespace gaitlab::anim;
using namespace gaitlab::anim::test;

namespace {

MovePath straightPath(int hdir, int steps) {
    MovePath path;
    path.steps.assign(static_cast<size_t>(steps), static_cast<uint8_t>(hdir));
    path.control_steps = {static_cast<uint16_t>(steps)};
    return path;
}

// Sum of the frames' NextX/NextY up to `frame`, read straight from the sheet's frames.
ipos sumNext(const SpriteAnimation& a, int hdir, int frame) {
    ipos sum{0, 0};
    const SpriteSheet& sheet = a.sheetFor(hdir);
    for (int i = 0; i <= frame; ++i)
        sum += ipos{sheet.frames[static_cast<size_t>(i)].next_x, sheet.frames[static_cast<size_t>(i)].next_y};
    return sum;
}

// Frame shown `in` ms after a clip of these frame starts began (a once clip holds its last frame).
int frameAt(const std::vector<int64_t>& starts, int64_t in) {
    int f = 0;
    for (size_t i = 0; i < starts.size(); ++i) {
        if (starts[i] <= in) f = static_cast<int>(i);
    }
    return f;
}

// A copy of `anim` keeping the first `n` frames of every direction.
std::shared_ptr<const SpriteAnimation> firstFrames(const SpriteAnimation& anim, std::size_t n) {
    auto out = std::make_shared<SpriteAnimation>(anim);
    for (SpriteSheet& s : out->dirs) {
        s.frames.resize(n);
        s.rebuildCycle();
    }
    return out;
}

// Frame starts of a 6-frame, 500 ms sheet (attack, knockback): ceil(i * 500 / 6).
const std::vector<int64_t> kSixIn500 = {0, 84, 167, 250, 334, 417};

}  // namespace

TEST_CASE("critter actor: frame durations come from the sheets and the shipped definition agrees") {
    const ClipSet clips = critterClipSet(*humanoidDef(), humanoid());
    using D = std::vector<int64_t>;
    // Uniform timing (D7): frame i starts at ceil(i * AnimTicks / N), AnimTicks = trunc(1000 * count / fps).
    CHECK(clips.at("idle") == D{250, 250, 250, 250});                  // 4 frames at fps 4: 1000 ms
    CHECK(clips.at("walk") == D{50, 50, 50, 50, 50, 50, 50, 50, 50});  // 9 at fps 20: 450 ms
    CHECK(clips.at("run") == D{67, 67, 66, 67, 66, 67, 66});           // 7 at fps 15: 466 ms
    CHECK(clips.at("attack") == D{84, 83, 83, 84, 83, 83});            // 6 at fps 12: 500 ms
    CHECK(clips.at("hurt") == D{100, 100, 100, 100});                  // 4 at fps 10: 400 ms
    CHECK(clips.at("knockback") == D{84, 83, 83, 84, 83, 83});         // 6 at fps 12: 500 ms
    CHECK(clips.at("death") == D(8, 100));                             // 8 at fps 10: 800 ms
    for (const StateDef& s : humanoidDef()->states) {
        CAPTURE(s.name);
        CHECK(s.frames == clips.at(s.name));
    }
}

TEST_CASE("critter actor attack: offs_anim is the accumulated NextX-NextY of the frame in every direction") {
    const HexGeometry g;
    const HexMap map = openMap();
    // East, frame 2: NextX 0, -2, 6 in attack.fofrm [dir_1]: the lunge shows 4 px ahead.
    CHECK(sumNext(*humanoid().attack, 1, 2) == ipos{4, 0});
    for (int hdir = 0; hdir < 6; ++hdir) {
        CAPTURE(hdir);
        CritterActor actor(g, {10, 10}, hdir, humanoidDef(), humanoid());
        actor.tick(0, map);
        actor.requestAttack();
        std::set<int> shown;
        for (int64_t t = 10; t < 510; t += 10) {
            actor.tick(t, map);
            const int frame = frameAt(kSixIn500, t - 10);
            CAPTURE(t);
            REQUIRE(actor.anim() == CritterAnim::Attack);
            CHECK(actor.body().align().anim == CritterAnim::Attack);
            CHECK(actor.body().align().frame == frame);
            CHECK(actor.body().align().offs_anim == sumNext(*humanoid().attack, hdir, frame));
            CHECK(actor.body().hex() == Hex{10, 10});
            CHECK(actor.body().hexOffset() == ipos{0, 0});
            CHECK(actor.body().spriteWorld() == g.hexPos({10, 10}) + sumNext(*humanoid().attack, hdir, frame));
            shown.insert(frame);
        }
        CHECK(shown == std::set<int>{0, 1, 2, 3, 4, 5});
        actor.tick(510, map);  // 500 ms after entering: finished, fallback
        CHECK(actor.anim() == CritterAnim::Idle);
        CHECK(actor.body().align().offs_anim == ipos{0, 0});
    }
}

TEST_CASE("critter actor knockback ends half a hex back with no jump in any direction") {
    const HexGeometry g;
    const HexMap map = openMap();
    // Minus half of D1's step vectors (16,-12), (32,0), (16,12), (-16,12), (-32,0), (-16,-12).
    const ipos half_back[] = {{-8, 6}, {-16, 0}, {-8, -6}, {8, -6}, {16, 0}, {8, 6}};
    for (int hdir = 0; hdir < 6; ++hdir) {
        CAPTURE(hdir);
        const Hex start{10, 10};
        CritterActor actor(g, start, hdir, humanoidDef(), humanoid());
        actor.tick(0, map);
        actor.knockBack();
        ipos before{0, 0};
        bool folded = false;
        for (int64_t t = 10; t <= 510 && !folded; t += 10) {
            actor.tick(t, map);
            if (t < 510) {
                REQUIRE(actor.anim() == CritterAnim::Knockback);
                CHECK(actor.body().hex() == start);  // the logical hex stays while the action plays
                const int frame = frameAt(kSixIn500, t - 10);
                CHECK(actor.body().align().offs_anim == sumNext(*humanoid().knockback, hdir, frame));
                before = actor.body().spriteWorld();
                continue;
            }
            folded = true;
            REQUIRE(actor.lastTick().transition.has_value());
            CHECK(actor.lastTick().transition->reason == "fallback");
            CHECK(actor.anim() == CritterAnim::Idle);
            CHECK(before == g.hexPos(start) + half_back[hdir]);  // the last frame showed the whole push
            CHECK(actor.body().logicalWorld() == g.hexPos(start) + half_back[hdir]);
            CHECK(actor.body().spriteWorld() == before);  // no jump
            CHECK_FALSE(actor.lastFoldRefused());
            const Hex h = actor.body().hex();
            CHECK((h == start || h == g.stepUnsafe(start, hdir + 3)));
            CHECK(g.hexAt(actor.body().logicalWorld()).hex == h);  // normalised (D5)
            CHECK(map.movable(h));
        }
        CHECK(folded);
    }
}

TEST_CASE("critter actor knockback into a blocked hex keeps the hex and drops the shift") {
    const HexGeometry g;
    const Hex start{10, 10};
    int blocked_cases = 0;
    for (int hdir = 0; hdir < 6; ++hdir) {
        CAPTURE(hdir);
        HexMap map = openMap();
        CritterActor probe(g, start, hdir, humanoidDef(), humanoid());
        probe.tick(0, map);
        probe.knockBack();
        for (int64_t t = 10; t <= 510; t += 10) probe.tick(t, map);
        if (probe.body().hex() == start) continue;  // the push stays on the start hex: nothing to refuse
        map.setBlocked(probe.body().hex(), true);
        ++blocked_cases;
        CritterActor actor(g, start, hdir, humanoidDef(), humanoid());
        actor.tick(0, map);
        actor.knockBack();
        for (int64_t t = 10; t <= 510; t += 10) actor.tick(t, map);
        CHECK(actor.anim() == CritterAnim::Idle);
        CHECK(actor.lastFoldRefused());
        CHECK(actor.body().hex() == start);
        CHECK(actor.body().hexOffset() == ipos{0, 0});
        CHECK(actor.body().spriteWorld() == g.hexPos(start));
    }
    CHECK(blocked_cases > 0);
}

TEST_CASE("critter actor footsteps fire twice per walk cycle on frames 2 and 6, at the sprite root") {
    const HexGeometry g;
    const HexMap map = openMap();
    CritterActor actor(g, {20, 10}, 1, humanoidDef(), humanoid());
    actor.tick(0, map);
    REQUIRE(actor.requestMove(straightPath(1, 12), 40, map));  // 40 < 80: walk
    std::vector<int> frames;
    std::map<int, int> per_cycle;
    for (int64_t t = 10; t <= 10000; t += 10) {
        actor.tick(t, map);
        for (const CritterEvent& e : actor.events()) {
            if (e.name != "footstep") continue;
            CHECK(e.tag == "walk");
            CHECK(e.frame == actor.body().align().frame);  // 10 ms ticks never skip a walk frame
            CHECK(e.sprite_root == actor.body().spriteRoot());
            CHECK(e.hex == actor.body().hex());
            frames.push_back(e.frame);
            ++per_cycle[actor.body().align().walk.cycle_number];
        }
        if (!actor.body().isMoving() && t > 100) break;
    }
    // events.json: walk {"2": ["footstep"], "6": ["footstep"]}.
    REQUIRE(frames.size() >= 20);
    for (size_t i = 0; i < frames.size(); ++i) CHECK(frames[i] == (i % 2 == 0 ? 2 : 6));
    REQUIRE(per_cycle.size() >= 3);
    const int first = per_cycle.begin()->first;
    const int last = per_cycle.rbegin()->first;
    for (const auto& [cycle, count] : per_cycle) {
        if (cycle != first && cycle != last) CHECK(count == 2);
    }
}

TEST_CASE("critter actor run footsteps on frames 3 and 6, and skipped driven frames still fire") {
    const HexGeometry g;
    const HexMap map = openMap();
    for (int64_t dt : {10, 100}) {  // at 100 ms a tick passes 16 px, more than a run frame (64 px / 6)
        CAPTURE(dt);
        CritterActor actor(g, {20, 10}, 1, humanoidDef(), humanoid());
        actor.tick(0, map);
        REQUIRE(actor.requestMove(straightPath(1, 12), 160, map));  // >= 80: run
        std::vector<int> frames;
        for (int64_t t = dt; t <= 5000; t += dt) {
            actor.tick(t, map);
            if (actor.body().isMoving()) CHECK(actor.anim() == CritterAnim::Run);
            for (const CritterEvent& e : actor.events()) {
                if (e.name == "footstep") frames.push_back(e.frame);
            }
            if (!actor.body().isMoving() && t > 200) break;
        }
        // events.json: run {"3": ["footstep"], "6": ["footstep"]}.
        REQUIRE(frames.size() >= 10);
        for (size_t i = 0; i < frames.size(); ++i) CHECK(frames[i] == (i % 2 == 0 ? 3 : 6));
    }
}

TEST_CASE("critter actor hurt starts the overlay flash without touching the base frame") {
    const HexGeometry g;
    const HexMap map = openMap();
    CritterActor actor(g, {10, 10}, 2, humanoidDef(), humanoid());
    actor.tick(0, map);
    CHECK(actor.flashTint().strength == 0.0f);
    actor.hurt();
    actor.tick(10, map);
    REQUIRE(actor.anim() == CritterAnim::Hurt);
    // humanoid.states.json hurt: "flash": {"color": [1, 1, 1], "strength": 1.0, "duration": 80}.
    CHECK(actor.flashTint().strength == 1.0f);
    CHECK(actor.flashTint().color.r == 1.0f);
    CHECK(actor.flashTint().color.g == 1.0f);
    CHECK(actor.flashTint().color.b == 1.0f);
    actor.tick(89, map);
    CHECK(actor.flashTint().strength == 1.0f);
    actor.tick(90, map);
    CHECK(actor.flashTint().strength == 0.0f);
    CHECK(actor.body().align().frame == 0);  // hurt frames last 100 ms
    actor.tick(110, map);
    CHECK(actor.body().align().frame == 1);
}

TEST_CASE("critter actor state info and the 20 last transitions for the state panel") {
    const HexGeometry g;
    const HexMap map = openMap();
    CritterActor actor(g, {10, 10}, 2, humanoidDef(), humanoid());
    actor.tick(0, map);
    actor.requestAttack();
    actor.tick(10, map);
    CritterStateInfo info = actor.state();
    CHECK(info.tag == "attack");
    CHECK(info.priority == 3);
    CHECK(info.locked);
    CHECK_FALSE(info.movement_driven);
    CHECK(info.time_in_state_ms == 0);
    actor.tick(60, map);
    CHECK(actor.state().time_in_state_ms == 50);
    REQUIRE(actor.history().size() == 1);
    CHECK(actor.history().back().reason == "attack_pressed");
    CHECK(actor.history().back().kind == TransitionKind::Condition);
    CHECK(actor.history().back().time == 10);

    // Twelve attack and fallback pairs: 25 transitions, the panel keeps the last 20.
    int64_t t = 60;
    for (int k = 0; k < 12; ++k) {
        for (int i = 0; i < 60; ++i) actor.tick(t += 10, map);
        actor.requestAttack();
        actor.tick(t += 10, map);
    }
    CHECK(actor.history().size() == 20);
    CHECK(actor.history().back().reason == "attack_pressed");
    info = actor.state();
    CHECK(info.tag == "attack");
    CHECK(info.frame == 0);
}

TEST_CASE("critter actor rejects definitions it cannot drive") {
    const HexGeometry g;
    // The tactics definition counts ticks; a critter's clock is ms.
    const auto ticks =
        std::make_shared<const StateMachineDef>(loadStateMachineDef(GAITLAB_ASSET_DIR "/anim/tactics.states.json"));
    CHECK_THROWS_AS(CritterActor(g, {1, 1}, 0, ticks, humanoid()), std::invalid_argument);
    const auto jump = std::make_shared<const StateMachineDef>(parseStateMachineDef(
        R"({"name": "j", "time_unit": "ms", "states": [{"name": "idle", "priority": 0, "frames": [100]},
            {"name": "jump", "priority": 1, "frames": [100]}]})",
        "j.states.json"));
    try {
        CritterActor actor(g, {1, 1}, 0, jump, humanoid());
        FAIL("expected std::invalid_argument");
    } catch (const std::invalid_argument& e) {
        CHECK(std::string(e.what()).find("j.states.json: state 'jump'") == 0);
    }
    CHECK_THROWS_AS(CritterActor(g, {1, 1}, 0, nullptr, humanoid()), std::invalid_argument);
}

TEST_CASE("critter actor setAnimations keeps the state for equal timing, rebuilds or refuses otherwise") {
    const HexGeometry g;
    const HexMap map = openMap();
    CritterActor actor(g, {10, 10}, 2, humanoidDef(), humanoid());
    actor.tick(0, map);
    actor.requestAttack();
    actor.tick(10, map);
    REQUIRE(actor.anim() == CritterAnim::Attack);

    actor.setAnimations(humanoid());  // a reload of the same files
    CHECK(actor.anim() == CritterAnim::Attack);

    // Idle with 2 frames: other timing, so the machine starts again in its initial state.
    CritterAnimations idle2 = humanoid();
    idle2.idle = firstFrames(*humanoid().idle, 2);
    actor.setAnimations(idle2);
    CHECK(actor.anim() == CritterAnim::Idle);
    CHECK(actor.history().empty());
}

TEST_CASE("critter actor setAnimations with an attack shorter than its events: the events that cannot fire go") {
    const HexGeometry g;
    CritterActor actor(g, {10, 10}, 2, humanoidDef(), humanoid());
    // Attack with 3 frames: the definition's events on frames 3 and 5 cannot fire. The art wins (the asset check
    // warns, engine/anim/art_check.h): the attack plays its 3 frames without them, the definition is unchanged.
    CritterAnimations shorter = humanoid();
    shorter.attack = firstFrames(*humanoid().attack, 3);
    CHECK_NOTHROW(actor.setAnimations(shorter));
    CHECK(actor.body().animations().attack == shorter.attack);
    const auto index = static_cast<size_t>(humanoidDef()->stateIndex("attack"));
    CHECK(actor.machine().definition().states[index].events.empty());
    CHECK_FALSE(humanoidDef()->states[index].events.empty());
    CHECK(actor.definition() == humanoidDef());
}

TEST_CASE("critter view with a selection: action frames accumulate offsets, a standing walk gets none") {
    const HexGeometry g;
    const HexMap map = openMap();
    CritterBody view(g, {10, 10}, 1);
    view.setAnimations(humanoid());
    view.process(0, map, AnimSelection{CritterAnim::Attack, 2});
    CHECK(view.align().anim == CritterAnim::Attack);
    CHECK(view.align().frame == 2);
    CHECK(view.align().offs_anim == ipos{4, 0});  // attack.fofrm [dir_1]: NextX 0, -2, 6
    view.process(10, map, AnimSelection{CritterAnim::Attack, 8});
    CHECK(view.align().frame == 2);  // 8 mod 6
    view.process(20, map, AnimSelection{CritterAnim::Walk, 3});
    CHECK(view.align().frame == 3);
    CHECK_FALSE(view.align().driven);
    CHECK(view.align().offs_anim == ipos{0, 0});
    CHECK(critterAnimFromName("knockback") == CritterAnim::Knockback);
    CHECK_FALSE(critterAnimFromName("jump").has_value());
}

TEST_CASE("critter view shiftPosition moves the logical point exactly, refuses blocked hexes and movement") {
    const HexGeometry g;
    HexMap map = openMap();
    CritterBody view(g, {10, 10}, 1);
    const ipos start = view.logicalWorld();
    REQUIRE(view.shiftPosition({40, 0}, map));  // 1.25 hexes east: the east neighbour, 8 px past its centre
    CHECK(view.logicalWorld() == start + ipos{40, 0});
    CHECK(view.hex() == g.stepUnsafe({10, 10}, 1));
    CHECK(view.hexOffset() == ipos{8, 0});

    map.setBlocked(g.stepUnsafe(view.hex(), 1), true);
    CHECK_FALSE(view.shiftPosition({32, 0}, map));
    CHECK(view.logicalWorld() == start + ipos{40, 0});
    CHECK(view.shiftPosition({-8, 0}, map));  // stays on its own hex: the predicate is not consulted
    CHECK(view.hexOffset() == ipos{0, 0});

    MovePath path = straightPath(1, 2);
    map.setBlocked(g.stepUnsafe(view.hex(), 1), false);
    view.setMoving(MovingContext(g, map.size, 40, path, view.hex(), view.hexOffset(), {0, 0}, 0));
    CHECK_FALSE(view.shiftPosition({4, 0}, map));
}
