#include "engine/gait/derive_deltas.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

namespace gaitlab {

namespace {

/// The same pixels at the same place (two PNG files drawing one picture count as the same).
bool samePicture(const SpriteFrame& a, const SpriteFrame& b) {
    if (a.width != b.width || a.height != b.height || a.draw_offset != b.draw_offset) return false;
    return a.rgba.empty() && b.rgba.empty() ? a.image == b.image : a.rgba == b.rgba;
}

int64_t distSq(ipos a, ipos b) {
    const int64_t dx = a.x - b.x;
    const int64_t dy = a.y - b.y;
    return dx * dx + dy * dy;
}

int roundHalfAway(double v) { return static_cast<int>(v < 0.0 ? -std::floor(-v + 0.5) : std::floor(v + 0.5)); }

/// The feet of frame `i`: the sidecar's named points, else the detected ones (unnamed).
std::vector<std::optional<ipos>> feetOf(const SpriteSheet& sheet, const SheetContacts* names, int i) {
    std::vector<std::optional<ipos>> out;
    if (names && static_cast<std::size_t>(i) < names->frames.size()) {
        for (const ContactFoot& f : names->frames[static_cast<std::size_t>(i)].feet)
            out.push_back(f.state == FootState::NoContactData ? std::nullopt : std::optional<ipos>(f.point));
        return out;
    }
    for (const ipos p : detectFrameFeet(sheet.frames[static_cast<std::size_t>(i)]).feet) out.emplace_back(p);
    return out;
}

/// The displacement of each foot from frame a to frame b: by name with a sidecar, else nearest pairs first.
std::vector<ipos> footMoves(const std::vector<std::optional<ipos>>& a, const std::vector<std::optional<ipos>>& b,
                            bool named) {
    std::vector<ipos> moves;
    if (named) {
        for (std::size_t k = 0; k < a.size() && k < b.size(); ++k)
            if (a[k] && b[k]) moves.push_back(*b[k] - *a[k]);
        return moves;
    }
    std::vector<bool> used_a(a.size()), used_b(b.size());
    for (std::size_t round = 0; round < std::min(a.size(), b.size()); ++round) {
        std::optional<std::pair<std::size_t, std::size_t>> best;
        for (std::size_t i = 0; i < a.size(); ++i)
            for (std::size_t j = 0; j < b.size(); ++j)
                if (!used_a[i] && !used_b[j] && a[i] && b[j] &&
                    (!best || distSq(*a[i], *b[j]) < distSq(*a[best->first], *b[best->second])))
                    best = std::pair{i, j};
        if (!best) break;
        used_a[best->first] = used_b[best->second] = true;
        moves.push_back(*b[best->second] - *a[best->first]);
    }
    return moves;
}

}  // namespace

DerivedDeltas deriveDeltas(const SpriteSheet& sheet, const SheetContacts* names, ipos walk_dir) {
    DerivedDeltas out;
    const int n = sheet.frameCount();
    out.deltas.assign(static_cast<std::size_t>(n), ipos(0, 0));
    if (n == 0) return out;
    std::vector<std::vector<std::optional<ipos>>> feet;
    for (int i = 0; i < n; ++i) feet.push_back(feetOf(sheet, names, i));
    std::vector<bool> known(static_cast<std::size_t>(n), false);
    std::vector<bool> measured(static_cast<std::size_t>(n), false);
    for (int i = 0; i < n; ++i) {
        const int prev = (i + n - 1) % n;
        if (n == 1 ||
            samePicture(sheet.frames[static_cast<std::size_t>(prev)], sheet.frames[static_cast<std::size_t>(i)])) {
            known[static_cast<std::size_t>(i)] = true;
            ++out.repeats;
            continue;
        }
        const std::vector<ipos> moves =
            footMoves(feet[static_cast<std::size_t>(prev)], feet[static_cast<std::size_t>(i)], names != nullptr);
        if (moves.empty()) continue;
        // The stance foot goes back the most: the smallest projection on the walking direction.
        const ipos stance = *std::min_element(moves.begin(), moves.end(), [walk_dir](ipos x, ipos y) {
            return static_cast<int64_t>(x.x) * walk_dir.x + static_cast<int64_t>(x.y) * walk_dir.y <
                   static_cast<int64_t>(y.x) * walk_dir.x + static_cast<int64_t>(y.y) * walk_dir.y;
        });
        out.deltas[static_cast<std::size_t>(i)] = -stance;
        known[static_cast<std::size_t>(i)] = true;
        measured[static_cast<std::size_t>(i)] = true;
        ++out.measured;
    }
    // The mean step of the measured frames (repeats are not steps).
    double sx = 0, sy = 0;
    for (int i = 0; i < n; ++i)
        if (measured[static_cast<std::size_t>(i)]) {
            sx += out.deltas[static_cast<std::size_t>(i)].x;
            sy += out.deltas[static_cast<std::size_t>(i)].y;
        }
    const ipos mean = out.measured ? ipos(roundHalfAway(sx / out.measured), roundHalfAway(sy / out.measured))
                                   : ipos(0, 0);
    for (int i = 0; i < n; ++i)
        if (!known[static_cast<std::size_t>(i)]) {
            out.deltas[static_cast<std::size_t>(i)] = mean;
            ++out.filled;
        }
    return out;
}

}  // namespace gaitlab
