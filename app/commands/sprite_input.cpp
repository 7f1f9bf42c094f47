#include "app/commands/sprite_input.h"

#include <new>

#include "app/assets/sprite_pixels.h"
#include "app/files/terminal_text.h"
#include "engine/base/format_error.h"
#include "engine/gait/sprite_loader.h"
#include "engine/hex/hex_geometry.h"

namespace gaitlab {

std::optional<Palette> readPaletteOption(const std::string& palette_path, std::ostream* warnings) {
    if (palette_path.empty()) return std::nullopt;
    Palette palette = loadPal(palette_path);
    if (warnings != nullptr)
        for (const ErrorRecord& w : palette.warnings) *warnings << "warning: " << terminalText(w.message) << '\n';
    return palette;
}

SpriteAnimation readSpriteInput(const std::string& path, const std::optional<Palette>& palette, bool decode_images) {
    SpriteAnimation anim = loadSprite(path, palette ? &*palette : nullptr);
    if (anim.source.empty()) anim.source = path;
    try {
        if (decode_images) decodeFramePixels(anim);
    } catch (const std::bad_alloc&) {
        throw FormatError(path, 0, "not enough memory to decode the sprite's images");
    }
    return anim;
}

const char* directionName(std::size_t d, std::size_t count) {
    if (count == 1) return "all";
    return dirName(static_cast<int>(d), static_cast<int>(count));
}

int reportFailure(std::ostream& err, const char* command, const std::string& message) {
    // A message quotes the user's names and paths: shown so they cannot steer the terminal.
    err << "gaitlab " << command << ": " << terminalText(message) << '\n';
    return kExitBadInput;
}

}  // namespace gaitlab
