// Sprite files written by the app tests the way `gaitlab export-frm` and `gaitlab bake` write them: the engine's
// encoder (writeFrm with the default palette, writeSpriteResource), then writeOutputFile (app/files/output_file.h).
#pragma once

#include <string>

#include "app/files/output_file.h"
#include "engine/formats/frm_writer.h"
#include "engine/formats/palette.h"
#include "engine/formats/sprite_resource.h"

namespace gaitlab::testing {

/// Writes `anim` (decoded pixels, palette colours) as an FRM with the default palette to `path`.
inline void writeFrmFile(const SpriteAnimation& anim, const std::string& path) {
    writeOutputFile(path, writeFrm(anim, defaultPalette(), path));
}

/// Writes `anim` (decoded pixels) as the engine's sprite resource (D11) to `path`.
inline void writeBakedFile(const SpriteAnimation& anim, const std::string& path) {
    writeOutputFile(path, writeSpriteResource(anim, path));
}

}  // namespace gaitlab::testing
