#include "engine/sprite_sheet.h"

#include <stdexcept>

namespace gaitlab {

void SpriteSheet::rebuildCycle() {
    std::vector<ipos> deltas;
    deltas.reserve(frames.size());
    for (const SpriteFrame& f : frames) {
        deltas.push_back({f.next_x, f.next_y});
    }
    cycle = WalkCycle::fromDeltas(deltas);
}

const SpriteSheet& SpriteAnimation::sheetFor(int hdir) const {
    if (dirs.empty()) {
        throw std::out_of_range("animation '" + name + "' (" + source + ") has no directions");
    }
    if (dirs.size() == 1) {
        return dirs.front();  // a single-direction animation serves every direction
    }
    const int n = static_cast<int>(dirs.size());
    int i = hdir % n;
    if (i < 0) {
        i += n;
    }
    return dirs[static_cast<size_t>(i)];
}

}  // namespace gaitlab
