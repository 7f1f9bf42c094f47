// What the sprite commands (inspect, bake, export-frm) share: reading an input sprite of any supported
// format with the optional --palette, and reporting a failure as one line with exit status 2.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <span>
#include <string>

#include "engine/formats/palette.h"
#include "engine/sprite/sprite_sheet.h"

namespace gaitlab {

/// Exit status of a command on bad input (a file that does not read, a bad option value).
inline constexpr int kExitBadInput = 2;

/// Reads `palette_path` (a `.pal`, §6.2) when not empty. Throws FormatError as loadPal.
/// `warnings`, when given, gets the palette's warnings (a size other than the game's: Palette::warnings), one
/// "warning: ..." line each, for commands that do not show the sprite's own warnings.
[[nodiscard]] std::optional<Palette> readPaletteOption(const std::string& palette_path,
                                                       std::ostream* warnings = nullptr);

/// loadSprite (engine/gait/sprite_loader.h) with `palette` for FRM and FR0-FR5, then, when `decode_images`,
/// decodeFramePixels (app/assets/sprite_pixels.h) so every frame has its size and RGBA pixels. Throws FormatError.
[[nodiscard]] SpriteAnimation readSpriteInput(const std::string& path, const std::optional<Palette>& palette,
                                              bool decode_images);

/// Direction name for index d of an animation with `count` directions: dirName(d, count) (engine/hex/hex_geometry.h;
/// 6: NE E SE SW W NW, 8: NE E SE S SW W NW N, docs/DECISIONS.md "Square geometry"), "all" for one direction.
[[nodiscard]] const char* directionName(std::size_t d, std::size_t count);

/// Writes "gaitlab <command>: <message>" to `err` and returns kExitBadInput.
int reportFailure(std::ostream& err, const char* command, const std::string& message);

}  // namespace gaitlab
