// JSON reader and validator of the frame-event sidecar (layout in event_sidecar_reader.h).
#include "engine/anim/event_sidecar_reader.h"

#include <algorithm>
#include <stdexcept>

#include "engine/anim/clip.h"
#include "engine/base/json_reader.h"

namespace gaitlab::anim {

using nlohmann::json;

namespace {

class SidecarReader : public JsonReader {
public:
    using JsonReader::JsonReader;

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
        object(v, path, "an object with \"frames\" and \"events\"");
        onlyKeys(v, path, {"frames", "events"});
        SidecarAnimation a;
        a.tag = tag;
        const json& frames = require(v, path, "frames", "the animation's frame count");
        a.frames = static_cast<int>(integer(frames, path + "/frames", 1, kMaxClipFrames,
                                            "an integer frame count in [1, " + std::to_string(kMaxClipFrames) + "]"));
        const json& events = object(require(v, path, "events", "an object of frame index -> event names"),
                                    path + "/events", "an object of frame index -> event names");
        std::vector<std::pair<int, const json*>> by_frame;
        for (auto it = events.begin(); it != events.end(); ++it) {
            const std::string at = jsonChild(path + "/events", it.key());
            by_frame.emplace_back(frameIndex(it.key(), at, a.frames), &it.value());
        }
        // Object keys come back in text order ("10" before "2"); events fire in frame order.
        std::sort(by_frame.begin(), by_frame.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
        for (const auto& [frame, names] : by_frame) {
            const std::string at = path + "/events/" + std::to_string(frame);
            array(*names, at, "a non-empty list of event names");
            if (names->empty()) fail(at, "a non-empty list of event names, got an empty array");
            for (size_t i = 0; i < names->size(); ++i) {
                a.events.push_back(
                    {frame, nonEmptyString((*names)[i], jsonChild(at, i), "an event name (a non-empty string)")});
            }
        }
        return a;
    }
};

}  // namespace

const SidecarAnimation* EventSidecar::find(std::string_view tag) const {
    for (const SidecarAnimation& a : animations) {
        if (a.tag == tag) return &a;
    }
    return nullptr;
}

EventSidecar parseEventSidecar(std::string_view json_text, const std::string& file) {
    const json root = parseJson(json_text, file);
    const SidecarReader r(file);
    r.object(root, "/", "a JSON object at the top level");
    r.onlyKeys(root, "", {"critter", "animations"});
    EventSidecar sidecar;
    sidecar.critter =
        r.nonEmptyString(r.require(root, "", "critter", "the critter's name"), "/critter", "a non-empty string");
    const json& animations = r.object(r.require(root, "", "animations", "an object of animation tag -> events"),
                                      "/animations", "an object of animation tag -> events");
    for (auto it = animations.begin(); it != animations.end(); ++it) {
        const std::string path = jsonChild("/animations", it.key());
        if (it.key().empty()) r.fail(path, "a non-empty animation tag");
        sidecar.animations.push_back(r.animation(it.key(), it.value(), path));
    }
    return sidecar;
}

EventSidecar loadEventSidecar(const std::string& path) {
    return parseEventSidecar(readJsonFile(path, "frame-event sidecar JSON file"), path);
}

StateMachineDef withSidecarEvents(StateMachineDef def, const EventSidecar& sidecar, const std::string& sidecar_file) {
    for (StateDef& state : def.states) {
        const SidecarAnimation* a = sidecar.find(state.name);
        if (a == nullptr) continue;
        if (!state.frames.empty() && static_cast<int>(state.frames.size()) != a->frames) {
            // Either file may be the wrong one: name the sidecar's field and the state it disagrees with.
            const auto count = [](std::size_t n) { return std::to_string(n) + (n == 1 ? " frame" : " frames"); };
            throw std::invalid_argument(sidecar_file + ": /animations/" + state.name + "/frames: expected " +
                                        count(state.frames.size()) + " as state '" + state.name + "' of " + def.file +
                                        " has, got " + count(static_cast<std::size_t>(a->frames)));
        }
        state.events = a->events;
    }
    return def;
}

}  // namespace gaitlab::anim
