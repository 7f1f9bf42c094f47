// A critter in the draw list: its current frame and the aligner markers (logical point, sprite root, cycle anchor
// and T), placed as the engine places them (§8).
#pragma once

#include "engine/anim/critter_body.h"
#include "engine/drawlist/draw_list.h"

namespace gaitlab {

/// Appends the critter's current frame (CritterBody::currentFrame); nothing when the animation is missing.
/// The key is animation source + sheet index for align().hdir + align().frame. `tint` multiplies the texels;
/// `flash` is the hit flash drawn over them (SpriteItem::flash; alpha 0 = none, see flashColour). Neither
/// changes which frame is drawn.
void addCritter(DrawList& list, const HexGeometry& geometry, const CritterBody& body, Rgba8 tint = {},
                Rgba8 flash = {0, 0, 0, 0});
/// Appends the aligner markers of a critter: logical point hex+HexOffset (yellow), sprite root (cyan), cycle
/// anchor in map pixels (magenta, only while moving) and the T vector drawn from the anchor (orange).
void addCritterMarkers(DrawList& list, const HexGeometry& geometry, const CritterBody& body);

}  // namespace gaitlab
