#include "engine/sprite/sheet_ops.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <utility>

namespace gaitlab {

namespace {

int16_t toInt16(int64_t v, const std::string& what) {
    if (v < std::numeric_limits<int16_t>::min() || v > std::numeric_limits<int16_t>::max()) {
        throw std::overflow_error(what + " = " + std::to_string(v) + " does not fit int16 NextX/NextY (D10)");
    }
    return static_cast<int16_t>(v);
}

void requireFrames(const SpriteSheet& sheet, const char* op) {
    if (sheet.frames.empty()) {
        throw std::invalid_argument(std::string(op) + ": the sheet has no frames");
    }
}

SpriteSheet oneFrame(const SpriteSheet& sheet, const SpriteFrame& frame) {
    SpriteSheet out;
    out.frames.push_back(frame);
    out.anim_ms = sheet.anim_ms / sheet.frameCount();
    return out;
}

// Sum of all deltas, in 64 bits so long sheets cannot overflow before the int16 check.
std::pair<int64_t, int64_t> totalDelta(const SpriteSheet& sheet) {
    int64_t x = 0;
    int64_t y = 0;
    for (const SpriteFrame& f : sheet.frames) {
        x += f.next_x;
        y += f.next_y;
    }
    return {x, y};
}

template <typename Op>
SpriteAnimation perDirection(const SpriteAnimation& anim, Op op) {
    SpriteAnimation out;
    out.name = anim.name;
    out.source = anim.source;
    out.fps = anim.fps;
    for (const SpriteSheet& sheet : anim.dirs) {
        out.dirs.push_back(op(sheet));
    }
    return out;
}

}  // namespace

SpriteSheet firstFrame(const SpriteSheet& sheet) {
    requireFrames(sheet, "firstFrame");
    SpriteSheet out = oneFrame(sheet, sheet.frames.front());
    out.rebuildCycle();
    return out;
}

SpriteSheet lastFrame(const SpriteSheet& sheet) {
    requireFrames(sheet, "lastFrame");
    SpriteSheet out = oneFrame(sheet, sheet.frames.back());
    const auto [tx, ty] = totalDelta(sheet);
    out.frames[0].next_x = toInt16(tx, "lastFrame: T.x");
    out.frames[0].next_y = toInt16(ty, "lastFrame: T.y");
    out.rebuildCycle();
    return out;
}

SpriteSheet merge(const SpriteSheet& base, const SpriteSheet& extra) {
    SpriteSheet out;
    out.frames = base.frames;
    out.frames.insert(out.frames.end(), extra.frames.begin(), extra.frames.end());
    if (!extra.frames.empty()) {
        const auto [tx, ty] = totalDelta(base);
        SpriteFrame& first = out.frames[base.frames.size()];
        first.next_x = toInt16(int64_t{first.next_x} - tx, "merge: first extra NextX - T_base.x");
        first.next_y = toInt16(int64_t{first.next_y} - ty, "merge: first extra NextY - T_base.y");
    }
    const int64_t ticks = int64_t{base.anim_ms} + extra.anim_ms;
    if (ticks > std::numeric_limits<int>::max() || ticks < std::numeric_limits<int>::min()) {
        throw std::overflow_error("merge: AnimTicks " + std::to_string(ticks) + " does not fit int");
    }
    out.anim_ms = static_cast<int>(ticks);
    out.rebuildCycle();
    return out;
}

SpriteAnimation firstFrame(const SpriteAnimation& anim) {
    return perDirection(anim, [](const SpriteSheet& s) { return firstFrame(s); });
}

SpriteAnimation lastFrame(const SpriteAnimation& anim) {
    return perDirection(anim, [](const SpriteSheet& s) { return lastFrame(s); });
}

SpriteAnimation merge(const SpriteAnimation& base, const SpriteAnimation& extra) {
    const size_t nb = base.dirs.size();
    const size_t ne = extra.dirs.size();
    if (nb == 0 || ne == 0 || (nb != ne && nb != 1 && ne != 1)) {
        throw std::invalid_argument("merge: direction counts " + std::to_string(nb) + " and " + std::to_string(ne) +
                                    ", expected equal counts or a single direction");
    }
    SpriteAnimation out;
    out.name = base.name;
    out.source = base.source;
    out.fps = base.fps;
    for (size_t d = 0; d < std::max(nb, ne); ++d) {
        out.dirs.push_back(merge(base.dirs[nb == 1 ? 0 : d], extra.dirs[ne == 1 ? 0 : d]));
    }
    return out;
}

AnimationSet substitute(const AnimationSet& set, const std::string& target, const std::string& replacement) {
    const auto it = set.find(replacement);
    if (it == set.end()) {
        throw std::out_of_range("substitute: no animation '" + replacement + "' to draw '" + target + "' with");
    }
    AnimationSet out = set;
    SpriteAnimation& dst = out[target];
    dst.name = target;
    dst.source = it->second.source;
    dst.fps = it->second.fps;
    dst.dirs = it->second.dirs;
    for (SpriteSheet& sheet : dst.dirs) {
        sheet.rebuildCycle();
    }
    return out;
}

}  // namespace gaitlab
