#include "engine/anim/direction_resolution.h"

namespace gaitlab::anim {

DirectionSet DirectionSet::hex() { return DirectionSet{{"ne", "e", "se", "sw", "w", "nw"}, {5, 4, 3, 2, 1, 0}}; }

DirectionSet DirectionSet::fourWay() { return DirectionSet{{"down", "up", "left", "right"}, {0, 1, 3, 2}}; }

ResolvedTag resolveDirectionalTag(std::string_view base, int direction, const DirectionSet& set,
                                  const std::function<bool(std::string_view)>& tag_exists) {
    const std::string base_name(base);
    if (set.suffixes.empty()) return ResolvedTag{base_name, false, tag_exists(base_name)};
    const int n = static_cast<int>(set.suffixes.size());
    const int dir = ((direction % n) + n) % n;
    const std::string wanted = base_name + "_" + set.suffixes[static_cast<size_t>(dir)];
    if (tag_exists(wanted)) return ResolvedTag{wanted, false, true};
    const int mirror = dir < static_cast<int>(set.mirror.size()) ? set.mirror[static_cast<size_t>(dir)] : dir;
    if (mirror != dir) {
        const std::string flipped = base_name + "_" + set.suffixes[static_cast<size_t>(mirror)];
        if (tag_exists(flipped)) return ResolvedTag{flipped, true, true};
    }
    if (tag_exists(base_name)) return ResolvedTag{base_name, false, true};
    return ResolvedTag{wanted, false, false};
}

}  // namespace gaitlab::anim
