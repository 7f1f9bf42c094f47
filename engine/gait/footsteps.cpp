#include "engine/gait/footsteps.h"

#include <algorithm>
#include <map>

namespace gaitlab {

std::vector<int> touchdownFrames(const SheetContacts& contacts) {
    std::vector<int> out;
    // From the pixels: a foot lands where a third or more of the sole that carries the figure from a frame on was
    // not carrying it into that frame (new pixels join the stance).
    const std::vector<StanceStep>& steps = contacts.stance.steps;
    if (std::any_of(steps.begin(), steps.end(), [](const StanceStep& s) { return !s.sole_from.empty(); })) {
        for (std::size_t k = 0; k < steps.size(); ++k) {
            const StanceStep& before = steps[(k + steps.size() - 1) % steps.size()];
            const StanceStep& now = steps[k];
            if (!before.shift || !now.shift || now.sole_from.empty()) continue;
            const std::size_t fresh = now.sole_from.size() - sharedPixels(before.sole_to, now.sole_from);
            if (3 * fresh >= now.sole_from.size()) out.push_back(now.from);
        }
        std::sort(out.begin(), out.end());
        return out;
    }
    const std::size_t n = contacts.frames.size();
    for (std::size_t k = 0; k < n; ++k) {
        const FrameContacts& now = contacts.frames[k];
        const FrameContacts& before = contacts.frames[(k + n - 1) % n];
        for (std::size_t foot = 0; foot < 2; ++foot) {
            // A plant begins: this foot carries the figure now and did not before, while the other one did or this
            // one was seen off the ground.
            const FootState earlier = before.feet[foot].state;
            const bool other_carried = before.feet[1 - foot].state == FootState::Planted;
            if (now.feet[foot].state == FootState::Planted && earlier != FootState::Planted &&
                (earlier == FootState::Lifted || other_carried)) {
                out.push_back(static_cast<int>(k));
                break;
            }
        }
    }
    return out;
}

std::optional<std::vector<int>> footstepFrames(const std::vector<SheetContacts>& dirs) {
    std::map<int, int> votes;
    int voting = 0;
    for (const SheetContacts& c : dirs) {
        const std::vector<int> frames = touchdownFrames(c);
        if (frames.empty()) continue;
        ++voting;
        for (const int f : frames) ++votes[f];
    }
    if (voting == 0) return std::nullopt;
    std::vector<int> out;
    for (const auto& [frame, count] : votes)
        if (2 * count >= voting) out.push_back(frame);
    return out;
}

}  // namespace gaitlab
