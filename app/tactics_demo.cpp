#include "app/tactics_demo.h"

#include <initializer_list>
#include <optional>

#include "app/scene.h"

namespace gaitlab {

namespace {

constexpr int64_t kLyingMs = 1500;  // how long the victim stays down before getting up

/// `from` stepped along `dirs` (D1 hex directions) when every hex on the way is movable.
std::optional<Hex> walkOut(const Scene& scene, Hex from, std::initializer_list<int> dirs) {
    Hex hex = from;
    for (int dir : dirs) {
        const auto next = scene.geometry().step(hex, dir, scene.map().size);
        if (!next || !scene.map().movable(*next)) return std::nullopt;
        hex = *next;
    }
    return hex;
}

/// Whether the unit's player fired `label` on this very tick.
bool firedNow(const Scene& scene, const TacticsUnit& unit, const char* label) {
    for (const TacticsEventNote& note : unit.events())
        if (note.at_ms == scene.nowMs() && note.label == label) return true;
    return false;
}

} // namespace

bool TacticsDemo::start(Scene& scene) {
    if (scene.units().size() < 2 || scene.critters().empty()) return false;
    const Hex player = scene.critters()[0].view().hex();
    // Victim three hexes south-west of the player, the attacker two hexes W and two NW of the hex beside it.
    const auto victim = walkOut(scene, player, {3, 3, 3});
    const auto strike = victim ? walkOut(scene, *victim, {4}) : std::nullopt;
    const auto home = strike ? walkOut(scene, *strike, {4, 5, 5}) : std::nullopt;
    if (!victim || !strike || !home) return false;
    scene.placeUnit(1, *victim, 4);  // facing W: NW (5), toward the attacker's side
    scene.stopUnit(1);
    scene.placeUnit(0, *home, 2);
    home_ = *home;
    strike_ = *strike;
    scene.selectUnit(0);
    scene.walkUnitTo(0, strike_);
    phase_ = Phase::Approach;
    since_ms_ = scene.nowMs();
    active_ = true;
    return true;
}

void TacticsDemo::update(Scene& scene) {
    if (!active_ || scene.units().size() < 2) return;
    const TacticsUnit& attacker = scene.units()[0].unit;
    switch (phase_) {
    case Phase::Approach:
        if (!attacker.isMoving()) {
            scene.playUnit(0, TacticsAction::Swing);
            phase_ = Phase::FirstSwing;
        }
        break;
    case Phase::FirstSwing:
        if (firedNow(scene, attacker, "PostGenericAttack")) scene.playUnit(1, TacticsAction::Hurt);
        // A request reaches the machine on the unit's next whole tick: wait until the swing has begun and ended.
        if (!attacker.requestPending() && attacker.action() == TacticsAction::Idle) {
            scene.playUnit(0, TacticsAction::Swing);
            phase_ = Phase::SecondSwing;
        }
        break;
    case Phase::SecondSwing:
        if (firedNow(scene, attacker, "PostGenericAttack")) scene.playUnit(1, TacticsAction::Death);
        if (!attacker.requestPending() && attacker.action() == TacticsAction::Idle) {
            phase_ = Phase::Lying;
            since_ms_ = scene.nowMs();
        }
        break;
    case Phase::Lying:
        if (scene.nowMs() - since_ms_ >= kLyingMs) {
            scene.units()[1].unit.revive();
            scene.walkUnitTo(0, home_);
            phase_ = Phase::WalkBack;
        }
        break;
    case Phase::WalkBack:
        if (!attacker.isMoving()) {
            scene.walkUnitTo(0, strike_);
            phase_ = Phase::Approach;
        }
        break;
    }
}

} // namespace gaitlab
