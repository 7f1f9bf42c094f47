#include "engine/world/ab_scenario.h"

#include "engine/hex/hex_geometry.h"
#include "engine/hex/path_finder.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

MovePath straightPath(int hdir, int hexes) {
    MovePath path;
    path.steps.assign(static_cast<std::size_t>(hexes), static_cast<uint8_t>(hdir));
    path.control_steps = controlStepsFor(path.steps);
    return path;
}

MovePath reversed(const MovePath& path, const HexGeometry& geometry) {
    MovePath back;
    back.steps.assign(path.steps.rbegin(), path.steps.rend());
    for (uint8_t& step : back.steps) step = static_cast<uint8_t>(geometry.reverseDir(step));
    back.control_steps = controlStepsFor(back.steps);
    return back;
}

bool movableLine(const World& world, Hex from, int hdir, int hexes) {
    if (!world.map().movable(from)) return false;
    Hex hex = from;
    for (int i = 0; i < hexes; ++i) {
        const auto next = world.geometry().step(hex, hdir, world.map().size);
        if (!next || !world.map().movable(*next)) return false;
        hex = *next;
    }
    return true;
}

}  // namespace

std::string AbScenario::start(World& world) {
    if (world.critters().size() < 2) return "the ab scenario needs two critters";
    world.haltWanderers();
    a_ = world.selected();
    b_ = a_ == 0 ? 1 : 0;
    const Hex from = world.critters()[static_cast<std::size_t>(a_)].body().hex();
    for (const int hdir : {1, 4, 2, 5, 0, 3}) {  // E, W, SE, NW, NE, SW (D1)
        for (const int turn : {2, -2, 1, -1}) {
            const int side = world.geometry().wrapDir(hdir + turn);
            const auto beside = world.geometry().step(from, side, world.map().size);
            if (!beside || !movableLine(world, from, hdir, kAbHexes) || !movableLine(world, *beside, hdir, kAbHexes))
                continue;
            world.place(ActorRef::critter(a_), from, hdir);
            world.place(ActorRef::critter(b_), *beside, hdir);
            world.setSpeed(ActorRef::critter(a_), speed_a_);
            world.setSpeed(ActorRef::critter(b_), speed_b_);
            leg_ = straightPath(hdir, kAbHexes);
            if (!world.walkPath(ActorRef::critter(a_), leg_) || !world.walkPath(ActorRef::critter(b_), leg_)) continue;
            world.select(ActorRef::critter(a_));
            arrived_ms_ = -1;
            return {};
        }
    }
    return "the ab scenario does not fit: no two parallel lines of " + std::to_string(kAbHexes) +
           " movable hexes from the selected critter";
}

void AbScenario::step(World& world) {
    if (a_ >= static_cast<int>(world.critters().size()) || b_ >= static_cast<int>(world.critters().size())) return;
    const bool walking = world.critters()[static_cast<std::size_t>(a_)].busyMoving() ||
                         world.critters()[static_cast<std::size_t>(b_)].busyMoving();
    if (walking) {
        arrived_ms_ = -1;
        return;
    }
    if (arrived_ms_ < 0) arrived_ms_ = world.nowMs();
    if (world.nowMs() - arrived_ms_ < kAbRestMs) return;
    leg_ = reversed(leg_, world.geometry());
    world.walkPath(ActorRef::critter(a_), leg_);
    world.walkPath(ActorRef::critter(b_), leg_);
    arrived_ms_ = -1;
}

}  // namespace gaitlab
