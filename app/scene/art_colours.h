// The colours of the selected critter's own art, kept exactly in a GIF recording (DECISIONS "Recordings"): palette
// art (Fallout's FRM) keeps its palette entries while the ground, markers and blends around it share the rest.
#pragma once

#include <cstddef>
#include <vector>

#include "engine/base/rgba.h"

namespace gaitlab {

class AssetLibrary;

/// The most art colours a GIF recording keeps exactly: 63 of its 255 entries stay for the ground and the blends.
inline constexpr std::size_t kKeptArtColours = 192;
class World;

/// The opaque colours (alpha 255) of the selected critter's idle, walk and run frames, most used first, alpha 255;
/// empty when a tactics unit is selected or the world has no critter. At most `limit` colours: art with more than
/// that (painted, anti-aliased) returns none, since keeping part of it exactly would favour some of its pixels.
[[nodiscard]] std::vector<Rgba8> selectedArtColours(const World& world, const AssetLibrary& assets, std::size_t limit);

}  // namespace gaitlab
