#include "app/assetgen/event_sidecar.h"

#include <map>
#include <sstream>
#include <stdexcept>

#include "app/assetgen/action_poses.h"

namespace gaitlab::assetgen {

AnimationEvents collectEvents(const CritterAnimationArt& art, bool looping,
                              const std::vector<std::pair<int, std::string>>& marks) {
    AnimationEvents ev;
    ev.name = art.spec.name;
    ev.frames = art.spec.frames;
    const std::vector<int> steps = footfallFrames(art, 0, looping);
    for (int d = 1; d < art.dir_count; ++d) {
        if (footfallFrames(art, d, looping) != steps) {
            throw std::invalid_argument(art.spec.name + ": footstep frames differ between directions");
        }
    }
    std::map<int, std::vector<std::string>> by_frame;
    for (int f : steps) {
        by_frame[f].push_back("footstep");
    }
    for (const auto& [frame, name] : marks) {
        if (frame < 0 || frame >= ev.frames) {
            throw std::invalid_argument(art.spec.name + ": event '" + name + "' on missing frame " +
                                        std::to_string(frame));
        }
        by_frame[frame].push_back(name);
    }
    ev.by_frame.assign(by_frame.begin(), by_frame.end());
    return ev;
}

std::string eventsJson(const std::vector<AnimationEvents>& anims, const std::string& critter) {
    std::ostringstream s;
    s << "{\n";
    s << "  \"critter\": \"" << critter << "\",\n";
    s << "  \"animations\": {\n";
    for (size_t a = 0; a < anims.size(); ++a) {
        const AnimationEvents& ev = anims[a];
        s << "    \"" << ev.name << "\": {\"frames\": " << ev.frames << ", \"events\": {";
        for (size_t k = 0; k < ev.by_frame.size(); ++k) {
            s << (k == 0 ? "" : ", ") << "\"" << ev.by_frame[k].first << "\": [";
            const auto& names = ev.by_frame[k].second;
            for (size_t n = 0; n < names.size(); ++n) {
                s << (n == 0 ? "" : ", ") << "\"" << names[n] << "\"";
            }
            s << "]";
        }
        s << "}}" << (a + 1 < anims.size() ? ",\n" : "\n");
    }
    s << "  }\n}\n";
    return s.str();
}

}  // namespace gaitlab::assetgen
