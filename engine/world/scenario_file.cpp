#include "engine/world/scenario_file.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <utility>
#include <vector>

#include "engine/base/file_read.h"
#include "engine/base/json_reader.h"
#include "engine/hex/hex_map.h"
#include "engine/hex/path_finder.h"
#include "engine/world/world.h"

namespace gaitlab {

namespace {

using nlohmann::json;

constexpr int64_t kMaxMs = 3600000;
constexpr int kMaxSpeed = 1000;
constexpr double kMaxDistance = 3600000.0;
constexpr std::size_t kMaxSteps = 10000;
constexpr std::size_t kMaxPathSteps = 4096;
constexpr int kDefaultSpeed = 70;
// Directions are read by name in the square set (NE E SE S SW W NW N, D27) and resolved against the map at start():
// the six names both layouts share walk on either, S and N on square maps only.
constexpr int kNameSet = kSquareDirCount;
constexpr const char* kActionNames[] = {"attack", "hurt", "kill", "revive", "knock-back"};
constexpr WorldAction kActions[] = {WorldAction::Attack, WorldAction::Hurt, WorldAction::Kill, WorldAction::Revive,
                                    WorldAction::KnockBack};

enum class Command { Path, WalkTo, Speed, Stop, Correct, Action, Zoom };

struct FileStep {
    std::string json_path;  // "/steps/3"
    bool by_distance = false;
    int64_t at_ms = 0;
    double at_distance = 0.0;
    Command command = Command::Stop;
    MovePath path;               // resolved against the world's geometry at start()
    std::vector<uint8_t> names;  // the path's directions as read, in the square set
    Hex hex;                     // walk_to target, correction hex
    std::optional<int> speed;
    int64_t offset_ms = 0;
    WorldAction action = WorldAction::Attack;
    int zoom = 1;
};

struct CritterSpec {
    std::optional<Hex> start;
    std::optional<int> dir;  // in the square set, like FileStep::names
    int speed = kDefaultSpeed;
    std::optional<anim::CritterActor::Gait> gait;  // "gait": the one the scenario shows at any speed
};

/// A direction read in the square set as a direction of `geometry`, or an error naming the JSON path when the map
/// has no such direction (S and N on a hexagonal map).
std::optional<int> dirOnMap(int name, const HexGeometry& geometry) {
    if (geometry.dirCount() == kSquareDirCount) return name;
    if (name == 3 || name == 7) return std::nullopt;
    return dirInSet(name, kSquareDirCount, geometry.dirCount());
}

/// The message a JsonError at `path` of `file` would carry: "<file>: <path>: expected <what>".
std::string pathError(const std::string& file, const std::string& path, const std::string& what) {
    return JsonError(file, path, what).what();
}

class FileScenario : public Scenario {
public:
    FileScenario(std::string file, std::string name, CritterSpec critter, std::vector<FileStep> steps,
                 int64_t repeat_ms, std::optional<int> zoom)
        : file_(std::move(file)), name_(std::move(name)), critter_(critter), steps_(std::move(steps)),
          repeat_ms_(repeat_ms), initial_zoom_(zoom), zoom_(zoom) {}

    [[nodiscard]] std::string name() const override { return name_; }
    [[nodiscard]] std::optional<int> zoom() const override { return zoom_; }
    [[nodiscard]] std::unique_ptr<Scenario> clone() const override { return std::make_unique<FileScenario>(*this); }

    std::string start(World& world) override {
        unit_ = world.selectedUnit();
        if (!unit_ && world.critters().empty()) return file_ + ": the scenario needs a critter";
        world.haltWanderers();
        index_ = unit_ ? *unit_ : world.selected();
        const Mover& subject = mover(world);
        if (std::string error = resolve(world.geometry()); !error.empty()) return error;
        start_hex_ = critter_.start.value_or(subject.hex());
        start_dir_ = critter_.dir ? *dirOnMap(*critter_.dir, world.geometry()) : subject.hdir();
        if (std::string error = check(world); !error.empty()) return error;
        restart(world);
        origin_ms_ = world.nowMs();
        fire(world);
        return {};
    }

