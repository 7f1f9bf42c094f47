// JSON reader and validator of the frame-event sidecar (layout in event_sidecar_reader.h).
#include "engine/anim/event_sidecar_reader.h"

#include <algorithm>
#include <fstream>
#include <initializer_list>
#include <sstream>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include "engine/anim/clip.h"

namespace gaitlab::anim {

using nlohmann::json;

namespace {

// A key as a JSON Pointer token (RFC 6901), so a tag containing '/' still names one path.
std::string pointerToken(const std::string& key) {
    std::string out;
    for (char c : key) {
        if (c == '~') {
            out += "~0";
        } else if (c == '/') {
            out += "~1";
        } else {
            out += c;
        }
    }
    return out;
}

class SidecarReader {
public:
    explicit SidecarReader(const std::string& file) : file_(file) {}

    [[noreturn]] void fail(const std::string& path, const std::string& expected) const {
        throw FormatError(file_, 0, (path.empty() ? std::string("/") : path) + ": expected " + expected);
    }

    void onlyKeys(const json& obj, const std::string& path, std::initializer_list<const char*> keys) const {
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            if (std::none_of(keys.begin(), keys.end(), [&](const char* k) { return it.key() == k; })) {
                std::string list;
                for (const char* k : keys) list += (list.empty() ? "" : ", ") + std::string(k);
                fail(path + "/" + pointerToken(it.key()), "a known key (one of " + list + ")");
            }
        }
    }

    const json& require(const json& obj, const std::string& path, const char* key, const std::string& what) const {
        const auto it = obj.find(key);
        if (it == obj.end()) fail(path + "/" + key, what + " (the key is missing)");
        return *it;
    }

    // A frame index key: decimal digits without sign or leading zero, so each frame has one spelling.
    int frameIndex(const std::string& key, const std::string& path, int frames) const {
        const bool digits = !key.empty() && key.size() <= 6 &&
                            std::all_of(key.begin(), key.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (!digits || (key.size() > 1 && key[0] == '0')) {
            fail(path, "a frame index key (decimal digits without sign or leading zero)");
        }
        const int frame = std::stoi(key);
        if (frame >= frames) {
            fail(path, "a frame index below the animation's " + std::to_string(frames) + " frames");
        }
        return frame;
    }

    SidecarAnimation animation(const std::string& tag, const json& v, const std::string& path) const {
        if (!v.is_object()) fail(path, "an object with \"frames\" and \"events\"");
        onlyKeys(v, path, {"frames", "events"});
        SidecarAnimation a;
        a.tag = tag;
        const json& frames = require(v, path, "frames", "the animation's frame count");
        if (!frames.is_number_integer() || frames.get<int64_t>() < 1 || frames.get<int64_t>() > kMaxClipFrames) {
            fail(path + "/frames", "an integer frame count in [1, " + std::to_string(kMaxClipFrames) + "]");
        }
        a.frames = static_cast<int>(frames.get<int64_t>());
        const json& events = require(v, path, "events", "an object of frame index -> event names");
        if (!events.is_object()) fail(path + "/events", "an object of frame index -> event names");
        std::vector<std::pair<int, const json*>> by_frame;
        for (auto it = events.begin(); it != events.end(); ++it) {
            const std::string at = path + "/events/" + pointerToken(it.key());
            by_frame.emplace_back(frameIndex(it.key(), at, a.frames), &it.value());
        }
        // Object keys come back in text order ("10" before "2"); events fire in frame order.
        std::sort(by_frame.begin(), by_frame.end(),
                  [](const auto& x, const auto& y) { return x.first < y.first; });
        for (const auto& [frame, names] : by_frame) {
            const std::string at = path + "/events/" + std::to_string(frame);
            if (!names->is_array() || names->empty()) fail(at, "a non-empty list of event names");
            for (size_t i = 0; i < names->size(); ++i) {
                const json& name = (*names)[i];
                if (!name.is_string() || name.get<std::string>().empty()) {
                    fail(at + "/" + std::to_string(i), "an event name (a non-empty string)");
                }
                a.events.push_back({frame, name.get<std::string>()});
            }
        }
        return a;
    }

private:
    const std::string& file_;
};

} // namespace

const SidecarAnimation* EventSidecar::find(std::string_view tag) const {
    for (const SidecarAnimation& a : animations) {
        if (a.tag == tag) return &a;
    }
    return nullptr;
}

EventSidecar parseEventSidecar(std::string_view json_text, const std::string& file) {
    json root;
    try {
        root = json::parse(json_text.begin(), json_text.end());
    } catch (const json::parse_error& e) {
        throw FormatError(file, lineOfByte(json_text, e.byte), std::string("/: expected valid JSON (") + e.what() + ")");
    } catch (const json::exception& e) {  // e.g. a number too large for a double
        throw FormatError(file, 0, std::string("/: expected valid JSON (") + e.what() + ")");
    }
    const SidecarReader r(file);
    if (!root.is_object()) r.fail("/", "a JSON object at the top level");
    r.onlyKeys(root, "", {"critter", "animations"});
    EventSidecar sidecar;
    const json& critter = r.require(root, "", "critter", "the critter's name");
    if (!critter.is_string() || critter.get<std::string>().empty()) r.fail("/critter", "a non-empty string");
    sidecar.critter = critter.get<std::string>();
    const json& animations = r.require(root, "", "animations", "an object of animation tag -> events");
    if (!animations.is_object()) r.fail("/animations", "an object of animation tag -> events");
    for (auto it = animations.begin(); it != animations.end(); ++it) {
        const std::string path = "/animations/" + pointerToken(it.key());
        if (it.key().empty()) r.fail(path, "a non-empty animation tag");
        sidecar.animations.push_back(r.animation(it.key(), it.value(), path));
    }
    return sidecar;
}

EventSidecar loadEventSidecar(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw FormatError(path, 0, "/: expected a readable frame-event sidecar JSON file");
    std::ostringstream text;
    text << in.rdbuf();  // an empty file is reported as invalid JSON
    return parseEventSidecar(text.str(), path);
}

StateMachineDef withSidecarEvents(StateMachineDef def, const EventSidecar& sidecar, const std::string& sidecar_file) {
    for (StateDef& state : def.states) {
        const SidecarAnimation* a = sidecar.find(state.name);
        if (a == nullptr) continue;
        if (!state.frames.empty() && static_cast<int>(state.frames.size()) != a->frames) {
            // Either file may be the wrong one: name the sidecar's field and the state it disagrees with.
            const auto count = [](std::size_t n) { return std::to_string(n) + (n == 1 ? " frame" : " frames"); };
            throw std::invalid_argument(sidecar_file + ": /animations/" + state.name + "/frames: expected " +
                                        count(state.frames.size()) + " as state '" + state.name + "' of " +
                                        def.file + " has, got " + count(static_cast<std::size_t>(a->frames)));
        }
        state.events = a->events;
    }
    return def;
}

} // namespace gaitlab::anim
