#include "engine/gait/footsteps.h"

#include <map>

namespace gaitlab {

std::vector<int> touchdownFrames(const SheetContacts& contacts) {
    std::vector<int> out;
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
