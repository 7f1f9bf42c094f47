// Where a sprite's image goes on the map (§8): the critter's sprite root, a bottom-centre anchored image's top left
// and a ground tile's top left, in map pixels. Pure integer arithmetic on the map's geometry.
#pragma once

#include "engine/hex/hex.h"
#include "engine/hex/hex_geometry.h"

namespace gaitlab {

/// Critter sprite root: hexCentre(hex) + HexOffset + offs_anim, map pixels (§8).
[[nodiscard]] ipos critterRoot(const HexGeometry& geometry, Hex hex, ipos hex_offset, ipos offs_anim);
/// Image top-left for a bottom-centre anchored image (§8): root - (size.x/2 - draw_offset.x,
/// size.y - draw_offset.y), integer size.x/2; positive draw_offset.y moves the image down (D8).
[[nodiscard]] ipos spriteTopLeft(ipos root, ipos size, ipos draw_offset);
/// Tile image top-left: centred horizontally on the hex centre (integer size.x/2), bottom edge at
/// centre.y + H/2, so taller tiles extend upward.
[[nodiscard]] ipos tileTopLeft(const HexGeometry& geometry, Hex hex, ipos size);

}  // namespace gaitlab
