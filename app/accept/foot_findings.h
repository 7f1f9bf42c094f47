// The findings about the planted feet of one direction's sheet (DECISIONS "Findings", "Gait metrics"), all read
// from the one measure on the screen (engine/gait/plant_slides.h) that accept's metrics, contacts and the client's
// readouts show: a picture held while the sprite moves, frames that step against the travel, a stride of the wrong
// length (T against what the planted soles carry, on the hex axis), and the plant that slides farthest, each with
// the NextX/NextY that keep the foot planted.
#pragma once

#include <string>
#include <vector>

#include "app/accept/findings.h"

namespace gaitlab {

/// Appends to `out` the foot findings of `sheet` (one direction, named `name`: "walk E"), whose pixels are
/// `pixels` and whose stance is in `info` (nullptr: nothing to say). `run`: the sheet is a run, whose flight (no
/// foot on the ground) the pixels cannot tell from a stride too long.
void footFindings(const std::string& name, bool run, const SpriteSheet& sheet, const SpriteSheet* pixels,
                  const GaitSheetInfo* info, std::vector<Finding>& out);

}  // namespace gaitlab