    void step(World& world) override {
        if (repeat_ms_ > 0 && world.nowMs() - origin_ms_ >= repeat_ms_) {
            origin_ms_ += repeat_ms_ * ((world.nowMs() - origin_ms_) / repeat_ms_);
            restart(world);
        }
        const Mover& subject = mover(world);
        if (subject.isMoving()) {
            const double now = subject.moving()->walkedDist();
            walked_ += subject.movementCount() == movement_ ? now - movement_walked_ : now;
            movement_walked_ = now;
        }
        movement_ = subject.movementCount();
        fire(world);
    }

private:
    /// What the scenario drives: the critter or the tactics unit selected when it started (a unit takes the same
    /// steps through the world's unit calls; knock-back is the one action it does not have).
    [[nodiscard]] const Mover& mover(const World& world) const {
        const auto i = static_cast<std::size_t>(index_);
        return unit_ ? world.units()[i].actor.mover() : world.critters()[i].body().mover();
    }
    [[nodiscard]] const char* who() const { return unit_ ? "unit" : "critter"; }
    [[nodiscard]] ActorRef subject() const { return unit_ ? ActorRef::unit(index_) : ActorRef::critter(index_); }
    void place(World& world) const { world.place(subject(), start_hex_, start_dir_); }
    void setSpeed(World& world, int speed) const { world.setSpeed(subject(), speed); }

    /// Every direction name as a direction of the world's layout: the paths' steps and the critter's facing.
    std::string resolve(const HexGeometry& geometry) {
        const auto refuse = [&](const std::string& at, int name) {
            return pathError(file_, at,
                             std::string("a direction of this ") + geometryKindName(geometry.kind) +
                                 " map (NE, E, SE, SW, W, NW), got '" + dirName(name, kNameSet) +
                                 "', a square map's direction (D27)");
        };
        if (critter_.dir && !dirOnMap(*critter_.dir, geometry)) return refuse("/critter/dir", *critter_.dir);
        for (FileStep& s : steps_) {
            if (s.command != Command::Path) continue;
            s.path.steps.clear();
            for (std::size_t k = 0; k < s.names.size(); ++k) {
                const auto d = dirOnMap(s.names[k], geometry);
                if (!d) return refuse(jsonChild(s.json_path + "/path", k), s.names[k]);
                s.path.steps.push_back(static_cast<uint8_t>(*d));
            }
            s.path.control_steps = controlStepsFor(s.path.steps);
        }
        return {};
    }

    /// What start() checks against the map (see the header).
    std::string check(const World& world) const {
        const HexMap& map = world.map();
        if (!map.movable(start_hex_))
            return pathError(file_, "/critter/start",
                             "a movable hex inside the map (" + std::to_string(map.size.width) + "x" +
                                 std::to_string(map.size.height) + "), got " + hexText(start_hex_) +
                                 (map.inside(start_hex_) ? " (blocked)" : " (outside the map)"));
        Hex planned = start_hex_;
        for (const FileStep& s : steps_) {
            if (s.command == Command::Path) {
                Hex hex = planned;
                for (std::size_t k = 0; k < s.path.steps.size(); ++k) {
                    const int dir = s.path.steps[k];
                    const auto next = world.geometry().step(hex, dir, map.size);
                    if (!next || !map.movable(*next))
                        return pathError(file_, jsonChild(s.json_path + "/path", k),
                                         std::string("a step onto a movable hex of the map: ") +
                                             dirName(dir, world.geometry().dirCount()) + " from " + hexText(hex) +
                                             " leads " + (next ? "onto blocked hex " + hexText(*next) : "off the map") +
                                             " (the path starts at " + hexText(planned) + ")");
                    hex = *next;
                }
                planned = hex;
            } else if (s.command == Command::WalkTo || s.command == Command::Correct) {
                const std::string at = s.json_path + (s.command == Command::WalkTo ? "/walk_to" : "/correct/hex");
                if (!map.movable(s.hex))
                    return pathError(file_, at,
                                     "a movable hex inside the map, got " + hexText(s.hex) +
                                         (map.inside(s.hex) ? " (blocked)" : " (outside the map)"));
                // Whether it can be reached is found when the step runs (a far target costs a whole search).
                if (s.command == Command::WalkTo) planned = s.hex;
            }
        }
        return {};
    }

