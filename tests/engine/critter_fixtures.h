// Small critter fixtures shared by the CritterBody tests and the CritterActor tests of tests/anim/: a
// one-direction animation from per-frame NextX/NextY and an open map.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "engine/hex/hex_map.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab::test {

/// One sheet serving every direction: a frame per delta, `ticks` ms for the whole sheet.
inline std::shared_ptr<SpriteAnimation> animationOf(const std::vector<ipos>& deltas, int ticks) {
    auto anim = std::make_shared<SpriteAnimation>();
    anim->dirs.resize(1);
    for (const ipos& d : deltas) {
        SpriteFrame f;
        f.next_x = static_cast<int16_t>(d.x);
        f.next_y = static_cast<int16_t>(d.y);
        anim->dirs[0].frames.push_back(f);
    }
    anim->dirs[0].anim_ms = ticks;
    anim->dirs[0].rebuildCycle();
    return anim;
}

/// A w x h map with nothing blocked.
inline HexMap openMapOf(int w, int h) {
    HexMap m;
    m.size = {w, h};
    m.blocked.assign(static_cast<size_t>(w * h), 0);
    return m;
}

}  // namespace gaitlab::test
