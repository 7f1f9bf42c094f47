// One entry point for every sprite file the engine reads, chosen by extension (case-insensitive):
// .fofrm (fofrm_reader.h), .frm (frm_reader.h), .fr0-.fr5 (frm_reader.h), .gsprite (baked_sprite.h).
#pragma once

#include <string>

#include "engine/format_error.h"
#include "engine/palette.h"
#include "engine/sprite_sheet.h"

namespace gaitlab {

/// True when loadSprite handles the file's extension.
[[nodiscard]] bool isSpritePath(const std::string& path);

/// Loads `path` with the reader for its extension. `palette` applies to FRM and FR0-FR5 only (null: the
/// `.pal` beside the file, else the default palette). Throws FormatError on an unsupported extension
/// ("unsupported sprite extension '.x', expected .fofrm, .frm, .fr0-.fr5 or .gsprite") and on every error
/// of the chosen reader. The animation's warnings get motionWarnings (engine/gait/sheet_metrics.h) after the
/// reader's own.
[[nodiscard]] SpriteAnimation loadSprite(const std::string& path, const Palette* palette = nullptr);

}  // namespace gaitlab
