// A sheet of bare frames (no pixels) whose NextX/NextY are given, for the tests of what deltas alone decide.
#pragma once

#include <vector>

#include "engine/hex/hex.h"
#include "engine/sprite/sprite_sheet.h"

namespace fixtures {

/// One frame per delta (px), `anim_ms` ms for the sheet, its cycle built.
inline gaitlab::SpriteSheet sheetWithDeltas(const std::vector<gaitlab::ipos>& deltas, int anim_ms = 0) {
    gaitlab::SpriteSheet sheet;
    for (const gaitlab::ipos d : deltas) {
        gaitlab::SpriteFrame f;
        f.next_x = static_cast<int16_t>(d.x);
        f.next_y = static_cast<int16_t>(d.y);
        sheet.frames.push_back(f);
    }
    sheet.anim_ms = anim_ms;
    sheet.rebuildCycle();
    return sheet;
}

}  // namespace fixtures
