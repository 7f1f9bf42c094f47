#include "engine/sprite/sprite_sheet.h"

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

int SpriteAnimation::dirIndex(int hdir, int dir_count) const {
    const int n = static_cast<int>(dirs.size());
    if (n <= 1 || dir_count <= 0) return 0;  // a single-direction animation serves every direction
    const int wrapped = ((hdir % dir_count) + dir_count) % dir_count;
    const int i = dirInSet(wrapped, dir_count, n);
    return i >= 0 && i < n ? i : 0;
}

const SpriteSheet& SpriteAnimation::sheetFor(int hdir, int dir_count) const {
    if (dirs.empty()) {
        throw std::out_of_range("animation '" + name + "' (" + source + ") has no directions");
    }
    return dirs[static_cast<size_t>(dirIndex(hdir, dir_count))];
}

}  // namespace gaitlab
