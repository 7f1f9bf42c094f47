// JSON reader and validator of StateMachineDef (layout in state_machine_def.h).
#include <algorithm>
#include <cmath>
#include <fstream>
#include <initializer_list>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "engine/anim/definition_error.h"
#include "engine/anim/state_machine_def.h"

namespace gaitlab::anim {

using nlohmann::json;

int StateMachineDef::stateIndex(std::string_view name) const {
    for (size_t i = 0; i < states.size(); ++i) {
        if (states[i].name == name) return static_cast<int>(i);
    }
    return -1;
}

namespace {

class Reader {
public:
    explicit Reader(std::string file) : file_(std::move(file)) {}

    [[noreturn]] void fail(const std::string& path, const std::string& expected) const {
        throw DefinitionError(file_, path.empty() ? "/" : path, expected);
    }

    void onlyKeys(const json& obj, const std::string& path, std::initializer_list<const char*> keys) const {
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; })) {
                std::string list;
                for (const char* k : keys) list += (list.empty() ? "" : ", ") + std::string(k);
                fail(path + "/" + it.key(), "a known key (one of " + list + ")");
            }
        }
    }

    const json* find(const json& obj, const char* key) const {
        const auto it = obj.find(key);
        return it == obj.end() ? nullptr : &*it;
    }

    const json& require(const json& obj, const std::string& path, const char* key, const std::string& what) const {
        const json* v = find(obj, key);
        if (!v) fail(path + "/" + key, what + " (the key is missing)");
        return *v;
    }

    std::string string(const json& v, const std::string& path, const std::string& what) const {
        if (!v.is_string() || v.get<std::string>().empty()) fail(path, what + " (a non-empty string)");
        return v.get<std::string>();
    }

    int integer(const json& v, const std::string& path, const std::string& what) const {
        // An unsigned value above INT64_MAX would wrap in get<int64_t>(): compare it unsigned.
        const bool out_of_range = v.is_number_unsigned() ? v.get<uint64_t>() > 1000000
                                                         : v.get<int64_t>() < -1000000 || v.get<int64_t>() > 1000000;
        if (!v.is_number_integer() || out_of_range) {
            fail(path, what + " (an integer in [-1000000, 1000000])");
        }
        return static_cast<int>(v.get<int64_t>());
    }

    bool boolean(const json& obj, const std::string& path, const char* key) const {
        const json* v = find(obj, key);
        if (!v) return false;
        if (!v->is_boolean()) fail(path + "/" + key, "true or false");
        return v->get<bool>();
    }

    const std::string& file() const { return file_; }

private:
    std::string file_;
};

Flash readFlash(const Reader& r, const json& v, const std::string& path) {
    if (!v.is_object()) r.fail(path, "a flash object with color, strength and duration");
    r.onlyKeys(v, path, {"color", "strength", "duration"});
    Flash flash;
    const json& color = r.require(v, path, "color", "a colour [r, g, b] in 0..1");
    if (!color.is_array() || color.size() != 3) r.fail(path + "/color", "a colour [r, g, b] in 0..1");
    for (size_t i = 0; i < 3; ++i) {
        const json& c = color[i];
        if (!c.is_number() || c.get<double>() < 0.0 || c.get<double>() > 1.0) {
            r.fail(path + "/color/" + std::to_string(i), "a colour channel in 0..1");
        }
        flash.color[static_cast<int>(i)] = c.get<float>();
    }
    const json& strength = r.require(v, path, "strength", "a strength in 0..1");
    if (!strength.is_number() || strength.get<double>() < 0.0 || strength.get<double>() > 1.0) {
        r.fail(path + "/strength", "a strength in 0..1");
    }
    flash.strength = strength.get<float>();
    const json& duration = r.require(v, path, "duration", "a duration in time units");
    if (!duration.is_number_integer() || duration.get<int64_t>() < 1 || duration.get<int64_t>() > kMaxFrameDuration) {
        r.fail(path + "/duration", "a duration >= 1 in the file's time unit");
    }
    flash.duration = duration.get<int64_t>();
    return flash;
}

