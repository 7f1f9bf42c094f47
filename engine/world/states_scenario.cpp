#include "engine/world/states_scenario.h"

#include <array>
#include <optional>

#include "engine/world/world.h"

namespace gaitlab {

namespace {

enum class Step { WalkOut, Attack, Hurt, WalkBack, Kill, Revive, KnockBack, Stop };

struct TimelineEntry {
    int64_t at_ms;  // from the start of the cycle
    Step step;
};

// Walk 4 hexes east, attack while walking (the locked attack stops the walk, R21/R22), get hurt mid-attack
// (priority 5 breaks the attack's lock, D17), walk home, die on the way (death stops the walk on a passable hex),
// revive, get knocked back (the critter only), then stand.
constexpr std::array<TimelineEntry, 8> kTimeline{{{0, Step::WalkOut},
                                                  {900, Step::Attack},
                                                  {1150, Step::Hurt},
                                                  {1900, Step::WalkBack},
                                                  {2700, Step::Kill},
                                                  {4200, Step::Revive},
                                                  {5200, Step::KnockBack},
                                                  {6200, Step::Stop}}};

/// `from` stepped `count` times in hex direction `dir` when every hex on the way is movable.
std::optional<Hex> walkOut(const World& world, Hex from, int dir, int count) {
    Hex hex = from;
    for (int i = 0; i < count; ++i) {
        const auto next = world.geometry().step(hex, dir, world.map().size);
        if (!next || !world.map().movable(*next)) return std::nullopt;
        hex = *next;
    }
    return hex;
}

}  // namespace

std::string StatesScenario::start(World& world) {
    if (world.critters().empty()) return "the states scenario needs a critter";
    world.haltWanderers();
    world.select(ActorRef::critter(0));
    player_home_ = world.critters()[0].body().hex();
    has_unit_ = false;
    if (!world.units().empty()) {
        // Two hexes south-west of the player, so both stay in the frame.
        if (const auto hex = walkOut(world, player_home_, 3, 2); hex && world.place(ActorRef::unit(0), *hex, 1)) {
            unit_home_ = *hex;
            has_unit_ = true;
        }
    }
    origin_ms_ = world.nowMs();
    next_ = 0;
    return {};
}

void StatesScenario::step(World& world) {
    if (world.nowMs() - origin_ms_ >= kCycleMs) {
        origin_ms_ += kCycleMs;
        next_ = 0;
    }
    const int64_t t = world.nowMs() - origin_ms_;
    while (next_ < static_cast<int>(kTimeline.size()) && kTimeline[static_cast<std::size_t>(next_)].at_ms <= t) {
        const Step step = kTimeline[static_cast<std::size_t>(next_++)].step;
        const auto east = [&](Hex from) { return walkOut(world, from, 1, 4).value_or(from); };
        switch (step) {
        case Step::WalkOut:
            world.walkTo(ActorRef::critter(0), east(player_home_));
            if (has_unit_) world.walkTo(ActorRef::unit(0), east(unit_home_));
            break;
        case Step::WalkBack:
            world.walkTo(ActorRef::critter(0), player_home_);
            if (has_unit_) world.walkTo(ActorRef::unit(0), unit_home_);
            break;
        case Step::Attack:
        case Step::Hurt:
        case Step::Kill:
        case Step::Revive: {
            const WorldAction action = step == Step::Attack ? WorldAction::Attack
                                       : step == Step::Hurt ? WorldAction::Hurt
                                       : step == Step::Kill ? WorldAction::Kill
                                                            : WorldAction::Revive;
            world.act(ActorRef::critter(0), action);
            if (has_unit_) world.act(ActorRef::unit(0), action);
            break;
        }
        case Step::KnockBack: world.act(ActorRef::critter(0), WorldAction::KnockBack); break;
        case Step::Stop:
            world.stop(ActorRef::critter(0));
            if (has_unit_) world.stop(ActorRef::unit(0));
            break;
        }
    }
}

}  // namespace gaitlab
