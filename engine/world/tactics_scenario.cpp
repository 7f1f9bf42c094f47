#include "engine/world/tactics_scenario.h"

#include <initializer_list>
#include <optional>

#include "engine/world/world.h"

namespace gaitlab {

namespace {

constexpr int64_t kLyingMs = 1500;  // how long the victim stays down before getting up

/// `from` stepped along `dirs` (D1 hex directions) when every hex on the way is movable.
std::optional<Hex> walkOut(const World& world, Hex from, std::initializer_list<int> dirs) {
    Hex hex = from;
    for (int dir : dirs) {
        const auto next = world.geometry().step(hex, dir, world.map().size);
        if (!next || !world.map().movable(*next)) return std::nullopt;
        hex = *next;
    }
    return hex;
}

/// Whether the unit's player fired `label` on this very tick.
bool firedNow(const World& world, const TacticsUnit& unit, const char* label) {
    for (const TacticsEventNote& note : unit.events())
        if (note.at_ms == world.nowMs() && note.label == label) return true;
    return false;
}

}  // namespace

std::string TacticsScenario::start(World& world) {
    static const std::string kNeedsUnits =
        "the tactics scenario needs two tactics units (tactics data in assets/tactics/ and the definition "
        "assets/anim/tactics.states.json, see the errors); only the critters run";
    if (world.units().size() < 2 || world.critters().empty()) return kNeedsUnits;
    const Hex player = world.critters()[0].body().hex();
    // Victim three hexes south-west of the player, the attacker two hexes W and two NW of the hex beside it.
    const auto victim = walkOut(world, player, {3, 3, 3});
    const auto strike = victim ? walkOut(world, *victim, {4}) : std::nullopt;
    const auto home = strike ? walkOut(world, *strike, {4, 5, 5}) : std::nullopt;
    if (!victim || !strike || !home) return "the tactics scenario: no room for the fight beside the player";
    world.place(ActorRef::unit(1), *victim, 4);  // facing W: NW (5), toward the attacker's side
    world.stop(ActorRef::unit(1));
    world.place(ActorRef::unit(0), *home, 2);
    home_ = *home;
    strike_ = *strike;
    world.select(ActorRef::unit(0));
    world.walkTo(ActorRef::unit(0), strike_);
    phase_ = Phase::Approach;
    since_ms_ = world.nowMs();
    return {};
}

void TacticsScenario::step(World& world) {
    if (world.units().size() < 2) return;
    const TacticsUnit& attacker = world.units()[0].actor;
    switch (phase_) {
    case Phase::Approach:
        if (!attacker.isMoving()) {
            world.playUnit(0, TacticsAction::Swing);
            phase_ = Phase::FirstSwing;
        }
        break;
    case Phase::FirstSwing:
        if (firedNow(world, attacker, "PostGenericAttack")) world.playUnit(1, TacticsAction::Hurt);
        // A request reaches the machine on the unit's next whole tick: wait until the swing has begun and ended.
        if (!attacker.requestPending() && attacker.action() == TacticsAction::Idle) {
            world.playUnit(0, TacticsAction::Swing);
            phase_ = Phase::SecondSwing;
        }
        break;
    case Phase::SecondSwing:
        if (firedNow(world, attacker, "PostGenericAttack")) world.playUnit(1, TacticsAction::Death);
        if (!attacker.requestPending() && attacker.action() == TacticsAction::Idle) {
            phase_ = Phase::Lying;
            since_ms_ = world.nowMs();
        }
        break;
    case Phase::Lying:
        if (world.nowMs() - since_ms_ >= kLyingMs) {
            world.act(ActorRef::unit(1), WorldAction::Revive);
            world.walkTo(ActorRef::unit(0), home_);
            phase_ = Phase::WalkBack;
        }
        break;
    case Phase::WalkBack:
        if (!attacker.isMoving()) {
            world.walkTo(ActorRef::unit(0), strike_);
            phase_ = Phase::Approach;
        }
        break;
    }
}

}  // namespace gaitlab
