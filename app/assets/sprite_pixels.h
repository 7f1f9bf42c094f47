// Pixels for sprites whose frames reference images (a FOFRM's PNG frames, §6.1; an importer's atlas cells): decodes
// them through SDL2_image into SpriteFrame::rgba, so the writers that need pixels (baked sprite, D11; FRM,
// §6.2) and the renderer can use every format alike. Frames read from FRM, FR0-FR5 or a sprite resource already
// carry their pixels.
#pragma once

#include <string>

#include "engine/base/error_record.h"
#include "engine/base/format_error.h"
#include "engine/sprite/sprite_sheet.h"
#include "render/rgba_image.h"

namespace gaitlab {

/// Gives `frame` its pixels from the decoded `image` of its path: the whole image, or its sub-rectangle src_pos,
/// src_size (an imported atlas cell, DECISIONS "Importers"), which then becomes the frame's own pixels (image
/// path and rectangle cleared, so writers treat it as embedded). Returns "" on success, else the error: "cell
/// x Y w W h H lies outside the decoded image of WxH" (the atlas changed since the reader measured it; never
/// clamped).
[[nodiscard]] std::string cutFramePixels(const RgbaImage& image, SpriteFrame& frame);

/// The warning record of a decoded image (loadPng's `warning`, which already names the file): Severity::Warning,
/// file `image`, no position (D25).
[[nodiscard]] ErrorRecord imageWarning(const std::string& image, const std::string& message);

/// Fills rgba, width and height of every frame that has an image path and no pixels yet (each image file is
/// decoded once); an image's warning (a colour profile ignored, loadPng) is added to `anim.warnings` once. Throws FormatError naming the image file, the sprite (`anim.source`), direction and frame
/// when an image cannot be read or decoded ("cannot decode image for direction D frame F of 'S': ...").
void decodeFramePixels(SpriteAnimation& anim);

}  // namespace gaitlab
