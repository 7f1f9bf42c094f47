#include "engine/world/world.h"

#include <algorithm>
#include <exception>
#include <functional>

#include "engine/hex/path_finder.h"
#include "engine/world/scenario.h"
#include "engine/world/world_assets.h"

namespace gaitlab {

namespace {

constexpr int kWalkSpeed = 70;
constexpr int kRunSpeed = 140;
constexpr int64_t kRouteRestMs = 400;
constexpr int64_t kStopAfterMs = 150;  // rapid stop/start: walking time before each stop
constexpr int64_t kStoppedMs = 60;     // rapid stop/start: standing time before the restart

/// The step pattern of a route before rotation (hdir values, D1: 0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW).
std::vector<uint8_t> routePattern(DemoRoute route, int dir_count) {
    switch (route) {
    case DemoRoute::EveryDirection: {
        std::vector<uint8_t> every;
        for (int d = 0; d < dir_count; ++d) every.push_back(static_cast<uint8_t>(d));
        return every;
    }
    case DemoRoute::TurnDuringMovement: return {1, 1, 1, 2, 2, 2};
    case DemoRoute::StraightWalk:
    case DemoRoute::StraightRun:
    case DemoRoute::RapidStopStart: break;
    }
    return std::vector<uint8_t>(8, 1);
}

MovePath makePath(std::vector<uint8_t> steps) {
    MovePath path;
    path.control_steps = controlStepsFor(steps);
    path.steps = std::move(steps);
    return path;
}

MovePath reversedPath(const MovePath& path, const HexGeometry& geometry) {
    std::vector<uint8_t> steps(path.steps.rbegin(), path.steps.rend());
    for (uint8_t& step : steps) step = static_cast<uint8_t>(geometry.reverseDir(step));
    return makePath(std::move(steps));
}

bool sameGeometry(const HexGeometry& a, const HexGeometry& b) {
    return a.hex_width == b.hex_width && a.hex_height == b.hex_height && a.line_height == b.line_height &&
           a.camera_angle_deg == b.camera_angle_deg && a.kind == b.kind;
}

bool sameAnimations(const CritterAnimations& a, const CritterAnimations& b) {
    return std::all_of(std::begin(kCritterAnims), std::end(kCritterAnims),
                       [&](CritterAnim anim) { return animationSlot(a, anim) == animationSlot(b, anim); });
}

// Asks for every cache line of `value` ahead of its use: a unit's tick reads lines all over its block (the machine,
// the mover, the body), too scattered for the hardware to guess, so the loops fetch the next unit's block while
// they tick this one.
template <typename T>
void prefetchBlock(const T& value) {
    const auto* bytes = reinterpret_cast<const char*>(&value);
    for (std::size_t offset = 0; offset < sizeof(T); offset += 64) __builtin_prefetch(bytes + offset);
}

/// End hex of `path` from `from` when every hex on it is movable.
std::optional<Hex> walkable(const HexGeometry& geometry, const HexMap& map, Hex from, const MovePath& path) {
    Hex hex = from;
    for (uint8_t step : path.steps) {
        const auto next = geometry.step(hex, step, map.size);
        if (!next || !map.movable(*next)) return std::nullopt;
        hex = *next;
    }
    return hex;
}

}  // namespace

const char* demoRouteName(DemoRoute route) {
    switch (route) {
    case DemoRoute::StraightWalk: return "straight walk";
    case DemoRoute::StraightRun: return "straight run";
    case DemoRoute::EveryDirection: return "every direction";
    case DemoRoute::TurnDuringMovement: return "turn during movement";
    case DemoRoute::RapidStopStart: return "rapid stop/start";
    }
    return "?";
}

std::optional<DemoRoute> demoRouteFromName(const std::string& name) {
    if (name == "straight-walk") return DemoRoute::StraightWalk;
    if (name == "straight-run") return DemoRoute::StraightRun;
    if (name == "every-direction") return DemoRoute::EveryDirection;
    if (name == "turn") return DemoRoute::TurnDuringMovement;
    if (name == "stop-start") return DemoRoute::RapidStopStart;
    return std::nullopt;
}

struct World::RouteState {
    enum class Phase { Moving, Resting, Stopped };
    int critter = 0;
    DemoRoute route = DemoRoute::StraightWalk;
    MovePath leg;  // path of the current leg
    Hex leg_end;   // where the current leg ends (stop/start restarts towards it)
    Phase phase = Phase::Moving;
    int64_t phase_since_ms = 0;
    int leg_number = 1;  // legs begun, the first included (routeProgress)
};

World::World(std::shared_ptr<const WorldAssets> assets, HexMap map, uint32_t seed, int wanderers, int tactics_units)
    : assets_(std::move(assets)), map_(std::make_shared<const HexMap>(std::move(map))), rng_(seed) {
    seen_generation_ = assets_->generation();
    seen_map_generation_ = assets_->mapGeneration();
    geometry_ = map_->geometry;
    // The player stands on the movable hex closest to the centre.
    const Hex centre{map_->size.width / 2, map_->size.height / 2};
    Hex start = centre;
    int best = -1;
    for (int32_t y = 0; y < map_->size.height; ++y)
        for (int32_t x = 0; x < map_->size.width; ++x)
            if (const Hex h{x, y}; map_->movable(h) && (best < 0 || geometry_.distance(h, centre) < best)) {
                best = geometry_.distance(h, centre);
                start = h;
            }
    critters_.reserve(static_cast<std::size_t>(std::max(wanderers, 0)) + 1);
    critters_.push_back(WorldCritter{"player", makeActor(0, start, 2), kWalkSpeed, false, 0});
    for (int i = 0; i < wanderers; ++i) {
        const Hex hex = randomMovableHex();
        std::uniform_int_distribution<int> dir(0, geometry_.dirCount() - 1);
        std::uniform_int_distribution<int> rest(0, 1200);
        const int hdir = dir(rng_);
        critters_.push_back(WorldCritter{"wanderer " + std::to_string(i + 1), makeActor(i + 1, hex, hdir), kWalkSpeed,
                                         true, rest(rng_)});
    }
    for (WorldCritter& critter : critters_) critter.actor.tick(now_ms_, *map_);
    for (std::size_t i = 0; i < critters_.size(); ++i)
        critters_[i].states = assets_->critterStatesFor(static_cast<int>(i));
    seen_atlas_ = assets_->tacticsAtlas();
    seen_unit_states_ = assets_->tacticsStates();
    // Units need the data and their state machine definition (anim/tactics.states.json); without either, none.
    if (const auto unit_states = assets_->tacticsStates(); seen_atlas_ && unit_states) {
        try {
            units_.reserve(static_cast<std::size_t>(std::max(tactics_units, 0)));
            for (int i = 0; i < tactics_units; ++i) {
                const Hex hex = randomMovableHex();
                std::uniform_int_distribution<int> dir(0, geometry_.dirCount() - 1);
                std::uniform_int_distribution<int> rest(0, 1500);
                const int hdir = dir(rng_);
                std::string name = "unit " + std::to_string(i + 1);
                // Every unit after the first shares the first one's clips and playback tables.
                units_.push_back(WorldUnit{units_.empty() ? TacticsUnit(std::move(name), geometry_, hex, hdir,
                                                                        seen_atlas_, unit_states, camera_step_)
                                                          : units_.front().actor.sibling(std::move(name), hex, hdir),
                                           36, true, rest(rng_)});
            }
        } catch (const std::exception& e) {
            // A definition the units cannot play (e.g. an unknown state tag): no units, and the reason on screen.
            units_.clear();
            setError("tactics units", std::string("tactics units: ") + e.what(), &e);
        }
        for (WorldUnit& unit : units_) unit.actor.tick(now_ms_, *map_);
    }
}

void World::regeometry() {
    // Every mover holds the geometry it walks by: a map of the other layout gives each critter and unit a new one,
    // standing where it stood (or on a random movable hex) and facing the nearest direction of the new set.
    const int from_count = geometry_.dirCount();
    geometry_ = map_->geometry;
    for (std::size_t i = 0; i < critters_.size(); ++i) {
        WorldCritter& critter = critters_[i];
        const Hex hex = map_->movable(critter.body().hex()) ? critter.body().hex() : randomMovableHex();
        critter.actor =
            makeActor(static_cast<int>(i), hex, dirInSet(critter.body().hdir(), from_count, geometry_.dirCount()));
        critter.actor.tick(now_ms_, *map_);
    }
    for (WorldUnit& unit : units_) {
        const Hex hex = map_->movable(unit.actor.hex()) ? unit.actor.hex() : randomMovableHex();
        try {
            unit.actor = TacticsUnit(unit.actor.name(), geometry_, hex,
                                     dirInSet(unit.actor.hdir(), from_count, geometry_.dirCount()), unit.actor.atlas(),
                                     unit.actor.definition(), camera_step_);
        } catch (const std::exception& e) {
            setError("tactics units", std::string("tactics units: ") + e.what(), &e);
        }
    }
}

anim::CritterActor World::makeActor(int index, Hex hex, int hdir) {
    const CritterAnimations animations = assets_->animationsFor(index);
    auto states = assets_->critterStatesFor(index);
    // Critters of one type share their clips and playback tables: the first one made is the type's prototype.
    if (prototype_ && prototype_->actor.definition() == states && prototype_->engine_timing == engine_timing_ &&
        sameGeometry(prototype_->geometry, geometry_) &&
        sameAnimations(prototype_->actor.body().animations(), animations)) {
        anim::CritterActor actor = prototype_->actor.sibling(hex, hdir);
        actor.setRunThreshold(run_threshold_);
        return actor;
    }
    try {
        anim::CritterActor actor(geometry_, hex, hdir, states, animations, engine_timing_);
        prototype_ = std::make_shared<const ActorPrototype>(ActorPrototype{actor, engine_timing_, geometry_});
        actor.setRunThreshold(run_threshold_);
        return actor;
    } catch (const std::exception& e) {
        // Sheets the definition cannot play (e.g. directions with different frame counts): the critter still
        // idles, walks and runs with the built-in definition, and the reason is on screen.
        setError("critter states",
                 std::string("critter states: ") + e.what() + " (using the built-in idle/walk/run definition)", &e);
    }
    try {
        anim::CritterActor actor(geometry_, hex, hdir, builtInCritterStates(), animations, engine_timing_);
        actor.setRunThreshold(run_threshold_);
        return actor;
    } catch (const std::exception& e) {
        // Sheets not even idle/walk/run can play: the critter stands, drawn by nothing, until a reload fixes them.
        setError("critter states",
                 std::string("critter states: ") + e.what() +
                     " (not even the built-in idle/walk/run definition plays these sheets: the "
                     "critter stands undrawn until they load)",
                 &e);
        return anim::CritterActor(geometry_, hex, hdir, builtInCritterStates(), CritterAnimations{}, engine_timing_);
    }
}

void World::setError(const std::string& source, const std::string& text, const std::exception* cause) {
    ErrorRecord record = cause != nullptr ? errorRecordOf(*cause, {}) : ErrorRecord{};
    record.message = text;
    errors_.set(source, std::move(record));
}

void World::clearError(const std::string& source) { errors_.clear(source); }

const char* worldActionName(WorldAction action) {
    switch (action) {
    case WorldAction::Attack: return "attack";
    case WorldAction::Hurt: return "hurt";
    case WorldAction::Kill: return "kill";
    case WorldAction::Revive: return "revive";
    case WorldAction::KnockBack: return "knock back";
    }
    return "?";
}

bool World::actCritter(int index, WorldAction action) {
    if (index < 0 || index >= static_cast<int>(critters_.size())) return false;
    WorldCritter& critter = critters_[static_cast<std::size_t>(index)];
    critter.wanders = false;  // the user takes this critter over
    switch (action) {
    case WorldAction::Attack: critter.actor.requestAttack(); break;
    case WorldAction::Hurt: critter.actor.hurt(); break;
    case WorldAction::Kill:
        cancelRoute(index);  // a dead critter walks no route
        critter.actor.kill();
        break;
    case WorldAction::Revive: critter.actor.revive(); break;
    case WorldAction::KnockBack: critter.actor.knockBack(); break;
    }
    return true;
}

bool World::actUnit(int index, WorldAction action) {
    if (index < 0 || index >= static_cast<int>(units_.size())) return false;
    TacticsUnit& unit = units_[static_cast<std::size_t>(index)].actor;
    switch (action) {
    case WorldAction::Attack: unit.requestAttack(); break;
    case WorldAction::Hurt: unit.hurt(); break;
    case WorldAction::Kill: unit.kill(); break;
    case WorldAction::Revive: unit.revive(); break;
    case WorldAction::KnockBack: return false;  // the tactics unit has no knock-back sequence
    }
    units_[static_cast<std::size_t>(index)].wanders = false;
    return true;
}

void World::collectEvents() {
    while (!events_.empty() && events_.front().at_ms + kEventMemoryMs < now_ms_) events_.pop_front();
    for (const WorldCritter& critter : critters_)
        for (const anim::CritterEvent& event : critter.actor.events())
            events_.push_back(WorldEvent{critter.name, event.name, "frame", event.sprite_root, now_ms_});
    for (const WorldUnit& unit : units_)
        for (const TacticsEventNote& event : unit.actor.lastEvents())
            events_.push_back(WorldEvent{unit.actor.name(), event.label, event.source, event.ground, now_ms_});
}

Hex World::randomMovableHex() {
    if (map_->size.width <= 0 || map_->size.height <= 0) return Hex{0, 0};
    std::uniform_int_distribution<int32_t> xs(0, map_->size.width - 1);
    std::uniform_int_distribution<int32_t> ys(0, map_->size.height - 1);
    for (int attempt = 0; attempt < 200; ++attempt)
        if (const Hex h{xs(rng_), ys(rng_)}; map_->movable(h)) return h;
    for (int32_t y = 0; y < map_->size.height; ++y)
        for (int32_t x = 0; x < map_->size.width; ++x)
            if (map_->movable(Hex{x, y})) return Hex{x, y};
    return Hex{0, 0};
}

void World::selectCritter(int index) {
    if (index >= 0 && index < static_cast<int>(critters_.size())) {
        selected_ = index;
        selected_unit_.reset();
    }
}

void World::selectUnit(int index) {
    if (index >= 0 && index < static_cast<int>(units_.size())) selected_unit_ = index;
}

void World::selectNext() {
    // Critters first, then units; selected_ keeps naming a critter so the critter panels always have one.
    if (selected_unit_) {
        if (*selected_unit_ + 1 < static_cast<int>(units_.size())) {
            selected_unit_ = *selected_unit_ + 1;
        } else {
            selected_unit_.reset();
            selected_ = 0;
        }
        return;
    }
    if (selected_ + 1 < static_cast<int>(critters_.size())) {
        ++selected_;
    } else if (!units_.empty()) {
        selected_unit_ = 0;
    } else {
        selected_ = 0;
    }
}

bool World::walkSelectedTo(Hex target, anim::CritterActor::Gait gait) {
    if (!selected_unit_ && selected_ >= 0 && selected_ < static_cast<int>(critters_.size())) {
        WorldCritter& critter = critters_[static_cast<std::size_t>(selected_)];
        critter.actor.setGait(gait);
        if (gait != anim::CritterActor::Gait::BySpeed)
            setCritterSpeed(selected_, gait == anim::CritterActor::Gait::Run ? critter.run_speed : critter.walk_speed);
    }
    return walkTo(selectedActor(), target);
}

void World::setGait(int index, anim::CritterActor::Gait gait) {
    if (index < 0 || index >= static_cast<int>(critters_.size())) return;
    critters_[static_cast<std::size_t>(index)].actor.setGait(gait);
}

void World::setRunThreshold(int speed) {
    run_threshold_ = std::clamp(speed, 1, 1000);
    for (WorldCritter& critter : critters_) critter.actor.setRunThreshold(run_threshold_);
}

ipos World::selectedPoint() const {
    if (selected_unit_) return units_[static_cast<std::size_t>(*selected_unit_)].actor.logicalPoint();
    if (critters_.empty()) return hexCentre(geometry_, Hex{0, 0});
    return critters_[static_cast<std::size_t>(selected_)].body().logicalPoint();
}

void World::setCameraStep(int step) {
    camera_step_ = tactics::wrap8(step);
    for (WorldUnit& unit : units_) unit.actor.setCameraStep(camera_step_);
}

bool World::startUnitPath(int index, const MovePath& path) {
    WorldUnit& unit = units_[static_cast<std::size_t>(index)];
    try {
        if (!unit.actor.setMoving(MovingContext(geometry_, map_->size, unit.speed, path, unit.actor.hex(),
                                                unit.actor.hexOffset(), ipos(0, 0), now_ms_)))
            return false;
    } catch (const std::exception& e) {
        // A path the MovingContext refuses (e.g. it leaves int32 pixel range): this walk does not start.
        setError(unit.actor.name(), unit.actor.name() + ": " + e.what() + " (the walk did not start)", &e);
        return false;
    }
    clearError(unit.actor.name());
    unit.idle_until_ms = -1;
    return true;
}

bool World::walkUnitTo(int index, Hex target) {
    if (index < 0 || index >= static_cast<int>(units_.size())) return false;
    WorldUnit& unit = units_[static_cast<std::size_t>(index)];
    unit.wanders = false;
    const auto path = findPath(geometry_, *map_, unit.actor.hex(), target);
    return path && startUnitPath(index, *path);
}

bool World::walkUnitPath(int index, const MovePath& path) {
    if (index < 0 || index >= static_cast<int>(units_.size())) return false;
    WorldUnit& unit = units_[static_cast<std::size_t>(index)];
    unit.wanders = false;
    return walkable(geometry_, *map_, unit.actor.hex(), path) && startUnitPath(index, path);
}

bool World::correctUnit(int index, Hex server_hex, int64_t offset_ms) {
    if (index < 0 || index >= static_cast<int>(units_.size())) return false;
    WorldUnit& unit = units_[static_cast<std::size_t>(index)];
    const std::string& name = unit.actor.name();
    const std::string source = name + " correction";
    const std::string from = hexText(server_hex);
    if (!map_->movable(server_hex)) {
        setError(source, name + ": correction to " + from + ": the hex is not movable");
        return false;
    }
    unit.wanders = false;
    const MovingContext* moving = unit.actor.moving();
    if (moving == nullptr) {  // standing: the authority's hex is where it stands (D30)
        unit.actor.place(server_hex, -1);
        clearError(source);
        return true;
    }
    const Hex destination = moving->endHex();
    const ipos end_offset = moving->endOffset();
    const auto path = findPath(geometry_, *map_, server_hex, destination);
    if (!path) {
        setError(source, name + ": correction from " + from + ": no path to " + hexText(destination));
        return false;
    }
    // setMoving's refusal (dead, a locked action, D17), asked before the walk is stopped.
    if (unit.actor.dead() || unit.actor.machine().snapshot().locked) {
        setError(source, name + ": correction from " + from + " refused (the unit cannot move now)");
        return false;
    }
    try {
        // The server move (Mover::serverMove, D30), at once: a unit has no waiting order.
        unit.actor.serverMove(*map_, server_hex, *path, unit.speed, end_offset, now_ms_, offset_ms);
    } catch (const std::exception& e) {
        setError(source, name + ": correction from " + from + ": " + e.what() + " (the unit stopped)", &e);
        return false;
    }
    ++unit.server_moves;
    clearError(source);
    unit.idle_until_ms = -1;
    return true;
}

void World::stopUnit(int index) {
    if (index < 0 || index >= static_cast<int>(units_.size())) return;
    WorldUnit& unit = units_[static_cast<std::size_t>(index)];
    unit.wanders = false;
    unit.actor.stopMoving(*map_);
}

bool World::playUnit(int index, TacticsAction action) {
    if (index < 0 || index >= static_cast<int>(units_.size())) return false;
    WorldUnit& unit = units_[static_cast<std::size_t>(index)];
    unit.wanders = false;
    return unit.actor.play(action, *map_);
}

bool World::placeUnit(int index, Hex hex, int hdir) {
    if (index < 0 || index >= static_cast<int>(units_.size()) || !map_->movable(hex)) return false;
    units_[static_cast<std::size_t>(index)].actor.place(hex, hdir);
    return true;
}

void World::updateUnitWanderer(int index) {
    WorldUnit& unit = units_[static_cast<std::size_t>(index)];
    if (unit.actor.isMoving() || unit.actor.dead() || unit.actor.action() != TacticsAction::Idle) return;
    if (!restOver(unit.idle_until_ms, 500, 2000)) return;
    wanderFrom(unit.actor.hex(), 5, unit.idle_until_ms,
               [&](const MovePath& path) { return startUnitPath(index, path); });
}

bool World::restOver(int64_t& idle_until_ms, int min_rest_ms, int max_rest_ms) {
    if (idle_until_ms < 0) {
        std::uniform_int_distribution<int> rest(min_rest_ms, max_rest_ms);
        idle_until_ms = now_ms_ + rest(rng_);
        return false;
    }
    return now_ms_ >= idle_until_ms;
}

void World::wanderFrom(Hex from, int reach, int64_t& idle_until_ms, const std::function<bool(const MovePath&)>& start) {
    std::uniform_int_distribution<int> offset(-reach, reach);
    for (int attempt = 0; attempt < 10; ++attempt) {
        const Hex target{from.x + offset(rng_), from.y + offset(rng_)};
        if (!map_->movable(target) || geometry_.distance(from, target) < 2) continue;
        if (const auto path = findPath(geometry_, *map_, from, target); path && start(*path)) return;
    }
    idle_until_ms = now_ms_ + 200;  // nothing reachable now: try again shortly
}

void World::syncAssets() {
    if (assets_->mapGeneration() != seen_map_generation_) {
        seen_map_generation_ = assets_->mapGeneration();
        map_ = std::make_shared<const HexMap>(assets_->map());
        routes_.clear();
        if (map_->geometry.kind != geometry_.kind) regeometry();
        for (WorldCritter& critter : critters_) {
            const Hex hex = map_->movable(critter.body().hex()) ? critter.body().hex() : randomMovableHex();
            critter.actor.place(hex, critter.body().hdir());
            critter.idle_until_ms = now_ms_;
        }
        for (WorldUnit& unit : units_) {
            unit.actor.place(map_->movable(unit.actor.hex()) ? unit.actor.hex() : randomMovableHex());
            unit.idle_until_ms = now_ms_;
        }
    }
    if (auto atlas = assets_->tacticsAtlas(); atlas != seen_atlas_) {
        seen_atlas_ = atlas;
        for (WorldUnit& unit : units_) {
            try {
                unit.actor.setAtlas(atlas);
            } catch (const std::exception& e) {
                // The unit keeps its previous atlas.
                setError("tactics units", std::string("tactics units: ") + e.what(), &e);
            }
        }
    }
    // A reloaded unit definition goes to every unit once; a unit that refuses it keeps its own (and remembers it).
    // Only a new pointer can be one, so the units are not visited on the ticks between.
    if (auto unit_states = assets_->tacticsStates(); unit_states && unit_states != seen_unit_states_) {
        seen_unit_states_ = unit_states;
        for (WorldUnit& unit : units_) {
            if (unit_states == unit.actor.definition() || unit_states == unit.actor.refusedStates()) continue;
            try {
                unit.actor.setStates(unit_states);
                clearError("tactics units");
            } catch (const std::exception& e) {
                setError("tactics units", std::string("tactics units: ") + e.what(), &e);
            }
        }
    }
    // Everything below changes only with the generation (WorldAssets::critterStatesFor): the critters are not
    // visited on the ticks between.
    if (assets_->generation() == seen_generation_) return;
    // A new definition of a critter's type: that critter starts again in its initial state where it stands.
    bool remade = false;
    for (std::size_t i = 0; i < critters_.size(); ++i) {
        WorldCritter& critter = critters_[i];
        const auto states = assets_->critterStatesFor(static_cast<int>(i));
        if (states == critter.states) continue;
        if (!remade) clearError("critter states");  // makeActor sets it again when the new definition is refused
        remade = true;
        critter.states = states;
        critter.actor = makeActor(static_cast<int>(i), critter.body().hex(), critter.body().hdir());
        critter.idle_until_ms = now_ms_;
    }
    if (remade) seen_generation_ = assets_->generation();
    if (assets_->generation() != seen_generation_) {
        seen_generation_ = assets_->generation();
        // Each critter's own assignments (files opened by the user) survive the reload.
        for (std::size_t i = 0; i < critters_.size(); ++i) {
            try {
                critters_[i].actor.setAnimations(assets_->animationsFor(static_cast<int>(i)));
                clearError(critters_[i].name);
            } catch (const std::exception& e) {
                setError(critters_[i].name, critters_[i].name + ": " + e.what() + " (the previous animations stay)",
                         &e);
            }
        }
    }
}

bool World::startPath(int index, const MovePath& path) {
    WorldCritter& critter = critters_[static_cast<std::size_t>(index)];
    try {
        // Starts on the next tick whose state is movement-driven (a locked action finishes first, R21).
        if (!critter.actor.requestMove(path, critter.speed, *map_)) return false;
    } catch (const std::exception& e) {
        setError(critter.name + " walk", critter.name + ": " + e.what() + " (the walk did not start)", &e);
        return false;
    }
    clearError(critter.name + " walk");
    critter.idle_until_ms = -1;
    return true;
}

bool World::walkCritterTo(int index, Hex target) {
    if (index < 0 || index >= static_cast<int>(critters_.size())) return false;
    cancelRoute(index);
    critters_[static_cast<std::size_t>(index)].wanders = false;  // the user takes this critter over
    const auto path = findPath(geometry_, *map_, critters_[static_cast<std::size_t>(index)].body().hex(), target);
    return path && startPath(index, *path);
}

bool World::walkCritterPath(int index, const MovePath& path) {
    if (index < 0 || index >= static_cast<int>(critters_.size())) return false;
    cancelRoute(index);
    critters_[static_cast<std::size_t>(index)].wanders = false;
    if (!walkable(geometry_, *map_, critters_[static_cast<std::size_t>(index)].body().hex(), path)) return false;
    return startPath(index, path);
}

void World::stopCritter(int index) {
    if (index < 0 || index >= static_cast<int>(critters_.size())) return;
    cancelRoute(index);
    critters_[static_cast<std::size_t>(index)].wanders = false;
    critters_[static_cast<std::size_t>(index)].actor.stopMoving(*map_);
}

void World::setCritterSpeed(int index, int speed) {
    if (index < 0 || index >= static_cast<int>(critters_.size()) || speed <= 0) return;
    WorldCritter& critter = critters_[static_cast<std::size_t>(index)];
    critter.speed = speed;
    // The speed belongs to the gait shown: the walk's or the run's (by the threshold under the engine's rule).
    const anim::CritterActor::Gait gait = critter.actor.gait();
    const bool run = gait == anim::CritterActor::Gait::Run ||
                     (gait == anim::CritterActor::Gait::BySpeed && speed >= critter.actor.runThreshold());
    (run ? critter.run_speed : critter.walk_speed) = speed;
    critter.actor.changeSpeed(speed, now_ms_);
}

bool World::placeCritter(int index, Hex hex, int hdir) {
    if (index < 0 || index >= static_cast<int>(critters_.size()) || !map_->movable(hex)) return false;
    cancelRoute(index);
    WorldCritter& critter = critters_[static_cast<std::size_t>(index)];
    critter.wanders = false;
    critter.actor.place(hex, hdir);
    return true;
}

bool World::correctCritter(int index, Hex server_hex, int64_t offset_ms) {
    if (index < 0 || index >= static_cast<int>(critters_.size())) return false;
    WorldCritter& critter = critters_[static_cast<std::size_t>(index)];
    const std::string source = critter.name + " correction";
    const std::string from = hexText(server_hex);
    if (!map_->movable(server_hex)) {
        setError(source, critter.name + ": correction to " + from + ": the hex is not movable");
        return false;
    }
    cancelRoute(index);
    critter.wanders = false;
    const MovingContext* moving = critter.body().moving();
    std::optional<Hex> destination = critter.actor.pendingDestination();
    ipos end_offset{0, 0};
    if (!destination && moving != nullptr) {
        destination = moving->endHex();
        end_offset = moving->endOffset();
    }
    if (!destination) {  // standing: the authority's hex is where it stands (D30)
        critter.actor.place(server_hex, -1);
        clearError(source);
        return true;
    }
    const auto path = findPath(geometry_, *map_, server_hex, *destination);
    if (!path) {
        setError(source, critter.name + ": correction from " + from + ": no path to " + hexText(*destination));
        return false;
    }
    try {
        if (!critter.actor.requestServerMove(server_hex, *path, critter.speed, *map_, end_offset, offset_ms)) {
            setError(source, critter.name + ": correction from " + from + " refused (the critter is dead)");
            return false;
        }
    } catch (const std::exception& e) {
        setError(source, critter.name + ": correction from " + from + ": " + e.what(), &e);
        return false;
    }
    clearError(source);
    critter.idle_until_ms = -1;
    return true;
}

void World::setScenarioError(const std::string& text) {
    ErrorRecord record;
    record.message = text;
    errors_.set("scenario", std::move(record));
}

void World::setEngineTiming(bool on) {
    engine_timing_ = on;
    for (WorldCritter& critter : critters_) critter.actor.setEngineTiming(on);
}

void World::cancelRoute(int index) {
    std::erase_if(routes_, [index](const auto& route) { return route->critter == index; });
}

std::optional<DemoRoute> World::routeOf(int index) const {
    for (const auto& route : routes_)
        if (route->critter == index) return route->route;
    return std::nullopt;
}

std::optional<RouteProgress> World::routeProgress(int index) const {
    for (const auto& route : routes_)
        if (route->critter == index)
            return RouteProgress{route->route, route->leg_number, route->phase == RouteState::Phase::Resting};
    return std::nullopt;
}

bool World::startRoute(int index, DemoRoute route) {
    if (index < 0 || index >= static_cast<int>(critters_.size())) return false;
    cancelRoute(index);
    WorldCritter& critter = critters_[static_cast<std::size_t>(index)];
    critter.actor.stopMoving(*map_);
    critter.wanders = false;
    critter.speed = route == DemoRoute::StraightRun ? kRunSpeed : kWalkSpeed;
    critter.actor.setGait(anim::CritterActor::Gait::BySpeed);  // a route names its speed; the engine's rule shows it
    // Straight patterns try E, W, SE, NW, NE, SW (then S, N on a square map); the others rotate through every
    // direction of the map.
    const int n = geometry_.dirCount();
    const std::vector<uint8_t> pattern = routePattern(route, n);
    std::vector<int> rotations;
    if (pattern[0] == pattern.back())
        rotations = n == kSquareDirCount ? std::vector<int>{0, 4, 1, 5, 6, 2, 3, 7}
                                         : std::vector<int>{0, 3, 1, 4, 5, 2};
    else
        for (int d = 0; d < n; ++d) rotations.push_back(d);
    for (int rotation : rotations) {
        std::vector<uint8_t> steps = pattern;
        for (uint8_t& step : steps) step = static_cast<uint8_t>(geometry_.wrapDir(step + rotation));
        const MovePath path = makePath(std::move(steps));
        const auto end = walkable(geometry_, *map_, critter.body().hex(), path);
        if (!end || !startPath(index, path)) continue;
        auto state = std::make_shared<RouteState>();
        state->critter = index;
        state->route = route;
        state->leg = path;
        state->leg_end = *end;
        state->phase_since_ms = now_ms_;
        routes_.push_back(std::move(state));
        return true;
    }
    return false;
}

void World::haltWanderers() {
    for (WorldCritter& critter : critters_) {
        if (!critter.wanders) continue;
        critter.wanders = false;
        critter.actor.stopMoving(*map_);
    }
    for (WorldUnit& unit : units_) {
        if (!unit.wanders) continue;
        unit.wanders = false;
        unit.actor.stopMoving(*map_);
    }
}

void World::updateRoute(RouteState& route) {
    WorldCritter& critter = critters_[static_cast<std::size_t>(route.critter)];
    const CritterBody& body = critter.body();
    const int64_t in_phase = now_ms_ - route.phase_since_ms;
    switch (route.phase) {
    case RouteState::Phase::Moving:
        if (!critter.busyMoving()) {
            route.phase = RouteState::Phase::Resting;
            route.phase_since_ms = now_ms_;
        } else if (route.route == DemoRoute::RapidStopStart && in_phase >= kStopAfterMs) {
            critter.actor.stopMoving(*map_);
            route.phase = RouteState::Phase::Stopped;
            route.phase_since_ms = now_ms_;
        }
        break;
    case RouteState::Phase::Stopped:
        if (in_phase >= kStoppedMs) {
            const auto rest = findPath(geometry_, *map_, body.hex(), route.leg_end);
            route.phase = rest && startPath(route.critter, *rest) ? RouteState::Phase::Moving
                                                                  : RouteState::Phase::Resting;
            route.phase_since_ms = now_ms_;
        }
        break;
    case RouteState::Phase::Resting:
        if (in_phase >= kRouteRestMs && body.hex() != route.leg_end) {
            // The leg was cut short (an attack or a hurt stopped the walk): walk on to its end first.
            const auto rest = findPath(geometry_, *map_, body.hex(), route.leg_end);
            route.phase = rest && startPath(route.critter, *rest) ? RouteState::Phase::Moving
                                                                  : RouteState::Phase::Resting;
            route.phase_since_ms = now_ms_;
        } else if (in_phase >= kRouteRestMs) {
            // Next leg: the same pattern walked back.
            const MovePath back = reversedPath(route.leg, geometry_);
            if (const auto end = walkable(geometry_, *map_, body.hex(), back); end && startPath(route.critter, back)) {
                route.leg = back;
                route.leg_end = *end;
                ++route.leg_number;
            }
            route.phase = RouteState::Phase::Moving;
            route.phase_since_ms = now_ms_;
        }
        break;
    }
}

void World::updateWanderer(int index) {
    WorldCritter& critter = critters_[static_cast<std::size_t>(index)];
    if (critter.busyMoving() || critter.actor.dead()) return;
    if (!restOver(critter.idle_until_ms, 300, 1500)) return;
    std::uniform_int_distribution<int> percent(0, 99);
    const bool run = percent(rng_) < 30;
    std::uniform_int_distribution<int> speed(run ? 125 : 60, run ? 155 : 78);
    critter.speed = speed(rng_);
    wanderFrom(critter.body().hex(), 6, critter.idle_until_ms,
               [&](const MovePath& path) { return startPath(index, path); });
}

void World::tick() {
    now_ms_ += kTickMs;
    syncAssets();
    for (const auto& route : routes_) updateRoute(*route);
    for (int i = 0; i < static_cast<int>(critters_.size()); ++i)
        if (critters_[static_cast<std::size_t>(i)].wanders && !routeOf(i)) updateWanderer(i);
    for (std::size_t i = 0; i < critters_.size(); ++i) {
        WorldCritter& critter = critters_[i];
        if (i + 1 < critters_.size()) prefetchBlock(critters_[i + 1]);
        try {
            critter.actor.tick(now_ms_, *map_);
            // The error stays on screen until a walk goes through again (new data, a new path): standing still
            // proves nothing, and it would take the error down on the very next tick.
            if (critter.tick_failed && critter.body().isMoving()) {
                clearError(critter.name + " tick");
                critter.tick_failed = false;
            }
        } catch (const std::exception& e) {
            // Absurd data (an aligner overflow): the critter is put back on its hex and the reason is on screen.
            setError(critter.name + " tick", critter.name + ": " + e.what() + " (placed back on its hex)", &e);
            critter.actor.place(critter.body().hex(), critter.body().hdir());
            critter.tick_failed = true;
        }
    }
    for (int i = 0; i < static_cast<int>(units_.size()); ++i)
        if (units_[static_cast<std::size_t>(i)].wanders) updateUnitWanderer(i);
    for (std::size_t i = 0; i < units_.size(); ++i) {
        WorldUnit& unit = units_[i];
        if (i + 1 < units_.size()) prefetchBlock(units_[i + 1]);
        try {
            unit.actor.tick(now_ms_, *map_);
            if (unit.tick_failed && unit.actor.isMoving()) {
                clearError(unit.actor.name() + " tick");
                unit.tick_failed = false;
            }
        } catch (const std::exception& e) {
            setError(unit.actor.name() + " tick", unit.actor.name() + ": " + e.what() + " (placed back on its hex)",
                     &e);
            unit.actor.place(unit.actor.hex());
            unit.tick_failed = true;
        }
    }
    collectEvents();
    if (scenario_) scenario_->step(*this);
}

World::~World() = default;

World::World(const World& other)
    : assets_(other.assets_), geometry_(other.geometry_), map_(other.map_), prototype_(other.prototype_),
      critters_(other.critters_), selected_(other.selected_), now_ms_(other.now_ms_), rng_(other.rng_),
      seen_generation_(other.seen_generation_), seen_map_generation_(other.seen_map_generation_), units_(other.units_),
      selected_unit_(other.selected_unit_), camera_step_(other.camera_step_), engine_timing_(other.engine_timing_),
      seen_atlas_(other.seen_atlas_), seen_unit_states_(other.seen_unit_states_), events_(other.events_),
      scenario_(other.scenario_ ? other.scenario_->clone() : nullptr), errors_(other.errors_) {
    // Routes are mutable state: each copy gets its own.
    routes_.reserve(other.routes_.size());
    for (const auto& route : other.routes_) routes_.push_back(std::make_shared<RouteState>(*route));
}

std::unique_ptr<World> World::clone() const {
    if (scenario_ && !scenario_->clone()) return nullptr;
    return std::unique_ptr<World>(new World(*this));
}
World::World(World&&) noexcept = default;
World& World::operator=(World&&) noexcept = default;

std::string World::startScenario(std::unique_ptr<Scenario> scenario) {
    scenario_.reset();
    clearError("scenario");
    if (!scenario) return {};
    std::string error = scenario->start(*this);
    if (error.empty()) scenario_ = std::move(scenario);
    return error;
}

void World::stopScenario() { scenario_.reset(); }

void World::setUnitWater(int index, bool water) {
    if (index >= 0 && index < static_cast<int>(units_.size()))
        units_[static_cast<std::size_t>(index)].actor.setWater(water);
}

void World::setUnitSpeed(int index, int speed) {
    if (index < 0 || index >= static_cast<int>(units_.size()) || speed <= 0) return;
    WorldUnit& unit = units_[static_cast<std::size_t>(index)];
    unit.speed = speed;
    unit.actor.changeSpeed(speed, now_ms_);
}

bool World::walkTo(ActorRef who, Hex target) {
    return who.kind == ActorRef::Kind::Unit ? walkUnitTo(who.index, target) : walkCritterTo(who.index, target);
}

bool World::walkPath(ActorRef who, const MovePath& path) {
    return who.kind == ActorRef::Kind::Unit ? walkUnitPath(who.index, path) : walkCritterPath(who.index, path);
}

void World::stop(ActorRef who) {
    if (who.kind == ActorRef::Kind::Unit) {
        stopUnit(who.index);
    } else {
        stopCritter(who.index);
    }
}

void World::setSpeed(ActorRef who, int speed) {
    if (who.kind == ActorRef::Kind::Unit) {
        setUnitSpeed(who.index, speed);
    } else {
        setCritterSpeed(who.index, speed);
    }
}

bool World::place(ActorRef who, Hex hex, int hdir) {
    return who.kind == ActorRef::Kind::Unit ? placeUnit(who.index, hex, hdir) : placeCritter(who.index, hex, hdir);
}

bool World::correct(ActorRef who, Hex server_hex, int64_t offset_ms) {
    return who.kind == ActorRef::Kind::Unit ? correctUnit(who.index, server_hex, offset_ms)
                                            : correctCritter(who.index, server_hex, offset_ms);
}

bool World::act(ActorRef who, WorldAction action) {
    return who.kind == ActorRef::Kind::Unit ? actUnit(who.index, action) : actCritter(who.index, action);
}

ActorRef World::selectedActor() const {
    return selected_unit_ ? ActorRef::unit(*selected_unit_) : ActorRef::critter(selected_);
}

void World::select(ActorRef who) {
    if (who.kind == ActorRef::Kind::Unit) {
        selectUnit(who.index);
    } else {
        selectCritter(who.index);
    }
}

}  // namespace gaitlab
