// The tactics unit in the draw list: its pose's tiles and the selected unit's markers (engine/world/tactics_unit.h).
#pragma once

#include <string>

#include "engine/drawlist/draw_list.h"
#include "engine/world/tactics_unit.h"

namespace gaitlab {

/// Appends the unit's pose: one sprite per tile, back to front, each keyed by its sheet cell (`image_path`, the
/// cell's rect), pivoted on the stance point with the tile's exact (x, y) (D12) and flipped as the tile says.
/// All tiles carry the unit's hex, so the draw-list sort keeps them together and in order. Nothing without an atlas.
/// `flash` is the hit flash of every tile (SpriteItem::flash; TacticsUnit::flashTint through flashColour).
void addTacticsUnit(DrawList& list, const HexGeometry& geometry, const TacticsUnit& unit, const std::string& image_path,
                    Rgba8 tint = {}, Rgba8 flash = {0, 0, 0, 0});

/// Appends the selected unit's markers: the logical point (yellow +), the stance point (cyan +), the ground point
/// (white +), while walking the cycle anchor (magenta +) and T from it (orange), and the hand points of the pose
/// (green + for the last tile's arm, light blue for the first; none when the atlas has no hands).
void addTacticsUnitMarkers(DrawList& list, const HexGeometry& geometry, const TacticsUnit& unit);

}  // namespace gaitlab
