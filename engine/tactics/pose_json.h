// The text form of a pose printed by `gaitlab pose`: the comparison order of DECISIONS "Test a Port" (shp first,
// then each tile in order), positions as exact numbers (D12).
#pragma once

#include <string>

#include "engine/tactics/pose.h"

namespace gaitlab::tactics {

/// One line of JSON: {"shp","index","view","pattern","back","mirrored","elapsed","moveX","moveY","sequence",
/// "body","tiles":[{"id","x","y","w","h","sx","sy","flipX","order"}...]} in that key order, where (sx, sy) is
/// the cell's top left on the atlas image. Numbers print in their shortest exact form: 3, -10.5, never 3.0 or -0.
[[nodiscard]] std::string poseToJson(const Pose& pose);

}  // namespace gaitlab::tactics
