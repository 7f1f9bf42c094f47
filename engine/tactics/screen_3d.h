// The 3D mapping of "The Screen" (DECISIONS "Tactics sprite data"), as pure functions for a 3D renderer. The unit's
// group sits at the stance point and copies the camera's rotation; a tactical-RPG camera looks down, so a sprite
// pixel is 0.75 group units wide and 0.9 tall (1.2 times taller than wide).
#pragma once

#include <glm/vec2.hpp>
#include <glm/vec3.hpp>

namespace gaitlab::tactics {

inline constexpr double kGroupUnitsPerPixelX = 0.75;
inline constexpr double kGroupUnitsPerPixelY = 0.9;

/// A tile centre (cx, cy) in sprite pixels from the stance point (x right, y down; cx = x + w/2, cy = y + h/2
/// of a PoseTile) placed in the group: (cx · 0.75, −cy · 0.9), y up.
[[nodiscard]] glm::dvec2 tileCentreInGroup(double cx, double cy);

/// `fb` pixels forward as a move in the world along the facing (wrapped mod 8):
/// (FACING_X[facing], 0, FACING_Z[facing]) · fb · 0.75. It does not depend on the camera step, so turning the
/// camera mid-sequence changes only its projection (R17).
[[nodiscard]] glm::dvec3 fbInWorld(int facing, double fb);

/// `du` pixels down as a screen-vertical move in the group: −du · 0.9 (up positive).
[[nodiscard]] double duInGroup(double du);

/// Texture v of atlas image row `y` on an image `imageHeight` pixels tall: texture coordinates count up from the
/// bottom, v = 1 − y / imageHeight. imageHeight >= 1, as every loaded atlas image.
[[nodiscard]] double textureV(double y, int imageHeight);

}  // namespace gaitlab::tactics
