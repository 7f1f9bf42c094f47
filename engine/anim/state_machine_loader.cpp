// JSON reader and validator of StateMachineDef (layout in state_machine_def.h).
#include <algorithm>
#include <map>

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

[[noreturn]] void raiseDefinitionError(const std::string& file, const std::string& json_path,
                                       const std::string& expected) {
    throw DefinitionError(file, json_path, expected);
}

// The shared JSON reader, throwing DefinitionError, with this format's wording of names, numbers and flags.
class Reader : public JsonReader {
public:
    explicit Reader(std::string file) : JsonReader(std::move(file), &raiseDefinitionError) {}

    std::string string(const json& v, const std::string& path, const std::string& what) const {
        return nonEmptyString(v, path, what + " (a non-empty string)");
    }

    int integer(const json& v, const std::string& path, const std::string& what) const {
        return static_cast<int>(
            JsonReader::integer(v, path, -1000000, 1000000, what + " (an integer in [-1000000, 1000000])"));
    }

    // An optional flag: absent means false.
    bool boolean(const json& obj, const std::string& path, const char* key) const {
        const json* v = find(obj, key);
        return v != nullptr && JsonReader::boolean(*v, jsonChild(path, key), "true or false");
    }
};

Flash readFlash(const Reader& r, const json& v, const std::string& path) {
    r.object(v, path, "a flash object with color, strength and duration");
    r.onlyKeys(v, path, {"color", "strength", "duration"});
    Flash flash;
    const json& color = r.array(r.require(v, path, "color", "a colour [r, g, b] in 0..1"), path + "/color",
                                "a colour [r, g, b] in 0..1");
    if (color.size() != 3)
        r.fail(path + "/color", "a colour [r, g, b] in 0..1, got " + std::to_string(color.size()) + " elements");
    for (size_t i = 0; i < 3; ++i) {
        flash.color[static_cast<int>(i)] =
            static_cast<float>(r.number(color[i], jsonChild(path + "/color", i), "a colour channel in 0..1", 0.0, 1.0));
    }
    flash.strength = static_cast<float>(r.number(r.require(v, path, "strength", "a strength in 0..1"),
                                                 path + "/strength", "a strength in 0..1", 0.0, 1.0));
    flash.duration = r.JsonReader::integer(r.require(v, path, "duration", "a duration in time units"),
                                           path + "/duration", 1, kMaxFrameDuration,
                                           "a duration >= 1 in the file's time unit");
    return flash;
}

StateDef readState(const Reader& r, const json& v, const std::string& path) {
    r.object(v, path, "a state object");
    r.onlyKeys(v, path,
               {"name", "priority", "mode", "speed", "lock", "fallback", "movement", "frames", "events", "flash"});
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
        s.speed = r.number(*speed, path + "/speed", "a speed multiplier in [0, 1000]", 0.0, 1000.0);
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
        r.array(*frames, path + "/frames", "an array of per-frame durations");
        for (size_t i = 0; i < frames->size(); ++i) {
            s.frames.push_back(r.JsonReader::integer((*frames)[i], jsonChild(path + "/frames", i), 0, kMaxFrameDuration,
                                                     "a frame duration in [0, 1000000000]"));
        }
        if (auto problem = clipProblem(Clip{s.frames, s.mode}))
            r.fail(path + "/frames", "a playable clip: " + *problem);
    }
    if (const json* events = r.find(v, "events")) {
        r.array(*events, path + "/events", "an array of {frame, name}");
        for (size_t i = 0; i < events->size(); ++i) {
            const json& e = (*events)[i];
            const std::string ep = path + "/events/" + std::to_string(i);
            r.object(e, ep, "an event object {frame, name}");
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
    r.object(v, path, "a transition object");
    if (global) {
        r.onlyKeys(v, path, {"to", "priority", "when"});
    } else {
        r.onlyKeys(v, path, {"from", "to", "priority", "when"});
    }
    TransitionDef t;
    t.json_path = path;
    if (!global)
        t.from = stateRef(r, def, r.require(v, path, "from", "a source state"), path + "/from", "a source state");
    const json* to = r.find(v, "to");
    if (!to || to->is_null() || (to->is_string() && to->get<std::string>().empty())) {
        r.fail(path + "/to", "a target state (a transition needs somewhere to go)");
    }
    t.to = stateRef(r, def, *to, path + "/to", "a target state");
    if (t.to == t.from)
        r.fail(path + "/to",
               "a target other than the source state '" + def.states[static_cast<size_t>(t.from)].name + "'");
    t.priority =
        r.integer(r.require(v, path, "priority", "a transition priority"), path + "/priority", "a transition priority");
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
        const bool exit = std::any_of(chain.begin(), chain.end(),
                                      [&](int c) { return !def.transitions_from[static_cast<size_t>(c)].empty(); });
        if (exit) continue;
        std::string loop;
        for (int c : chain) loop += def.states[static_cast<size_t>(c)].name + " -> ";
        loop += def.states[static_cast<size_t>(start)].name;
        r.fail("/states/" + std::to_string(start) + "/fallback",
               "a fallback chain with an exit (" + loop + " has no transition out)");
    }
}

}  // namespace

StateMachineDef parseStateMachineDef(std::string_view json_text, const std::string& file) {
    const Reader r(file);
    json root;
    try {
        root = parseJson(json_text, file);
    } catch (const JsonError& e) {
        throw DefinitionError(e);
    }
    r.object(root, "/", "a JSON object at the top level");
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
    r.array(states, "/states", "a non-empty array of states");
    if (states.empty()) r.fail("/states", "a non-empty array of states, got an empty array");
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
            r.fail(path, std::string("null: a '") + clipModeName(s.mode) +
                             "' state never finishes, so its fallback never fires");
        }
    }
    def.initial = 0;
    if (const json* initial = r.find(root, "initial"))
        def.initial = stateRef(r, def, *initial, "/initial", "an initial state");

    def.transitions_from.resize(def.states.size());
    if (const json* list = r.find(root, "transitions")) {
        r.array(*list, "/transitions", "an array of transitions");
        for (size_t i = 0; i < list->size(); ++i) {
            TransitionDef t = readTransition(r, def, (*list)[i], "/transitions/" + std::to_string(i), false);
            def.transitions_from[static_cast<size_t>(t.from)].push_back(std::move(t));
        }
    }
    if (const json* list = r.find(root, "global_transitions")) {
        r.array(*list, "/global_transitions", "an array of global transitions");
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
    std::string text;
    try {
        text = readJsonFile(path, "state machine definition file");
    } catch (const JsonError& e) {
        throw DefinitionError(e);
    }
    return parseStateMachineDef(text, path);
}

}  // namespace gaitlab::anim