    /// The critter back on its start, the timeline from its beginning.
    void restart(World& world) {
        place(world);
        if (critter_.gait && !unit_) world.setGait(index_, *critter_.gait);  // before the speed, which is the gait's
        setSpeed(world, critter_.speed);
        fired_.assign(steps_.size(), false);
        walked_ = 0.0;
        movement_ = mover(world).movementCount();
        movement_walked_ = 0.0;
        zoom_ = initial_zoom_;
    }

    void fire(World& world) {
        const int64_t t = world.nowMs() - origin_ms_;
        for (std::size_t i = 0; i < steps_.size(); ++i) {
            const FileStep& s = steps_[i];
            if (fired_[i] || (s.by_distance ? walked_ < s.at_distance : t < s.at_ms)) continue;
            fired_[i] = true;
            run(world, s, i);
        }
    }

    /// The path of walk_to step `i` from `from`: found once per start hex and map, then reused, so a step that runs
    /// again from the same hex (a repeat) costs no new search. nullopt: unreachable.
    const std::optional<MovePath>& routeOf(const World& world, std::size_t i, Hex from) {
        WalkToRoute& route = routes_[i];
        if (!route.searched || route.from != from || route.map != &world.map()) {
            route = WalkToRoute{true, from, &world.map(), findPath(world.geometry(), world.map(), from, steps_[i].hex)};
        }
        return route.path;
    }

    void run(World& world, const FileStep& s, std::size_t i) {
        switch (s.command) {
        case Command::Path:
            if (s.speed) setSpeed(world, *s.speed);
            if (!world.walkPath(subject(), s.path)) {
                world.setScenarioError(pathError(file_, s.json_path + "/path",
                                                 std::string("a path on movable hexes of the map from where the ") +
                                                     who() + " stands " + hexText(mover(world).hex()) +
                                                     " (not walked)"));
            }
            break;
        case Command::WalkTo:
            if (s.speed) setSpeed(world, *s.speed);
            if (const Hex from = mover(world).hex(); from != s.hex) {
                // The world's walkTo is findPath then this path's walk; the path is kept for the step's next run.
                const std::optional<MovePath>& path = routeOf(world, i, from);
                if (!path || !world.walkPath(subject(), *path))
                    world.setScenarioError(pathError(file_, s.json_path + "/walk_to",
                                                     std::string("a hex reachable from where the ") + who() +
                                                         " stands " + hexText(from) + ", got " + hexText(s.hex) +
                                                         " (not walked)"));
            }
            break;
        case Command::Speed: setSpeed(world, *s.speed); break;
        case Command::Stop: world.stop(subject()); break;
        case Command::Correct: world.correct(subject(), s.hex, s.offset_ms); break;
        case Command::Action: world.act(subject(), s.action); break;
        case Command::Zoom: zoom_ = s.zoom; break;
        }
    }

    std::string file_;
    std::string name_;
    CritterSpec critter_;
    std::vector<FileStep> steps_;
    int64_t repeat_ms_ = 0;
    std::optional<int> initial_zoom_;
    std::optional<int> zoom_;
    std::optional<int> unit_;  // the selected tactics unit it drives, else critter index_
    int index_ = 0;
    Hex start_hex_;
    int start_dir_ = 0;
    int64_t origin_ms_ = 0;
    std::vector<bool> fired_;
    struct WalkToRoute {
        bool searched = false;
        Hex from;
        const HexMap* map = nullptr;
        std::optional<MovePath> path;
    };
    std::map<std::size_t, WalkToRoute> routes_;  // by walk_to step index
    double walked_ = 0.0;
    uint64_t movement_ = 0;
    double movement_walked_ = 0.0;
};

class Reader : public JsonReader {
public:
    explicit Reader(std::string file) : JsonReader(std::move(file)) {}

    [[nodiscard]] Hex hex(const json& v, const std::string& path) const {
        const std::string what = "a hex [x, y] of two integers in 0.." + std::to_string(kMaxHexMapSide - 1);
        const json& a = array(v, path, what);
        if (a.size() != 2) fail(path, what + ", got an array of " + std::to_string(a.size()));
        const auto x = integer(a[0], jsonChild(path, std::size_t{0}), 0, kMaxHexMapSide - 1, "x: " + what);
        const auto y = integer(a[1], jsonChild(path, std::size_t{1}), 0, kMaxHexMapSide - 1, "y: " + what);
        return Hex{static_cast<int32_t>(x), static_cast<int32_t>(y)};
    }