StateDef readState(const Reader& r, const json& v, const std::string& path) {
    if (!v.is_object()) r.fail(path, "a state object");
    r.onlyKeys(v, path, {"name", "priority", "mode", "speed", "lock", "fallback", "movement", "frames", "events", "flash"});
    StateDef s;
    s.name = r.string(r.require(v, path, "name", "a state name"), path + "/name", "a state name");
    s.priority = r.integer(r.require(v, path, "priority", "a priority"), path + "/priority", "a priority");
    if (const json* mode = r.find(v, "mode")) {
        const auto m = mode->is_string() ? parseClipMode(mode->get<std::string>()) : std::nullopt;
        if (!m) r.fail(path + "/mode", "a mode: loop, once, ping-pong or ping-pong-once");
        s.mode = *m;
    }
    if (const json* speed = r.find(v, "speed")) {
        // D19: a multiplier on frame duration; 0 pauses. Negative speeds have no meaning there.
        if (!speed->is_number() || !std::isfinite(speed->get<double>()) || speed->get<double>() < 0.0 ||
            speed->get<double>() > 1000.0) {
            r.fail(path + "/speed", "a speed multiplier in [0, 1000]");
        }
        s.speed = speed->get<double>();
    }
    s.lock = r.boolean(v, path, "lock");
    s.movement_driven = r.boolean(v, path, "movement");
    // A lock holds until the clip completes (D17): a clip that never completes would hold it forever.
    if (s.lock && s.movement_driven)
        r.fail(path + "/lock", "false for a movement-driven state (its frames follow the position and never finish)");
    if (s.lock && s.speed == 0.0) r.fail(path + "/lock", "false for a state of speed 0 (a paused clip never finishes)");
    if (s.lock && (s.mode == ClipMode::Loop || s.mode == ClipMode::PingPong))
        r.fail(path + "/lock", std::string("false for a '") + clipModeName(s.mode) +
                                   "' state (it repeats, so it never completes); use once or ping-pong-once");
    if (const json* frames = r.find(v, "frames")) {
        if (!frames->is_array()) r.fail(path + "/frames", "an array of per-frame durations");
        for (size_t i = 0; i < frames->size(); ++i) {
            const json& d = (*frames)[i];
            if (!d.is_number_integer() || d.get<int64_t>() < 0 || d.get<int64_t>() > kMaxFrameDuration) {
                r.fail(path + "/frames/" + std::to_string(i), "a frame duration in [0, 1000000000]");
            }
            s.frames.push_back(d.get<int64_t>());
        }
        if (auto problem = clipProblem(Clip{s.frames, s.mode})) r.fail(path + "/frames", "a playable clip: " + *problem);
    }
    if (const json* events = r.find(v, "events")) {
        if (!events->is_array()) r.fail(path + "/events", "an array of {frame, name}");
        for (size_t i = 0; i < events->size(); ++i) {
            const json& e = (*events)[i];
            const std::string ep = path + "/events/" + std::to_string(i);
            if (!e.is_object()) r.fail(ep, "an event object {frame, name}");
            r.onlyKeys(e, ep, {"frame", "name"});
            FrameEventMark mark;
            mark.frame = r.integer(r.require(e, ep, "frame", "a frame index"), ep + "/frame", "a frame index");
            const int count = s.frames.empty() ? kMaxClipFrames : static_cast<int>(s.frames.size());
            if (mark.frame < 0 || mark.frame >= count) {
                r.fail(ep + "/frame", "a frame in [0, " + std::to_string(count) + ")");
            }
            mark.name = r.string(r.require(e, ep, "name", "an event name"), ep + "/name", "an event name");
            s.events.push_back(mark);
        }
    }
    if (const json* flash = r.find(v, "flash")) s.flash = readFlash(r, *flash, path + "/flash");
    return s;
}

int stateRef(const Reader& r, const StateMachineDef& def, const json& v, const std::string& path,
             const std::string& what) {
    const std::string name = r.string(v, path, what);
    const int index = def.stateIndex(name);
    if (index < 0) r.fail(path, what + "; got unknown state '" + name + "'");
    return index;
}

TransitionDef readTransition(const Reader& r, const StateMachineDef& def, const json& v, const std::string& path,
                             bool global) {
    if (!v.is_object()) r.fail(path, "a transition object");
    if (global) {
        r.onlyKeys(v, path, {"to", "priority", "when"});
    } else {
        r.onlyKeys(v, path, {"from", "to", "priority", "when"});
    }
    TransitionDef t;
    t.json_path = path;
    if (!global) t.from = stateRef(r, def, r.require(v, path, "from", "a source state"), path + "/from", "a source state");
    const json* to = r.find(v, "to");
    if (!to || to->is_null() || (to->is_string() && to->get<std::string>().empty())) {
        r.fail(path + "/to", "a target state (a transition needs somewhere to go)");
    }
    t.to = stateRef(r, def, *to, path + "/to", "a target state");
    if (t.to == t.from) r.fail(path + "/to", "a target other than the source state '" + def.states[static_cast<size_t>(t.from)].name + "'");
    t.priority = r.integer(r.require(v, path, "priority", "a transition priority"), path + "/priority", "a transition priority");
    t.when = Condition::parse(r.require(v, path, "when", "a condition"), r.file(), path + "/when");
    return t;
}

