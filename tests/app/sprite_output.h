// Sprite files written by the app tests the way `gaitlab export-frm` and `gaitlab bake` write them: the engine's
// encoder (writeFrm with the default palette, writeBakedSprite), then writeOutputFile (app/files/output_file.h).
#pragma once

#include <string>

#include "app/files/output_file.h"
#include "engine/formats/baked_sprite.h"
#include "engine/formats/frm_writer.h"
#include "engine/formats/palette.h"

namespace gaitlab::testing {

/// Writes `anim` (decoded pixels, palette colours) as an FRM with the default palette to `path`.
inline void writeFrmFile(const SpriteAnimation& anim, const std::string& path) {
    writeOutputFile(path, writeFrm(anim, defaultPalette(), path));
}

/// Writes `anim` (decoded pixels) as a baked sprite (.gsprite, D11) to `path`.
inline void writeBakedFile(const SpriteAnimation& anim, const std::string& path) {
    writeOutputFile(path, writeBakedSprite(anim, path));
}

}  // namespace gaitlab::testing