    [[nodiscard]] int dir(const json& v, const std::string& path) const {
        const std::string what = "a direction: NE, E, SE, SW, W, NW (any map), S or N (square maps)";
        if (!v.is_string()) failGot(path, what, v);
        const auto& text = v.get_ref<const std::string&>();
        if (const auto d = dirFromName(text, kNameSet)) return *d;
        fail(path, what + ", got '" + text.substr(0, 40) + "'");
    }

    [[nodiscard]] int speed(const json& v, const std::string& path) const {
        return static_cast<int>(integer(v, path, 1, kMaxSpeed, "a speed in ground px/s: an integer in 1..1000"));
    }

    [[nodiscard]] int64_t ms(const json& v, const std::string& path, const std::string& what) const {
        return integer(v, path, 0, kMaxMs, what + ": an integer of ms in 0..3600000");
    }
};

CritterSpec readCritter(const Reader& r, const json& v, std::map<std::string, std::string>& art,
                        const std::filesystem::path& base) {
    const std::string path = "/critter";
    r.object(v, path, "an object");
    r.onlyKeys(v, path,
               {"start", "dir", "speed", "gait", "idle", "walk", "run", "attack", "hurt", "death", "knockback"});
    CritterSpec critter;
    if (const json* gait = r.find(v, "gait")) {
        const std::string g = r.string(*gait, path + "/gait", "a gait: \"walk\", \"run\" or \"by-speed\"");
        if (g == "walk") {
            critter.gait = anim::CritterActor::Gait::Walk;
        } else if (g == "run") {
            critter.gait = anim::CritterActor::Gait::Run;
        } else if (g == "by-speed") {
            critter.gait = anim::CritterActor::Gait::BySpeed;
        } else {
            r.fail(path + "/gait", "a gait: \"walk\", \"run\" or \"by-speed\", got \"" + g + "\"");
        }
    }
    if (const json* start = r.find(v, "start")) critter.start = r.hex(*start, path + "/start");
    if (const json* dir = r.find(v, "dir")) critter.dir = r.dir(*dir, path + "/dir");
    if (const json* speed = r.find(v, "speed")) critter.speed = r.speed(*speed, path + "/speed");
    for (const char* anim : {"idle", "walk", "run", "attack", "hurt", "death", "knockback"}) {
        const json* file = r.find(v, anim);
        if (file == nullptr) continue;
        const std::string text = r.nonEmptyString(*file, jsonChild(path, anim), "a sprite file path (non-empty)");
        const std::filesystem::path p(text);
        art[anim] = (p.is_absolute() ? p : base / p).lexically_normal().string();
    }
    return critter;
}

FileStep readStep(const Reader& r, const json& v, const std::string& path) {
    r.object(v, path, "a step object");
    r.onlyKeys(v, path, {"at_ms", "at_distance", "path", "walk_to", "speed", "stop", "correct", "action", "zoom"});
    FileStep s;
    s.json_path = path;
    const json* at_ms = r.find(v, "at_ms");
    const json* at_distance = r.find(v, "at_distance");
    if ((at_ms != nullptr) == (at_distance != nullptr))
        r.fail(path, "exactly one trigger, at_ms or at_distance, got " + std::string(at_ms ? "both" : "none"));
    if (at_ms != nullptr) {
        s.at_ms = r.ms(*at_ms, path + "/at_ms", "a time since the start");
        if (s.at_ms % World::kTickMs != 0)
            r.fail(path + "/at_ms", "a multiple of the 10 ms tick, got " + std::to_string(s.at_ms));
    } else {
        s.by_distance = true;
        s.at_distance = r.number(*at_distance, path + "/at_distance", "a ground distance in px from 0 to 3600000", 0.0,
                                 kMaxDistance);
    }
    const char* const commands[] = {"path", "walk_to", "stop", "correct", "action", "zoom"};
    std::vector<std::string> given;
    for (const char* c : commands)
        if (r.find(v, c) != nullptr) given.emplace_back(c);
    const json* speed = r.find(v, "speed");
    if (speed != nullptr) s.speed = r.speed(*speed, path + "/speed");
    const bool with_walk = given.size() == 1 && (given[0] == "path" || given[0] == "walk_to");
    if (given.size() > 1 || (given.size() == 1 && speed != nullptr && !with_walk) || (given.empty() && !speed)) {
        std::string list;
        for (const std::string& g : given) list += (list.empty() ? "" : ", ") + g;
        if (speed != nullptr) list += std::string(list.empty() ? "" : ", ") + "speed";
        r.fail(path,
               "exactly one command (path, walk_to, speed, stop, correct, action or zoom; speed may go with "
               "path or walk_to), got " +
                   (list.empty() ? std::string("none") : list));
    }
    if (given.empty()) {
        s.command = Command::Speed;
        return s;
    }
    const std::string& c = given[0];
    const std::string cp = jsonChild(path, c);
    const json& value = v.at(c);
    if (c == "path") {
        s.command = Command::Path;
        const std::string what = "a path: an array of 1.." + std::to_string(kMaxPathSteps) + " directions";
        const json& a = r.array(value, cp, what);
        if (a.empty() || a.size() > kMaxPathSteps) r.fail(cp, what + ", got " + std::to_string(a.size()));
        for (std::size_t k = 0; k < a.size(); ++k)
            s.names.push_back(static_cast<uint8_t>(r.dir(a[k], jsonChild(cp, k))));
    } else if (c == "walk_to") {
        s.command = Command::WalkTo;
        s.hex = r.hex(value, cp);
    } else if (c == "stop") {
        s.command = Command::Stop;
        if (!value.is_boolean() || !value.get<bool>()) r.failGot(cp, "true", value);
    } else if (c == "correct") {
        s.command = Command::Correct;
        r.object(value, cp, "a correction {\"hex\": [x, y], \"offset_ms\": N}");
        r.onlyKeys(value, cp, {"hex", "offset_ms"});
        s.hex = r.hex(r.require(value, cp, "hex", "the authority's hex [x, y]"), cp + "/hex");
        if (const json* offset = r.find(value, "offset_ms"))
            s.offset_ms = r.ms(*offset, cp + "/offset_ms", "how long ago the authority's move began");
    } else if (c == "action") {
        s.command = Command::Action;
        const std::string what = "an action: attack, hurt, kill, revive or knock-back";
        if (!value.is_string()) r.failGot(cp, what, value);
        const auto& text = value.get_ref<const std::string&>();
        bool found = false;
        for (std::size_t a = 0; a < std::size(kActionNames); ++a)
            if (text == kActionNames[a]) {
                s.action = kActions[a];
                found = true;
            }
        if (!found) r.fail(cp, what + ", got '" + text.substr(0, 40) + "'");
    } else {
        s.command = Command::Zoom;
        s.zoom = static_cast<int>(r.integer(value, cp, 1, 8, "a zoom: an integer in 1..8"));
    }
    return s;
}

}  // namespace

ScenarioSpec parseScenarioFile(std::string_view text, const std::string& file, double pace) {
    if (!(pace > 0.0 && pace <= 100.0)) throw std::invalid_argument(file + ": pace must be in (0, 100]");
    std::vector<ErrorRecord> duplicates;
    const json root = parseJson(text, file, &duplicates);
    const Reader r(file);
    r.object(root, "", "a JSON object at the top level");
    r.onlyKeys(root, "", {"name", "description", "seconds", "zoom", "critter", "steps", "repeat_ms", "builtin", "map"});
    ScenarioSpec spec;
    spec.file = file;
    for (const ErrorRecord& w : duplicates) spec.warnings.push_back(w.message);
    const std::filesystem::path path(file);
    if (const json* map = r.find(root, "map")) {
        const std::filesystem::path p(r.nonEmptyString(*map, "/map", "a map file path (non-empty)"));
        spec.map = (p.is_absolute() ? p : path.parent_path() / p).lexically_normal().string();
    }
    spec.name = path.stem().string();
    if (const json* name = r.find(root, "name")) spec.name = r.nonEmptyString(*name, "/name", "a non-empty name");
    if (const json* d = r.find(root, "description")) spec.description = r.string(*d, "/description", "a string");
    if (const json* seconds = r.find(root, "seconds")) {
        spec.seconds = r.number(*seconds, "/seconds", "seconds from 0.01 to 3600", 0.01, 3600.0);
    }
    if (const json* zoom = r.find(root, "zoom"))
        spec.zoom = static_cast<int>(r.integer(*zoom, "/zoom", 1, 8, "a zoom: an integer in 1..8"));
    if (const json* builtin = r.find(root, "builtin")) {
        spec.builtin = r.nonEmptyString(*builtin, "/builtin", "a built-in scenario name");
        std::string names;
        for (const std::string& n : scenarioNames()) names += (names.empty() ? "" : ", ") + n;
        spec.scenario = makeScenario(spec.builtin);
        if (!spec.scenario)
            r.fail("/builtin", "a built-in scenario (one of " + names + "), got '" + spec.builtin + "'");
        for (const char* key : {"critter", "steps", "repeat_ms"})
            if (r.find(root, key) != nullptr)
                r.fail(jsonChild("", key), "no '" + std::string(key) +
                                               "' beside \"builtin\" (the built-in scenario "
                                               "has its own)");
        return spec;
    }
    CritterSpec critter;
    if (const json* c = r.find(root, "critter")) critter = readCritter(r, *c, spec.art, path.parent_path());
    if (critter.gait == anim::CritterActor::Gait::Walk) spec.gait = "walk";
    if (critter.gait == anim::CritterActor::Gait::Run) spec.gait = "run";
    std::vector<FileStep> steps;
    const std::string steps_what = "an array of at most " + std::to_string(kMaxSteps) + " steps";
    const json& list = r.array(r.require(root, "", "steps", steps_what), "/steps", steps_what);
    if (list.size() > kMaxSteps) r.fail("/steps", steps_what + ", got " + std::to_string(list.size()));
    for (std::size_t i = 0; i < list.size(); ++i) steps.push_back(readStep(r, list[i], jsonChild("/steps", i)));
    int64_t repeat_ms = 0;
    if (const json* repeat = r.find(root, "repeat_ms")) {
        repeat_ms = r.ms(*repeat, "/repeat_ms", "a repeat period (0 = once)");
        if (repeat_ms % World::kTickMs != 0)
            r.fail("/repeat_ms", "a multiple of the 10 ms tick, got " + std::to_string(repeat_ms));
    }
    if (pace != 1.0) {
        // Speeds x pace, times / pace (to whole ticks): the same walks over the same distances, at the art's pace.
        // A value the scaling takes past its range is kept at the end of the range, and the warning says so.
        const auto speed = [&](int v, const std::string& at) {
            const long scaled = std::lround(v * pace);
            const int kept = static_cast<int>(std::clamp<long>(scaled, 1, kMaxSpeed));
            if (kept != scaled)
                spec.warnings.push_back(file + ": " + at + ": speed " + std::to_string(v) + " at pace " +
                                        std::to_string(pace).substr(0, 5) + " is " + std::to_string(scaled) +
                                        " ground px/s, outside 1.." + std::to_string(kMaxSpeed) + ": it plays at " +
                                        std::to_string(kept));
            return kept;
        };
        const auto time = [pace](int64_t ms) {
            return static_cast<int64_t>(std::llround(static_cast<double>(ms) / pace / World::kTickMs)) * World::kTickMs;
        };
        critter.speed = speed(critter.speed, "/critter/speed");
        for (FileStep& s : steps) {
            if (s.speed) s.speed = speed(*s.speed, s.json_path + "/speed");
            if (!s.by_distance) s.at_ms = time(s.at_ms);
        }
        repeat_ms = time(repeat_ms);
        if (spec.seconds / pace > 3600.0)
            spec.warnings.push_back(file + ": /seconds: " + std::to_string(spec.seconds) + " s at pace " +
                                    std::to_string(pace).substr(0, 5) + " would be " +
                                    std::to_string(spec.seconds / pace) + " s: it plays 3600 s");
        spec.seconds = std::min(spec.seconds / pace, 3600.0);
    }
    spec.speed = critter.speed;  // as played, after the pace
    spec.scenario = std::make_unique<FileScenario>(file, spec.name, critter, std::move(steps), repeat_ms, spec.zoom);
    return spec;
}

ScenarioSpec loadScenarioFile(const std::string& path, double pace) {
    return parseScenarioFile(readJsonFile(path, "scenario file"), path, pace);
}

bool isScenarioFileArgument(const std::string& argument) {
    std::string lower = argument;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    const bool json_name = lower.size() >= 5 && lower.compare(lower.size() - 5, 5, ".json") == 0;
    return json_name || notRegularFileReason(argument).empty();
}

}  // namespace gaitlab