// A fallback chain that returns to itself restarts its states forever unless one of them has a way out.
void checkFallbackCycles(const Reader& r, const StateMachineDef& def) {
    const int n = static_cast<int>(def.states.size());
    for (int start = 0; start < n; ++start) {
        std::vector<int> chain;
        int s = start;
        while (s >= 0 && std::find(chain.begin(), chain.end(), s) == chain.end()) {
            chain.push_back(s);
            s = def.states[static_cast<size_t>(s)].fallback;
        }
        if (s != start) continue;  // no cycle, or a cycle that `start` only leads into (reported from its own start)
        const bool exit = std::any_of(chain.begin(), chain.end(), [&](int c) {
            return !def.transitions_from[static_cast<size_t>(c)].empty();
        });
        if (exit) continue;
        std::string loop;
        for (int c : chain) loop += def.states[static_cast<size_t>(c)].name + " -> ";
        loop += def.states[static_cast<size_t>(start)].name;
        r.fail("/states/" + std::to_string(start) + "/fallback",
               "a fallback chain with an exit (" + loop + " has no transition out)");
    }
}

} // namespace

StateMachineDef parseStateMachineDef(std::string_view json_text, const std::string& file) {
    const Reader r(file);
    json root;
    try {
        root = json::parse(json_text);
    } catch (const json::parse_error& e) {
        r.fail("/", std::string("valid JSON (") + e.what() + ")");
    } catch (const json::exception& e) {  // e.g. a number too large for a double
        r.fail("/", std::string("valid JSON (") + e.what() + ")");
    }
    if (!root.is_object()) r.fail("/", "a JSON object at the top level");
    r.onlyKeys(root, "", {"name", "time_unit", "initial", "states", "transitions", "global_transitions"});

    StateMachineDef def;
    def.file = file;
    def.name = r.string(r.require(root, "", "name", "a definition name"), "/name", "a definition name");
    const std::string unit = r.string(r.require(root, "", "time_unit", "a time unit"), "/time_unit", "a time unit");
    if (unit == "ticks") {
        def.time_unit = TimeUnit::Ticks;
    } else if (unit == "ms") {
        def.time_unit = TimeUnit::Milliseconds;
    } else {
        r.fail("/time_unit", "\"ticks\" or \"ms\"");
    }

    const json& states = r.require(root, "", "states", "an array of states");
    if (!states.is_array() || states.empty()) r.fail("/states", "a non-empty array of states");
    std::map<std::string, size_t> seen;
    for (size_t i = 0; i < states.size(); ++i) {
        const std::string path = "/states/" + std::to_string(i);
        StateDef s = readState(r, states[i], path);
        if (const auto it = seen.find(s.name); it != seen.end()) {
            r.fail(path + "/name", "a unique state name ('" + s.name + "' is already defined at /states/" +
                                       std::to_string(it->second) + ")");
        }
        seen.emplace(s.name, i);
        def.states.push_back(std::move(s));
    }
    // Fallbacks refer to states by name, so they resolve once every state is known.
    for (size_t i = 0; i < states.size(); ++i) {
        const std::string path = "/states/" + std::to_string(i) + "/fallback";
        const json* fb = r.find(states[i], "fallback");
        if (!fb || fb->is_null()) continue;
        StateDef& s = def.states[i];
        s.fallback = stateRef(r, def, *fb, path, "a fallback state or null");
        if (isCyclic(s.mode)) {
            r.fail(path, std::string("null: a '") + clipModeName(s.mode) + "' state never finishes, so its fallback never fires");
        }
    }
    def.initial = 0;
    if (const json* initial = r.find(root, "initial")) def.initial = stateRef(r, def, *initial, "/initial", "an initial state");

    def.transitions_from.resize(def.states.size());
    if (const json* list = r.find(root, "transitions")) {
        if (!list->is_array()) r.fail("/transitions", "an array of transitions");
        for (size_t i = 0; i < list->size(); ++i) {
            TransitionDef t = readTransition(r, def, (*list)[i], "/transitions/" + std::to_string(i), false);
            def.transitions_from[static_cast<size_t>(t.from)].push_back(std::move(t));
        }
    }
    if (const json* list = r.find(root, "global_transitions")) {
        if (!list->is_array()) r.fail("/global_transitions", "an array of global transitions");
        for (size_t i = 0; i < list->size(); ++i) {
            def.globals.push_back(readTransition(r, def, (*list)[i], "/global_transitions/" + std::to_string(i), true));
        }
    }
    auto byPriority = [](const TransitionDef& a, const TransitionDef& b) { return a.priority > b.priority; };
    for (auto& from : def.transitions_from) std::stable_sort(from.begin(), from.end(), byPriority);
    std::stable_sort(def.globals.begin(), def.globals.end(), byPriority);
    checkFallbackCycles(r, def);
    return def;
}

StateMachineDef loadStateMachineDef(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw DefinitionError(path, "/", "a readable state machine definition file");
    std::ostringstream text;
    text << in.rdbuf();
    return parseStateMachineDef(text.str(), path);
}

} // namespace gaitlab::anim
