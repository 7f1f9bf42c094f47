// Pixels for sprites whose frames reference images (a FOFRM's PNG frames, §6.1): decodes
// them through SDL2_image into SpriteFrame::rgba, so the writers that need pixels (baked sprite, D11; FRM,
// §6.2) and the renderer can use every format alike. Frames read from FRM, FR0-FR5 or .gsprite already
// carry their pixels.
#pragma once

#include "engine/format_error.h"
#include "engine/sprite_sheet.h"

namespace gaitlab {

/// Fills rgba, width and height of every frame that has an image path and no pixels yet (each image file is
/// decoded once). Throws FormatError naming the image file, the sprite (`anim.source`), direction and frame
/// when an image cannot be read or decoded ("cannot decode image for direction D frame F of 'S': ...").
void decodeFramePixels(SpriteAnimation& anim);

}  // namespace gaitlab
