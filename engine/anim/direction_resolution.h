// Direction resolution (DECISIONS "Directional Animation" / "Direction Resolution"): a tag per direction, with
// the horizontally mirrored direction's tag, drawn flipped, when a direction is missing.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace gaitlab::anim {

/// Suffixes of a set of directions and, for each, the direction that is its horizontal mirror image
/// (itself when it has none, e.g. "up").
struct DirectionSet {
    std::vector<std::string> suffixes;
    std::vector<int> mirror;

    /// Hex directions 0..5 = NE, E, SE, SW, W, NW (D1): "ne", "e", "se", "sw", "w", "nw"; NE<->NW, E<->W,
    /// SE<->SW.
    [[nodiscard]] static DirectionSet hex();
    /// The four of DECISIONS "Direction Resolution": 0..3 = "down", "up", "left", "right"; left<->right.
    [[nodiscard]] static DirectionSet fourWay();
};

/// The tag to draw and whether to flip it horizontally.
struct ResolvedTag {
    std::string tag;
    bool mirrored = false;
    bool found = false;  ///< false: no candidate exists; `tag` is then the directional name that was wanted
};

/// Tries, in order: "<base>_<suffix>"; "<base>_<mirror suffix>" drawn mirrored; "<base>" itself (an
/// undirected tag). `tag_exists` answers for the sheet. A direction outside the set is taken modulo its size.
/// Example: "walk" facing W with only "walk_e" -> {"walk_e", mirrored}.
[[nodiscard]] ResolvedTag resolveDirectionalTag(std::string_view base, int direction, const DirectionSet& set,
                                                const std::function<bool(std::string_view)>& tag_exists);

}  // namespace gaitlab::anim
