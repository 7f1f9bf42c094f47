#include "engine/world/scenario.h"

#include "engine/world/ab_scenario.h"
#include "engine/world/states_scenario.h"
#include "engine/world/tactics_scenario.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

/// A demo route on the selected critter ("Visual acceptance matrix"). `default` keeps the wanderers walking
/// around it; the others halt them so the trace shows the selected critter alone.
class RouteScenario : public Scenario {
public:
    RouteScenario(std::string name, DemoRoute route, bool halt) : name_(std::move(name)), route_(route), halt_(halt) {}
    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] std::unique_ptr<Scenario> clone() const override { return std::make_unique<RouteScenario>(*this); }
    std::string start(World& world) override {
        if (world.critters().empty()) return "the " + name_ + " scenario needs a critter";
        if (halt_) world.haltWanderers();
        if (!world.startRoute(world.selected(), route_))
            return std::string("the ") + demoRouteName(route_) +
                   " route does not fit: no rotation of it stays on "
                   "movable hexes from the selected critter";
        return {};
    }

private:
    std::string name_;
    DemoRoute route_;
    bool halt_;
};

class SheetOpsScenario : public Scenario {
public:
    [[nodiscard]] std::string name() const override { return "sheet-ops"; }
    [[nodiscard]] std::unique_ptr<Scenario> clone() const override { return std::make_unique<SheetOpsScenario>(*this); }
    std::string start(World& world) override {
        if (world.critters().empty()) return "sheet-ops: the world has no critter";
        world.haltWanderers();
        const int index = world.selected();
        world.setSpeed(ActorRef::critter(index), kSheetOpsWalkSpeed);
        const Hex start = world.critters()[static_cast<std::size_t>(index)].body().hex();
        for (const int hdir : {2, 0, 3, 5}) {  // SE, NE, SW, NW (D1)
            Hex target = start;
            bool fits = true;
            for (int i = 0; i < kSheetOpsHexes && fits; ++i) {
                const auto next = world.geometry().step(target, hdir, world.map().size);
                fits = next && world.map().movable(*next);
                if (fits) target = *next;
            }
            if (fits && world.walkTo(ActorRef::critter(index), target)) return {};
        }
        return "sheet-ops: no diagonal of " + std::to_string(kSheetOpsHexes) +
               " movable hexes from the selected critter";
    }
    void step(World& world) override {
        // The next tick ends at nowMs() + kTickMs: the speed changes exactly when it reaches kSheetOpsRunFromMs.
        if (world.nowMs() + World::kTickMs == kSheetOpsRunFromMs)
            world.setSpeed(ActorRef::critter(world.selected()), kSheetOpsRunSpeed);
    }
};

}  // namespace

const std::vector<std::string>& scenarioNames() {
    static const std::vector<std::string> names{
        "default",    "straight-walk", "straight-run", "every-direction", "turn",
        "stop-start", "tactics",       "states",       "sheet-ops",       "ab"};
    return names;
}

std::unique_ptr<Scenario> makeScenario(const std::string& name) {
    if (name == "default") return std::make_unique<RouteScenario>(name, DemoRoute::StraightWalk, false);
    if (const std::optional<DemoRoute> route = demoRouteFromName(name))
        return std::make_unique<RouteScenario>(name, *route, true);
    if (name == "tactics") return std::make_unique<TacticsScenario>();
    if (name == "states") return std::make_unique<StatesScenario>();
    if (name == "sheet-ops") return std::make_unique<SheetOpsScenario>();
    if (name == "ab") return std::make_unique<AbScenario>();
    return nullptr;
}

}  // namespace gaitlab
