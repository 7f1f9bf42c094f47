// What the sprite commands (inspect, bake, export-frm) share: reading an input sprite of any supported
// format with the optional --palette, and reporting a failure as one line with exit status 2.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <span>
#include <string>

#include "engine/palette.h"
#include "engine/sprite_sheet.h"

namespace gaitlab {

/// Exit status of a command on bad input (a file that does not read, a bad option value).
inline constexpr int kExitBadInput = 2;

/// Reads `palette_path` (a `.pal`, §6.2) when not empty. Throws FormatError as loadPal.
[[nodiscard]] std::optional<Palette> readPaletteOption(const std::string& palette_path);

/// loadSprite (engine/sprite_loader.h) with `palette` for FRM and FR0-FR5, then, when `decode_images`,
/// decodeFramePixels (app/sprite_pixels.h) so every frame has its size and RGBA pixels. Throws FormatError.
[[nodiscard]] SpriteAnimation readSpriteInput(const std::string& path, const std::optional<Palette>& palette,
                                              bool decode_images);

/// Hex direction name for index d of an animation with `count` directions (D1: 0 NE, 1 E, 2 SE, 3 SW, 4 W,
/// 5 NW; "all" for a single-direction animation).
[[nodiscard]] const char* directionName(std::size_t d, std::size_t count);

/// Writes `bytes` to `path`, replacing the file. Throws FormatError "<path>: cannot write the file" when it cannot
/// be opened or written (e.g. a missing folder).
void writeOutputFile(const std::string& path, std::span<const uint8_t> bytes);

/// Writes "gaitlab <command>: <message>" to `err` and returns kExitBadInput.
int reportFailure(std::ostream& err, const char* command, const std::string& message);

}  // namespace gaitlab
