#include "engine/anim/art_check.h"

#include <algorithm>

namespace gaitlab::anim {

namespace {

std::string framesText(std::size_t n) { return std::to_string(n) + (n == 1 ? " frame" : " frames"); }

}  // namespace

std::vector<ErrorRecord> critterArtWarnings(const StateMachineDef& def, const EventSidecar* sidecar,
                                            const std::string& sidecar_file, const CritterAnimations& animations) {
    std::vector<ErrorRecord> out;
    for (std::size_t i = 0; i < def.states.size(); ++i) {
        const StateDef& s = def.states[i];
        const auto anim = critterAnimFromName(s.name);
        if (!anim) continue;
        const auto& animation = animationSlot(animations, *anim);
        if (!animation || animation->dirs.empty()) continue;
        const std::size_t art = animation->dirs.front().frames.size();
        const std::string plays =
            animation->source + " has " + std::to_string(art) + ": the art's " + framesText(art) + " play";
        const std::string state = "/states/" + std::to_string(i);
        if (!s.frames.empty() && s.frames.size() != art)
            out.push_back(warningRecord(def.file, 0,
                                        "state '" + s.name + "' expects " + framesText(s.frames.size()) + ", " + plays,
                                        state + "/frames"));
        const SidecarAnimation* listed = sidecar != nullptr ? sidecar->find(s.name) : nullptr;
        if (listed != nullptr && static_cast<std::size_t>(listed->frames) != art)
            out.push_back(warningRecord(sidecar_file, 0,
                                        "animation '" + s.name + "' expects " +
                                            framesText(static_cast<std::size_t>(listed->frames)) + ", " + plays,
                                        "/animations/" + s.name + "/frames"));
        if (s.movement_driven) {
            std::size_t zero = 0;
            std::size_t first = 0;
            for (std::size_t d = animation->dirs.size(); d-- > 0;) {
                if (animation->dirs[d].cycle.total_dot_total != 0) continue;
                ++zero;
                first = d;
            }
            if (zero > 0)
                out.push_back(warningRecord(animation->source, 0,
                                            "direction " + std::to_string(first) +
                                                (zero > 1 ? " (and " + std::to_string(zero - 1) + " more)" : "") +
                                                ": NextX/NextY add up to T = (0,0): the aligner cannot drive state '" +
                                                s.name + "' (walking, it shows frame 0 with no offset)"));
        }
        for (const FrameEventMark& m : s.events) {
            if (m.frame >= 0 && static_cast<std::size_t>(m.frame) < art) continue;
            const std::string where = listed != nullptr ? "/animations/" + s.name + "/events/" + std::to_string(m.frame)
                                                        : state + "/events";
            out.push_back(warningRecord(listed != nullptr ? sidecar_file : def.file, 0,
                                        "event '" + m.name + "' on frame " + std::to_string(m.frame) +
                                            " cannot fire: " + animation->source + " has " + framesText(art) + " (0.." +
                                            std::to_string(art - 1) + ")",
                                        where));
        }
    }
    return out;
}

std::shared_ptr<const StateMachineDef> withArtFootsteps(const std::shared_ptr<const StateMachineDef>& def,
                                                        const CritterAnimations& animations) {
    if (!def) return def;
    const auto own = [&animations](const StateDef& s) -> const std::vector<int>* {
        const auto anim = critterAnimFromName(s.name);
        if (!anim) return nullptr;
        const auto& animation = animationSlot(animations, *anim);
        return animation && animation->footsteps ? &*animation->footsteps : nullptr;
    };
    if (std::none_of(def->states.begin(), def->states.end(), own)) return def;
    auto copy = std::make_shared<StateMachineDef>(*def);
    for (StateDef& s : copy->states) {
        const std::vector<int>* frames = own(s);
        if (frames == nullptr) continue;
        std::erase_if(s.events, [](const FrameEventMark& m) { return m.name == "footstep"; });
        for (const int f : *frames) s.events.push_back(FrameEventMark{f, "footstep"});
        std::stable_sort(s.events.begin(), s.events.end(),
                         [](const FrameEventMark& a, const FrameEventMark& b) { return a.frame < b.frame; });
    }
    return copy;
}

std::shared_ptr<const StateMachineDef> withoutUnreachableEvents(const std::shared_ptr<const StateMachineDef>& def,
                                                                const ClipSet& clips) {
    if (!def) return def;
    const auto unreachable = [&clips](const StateDef& s) {
        const auto it = clips.find(s.name);
        return it == clips.end() ? std::size_t{0}
                                 : static_cast<std::size_t>(
                                       std::count_if(s.events.begin(), s.events.end(), [&](const FrameEventMark& m) {
                                           return m.frame >= static_cast<int>(it->second.size());
                                       }));
    };
    if (std::none_of(def->states.begin(), def->states.end(), unreachable)) return def;
    auto copy = std::make_shared<StateMachineDef>(*def);
    for (StateDef& s : copy->states) {
        const auto it = clips.find(s.name);
        if (it == clips.end()) continue;
        const int frames = static_cast<int>(it->second.size());
        std::erase_if(s.events, [frames](const FrameEventMark& m) { return m.frame >= frames; });
    }
    return copy;
}

}  // namespace gaitlab::anim
