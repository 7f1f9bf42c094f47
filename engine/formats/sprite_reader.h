// One entry point for every sprite file the engine reads: a file whose bytes begin as the engine's sprite resource
// (sprite_resource.h) is one, whatever its name; otherwise by extension (case-insensitive):
// .fofrm (fofrm_reader.h), .frm (frm_reader.h), .fr0-.fr5 (frm_reader.h), and the
// importers (DECISIONS "Importers"): .json (an Aseprite export, aseprite_reader.h, or a strip sidecar,
// strip_reader.h, told apart by content), .txt (a Flare animation file, flare_reader.h), .png (a strip or grid,
// strip_reader.h). A file with another extension whose content reads as a Flare file or an Aseprite export is read
// as one. The importers take a `#selector` suffix (`hero.json#walk`, `walk.png#8x6`, sprite_import.h).
#pragma once

#include <string>
#include <vector>

#include "engine/base/format_error.h"
#include "engine/formats/palette.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// True when loadSprite handles the file: by its extension (a `#selector` suffix is not part of it), or by the content
/// of an existing regular file (a sprite resource, Flare or Aseprite).
[[nodiscard]] bool isSpritePath(const std::string& path);

/// "unsupported sprite extension '<ext>', expected .fofrm, .frm, .fr0-.fr5, an engine sprite resource (any name), an
/// Aseprite .json, a Flare .txt, a .strip.json or a .png strip (walk.png#8)".
[[nodiscard]] std::string unsupportedSpriteMessage(const std::string& ext);

/// Reads `path`: a sprite resource by its first bytes (a selector does not apply to one), else with the reader for its
/// extension. `palette` applies to FRM and FR0-FR5 only (null: the
/// `.pal` beside the file, else the default palette). Throws FormatError on an unsupported extension
/// (unsupportedSpriteMessage), a selector on a format without one ("a '#x' selector applies to Aseprite, Flare and
/// PNG strip files only") and on every error of the chosen reader; running out of memory is
/// "<file>: not enough memory to read the sprite", never a bare std::bad_alloc. The warnings are the reader's own:
/// loadSprite (engine/gait/sprite_loader.h) adds the motion warnings.
[[nodiscard]] SpriteAnimation readSprite(const std::string& path, const Palette* palette = nullptr);

/// The files an imported sprite (Aseprite, Flare, strip) is read from: the definition file, then the atlas it
/// names (resolved as the reader does; for a PNG without a selector, the PNG and the `.strip.json` candidate and
/// its image). Empty for the other formats. Never throws.
[[nodiscard]] std::vector<std::string> importedSpriteInputs(const std::string& path);

}  // namespace gaitlab
